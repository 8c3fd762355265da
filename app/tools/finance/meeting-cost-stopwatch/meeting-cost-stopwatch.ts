/**
 * Meeting cost stopwatch. Pure logic: no React, no DOM, no clock; the page passes the clock's
 * time and this module works out the elapsed time from it.
 *
 * Cost per second = average salary / 2080 work hours × attendees / 3600. The burn-rate bar
 * fills once every 10 minutes of meeting, so each full bar is the cost of 10 minutes.
 *
 * The words (the summary, the spoken duration, the PNG card's) are in messages/en.ts; words.ts
 * puts them together. The default title, 'Team Sync', stays here: it is the title field's
 * stored text, the `t` parameter's default.
 */
import { formatMoney, parseNumber } from '~/lib/format';

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'INR', 'JPY', 'CHF', 'SEK'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const WORK_HOURS_PER_YEAR = 2080;
/** The burn-rate bar fills once per this many seconds of meeting. */
export const BAR_SECONDS = 600;
export const DEFAULT_TITLE = 'Team Sync';
export const DEFAULT_ATTENDEES = 5;
export const DEFAULT_SALARY = 90_000;
export const MAX_ATTENDEES = 10_000;
export const MAX_SALARY = 100_000_000;
/** A link's elapsed time is kept to 100 days. */
export const MAX_ELAPSED_SECONDS = 8_640_000;

/** Eurozone members (2026), whose locales default to the euro. */
const EUROZONE = new Set([
  'AT', 'BE', 'BG', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT',
  'NL', 'PT', 'SI', 'SK',
]); // prettier-ignore

/** The currency of the browser's locale region (US USD, GB GBP, ... EU EUR), else USD. */
export function currencyForLocale(locale: string | undefined): Currency {
  let region: string | undefined;
  try {
    region = locale ? new Intl.Locale(locale).maximize().region : undefined;
  } catch {
    region = undefined;
  }
  const byRegion: Record<string, Currency> = {
    US: 'USD',
    GB: 'GBP',
    CA: 'CAD',
    AU: 'AUD',
    NZ: 'NZD',
    IN: 'INR',
    JP: 'JPY',
  };
  if (!region) return 'USD';
  if (region === 'EU' || EUROZONE.has(region)) return 'EUR';
  return byRegion[region] ?? 'USD';
}

/**
 * The attendee count from the field: a number, or a pasted invite list counted by its @ signs.
 * Anything else counts as 0.
 */
export function countAttendees(text: string): number {
  const at = (text.match(/@/g) ?? []).length;
  if (at > 0) return Math.min(MAX_ATTENDEES, at);
  const n = parseNumber(text);
  return n === null || n < 0 ? 0 : Math.min(MAX_ATTENDEES, Math.floor(n));
}

/** A salary that is not a number is 0. */
export function readSalary(text: string): number {
  const n = parseNumber(text);
  return n === null || n < 0 ? 0 : Math.min(MAX_SALARY, n);
}

/** Cost per second of the meeting: salary / 2080 × attendees / 3600. */
export function costPerSecond(salary: number, attendees: number): number {
  return ((salary / WORK_HOURS_PER_YEAR) * attendees) / 3600;
}

/** '0:00:00', '1:02:03': hours, minutes and seconds of a duration. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** A duration's whole hours, minutes and seconds (words.ts says them: '1 hour 2 minutes 3 seconds'). */
export function durationParts(seconds: number): { hours: number; minutes: number; seconds: number } {
  const s = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return { hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

/** Money in the meeting's currency: yen without decimals, the others with two. */
export function money(value: number, currency: Currency): string {
  return formatMoney(value, currency, currency === 'JPY' ? 0 : 2);
}

export interface MeetingInput {
  /** The meeting's title, as typed (the summary names it: words.ts). */
  title: string;
  attendees: number;
  salary: number;
  currency: Currency;
  elapsedSeconds: number;
}

export interface MeetingCost {
  perSecond: number;
  perMinute: number;
  perHour: number;
  total: number;
  /** The cost of one full burn-rate bar (10 minutes). */
  perBar: number;
  /** Full bars so far, and how full the current one is (0 to 1). */
  fullBars: number;
  barFill: number;
  /** '0:30:00'. */
  duration: string;
}

/** The costs so far; the title and the currency are for the words (words.ts). */
export function meetingCost({ attendees, salary, elapsedSeconds }: MeetingInput): MeetingCost {
  const elapsed = Number.isFinite(elapsedSeconds) ? Math.max(0, elapsedSeconds) : 0;
  const perSecond = costPerSecond(salary, attendees);
  const total = perSecond * elapsed;
  return {
    perSecond,
    perMinute: perSecond * 60,
    perHour: perSecond * 3600,
    total,
    perBar: perSecond * BAR_SECONDS,
    fullBars: Math.floor(elapsed / BAR_SECONDS),
    barFill: (elapsed % BAR_SECONDS) / BAR_SECONDS,
    duration: formatDuration(elapsed),
  };
}

/**
 * The stopwatch, from real time rather than counted ticks, so it stays right after the tab
 * sleeps: a running stopwatch remembers when it started (ms on the clock) and the elapsed time
 * (seconds) it started from. The arithmetic is done in whole milliseconds, so pauses and resumes
 * add up exactly and a whole second of meeting reads as that second, not a hair below it.
 */
export type Stopwatch =
  { running: false; elapsed: number } | { running: true; from: number; startedAt: number };

/** Seconds as whole milliseconds (a value that is not a number counts as 0). */
const wholeMs = (seconds: number) => (Number.isFinite(seconds) ? Math.round(Math.max(0, seconds) * 1000) : 0);

/** Elapsed milliseconds at `nowMs` on the clock; a clock that went back adds nothing. */
export function elapsedMsAt(watch: Stopwatch, nowMs: number): number {
  if (!watch.running) return wholeMs(watch.elapsed);
  const since = nowMs - watch.startedAt;
  return wholeMs(watch.from) + (Number.isFinite(since) ? Math.max(0, since) : 0);
}

/** Elapsed seconds at `nowMs` on the clock. */
export function elapsedAt(watch: Stopwatch, nowMs: number): number {
  return elapsedMsAt(watch, nowMs) / 1000;
}

/**
 * While running: the milliseconds (1 to 1000) until the elapsed time reaches its next whole
 * second, counted from the press of Start rather than from the wall clock's seconds, so the page
 * reads 0:02:30 exactly 150 s after Start. Null while paused (nothing to tick).
 */
export function msToNextSecond(watch: Stopwatch, nowMs: number): number | null {
  if (!watch.running) return null;
  return Math.max(1, Math.ceil(1000 - (elapsedMsAt(watch, nowMs) % 1000)));
}

export function start(watch: Stopwatch, nowMs: number): Stopwatch {
  return watch.running ? watch : { running: true, from: elapsedAt(watch, nowMs), startedAt: nowMs };
}

export function pause(watch: Stopwatch, nowMs: number): Stopwatch {
  return watch.running ? { running: false, elapsed: elapsedAt(watch, nowMs) } : watch;
}

/**
 * The stopwatch the page shows. The address keeps whole seconds (`e`); the page keeps the exact
 * time of its own stopwatch, running or paused, so a pause never drops the fraction of a second.
 * A paused time whose whole second is no longer the address's (a Reset, another link) gives way
 * to the address.
 */
export function shownWatch(kept: Stopwatch | null, addressSeconds: number): Stopwatch {
  if (kept?.running) return kept;
  if (kept && Math.floor(elapsedAt(kept, 0)) === addressSeconds) return kept;
  return { running: false, elapsed: addressSeconds };
}
