/**
 * The site's languages and the page's one. English lives at the site's root; every other
 * language under its prefix with the same path and the same query (/de/baking/cups-to-grams?...).
 * A page is in one language from its first render: the root sets it from the address before
 * anything formats a number or a date (`setPageLocale`), so formatting needs no argument.
 */

export const LOCALES = ['en', 'es', 'pt-br', 'de', 'fr', 'hi', 'ja', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The languages the build writes pages for: a language joins when every one of its pages is
 * translated (the untranslated-sentence check), never before.
 */
export const PUBLISHED_LOCALES: readonly Locale[] = LOCALES;

/** Each language's name in itself, as a language menu lists it. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  'pt-br': 'Português (Brasil)',
  de: 'Deutsch',
  fr: 'Français',
  hi: 'हिन्दी',
  ja: '日本語',
  ar: 'العربية',
};

/** A language prefix of an address that has pages: not English's (it has none), not unknown. */
export function isPublishedPrefix(segment: string | undefined): boolean {
  return segment !== DEFAULT_LOCALE && PUBLISHED_LOCALES.includes(segment as Locale);
}

/** The language tag of <html lang> and hreflang. */
export function langTag(locale: Locale): string {
  return locale === 'pt-br' ? 'pt-BR' : locale;
}

/**
 * The tag for Intl: English keeps the site's en-US conventions; Arabic is written with Western
 * digits (0-9), as Arabic Wikipedia and most Arabic sites do, so numbers read the same in
 * results, formulas, code and the links' machine values. Naming the numbering system also keeps
 * the build's ICU and the browser's from choosing different digits for 'ar'.
 */
export function intlTag(locale: Locale): string {
  return locale === 'en' ? 'en-US' : locale === 'ar' ? 'ar-u-nu-latn' : langTag(locale);
}

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

export function isLocale(value: string | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

/** The language of an address: its first segment when that is a language's prefix, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The address without its language prefix: '/de/baking/' is '/baking/', '/de' is '/'. */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  return pathname.slice(locale.length + 1) || '/';
}

/** The same page in another language: localizedPath('/baking/', 'de') is '/de/baking/'. */
export function localizedPath(path: string, locale: Locale): string {
  const bare = pathWithoutLocale(path);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}/` : `/${locale}${bare}`;
}

let current: Locale = DEFAULT_LOCALE;

/** The language of the page being rendered (at build time, the page being prerendered). */
export function pageLocale(): Locale {
  return current;
}

export function setPageLocale(locale: Locale): void {
  current = locale;
}
