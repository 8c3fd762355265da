/**
 * The results' lines from the logic's values, in the page's words: `t` reads the page's catalogue
 * (messages/en.ts is the source). Used by RegexTester and RegexResults; the logic speaks no
 * language.
 */
import type { T } from '~/lib/i18n';
import type en from './messages/en';
import type { RegexResult } from './regex-tester';

type Words = T<typeof en>;

/** The note under a text cut for display: 'Showing the first 100,000 of 250,000 characters.' */
export const cutNoteText = (t: Words, shown: number, total: number) => t('cutNote', { shown, total });

/** The one line read to screen readers and shown above the list. */
export function matchSummaryText(t: Words, result: RegexResult): string {
  const { total, matches } = result;
  if (total === 0) return t('noMatches');
  if (result.truncated) return t('matchesShown', { total, shown: matches.length });
  return t('matchCount', { n: total });
}
