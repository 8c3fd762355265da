/**
 * The day's sentences from the logic's values, in the page's words: `t` reads the page's catalogue
 * (messages/en.ts is the source). Used by WhatDay; the logic speaks no language.
 */
import { relativeDays } from '~/lib/dates';
import type { T } from '~/lib/i18n';
import type en from './messages/en';
import type { WhatDayResult } from './what-day';

type Words = T<typeof en>;

/** 'July 20, 1969 was a Sunday (20,944 days ago).', or 'falls on a Sunday.' before today is known. */
export function sentenceText(t: Words, day: WhatDayResult): string {
  const values = { date: day.shortDate, weekday: day.weekday };
  if (day.tense === null || day.daysFromToday === null) return t('fallsOn', values);
  return t(`tense.${day.tense}`, { ...values, when: relativeDays(day.daysFromToday) });
}

/** One line for screen readers, Copy summary and Share. */
export function summaryText(t: Words, day: WhatDayResult): string {
  const sentence = sentenceText(t, day);
  const moon = day.moonPhase;
  if (!moon) return sentence;
  return t('summaryMoon', { sentence, phase: t(`moon.${moon.phase}`), percent: String(moon.illumination) });
}
