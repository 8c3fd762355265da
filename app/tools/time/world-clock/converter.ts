/**
 * The time zone converter's logic (its panel loads on demand, and this with it): a wall-clock time
 * in the 'from' zone, the same instant in the 'to' zone. Zone rules come from Temporal. The words
 * are the page's (messages/en.ts, put together in words.ts).
 */
import { daysBetween, formatLongDate, isDate, parseIsoDate } from '~/lib/dates';
import type { Failure } from '~/lib/outcome';
import type { City } from './data';
import type en from './messages/en';
import {
  clockText,
  findCity,
  formatOffset,
  offsetMinutesOf,
  readCityId,
  twelveHour,
  type TwelveHourTime,
} from './world-clock';

/** A failure names its message by its key in messages/en.ts. */
type ConverterFailure = Failure<keyof typeof en>;

/**
 * A time that falls in a daylight-saving change in the 'from' city: in a spring-forward gap
 * (moved forward by `gapMinutes` to `used`, at `offset`), or in a fall-back hour that happens twice
 * (the `first` offset used, the `second` not). `date` is the asked date, written out.
 */
export type DaylightSavingNote =
  | { kind: 'gap'; asked: string; date: string; gapMinutes: number; used: string; offset: string }
  | { kind: 'overlap'; asked: string; date: string; first: string; second: string };

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
  /** 23:00 on the 12-hour clock: '11:00', pm. */
  toTime12: TwelveHourTime;
  toDate: string;
  toOffset: string;
  toOffsetMinutes: number;
  /** Calendar days from the 'from' date to the 'to' date (-1, 0 or 1 for the known cities). */
  dayShift: number;
  /** Minutes the 'to' city is ahead of the 'from' city on this date (negative: behind). */
  differenceMinutes: number;
  /** Set when the time falls in a daylight-saving gap or overlap: what was done about it. */
  note: DaylightSavingNote | null;
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
): Conversion | ConverterFailure | null {
  if (input.from.trim() === '' || input.to.trim() === '' || input.time.trim() === '') return null;
  const fromId = readCityId(input.from);
  const toId = readCityId(input.to);
  const from = fromId && findCity(fromId);
  const to = toId && findCity(toId);
  if (!from || !to) return { error: 'invalidCity' };
  const time = parseTime(input.time);
  const date = input.date.trim() === '' ? today : parseIsoDate(input.date);
  if (time === null || !isDate(date)) return { error: 'failed' };

  try {
    const asked = date.toPlainDateTime(time);
    const start = asked.toZonedDateTime(from.timeZone, { disambiguation: 'compatible' });
    const first = asked.toZonedDateTime(from.timeZone, { disambiguation: 'earlier' });
    const second = asked.toZonedDateTime(from.timeZone, { disambiguation: 'later' });
    const used = start.toPlainDateTime();
    const askedText = clockText(asked, false);
    let note: DaylightSavingNote | null = null;
    if (!used.equals(asked)) {
      note = {
        kind: 'gap',
        asked: askedText,
        date: formatLongDate(date),
        gapMinutes: asked.until(used, { largestUnit: 'minutes' }).minutes,
        used: clockText(used, false),
        offset: formatOffset(offsetMinutesOf(start)),
      };
    } else if (first.epochNanoseconds !== second.epochNanoseconds) {
      note = {
        kind: 'overlap',
        asked: askedText,
        date: formatLongDate(date),
        first: formatOffset(offsetMinutesOf(first)),
        second: formatOffset(offsetMinutesOf(second)),
      };
    }

    const target = start.withTimeZone(to.timeZone);
    const fromPlain = start.toPlainDate();
    const toPlain = target.toPlainDate();
    const fromOffsetMinutes = offsetMinutesOf(start);
    const toOffsetMinutes = offsetMinutesOf(target);
    return {
      fromCity: from,
      toCity: to,
      fromTime: clockText(start, false),
      fromDate: formatLongDate(fromPlain),
      fromOffset: formatOffset(fromOffsetMinutes),
      fromOffsetMinutes,
      toTime: clockText(target, false),
      toTime12: twelveHour(target),
      toDate: formatLongDate(toPlain),
      toOffset: formatOffset(toOffsetMinutes),
      toOffsetMinutes,
      dayShift: daysBetween(fromPlain, toPlain),
      differenceMinutes: toOffsetMinutes - fromOffsetMinutes,
      note,
    };
  } catch {
    return { error: 'failed' };
  }
}
