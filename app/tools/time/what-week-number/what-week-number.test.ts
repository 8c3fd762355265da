import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLeapYear, DATE_MESSAGES } from '~/lib/dates';
import { translate, type T } from '~/lib/i18n';
import en from './messages/en';
import {
  isoWeek,
  isoWeekOneMonday,
  isoWeeksInYear,
  usWeek,
  usWeekRange,
  weeksInYearReason,
  whatWeekNumber,
  type WeekNumberResult,
} from './what-week-number';
import { headingText, rangeText, summaryText, weeksInYearText, yearNoteText } from './words';

/** The page's words in English, as the component gets them. */
const t = ((key: keyof typeof en, params?: Record<string, string | number>) =>
  translate(en[key], params)) as unknown as T<typeof en>;
const reasonText = (year: number) => weeksInYearText(t, year, weeksInYearReason(year));

/** A result with the page's English for its heading, notes, ranges and summary. */
function worded(r: WeekNumberResult) {
  return {
    ...r,
    heading: headingText(t, r),
    yearNote: r.yearNote && yearNoteText(t, r.yearNote),
    range: rangeText(t, r.monday, r.sunday),
    weeksInYearNote: weeksInYearText(t, r.weekYear, r.weeksInYearReason),
    us: { week: r.us.week, weeksInYear: r.us.weeksInYear, range: rangeText(t, r.us.start, r.us.end) },
    summary: summaryText(t, r),
  };
}

const date = (iso: string) => Temporal.PlainDate.from(iso);
/** The browser test's clock: Sunday, November 22, 2026. */
const TODAY = date('2026-11-22');

function calc(text: string, today: Temporal.PlainDate | null = TODAY) {
  const result = whatWeekNumber(text, today);
  if (result === null || 'error' in result)
    throw new Error(`expected a result, got ${JSON.stringify(result)}`);
  return worded(result);
}

describe('ISO week numbers', () => {
  it.each([
    // [date, week, week-numbering year]
    ['2026-11-22', 47, 2026], // a Sunday: the last day of week 47
    ['2026-11-16', 47, 2026], // its Monday
    ['2026-11-23', 48, 2026],
    ['2026-12-31', 53, 2026], // a Thursday: 2026 has 53 weeks
    ['2027-01-01', 53, 2026], // a Friday: still the last week of 2026
    ['2027-01-03', 53, 2026],
    ['2027-01-04', 1, 2027],
    ['2021-01-03', 53, 2020], // a Sunday
    ['2021-01-04', 1, 2021],
    ['2024-12-30', 1, 2025], // a Monday whose Thursday is 2 January 2025
    ['2024-12-29', 52, 2024],
    ['2026-01-01', 1, 2026], // a Thursday: always week 1
    ['2023-01-01', 52, 2022], // a Sunday
    ['2020-12-31', 53, 2020],
    ['2032-12-31', 53, 2032],
    ['2008-12-29', 1, 2009],
    ['0001-01-01', 1, 1], // a Monday in the proleptic Gregorian calendar
    ['9999-12-31', 52, 9999],
  ])('%s is in week %i of %i', (iso, week, year) => {
    expect(isoWeek(date(iso))).toEqual({ week, year });
  });

  it('weeks per ISO year: 53 in 2015, 2020, 2026, 2032 and 2037, else 52', () => {
    const fiftyThree = [2015, 2020, 2026, 2032, 2037];
    for (let year = 2014; year <= 2040; year++) {
      expect(isoWeeksInYear(year), String(year)).toBe(fiftyThree.includes(year) ? 53 : 52);
    }
  });

  it('says why a year has 53 weeks', () => {
    expect(reasonText(2026)).toBe('2026 has 53 ISO weeks: it starts on a Thursday.');
    expect(reasonText(2020)).toBe('2020 has 53 ISO weeks: it is a leap year that starts on a Wednesday.');
    expect(reasonText(2032)).toBe('2032 has 53 ISO weeks: it starts on a Thursday.');
    expect(reasonText(2025)).toBe('2025 has 52 ISO weeks.');
    expect([2026, 2020, 2025].map(weeksInYearReason)).toEqual(['thursday', 'leapWednesday', 'fiftyTwo']);
  });

  it('week 1 starts on the Monday on or before 4 January', () => {
    expect(isoWeekOneMonday(2027).toString()).toBe('2027-01-04');
    expect(isoWeekOneMonday(2025).toString()).toBe('2024-12-30');
    expect(isoWeekOneMonday(2021).toString()).toBe('2021-01-04');
    expect(isoWeekOneMonday(2026).toString()).toBe('2025-12-29');
  });
});

