/**
 * What Week Number Is It? The ISO 8601 week number and week-numbering year of a date, the week's
 * Monday-to-Sunday range, how many ISO weeks that year has, and the US-style week number. Pure
 * logic: no React, no DOM, no clock (today's date is an argument).
 *
 * ISO 8601: weeks run Monday to Sunday and belong to the year that holds their Thursday, so week 1
 * is the week of the year's first Thursday (the week of 4 January) and a year has 52 or 53 weeks;
 * Temporal gives both numbers (`weekOfYear`, `yearOfWeek`).
 * US style (calendars, Excel's WEEKNUM): weeks run Sunday to Saturday and week 1 is the week that
 * contains 1 January, however short; the last week ends on 31 December, so a year has 53 or 54.
 *
 * The words are the page's (messages/en.ts, put together in words.ts): the logic gives numbers,
 * dates and ids.
 */
import { formatDate, formatLongDate, isLeapYear, parseIsoDate, SUNDAY, weekdayName } from '~/lib/dates';

export interface IsoWeek {
  week: number;
  /** The week-numbering year: the calendar year of the week's Thursday. */
  year: number;
}

/** The ISO week of a date (an ISO-calendar PlainDate always has both fields). */
export function isoWeek(date: Temporal.PlainDate): IsoWeek {
  return { week: date.weekOfYear!, year: date.yearOfWeek! };
}

/** 52 or 53: the week of 28 December is always the last ISO week of its year. */
export function isoWeeksInYear(year: number): number {
  return Temporal.PlainDate.from({ year, month: 12, day: 28 }).weekOfYear!;
}

/** The Monday of ISO week 1 of a week-numbering year (the Monday on or before 4 January). */
export function isoWeekOneMonday(year: number): Temporal.PlainDate {
  const fourth = Temporal.PlainDate.from({ year, month: 1, day: 4 });
  return fourth.subtract({ days: fourth.dayOfWeek - 1 });
}

/** Sunday counted as 0, Saturday as 6. */
const sundayBased = (date: Temporal.PlainDate) => date.dayOfWeek % SUNDAY;

/** The US-style week number: week 1 contains 1 January, weeks start on Sunday. */
export function usWeek(date: Temporal.PlainDate): number {
  const januaryFirst = date.with({ month: 1, day: 1 });
  return Math.floor((date.dayOfYear - 1 + sundayBased(januaryFirst)) / 7) + 1;
}

/** The US-style week of a date: Sunday to Saturday, cut to the date's calendar year. */
export function usWeekRange(date: Temporal.PlainDate): {
  start: Temporal.PlainDate;
  end: Temporal.PlainDate;
} {
  const sunday = date.subtract({ days: sundayBased(date) });
  const saturday = sunday.add({ days: 6 });
  const first = date.with({ month: 1, day: 1 });
  const last = date.with({ month: 12, day: 31 });
  return {
    start: Temporal.PlainDate.compare(sunday, first) < 0 ? first : sunday,
    end: Temporal.PlainDate.compare(saturday, last) > 0 ? last : saturday,
  };
}

/** Why a year has 52 or 53 ISO weeks. */
export type WeeksInYearReason = 'fiftyTwo' | 'leapWednesday' | 'thursday';

/** 52 weeks; 53 because it starts on a Thursday, or is a leap year starting on a Wednesday. */
export function weeksInYearReason(year: number): WeeksInYearReason {
  if (isoWeeksInYear(year) === 52) return 'fiftyTwo';
  const starts = Temporal.PlainDate.from({ year, month: 1, day: 1 }).dayOfWeek;
  return isLeapYear(year) && starts === WEDNESDAY ? 'leapWednesday' : 'thursday';
}

const WEDNESDAY = 3;

/**
 * Why the week belongs to another year than the date's: the date comes before its year's first
 * Thursday (it is in the last week of the year before; week 1 starts on `weekOneMonday`), or the
 * week's Thursday is in the next year. Dates written out (lib/dates).
 */
export type YearNote =
  | { kind: 'before'; date: string; weekday: string; year: number; weekYear: number; weekOneMonday: string }
  | { kind: 'after'; date: string; weekYear: number; thursday: string };

export interface WeekNumberResult {
  date: Temporal.PlainDate;
  /** 'Sunday, November 22, 2026'. */
  readable: string;
  isToday: boolean;
  week: number;
  weekYear: number;
  /** 'Week 53 of 2026' belongs to 2026, not to the date's calendar year: why. Else null. */
  yearNote: YearNote | null;
  /** The week: Monday to Sunday. */
  monday: Temporal.PlainDate;
  sunday: Temporal.PlainDate;
  /** ISO week date, '2026-W47-7'. */
  weekDate: string;
  weeksInYear: number;
  weeksInYearReason: WeeksInYearReason;
  us: {
    week: number;
    /** 53 or 54. */
    weeksInYear: number;
    /** Sunday to Saturday, cut to the calendar year. */
    start: Temporal.PlainDate;
    end: Temporal.PlainDate;
  };
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const pad4 = (n: number) => String(n).padStart(4, '0');

/**
 * The tool's whole rule: null for an empty date (the page shows its intro); 'Use YYYY-MM-DD' for
 * another shape and 'Invalid date' for a date that does not exist (parseIsoDate's messages);
 * else the date's weeks. `today` (null before hydration) only marks today's date.
 */
export function whatWeekNumber(
  dateText: string,
  today: Temporal.PlainDate | null = null,
): WeekNumberResult | { error: string } | null {
  if (dateText.trim() === '') return null;
  const date = parseIsoDate(dateText);
  if (!(date instanceof Temporal.PlainDate)) return date;

  const { week, year: weekYear } = isoWeek(date);
  const monday = date.subtract({ days: date.dayOfWeek - 1 });
  const sunday = monday.add({ days: 6 });

  let yearNote: YearNote | null = null;
  if (weekYear < date.year) {
    yearNote = {
      kind: 'before',
      date: formatDate(date),
      weekday: weekdayName(date),
      year: date.year,
      weekYear,
      weekOneMonday: formatLongDate(isoWeekOneMonday(date.year)),
    };
  } else if (weekYear > date.year) {
    yearNote = {
      kind: 'after',
      date: formatDate(date),
      weekYear,
      thursday: formatDate(monday.add({ days: 3 })),
    };
  }

  const usRange = usWeekRange(date);
  const lastDay = date.with({ month: 12, day: 31 });
  return {
    date,
    readable: formatLongDate(date),
    isToday: today !== null && Temporal.PlainDate.compare(date, today) === 0,
    week,
    weekYear,
    yearNote,
    monday,
    sunday,
    weekDate: `${pad4(weekYear)}-W${pad2(week)}-${date.dayOfWeek}`,
    weeksInYear: isoWeeksInYear(weekYear),
    weeksInYearReason: weeksInYearReason(weekYear),
    us: { week: usWeek(date), weeksInYear: usWeek(lastDay), ...usRange },
  };
}
