/**
 * The visitor's language choice. Never an automatic redirect: the language menu leads to the same
 * page in another language and remembers the choice; an English page may suggest, once, the
 * language the browser prefers, until the visitor chooses one or says no.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '~/lib/locale';

export const LANGUAGE_KEY = 'language';
/** Stored when the visitor closed the suggestion without switching. */
export const DISMISSED = 'dismissed';

export type LanguageChoice = Locale | typeof DISMISSED | null;

export function rememberLanguage(choice: Locale | typeof DISMISSED): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, choice);
  } catch {
    // Storage blocked (private mode): the choice holds for this page only.
  }
}

export function rememberedLanguage(): LanguageChoice {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return value === DISMISSED || isLocale(value ?? undefined) ? (value as LanguageChoice) : null;
  } catch {
    return null;
  }
}

/** Our language for a browser language tag: 'de-AT' is German, 'pt-PT' and 'pt' Brazilian Portuguese. */
export function ourLanguage(tag: string): Locale | null {
  const base = tag.toLowerCase().split('-')[0]!;
  const locale = base === 'pt' ? 'pt-br' : base;
  return isLocale(locale) ? locale : null;
}

/**
 * The language to suggest on an English page: the browser's first preferred language that we
 * have, when it is not English and the visitor has not chosen or declined before.
 */
export function suggestedLanguage(
  preferred: readonly string[],
  published: readonly Locale[],
  choice: LanguageChoice,
): Locale | null {
  if (choice !== null) return null;
  for (const tag of preferred) {
    const locale = ourLanguage(tag);
    if (locale === DEFAULT_LOCALE) return null;
    if (locale && published.includes(locale)) return locale;
  }
  return null;
}