describe('US-style week numbers (week 1 contains 1 January, weeks start on Sunday)', () => {
  it.each([
    ['2026-01-01', 1], // Thursday: week 1 is Thursday 1 to Saturday 3 January
    ['2026-01-03', 1],
    ['2026-01-04', 2], // the first Sunday starts week 2
    ['2026-11-21', 47], // Saturday
    ['2026-11-22', 48], // Sunday: one ahead of ISO week 47
    ['2026-12-31', 53],
    ['2027-01-01', 1], // ISO says week 53 of 2026
    ['2027-01-03', 2],
    ['2023-01-01', 1], // a Sunday: week 1 is a full week
    ['2023-01-07', 1],
    ['2023-01-08', 2],
    ['2024-12-30', 53], // ISO says week 1 of 2025
    ['2021-01-03', 2], // ISO says week 53 of 2020
    ['2028-12-30', 53],
    ['2028-12-31', 54], // a leap year starting on a Saturday has 54
    ['2000-12-31', 54],
  ])('%s is US week %i', (iso, week) => {
    expect(usWeek(date(iso))).toBe(week);
  });

  it('the US week is Sunday to Saturday, cut to the calendar year', () => {
    const range = (iso: string) => {
      const { start, end } = usWeekRange(date(iso));
      return `${start.toString()}/${end.toString()}`;
    };
    expect(range('2026-11-22')).toBe('2026-11-22/2026-11-28');
    expect(range('2026-11-25')).toBe('2026-11-22/2026-11-28');
    expect(range('2026-01-02')).toBe('2026-01-01/2026-01-03');
    expect(range('2026-12-31')).toBe('2026-12-27/2026-12-31');
    expect(range('2027-01-01')).toBe('2027-01-01/2027-01-02');
  });
});

describe('whatWeekNumber', () => {
  it('2026-11-22 (the browser test’s today): week 47 of 2026, Monday November 16 to Sunday November 22', () => {
    const r = calc('2026-11-22');
    expect(r.isToday).toBe(true);
    expect(r.readable).toBe('Sunday, November 22, 2026');
    expect(r.heading).toBe('Week 47 of 2026');
    expect(r.yearNote).toBeNull();
    expect(r.range).toBe('Monday, November 16, 2026 to Sunday, November 22, 2026');
    expect(r.monday.toString()).toBe('2026-11-16');
    expect(r.sunday.toString()).toBe('2026-11-22');
    expect(r.weekDate).toBe('2026-W47-7');
    expect(r.weeksInYear).toBe(53);
    expect(r.weeksInYearNote).toBe('2026 has 53 ISO weeks: it starts on a Thursday.');
    expect(r.us).toEqual({
      week: 48,
      weeksInYear: 53,
      range: 'Sunday, November 22, 2026 to Saturday, November 28, 2026',
    });
    expect(r.summary).toBe(
      'Sunday, November 22, 2026 is in ISO week 47 of 2026 (Monday, November 16, 2026 to Sunday, November 22, 2026).',
    );
  });

  it('2026-12-31: week 53 of 2026', () => {
    const r = calc('2026-12-31');
    expect(r.isToday).toBe(false);
    expect(r.heading).toBe('Week 53 of 2026');
    expect(r.yearNote).toBeNull();
    expect(r.range).toBe('Monday, December 28, 2026 to Sunday, January 3, 2027');
    expect(r.weekDate).toBe('2026-W53-4');
  });

  it('2027-01-01: week 53 of 2026, with a note on the week-year', () => {
    const r = calc('2027-01-01');
    expect(r.heading).toBe('Week 53 of 2026');
    expect(r.weekYear).toBe(2026);
    expect(r.yearNote).toBe(
      'January 1, 2027 is a Friday before the first Thursday of 2027, so it belongs to the last ISO week of 2026. Week 1 of 2027 starts on Monday, January 4, 2027.',
    );
    expect(r.range).toBe('Monday, December 28, 2026 to Sunday, January 3, 2027');
    expect(r.weeksInYear).toBe(53);
    expect(r.weekDate).toBe('2026-W53-5');
    expect(r.us.week).toBe(1);
    expect(r.us.weeksInYear).toBe(53);
  });

  it('2021-01-03: week 53 of 2020', () => {
    const r = calc('2021-01-03');
    expect(r.heading).toBe('Week 53 of 2020');
    expect(r.yearNote).toMatch(/^January 3, 2021 is a Sunday before the first Thursday of 2021/);
    expect(r.range).toBe('Monday, December 28, 2020 to Sunday, January 3, 2021');
    expect(r.weeksInYearNote).toBe('2020 has 53 ISO weeks: it is a leap year that starts on a Wednesday.');
  });

  it('2024-12-30: week 1 of 2025, with a note', () => {
    const r = calc('2024-12-30');
    expect(r.heading).toBe('Week 1 of 2025');
    expect(r.yearNote).toBe(
      "December 30, 2024 falls in week 1 of 2025: an ISO week belongs to the year of its Thursday, and this week's Thursday is January 2, 2025.",
    );
    expect(r.range).toBe('Monday, December 30, 2024 to Sunday, January 5, 2025');
    expect(r.weeksInYear).toBe(52);
    expect(r.weekDate).toBe('2025-W01-1');
    expect(r.us).toMatchObject({ week: 53, weeksInYear: 53 });
  });

  it('a 54-week US year', () => {
    expect(calc('2028-12-31').us).toMatchObject({ week: 54, weeksInYear: 54 });
  });

  it('the first and last supported dates', () => {
    const first = calc('0001-01-01');
    expect(first.heading).toBe('Week 1 of 1');
    expect(first.weekDate).toBe('0001-W01-1');
    const last = calc('9999-12-31');
    expect(last.heading).toBe('Week 52 of 9999');
    expect(last.range).toBe('Monday, December 27, 9999 to Sunday, January 2, 10000');
  });

  it('without today (before hydration) nothing is marked as today', () => {
    expect(calc('2026-11-22', null).isToday).toBe(false);
  });
});

