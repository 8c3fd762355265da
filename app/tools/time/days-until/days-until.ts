/**
 * Days Until. Pure logic: no React, no DOM, no clock; 'today' is always an argument. Returns null
 * when there is nothing to count to (the page shows its intro), a failure (its message's key), or
 * the countdown. The words are in messages/en.ts: the page names the countdown and writes its
 * summary.
 */
import { countdown, type Countdown } from '~/lib/countdown';
import { isDate, nextOf, parseIsoDate, type DateResult } from '~/lib/dates';
import type { Failure } from '~/lib/outcome';
import { HOLIDAYS, type Holiday } from './holidays';
import type en from './messages/en';

/**
 * A failure: a key of messages/en.ts, or a shared date message (lib/dates) passed through as it
 * came.
 */
export type DaysUntilFailure = Failure<keyof typeof en> | Exclude<DateResult, Temporal.PlainDate>;

/** The event name is cut to this many characters (like every text parameter). */
export const EVENT_MAX = 100;

export interface DaysUntilInput {
  /** The `date` parameter: YYYY-MM-DD, or '' when none was given. */
  date: string;
  /** The `event` parameter: the optional event name, as typed. */
  event: string;
  /** The `holiday` parameter: a holiday's name as listed (any case), or ''. */
  holiday: string;
}

export interface DaysUntilResult {
  /**
   * The event name as typed (cleaned), or '' when none: the countdown is to the event, else to
   * the holiday, else to 'Your date' (the page names the last two in its words).
   */
  event: string;
  /** The holiday the date came from, if any. */
  holiday: Holiday | null;
  target: Temporal.PlainDate;
  countdown: Countdown;
  /** Encouragement that depends on how far away the date is (its words: `motivation.<id>`). */
  motivation: Motivation;
  /** The calendar file's name. */
  filename: string;
}

// ---- Holidays ----------------------------------------------------------------------------------

const normalizeName = (text: string) =>
  text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .toLowerCase();

/** The holiday of that name (any case, curly or straight apostrophe), or undefined. */
export function findHoliday(name: string): Holiday | undefined {
  const wanted = normalizeName(name);
  return wanted === '' ? undefined : HOLIDAYS.find((h) => normalizeName(h.name) === wanted);
}

/** The holiday's next date on or after today (today counts: 0 days). */
export function nextOccurrence(holiday: Holiday, today: Temporal.PlainDate): Temporal.PlainDate {
  return nextOf(today, holiday.inYear);
}

/**
 * Picking a holiday: sets the date to its next occurrence, sets the holiday and
 * clears the event name, in one patch.
 */
export function pickHoliday(
  holiday: Holiday,
  today: Temporal.PlainDate,
): { date: string; holiday: string; event: string } {
  return { date: nextOccurrence(holiday, today).toString(), holiday: holiday.name, event: '' };
}

/** Typing a custom date: sets the date and clears the holiday; the event name stays. */
export function typeDate(value: string): { date: string; holiday: string } {
  return { date: value, holiday: '' };
}

// ---- Text --------------------------------------------------------------------------------------

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Line breaks, tabs and other control characters, and bidi overrides that would reorder the page. */
// eslint-disable-next-line no-control-regex
const BREAKS_AND_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;

/**
 * The event name as shown and saved: one line, no control characters, trimmed, at most 100
 * characters (whole characters: an emoji is never cut in half). Always plain text: the page
 * renders it as text, never as HTML.
 */
export function cleanEventName(raw: string): string {
  const oneLine = raw.replace(LONE_SURROGATE, '').replace(BREAKS_AND_CONTROLS, ' ').replace(/\s+/g, ' ');
  return Array.from(oneLine.trim()).slice(0, EVENT_MAX).join('').trim();
}

/** 'Our Wedding' -> 'our-wedding'; "New Year's Day" -> 'new-years-day'; accents dropped. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2018\u2019\u02bc`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * The calendar file's name: the event name's slug, else the holiday's, else
 * countdown-YYYY-MM-DD (also when the name has no Latin letters or digits to make a slug of).
 */
export function icsFilename(event: string, holiday: string, target: Temporal.PlainDate): string {
  const slug = slugify(cleanEventName(event)) || slugify(holiday) || `countdown-${target.toString()}`;
  return `${slug}.ics`;
}

/**
 * Encouragement by distance: today, tomorrow, under a week, under a month, under three months,
 * further (its words: `motivation.<id>` in messages/en.ts).
 */
export const MOTIVATIONS = ['today', 'tomorrow', 'week', 'month', 'season', 'far'] as const;
export type Motivation = (typeof MOTIVATIONS)[number];

export function motivation(days: number): Motivation {
  if (days <= 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days < 7) return 'week';
  if (days < 30) return 'month';
  if (days < 90) return 'season';
  return 'far';
}

// ---- The countdown -----------------------------------------------------------------------------

/**
 * The target date: the `date` parameter when given, else the holiday's next occurrence.
 * A holiday link whose date has passed (shared last year) counts to the holiday's next
 * occurrence instead of showing an error.
 */
function targetOf(
  input: DaysUntilInput,
  holiday: Holiday | undefined,
  today: Temporal.PlainDate,
): Temporal.PlainDate | DaysUntilFailure | null {
  const text = input.date.trim();
  if (text === '') return holiday ? nextOccurrence(holiday, today) : null;
  const parsed = parseIsoDate(text);
  if (!isDate(parsed)) return parsed;
  if (Temporal.PlainDate.compare(parsed, today) >= 0) return parsed;
  return holiday ? nextOccurrence(holiday, today) : { error: 'past' };
}

export function daysUntil(
  input: DaysUntilInput,
  today: Temporal.PlainDate,
): DaysUntilResult | DaysUntilFailure | null {
  const holiday = findHoliday(input.holiday);
  const target = targetOf(input, holiday, today);
  if (target === null || 'error' in target) return target;
  const figures = countdown(today, target);
  if (!figures) return { error: 'past' };

  const event = cleanEventName(input.event);
  return {
    event,
    holiday: holiday ?? null,
    target,
    countdown: figures,
    motivation: motivation(figures.days),
    filename: icsFilename(event, holiday?.name ?? '', target),
  };
}
