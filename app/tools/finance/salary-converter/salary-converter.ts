/**
 * Salary converter.
 * Pure logic: typed text in, every pay period out, or null when the amount gives no result.
 *
 * - paid weeks = weeks per year − unpaid weeks
 * - paid hours = hours per day × days per week × paid weeks
 * - everything goes through the hourly rate: an amount per day, week or year is divided by the
 *   paid hours in it; a month is a twelfth of the year (annual = monthly × 12)
 * - daily = hourly × hours per day, weekly = daily × days per week, annual = hourly × paid hours,
 *   bi-weekly = weekly × 2, semi-monthly = annual / 24, monthly = annual / 12
 * - paid time off and holidays are paid, so they never lower the pay; the effective hourly rate
 *   spreads the annual pay over the hours actually worked:
 *   worked hours = hours per day × (days per week × paid weeks − paid time off − holidays)
 */
import { formatMoney, formatNumber, parseNumber, plural } from '~/lib/format';

export const PAY_MODES = ['hourly', 'daily', 'weekly', 'monthly', 'annual'] as const;
export type PayMode = (typeof PAY_MODES)[number];

/** The periods shown in the result, in order. */
export const PERIODS = ['hourly', 'daily', 'weekly', 'biweekly', 'semimonthly', 'monthly', 'annual'] as const;
export type Period = (typeof PERIODS)[number];

/** The currencies offered (the same list as the meeting cost stopwatch). */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'INR', 'JPY', 'CHF', 'SEK'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const CURRENCY_NAMES: Record<Currency, string> = {
  USD: 'US dollar',
  EUR: 'Euro',
  GBP: 'British pound',
  CAD: 'Canadian dollar',
  AUD: 'Australian dollar',
  NZD: 'New Zealand dollar',
  INR: 'Indian rupee',
  JPY: 'Japanese yen',
  CHF: 'Swiss franc',
  SEK: 'Swedish krona',
};

/** Decimals a currency's figures are shown with: yen has no minor unit in everyday use. */
export function currencyDecimals(currency: string): number {
  return currency === 'JPY' ? 0 : 2;
}

/** Defaults: 8 hours, 5 days, 52 weeks, PTO 10, holidays 10, unpaid weeks 0. */
export const DEFAULTS = {
  mode: 'hourly' as PayMode,
  currency: 'USD' as Currency,
  hoursPerDay: 8,
  daysPerWeek: 5,
  weeksPerYear: 52,
  pto: 10,
  holidays: 10,
  unpaidWeeks: 0,
};

export const MONTHS_PER_YEAR = 12;
/** Semi-monthly pay: two paydays a month. */
export const SEMI_MONTHLY_PER_YEAR = 24;

/** Limits of each schedule field (the ceilings are a day, a week, a year). */
export const LIMITS = {
  hoursPerDay: { min: 1, max: 24 },
  daysPerWeek: { min: 1, max: 7 },
  weeksPerYear: { min: 1, max: 52 },
  pto: { min: 0, max: 366 },
  holidays: { min: 0, max: 366 },
  /** At most weeks per year − 1, so at least one week is paid. */
  unpaidWeeks: { min: 0 },
} as const;

/** Amounts above this hide the result (no pay is that large; keeps every figure finite and exact enough). */
export const AMOUNT_MAX = 1e12;

export interface SalaryInput {
  mode: PayMode;
  /** Typed text: '1,234.56' is fine. */
  amount: string;
  /** A currency code; an unknown one still formats (formatMoney's fallback). */
  currency: string;
  hoursPerDay: string;
  daysPerWeek: string;
  weeksPerYear: string;
  pto: string;
  holidays: string;
  unpaidWeeks: string;
}

export interface Schedule {
  hoursPerDay: number;
  daysPerWeek: number;
  weeksPerYear: number;
  unpaidWeeks: number;
  pto: number;
  holidays: number;
  /** weeks per year − unpaid weeks (at least 1). */
  paidWeeks: number;
  /** hours per day × days per week × paid weeks. */
  paidHours: number;
  /** days per week × paid weeks − paid time off − holidays (may be 0 or less). */
  workedDays: number;
  /** hours per day × worked days (may be 0 or less). */
  workedHours: number;
  /** What was changed to make the schedule valid, in words. */
  notes: string[];
}

