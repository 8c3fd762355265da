/**
 * Unix Timestamp Converter. Pure logic: no React, no DOM, no
 * globals; 'now' and the visitor's time zone are arguments.
 *
 * - Timestamp → date: the unit is detected from the number of digits of the whole part
 *   (seconds up to 11, milliseconds 12 to 14, microseconds 15 to 17). Negative numbers are
 *   before 1970; a decimal part is accepted and kept to the nanosecond.
 * - Date → timestamp: an ISO 8601 date-time with Z or an offset is an exact moment; one with a
 *   [Zone/Name] is read in that zone; one without either, and a plain date (midnight), is read in
 *   the visitor's zone.
 *
 * Each returns null for empty input, a failure (its message's key in messages/en.ts), or the
 * result. Dates come as parts (weekday and month names from lib/dates, numbers): the page writes
 * them in its words (words.ts).
 */
import { monthName, weekdayName } from '~/lib/dates';
import { sameEverywhere } from '~/lib/format';
import { intlTag, pageLocale } from '~/lib/locale';
import type { Failure } from '~/lib/outcome';
import type en from './messages/en';

export type TimestampUnit = 'seconds' | 'milliseconds' | 'microseconds';

/** A failure names its message by its key in messages/en.ts. */
export type ConverterFailure = Failure<keyof typeof en>;

/** Digits of the whole part (leading zeros ignored) that each unit allows, largest first. */
export const UNIT_DIGITS: Record<TimestampUnit, { min: number; max: number }> = {
  seconds: { min: 1, max: 11 },
  milliseconds: { min: 12, max: 14 },
  microseconds: { min: 15, max: 17 },
};

const NS_PER: Record<TimestampUnit, bigint> = {
  seconds: 1_000_000_000n,
  milliseconds: 1_000_000n,
  microseconds: 1_000n,
};
/** Decimal places a unit can carry before it goes below a nanosecond. */
const FRACTION_DIGITS: Record<TimestampUnit, number> = { seconds: 9, milliseconds: 6, microseconds: 3 };

/** Longest input read at all: anything longer is not a timestamp or a date. */
const MAX_INPUT = 64;

/** The unit a whole part of `digits` digits is read in, or null when it has too many. */
export function detectUnit(digits: number): TimestampUnit | null {
  if (digits <= UNIT_DIGITS.seconds.max) return 'seconds';
  if (digits <= UNIT_DIGITS.milliseconds.max) return 'milliseconds';
  if (digits <= UNIT_DIGITS.microseconds.max) return 'microseconds';
  return null;
}

// ---- Formatting -------------------------------------------------------------------------------

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Sub-second digits without trailing zeros: '.5', '.123', '' for a whole second. */
function fractionText(t: { millisecond: number; microsecond: number; nanosecond: number }): string {
  const digits = `${pad(t.millisecond, 3)}${pad(t.microsecond, 3)}${pad(t.nanosecond, 3)}`.replace(/0+$/, '');
  return digits ? `.${digits}` : '';
}

/**
 * A moment's date and time, for the page to write ('Tuesday, November 14, 2023, 22:13:20'): the
 * weekday and month names (lib/dates), the day, the ISO year (0 and before are BC: 0 is 1 BC) and
 * the time on the 24-hour clock, with the fraction of a second when there is one.
 */
export interface DateTimeParts {
  weekday: string;
  month: string;
  day: number;
  year: number;
  time: string;
}

export function dateTimeParts(dt: Temporal.PlainDateTime | Temporal.ZonedDateTime): DateTimeParts {
  return {
    weekday: weekdayName(dt.toPlainDate()),
    month: monthName(dt.month),
    day: dt.day,
    year: dt.year,
    time: `${pad(dt.hour)}:${pad(dt.minute)}:${pad(dt.second)}${fractionText(dt)}`,
  };
}

