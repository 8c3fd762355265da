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

/** Why a year has 53 ISO weeks (it starts on a Thursday, or is a leap year starting on a Wednesday). */
export function weeksInYearReason(year: number): string {
  const weeks = isoWeeksInYear(year);
  if (weeks === 52) return `${year} has 52 ISO weeks.`;
  const starts = weekdayName(Temporal.PlainDate.from({ year, month: 1, day: 1 }));
  return isLeapYear(year) && starts === 'Wednesday'
    ? `${year} has 53 ISO weeks: it is a leap year that starts on a Wednesday.`
    : `${year} has 53 ISO weeks: it starts on a Thursday.`;
}

export interface WeekNumberResult {
  date: Temporal.PlainDate;
  /** 'Sunday, November 22, 2026'. */
  readable: string;
  isToday: boolean;
  week: number;
  weekYear: number;
  /** 'Week 47 of 2026'. */
  heading: string;
  /** 'Week 53 of 2026' belongs to 2026, not to the date's calendar year: why. Else null. */
  yearNote: string | null;
  monday: Temporal.PlainDate;
  sunday: Temporal.PlainDate;
  /** 'Monday, November 16, 2026 to Sunday, November 22, 2026'. */
  range: string;
  /** ISO week date, '2026-W47-7'. */
  weekDate: string;
  weeksInYear: number;
  weeksInYearNote: string;
  us: {
    week: number;
    /** 53 or 54. */
    weeksInYear: number;
    /** 'Sunday, November 22, 2026 to Saturday, November 28, 2026' (cut to the calendar year). */
    range: string;
  };
  /** One line for screen readers, Copy summary and Share. */
  summary: string;
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
  const range = `${formatLongDate(monday)} to ${formatLongDate(sunday)}`;
  const heading = `Week ${week} of ${weekYear}`;

  let yearNote: string | null = null;
  if (weekYear < date.year) {
    yearNote =
      `${formatDate(date)} is a ${weekdayName(date)} before the first Thursday of ${date.year}, so it belongs ` +
      `to the last ISO week of ${weekYear}. Week 1 of ${date.year} starts on ` +
      `${formatLongDate(isoWeekOneMonday(date.year))}.`;
  } else if (weekYear > date.year) {
    const thursday = monday.add({ days: 3 });
    yearNote =
      `${formatDate(date)} falls in week 1 of ${weekYear}: an ISO week belongs to the year of its ` +
      `Thursday, and this week's Thursday is ${formatDate(thursday)}.`;
  }

  const usRange = usWeekRange(date);
  const lastDay = date.with({ month: 12, day: 31 });
  return {
    date,
    readable: formatLongDate(date),
    isToday: today !== null && Temporal.PlainDate.compare(date, today) === 0,
    week,
    weekYear,
    heading,
    yearNote,
    monday,
    sunday,
    range,
    weekDate: `${pad4(weekYear)}-W${pad2(week)}-${date.dayOfWeek}`,
    weeksInYear: isoWeeksInYear(weekYear),
    weeksInYearNote: weeksInYearReason(weekYear),
    us: {
      week: usWeek(date),
      weeksInYear: usWeek(lastDay),
      range: `${formatLongDate(usRange.start)} to ${formatLongDate(usRange.end)}`,
    },
    summary: `${formatLongDate(date)} is in ISO week ${week} of ${weekYear} (${range}).`,
  };
}
