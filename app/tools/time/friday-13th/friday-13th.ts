/**
 * Friday the 13th Finder: the Friday the 13ths of a year from 1900 to 2100, and the next one on or
 * after today. Pure logic: no React, no DOM, no clock (today's date is an argument).
 */
import { daysBetween, formatDate, formatLongDate, FRIDAY, monthName, MONTHS, SUNDAY } from '~/lib/dates';
import { plural } from '~/lib/format';

export const YEAR_MIN = 1900;
export const YEAR_MAX = 2100;

export const MESSAGES = {
  yearRange: 'Please enter a year between 1900 and 2100',
} as const;

export type MonthName = (typeof MONTHS)[number];

/** Where a date lies from today's point of view. */
export type When = 'past' | 'today' | 'future';

export interface Friday13thDate {
  dateISO: string;
  month: MonthName;
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
  /** '2029 has 2 Friday the 13ths'. */
  headline: string;
  /** One line for screen readers, Copy summary and Share. */
  summary: string;
  /** Three to five short facts, some about this year. */
  facts: string[];
}

export interface NextFriday13th {
  dateISO: string;
  daysAway: number;
  year: number;
  /** 'Friday, August 13, 2027'. */
  formattedDate: string;
  monthName: MonthName;
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
export function parseYear(text: string): number | { error: string } | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^[+-]?\d{1,10}$/.test(trimmed)) return { error: MESSAGES.yearRange };
  const year = Number(trimmed);
  return year >= YEAR_MIN && year <= YEAR_MAX ? year : { error: MESSAGES.yearRange };
}

const countWords = ['none', 'one', 'two', 'three'] as const;

/** 'April', 'April and July', 'February, March and November'. */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Whole calendar months from one date's month to another's. */
const monthsApart = (from: Temporal.PlainDate, to: Temporal.PlainDate) =>
  (to.year - from.year) * 12 + to.month - from.month;

/** Facts for the year's page: what always holds, and how it shows in `year`. */
export function factsFor(year: number, dates: readonly Temporal.PlainDate[]): string[] {
  const count = dates.length;
  const last = dates[dates.length - 1]!;
  const next = nextFriday13thDate(last.add({ days: 1 }));
  const sundayMonths = dates.map((d) => monthName(d.month));
  const gap = monthsApart(last, next);
  return [
    `Every year has at least one Friday the 13th and at most three. ${year} has ${countWords[count]}${
      count === 1 ? ', the fewest possible' : count === 3 ? ', the most possible' : ''
    }.`,
    `A month has a Friday the 13th exactly when it starts on a Sunday: in ${year}, ${joinAnd(sundayMonths)} ${
      count === 1 ? 'starts' : 'start'
    } on a Sunday.`,
    `After ${formatDate(last)}, the next Friday the 13th is ${formatDate(next)}, ${gap} ${
      gap === 1 ? 'month' : 'months'
    } later. The wait is never longer than 14 months, and it is only 4 weeks from February to March of a year that is not a leap year.`,
    'Over the Gregorian calendar’s 400-year cycle the 13th falls on a Friday 688 times, more often than on any other weekday.',
    'The fear of Friday the 13th is called paraskevidekatriaphobia, from the Greek words for Friday (Paraskevi) and thirteen (dekatreis).',
  ];
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
): Friday13thYearResult | { error: string } | null {
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
  const headline = `${year} has ${dates.length} Friday the ${plural(dates.length, '13th')}`;
  return {
    year,
    count: dates.length,
    dates,
    headline,
    summary: `${headline}: ${joinAnd(dates.map((d) => `${d.month} 13`))}.`,
    facts: factsFor(year, found),
  };
}
