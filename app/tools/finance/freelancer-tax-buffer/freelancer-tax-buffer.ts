/**
 * Freelancer Tax Buffer. Pure logic: no React, no DOM, no clock (today's date is an argument where it matters).
 *
 * The buffer is the extra tax this one payment causes on top of the W-2 income:
 * - net profit = gross × (1 − expense share)
 * - self-employment (SE) earnings = 92.35 % of net profit
 * - Social Security = 12.4 % of the SE earnings, up to the $168,600 wage base less the W-2
 *   Social Security wages (never below 0); Medicare = 2.9 % of all SE earnings
 * - SE tax = Social Security + Medicare; half of it is deducted for federal income tax
 * - federal income tax on the payment = tax(W-2 + net profit − half SE tax − standard deduction)
 *   − tax(W-2 − standard deduction), each taxable income at least 0 (2024 brackets)
 * - state tax = state rate × net profit (the half-SE deduction is not applied to the state part)
 * - total = federal income tax + SE tax + state tax; quarterly = total ÷ 4
 *
 * Every line is rounded to the cent (half up) as it is computed, so the breakdown adds up to
 * the total exactly as shown. The 2024 tables are used whatever the tax year: the year only
 * sets the due dates.
 */
import type { AllDayEvent } from '~/lib/download';
import { formatLongDate } from '~/lib/dates';
import { formatMoney, parseNumber } from '~/lib/format';
import { fail, type Failure } from '~/lib/outcome';
import {
  BRACKETS,
  MEDICARE_RATE,
  SE_EARNINGS_SHARE,
  SOCIAL_SECURITY_RATE,
  SOCIAL_SECURITY_WAGE_BASE,
  STANDARD_DEDUCTION,
  UNKNOWN_STATE_RATE,
  type FilingStatus,
} from './data';

export { FILING_STATUSES, type FilingStatus } from './data';
import type en from './messages/en';
import {
  clampExpenseShare,
  clampStateRate,
  clampTaxYear,
  isFilingStatus,
  formatPercent as pct,
  LIMITS,
  stateInfo,
  type FreelancerTaxBufferInput,
  type StateInfo,
} from './inputs';

export {
  clampExpenseShare,
  clampStateRate,
  clampTaxYear,
  DEFAULTS,
  formatPercent,
  isFilingStatus,
  LIMITS,
  normalizeState,
  stateInfo,
  type FreelancerTaxBufferInput,
  type StateInfo,
} from './inputs';

export type LineId =
  | 'gross'
  | 'expenses'
  | 'net'
  | 'se-earnings'
  | 'social-security'
  | 'medicare'
  | 'se-tax'
  | 'half-se'
  | 'taxable-before'
  | 'taxable-after'
  | 'federal'
  | 'state'
  | 'total'
  | 'percent'
  | 'quarterly';

/**
 * Words the page shows, by their key in messages/en.ts and the values of its placeholders
 * (formatted as shown: '$3,463.13', '92.35%').
 */
export interface Said {
  key: keyof typeof en;
  values?: Readonly<Record<string, string | number>>;
}

export interface BreakdownLine {
  id: LineId;
  label: Said;
  /** The figure as shown ('$3,750.00', '−$264.93', '14.35%'). */
  display: string;
  /** A sentence under the line, when it needs one. */
  note?: Said;
  /** A subtotal or the answer. */
  strong?: boolean;
}

export interface DueDate {
  /** 1 to 4; the months it covers are `covers.<payment>` in messages/en.ts. */
  payment: 1 | 2 | 3 | 4;
  /** The tax year the payment belongs to (the fourth falls in January of the next year). */
  taxYear: number;
  date: Temporal.PlainDate;
  /** 'Wednesday, April 15, 2026'. */
  readable: string;
  /** Saturday or Sunday: the deadline moves to the next business day (not moved here). */
  weekend: boolean;
}

export interface FreelancerTaxBufferResult {
  gross: number;
  expenseShare: number;
  expenses: number;
  netProfit: number;
  seEarnings: number;
  /** The part of the SE earnings under what is left of the wage base. */
  socialSecurityEarnings: number;
  /** The wage base less the W-2 Social Security wages (at least 0). */
  wageBaseLeft: number;
  socialSecurity: number;
  medicare: number;
  seTax: number;
  halfSeTax: number;
  filingStatus: FilingStatus;
  standardDeduction: number;
  w2Wages: number;
  ssWages: number;
  taxableBefore: number;
  taxableAfter: number;
  federalIncomeTax: number;
  /** The brackets the payment's taxable income falls in (lowest, highest), or null when none. */
  brackets: { low: number; high: number } | null;
  state: StateInfo;
  stateRate: number;
  stateRateSource: 'default' | 'override' | 'unknown';
  stateTax: number;
  total: number;
  /** total ÷ gross (0 when the gross is 0). */
  percentOfGross: number;
  quarterly: number;
  /** Null while the current year is not known yet. */
  taxYear: number | null;
  /** The four due dates of the tax year (none while it is not known). */
  dueDates: DueDate[];
  lines: BreakdownLine[];
  /** What was changed to make the input valid. */
  notes: Said[];
}

