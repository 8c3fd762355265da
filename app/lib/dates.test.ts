import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageLocale } from './locale';
import uiEn from '~/ui/messages/en';
import {
  calendarDifference,
  DATE_MESSAGES,
  relativeDays,
  daysBetween,
  easterSunday,
  formatDate,
  formatLongDate,
  monthName,
  WEEKDAYS,
  isLeapYear,
  isWeekend,
  lastWeekdayOfMonth,
  makeDate,
  MONDAY,
  nextOf,
  nextYearly,
  nthWeekdayOfMonth,
  parseIsoDate,
  parseYearOrDate,
  THURSDAY,
  usesTwelveHourClock,
  weekdayName,
} from './dates';

const d = (iso: string) => Temporal.PlainDate.from(iso);

describe('parsing', () => {
  it("names its failures by keys of the site's words, the spec's messages in English", () => {
    expect(Object.values(DATE_MESSAGES).map((key) => uiEn[key])).toEqual([
      'Use YYYY or YYYY-MM-DD',
      'Use YYYY-MM-DD',
      'Invalid date',
    ]);
  });

  it('reads YYYY-MM-DD and gives the spec messages', () => {
    expect(String(parseIsoDate('2024-02-29'))).toBe('2024-02-29');
    expect(parseIsoDate('2023-02-29')).toEqual({ error: DATE_MESSAGES.invalid });
    expect(parseIsoDate('2024-13-01')).toEqual({ error: DATE_MESSAGES.invalid });
    expect(parseIsoDate('0000-01-01')).toEqual({ error: DATE_MESSAGES.invalid });
    for (const bad of ['2024-2-3', '24-02-03', '2024/02/03', 'tomorrow', '', '2024', '+002024-01-01'])
      expect(parseIsoDate(bad)).toEqual({ error: DATE_MESSAGES.useDate });
  });
  it('reads a bare year as 1 January, otherwise as YYYY-MM-DD', () => {
    expect(String(parseYearOrDate('1990'))).toBe('1990-01-01');
    expect(String(parseYearOrDate(' 1990-05-17 '))).toBe('1990-05-17');
    expect(parseYearOrDate('1990-02-30')).toEqual({ error: DATE_MESSAGES.invalid });
    expect(parseYearOrDate('May 1990')).toEqual({ error: DATE_MESSAGES.useYearOrDate });
    expect(parseYearOrDate('0000')).toEqual({ error: DATE_MESSAGES.invalid });
  });
  it('never throws for out-of-range parts', () => {
    expect(makeDate(10000, 1, 1)).toBeNull();
    expect(makeDate(2024, 0, 1)).toBeNull();
    expect(makeDate(2024, 1, 1.5)).toBeNull();
    expect(makeDate(NaN, 1, 1)).toBeNull();
  });
});

describe('calendar facts', () => {
  it('names weekdays and formats dates', () => {
    expect(weekdayName(d('1969-07-20'))).toBe('Sunday');
    expect(formatLongDate(d('1969-07-20'))).toBe('Sunday, July 20, 1969');
    expect(isWeekend(d('2026-11-22'))).toBe(true);
    expect(isWeekend(d('2026-11-23'))).toBe(false);
  });
  it('knows leap years', () => {
    expect([1900, 2000, 2023, 2024, 2100].map(isLeapYear)).toEqual([false, true, false, true, false]);
  });
  it('finds Easter Sunday (published dates)', () => {
    const published: Record<number, string> = {
      2000: '2000-04-23',
      2019: '2019-04-21',
      2024: '2024-03-31',
      2025: '2025-04-20',
      2026: '2026-04-05',
      2027: '2027-03-28',
      2028: '2028-04-16',
      2038: '2038-04-25',
    };
    for (const [year, date] of Object.entries(published))
      expect(String(easterSunday(Number(year)))).toBe(date);
  });
  it('finds the nth and the last weekday of a month', () => {
    // Thanksgiving: 4th Thursday of November; Memorial Day: last Monday of May.
    expect(String(nthWeekdayOfMonth(2024, 11, THURSDAY, 4))).toBe('2024-11-28');
    expect(String(nthWeekdayOfMonth(2025, 11, THURSDAY, 4))).toBe('2025-11-27');
    expect(String(nthWeekdayOfMonth(2026, 11, THURSDAY, 4))).toBe('2026-11-26');
    expect(String(nthWeekdayOfMonth(2026, 9, MONDAY, 1))).toBe('2026-09-07');
    expect(String(lastWeekdayOfMonth(2024, 5, MONDAY))).toBe('2024-05-27');
    expect(String(lastWeekdayOfMonth(2025, 5, MONDAY))).toBe('2025-05-26');
    expect(String(lastWeekdayOfMonth(2026, 5, MONDAY))).toBe('2026-05-25');
  });
});

