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
import { formatMoney, formatNumber, parseNumber } from '~/lib/format';

export const PAY_MODES = ['hourly', 'daily', 'weekly', 'monthly', 'annual'] as const;
export type PayMode = (typeof PAY_MODES)[number];

/** The periods shown in the result, in order. */
export const PERIODS = ['hourly', 'daily', 'weekly', 'biweekly', 'semimonthly', 'monthly', 'annual'] as const;
export type Period = (typeof PERIODS)[number];

/**
 * The currencies offered (the same list as the meeting cost stopwatch); their names are in
 * messages/en.ts under their codes ('USD': 'US dollar').
 */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'INR', 'JPY', 'CHF', 'SEK'] as const;
export type Currency = (typeof CURRENCIES)[number];

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
  /** What was changed to make the schedule valid. */
  notes: ScheduleNote[];
}

/**
 * A change made to make the schedule valid: its words are `note.<kind>.<field>` in
 * messages/en.ts, with `value` (the default, floor or ceiling used) in them.
 */
export interface ScheduleNote {
  kind: NoteKind;
  field: ScheduleField;
  value: number;
}

/** Blank or not a number (the default is used), below the floor, above the ceiling. */
export type NoteKind = 'blank' | 'notNumber' | 'raised' | 'lowered';

/** A period's name is `period.<period>` in messages/en.ts. */
export interface SalaryRow {
  period: Period;
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
  notes: ScheduleNote[];
  /** The entered amount as shown ('$32.50'). */
  amountDisplay: string;
}

/** The schedule's fields, in the order they are read. */
export const SCHEDULE_FIELDS = [
  'hoursPerDay',
  'daysPerWeek',
  'weeksPerYear',
  'unpaidWeeks',
  'pto',
  'holidays',
] as const;
export type ScheduleField = (typeof SCHEDULE_FIELDS)[number];

/** A count as people write it: up to 2 decimals, no trailing zeros, en-US grouping. */
export const showCount = (value: number) => formatNumber(value, { min: 0, max: 2 });

/** Reads one schedule field: blank or unreadable text takes the default; out-of-range values are clamped. */
function readField(field: ScheduleField, raw: string, max: number, notes: ScheduleNote[]): number {
  const { min } = LIMITS[field];
  const fallback = DEFAULTS[field];
  const value = parseNumber(raw);
  if (value === null) {
    notes.push({ kind: raw.trim() === '' ? 'blank' : 'notNumber', field, value: fallback });
    return fallback;
  }
  if (value < min) {
    notes.push({ kind: 'raised', field, value: min });
    return min;
  }
  if (value > max) {
    notes.push({ kind: 'lowered', field, value: max });
    return max;
  }
  return value;
}

/** The schedule with the floors and the ceilings applied, and notes saying what changed. */
export function readSchedule(input: Omit<SalaryInput, 'mode' | 'amount' | 'currency'>): Schedule {
  const notes: ScheduleNote[] = [];
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
    value: values[period],
    display: money(values[period]),
    entered: period === mode,
  }));

  // No effective hourly rate when paid time off and holidays cover every paid working day.
  const effectiveHourly = schedule.workedHours > 0 ? annual / schedule.workedHours : null;

  return {
    mode,
    currency,
    decimals,
    schedule,
    values,
    rows,
    effectiveHourly,
    effectiveDisplay: effectiveHourly === null ? null : money(effectiveHourly),
    notes: schedule.notes,
    amountDisplay: money(amount),
  };
}
