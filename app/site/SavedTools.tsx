import { X } from 'lucide';
import { useEffect } from 'react';
import { Link } from '~/ui/Link';
import { useHydrated } from '~/lib/hydrated';
import { NodeIcon } from '~/ui/NodeIcon';
import type { ToolCardData } from './page-data';
import {
  reserveSavedSections,
  savedEntries,
  toggleFavourite,
  updateSavedTools,
  useSavedTools,
  withoutRecent,
} from './saved-tools';
import { ToolIcon } from './ToolCard';
import { useSiteT } from '~/lib/i18n';
import type en from './messages/en';

function SavedToolLink({ tool }: { tool: ToolCardData }) {
  return (
    <Link
      to={tool.href}
      className="flex min-w-0 flex-1 items-center gap-3 rounded-xl px-2 text-slate-900 hover:text-blue-800 dark:text-slate-100 dark:hover:text-blue-300"
    >
      <ToolIcon tool={tool} size={18} />
      <span className="truncate font-medium">{tool.title}</span>
    </Link>
  );
}

const itemClass =
  'flex items-center gap-1 rounded-2xl border border-slate-200 bg-white pe-1 dark:border-slate-700 dark:bg-slate-900';

/**
 * 'Your favourites' and 'Recently used', from this browser's storage: on the home page first, and
 * on the all-tools page. The prerendered page has both sections empty and hidden; the script in
 * <head> shows the ones this visitor has and gives their lists the height of their rows
 * (app.css, `.saved-list`), so filling them after hydration moves nothing.
 */
export function SavedToolsSections({ tools }: { tools: readonly ToolCardData[] }) {
  const t = useSiteT<typeof en>();
  const saved = useSavedTools();
  const favourites = savedEntries(saved.favourites, tools);
  const recent = savedEntries(saved.recent, tools);

  // The lists as they are now (one removed, a stale id dropped); not while hydrating, when the
  // lists read empty but the script in <head> counted right.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) reserveSavedSections({ favourites: favourites.length, recent: recent.length });
  }, [hydrated, favourites.length, recent.length]);

  return (
    <>
      <section aria-labelledby="favourites-heading" className="saved-section mt-6" data-saved="favourites">
        <h2 id="favourites-heading" className="mb-4 text-2xl font-bold text-slate-900 dark:text-white">
          {t('yourFavourites')}
        </h2>
        <ul className="saved-list">
          {favourites.map((tool) => (
            <li key={tool.id} className={itemClass}>
              <SavedToolLink tool={tool} />
              <button
                type="button"
                aria-label={t('removeToolFromFavourites', { tool: tool.title })}
                onClick={() => updateSavedTools((s) => toggleFavourite(s, tool.id))}
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
              >
                <NodeIcon node={X} size={18} />
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="recent-heading" className="saved-section mt-6" data-saved="recent">
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 id="recent-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
            {t('recentlyUsed')}
          </h2>
          <button
            type="button"
            onClick={() => updateSavedTools(withoutRecent)}
            className="min-h-10 rounded-lg px-3 text-sm font-medium text-blue-800 hover:bg-slate-100 dark:text-blue-300 dark:hover:bg-slate-800"
          >
            {t('clear')}
          </button>
        </div>
        <ul className="saved-list">
          {recent.map((tool) => (
            <li key={tool.id} className={itemClass}>
              <SavedToolLink tool={tool} />
            </li>
          ))}
        </ul>
      </section>
      <p className="saved-note mt-3 text-sm text-slate-600 dark:text-slate-400">{t('savedPrivacy')}</p>
    </>
  );
}
