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
import {
  BRACKETS,
  FILING_STATUS_NAMES,
  MEDICARE_RATE,
  SE_EARNINGS_SHARE,
  SOCIAL_SECURITY_RATE,
  SOCIAL_SECURITY_WAGE_BASE,
  STANDARD_DEDUCTION,
  UNKNOWN_STATE_RATE,
  type FilingStatus,
} from './data';

export { FILING_STATUSES, FILING_STATUS_NAMES, type FilingStatus } from './data';
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

export interface BreakdownLine {
  id: LineId;
  label: string;
  /** The figure as shown ('$3,750.00', '−$264.93', '14.35%'). */
  display: string;
  /** A sentence under the line, when it needs one. */
  note?: string;
  /** A subtotal or the answer. */
  strong?: boolean;
}

export interface DueDate {
  /** 1 to 4. */
  payment: number;
  /** The tax year the payment belongs to (the fourth falls in January of the next year). */
  taxYear: number;
  date: Temporal.PlainDate;
  /** 'Wednesday, April 15, 2026'. */
  readable: string;
  /** 'income from January to March'. */
  covers: string;
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
  /** What was changed to make the input valid, in words. */
  notes: string[];
  /** One line for screen readers and Share. */
  summary: string;
  /** The summary, every line and the due dates, for Copy summary. */
  copyText: string;
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

const AMOUNT_NAMES = {
  gross: 'Gross payment',
  w2Wages: 'W-2 wages',
  ssWages: 'W-2 Social Security wages',
} as const;
type AmountField = keyof typeof AMOUNT_NAMES;

type Amount = { value: number } | { invalid: string } | null;

/** Reads a money field: blank is null, text that is not a number is invalid, the rest is clamped. */
function readAmount(field: AmountField, raw: string, notes: string[]): Amount {
  if (raw.trim() === '') return null;
  const value = parseNumber(raw);
  const name = AMOUNT_NAMES[field];
  if (value === null) {
    return { invalid: `${name}: enter a number, for example ${field === 'gross' ? '5,000' : '60,000'}.` };
  }
  if (value < 0) {
    notes.push(`${name} raised to $0.00: it cannot be negative.`);
    return { value: 0 };
  }
  if (value > LIMITS.amountMax) {
    notes.push(`${name} lowered to ${formatMoney(LIMITS.amountMax)}, the largest amount this tool takes.`);
    return { value: LIMITS.amountMax };
  }
  return { value: roundCents(value) };
}

interface ReadInput {
  gross: number;
  w2Wages: number;
  ssWages: number;
  notes: string[];
}

/** The amounts as numbers, or why there is no result: 'empty' (no gross payment) or a message. */
function readInput(input: FreelancerTaxBufferInput): ReadInput | { problem: string } {
  const notes: string[] = [];
  const gross = readAmount('gross', input.gross, notes);
  const w2 = readAmount('w2Wages', input.w2Wages, notes);
  const ss = readAmount('ssWages', input.ssWages, notes);
  for (const amount of [gross, w2, ss]) if (amount && 'invalid' in amount) return { problem: amount.invalid };
  if (gross === null || 'invalid' in gross) return { problem: 'empty' };
  const value = (amount: Amount) => (amount && 'value' in amount ? amount.value : 0);
  return { gross: gross.value, w2Wages: value(w2), ssWages: value(ss), notes };
}

/**
 * Why the input gives no result, for the intro block: null when it gives one, 'empty' when the
 * gross payment is blank, else a sentence naming the field that is not a number.
 */
export function inputProblem(input: FreelancerTaxBufferInput): string | null {
  const read = readInput(input);
  return 'problem' in read ? read.problem : null;
}

// ---- Due dates and the calendar file ----------------------------------------------------------

const DUE_DATES = [
  { month: 4, day: 15, nextYear: false, covers: 'income from January to March' },
  { month: 6, day: 15, nextYear: false, covers: 'income from April to May' },
  { month: 9, day: 15, nextYear: false, covers: 'income from June to August' },
  { month: 1, day: 15, nextYear: true, covers: 'income from September to December' },
] as const;

/** The four estimated-tax due dates of a tax year: 15 April, 15 June, 15 September, 15 January next. */
export function dueDates(taxYear: number): DueDate[] {
  const year = clampTaxYear(taxYear);
  return DUE_DATES.map((due, i) => {
    const date = Temporal.PlainDate.from({
      year: due.nextYear ? year + 1 : year,
      month: due.month,
      day: due.day,
    });
    return {
      payment: i + 1,
      taxYear: year,
      date,
      readable: formatLongDate(date),
      covers: due.covers,
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

/** All-day events of the coming due dates, each with the quarterly amount in its title. */
export function calendarEvents(result: FreelancerTaxBufferResult, today: Temporal.PlainDate): AllDayEvent[] {
  const amount = formatMoney(result.quarterly);
  return calendarDueDates(result.dueDates, today).map((due) => ({
    title: `Estimated tax payment ${due.payment} of 4 (tax year ${due.taxYear}): ${amount}`,
    description:
      `Pay ${amount}, a quarter of the ${formatMoney(result.total)} set aside from a ` +
      `${formatMoney(result.gross)} payment (federal income tax ${formatMoney(result.federalIncomeTax)}, ` +
      `self-employment tax ${formatMoney(result.seTax)}, state tax ${formatMoney(result.stateTax)}). ` +
      `This payment covers ${due.covers}. If the date falls on a weekend or a legal holiday, ` +
      'the payment is due the next business day. An estimate, not tax advice.',
    date: due.date,
  }));
}

// ---- The calculation --------------------------------------------------------------------------

const minus = (value: number) => (value > 0 ? `\u2212${formatMoney(value)}` : formatMoney(0));

function bracketWords(brackets: { low: number; high: number } | null): string {
  if (!brackets) return 'no tax: within the standard deduction';
  return brackets.low === brackets.high
    ? `${pct(brackets.low)} bracket`
    : `${pct(brackets.low)} to ${pct(brackets.high)} brackets`;
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
    notes.push(`Expense share lowered to ${pct(LIMITS.expenseShare.max)}, the most this tool allows.`);
  } else if (input.expenseShare < LIMITS.expenseShare.min) {
    notes.push('Expense share raised to 0%: it cannot be negative.');
  }

  const filingStatus: FilingStatus = isFilingStatus(input.filingStatus) ? input.filingStatus : 'single';
  if (!isFilingStatus(input.filingStatus)) notes.push('Unknown filing status: single is used.');

  const taxYear = input.taxYear === null ? null : clampTaxYear(input.taxYear);
  if (input.taxYear !== taxYear) notes.push(`Tax year set to ${taxYear}: the tool covers 2020 to 2100.`);

  const state = stateInfo(input.state);
  let stateRate: number;
  let stateRateSource: FreelancerTaxBufferResult['stateRateSource'];
  if (input.stateRate !== null && Number.isFinite(input.stateRate)) {
    stateRate = clampStateRate(input.stateRate);
    stateRateSource = 'override';
    if (input.stateRate > LIMITS.stateRate.max) {
      notes.push(`State rate lowered to ${pct(LIMITS.stateRate.max)}, the highest rate this tool takes.`);
    } else if (input.stateRate < LIMITS.stateRate.min) {
      notes.push('State rate raised to 0%: it cannot be negative.');
    }
  } else {
    stateRate = state.defaultRate;
    stateRateSource = state.name === null ? 'unknown' : 'default';
    if (state.name === null) {
      notes.push(
        state.code === ''
          ? `No state given, so a ${pct(UNKNOWN_STATE_RATE)} state rate is assumed.`
          : `\u201c${state.code}\u201d is not one of the 50 states or DC, so a ${pct(UNKNOWN_STATE_RATE)} state rate is assumed.`,
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

  const stateName = state.name ?? (state.code === '' ? 'no state' : `unknown state ${state.code}`);
  const rateWhy =
    stateRateSource === 'override' ? 'your rate' : stateRateSource === 'unknown' ? 'assumed' : 'default';
  const limited = socialSecurityEarnings < seEarnings;

  const lines: BreakdownLine[] = [
    { id: 'gross', label: 'Gross payment', display: formatMoney(gross) },
    { id: 'expenses', label: `Business expenses (${pct(expenseShare)})`, display: minus(expenses) },
    { id: 'net', label: 'Net profit', display: formatMoney(netProfit), strong: true },
    {
      id: 'se-earnings',
      label: `Self-employment earnings (${pct(SE_EARNINGS_SHARE)} of net profit)`,
      display: formatMoney(seEarnings),
    },
    {
      id: 'social-security',
      label: `Social Security (${pct(SOCIAL_SECURITY_RATE)} of ${formatMoney(socialSecurityEarnings)})`,
      display: formatMoney(socialSecurity),
      note: limited
        ? wageBaseLeft === 0
          ? `Your W-2 Social Security wages already reach the ${formatMoney(SOCIAL_SECURITY_WAGE_BASE, 'USD', 0)} wage base, so only Medicare applies.`
          : `Only ${formatMoney(wageBaseLeft)} of the ${formatMoney(SOCIAL_SECURITY_WAGE_BASE, 'USD', 0)} wage base is left after your W-2 Social Security wages.`
        : undefined,
    },
    {
      id: 'medicare',
      label: `Medicare (${pct(MEDICARE_RATE)} of ${formatMoney(seEarnings)})`,
      display: formatMoney(medicare),
    },
    { id: 'se-tax', label: 'Self-employment tax', display: formatMoney(seTax), strong: true },
    {
      id: 'half-se',
      label: 'Half of the self-employment tax, deducted from income',
      display: minus(halfSeTax),
    },
    {
      id: 'taxable-before',
      label: `Taxable income without this payment (W-2 wages ${formatMoney(w2Wages)} \u2212 ${formatMoney(standardDeduction, 'USD', 0)} standard deduction)`,
      display: formatMoney(taxableBefore),
    },
    {
      id: 'taxable-after',
      label: 'Taxable income with this payment (plus net profit, less half the SE tax)',
      display: formatMoney(taxableAfter),
    },
    {
      id: 'federal',
      label: `Federal income tax on this payment (${bracketWords(brackets)})`,
      display: formatMoney(federal),
    },
    {
      id: 'state',
      label: `State tax (${state.name === null ? stateName : state.code} ${pct(stateRate)} ${rateWhy}, on net profit)`,
      display: formatMoney(stateTax),
    },
    { id: 'total', label: 'Total to set aside', display: formatMoney(total), strong: true },
    { id: 'percent', label: 'Share of the gross payment', display: pct(percentOfGross) },
    { id: 'quarterly', label: 'Each quarterly payment (total \u00f7 4)', display: formatMoney(quarterly) },
  ];

  const dates = taxYear === null ? [] : dueDates(taxYear);
  const summary = `Set aside ${formatMoney(total)} (${pct(percentOfGross)}) of a ${formatMoney(gross)} payment: ${formatMoney(quarterly)} a quarter.`;
  const copyText = [
    summary,
    `${FILING_STATUS_NAMES[filingStatus]}, ${state.name ?? stateName}${taxYear === null ? '' : `, tax year ${taxYear}`}.`,
    '',
    ...lines.map((line) => `${line.label}: ${line.display}`),
    ...(dates.length > 0 ? ['', 'Due dates:', ...dates.map((due) => `${due.readable} (${due.covers})`)] : []),
    '',
    'An estimate with the 2024 federal tables, not tax advice.',
  ].join('\n');

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
    dueDates: dates,
    lines,
    notes,
    summary,
    copyText,
  };
}
