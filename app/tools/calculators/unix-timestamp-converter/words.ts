/**
 * Dates and times in the page's words: `t` reads the page's catalogue (messages/en.ts is the
 * source). Used by UnixTimestampConverter; the logic gives the parts.
 */
import type { T } from '~/lib/i18n';
import type en from './messages/en';
import type { DateTimeParts } from './unix-timestamp-converter';

type Words = T<typeof en>;

/** 'Tuesday, November 14, 2023, 22:13:20'; a year 0 or before is BC ('1200 BC'). */
export function dateTimeText(t: Words, parts: DateTimeParts): string {
  const year = parts.year > 0 ? String(parts.year) : t('yearBc', { year: String(1 - parts.year) });
  return t('longDateTime', {
    weekday: parts.weekday,
    month: parts.month,
    day: String(parts.day),
    year,
    time: parts.time,
  });
}

/** 'Tuesday, November 14, 2023, 22:13:20 UTC'. */
export const utcText = (t: Words, parts: DateTimeParts) =>
  t('utcDateTime', { dateTime: dateTimeText(t, parts) });