// ---- Arithmetic -------------------------------------------------------------------------------

/** Rounds to the cent, half up, without float noise (0.145 × 100 is 14.499999999999998). */
export function roundCents(value: number): number {
  const cents = Math.round(Number((value * 100).toPrecision(15)));
  return cents / 100 || 0;
}

/** Federal income tax on a taxable income with the 2024 brackets, rounded to the cent. */
export function federalIncomeTax(taxable: number, status: FilingStatus): number {
  if (!(taxable > 0)) return 0;
  let tax = 0;
  let lower = 0;
  for (const { upTo, rate } of BRACKETS[status]) {
    if (taxable <= lower) break;
    tax += (Math.min(taxable, upTo) - lower) * rate;
    lower = upTo;
  }
  return roundCents(tax);
}

/** The rate of the bracket holding the dollar just above `taxable` (where extra income starts). */
function rateAbove(taxable: number, status: FilingStatus): number {
  return BRACKETS[status].find((b) => taxable < b.upTo)?.rate ?? 0.37;
}

/** The rate of the bracket holding the last dollar of `taxable` (above 0). */
function rateAt(taxable: number, status: FilingStatus): number {
  return BRACKETS[status].find((b) => taxable <= b.upTo)?.rate ?? 0.37;
}

/** The brackets the income between `before` and `after` falls in, or null when there is none. */
export function bracketsBetween(
  before: number,
  after: number,
  status: FilingStatus,
): { low: number; high: number } | null {
  if (!(after > before)) return null;
  return { low: rateAbove(before, status), high: rateAt(after, status) };
}

// ---- Reading the input ------------------------------------------------------------------------

type AmountField = 'gross' | 'w2Wages' | 'ssWages';

/** Why there is no result: no gross payment, or a field that is not a number. */
export type InputProblem = 'empty' | Failure<keyof typeof en>;

type Amount = { value: number } | { invalid: AmountField } | null;

/** Reads a money field: blank is null, text that is not a number is invalid, the rest is clamped. */
function readAmount(field: AmountField, raw: string, notes: Said[]): Amount {
  if (raw.trim() === '') return null;
  const value = parseNumber(raw);
  if (value === null) return { invalid: field };
  if (value < 0) {
    notes.push({ key: `raised.${field}` });
    return { value: 0 };
  }
  if (value > LIMITS.amountMax) {
    notes.push({ key: `lowered.${field}`, values: { max: formatMoney(LIMITS.amountMax) } });
    return { value: LIMITS.amountMax };
  }
  return { value: roundCents(value) };
}

interface ReadInput {
  gross: number;
  w2Wages: number;
  ssWages: number;
  notes: Said[];
}

/** The amounts as numbers, or why there is no result. */
function readInput(input: FreelancerTaxBufferInput): ReadInput | { problem: InputProblem } {
  const notes: Said[] = [];
  const gross = readAmount('gross', input.gross, notes);
  const w2 = readAmount('w2Wages', input.w2Wages, notes);
  const ss = readAmount('ssWages', input.ssWages, notes);
  for (const amount of [gross, w2, ss])
    if (amount && 'invalid' in amount) return { problem: fail(`invalid.${amount.invalid}`) };
  if (gross === null || 'invalid' in gross) return { problem: 'empty' };
  const value = (amount: Amount) => (amount && 'value' in amount ? amount.value : 0);
  return { gross: gross.value, w2Wages: value(w2), ssWages: value(ss), notes };
}

/**
 * Why the input gives no result, for the intro block: null when it gives one, 'empty' when the
 * gross payment is blank, else a failure naming the field that is not a number.
 */
export function inputProblem(input: FreelancerTaxBufferInput): InputProblem | null {
  const read = readInput(input);
  return 'problem' in read ? read.problem : null;
}

// ---- Due dates and the calendar file ----------------------------------------------------------

const DUE_DATES = [
  { payment: 1, month: 4, day: 15, nextYear: false },
  { payment: 2, month: 6, day: 15, nextYear: false },
  { payment: 3, month: 9, day: 15, nextYear: false },
  { payment: 4, month: 1, day: 15, nextYear: true },
] as const;

