/**
 * The time zone converter's logic (its panel loads on demand, and this with it): a wall-clock time
 * in the 'from' zone, the same instant in the 'to' zone. Zone rules come from Temporal.
 */
import { daysBetween, formatLongDate, isDate, parseIsoDate } from '~/lib/dates';
import type { City } from './data';
import {
  clockText,
  findCity,
  formatDuration,
  formatOffset,
  offsetMinutesOf,
  readCityId,
  twelveHourText,
} from './world-clock';

export const MESSAGES = {
  invalidCity: 'Invalid city selection',
  failed: 'Conversion failed',
} as const;

export interface ConverterInput {
  /** City ids. */
  from: string;
  to: string;
  /** 'HH:MM', 24-hour. */
  time: string;
  /** 'YYYY-MM-DD'; empty means today. */
  date: string;
}

/** The converter result (fromCity, toCity, fromTime, toTime, toDate) plus what the page shows. */
export interface Conversion {
  fromCity: City;
  toCity: City;
  /** The 'from' wall-clock time used, 'HH:MM' (moved forward when it fell in a daylight-saving gap). */
  fromTime: string;
  /** 'Friday, January 15, 2027'. */
  fromDate: string;
  fromOffset: string;
  fromOffsetMinutes: number;
  toTime: string;
  /** '11:00 PM'. */
  toTime12: string;
  toDate: string;
  toOffset: string;
  toOffsetMinutes: number;
  /** Calendar days from the 'from' date to the 'to' date (-1, 0 or 1 for the known cities). */
  dayShift: number;
  /** 'next day', 'previous day', or null on the same date. */
  dayLabel: string | null;
  /** '03:00, Tuesday, March 10, 2026 (next day)'. */
  toText: string;
  /** 'Tokyo is 14 hours ahead of New York on this date'. */
  difference: string;
  /** Set when the time falls in a daylight-saving gap or overlap: what was done about it. */
  note: string | null;
  /** One line for screen readers and the copy button. */
  summary: string;
}

/** 'HH:MM' (also 'H:MM'), 00:00 to 23:59; null for anything else. */
export function parseTime(raw: string): Temporal.PlainTime | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(raw.trim());
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  if (hour > 23 || minute > 59) return null;
  return new Temporal.PlainTime(hour, minute);
}

function dayLabelOf(shift: number): string | null {
  if (shift === 0) return null;
  if (shift === 1) return 'next day';
  if (shift === -1) return 'previous day';
  return shift > 1 ? `${shift} days later` : `${-shift} days earlier`;
}

/**
 * Converts a wall-clock time in one city to another. Null until from, to
 * and time are all given (the Convert button is disabled then); 'Invalid city selection' for an
 * unknown city; 'Conversion failed' for a malformed time or date, or anything Temporal refuses.
 * A time inside a spring-forward gap moves forward by the gap ('compatible', as clocks do); a
 * time that happens twice in a fall-back hour uses the first; `note` says so.
 */
export function convertTime(
  input: ConverterInput,
  today: Temporal.PlainDate,
): Conversion | { error: string } | null {
  if (input.from.trim() === '' || input.to.trim() === '' || input.time.trim() === '') return null;
  const fromId = readCityId(input.from);
  const toId = readCityId(input.to);
  const from = fromId && findCity(fromId);
  const to = toId && findCity(toId);
  if (!from || !to) return { error: MESSAGES.invalidCity };
  const time = parseTime(input.time);
  const date = input.date.trim() === '' ? today : parseIsoDate(input.date);
  if (time === null || !isDate(date)) return { error: MESSAGES.failed };

  try {
    const asked = date.toPlainDateTime(time);
    const start = asked.toZonedDateTime(from.timeZone, { disambiguation: 'compatible' });
    const first = asked.toZonedDateTime(from.timeZone, { disambiguation: 'earlier' });
    const second = asked.toZonedDateTime(from.timeZone, { disambiguation: 'later' });
    const used = start.toPlainDateTime();
    const askedText = clockText(asked, false);
    let note: string | null = null;
    if (!used.equals(asked)) {
      const gap = asked.until(used, { largestUnit: 'minutes' }).minutes;
      note =
        `${askedText} does not exist in ${from.name} on ${formatLongDate(date)}: the clocks spring ` +
        `forward ${formatDuration(gap)} then, so it is read as ${clockText(used, false)} ` +
        `(${formatOffset(offsetMinutesOf(start))}).`;
    } else if (first.epochNanoseconds !== second.epochNanoseconds) {
      note =
        `${askedText} happens twice in ${from.name} on ${formatLongDate(date)} because the clocks ` +
        `fall back: this uses the first one (${formatOffset(offsetMinutesOf(first))}); the second ` +
        `is ${formatOffset(offsetMinutesOf(second))}.`;
    }

    const target = start.withTimeZone(to.timeZone);
    const fromPlain = start.toPlainDate();
    const toPlain = target.toPlainDate();
    const dayShift = daysBetween(fromPlain, toPlain);
    const dayLabel = dayLabelOf(dayShift);
    const fromTime = clockText(start, false);
    const toTime = clockText(target, false);
    const fromDate = formatLongDate(fromPlain);
    const toDate = formatLongDate(toPlain);
    const fromOffsetMinutes = offsetMinutesOf(start);
    const toOffsetMinutes = offsetMinutesOf(target);
    const gap = toOffsetMinutes - fromOffsetMinutes;
    const difference =
      from.id === to.id
        ? 'Same city: no time difference'
        : gap === 0
          ? `${to.name} and ${from.name} have the same time on this date`
          : `${to.name} is ${formatDuration(gap)} ${gap > 0 ? 'ahead of' : 'behind'} ${from.name} on this date`;
    const toText = `${toTime}, ${toDate}${dayLabel ? ` (${dayLabel})` : ''}`;
    return {
      fromCity: from,
      toCity: to,
      fromTime,
      fromDate,
      fromOffset: formatOffset(fromOffsetMinutes),
      fromOffsetMinutes,
      toTime,
      toTime12: twelveHourText(target),
      toDate,
      toOffset: formatOffset(toOffsetMinutes),
      toOffsetMinutes,
      dayShift,
      dayLabel,
      toText,
      difference,
      note,
      summary: `${fromTime} in ${from.name} (${fromDate}) is ${toTime} in ${to.name} (${toDate}${
        dayLabel ? `, ${dayLabel}` : ''
      })`,
    };
  } catch {
    return { error: MESSAGES.failed };
  }
}
