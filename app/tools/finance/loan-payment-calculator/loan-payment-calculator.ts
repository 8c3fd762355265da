/**
 * Loan payment calculator: pure logic (no React, no DOM, no globals): the result, the
 * validation, the amortization schedule and its CSV.
 *
 * - amount, rate, years and extra are floored at 0; no result when the amount or the years are 0
 *   or less.
 * - n = round(years × payments per year) (at least 1); i = rate / 100 / payments per year;
 *   payment = P·i / (1 − (1 + i)^−n), or P / n when the rate is 0.
 * - Each period: interest = balance × i; principal = payment − interest (never more than the
 *   balance); the extra is limited to what is left, so the final payment never exceeds the
 *   balance. The schedule stops once the balance is 0.01 or less, or after 100000 periods.
 * - Payoff months = ceil(periods × 12 / payments per year).
 * - 'Saved vs No Extra' compares with the same loan run with no extra payment.
 */
import { csvMoney, formatPercent, parseNumber } from '~/lib/format';

export const PAYMENTS_PER_YEAR = [12, 26, 52, 4, 1] as const;
export type PaymentsPerYear = (typeof PAYMENTS_PER_YEAR)[number];

/** The schedule stops at this many periods. */
export const MAX_PERIODS = 100_000;
/** A balance at or below this counts as paid off. */
export const PAID_OFF_BALANCE = 0.01;
/** The table shows at most this many rows unless Show All is on. */
export const TABLE_ROW_LIMIT = 360;
/** Upper bounds of this tool's own; above them there is no result (the field says why). */
export const MAX_MONEY = 1e12;
export const MAX_RATE = 1000;

export const DEFAULTS = { amount: '250000', rate: '6.5', years: '30', ppy: 12, extra: '0' } as const;

/** The extra payment suggested for each frequency when none is set (the frequencies' words are in messages/en.ts). */
export const SUGGESTED_EXTRA: Record<PaymentsPerYear, number> = {
  12: 100,
  26: 50,
  52: 25,
  4: 300,
  1: 1200,
};

/** What the visitor typed (the page keeps the text) and the frequency. */
export interface LoanTextInput {
  amount: string;
  rate: string;
  years: string;
  ppy: PaymentsPerYear;
  extra: string;
}

/** The loan's terms as numbers, floored at 0. */
export interface LoanTerms {
  amount: number;
  /** Annual rate in percent. */
  rate: number;
  years: number;
  ppy: PaymentsPerYear;
  /** Extra principal paid with every payment. */
  extra: number;
}

export interface AmortizationRow {
  period: number;
  /** The regular payment of the period: interest + principal (the last one may be smaller). */
  payment: number;
  interest: number;
  principal: number;
  extra: number;
  /** What is still owed after the period. */
  balance: number;
}

export interface Amortization {
  /** The regular payment per period from the formula. */
  payment: number;
  /** Payments made (rows of the schedule). */
  periods: number;
  totalPaid: number;
  totalInterest: number;
  payoffMonths: number;
  /** The schedule reached 100000 periods with more than 0.01 still owed. */
  capped: boolean;
  /** The balance when the schedule stopped (0 unless capped). */
  remaining: number;
  /** yearEnds[k] = the balance after k years (yearEnds[0] is the amount); the last entry is the final balance. */
  yearEnds: number[];
}

export interface LoanResult extends Amortization {
  terms: LoanTerms;
  /** Period count from the term: round(years × payments per year). */
  scheduledPeriods: number;
  rows: AmortizationRow[];
  /** The same loan with no extra payment. */
  noExtra: Amortization;
  interestSaved: number;
  monthsSaved: number;
  /** When there is no extra payment: what a suggested one would save. */
  suggestion: { extra: number; interestSaved: number; monthsSaved: number } | null;
}

/**
 * Reads one field. Blank counts as `blank` (null: no result); text that is not a number gives
 * no result; negative values are floored at 0; values above `max` give no result.
 */
function readField(text: string, blank: number | null, max: number): number | null {
  if (text.trim() === '') return blank;
  const value = parseNumber(text);
  if (value === null || value > max) return null;
  return Math.max(0, value);
}

/** The terms, or null when there is no result (amount or years 0 or less, unreadable text). */
export function readTerms(input: LoanTextInput): LoanTerms | null {
  const amount = readField(input.amount, null, MAX_MONEY);
  const rate = readField(input.rate, 0, MAX_RATE);
  const years = readField(input.years, null, Infinity);
  const extra = readField(input.extra, 0, MAX_MONEY);
  if (amount === null || rate === null || years === null || extra === null) return null;
  if (amount <= 0 || years <= 0) return null;
  if (!PAYMENTS_PER_YEAR.includes(input.ppy)) return null;
  return { amount, rate, years, ppy: input.ppy, extra };
}

/** n = round(years × payments per year), at least one payment. */
export function periodCount(years: number, ppy: PaymentsPerYear): number {
  return Math.max(1, Math.round(years * ppy));
}

/** The regular payment: P·i / (1 − (1 + i)^−n), or P / n at a zero rate. */
export function periodicPayment(amount: number, rate: number, n: number, ppy: PaymentsPerYear): number {
  const i = rate / 100 / ppy;
  // A rate so small that 1 + i rounds to 1 is a zero rate as far as floating point can tell.
  if (1 + i === 1) return amount / n;
  // 1 − (1 + i)^−n through expm1/log1p: accurate for tiny rates, and 1 for huge n (the payment is
  // then the interest alone).
  return (amount * i) / -Math.expm1(-n * Math.log1p(i));
}

