/**
 * Age calculator. Pure logic: the page passes the target date as text (today's
 * date once hydrated), nothing here reads the clock.
 *
 * How an age is counted: the birthday of someone born on 29 February falls on 28 February in a
 * common year, and a month-day that does not exist (31 January plus one month) falls on the last
 * day of that month. Years, months and days are counted with that same rule, so they always add
 * back up to the target date and the birthday countdown reaches 0 on the day the age gains a year.
 *
 * The words are the page's (messages/en.ts, put together in words.ts): the logic gives numbers,
 * dates and ids.
 */
import {
  calendarDifference,
  daysBetween,
  formatLongDate,
  isDate,
  parseYearOrDate,
  weekdayName,
} from '~/lib/dates';
import type { Failure } from '~/lib/outcome';
import type en from './messages/en';

/** The milestones are the multiples of this many years. */
export const MILESTONE_STEP = 5;

export type AgeParts = ReturnType<typeof calendarDifference>;

/** A date the result points at: when it falls and how far it is from the target date. */
export interface AgeEvent {
  date: Temporal.PlainDate;
  /** YYYY-MM-DD. */
  iso: string;
  /** 'Sunday, March 14, 2027'. */
  readable: string;
  /** Days from the target date (0 when it is the target date). */
  daysAway: number;
  /** The age reached that day. */
  age: number;
}

export interface AgeResult extends AgeParts {
  /** The whole age in days; the next two give it in hours and in minutes. */
  totalDays: number;
  totalHours: number;
  totalMinutes: number;
  weekdayBorn: string;
  nextBirthdayISO: string;
  daysToNextBirthday: number;
  nextRoundAge: number;
  birthDate: string;
  targetDate: string;
  /** 'Sunday, November 22, 2026'. */
  targetReadable: string;
  /** The target date is a birthday (not the day of birth itself): the countdown is 0. */
  isBirthday: boolean;
  /** The next birthday: the target date itself when it is a birthday. */
  nextBirthday: AgeEvent;
  /** The first birthday strictly after the target date (the same as nextBirthday unless isBirthday). */
  birthdayAfter: AgeEvent;
  /** When the next milestone age (nextRoundAge) is reached. */
  milestone: AgeEvent;
}

/**
 * A failure: a key of messages/en.ts, or a date format message of lib/dates passed through as it
 * came, with the input it is about.
 */
export type AgeError = (Failure<keyof typeof en> | { error: string }) & { field: 'dob' | 'target' };

/**
 * The English ordinal's form for a number (CLDR's English ordinal categories): 'one' for 1st,
 * 21st, 101st; 'two' for 2nd, 22nd; 'few' for 3rd, 23rd; 'other' for 4th, 11th, 12th, 13th, 112th.
 * The page writes it with `ordinal.<form>` of messages/en.ts.
 */
export function ordinalForm(n: number): 'one' | 'two' | 'few' | 'other' {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'other';
  return (['other', 'one', 'two', 'few'] as const)[n % 10] ?? 'other';
}

/**
 * The next milestone age: the next multiple of 5 strictly above the age in whole years
 * (38 gives 40, 40 gives 45, 0 gives 5).
 */
export function nextRoundAge(years: number): number {
  return Math.ceil((years + 1) / MILESTONE_STEP) * MILESTONE_STEP;
}

/**
 * The age on `targetText` of someone born on `dobText`. Both are 'YYYY-MM-DD' or a bare 'YYYY'
 * (1 January of that year). Empty input gives null (the page shows its intro); a malformed date
 * gives 'Use YYYY or YYYY-MM-DD' or 'Invalid date'; a target before the birth date gives
 * 'Target date cannot be before birth date'.
 */
export function ageCalculator(dobText: string, targetText: string): AgeResult | AgeError | null {
  if (dobText.trim() === '' || targetText.trim() === '') return null;
  const birth = parseYearOrDate(dobText);
  if (!isDate(birth)) return { error: birth.error, field: 'dob' };
  const target = parseYearOrDate(targetText);
  if (!isDate(target)) return { error: target.error, field: 'target' };
  if (Temporal.PlainDate.compare(target, birth) < 0) {
    return { error: 'targetBeforeBirth', field: 'target' };
  }

  const parts = calendarDifference(birth, target);
  const event = (age: number): AgeEvent => {
    // The birthday at that age, by the same rule as calendarDifference (29 February -> 28 February).
    const date = birth.add({ years: age });
    return {
      date,
      iso: date.toString(),
      readable: formatLongDate(date),
      daysAway: daysBetween(target, date),
      age,
    };
  };
  // The day of birth itself is age 0, not a birthday: its next birthday is the first one.
  const isBirthday = parts.years > 0 && parts.months === 0 && parts.days === 0;
  const birthdayAfter = event(parts.years + 1);
  const nextBirthday = isBirthday ? event(parts.years) : birthdayAfter;
  const roundAge = nextRoundAge(parts.years);
  const totalDays = daysBetween(birth, target);

  return {
    ...parts,
    totalDays,
    totalHours: totalDays * 24,
    totalMinutes: totalDays * 1440,
    weekdayBorn: weekdayName(birth),
    nextBirthdayISO: nextBirthday.iso,
    daysToNextBirthday: nextBirthday.daysAway,
    nextRoundAge: roundAge,
    birthDate: birth.toString(),
    targetDate: target.toString(),
    targetReadable: formatLongDate(target),
    isBirthday,
    nextBirthday,
    birthdayAfter,
    milestone: event(roundAge),
  };
}
