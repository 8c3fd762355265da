/**
 * Days Until. Pure logic: no React, no DOM, no clock; 'today' is always an argument. Returns null
 * when there is nothing to count to (the page shows its intro), { error } with the message, or
 * the countdown.
 */
import { countdown, type Countdown } from '~/lib/countdown';
import { DATE_MESSAGES, formatLongDate, isDate, monthName, nextOf, parseIsoDate } from '~/lib/dates';
import { countOf } from '~/lib/format';
import { HOLIDAYS, type Holiday } from './holidays';

export const MESSAGES = {
  past: 'Target date must be in the future',
  useDate: DATE_MESSAGES.useDate,
  invalid: DATE_MESSAGES.invalid,
} as const;

/** The event name is cut to this many characters (like every text parameter). */
export const EVENT_MAX = 100;
/** The countdown's heading when neither an event nor a holiday names the date. */
export const UNNAMED = 'Your date';
/** The calendar event's title when neither an event nor a holiday names the date. */
export const UNNAMED_CALENDAR_TITLE = 'Countdown';
export const CALENDAR_DESCRIPTION = 'Countdown from Tiny Tools';

export interface DaysUntilInput {
  /** The `date` parameter: YYYY-MM-DD, or '' when none was given. */
  date: string;
  /** The `event` parameter: the optional event name, as typed. */
  event: string;
  /** The `holiday` parameter: a holiday's name as listed (any case), or ''. */
  holiday: string;
}

export interface DaysUntilResult {
  /** What the countdown is to: the event name, else the holiday name, else 'Your date'. */
  eventName: string;
  /** The holiday the date came from, if any. */
  holiday: Holiday | null;
  target: Temporal.PlainDate;
  countdown: Countdown;
  /** One line for screen readers and 'Copy summary'. */
  summary: string;
  /** Encouragement that depends on how far away the date is. */
  message: string;
  /** The calendar file's name and its event's title. */
  filename: string;
  calendarTitle: string;
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

/** 'Dec 25, 2026': the date under a holiday button. */
export function shortDate(date: Temporal.PlainDate): string {
  return `${monthName(date.month).slice(0, 3)} ${date.day}, ${date.year}`;
}

/**
 * Encouragement by distance: today, tomorrow, under a week, under a month, under three months,
 * further.
 */
export const MOTIVATION = {
  today: "It's today! Enjoy every moment.",
  tomorrow: 'Tomorrow! Just one more sleep.',
  week: 'Less than a week to go: the final stretch!',
  month: 'Under a month away. Time to get ready.',
  season: 'A few months out: plenty of time to plan.',
  far: "It's a while away, but every day brings it closer.",
} as const;

export function motivation(days: number): string {
  if (days <= 0) return MOTIVATION.today;
  if (days === 1) return MOTIVATION.tomorrow;
  if (days < 7) return MOTIVATION.week;
  if (days < 30) return MOTIVATION.month;
  if (days < 90) return MOTIVATION.season;
  return MOTIVATION.far;
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
): Temporal.PlainDate | { error: string } | null {
  const text = input.date.trim();
  if (text === '') return holiday ? nextOccurrence(holiday, today) : null;
  const parsed = parseIsoDate(text);
  if (!isDate(parsed)) return parsed;
  if (Temporal.PlainDate.compare(parsed, today) >= 0) return parsed;
  return holiday ? nextOccurrence(holiday, today) : { error: MESSAGES.past };
}

export function daysUntil(
  input: DaysUntilInput,
  today: Temporal.PlainDate,
): DaysUntilResult | { error: string } | null {
  const holiday = findHoliday(input.holiday);
  const target = targetOf(input, holiday, today);
  if (target === null || 'error' in target) return target;
  const figures = countdown(today, target);
  if (!figures) return { error: MESSAGES.past };

  const event = cleanEventName(input.event);
  const eventName = event || holiday?.name || UNNAMED;
  const when = formatLongDate(target);
  const summary =
    figures.days === 0
      ? `${eventName} is today (${when})`
      : `${countOf(figures.days, 'day')} until ${eventName} (${when})`;
  return {
    eventName,
    holiday: holiday ?? null,
    target,
    countdown: figures,
    summary,
    message: motivation(figures.days),
    filename: icsFilename(event, holiday?.name ?? '', target),
    calendarTitle: event || holiday?.name || UNNAMED_CALENDAR_TITLE,
  };
}
