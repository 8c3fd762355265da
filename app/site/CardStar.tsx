import { Star } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import type { ToolCardData } from './page-data';
import { toggleFavourite, updateSavedTools, useSavedTools } from './saved-tools';
import { ToolCard, toolGridClass } from './ToolCard';
import { useSiteT } from '~/lib/i18n';
import type en from './messages/en';

/**
 * The cards of the pages that list tools (home, categories, all tools and search), each with its
 * star. A tool page's related tools are a plain ToolGrid: the stars cost tool pages nothing.
 */
export function StarredToolGrid({
  tools,
  headingLevel,
}: {
  tools: readonly ToolCardData[];
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className={toolGridClass}>
      {tools.map((tool) => (
        // The star sits in the card's corner, beside its link rather than in it.
        <li key={tool.id} className="relative [&>a]:pe-12">
          <ToolCard tool={tool} headingLevel={headingLevel} />
          <CardStar tool={tool} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The star in a tool card's corner (home, categories, all tools): adds the tool to the visitor's
 * favourites or takes it off, as the tool page's button does. Empty until the page has hydrated
 * and read them; it keeps its size, so nothing moves when it fills.
 */
function CardStar({ tool }: { tool: ToolCardData }) {
  const t = useSiteT<typeof en>();
  const on = useSavedTools().favourites.includes(tool.id);
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t(on ? 'removeToolFromFavourites' : 'addToolToFavourites', { tool: tool.title })}
      title={t(on ? 'removeFromFavourites' : 'addToFavourites')}
      onClick={() => updateSavedTools((saved) => toggleFavourite(saved, tool.id))}
      className="absolute top-2 end-2 inline-flex size-10 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-amber-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-amber-400"
    >
      <NodeIcon
        node={Star}
        size={18}
        className={on ? 'fill-amber-400 text-amber-600 dark:text-amber-400' : undefined}
      />
    </button>
  );
}