/** The four estimated-tax due dates of a tax year: 15 April, 15 June, 15 September, 15 January next. */
export function dueDates(taxYear: number): DueDate[] {
  const year = clampTaxYear(taxYear);
  return DUE_DATES.map((due) => {
    const date = Temporal.PlainDate.from({
      year: due.nextYear ? year + 1 : year,
      month: due.month,
      day: due.day,
    });
    return {
      payment: due.payment,
      taxYear: year,
      date,
      readable: formatLongDate(date),
      weekend: date.dayOfWeek >= 6,
    };
  });
}

/** The due dates for the calendar file: those on or after today, or all four if none is. */
export function calendarDueDates(dates: readonly DueDate[], today: Temporal.PlainDate): DueDate[] {
  const coming = dates.filter((due) => Temporal.PlainDate.compare(due.date, today) >= 0);
  return coming.length > 0 ? coming : [...dates];
}

export function calendarFilename(taxYear: number): string {
  return `estimated-tax-${clampTaxYear(taxYear)}.ics`;
}

/**
 * All-day events of the coming due dates, each with the quarterly amount in its title: `words`
 * gives an event's title and description in the page's words.
 */
export function calendarEvents(
  result: FreelancerTaxBufferResult,
  today: Temporal.PlainDate,
  words: (due: DueDate) => { title: string; description: string },
): AllDayEvent[] {
  return calendarDueDates(result.dueDates, today).map((due) => ({ ...words(due), date: due.date }));
}

// ---- The calculation --------------------------------------------------------------------------

const minus = (value: number) => (value > 0 ? `\u2212${formatMoney(value)}` : formatMoney(0));

/** The federal line's label: the brackets the payment falls in, or none. */
function federalLabel(brackets: { low: number; high: number } | null): Said {
  if (!brackets) return { key: 'line.federal.none' };
  return brackets.low === brackets.high
    ? { key: 'line.federal.one', values: { rate: pct(brackets.low) } }
    : { key: 'line.federal.range', values: { low: pct(brackets.low), high: pct(brackets.high) } };
}

/**
 * The tax to set aside from one payment, line by line, or null when the gross payment is blank
 * or a field is not a number (the page then shows its intro; `inputProblem` says why).
 */
