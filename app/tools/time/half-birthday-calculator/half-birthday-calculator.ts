/**
 * Half Birthday Calculator: the date six months after a birthday, this year's and the next half
 * birthday, the days until it and the half age reached. Pure logic: no React, no DOM, no clock
 * (today's date is an argument).
 *
 * The half birthday at age n½ is `birth.add({ years: n, months: 6 })`, taken in ONE step from the
 * birth date, so a day that the month lacks clamps to its last day in that very year: 31 August
 * gives 28 February, or 29 February in a leap year; 31 March gives 30 September; 29 February
 * gives 29 August (never 28 August, as it would if the birthday were clamped first).
 */
import {
  daysBetween,
  formatDate,
  formatLongDate,
  monthName,
  parseIsoDate,
  relativeDays,
  weekdayName,
} from '~/lib/dates';

/** This tool's own message. Format messages come from parseIsoDate. */
export const FUTURE_BIRTH_MESSAGE = 'Birth date cannot be in the future';
export const TODAY_MESSAGE = "It's your half birthday today!";
export const CALENDAR_TITLE = 'Half birthday';

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

export interface HalfBirthdayResult {
  birth: Temporal.PlainDate;
  /** 'February 28 (February 29 in leap years)', 'September 30', 'August 29'. */
  everyYear: string;
  /** Why the day differs from the birthday's day, when it does; else null. */
  clampNote: string | null;
  /** The half birthday in today's calendar year, or null when the birth came after it. */
  thisYear: (HalfBirthday & { status: HalfBirthdayStatus }) | null;
  /** The year of `thisYear` (today's year), for the 'none this year' line. */
  year: number;
  /** The next half birthday on or after today. */
  next: HalfBirthday;
  isToday: boolean;
  /** 'in 98 days', 'tomorrow', 'today'. */
  countdown: string;
  /** One line for screen readers, Copy summary and Share. */
  summary: string;
  calendar: { filename: string; title: string; description: string };
}

/** The half birthday at age `years`½: six months after the `years`th birthday, clamped in its own year. */
export function halfBirthdayAt(birth: Temporal.PlainDate, years: number): Temporal.PlainDate {
  return birth.add({ years, months: 6 });
}

/** '36½', or '½' before the first birthday. */
export function halfAge(years: number): string {
  return years === 0 ? '½' : `${years}½`;
}

/** How the half birthday's month and day read every year, and why it moves when it does. */
export function halfBirthdayRule(birth: Temporal.PlainDate): { everyYear: string; clampNote: string | null } {
  const month = ((birth.month + 5) % 12) + 1;
  const name = monthName(month);
  if (month === 2 && birth.day >= 29) {
    return {
      everyYear: 'February 28 (February 29 in leap years)',
      clampNote:
        birth.day === 29
          ? 'February has a 29th only in leap years, so in other years the half birthday falls on February 28, the last day of the month.'
          : `February has no ${ordinalDay(birth.day)}, so the half birthday falls on its last day: February 28, or February 29 in a leap year.`,
    };
  }
  // Outside February a month has the same length every year.
  const days = Temporal.PlainYearMonth.from({ year: 2001, month }).daysInMonth;
  if (birth.day > days) {
    return {
      everyYear: `${name} ${days}`,
      clampNote: `${name} has no ${ordinalDay(birth.day)}, so the half birthday falls on its last day, ${name} ${days}.`,
    };
  }
  return { everyYear: `${name} ${birth.day}`, clampNote: null };
}

/** Only the 29th, 30th and 31st can be missing from a month. */
function ordinalDay(day: number): string {
  return `${day}${day === 31 ? 'st' : 'th'}`;
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
): HalfBirthdayResult | { error: string } | null {
  if (dobText.trim() === '') return null;
  const birth = parseIsoDate(dobText);
  if (!(birth instanceof Temporal.PlainDate)) return birth;
  if (Temporal.PlainDate.compare(birth, today) > 0) return { error: FUTURE_BIRTH_MESSAGE };

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

  const isToday = next.daysAway === 0;
  const countdown = relativeDays(next.daysAway);
  const summary = isToday
    ? `${TODAY_MESSAGE} You are ${next.age} on ${formatDate(next.date)}.`
    : `Next half birthday: ${next.readable}, ${countdown}; you turn ${next.age}.`;
  return {
    birth,
    ...halfBirthdayRule(birth),
    thisYear,
    year: today.year,
    next,
    isToday,
    countdown,
    summary,
    calendar: {
      filename: `half-birthday-${next.iso}.ics`,
      title: CALENDAR_TITLE,
      description: `Half birthday: turning ${next.age} (born ${formatDate(birth)}). From Tiny Tools.`,
    },
  };
}