/** Payoff months = ceil(periods × 12 / payments per year). */
export function payoffMonths(periods: number, ppy: PaymentsPerYear): number {
  return Math.ceil((periods * 12) / ppy);
}

/**
 * Runs the schedule. With `rows`, every period is recorded (up to 100000 rows); without, only
 * the totals and the yearly balances (for comparisons).
 */
export function amortize(terms: LoanTerms, rows?: AmortizationRow[]): Amortization {
  const { amount, rate, ppy, extra } = terms;
  const i = rate / 100 / ppy;
  const payment = periodicPayment(amount, rate, periodCount(terms.years, ppy), ppy);
  const yearEnds = [amount];
  let balance = amount;
  let period = 0;
  let totalPaid = 0;
  let totalInterest = 0;
  // At least one payment; then until paid off (0.01 or less) or at the cap.
  do {
    period++;
    const interest = balance * i;
    // Never more than the balance (the final payment), never negative (float noise at huge rates).
    const principal = Math.max(0, Math.min(payment - interest, balance));
    const left = balance - principal;
    // The extra is limited so the final payment does not exceed the balance.
    const extraPaid = Math.min(extra, left);
    balance = left - extraPaid;
    totalPaid += principal + interest + extraPaid;
    totalInterest += interest;
    rows?.push({ period, payment: principal + interest, interest, principal, extra: extraPaid, balance });
    if (period % ppy === 0) yearEnds.push(balance);
  } while (balance > PAID_OFF_BALANCE && period < MAX_PERIODS);
  if (period % ppy !== 0) yearEnds.push(balance);
  const capped = balance > PAID_OFF_BALANCE;
  return {
    payment,
    periods: period,
    totalPaid,
    totalInterest,
    payoffMonths: payoffMonths(period, ppy),
    capped,
    remaining: capped ? balance : 0,
    yearEnds,
  };
}

/** The whole result: the schedule, the comparison with no extra payment and, at no extra, a suggestion. */
export function calculateLoan(terms: LoanTerms): LoanResult | null {
  const rows: AmortizationRow[] = [];
  const main = amortize(terms, rows);
  const noExtra = terms.extra > 0 ? amortize({ ...terms, extra: 0 }) : main;
  let suggestion: LoanResult['suggestion'] = null;
  if (terms.extra === 0) {
    const extra = SUGGESTED_EXTRA[terms.ppy];
    const withExtra = amortize({ ...terms, extra });
    suggestion = {
      extra,
      interestSaved: main.totalInterest - withExtra.totalInterest,
      monthsSaved: main.payoffMonths - withExtra.payoffMonths,
    };
  }
  const numbers = [main.payment, main.totalPaid, main.totalInterest, noExtra.totalPaid];
  if (!numbers.every(Number.isFinite)) return null;
  return {
    ...main,
    terms,
    scheduledPeriods: periodCount(terms.years, terms.ppy),
    rows,
    noExtra,
    interestSaved: noExtra.totalInterest - main.totalInterest,
    monthsSaved: noExtra.payoffMonths - main.payoffMonths,
    suggestion,
  };
}

/** The page's entry point: text in, result out (null: show the intro). */
export function loanPaymentCalculator(input: LoanTextInput): LoanResult | null {
  const terms = readTerms(input);
  return terms && calculateLoan(terms);
}

// ---- Text ---------------------------------------------------------------------------------------

/** A rate as typed, without float noise: 6.5 → '6.5%'. */
export function formatRate(rate: number): string {
  return formatPercent(rate, { min: 0, max: 6 });
}

// ---- CSV ----------------------------------------------------------------------------------------

export const CSV_FILENAME = 'loan_amortization_schedule.csv';

/** The CSV's column heads in the page's words: period, payment, interest, principal, extra, balance. */
export type CsvHeads = readonly [string, string, string, string, string, string];

/** The CSV's rows: the heads, then one row per period. */
export function scheduleTable(rows: readonly AmortizationRow[], heads: CsvHeads): string[][] {
  return [
    [...heads],
    ...rows.map((row) => [
      String(row.period),
      csvMoney(row.payment),
      csvMoney(row.interest),
      csvMoney(row.principal),
      csvMoney(row.extra),
      csvMoney(row.balance),
    ]),
  ];
}

// ---- Chart --------------------------------------------------------------------------------------

/** At most this many points per chart line: one per year, or one every few years for very long loans. */
export const CHART_MAX_POINTS = 121;

/**
 * The balance with and without the extra payment, one point per year (every `step` years when
 * the loan runs longer than the chart has room for), ending with the year the longer run ends.
 */
export function balanceSeries(result: LoanResult): {
  years: number[];
  withExtra: number[];
  without: number[];
} {
  const last = Math.max(result.yearEnds.length, result.noExtra.yearEnds.length) - 1;
  const step = Math.max(1, Math.ceil(last / (CHART_MAX_POINTS - 1)));
  const years: number[] = [];
  for (let year = 0; year < last; year += step) years.push(year);
  years.push(last);
  const at = (ends: number[], year: number) => ends[Math.min(year, ends.length - 1)]!;
  return {
    years,
    withExtra: years.map((year) => at(result.yearEnds, year)),
    without: years.map((year) => at(result.noExtra.yearEnds, year)),
  };
}
