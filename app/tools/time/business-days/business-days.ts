/**
 * Business Days Calculator: pure logic (no React, no DOM, no globals). The 11 US federal holidays
 * are observed by the Saturday-to-Friday, Sunday-to-Monday rule.
 *
 * Counting rule: the days from the start date up to the end date; the start date always counts,
 * the end date only with 'Include end date' (so the same date twice counts 0 days without it and
 * 1 day with it). A business day is a Monday to Friday that is not the observed day of a federal
 * holiday (when holidays are excluded). Observed days always fall on weekdays, so no day is ever
 * skipped both as a weekend day and as a holiday: business + weekend + holidays = total days.
 *
 * Weeks spanned = total days counted / 7, to one decimal (shown next to whole weeks and days).
 *
 * Weekdays are counted arithmetically (5 per whole week, at most 6 days looked at), and holidays
 * are at most 11 a year, so a century takes well under a millisecond's worth of date work.
 *
 * The words are the page's (messages/en.ts): the logic gives counts, dates and holiday ids.
 */
import { daysBetween, isDate, isWeekend, parseIsoDate } from '~/lib/dates';
import { fail, type Failure } from '~/lib/outcome';
import { observedHolidaysBetween, type FederalHoliday } from './holidays';
import type en from './messages/en';

/** Our own limit: a range longer than this is refused. */
export const MAX_RANGE_YEARS = 100;

export interface BusinessDaysInput {
  /** YYYY-MM-DD, as the date input and the `start` parameter give it. */
  start: string;
  end: string;
  /** Count the end date too (`includeEnd`, default false). */
  includeEnd: boolean;
  /** Skip the observed US federal holidays (`holidays`, default true). */
  excludeHolidays: boolean;
}

export interface BusinessDaysCount {
  businessDays: number;
  /** Days counted: the start date up to the end date, the end date only when included. */
  totalDays: number;
  /** Saturdays and Sundays among the days counted. */
  weekendsSkipped: number;
  /** The holidays whose observed day is a counted day, when holidays are excluded; else empty. */
  holidaysSkipped: FederalHoliday[];
  /** Federal holidays observed on counted days, whether or not they were skipped. */
  holidaysInRange: FederalHoliday[];
  /** totalDays / 7, to one decimal. */
  weeksSpanned: number;
  startDate: Temporal.PlainDate;
  endDate: Temporal.PlainDate;
  /** The last day counted, or null when no day is counted (same dates, end not included). */
  lastCounted: Temporal.PlainDate | null;
  includeEndDate: boolean;
  /** Whether federal holidays are taken out of the count. */
  excludeHolidays: boolean;
}

export type BusinessDaysResult = BusinessDaysCount;

/**
 * A failure: a key of messages/en.ts, or a date format message of lib/dates passed through as it
 * came, with the date it is about, so the page can mark that field.
 */
export type BusinessDaysError = (Failure<keyof typeof en> | { error: string }) & { field: 'start' | 'end' };

/** Monday to Friday among the `days` days that begin on `first`. */
function weekdaysFrom(first: Temporal.PlainDate, days: number): number {
  const wholeWeeks = Math.floor(days / 7);
  let count = wholeWeeks * 5;
  const rest = days % 7;
  const from = first.add({ days: wholeWeeks * 7 });
  for (let i = 0; i < rest; i++) if (!isWeekend(from.add({ days: i }))) count++;
  return count;
}

/**
 * Counts business days between two dates. It swaps reversed dates (the page refuses them with its
 * message first); the end date is the later one.
 */
export function countBusinessDays(
  a: Temporal.PlainDate,
  b: Temporal.PlainDate,
  { includeEnd, excludeHolidays }: { includeEnd: boolean; excludeHolidays: boolean },
): BusinessDaysCount {
  const [startDate, endDate] = Temporal.PlainDate.compare(a, b) <= 0 ? [a, b] : [b, a];
  const totalDays = daysBetween(startDate, endDate) + (includeEnd ? 1 : 0);
  const weekdays = weekdaysFrom(startDate, totalDays);
  const lastCounted = totalDays === 0 ? null : startDate.add({ days: totalDays - 1 });
  const holidaysInRange = lastCounted
    ? observedHolidaysBetween(startDate, lastCounted).filter((h) => !isWeekend(h.observed))
    : [];
  const holidaysSkipped = excludeHolidays ? holidaysInRange : [];
  return {
    businessDays: weekdays - holidaysSkipped.length,
    totalDays,
    weekendsSkipped: totalDays - weekdays,
    holidaysSkipped,
    holidaysInRange,
    weeksSpanned: Math.round((totalDays / 7) * 10) / 10,
    startDate,
    endDate,
    lastCounted,
    includeEndDate: includeEnd,
    excludeHolidays,
  };
}

/**
 * The page's calculation: null while a date is missing (the page shows its intro), the error
 * message for a malformed date or an end before the start, else the count.
 */
export function businessDays(input: BusinessDaysInput): BusinessDaysResult | BusinessDaysError | null {
  if (input.start.trim() === '' || input.end.trim() === '') return null;
  const start = parseIsoDate(input.start);
  if (!isDate(start)) return { error: start.error, field: 'start' };
  const end = parseIsoDate(input.end);
  if (!isDate(end)) return { error: end.error, field: 'end' };
  if (Temporal.PlainDate.compare(end, start) < 0) return { error: 'endBeforeStart', field: 'end' };
  if (Temporal.PlainDate.compare(end, start.add({ years: MAX_RANGE_YEARS })) > 0) {
    return { ...fail('rangeTooLong', { years: MAX_RANGE_YEARS }), field: 'end' };
  }
  return countBusinessDays(start, end, input);
}

/** Whole weeks and days, for the weeks-spanned line ('5 weeks 4 days'). */
export function weeksAndDays(totalDays: number): { weeks: number; days: number } {
  return { weeks: Math.floor(totalDays / 7), days: totalDays % 7 };
}