describe('differences and next occurrences', () => {
  it('counts days and calendar parts', () => {
    expect(daysBetween(d('2024-01-01'), d('2025-01-01'))).toBe(366);
    expect(daysBetween(d('2025-01-01'), d('2024-01-01'))).toBe(-366);
    expect(calendarDifference(d('1990-05-17'), d('2026-11-22'))).toEqual({ years: 36, months: 6, days: 5 });
  });
  it('recombines: adding the difference to the start gives the end', () => {
    const date = fc
      .record({
        y: fc.integer({ min: 1900, max: 2100 }),
        m: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 28 }),
      })
      .map(({ y, m, day }) => Temporal.PlainDate.from({ year: y, month: m, day }));
    fc.assert(
      fc.property(date, date, (a, b) => {
        const [from, to] = Temporal.PlainDate.compare(a, b) <= 0 ? [a, b] : [b, a];
        const diff = calendarDifference(from, to);
        expect(String(from.add(diff))).toBe(String(to));
      }),
    );
  });
  it('finds the next yearly date; 29 February falls on the 28th in common years', () => {
    const today = d('2026-11-22');
    expect(String(nextYearly(today, 12, 25))).toBe('2026-12-25');
    expect(String(nextYearly(today, 11, 22))).toBe('2026-11-22');
    expect(String(nextYearly(today, 11, 22, { todayCounts: false }))).toBe('2027-11-22');
    expect(String(nextYearly(today, 2, 29))).toBe('2027-02-28');
    expect(String(nextYearly(d('2027-03-01'), 2, 29))).toBe('2028-02-29');
  });
  it('finds the next movable date', () => {
    expect(String(nextOf(d('2026-11-22'), easterSunday))).toBe('2027-03-28');
    expect(String(nextOf(d('2026-04-05'), easterSunday))).toBe('2026-04-05');
  });
});

describe('relativeDays', () => {
  it('words a distance in days', () => {
    expect([0, 1, -1, 82, -9, 20944].map(relativeDays)).toEqual([
      'today',
      'tomorrow',
      'yesterday',
      'in 82 days',
      '9 days ago',
      'in 20,944 days',
    ]);
  });
});

describe('in the page language', () => {
  afterEach(() => setPageLocale('en'));

  it('writes dates, weekdays, months and distances as each language does', () => {
    const moon = d('1969-07-20');
    const seen = (['de', 'fr', 'ja', 'ar'] as const).map((locale) => {
      setPageLocale(locale);
      return [formatLongDate(moon), formatDate(moon), weekdayName(moon), monthName(7), relativeDays(-1)];
    });
    expect(seen).toEqual([
      ['Sonntag, 20. Juli 1969', '20. Juli 1969', 'Sonntag', 'Juli', 'gestern'],
      ['dimanche 20 juillet 1969', '20 juillet 1969', 'dimanche', 'juillet', 'hier'],
      ['1969年7月20日日曜日', '1969年7月20日', '日曜日', '7月', '昨日'],
      ['الأحد، 20 يوليو 1969', '20 يوليو 1969', 'الأحد', 'يوليو', 'أمس'],
    ]);
  });

  it('names the weekday Temporal counts, in every year from 1 to 9999', () => {
    const date = fc
      .record({
        year: fc.integer({ min: 1, max: 9999 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 28 }),
      })
      .map((parts) => Temporal.PlainDate.from(parts));
    fc.assert(fc.property(date, (day) => weekdayName(day) === WEEKDAYS[day.dayOfWeek - 1]));
  });

  it('keeps the years before 100 and the distances with grouped digits', () => {
    expect(formatLongDate(d('0005-03-01'))).toBe('Tuesday, March 1, 5');
    setPageLocale('de');
    expect(relativeDays(20944)).toBe('in 20.944 Tagen');
  });
});

describe('the clock each language reads', () => {
  afterEach(() => setPageLocale('en'));
  it('is 12-hour in English, Hindi and Arabic, 24-hour in the others', () => {
    const twelve = (['en', 'es', 'pt-br', 'de', 'fr', 'hi', 'ja', 'ar'] as const).filter((locale) => {
      setPageLocale(locale);
      return usesTwelveHourClock();
    });
    expect(twelve).toEqual(['en', 'hi', 'ar']);
  });
});
