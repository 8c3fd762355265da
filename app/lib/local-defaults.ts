/**
 * Tools' defaults that fit the reader of each language (lib/url-params.ts, withLocalDefault): a
 * module of its own, so that only the tools that have such defaults load it.
 */
import type { Locale } from './locale';

/**
 * A tool's default on the pages of every language but English, whose readers measure in metric
 * units: `withLocalDefault(param.oneOf(UNITS, 'in'), metric('cm'))` (lib/url-params.ts).
 */
export function metric<const T>(value: T): (locale: Locale) => T | undefined {
  return (locale) => (locale === 'en' ? undefined : value);
}

/**
 * The currency a language's readers most likely pay in, where one is clear: the euro for German,
 * French and Spanish (Spain's; Latin America's many currencies have no single default), the rupee
 * for Hindi, the yen for Japanese. Brazilian Portuguese and Arabic keep the dollar until the tools
 * offer the real and the Gulf currencies.
 */
const LOCAL_CURRENCY: Partial<Record<Locale, string>> = {
  de: 'EUR',
  fr: 'EUR',
  es: 'EUR',
  hi: 'INR',
  ja: 'JPY',
};

/** A currency choice's default in the page's language, when the tool offers that currency. */
export function localCurrency<C extends string>(offered: readonly C[]): (locale: Locale) => C | undefined {
  return (locale) => offered.find((code) => code === LOCAL_CURRENCY[locale]);
}
