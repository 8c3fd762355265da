import { Globe } from 'lucide';
import { useLocation } from 'react-router';
import { useHydrated } from '~/lib/hydrated';
import { useSiteT } from '~/lib/i18n';
import {
  LANGUAGE_NAMES,
  langTag,
  localeOfPath,
  localizedPath,
  PUBLISHED_LOCALES,
  textDirection,
  type Locale,
} from '~/lib/locale';
import { NodeIcon } from '~/ui/NodeIcon';
import { rememberLanguage } from './language';
import type en from './messages/en';

/**
 * This page in another language, its query kept (the query's names and values are the same in
 * every language). A full page load: the other language's page is prerendered, words and all.
 */
function useOtherLanguage(): (locale: Locale) => string {
  const { pathname, search } = useLocation();
  // The prerendered page has no query: the links get it once hydrated, never during hydration.
  const query = useHydrated() ? search : '';
  return (locale) => localizedPath(pathname, locale) + query;
}

/** The languages as links, each named in itself; the page's own is marked current. */
export function LanguageLinks({
  className,
  linkClass,
  locales = PUBLISHED_LOCALES,
}: {
  className?: string;
  linkClass: string;
  locales?: readonly Locale[];
}) {
  const current = localeOfPath(useLocation().pathname);
  const hrefOf = useOtherLanguage();
  return (
    <ul className={className}>
      {locales.map((locale) => (
        <li key={locale}>
          <a
            href={hrefOf(locale)}
            hrefLang={langTag(locale)}
            lang={langTag(locale)}
            dir={textDirection(locale)}
            aria-current={locale === current ? 'true' : undefined}
            onClick={() => rememberLanguage(locale)}
            className={linkClass}
          >
            {LANGUAGE_NAMES[locale]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The header's language menu: a disclosure with the language links (none while only English is published). */
export function LanguageMenu({ locales = PUBLISHED_LOCALES }: { locales?: readonly Locale[] }) {
  const t = useSiteT<typeof en>();
  const current = localeOfPath(useLocation().pathname);
  if (locales.length < 2) return null;
  return (
    <details className="relative max-md:hidden">
      <summary
        aria-label={t('languageMenu', { language: LANGUAGE_NAMES[current] })}
        className="inline-flex size-10 cursor-pointer list-none items-center justify-center gap-1 rounded-lg text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
      >
        <NodeIcon node={Globe} size={20} />
      </summary>
      <LanguageLinks
        locales={locales}
        className="absolute end-0 top-11 z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        linkClass="block rounded-lg px-3 py-2 text-slate-800 hover:bg-slate-100 aria-[current]:font-semibold dark:text-slate-100 dark:hover:bg-slate-800"
      />
    </details>
  );
}