export interface SalaryRow {
  period: Period;
  label: string;
  value: number;
  display: string;
  /** The period the amount was entered in. */
  entered: boolean;
}

export interface SalaryResult {
  mode: PayMode;
  currency: string;
  decimals: number;
  schedule: Schedule;
  values: Record<Period, number>;
  rows: SalaryRow[];
  /** Annual pay over the hours actually worked, or null when no hours are left to work. */
  effectiveHourly: number | null;
  effectiveDisplay: string | null;
  /** Why there is no effective hourly rate, when there is none. */
  effectiveNote: string | null;
  notes: string[];
  /** One line for screen readers and Share: '$32.50 an hour is $63,375.00 a year (...)'. */
  summary: string;
  /** The summary followed by every period, for Copy summary. */
  copyText: string;
}

export const PERIOD_LABELS: Record<Period, string> = {
  hourly: 'Hourly',
  daily: 'Daily',
  weekly: 'Weekly',
  biweekly: 'Bi-weekly (every 2 weeks)',
  semimonthly: 'Semi-monthly (twice a month)',
  monthly: 'Monthly',
  annual: 'Annual',
};

/** 'an hour', 'a day', ...: how an amount of each mode is said. */
export const MODE_PHRASES: Record<PayMode, string> = {
  hourly: 'an hour',
  daily: 'a day',
  weekly: 'a week',
  monthly: 'a month',
  annual: 'a year',
};

const FIELD_NAMES = {
  hoursPerDay: 'Hours per day',
  daysPerWeek: 'Days per week',
  weeksPerYear: 'Weeks per year',
  pto: 'Paid time off',
  holidays: 'Paid holidays',
  unpaidWeeks: 'Unpaid weeks',
} as const;

const MAX_REASONS = {
  hoursPerDay: 'a day has 24 hours',
  daysPerWeek: 'a week has 7 days',
  weeksPerYear: 'a year has 52 whole weeks',
  pto: 'a year has at most 366 days',
  holidays: 'a year has at most 366 days',
  unpaidWeeks: 'at least one week a year must be paid',
} as const;

/** A count as people write it: up to 2 decimals, no trailing zeros, en-US grouping. */
export const showCount = (value: number) => formatNumber(value, { min: 0, max: 2 });

type ScheduleField = keyof typeof FIELD_NAMES;

/** Reads one schedule field: blank or unreadable text takes the default; out-of-range values are clamped. */
function readField(field: ScheduleField, raw: string, max: number, notes: string[]): number {
  const name = FIELD_NAMES[field];
  const { min } = LIMITS[field];
  const fallback = DEFAULTS[field];
  const value = parseNumber(raw);
  if (value === null) {
    notes.push(
      raw.trim() === ''
        ? `${name} is blank, so the default ${showCount(fallback)} is used.`
        : `${name} is not a number, so the default ${showCount(fallback)} is used.`,
    );
    return fallback;
  }
  if (value < min) {
    notes.push(
      min === 0 ? `${name} raised to 0: it cannot be negative.` : `${name} raised to ${min}, the minimum.`,
    );
    return min;
  }
  if (value > max) {
    notes.push(`${name} lowered to ${showCount(max)}: ${MAX_REASONS[field]}.`);
    return max;
  }
  return value;
}

/** The schedule with the floors and the ceilings applied, and notes saying what changed. */
export function readSchedule(input: Omit<SalaryInput, 'mode' | 'amount' | 'currency'>): Schedule {
  const notes: string[] = [];
  const hoursPerDay = readField('hoursPerDay', input.hoursPerDay, LIMITS.hoursPerDay.max, notes);
  const daysPerWeek = readField('daysPerWeek', input.daysPerWeek, LIMITS.daysPerWeek.max, notes);
  const weeksPerYear = readField('weeksPerYear', input.weeksPerYear, LIMITS.weeksPerYear.max, notes);
  const unpaidWeeks = readField('unpaidWeeks', input.unpaidWeeks, weeksPerYear - 1, notes);
  const pto = readField('pto', input.pto, LIMITS.pto.max, notes);
  const holidays = readField('holidays', input.holidays, LIMITS.holidays.max, notes);
  const paidWeeks = weeksPerYear - unpaidWeeks;
  const paidHours = hoursPerDay * daysPerWeek * paidWeeks;
  const workedDays = daysPerWeek * paidWeeks - pto - holidays;
  return {
    hoursPerDay,
    daysPerWeek,
    weeksPerYear,
    unpaidWeeks,
    pto,
    holidays,
    paidWeeks,
    paidHours,
    workedDays,
    workedHours: hoursPerDay * workedDays,
    notes,
  };
}

