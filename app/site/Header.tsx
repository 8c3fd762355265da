import { Menu, Search, Wrench, X } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink, useLocalNavigate } from '~/ui/Link';
import { site } from './config';
import { useSavedTools } from './saved-tools';
import { ThemeToggle } from './ThemeToggle';
import { LanguageLinks, LanguageMenu } from './LanguageMenu';
import { PUBLISHED_LOCALES } from '~/lib/locale';
import type { CategoryLink } from './page-data';
import { useSiteT } from '~/lib/i18n';
import type en from './messages/en';

/** Loaded at the first Ctrl+K (⌘K) or press of the search button. */
const CommandPalette = lazy(() => import('./CommandPalette'));
/** Loaded when the mobile menu opens and the visitor has favourites. */
const MenuFavourites = lazy(() => import('./MenuFavourites'));

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${
    isActive
      ? 'bg-blue-50 text-blue-800 dark:bg-blue-950 dark:text-blue-200'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
  }`;

export function Header({ categories }: { categories: readonly CategoryLink[] }) {
  const t = useSiteT<typeof en>();
  const [menu, setMenu] = useState<{ open: boolean; path: string }>({ open: false, path: '' });
  const { pathname } = useLocation();
  // The menu closes when a link is chosen: any navigation leaves it closed.
  const open = menu.open && menu.path === pathname;
  const close = () => setMenu({ open: false, path: pathname });
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);

  const navigate = useLocalNavigate();
  const { favourites } = useSavedTools();
  const [palette, setPalette] = useState(false);
  // Ctrl+K (⌘K on macOS) opens the command palette from anywhere, a focused field included: no
  // one types it as text. Pressed again, it closes the palette.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() !== 'k' ||
        !(event.ctrlKey || event.metaKey) ||
        event.altKey ||
        event.shiftKey
      )
        return;
      event.preventDefault();
      setPalette((open) => !open);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // '/' goes to the search from any page, as on most sites: the search box of this page if it
  // has one, else the search page. Not while typing in a field, and not on a tool that uses the
  // key itself (the calculator's divide, the keyboard tester).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey)
        return;
      const target = event.target;
      if (
        target instanceof HTMLElement &&
        (target.isContentEditable || target.closest('input, textarea, select'))
      )
        return;
      if (document.querySelector('[data-own-keys]')) return;
      event.preventDefault();
      const box = document.querySelector<HTMLInputElement>('input[type="search"]');
      if (box) box.focus();
      else navigate('/search', { state: { focusSearch: true } });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate]);

  // Opening moves focus to the first link; Escape closes and gives focus back to the button.
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenu({ open: false, path: pathname });
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        {/* Named by its visible text (the site's name and tagline), so voice control finds it by what it shows. */}
        <Link to="/" className="flex min-w-0 items-center gap-2">
          <span className="inline-flex size-9 items-center justify-center rounded-xl bg-blue-700 text-white dark:bg-blue-500 dark:text-slate-950">
            <NodeIcon node={Wrench} size={20} />
          </span>
          <span className="min-w-0">
            <span className="block text-lg leading-tight font-bold text-slate-900 dark:text-white">
              {site.name}
            </span>
            <span className="hidden text-xs leading-tight text-slate-600 sm:block dark:text-slate-400">
              {t('tagline')}
            </span>
          </span>
        </Link>
        <div className="ms-auto flex items-center gap-1 print:hidden">
          <button
            type="button"
            aria-label={t('searchTools')}
            aria-keyshortcuts="Control+K Meta+K"
            title={t('searchToolsShortcut')}
            onClick={() => setPalette(true)}
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <NodeIcon node={Search} size={20} />
          </button>
          <NavLink to="/tools" className={navLinkClass} end>
            {t('allTools')}
          </NavLink>
          <LanguageMenu />
          <ThemeToggle />
          <button
            ref={button}
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? t('closeMenu') : t('openMenu')}
            onClick={() => setMenu({ open: !open, path: pathname })}
          >
            {open ? <NodeIcon node={X} size={22} /> : <NodeIcon node={Menu} size={22} />}
          </button>
        </div>
      </div>
      <nav
        aria-label={t('categories')}
        className="hidden border-t border-slate-100 md:block print:hidden dark:border-slate-800"
      >
        {/* Wraps to a second row where the eight categories do not fit on one (768 to 930 px). */}
        <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-1 gap-y-0.5 px-4 py-1.5">
          {categories.map((category) => (
            <li key={category.id}>
              <NavLink to={category.href} className={navLinkClass}>
                {category.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {palette && (
        <Suspense fallback={null}>
          <CommandPalette onClose={() => setPalette(false)} />
        </Suspense>
      )}
      {/* Always in the page (hidden when closed), so aria-controls never points at nothing. */}
      <nav
        ref={panel}
        id="mobile-menu"
        aria-label={t('menu')}
        hidden={!open}
        className="border-t border-slate-200 md:hidden dark:border-slate-800"
      >
        <ul className="flex flex-col px-4 py-2">
          <li>
            <NavLink to="/tools" className={navLinkClass} onClick={close} end>
              {t('allTools')}
            </NavLink>
          </li>
          {categories.map((category) => (
            <li key={category.id}>
              <NavLink to={category.href} className={navLinkClass} onClick={close}>
                {category.name}
              </NavLink>
            </li>
          ))}
        </ul>
        {open && favourites.length > 0 && (
          <Suspense fallback={null}>
            <MenuFavourites ids={favourites} linkClass={navLinkClass} onChoose={close} />
          </Suspense>
        )}
        {PUBLISHED_LOCALES.length > 1 && (
          <div className="border-t border-slate-200 px-4 py-2 dark:border-slate-800">
            <h2
              id="menu-language"
              className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
            >
              {t('language')}
            </h2>
            <LanguageLinks
              className="flex flex-wrap"
              linkClass={`${navLinkClass({ isActive: false })} aria-[current]:font-semibold`}
            />
          </div>
        )}
      </nav>
    </header>
  );
}
