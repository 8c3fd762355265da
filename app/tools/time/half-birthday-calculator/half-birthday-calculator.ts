/**
 * Half Birthday Calculator: the date six months after a birthday, this year's and the next half
 * birthday, the days until it and the half age reached. Pure logic: no React, no DOM, no clock
 * (today's date is an argument).
 *
 * The half birthday at age n½ is `birth.add({ years: n, months: 6 })`, taken in ONE step from the
 * birth date, so a day that the month lacks clamps to its last day in that very year: 31 August
 * gives 28 February, or 29 February in a leap year; 31 March gives 30 September; 29 February
 * gives 29 August (never 28 August, as it would if the birthday were clamped first).
 *
 * The words are in messages/en.ts: the logic gives dates, numbers and ids.
 */
import { daysBetween, formatLongDate, parseIsoDate, weekdayName, type DateResult } from '~/lib/dates';
import type { Failure } from '~/lib/outcome';
import type en from './messages/en';

/** This tool's own failure is a key of messages/en.ts; format messages come from parseIsoDate as they are. */
export type HalfBirthdayFailure = Failure<keyof typeof en> | Exclude<DateResult, Temporal.PlainDate>;

export interface HalfBirthday {
  date: Temporal.PlainDate;
  /** 'YYYY-MM-DD'. */
  iso: string;
  /** 'Sunday, February 28, 2027'. */
  readable: string;
  weekday: string;
  /** Whole years at this half birthday: the age is this plus one half. */
  years: number;
  /** '36½' ('½' for the first one). */
  age: string;
  /** Days from today (negative when past, 0 when today). */
  daysAway: number;
}

export type HalfBirthdayStatus = 'past' | 'today' | 'upcoming';

/**
 * Why the half birthday's day differs from the birthday's day: a 29 August birthday ('leapOnly':
 * February has a 29th only in leap years), a 30 or 31 August one ('february30', 'february31'), a
 * 31st six months before a 30-day month ('no31').
 */
export type Clamp = 'leapOnly' | 'february30' | 'february31' | 'no31';

/** The half birthday's month and day every year, and why it moves when it does. */
export interface HalfBirthdayRule {
  /** 1 to 12. */
  month: number;
  /** The day of the month; 28 February is 29 February in leap years when `leapYearDay`. */
  day: number;
  /** True for 28 February that is 29 February in leap years (a birthday on 29 to 31 August). */
  leapYearDay: boolean;
  /** Why the day differs from the birthday's day, when it does; else null. */
  clamp: Clamp | null;
}

export interface HalfBirthdayResult {
  birth: Temporal.PlainDate;
  /** The month and day every year: 'February 28 (February 29 in leap years)', 'September 30'. */
  rule: HalfBirthdayRule;
  /** The half birthday in today's calendar year, or null when the birth came after it. */
  thisYear: (HalfBirthday & { status: HalfBirthdayStatus }) | null;
  /** The year of `thisYear` (today's year), for the 'none this year' line. */
  year: number;
  /** The next half birthday on or after today. */
  next: HalfBirthday;
  isToday: boolean;
  /** The calendar file's name ('half-birthday-2027-02-28.ics'); the page words its event. */
  filename: string;
}

/** The half birthday at age `years`½: six months after the `years`th birthday, clamped in its own year. */
export function halfBirthdayAt(birth: Temporal.PlainDate, years: number): Temporal.PlainDate {
  return birth.add({ years, months: 6 });
}

/** '36½', or '½' before the first birthday. */
export function halfAge(years: number): string {
  return years === 0 ? '½' : `${years}½`;
}

/** The half birthday's month and day every year, and why it moves when it does. */
export function halfBirthdayRule(birth: Temporal.PlainDate): HalfBirthdayRule {
  const month = ((birth.month + 5) % 12) + 1;
  if (month === 2 && birth.day >= 29) {
    const clamp = birth.day === 29 ? 'leapOnly' : birth.day === 30 ? 'february30' : 'february31';
    return { month, day: 28, leapYearDay: true, clamp };
  }
  // Outside February a month has the same length every year; only a 31st can be missing.
  const days = Temporal.PlainYearMonth.from({ year: 2001, month }).daysInMonth;
  if (birth.day > days) return { month, day: days, leapYearDay: false, clamp: 'no31' };
  return { month, day: birth.day, leapYearDay: false, clamp: null };
}

function describe(birth: Temporal.PlainDate, years: number, today: Temporal.PlainDate): HalfBirthday {
  const date = halfBirthdayAt(birth, years);
  return {
    date,
    iso: date.toString(),
    readable: formatLongDate(date),
    weekday: weekdayName(date),
    years,
    age: halfAge(years),
    daysAway: daysBetween(today, date),
  };
}

/**
 * The tool's whole rule: null for an empty birth date (the page shows its intro); 'Use
 * YYYY-MM-DD' or 'Invalid date' for a malformed one; 'Birth date cannot be in the future';
 * else this year's and the next half birthday counted from `today`.
 */
export function halfBirthdayCalculator(
  dobText: string,
  today: Temporal.PlainDate,
): HalfBirthdayResult | HalfBirthdayFailure | null {
  if (dobText.trim() === '') return null;
  const birth = parseIsoDate(dobText);
  if (!(birth instanceof Temporal.PlainDate)) return birth;
  if (Temporal.PlainDate.compare(birth, today) > 0) return { error: 'futureBirth' };

  // Half birthdays of a birth in July to December fall in the next calendar year.
  const yearsThisYear = today.year - birth.year - (birth.month >= 7 ? 1 : 0);
  const thisYear =
    yearsThisYear >= 0
      ? (() => {
          const half = describe(birth, yearsThisYear, today);
          const status: HalfBirthdayStatus =
            half.daysAway < 0 ? 'past' : half.daysAway === 0 ? 'today' : 'upcoming';
          return { ...half, status };
        })()
      : null;
  // The next one on or after today: this year's unless it has passed (or there is none yet).
  const next: HalfBirthday =
    thisYear && thisYear.status !== 'past'
      ? describe(birth, thisYear.years, today)
      : describe(birth, Math.max(0, yearsThisYear + 1), today);

  return {
    birth,
    rule: halfBirthdayRule(birth),
    thisYear,
    year: today.year,
    next,
    isToday: next.daysAway === 0,
    filename: `half-birthday-${next.iso}.ics`,
  };
}