/** How many of each mode's periods a year holds, given the schedule. */
function periodsPerYear(mode: PayMode, s: Schedule): number {
  switch (mode) {
    case 'hourly':
      return s.paidHours;
    case 'daily':
      return s.daysPerWeek * s.paidWeeks;
    case 'weekly':
      return s.paidWeeks;
    case 'monthly':
      return MONTHS_PER_YEAR;
    case 'annual':
      return 1;
  }
}

/** Reads the amount: null when blank, not a number, 0 or less, or above AMOUNT_MAX. */
export function readAmount(raw: string): number | null {
  const value = parseNumber(raw);
  if (value === null || value <= 0 || value > AMOUNT_MAX) return null;
  return value;
}

/** '7.5 h/day, 5 days/week, 52 weeks' (and ', 2 unpaid' when there are unpaid weeks). */
export function describeSchedule(s: Schedule): string {
  const days = `${showCount(s.daysPerWeek)} ${plural(s.daysPerWeek, 'day')}/week`;
  const weeks = `${showCount(s.weeksPerYear)} ${plural(s.weeksPerYear, 'week')}`;
  const unpaid = s.unpaidWeeks > 0 ? `, ${showCount(s.unpaidWeeks)} unpaid` : '';
  return `${showCount(s.hoursPerDay)} h/day, ${days}, ${weeks}${unpaid}`;
}

export function convertSalary(input: SalaryInput): SalaryResult | null {
  const amount = readAmount(input.amount);
  if (amount === null) return null;
  const schedule = readSchedule(input);
  const { mode, currency } = input;
  const decimals = currencyDecimals(currency);
  const money = (value: number) => formatMoney(value, currency, decimals);

  // The entered period keeps the exact amount; the others go through the year's paid hours.
  const annual = mode === 'annual' ? amount : amount * periodsPerYear(mode, schedule);
  const hourly = mode === 'hourly' ? amount : annual / schedule.paidHours;
  const daily = mode === 'daily' ? amount : hourly * schedule.hoursPerDay;
  const weekly = mode === 'weekly' ? amount : daily * schedule.daysPerWeek;
  const values: Record<Period, number> = {
    hourly,
    daily,
    weekly,
    biweekly: weekly * 2,
    semimonthly: annual / SEMI_MONTHLY_PER_YEAR,
    monthly: mode === 'monthly' ? amount : annual / MONTHS_PER_YEAR,
    annual,
  };
  const rows = PERIODS.map((period) => ({
    period,
    label: PERIOD_LABELS[period],
    value: values[period],
    display: money(values[period]),
    entered: period === mode,
  }));

  let effectiveHourly: number | null = null;
  let effectiveNote: string | null = null;
  if (schedule.workedHours > 0) {
    effectiveHourly = annual / schedule.workedHours;
  } else {
    effectiveNote =
      `No effective hourly rate: the ${showCount(schedule.pto + schedule.holidays)} days of paid time off ` +
      `and holidays cover all ${showCount(schedule.daysPerWeek * schedule.paidWeeks)} paid working days of the year.`;
  }
  const effectiveDisplay = effectiveHourly === null ? null : money(effectiveHourly);

  const sched = describeSchedule(schedule);
  const summary =
    mode === 'annual'
      ? `${money(amount)} a year is ${money(hourly)} an hour (${sched})`
      : `${money(amount)} ${MODE_PHRASES[mode]} is ${money(annual)} a year (${sched})`;
  const lines = [summary, ...rows.map((row) => `${row.label}: ${row.display}`)];
  if (effectiveDisplay !== null) {
    lines.push(
      `Effective hourly rate over ${showCount(schedule.workedHours)} hours worked: ${effectiveDisplay}`,
    );
  }

  return {
    mode,
    currency,
    decimals,
    schedule,
    values,
    rows,
    effectiveHourly,
    effectiveDisplay,
    effectiveNote,
    notes: schedule.notes,
    summary,
    copyText: lines.join('\n'),
  };
}