describe('messages', () => {
  it('empty input shows no result', () => {
    expect(whatWeekNumber('', TODAY)).toBeNull();
    expect(whatWeekNumber('  ', TODAY)).toBeNull();
  });

  it.each([
    ['2027-13-01', DATE_MESSAGES.invalid],
    ['2026-02-29', DATE_MESSAGES.invalid],
    ['0000-06-01', DATE_MESSAGES.invalid],
    ['2026-W47', DATE_MESSAGES.useDate],
    ['22/11/2026', DATE_MESSAGES.useDate],
    ['2026', DATE_MESSAGES.useDate],
    ['<script>', DATE_MESSAGES.useDate],
  ])('%j gives %j', (raw, message) => {
    expect(whatWeekNumber(raw, TODAY)).toEqual({ error: message });
  });
});

describe('properties', () => {
  const FIRST = date('0001-01-01');
  const anyDate = fc.integer({ min: 0, max: 3_652_058 }).map((days) => FIRST.add({ days }));

  it('Temporal’s week agrees with the Thursday rule; the range is the Monday-to-Sunday week', () => {
    fc.assert(
      fc.property(anyDate, (d) => {
        const r = calc(d.toString(), null);
        // The ISO rule: a week belongs to the year of its Thursday, numbered from that year's first.
        const thursday = d.add({ days: 4 - d.dayOfWeek });
        expect(r.weekYear).toBe(thursday.year);
        expect(r.week).toBe(Math.floor((thursday.dayOfYear - 1) / 7) + 1);
        expect(r.monday.dayOfWeek).toBe(1);
        expect(r.sunday.dayOfWeek).toBe(7);
        expect(r.monday.until(d).days).toBeLessThan(7);
        expect(r.monday.until(d).days).toBeGreaterThanOrEqual(0);
        expect(r.week).toBeLessThanOrEqual(r.weeksInYear);
        // 53 weeks exactly when the year starts on a Thursday, or is a leap year starting on a Wednesday.
        const jan1 = Temporal.PlainDate.from({ year: r.weekYear, month: 1, day: 1 }).dayOfWeek;
        expect(r.weeksInYear === 53).toBe(jan1 === 4 || (isLeapYear(r.weekYear) && jan1 === 3));
        // US style: Sundays start a new week, except on 1 January which is always week 1.
        expect(r.us.week).toBeGreaterThanOrEqual(1);
        expect(r.us.week).toBeLessThanOrEqual(r.us.weeksInYear);
        if (d.month === 1 && d.day === 1) expect(r.us.week).toBe(1);
        else {
          const yesterday = usWeek(d.subtract({ days: 1 }));
          expect(r.us.week).toBe(d.dayOfWeek === 7 ? yesterday + 1 : yesterday);
        }
        expect(r.summary).not.toMatch(/NaN|undefined/);
      }),
    );
  });
});
