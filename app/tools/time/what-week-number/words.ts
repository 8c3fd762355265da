/**
 * The week's sentences from the logic's values, in the page's words: `t` reads the page's
 * catalogue (messages/en.ts is the source). Used by WhatWeekNumber; the logic speaks no language.
 */
import { formatLongDate } from '~/lib/dates';
import type { T } from '~/lib/i18n';
import type en from './messages/en';
import type { WeekNumberResult, WeeksInYearReason, YearNote } from './what-week-number';

type Words = T<typeof en>;

/** 'Week 47 of 2026'. */
export const headingText = (t: Words, r: WeekNumberResult) =>
  t('heading', { week: String(r.week), year: String(r.weekYear) });

/** 'Monday, November 16, 2026 to Sunday, November 22, 2026'. */
export const rangeText = (t: Words, from: Temporal.PlainDate, to: Temporal.PlainDate) =>
  t('range', { from: formatLongDate(from), to: formatLongDate(to) });

/** Why the week belongs to another year than the date's. */
export function yearNoteText(t: Words, note: YearNote): string {
  if (note.kind === 'before') {
    const { date, weekday } = note;
    const years = { year: String(note.year), weekYear: String(note.weekYear) };
    return t('yearNoteBefore', { date, weekday, ...years, monday: note.weekOneMonday });
  }
  return t('yearNoteAfter', { date: note.date, weekYear: String(note.weekYear), thursday: note.thursday });
}

/** '2026 has 53 ISO weeks: it starts on a Thursday.' */
export const weeksInYearText = (t: Words, year: number, reason: WeeksInYearReason) =>
  t(`weeksInYear.${reason}`, { year: String(year) });

/** One line for screen readers, Copy summary and Share. */
export const summaryText = (t: Words, r: WeekNumberResult) =>
  t('summary', {
    date: r.readable,
    week: String(r.week),
    year: String(r.weekYear),
    range: rangeText(t, r.monday, r.sunday),
  });
