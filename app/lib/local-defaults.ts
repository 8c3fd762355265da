/**
 * The currency each language's readers pay in, for tools' defaults (lib/url-params.ts,
 * withLocalDefault): a module of its own, so that only the tools that offer currencies load it.
 */
import type { Locale } from './locale';

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
