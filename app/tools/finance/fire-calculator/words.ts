/**
 * The result in the page's words: each takes the page's `t` (messages/en.ts) and what
 * fire-calculator.ts returned, whose logic speaks no language. For the result's component.
 */
import { formatNumber } from '~/lib/format';
import type { T } from '~/lib/i18n';
import { money, type FireResult } from './fire-calculator';
import type en from './messages/en';

type Words = T<typeof en>;

/** '1 year', '15 years'. */
export const yearsText = (t: Words, n: number): string => t('yearCount', { n });

/** 'age 47' in single mode, 'ages 56 (A) and 55 (B)' for a couple. */
export const atAges = (t: Words, ageA: number, ageB: number | null): string =>
  ageB === null
    ? t('agesSingle', { a: String(ageA) })
    : t('agesCouple', { a: String(ageA), b: String(ageB) });

/** One line for screen readers and Copy summary. */
export function summaryLine(t: Words, result: FireResult): string {
  const mc = result.monteCarlo;
  const values = {
    fireNumber: money(result.fireNumber),
    percent: String(mc.successPercent),
    runs: formatNumber(mc.runs, 0),
    p10: money(mc.p10),
    p50: money(mc.p50),
    p90: money(mc.p90),
  };
  if (result.fireYear === null) return t('summaryNoFire', { ...values, message: t('noFire') });
  const ages = atAges(t, result.fireAgeA!, result.fireAgeB);
  return result.fireYear === 0
    ? t('summaryNow', { ...values, ages })
    : t('summaryInYear', { ...values, ages, year: String(result.fireYear) });
}
