import { useEffect, useState } from 'react';
import { NavLink } from '~/ui/Link';
import type { SearchEntry } from './page-data';
import { savedEntries } from './saved-tools';
import { loadToolIndex } from './tool-index';
import { useSiteT } from '~/lib/i18n';
import type en from './messages/en';

/**
 * The visitor's favourites at the end of the mobile menu, loaded with the menu's first opening
 * (the tool index gives their names). Nothing shows until it has loaded, or if it cannot.
 */
export default function MenuFavourites({
  ids,
  linkClass,
  onChoose,
}: {
  ids: readonly string[];
  linkClass: ({ isActive }: { isActive: boolean }) => string;
  onChoose: () => void;
}) {
  const t = useSiteT<typeof en>();
  const [tools, setTools] = useState<readonly SearchEntry[]>([]);
  useEffect(() => {
    loadToolIndex().then(
      (index) => setTools(index.tools),
      () => undefined,
    );
  }, []);
  const favourites = savedEntries(ids, tools);
  if (favourites.length === 0) return null;
  return (
    <div className="border-t border-slate-200 px-4 py-2 dark:border-slate-800">
      <h2
        id="menu-favourites"
        className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
      >
        {t('yourFavourites')}
      </h2>
      <ul aria-labelledby="menu-favourites" className="flex flex-col">
        {favourites.map((tool) => (
          <li key={tool.id}>
            <NavLink to={tool.href} className={linkClass} onClick={onChoose}>
              {tool.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
