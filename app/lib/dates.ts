/**
 * The one dates module (ARCHITECTURE.md): calendar dates on Temporal, never hand-written date
 * arithmetic. Pure functions: anything that depends on 'now' takes today's date as an argument
 * (pages read it from lib/clock after hydration). Years are kept within 1 to 9999.
 */
import { sameEverywhere } from './format';
import { intlTag, pageLocale } from './locale';

/** The parse failures' message keys: their words are the site's (ui/messages). */
export const DATE_MESSAGES = {
  useYearOrDate: 'date.useYearOrDate',
  useDate: 'date.useDate',
  invalid: 'date.invalid',
} as const;

export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** ISO weekday numbers, as Temporal counts them. */
export const MONDAY = 1;
export const THURSDAY = 4;
export const FRIDAY = 5;
export const SATURDAY = 6;
export const SUNDAY = 7;

export type DateResult = Temporal.PlainDate | { error: string };

/** A date from its parts, or null when the parts do not make one (30 February, year 0). */
export function makeDate(year: number, month: number, day: number): Temporal.PlainDate | null {
  if (![year, month, day].every(Number.isInteger) || year < MIN_YEAR || year > MAX_YEAR) return null;
  try {
    return Temporal.PlainDate.from({ year, month, day }, { overflow: 'reject' });
  } catch {
    return null;
  }
}

/** 'YYYY-MM-DD' only: 'Use YYYY-MM-DD' for another shape, 'Invalid date' for 2023-02-30. */
export function parseIsoDate(raw: string): DateResult {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw.trim());
  if (!m) return { error: DATE_MESSAGES.useDate };
  return makeDate(Number(m[1]), Number(m[2]), Number(m[3])) ?? { error: DATE_MESSAGES.invalid };
}

/** 'YYYY' (read as 1 January of that year) or 'YYYY-MM-DD'; 'Use YYYY or YYYY-MM-DD' otherwise. */
export function parseYearOrDate(raw: string): DateResult {
  const text = raw.trim();
  if (/^\d{4}$/.test(text)) return makeDate(Number(text), 1, 1) ?? { error: DATE_MESSAGES.invalid };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return { error: DATE_MESSAGES.useYearOrDate };
  return parseIsoDate(text);
}

export function isDate(value: DateResult | null | undefined): value is Temporal.PlainDate {
  return value instanceof Temporal.PlainDate;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date in words, as the page's language writes it ('Sunday, July 20, 1969' in English,
 * 'Sonntag, 20. Juli 1969' in German). The date is read at midnight UTC, so no time zone moves it.
 */
