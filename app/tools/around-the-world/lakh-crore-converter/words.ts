/**
 * The result in the page's words: each takes the page's `t` (messages/en.ts) and what
 * lakh-crore-converter.ts returned, whose logic speaks no language. For the page's component.
 */
import type { T } from '~/lib/i18n';
import type { InWords, LakhCroreResult } from './lakh-crore-converter';
import type en from './messages/en';

type Words = T<typeof en>;

/** '1.25 crore', '15 million', '999'. */
export const wordsText = (t: Words, words: InWords): string =>
  words.unit === null ? words.amount : t(`inWords.${words.unit}`, { amount: words.amount });

/** One line for screen readers and Share: '1,25,00,000 = 12,500,000 = 1.25 crore = 12.5 million'. */
export const summaryOf = (t: Words, r: LakhCroreResult): string =>
  t('summary', {
    indian: r.indian,
    international: r.international,
    indianWords: wordsText(t, r.indianWords),
    internationalWords: wordsText(t, r.internationalWords),
  });
