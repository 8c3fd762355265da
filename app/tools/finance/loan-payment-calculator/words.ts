/**
 * The result in the page's words: each takes the page's `t` (messages/en.ts) and what
 * loan-payment-calculator.ts returned, whose logic speaks no language. For the page's components.
 */
import { formatMoney, formatNumber } from '~/lib/format';
import type { T } from '~/lib/i18n';
import {
  formatRate,
  MAX_PERIODS,
  type CsvHeads,
  type LoanResult,
  type PaymentsPerYear,
} from './loan-payment-calculator';
import type en from './messages/en';

type Words = T<typeof en>;
type Key = keyof typeof en;

/** Each frequency's words: its name, its payment, how often it comes, the summary and the copied term. */
export const FREQUENCY_WORDS = {
  12: {
    label: 'monthly',
    payment: 'monthlyPayment',
    each: 'eachMonth',
    summary: 'summaryMonthly',
    term: 'termMonthly',
  },
  26: {
    label: 'biWeekly',
    payment: 'biWeeklyPayment',
    each: 'everyTwoWeeks',
    summary: 'summaryBiWeekly',
    term: 'termBiWeekly',
  },
  52: {
    label: 'weekly',
    payment: 'weeklyPayment',
    each: 'eachWeek',
    summary: 'summaryWeekly',
    term: 'termWeekly',
  },
  4: {
    label: 'quarterly',
    payment: 'quarterlyPayment',
    each: 'eachQuarter',
    summary: 'summaryQuarterly',
    term: 'termQuarterly',
  },
  1: {
    label: 'annually',
    payment: 'annualPayment',
    each: 'eachYear',
    summary: 'summaryAnnually',
    term: 'termAnnually',
  },
} as const satisfies Record<PaymentsPerYear, Record<'label' | 'payment' | 'each' | 'summary' | 'term', Key>>;

/** '26 years 4 months', '1 year', '11 months', '0 months'. */
export function formatDuration(t: Words, months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return t('monthCount', { n: rest });
  return rest === 0
    ? t('yearCount', { n: years })
    : t('yearsMonths', { years: t('yearCount', { n: years }), months: t('monthCount', { n: rest }) });
}

/** '316 months'. */
export const formatMonths = (t: Words, months: number): string => t('monthCount', { n: months });

/** One line for screen readers (the result's status line). */
export const summaryLine = (t: Words, result: LoanResult): string =>
  t(FREQUENCY_WORDS[result.terms.ppy].summary, {
    payment: formatMoney(result.payment),
    interest: formatMoney(result.totalInterest),
    months: formatMonths(t, result.payoffMonths),
  });

/** The text Copy Summary puts on the clipboard. */
export function summaryText(t: Words, result: LoanResult): string {
  const { terms } = result;
  const lines = [
    t('copyHeading'),
    t('copyAmount', { amount: formatMoney(terms.amount) }),
    t('copyRate', { rate: formatRate(terms.rate) }),
    t('copyTerm', {
      n: terms.years,
      years: formatNumber(terms.years, { min: 0, max: 4 }),
      frequency: t(FREQUENCY_WORDS[terms.ppy].term),
      ppy: String(terms.ppy),
    }),
    t('copyExtra', { amount: formatMoney(terms.extra) }),
    t('copyPayment', { amount: formatMoney(result.payment) }),
    t('copyTotalPaid', { amount: formatMoney(result.totalPaid) }),
    t('copyTotalInterest', { amount: formatMoney(result.totalInterest) }),
    t('copyPayoff', {
      months: formatMonths(t, result.payoffMonths),
      duration: formatDuration(t, result.payoffMonths),
    }),
    terms.extra > 0
      ? t('copySaved', {
          interest: formatMoney(result.interestSaved),
          duration: formatDuration(t, result.monthsSaved),
        })
      : t('copyNoSaved'),
  ];
  if (result.capped) {
    lines.push(
      t('copyCapped', { max: formatNumber(MAX_PERIODS, 0), remaining: formatMoney(result.remaining) }),
    );
  }
  return lines.join('\n');
}

/** The CSV's column heads (the schedule table's own). */
export const csvHeads = (t: Words): CsvHeads => [
  t('period'),
  t('payment'),
  t('interest'),
  t('principal'),
  t('extra'),
  t('balance'),
];
