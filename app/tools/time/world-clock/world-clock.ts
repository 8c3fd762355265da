/**
 * World clock and time zone converter. Pure logic: no React, no DOM, no globals. Everything that
 * depends on 'now' takes the instant (and the visitor's time zone) as arguments; the page reads
 * them after hydration.
 *
 * Zone rules (daylight saving, historic offsets) come from Temporal, never from hand-written
 * arithmetic: a conversion builds a wall-clock time in the 'from' zone and moves the same instant
 * into the 'to' zone.
 *
 * The words are the page's (messages/en.ts, put together in words.ts): the logic gives times,
 * dates, offsets, minutes and ids.
 */
import { daysBetween, formatLongDate } from '~/lib/dates';
import { CITIES, QUICK_ADD_IDS, QUICK_ADD_SHOWN, type City, type CityId, type CountryId } from './data';

/** City search suggests up to 10 matches. */
export const MAX_SUGGESTIONS = 10;

const MINUS = '\u2212';
const NS_PER_MINUTE = 60_000_000_000;

const pad = (n: number) => String(n).padStart(2, '0');

// ---- Cities ------------------------------------------------------------------------------------

/** Lower case, accents dropped ('São' -> 'sao'), hyphens, underscores and runs of spaces as one space. */
export function normalizeText(raw: string): string {
  return raw
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

const byId = new Map<string, City>(CITIES.map((city) => [city.id, city]));

export function findCity(id: string): City | undefined {
  return byId.get(id);
}

/**
 * A city id from a link or a form, forgiving case, accents, spaces and underscores
 * ('New York', 'são_paulo' and 'MEXICO-CITY' all read); undefined for anything unknown.
 */
export function readCityId(raw: string): CityId | undefined {
  if (raw.length > 100) return undefined;
  return byId.get(normalizeText(raw).replace(/ /g, '-'))?.id;
}

/** Adds a known city that is not watched yet; otherwise the list is returned as it was. */
export function addCity(watched: readonly CityId[], id: string): readonly CityId[] {
  const known = readCityId(id);
  return known === undefined || watched.includes(known) ? watched : [...watched, known];
}

export function removeCity(watched: readonly CityId[], id: string): readonly CityId[] {
  return watched.filter((entry) => entry !== id);
}

/** The quick-add buttons: 8 of the 12 candidates, skipping cities already watched. */
export function quickAddCities(watched: readonly string[]): City[] {
  return QUICK_ADD_IDS.filter((id) => !watched.includes(id))
    .slice(0, QUICK_ADD_SHOWN)
    .map((id) => byId.get(id)!);
}

// ---- Offsets and clocks ------------------------------------------------------------------------

/** The zone's offset from UTC in whole minutes (historic offsets with seconds are rounded). */
export function offsetMinutesOf(zoned: Temporal.ZonedDateTime): number {
  return Math.round(zoned.offsetNanoseconds / NS_PER_MINUTE);
}

/** 'UTC+9', 'UTC−3:30' (with a real minus sign), 'UTC+5:30', 'UTC+0'. */
export function formatOffset(offsetMinutes: number): string {
  const abs = Math.abs(Math.round(offsetMinutes));
  const sign = offsetMinutes < 0 && abs !== 0 ? MINUS : '+';
  const minutes = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${minutes ? `:${pad(minutes)}` : ''}`;
}

/** A zone's offset in minutes at an instant. */
export function offsetMinutesAt(timeZone: string, instant: Temporal.Instant): number {
  return offsetMinutesOf(instant.toZonedDateTimeISO(timeZone));
}

/** A length of time in whole hours and minutes (its size: the sign is dropped). */
export interface Duration {
  hours: number;
  minutes: number;
}

/** 330 minutes (or -330) is 5 hours 30 minutes. */
export function durationOf(totalMinutes: number): Duration {
  const abs = Math.abs(Math.round(totalMinutes));
  return { hours: Math.floor(abs / 60), minutes: abs % 60 };
}

/** 'HH:MM' or 'HH:MM:SS', 24-hour. */
export function clockText(
  time: { hour: number; minute: number; second: number },
  withSeconds = true,
): string {
  const hm = `${pad(time.hour)}:${pad(time.minute)}`;
  return withSeconds ? `${hm}:${pad(time.second)}` : hm;
}

/** A time on the 12-hour clock: '11:00' and pm for 23:00, '12:30' and am for 00:30. */
export interface TwelveHourTime {
  time: string;
  pm: boolean;
}

export function twelveHour(time: { hour: number; minute: number }): TwelveHourTime {
  const hour = time.hour % 12 === 0 ? 12 : time.hour % 12;
  return { time: `${hour}:${pad(time.minute)}`, pm: time.hour >= 12 };
}

/** The zone when Temporal knows it, else 'UTC' (an odd or missing zone from the browser). */
export function safeTimeZone(timeZone: string | undefined | null): string {
  if (!timeZone) return 'UTC';
  try {
    return Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(timeZone).timeZoneId;
  } catch {
    return 'UTC';
  }
}

export type RelativeDay = 'yesterday' | 'today' | 'tomorrow';

/** One card (city, timezone, time, date, offsetMinutes) plus what the page shows. */
export interface CityCard {
  id: CityId;
  country: CountryId;
  timezone: string;
  /** 'HH:MM:SS', 24-hour. */
  time: string;
  /** 'HH:MM', 24-hour (the copied line's). */
  shortTime: string;
  /** 'Sunday, November 22, 2026'. */
  date: string;
  offsetMinutes: number;
  /** 'UTC+9'. */
  offset: string;
  /** Minutes ahead of the visitor's zone (negative: behind). */
  differenceMinutes: number;
  /** The city's date seen from the visitor's date. */
  relativeDay: RelativeDay;
}

export function cityCard(city: City, instant: Temporal.Instant, localZone: string): CityCard {
  const there = instant.toZonedDateTimeISO(city.timeZone);
  const here = instant.toZonedDateTimeISO(safeTimeZone(localZone));
  const offsetMinutes = offsetMinutesOf(there);
  const differenceMinutes = offsetMinutes - offsetMinutesOf(here);
  const dayShift = daysBetween(here.toPlainDate(), there.toPlainDate());
  const date = formatLongDate(there.toPlainDate());
  const offset = formatOffset(offsetMinutes);
  return {
    id: city.id,
    country: city.country,
    timezone: city.timeZone,
    time: clockText(there),
    shortTime: clockText(there, false),
    date,
    offsetMinutes,
    offset,
    differenceMinutes,
    relativeDay: dayShift > 0 ? 'tomorrow' : dayShift < 0 ? 'yesterday' : 'today',
  };
}

export interface LocalClock {
  time: string;
  date: string;
  timezone: string;
  offset: string;
}

/** The visitor's own clock: time, date, zone and offset. */
export function localClock(instant: Temporal.Instant, localZone: string): LocalClock {
  const here = instant.toZonedDateTimeISO(safeTimeZone(localZone));
  return {
    time: clockText(here),
    date: formatLongDate(here.toPlainDate()),
    timezone: here.timeZoneId,
    offset: formatOffset(offsetMinutesOf(here)),
  };
}
