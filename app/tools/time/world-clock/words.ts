/**
 * The page's sentences from the logic's values, in the page's words: `t` reads the page's
 * catalogue (messages/en.ts is the source). Used by the components (WorldClock, CitySearch,
 * TimeConverter); the logic (world-clock.ts, converter.ts) speaks no language.
 */
import type { T } from '~/lib/i18n';
import type { Conversion } from './converter';
import type { CityId, CountryId } from './data';
import type en from './messages/en';
import { durationOf, type CityCard, type TwelveHourTime } from './world-clock';

type Words = T<typeof en>;

/** A country as the page names it. */
export const countryText = (t: Words, country: CountryId) => t(`country.${country}`);

/** A city as the page's language writes it ('Londres', 'ロンドン'); search also knows its English name. */
export const cityText = (t: Words, city: { id: CityId }) => t(`city.${city.id}`);

/** '5 hours 30 minutes', '1 hour', '45 minutes' (the size of a signed number of minutes). */
export function durationText(t: Words, totalMinutes: number): string {
  const { hours, minutes } = durationOf(totalMinutes);
  if (hours && minutes) {
    return t('hoursMinutes', { hours: t('hours', { n: hours }), minutes: t('minutes', { n: minutes }) });
  }
  return hours ? t('hours', { n: hours }) : t('minutes', { n: minutes });
}

/** A city's difference from the visitor's own time: '9 hours ahead of you', 'Same time as you'. */
export function differenceText(t: Words, minutes: number): string {
  if (minutes === 0) return t('sameTimeAsYou');
  return t(minutes > 0 ? 'aheadOfYou' : 'behindYou', { duration: durationText(t, minutes) });
}

/** A card's date, with '(tomorrow)' or '(yesterday)' when the city is on another day than you. */
export function cardDateText(t: Words, card: CityCard): string {
  if (card.relativeDay === 'today') return card.date;
  return t(card.relativeDay === 'tomorrow' ? 'dateTomorrow' : 'dateYesterday', { date: card.date });
}

/** 'Tokyo: 19:04, Sunday, November 22, 2026 (UTC+9)'. */
export function copyText(t: Words, card: CityCard): string {
  return t('copyText', {
    city: cityText(t, card),
    time: card.shortTime,
    date: card.date,
    offset: card.offset,
  });
}

/** '11:00 PM'. */
export function twelveHourText(t: Words, time: TwelveHourTime): string {
  return t(time.pm ? 'pm' : 'am', { time: time.time });
}

/** The converted date: 'Monday, November 23, 2026 (next day)'. */
export function toDateText(t: Words, { toDate: date, dayShift }: Conversion): string {
  if (dayShift === 0) return date;
  if (dayShift === 1) return t('nextDay', { date });
  if (dayShift === -1) return t('previousDay', { date });
  return dayShift > 1 ? t('daysLater', { date, n: dayShift }) : t('daysEarlier', { date, n: -dayShift });
}

/** 'Tokyo is 14 hours ahead of New York on this date.' */
export function conversionDifferenceText(t: Words, r: Conversion): string {
  const names = { to: cityText(t, r.toCity), from: cityText(t, r.fromCity) };
  const gap = r.differenceMinutes;
  if (r.fromCity.id === r.toCity.id) return t('sameCity');
  if (gap === 0) return t('sameTime', names);
  return t(gap > 0 ? 'ahead' : 'behind', { ...names, duration: durationText(t, gap) });
}

/** What was done about a time in a daylight-saving change, or null. */
export function noteText(t: Words, r: Conversion): string | null {
  const note = r.note;
  if (!note) return null;
  const city = cityText(t, r.fromCity);
  if (note.kind === 'gap') {
    const { asked, date, used, offset } = note;
    return t('noteGap', { asked, city, date, duration: durationText(t, note.gapMinutes), used, offset });
  }
  return t('noteOverlap', {
    asked: note.asked,
    city,
    date: note.date,
    first: note.first,
    second: note.second,
  });
}

/** One line for screen readers and the copy button. */
export function conversionSummary(t: Words, r: Conversion): string {
  const values = {
    fromTime: r.fromTime,
    from: cityText(t, r.fromCity),
    fromDate: r.fromDate,
    toTime: r.toTime,
    to: cityText(t, r.toCity),
    toDate: r.toDate,
  };
  const shift = r.dayShift;
  if (shift === 0) return t('summary', values);
  if (shift === 1) return t('summaryNextDay', values);
  if (shift === -1) return t('summaryPreviousDay', values);
  return shift > 1
    ? t('summaryDaysLater', { ...values, n: shift })
    : t('summaryDaysEarlier', { ...values, n: -shift });
}
