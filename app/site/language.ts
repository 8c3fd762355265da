/**
 * The visitor's language choice. Never an automatic redirect: the language menu leads to the same
 * page in another language and remembers the choice; an English page may suggest, once, the
 * language the browser prefers, until the visitor chooses one or says no (language-suggestion.ts).
 */
import type { Locale } from '~/lib/locale';

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
