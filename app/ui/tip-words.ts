/**
 * The tip calculators' sentences (lib/tip.ts computes, and speaks no language), in the page's
 * words: the basic and the finance tip calculator share them.
 */
import type { T } from '~/lib/i18n';
import { formatMoney } from '~/lib/format';
import type { FinanceTipResult } from '~/lib/tip';
import type en from './messages/en';

/** One line for Copy summary, Share and screen readers. */
export function tipSummary(t: T<typeof en>, r: FinanceTipResult): string {
  const rounded = r.roundingAdded > 0;
  const values = {
    total: r.text.total,
    tip: r.text.tip,
    percent: rounded ? r.text.adjustedTipPercentage : r.text.tipPercentage,
  };
  if (r.numberOfPeople === 1) return t(rounded ? 'tipSummaryRounded' : 'tipSummary', values);
  return t(rounded ? 'tipSummaryEachRounded' : 'tipSummaryEach', {
    ...values,
    perPerson: r.text.perPerson,
    people: r.numberOfPeople,
  });
}

/** Who pays which cent when the total does not split evenly, or null. */
export function tipSplit(t: T<typeof en>, r: FinanceTipResult): string | null {
  const { split } = r;
  if (!split) return null;
  const money = (amount: number) => formatMoney(amount, r.currency, 2);
  return t('tipSplit', {
    total: r.text.total,
    high: t('tipSplitHigh', { n: split.highCount, amount: money(split.high) }),
    low: t('tipSplitLow', { n: split.lowCount, amount: money(split.low) }),
  });
}
