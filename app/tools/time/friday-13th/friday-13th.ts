/**
 * Friday the 13th Finder: the Friday the 13ths of a year from 1900 to 2100, and the next one on or
 * after today. Pure logic: no React, no DOM, no clock (today's date is an argument). The words are
 * the page's (messages/en.ts, put together in words.ts): the logic gives dates, numbers and names
 * of months (lib/dates).
 */
import { daysBetween, formatDate, formatLongDate, FRIDAY, monthName, SUNDAY } from '~/lib/dates';
import type { Failure } from '~/lib/outcome';
import type en from './messages/en';

export const YEAR_MIN = 1900;
export const YEAR_MAX = 2100;

/** A failure names its message by its key in messages/en.ts. */
type Friday13thFailure = Failure<keyof typeof en>;

/** Where a date lies from today's point of view. */
export type When = 'past' | 'today' | 'future';

export interface Friday13thDate {
  dateISO: string;
  /** The month's name (lib/dates, in the page's language). */
  month: string;
  monthNumber: number;
  /** 'Friday, April 13, 2029'. */
  formattedDate: string;
  /** Whole days from today (negative when past); null before the page knows today. */
  daysFromToday: number | null;
  when: When | null;
}

export interface Friday13thYearResult {
  year: number;
  count: number;
  dates: Friday13thDate[];
  /** What the page's facts say about this year. */
  facts: Friday13thFacts;
}

/**
 * The year's facts: how many it has, the months that start on a Sunday (their names), and the
 * wait from its last Friday the 13th to the next one ('November 13, 2026', 'August 13, 2027').
 */
export interface Friday13thFacts {
  year: number;
  count: number;
  sundayMonths: string[];
  last: string;
  next: string;
  gapMonths: number;
}

export interface NextFriday13th {
  dateISO: string;
  daysAway: number;
  year: number;
  /** 'Friday, August 13, 2027'. */
  formattedDate: string;
  monthName: string;
  isToday: boolean;
}

/** The Friday the 13ths of a year, in order (any year Temporal handles; the tool asks 1900..2100). */
export function fridays13th(year: number): Temporal.PlainDate[] {
  const dates: Temporal.PlainDate[] = [];
  for (let month = 1; month <= 12; month++) {
    const date = Temporal.PlainDate.from({ year, month, day: 13 });
    if (date.dayOfWeek === FRIDAY) dates.push(date);
  }
  return dates;
}

/** The first Friday the 13th on or after `from` (today counts). Never more than 14 months ahead. */
export function nextFriday13thDate(from: Temporal.PlainDate): Temporal.PlainDate {
  let candidate = from.with({ day: 13 });
  if (Temporal.PlainDate.compare(candidate, from) < 0) candidate = candidate.add({ months: 1 });
  while (candidate.dayOfWeek !== FRIDAY) candidate = candidate.add({ months: 1 });
  return candidate;
}

/** The banner: the next Friday the 13th on or after today. */
export function nextFriday13th(today: Temporal.PlainDate): NextFriday13th {
  const date = nextFriday13thDate(today);
  const daysAway = daysBetween(today, date);
  return {
    dateISO: date.toString(),
    daysAway,
    year: date.year,
    formattedDate: formatLongDate(date),
    monthName: monthName(date.month),
    isToday: daysAway === 0,
  };
}

/**
 * The year as typed: null when empty, an error message when it is not a whole number from
 * 1900 to 2100 ('3000', '2029.5', 'abc', '-1' alike; a link's value is never clamped).
 */
export function parseYear(text: string): number | Friday13thFailure | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^[+-]?\d{1,10}$/.test(trimmed)) return { error: 'yearRange' };
  const year = Number(trimmed);
  return year >= YEAR_MIN && year <= YEAR_MAX ? year : { error: 'yearRange' };
}

/** Whole calendar months from one date's month to another's. */
const monthsApart = (from: Temporal.PlainDate, to: Temporal.PlainDate) =>
  (to.year - from.year) * 12 + to.month - from.month;

/** What the year's facts say: how many, the months that start on a Sunday, the wait to the next. */
export function factsFor(year: number, dates: readonly Temporal.PlainDate[]): Friday13thFacts {
  const last = dates[dates.length - 1]!;
  const next = nextFriday13thDate(last.add({ days: 1 }));
  return {
    year,
    count: dates.length,
    sundayMonths: dates.map((d) => monthName(d.month)),
    last: formatDate(last),
    next: formatDate(next),
    gapMonths: monthsApart(last, next),
  };
}

/** Whether the month of `date` starts on a Sunday (the rule behind every Friday the 13th). */
export const startsOnSunday = (date: Temporal.PlainDate) => date.with({ day: 1 }).dayOfWeek === SUNDAY;

/**
 * The tool's whole rule: null for an empty year (the page shows its intro), an error message
 * for a year outside 1900 to 2100, else that year's list, count and facts. `today` (null before
 * hydration) adds how far each date is from today.
 */
export function friday13thYear(
  yearText: string,
  today: Temporal.PlainDate | null,
): Friday13thYearResult | Friday13thFailure | null {
  const year = parseYear(yearText);
  if (year === null || typeof year !== 'number') return year;
  const found = fridays13th(year);
  const dates = found.map((date): Friday13thDate => {
    const days = today ? daysBetween(today, date) : null;
    return {
      dateISO: date.toString(),
      month: monthName(date.month),
      monthNumber: date.month,
      formattedDate: formatLongDate(date),
      daysFromToday: days,
      when: days === null ? null : days < 0 ? 'past' : days === 0 ? 'today' : 'future',
    };
  });
  return { year, count: dates.length, dates, facts: factsFor(year, found) };
}
