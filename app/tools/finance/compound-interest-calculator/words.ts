/**
 * The result in the page's words: each takes the page's `t` (messages/en.ts) and what
 * compound-interest-calculator.ts returned, whose logic speaks no language. For the page's component.
 */
import { formatNumber } from '~/lib/format';
import type { T } from '~/lib/i18n';
import {
  money,
  percent,
  yearsFigure,
  type CompoundResult,
  type CsvHeads,
  type Frequency,
} from './compound-interest-calculator';
import type en from './messages/en';

type Words = T<typeof en>;
type Key = keyof typeof en;

/** Each frequency's words: its name, the effective rate's line and its name inside a sentence. */
export const FREQUENCY_WORDS = {
  1: { name: 'annually', compounded: 'compoundedAnnually', inText: 'annuallyInText' },
  2: { name: 'semiAnnually', compounded: 'compoundedSemiAnnually', inText: 'semiAnnuallyInText' },
  4: { name: 'quarterly', compounded: 'compoundedQuarterly', inText: 'quarterlyInText' },
  12: { name: 'monthly', compounded: 'compoundedMonthly', inText: 'monthlyInText' },
  26: { name: 'biWeekly', compounded: 'compoundedBiWeekly', inText: 'biWeeklyInText' },
  52: { name: 'weekly', compounded: 'compoundedWeekly', inText: 'weeklyInText' },
  365: { name: 'daily', compounded: 'compoundedDaily', inText: 'dailyInText' },
} as const satisfies Record<Frequency, Record<'name' | 'compounded' | 'inText', Key>>;

/** '20 years', '1 year', '2.5 years' (the plural follows the figure shown). */
export function yearsText(t: Words, years: number): string {
  const figure = yearsFigure(years);
  return t('yearsCount', { n: figure === '1' ? 1 : years, years: figure });
}

/** One line for screen readers (the result's live region). */
export const summaryLine = (t: Words, result: CompoundResult): string =>
  t('summaryLine', { years: yearsText(t, result.terms.years), ending: money(result.ending) });

/** The text Copy Summary puts on the clipboard: the inputs, then the four figures. */
export function summaryText(t: Words, result: CompoundResult): string {
  const { principal, contrib, rate, freq } = result.terms;
  return [
    t('copyTerms', {
      principal: money(principal),
      contrib: money(contrib),
      n: String(freq),
      rate: formatNumber(rate, { min: 0, max: 4 }),
      frequency: t(FREQUENCY_WORDS[freq].inText),
      years: yearsText(t, result.terms.years),
    }),
    t('copyEnding', { amount: money(result.ending) }),
    t('copyContributed', { amount: money(result.totalContrib) }),
    t('copyInterest', { amount: money(result.totalInterest) }),
    t('copyEffective', { rate: percent(result.effRate) }),
  ].join('\n');
}

/** The CSV's column heads (the breakdown table's own). */
export const csvHeads = (t: Words): CsvHeads => [
  t('year'),
  t('startBalance'),
  t('contributed'),
  t('interest'),
  t('endBalance'),
];
