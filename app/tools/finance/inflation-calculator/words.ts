/**
 * The result in the page's words: each takes the page's `t` (messages/en.ts) and what
 * inflation-calculator.ts returned, whose logic speaks no language. For the page's component.
 */
import type { T } from '~/lib/i18n';
import { formatAmount, formatDollars, type InflationResult } from './inflation-calculator';
import type en from './messages/en';

type Words = T<typeof en>;

/** One line: '$100 in 1990 is worth $241.47 in 2024'. */
export const summaryOf = (t: Words, r: InflationResult): string =>
  t('summary', {
    amount: formatAmount(r.originalAmount),
    fromYear: String(r.fromYear),
    adjusted: formatDollars(r.adjustedAmount),
    toYear: String(r.toYear),
  });

/** The note shown when prices more than doubled, or null. */
export const doublingNoteOf = (t: Words, r: InflationResult): string | null =>
  r.doubled ? t('doubled', { fromYear: String(r.fromYear), toYear: String(r.toYear) }) : null;