export function freelancerTaxBuffer(input: FreelancerTaxBufferInput): FreelancerTaxBufferResult | null {
  const read = readInput(input);
  if ('problem' in read) return null;
  const { gross, w2Wages, ssWages, notes } = read;

  const expenseShare = clampExpenseShare(input.expenseShare);
  if (input.expenseShare > LIMITS.expenseShare.max) {
    notes.push({ key: 'expenseLowered', values: { max: pct(LIMITS.expenseShare.max) } });
  } else if (input.expenseShare < LIMITS.expenseShare.min) {
    notes.push({ key: 'expenseRaised' });
  }

  const filingStatus: FilingStatus = isFilingStatus(input.filingStatus) ? input.filingStatus : 'single';
  if (!isFilingStatus(input.filingStatus)) notes.push({ key: 'unknownFilingStatus' });

  const taxYear = input.taxYear === null ? null : clampTaxYear(input.taxYear);
  if (input.taxYear !== taxYear) notes.push({ key: 'taxYearSet', values: { year: String(taxYear) } });

  const state = stateInfo(input.state);
  let stateRate: number;
  let stateRateSource: FreelancerTaxBufferResult['stateRateSource'];
  if (input.stateRate !== null && Number.isFinite(input.stateRate)) {
    stateRate = clampStateRate(input.stateRate);
    stateRateSource = 'override';
    if (input.stateRate > LIMITS.stateRate.max) {
      notes.push({ key: 'stateRateLowered', values: { max: pct(LIMITS.stateRate.max) } });
    } else if (input.stateRate < LIMITS.stateRate.min) {
      notes.push({ key: 'stateRateRaised' });
    }
  } else {
    stateRate = state.defaultRate;
    stateRateSource = state.listed === null ? 'unknown' : 'default';
    if (state.listed === null) {
      const rate = pct(UNKNOWN_STATE_RATE);
      notes.push(
        state.code === ''
          ? { key: 'noStateAssumed', values: { rate } }
          : { key: 'unknownStateAssumed', values: { code: state.code, rate } },
      );
    }
  }

  // Self-employment tax.
  const netProfit = roundCents(gross * (1 - expenseShare));
  const expenses = roundCents(gross - netProfit);
  const seEarnings = roundCents(netProfit * SE_EARNINGS_SHARE);
  const wageBaseLeft = Math.max(0, roundCents(SOCIAL_SECURITY_WAGE_BASE - ssWages));
  const socialSecurityEarnings = Math.min(seEarnings, wageBaseLeft);
  const socialSecurity = roundCents(socialSecurityEarnings * SOCIAL_SECURITY_RATE);
  const medicare = roundCents(seEarnings * MEDICARE_RATE);
  const seTax = roundCents(socialSecurity + medicare);
  const halfSeTax = roundCents(seTax / 2);

  // Federal income tax: the difference the payment makes on top of the W-2 wages.
  const standardDeduction = STANDARD_DEDUCTION[filingStatus];
  const taxableBefore = Math.max(0, roundCents(w2Wages - standardDeduction));
  const taxableAfter = Math.max(0, roundCents(w2Wages + netProfit - halfSeTax - standardDeduction));
  const federal = roundCents(
    federalIncomeTax(taxableAfter, filingStatus) - federalIncomeTax(taxableBefore, filingStatus),
  );
  const brackets = bracketsBetween(taxableBefore, taxableAfter, filingStatus);

  const stateTax = roundCents(netProfit * stateRate);
  const total = roundCents(federal + seTax + stateTax);
  const percentOfGross = gross > 0 ? total / gross : 0;
  const quarterly = roundCents(total / 4);

  // The state line names a listed state by its code, else no state or the unknown code; its rate is
  // the visitor's, or the state's default (the assumed 4% for no state or an unknown code).
  const stateLine = state.listed !== null ? 'listed' : state.code === '' ? 'noState' : 'unknownState';
  const rateWhy = stateRateSource === 'override' ? 'yours' : 'default';
  const limited = socialSecurityEarnings < seEarnings;

  const lines: BreakdownLine[] = [
    { id: 'gross', label: { key: 'line.gross' }, display: formatMoney(gross) },
    {
      id: 'expenses',
      label: { key: 'line.expenses', values: { share: pct(expenseShare) } },
      display: minus(expenses),
    },
    { id: 'net', label: { key: 'line.net' }, display: formatMoney(netProfit), strong: true },
    {
      id: 'se-earnings',
      label: { key: 'line.se-earnings', values: { share: pct(SE_EARNINGS_SHARE) } },
      display: formatMoney(seEarnings),
    },
    {
      id: 'social-security',
      label: {
        key: 'line.social-security',
        values: { rate: pct(SOCIAL_SECURITY_RATE), earnings: formatMoney(socialSecurityEarnings) },
      },
      display: formatMoney(socialSecurity),
      note: limited
        ? wageBaseLeft === 0
          ? { key: 'ssNote.reached', values: { base: formatMoney(SOCIAL_SECURITY_WAGE_BASE, 'USD', 0) } }
          : {
              key: 'ssNote.left',
              values: {
                left: formatMoney(wageBaseLeft),
                base: formatMoney(SOCIAL_SECURITY_WAGE_BASE, 'USD', 0),
              },
            }
        : undefined,
    },
    {
      id: 'medicare',
      label: {
        key: 'line.medicare',
        values: { rate: pct(MEDICARE_RATE), earnings: formatMoney(seEarnings) },
      },
      display: formatMoney(medicare),
    },
    { id: 'se-tax', label: { key: 'line.se-tax' }, display: formatMoney(seTax), strong: true },
    {
      id: 'half-se',
      label: { key: 'line.half-se' },
      display: minus(halfSeTax),
    },
    {
      id: 'taxable-before',
      label: {
        key: 'line.taxable-before',
        values: { wages: formatMoney(w2Wages), deduction: formatMoney(standardDeduction, 'USD', 0) },
      },
      display: formatMoney(taxableBefore),
    },
    {
      id: 'taxable-after',
      label: { key: 'line.taxable-after' },
      display: formatMoney(taxableAfter),
    },
    {
      id: 'federal',
      label: federalLabel(brackets),
      display: formatMoney(federal),
    },
    {
      id: 'state',
      label: {
        key: `line.state.${stateLine}.${rateWhy}`,
        values: { code: state.code, rate: pct(stateRate) },
      },
      display: formatMoney(stateTax),
    },
    { id: 'total', label: { key: 'line.total' }, display: formatMoney(total), strong: true },
    { id: 'percent', label: { key: 'line.percent' }, display: pct(percentOfGross) },
    { id: 'quarterly', label: { key: 'line.quarterly' }, display: formatMoney(quarterly) },
  ];

  return {
    gross,
    expenseShare,
    expenses,
    netProfit,
    seEarnings,
    socialSecurityEarnings,
    wageBaseLeft,
    socialSecurity,
    medicare,
    seTax,
    halfSeTax,
    filingStatus,
    standardDeduction,
    w2Wages,
    ssWages,
    taxableBefore,
    taxableAfter,
    federalIncomeTax: federal,
    brackets,
    state,
    stateRate,
    stateRateSource,
    stateTax,
    total,
    percentOfGross,
    quarterly,
    taxYear,
    dueDates: taxYear === null ? [] : dueDates(taxYear),
    lines,
    notes,
  };
}
