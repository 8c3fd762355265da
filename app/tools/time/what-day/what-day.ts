/**
 * What Day Was It? The weekday of a date, its day of the year, whether its year is a leap year, and
 * optionally the moon phase. Pure logic: no React, no DOM, no clock (today's date is an argument).
 * The words are the page's (messages/en.ts, put together in words.ts): the logic gives dates,
 * numbers and ids.
 */
import { daysBetween, formatDate, formatLongDate, isLeapYear, parseIsoDate, weekdayName } from '~/lib/dates';

/** The mean synodic month in days. */
export const SYNODIC_MONTH = 29.53058867;
/** The reference new moon: 6 January 2000, 18:14 UTC. */
export const REFERENCE_NEW_MOON = '2000-01-06T18:14:00Z';
/**
 * The same instant in epoch milliseconds, as a number: nothing may touch Temporal when the module
 * loads (a browser without it gets the polyfill later, before hydration). A unit test checks it.
 */
export const REFERENCE_MS = 947_182_440_000;
const DAY_MS = 86_400_000;

/**
 * The 8 phases in order from the new moon, with their illumination (0/25/50/75/100 %) and emoji;
 * each phase's name is in messages/en.ts (`moon.<phase>`).
 */
export const MOON_PHASES = [
  { phase: 'newMoon', illumination: 0, emoji: '🌑' },
  { phase: 'waxingCrescent', illumination: 25, emoji: '🌒' },
  { phase: 'firstQuarter', illumination: 50, emoji: '🌓' },
  { phase: 'waxingGibbous', illumination: 75, emoji: '🌔' },
  { phase: 'fullMoon', illumination: 100, emoji: '🌕' },
  { phase: 'waningGibbous', illumination: 75, emoji: '🌖' },
  { phase: 'lastQuarter', illumination: 50, emoji: '🌗' },
  { phase: 'waningCrescent', illumination: 25, emoji: '🌘' },
] as const;

export type MoonPhaseId = (typeof MOON_PHASES)[number]['phase'];

export interface MoonPhase {
  phase: MoonPhaseId;
  /** Percent lit, one of 0, 25, 50, 75, 100. */
  illumination: number;
  emoji: string;
  /** Days since the last new moon of the mean cycle, 0 to 29.53. */
  age: number;
}

/**
 * The moon's phase on a date, from the mean synodic month counted from the reference new moon,
 * taken at noon UTC of the date: age = (days since the reference) mod 29.53058867, made positive;
 * phase = floor(age / synodic × 8 + 0.5) mod 8, so each phase is centred on its exact moment
 * (the full moon covers ages 12.9 to 16.6 days).
 */
export function moonPhase(date: Temporal.PlainDate): MoonPhase {
  const noonUtc = date.toZonedDateTime({ timeZone: 'UTC', plainTime: '12:00' }).epochMilliseconds;
  const days = (noonUtc - REFERENCE_MS) / DAY_MS;
  const age = ((days % SYNODIC_MONTH) + SYNODIC_MONTH) % SYNODIC_MONTH;
  const index = Math.floor((age / SYNODIC_MONTH) * 8 + 0.5) % 8;
  return { ...MOON_PHASES[index]!, age };
}

/** The date seen from today: before it, today, after it. */
export type Tense = 'past' | 'today' | 'future';

export interface WhatDayResult {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'Sunday, July 20, 1969'. */
  formattedDate: string;
  weekday: string;
  year: number;
  isLeapYear: boolean;
  dayOfYear: number;
  daysInYear: number;
  /** Days from today (negative when past); null before the page knows today. */
  daysFromToday: number | null;
  tense: Tense | null;
  /** 'July 20, 1969' (the sentence's date). */
  shortDate: string;
  moonPhase: MoonPhase | null;
}

/**
 * The tool's whole rule: null for an empty date (the page shows its intro); 'Use YYYY-MM-DD' for
 * another shape and 'Invalid date' for a date that does not exist; else the result.
 * `today` (null before hydration) gives the tense (was/is/will be).
 */
export function whatDay(
  dateText: string,
  { today = null, moon = false }: { today?: Temporal.PlainDate | null; moon?: boolean } = {},
): WhatDayResult | { error: string } | null {
  if (dateText.trim() === '') return null;
  const date = parseIsoDate(dateText);
  if (!(date instanceof Temporal.PlainDate)) return date;
  const weekday = weekdayName(date);
  const daysFromToday = today ? daysBetween(today, date) : null;
  const tense: Tense | null =
    daysFromToday === null ? null : daysFromToday < 0 ? 'past' : daysFromToday === 0 ? 'today' : 'future';
  return {
    date: date.toString(),
    formattedDate: formatLongDate(date),
    weekday,
    year: date.year,
    isLeapYear: isLeapYear(date.year),
    dayOfYear: date.dayOfYear,
    daysInYear: date.daysInYear,
    daysFromToday,
    tense,
    shortDate: formatDate(date),
    moonPhase: moon ? moonPhase(date) : null,
  };
}
