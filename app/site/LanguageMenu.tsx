import { Globe, X } from 'lucide';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '~/lib/hydrated';
import { useSiteT } from '~/lib/i18n';
import {
  DEFAULT_LOCALE,
  LANGUAGE_NAMES,
  langTag,
  localeOfPath,
  localizedPath,
  PUBLISHED_LOCALES,
  textDirection,
  type Locale,
} from '~/lib/locale';
import { NodeIcon } from '~/ui/NodeIcon';
import { rememberLanguage, rememberedLanguage, suggestedLanguage } from './language';
import type en from './messages/en';
import type { LanguageOffer } from './page-data';

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

/**
 * On an English page, once: 'This page is also in Deutsch', in that language, when the browser
 * prefers one of our languages and the visitor has neither chosen nor declined. A bar fixed at the
 * bottom, so nothing on the page moves when it appears.
 */
export function LanguageOfferBar({ offers }: { offers: Partial<Record<Locale, LanguageOffer>> }) {
  const { pathname } = useLocation();
  const hrefOf = useOtherLanguage();
  const [dismissed, setDismissed] = useState(false);
  // The visitor's browser and choice are known once hydrated (the prerendered page has no bar).
  const hydrated = useHydrated();
  const offered =
    hydrated && !dismissed && localeOfPath(pathname) === DEFAULT_LOCALE
      ? suggestedLanguage(navigator.languages, Object.keys(offers) as Locale[], rememberedLanguage())
      : null;
  const offer = offered && offers[offered];
  if (!offered || !offer) return null;
  return (
    <div
      role="region"
      aria-label={offer.language}
      lang={langTag(offered)}
      dir={textDirection(offered)}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 text-sm text-slate-900 shadow-lg print:hidden dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
    >
      <a
        href={hrefOf(offered)}
        hrefLang={langTag(offered)}
        onClick={() => rememberLanguage(offered)}
        className="font-medium text-blue-800 underline dark:text-blue-300"
      >
        {offer.text}
      </a>
      <button
        type="button"
        aria-label={offer.dismiss}
        title={offer.dismiss}
        onClick={() => {
          rememberLanguage('dismissed');
          setDismissed(true);
        }}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-700"
      >
        <NodeIcon node={X} size={18} />
      </button>
    </div>
  );
}