function inWords(date: Temporal.PlainDate, options: Intl.DateTimeFormatOptions): string {
  const tag = intlTag(pageLocale());
  const key = `${tag}:${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' })));
  // Date.UTC reads years 0 to 99 as 1900 to 1999: the year is set on its own.
  const instant = new Date(0);
  instant.setUTCFullYear(date.year, date.month - 1, date.day);
  return sameEverywhere(format.format(instant));
}

/** The day of the week, 'Sunday'. */
export function weekdayName(date: Temporal.PlainDate): string {
  return inWords(date, { weekday: 'long' });
}

/** The month's name, 'July' (1 is January). */
export function monthName(month: number): string {
  return inWords(Temporal.PlainDate.from({ year: 2000, month, day: 1 }), { month: 'long' });
}

export function isWeekend(date: Temporal.PlainDate): boolean {
  return date.dayOfWeek === SATURDAY || date.dayOfWeek === SUNDAY;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** 'July 20, 1969' (in the page's language). */
export function formatDate(date: Temporal.PlainDate): string {
  return inWords(date, { year: 'numeric', month: 'long', day: 'numeric' });
}

/**
 * Whether the page's language tells the time on a 12-hour clock (English, Hindi, Arabic) rather
 * than a 24-hour one (German, French, Spanish, Portuguese, Japanese), as Intl's data says.
 */
export function usesTwelveHourClock(): boolean {
  const { hourCycle } = new Intl.DateTimeFormat(intlTag(pageLocale()), { hour: 'numeric' }).resolvedOptions();
  return hourCycle === 'h12' || hourCycle === 'h11';
}

/** 'Jul 20, 1969' (in the page's language). */
export function formatShortDate(date: Temporal.PlainDate): string {
  return inWords(date, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** 'Sunday, July 20, 1969' (in the page's language). */
export function formatLongDate(date: Temporal.PlainDate): string {
  return inWords(date, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Temporal.PlainDate, to: Temporal.PlainDate): number {
  return from.until(to, { largestUnit: 'days' }).days;
}

/**
 * Years, months and days from `from` to `to` (not before `from`), counted as people count an age,
 * so that `from.add({ years, months, days })` is `to`: a 29 February birthday falls on 28
 * February in a common year, and a month-day that does not exist (31 January plus one month)
 * falls on the last day of that month. (Temporal's own `until` counts 29 February 2000 to 28
 * February 2023 as 22 years, 11 months and 30 days; here it is 23 years.)
 */
export function calendarDifference(
  from: Temporal.PlainDate,
  to: Temporal.PlainDate,
): { years: number; months: number; days: number } {
  const after = (date: Temporal.PlainDate) => Temporal.PlainDate.compare(date, to) > 0;
  // The last anniversary: this year's, or last year's when this year's is still ahead.
  let years = to.year - from.year;
  if (after(from.add({ years }))) years -= 1;
  // The last monthly anniversary since then, counted from `from` in one step (so that 31 January
  // plus 1 month is 28 February, and plus 2 months is 31 March, not 28 March).
  const lastAnniversary = from.add({ years });
  let months = (to.year - lastAnniversary.year) * 12 + to.month - lastAnniversary.month;
  if (after(from.add({ years, months }))) months -= 1;
  const days = daysBetween(from.add({ years, months }), to);
  return { years, months, days };
}

/** The nth (1-based) given weekday of a month, e.g. the 4th Thursday of November. */
export function nthWeekdayOfMonth(
  year: number,
  month: number,
  weekday: number,
  n: number,
): Temporal.PlainDate {
  const first = Temporal.PlainDate.from({ year, month, day: 1 });
  const offset = (weekday - first.dayOfWeek + 7) % 7;
  return first.add({ days: offset + (n - 1) * 7 });
}

/** The last given weekday of a month, e.g. the last Monday of May. */
export function lastWeekdayOfMonth(year: number, month: number, weekday: number): Temporal.PlainDate {
  const first = Temporal.PlainDate.from({ year, month, day: 1 });
  const last = first.with({ day: first.daysInMonth });
  return last.subtract({ days: (last.dayOfWeek - weekday + 7) % 7 });
}

/** Easter Sunday in the Gregorian calendar (the anonymous 'Meeus/Jones/Butcher' computus). */
export function easterSunday(year: number): Temporal.PlainDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Temporal.PlainDate.from({ year, month, day });
}

/**
 * A yearly date (month, day) in a given year; 29 February falls on 28 February in a common year.
 */
export function yearlyDate(year: number, month: number, day: number): Temporal.PlainDate {
  return Temporal.PlainDate.from({ year, month, day }, { overflow: 'constrain' });
}

/**
 * The next time a yearly date comes round: this year's if it is still ahead (or today, when
 * `todayCounts`), else next year's.
 */
export function nextYearly(
  today: Temporal.PlainDate,
  month: number,
  day: number,
  { todayCounts = true }: { todayCounts?: boolean } = {},
): Temporal.PlainDate {
  const thisYear = yearlyDate(today.year, month, day);
  const cmp = Temporal.PlainDate.compare(thisYear, today);
  return cmp > 0 || (cmp === 0 && todayCounts) ? thisYear : yearlyDate(today.year + 1, month, day);
}

/**
 * The next date on or after `today` that `dateInYear` gives, for movable dates (Easter,
 * Thanksgiving): this year's if not past, else next year's.
 */
export function nextOf(
  today: Temporal.PlainDate,
  dateInYear: (year: number) => Temporal.PlainDate,
): Temporal.PlainDate {
  const thisYear = dateInYear(today.year);
  return Temporal.PlainDate.compare(thisYear, today) >= 0 ? thisYear : dateInYear(today.year + 1);
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * A distance in days in the page's language: 'today', 'tomorrow', 'yesterday', 'in 82 days',
 * '9 days ago' in English.
 */
export function relativeDays(days: number): string {
  const tag = intlTag(pageLocale());
  let format = relativeFormats.get(tag);
  if (!format) relativeFormats.set(tag, (format = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' })));
  return sameEverywhere(format.format(days, 'day'));
}