/** A nanosecond count divided by `scale`, exactly, as plain digits: -1500 ms in seconds is '-1.5'. */
export function scaledDecimal(nanoseconds: bigint, scale: bigint): string {
  const negative = nanoseconds < 0n;
  const abs = negative ? -nanoseconds : nanoseconds;
  const whole = abs / scale;
  const rest = abs % scale;
  const width = String(scale).length - 1;
  const fraction = rest === 0n ? '' : `.${String(rest).padStart(width, '0').replace(/0+$/, '')}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** The same moment in seconds, milliseconds and microseconds (exact, plain digits). */
export function epochValues(instant: Temporal.Instant): {
  seconds: string;
  milliseconds: string;
  microseconds: string;
} {
  const ns = instant.epochNanoseconds;
  return {
    seconds: scaledDecimal(ns, NS_PER.seconds),
    milliseconds: scaledDecimal(ns, NS_PER.milliseconds),
    microseconds: scaledDecimal(ns, NS_PER.microseconds),
  };
}

/** The moment in a time zone: its date and time, ISO 8601 with that zone's offset, and the offset. */
export function describeInZone(
  instant: Temporal.Instant,
  timeZone: string,
): { long: DateTimeParts; iso: string; offset: string; timeZone: string } {
  const zoned = instant.toZonedDateTimeISO(timeZone);
  // The offset as it is (old local mean times have seconds: -04:56:02), so the ISO text names the
  // same moment; Temporal's own toString rounds it to the minute.
  return {
    long: dateTimeParts(zoned),
    iso: `${zoned.toPlainDateTime().toString()}${zoned.offset}`,
    offset: zoned.offset,
    timeZone: zoned.timeZoneId,
  };
}

// ---- Timestamp → date -------------------------------------------------------------------------

export interface TimestampResult {
  unit: TimestampUnit;
  /** Digits of the whole part, leading zeros left out. */
  digits: number;
  /** Whether a decimal part was given. */
  decimal: boolean;
  instant: Temporal.Instant;
  /** The date and time in UTC ('Tuesday, November 14, 2023, 22:13:20 UTC'). */
  utc: DateTimeParts;
  /** '2023-11-14T22:13:20Z'. */
  isoUtc: string;
  seconds: string;
  milliseconds: string;
  microseconds: string;
}

/** '1,700,000,000', '1 700 000 000' and '1_700_000_000' are read as 1700000000. */
const GROUPED = /^[+-]?\d{1,3}([,_ \u00a0\u202f]\d{3})+(\.\d*)?$/;
const NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?$/;

export function timestampToDate(raw: string): TimestampResult | ConverterFailure | null {
  let text = raw.trim();
  if (text === '') return null;
  if (text.length > MAX_INPUT) return { error: 'notTimestamp' };
  if (GROUPED.test(text)) text = text.replace(/[,_ \u00a0\u202f]/g, '');
  const match = NUMBER.exec(text);
  const [, sign = '', wholeText = '', fractionDigits] = match ?? [];
  if (!match || (wholeText === '' && !fractionDigits)) return { error: 'notTimestamp' };

  const whole = wholeText.replace(/^0+(?=\d)/, '') || '0';
  const unit = detectUnit(whole.length);
  if (unit === null) return { error: 'tooManyDigits' };

  // Decimals beyond a nanosecond are dropped.
  const fraction = (fractionDigits ?? '').slice(0, FRACTION_DIGITS[unit]).padEnd(FRACTION_DIGITS[unit], '0');
  const magnitude = BigInt(whole) * NS_PER[unit] + BigInt(fraction || '0');
  const nanoseconds = sign === '-' ? -magnitude : magnitude;

  let instant: Temporal.Instant;
  try {
    instant = Temporal.Instant.fromEpochNanoseconds(nanoseconds);
  } catch {
    return { error: 'outOfRange' };
  }
  const utc = instant.toZonedDateTimeISO('UTC');
  return {
    unit,
    digits: whole.length,
    decimal: fractionDigits !== undefined && fractionDigits !== '',
    instant,
    utc: dateTimeParts(utc),
    isoUtc: instant.toString(),
    ...epochValues(instant),
  };
}

// ---- Relative time ----------------------------------------------------------------------------

const RELATIVE_UNITS = ['years', 'months', 'days', 'hours', 'minutes', 'seconds'] as const;
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** Intl's relative time in the page's language ('3 years ago', 'now' in English). */
function relativeFormat(numeric: 'always' | 'auto'): Intl.RelativeTimeFormat {
  const tag = intlTag(pageLocale());
  const key = `${tag}:${numeric}`;
  let format = relativeFormats.get(key);
  if (!format) relativeFormats.set(key, (format = new Intl.RelativeTimeFormat(tag, { numeric })));
  return format;
}

/**
 * '3 years ago', 'in 2 days', 'now' (in the page's language, as lib/dates' relativeDays): the
 * largest unit that is not zero, rounded to the nearest
 * (so 1 year and 7 months ago is '2 years ago', and 23 hours 40 minutes is 'in 1 day'). Months
 * and years are counted on the calendar of `timeZone`. Null if the moment cannot be placed.
 */
export function relativeTime(
  instant: Temporal.Instant,
  now: Temporal.Instant,
  timeZone: string,
): string | null {
  try {
    const start = now.toZonedDateTimeISO(timeZone);
    const difference = start.until(instant.toZonedDateTimeISO(timeZone), { largestUnit: 'years' });
    const largest = RELATIVE_UNITS.find((unit) => difference[unit] !== 0);
    if (largest === undefined) return sameEverywhere(relativeFormat('auto').format(0, 'second'));
    const rounded = difference.round({
      largestUnit: 'years',
      smallestUnit: largest,
      roundingMode: 'halfExpand',
      relativeTo: start,
    });
    // Rounding may carry into a larger unit (12 months become 1 year).
    const unit = RELATIVE_UNITS.find((u) => rounded[u] !== 0) ?? largest;
    return sameEverywhere(relativeFormat('always').format(rounded[unit], unit));
  } catch {
    return null;
  }
}

// ---- Date → timestamp -------------------------------------------------------------------------

/** How the text was read: an exact moment, in a named zone, or in the visitor's zone. */
export type DateKind = 'exact' | 'zoned' | 'local' | 'date';

export interface DateResult {
  kind: DateKind;
  instant: Temporal.Instant;
  /** The moment as the input meant it, ISO 8601 with its offset ('2024-01-01T09:30:00+05:30'). */
  readAs: string;
  /** The zone a 'zoned', 'local' or 'date' input was read in. */
  timeZone?: string;
  /** The wall-clock time did not exist (clocks went forward): it was moved forward by the gap. */
  skipped?: boolean;
  /** The wall-clock time happened twice (clocks went back): the earlier one is used. */
  repeated?: boolean;
  isoUtc: string;
  seconds: string;
  milliseconds: string;
}

const DATE_ONLY = /^[+-]?\d{4,6}-?\d{2}-?\d{2}$/;
/** A time followed by a UTC designator or an offset: never silently dropped. */
const HAS_OFFSET =
  /[T ]\d{2}(?::?\d{2}(?::?\d{2}(?:[.,]\d+)?)?)?(?:Z|[+-]\d{2}(?::?\d{2}(?::?\d{2}(?:[.,]\d+)?)?)?)$/i;

/** A '+' typed into an address arrives as a space: '09:30:00 05:30' was '09:30:00+05:30'. */
function restorePlus(text: string): string {
  return text.replace(/(\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?) (\d{2}(?::?\d{2})?)$/, '$1+$2');
}

function result(
  kind: DateKind,
  instant: Temporal.Instant,
  readAs: string,
  extra: Partial<DateResult> = {},
): DateResult {
  const { seconds, milliseconds } = epochValues(instant);
  return { kind, instant, readAs, isoUtc: instant.toString(), seconds, milliseconds, ...extra };
}

/** A wall-clock time in a zone, noting a skipped or repeated hour. */
function fromWallClock(
  kind: 'local' | 'zoned',
  dateTime: Temporal.PlainDateTime,
  timeZone: string,
): DateResult {
  const zoned = dateTime.toZonedDateTime(timeZone);
  const earlier = dateTime.toZonedDateTime(timeZone, { disambiguation: 'earlier' });
  const later = dateTime.toZonedDateTime(timeZone, { disambiguation: 'later' });
  const skipped = !zoned.toPlainDateTime().equals(dateTime);
  const repeated = !skipped && !earlier.equals(later);
  return result(kind, zoned.toInstant(), describeInZone(zoned.toInstant(), timeZone).iso, {
    timeZone: zoned.timeZoneId,
    ...(skipped && { skipped }),
    ...(repeated && { repeated }),
  });
}

/** Whether the text starts with a date whose month or day cannot exist (2023-02-30, 2024-13-01). */
function impossibleDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2})(?::(\d{2}))?)?/.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1) return true;
  if (day > Temporal.PlainYearMonth.from({ year, month }).daysInMonth) return true;
  return Number(m[4] ?? 0) > 23 || Number(m[5] ?? 0) > 59;
}

export function dateToTimestamp(raw: string, localTimeZone: string): DateResult | ConverterFailure | null {
  const text = restorePlus(raw.trim());
  if (text === '') return null;
  if (text.length > MAX_INPUT) return { error: 'notDate' };
  try {
    // A time with Z or an offset (a [Zone] after it is only a label): one exact moment.
    if (HAS_OFFSET.test(text.replace(/\[.*\]$/, ''))) {
      const instant = Temporal.Instant.from(text);
      const offset = /[+-][\d:.,]+(?=(?:\[.*\])?$)/.exec(text)?.[0];
      const zone = offset === undefined ? null : offsetZone(offset);
      return result('exact', instant, zone ? describeInZone(instant, zone).iso : instant.toString());
    }
    // A wall-clock time in a named zone: 2024-01-01T09:30[America/New_York].
    if (text.includes('[')) {
      const zoned = Temporal.ZonedDateTime.from(text);
      return fromWallClock('zoned', zoned.toPlainDateTime(), zoned.timeZoneId);
    }
    // A date alone: midnight in the visitor's zone (or the first moment of that day, where a
    // change of clocks skipped midnight).
    if (DATE_ONLY.test(text)) {
      const start = Temporal.PlainDate.from(text).toZonedDateTime(localTimeZone);
      return result('date', start.toInstant(), describeInZone(start.toInstant(), localTimeZone).iso, {
        timeZone: start.timeZoneId,
        ...(start.hour !== 0 || start.minute !== 0 ? { skipped: true } : {}),
      });
    }
    // A date and time without an offset: the visitor's own clock.
    return fromWallClock('local', Temporal.PlainDateTime.from(text), localTimeZone);
  } catch {
    try {
      if (impossibleDate(text)) return { error: 'noSuchDate' };
    } catch {
      // fall through to the general message
    }
    return { error: 'notDate' };
  }
}

/**
 * '+0530', '+05', '-05:00' as the time zone id Temporal takes ('+05:30'); null for an offset with
 * seconds, which no zone id can carry (the moment is then shown in UTC).
 */
function offsetZone(offset: string): string | null {
  const digits = offset.replace(/\D/g, '');
  if (digits.length !== 2 && digits.length !== 4) return null;
  return `${offset[0]}${digits.slice(0, 2)}:${digits.slice(2, 4).padEnd(2, '0')}`;
}

// ---- The live clock ---------------------------------------------------------------------------

/** The current Unix time from the clock's epoch milliseconds: whole seconds (floored) and milliseconds. */
export function currentTimestamps(epochMilliseconds: number): { seconds: string; milliseconds: string } {
  const ms = Math.floor(epochMilliseconds);
  return { seconds: String(Math.floor(ms / 1000)), milliseconds: String(ms) };
}
