import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWeekend, DATE_MESSAGES } from '~/lib/dates';
import { translate, type T } from '~/lib/i18n';
import {
  businessDays,
  countBusinessDays,
  weeksAndDays,
  type BusinessDaysCount,
  type BusinessDaysInput,
} from './business-days';
import en from './messages/en';
import { summaryText, weeksAndDaysText } from './words';
import { federalHolidays, observedDate, observedHolidaysBetween, type FederalHoliday } from './holidays';

const d = (iso: string) => Temporal.PlainDate.from(iso);
/** The page's words in English, as the component gets them. */
const t = ((key: keyof typeof en, params?: Record<string, string | number>) =>
  translate(en[key], params)) as unknown as T<typeof en>;
/** A holiday's name as the English page shows it. */
const nameOf = (h: FederalHoliday) => en[`federal.${h.id}`];
const businessDaysSummary = (r: BusinessDaysCount) => summaryText(t, r);
const base: BusinessDaysInput = { start: '', end: '', includeEnd: false, excludeHolidays: true };
const calc = (patch: Partial<BusinessDaysInput>) => businessDays({ ...base, ...patch });
/** The count, failing the test when the input gave an error or no result. */
const count = (patch: Partial<BusinessDaysInput>): BusinessDaysCount => {
  const result = calc(patch);
  if (result === null || 'error' in result) throw new Error(`no count: ${JSON.stringify(result)}`);
  return result;
};
/** Observed days of one year's holidays, by name, as ISO strings. */
const observedIn = (year: number) =>
  Object.fromEntries(federalHolidays(year).map((h) => [nameOf(h), h.observed.toString()]));

describe('observed federal holidays, checked against OPM’s published calendars', () => {
  // https://www.opm.gov/policy-data-oversight/pay-leave/federal-holidays/ (yearly tables).
  const opm: Record<number, Record<string, string>> = {
    2021: {
      "New Year's Day": '2021-01-01',
      'Martin Luther King Jr. Day': '2021-01-18',
      "Presidents' Day": '2021-02-15',
      'Memorial Day': '2021-05-31',
      Juneteenth: '2021-06-18',
      'Independence Day': '2021-07-05',
      'Labor Day': '2021-09-06',
      'Columbus Day': '2021-10-11',
      'Veterans Day': '2021-11-11',
      Thanksgiving: '2021-11-25',
      'Christmas Day': '2021-12-24',
    },
    2022: {
      "New Year's Day": '2021-12-31',
      'Martin Luther King Jr. Day': '2022-01-17',
      "Presidents' Day": '2022-02-21',
      'Memorial Day': '2022-05-30',
      Juneteenth: '2022-06-20',
      'Independence Day': '2022-07-04',
      'Labor Day': '2022-09-05',
      'Columbus Day': '2022-10-10',
      'Veterans Day': '2022-11-11',
      Thanksgiving: '2022-11-24',
      'Christmas Day': '2022-12-26',
    },
    2023: {
      "New Year's Day": '2023-01-02',
      'Martin Luther King Jr. Day': '2023-01-16',
      "Presidents' Day": '2023-02-20',
      'Memorial Day': '2023-05-29',
      Juneteenth: '2023-06-19',
      'Independence Day': '2023-07-04',
      'Labor Day': '2023-09-04',
      'Columbus Day': '2023-10-09',
      'Veterans Day': '2023-11-10',
      Thanksgiving: '2023-11-23',
      'Christmas Day': '2023-12-25',
    },
    2024: {
      "New Year's Day": '2024-01-01',
      'Martin Luther King Jr. Day': '2024-01-15',
      "Presidents' Day": '2024-02-19',
      'Memorial Day': '2024-05-27',
      Juneteenth: '2024-06-19',
      'Independence Day': '2024-07-04',
      'Labor Day': '2024-09-02',
      'Columbus Day': '2024-10-14',
      'Veterans Day': '2024-11-11',
      Thanksgiving: '2024-11-28',
      'Christmas Day': '2024-12-25',
    },
    2025: {
      "New Year's Day": '2025-01-01',
      'Martin Luther King Jr. Day': '2025-01-20',
      "Presidents' Day": '2025-02-17',
      'Memorial Day': '2025-05-26',
      Juneteenth: '2025-06-19',
      'Independence Day': '2025-07-04',
      'Labor Day': '2025-09-01',
      'Columbus Day': '2025-10-13',
      'Veterans Day': '2025-11-11',
      Thanksgiving: '2025-11-27',
      'Christmas Day': '2025-12-25',
    },
    2026: {
      "New Year's Day": '2026-01-01',
      'Martin Luther King Jr. Day': '2026-01-19',
      "Presidents' Day": '2026-02-16',
      'Memorial Day': '2026-05-25',
      Juneteenth: '2026-06-19',
      'Independence Day': '2026-07-03',
      'Labor Day': '2026-09-07',
      'Columbus Day': '2026-10-12',
      'Veterans Day': '2026-11-11',
      Thanksgiving: '2026-11-26',
      'Christmas Day': '2026-12-25',
    },
    2027: {
      "New Year's Day": '2027-01-01',
      'Martin Luther King Jr. Day': '2027-01-18',
      "Presidents' Day": '2027-02-15',
      'Memorial Day': '2027-05-31',
      Juneteenth: '2027-06-18',
      'Independence Day': '2027-07-05',
      'Labor Day': '2027-09-06',
      'Columbus Day': '2027-10-11',
      'Veterans Day': '2027-11-11',
      Thanksgiving: '2027-11-25',
      'Christmas Day': '2027-12-24',
    },
  };

  it.each(Object.keys(opm).map(Number))('%i matches OPM, all 11 holidays', (year) => {
    expect(observedIn(year)).toEqual(opm[year]);
  });

  it('a 1 January on a Saturday is observed on the previous 31 December', () => {
    for (const year of [2022, 2028, 2033]) {
      const newYear = federalHolidays(year)[0]!;
      expect(newYear.date.toString()).toBe(`${year}-01-01`);
      expect(newYear.observed.toString()).toBe(`${year - 1}-12-31`);
    }
  });

  it('Saturday moves to Friday, Sunday to Monday, weekdays stay', () => {
    expect(observedDate(d('2026-07-04')).toString()).toBe('2026-07-03');
    expect(observedDate(d('2021-07-04')).toString()).toBe('2021-07-05');
    expect(observedDate(d('2024-07-04')).toString()).toBe('2024-07-04');
  });

  it('every observed day is a weekday, and no two holidays share one', () => {
    for (let year = 1990; year <= 2110; year++) {
      const days = federalHolidays(year).map((h) => h.observed);
      for (const day of days) expect(isWeekend(day), day.toString()).toBe(false);
      expect(new Set(days.map(String)).size).toBe(days.length);
    }
  });

  it('counts Juneteenth from 2021 and Martin Luther King Jr. Day from 1986 only', () => {
    expect(observedIn(2020)).not.toHaveProperty('Juneteenth');
    expect(federalHolidays(2020)).toHaveLength(10);
    expect(observedIn(1986)['Martin Luther King Jr. Day']).toBe('1986-01-20');
    expect(federalHolidays(1985).map(nameOf)).not.toContain('Martin Luther King Jr. Day');
    expect(federalHolidays(1985)).toHaveLength(9);
  });

  it('finds New Year’s Day of the next year observed in late December', () => {
    const found = observedHolidaysBetween(d('2021-12-20'), d('2021-12-31'));
    expect(found.map((h) => [nameOf(h), h.date.toString(), h.observed.toString()])).toEqual([
      ['Christmas Day', '2021-12-25', '2021-12-24'],
      ["New Year's Day", '2022-01-01', '2021-12-31'],
    ]);
  });
});

describe('the link example: 2026-11-23 to 2026-12-31, end included', () => {
  it('27 business days: Thanksgiving and Christmas skipped, 10 weekend days', () => {
    const r = count({ start: '2026-11-23', end: '2026-12-31', includeEnd: true });
    expect(r).toMatchObject({ businessDays: 27, totalDays: 39, weekendsSkipped: 10, weeksSpanned: 5.6 });
    expect(r.holidaysSkipped.map((h) => [nameOf(h), h.observed.toString()])).toEqual([
      ['Thanksgiving', '2026-11-26'],
      ['Christmas Day', '2026-12-25'],
    ]);
    expect(r.lastCounted?.toString()).toBe('2026-12-31');
    expect(businessDaysSummary(r)).toBe(
      '27 business days from Monday, November 23, 2026 to Thursday, December 31, 2026 ' +
        '(end date included; 2 US federal holidays skipped)',
    );
  });

  it('29 business days when holidays are not excluded (the holidays are still found)', () => {
    const r = count({ start: '2026-11-23', end: '2026-12-31', includeEnd: true, excludeHolidays: false });
    expect(r).toMatchObject({ businessDays: 29, totalDays: 39, weekendsSkipped: 10, holidaysSkipped: [] });
    expect(r.holidaysInRange).toHaveLength(2);
    expect(businessDaysSummary(r)).toMatch(
      /\(end date included; US federal holidays counted as business days\)$/,
    );
  });

  it('26 business days without the end date (Thursday 31 December is no longer counted)', () => {
    const r = count({ start: '2026-11-23', end: '2026-12-31' });
    expect(r).toMatchObject({ businessDays: 26, totalDays: 38, weekendsSkipped: 10 });
    expect(r.lastCounted?.toString()).toBe('2026-12-30');
  });
});

describe('ranges around weekends and the include-end rule', () => {
  it.each([
    // start, end, include end, business days, total days, weekend days
    ['2026-03-02', '2026-03-06', false, 4, 4, 0], // Monday to Friday, Friday not counted
    ['2026-03-02', '2026-03-06', true, 5, 5, 0],
    ['2026-03-06', '2026-03-09', false, 1, 3, 2], // Friday to Monday: only Friday
    ['2026-03-06', '2026-03-09', true, 2, 4, 2],
    ['2026-03-07', '2026-03-08', true, 0, 2, 2], // a whole weekend
    ['2026-03-07', '2026-03-09', false, 0, 2, 2], // Saturday up to Monday, Monday not counted
    ['2026-03-07', '2026-03-09', true, 1, 3, 2],
    ['2026-03-02', '2026-03-02', false, 0, 0, 0], // the same date: nothing without the end date
    ['2026-03-02', '2026-03-02', true, 1, 1, 0],
    ['2026-03-07', '2026-03-07', true, 0, 1, 1], // a lone Saturday
    ['2026-03-02', '2026-03-16', false, 10, 14, 4], // two whole weeks
    ['2026-03-04', '2026-03-18', true, 11, 15, 4], // Wednesday to Wednesday
  ] as const)(
    '%s to %s, end included %s: %i of %i days, %i weekend',
    (start, end, includeEnd, bd, total, we) => {
      expect(count({ start, end, includeEnd })).toMatchObject({
        businessDays: bd,
        totalDays: total,
        weekendsSkipped: we,
      });
    },
  );

  it('a holiday on the end date counts only when the end date is included', () => {
    // Monday 7 September 2026 is Labor Day.
    expect(count({ start: '2026-09-01', end: '2026-09-07' })).toMatchObject({
      businessDays: 4,
      holidaysSkipped: [],
    });
    const withEnd = count({ start: '2026-09-01', end: '2026-09-07', includeEnd: true });
    expect(withEnd.businessDays).toBe(4);
    expect(withEnd.holidaysSkipped.map(nameOf)).toEqual(['Labor Day']);
  });

  it('a holiday on a weekend is skipped once, on its observed weekday', () => {
    // Saturday 4 July 2026, observed Friday 3 July.
    const r = count({ start: '2026-06-29', end: '2026-07-05', includeEnd: true });
    expect(r).toMatchObject({ businessDays: 4, totalDays: 7, weekendsSkipped: 2 });
    expect(r.holidaysSkipped.map((h) => h.observed.toString())).toEqual(['2026-07-03']);
  });

  it('late December includes the next New Year’s Day observed on 31 December', () => {
    const r = count({ start: '2021-12-27', end: '2021-12-31', includeEnd: true });
    expect(r.businessDays).toBe(4);
    expect(r.holidaysSkipped.map((h) => [nameOf(h), h.date.toString()])).toEqual([
      ["New Year's Day", '2022-01-01'],
    ]);
  });

  it('a whole year: 2026 has 261 weekdays and 250 business days', () => {
    expect(count({ start: '2026-01-01', end: '2026-12-31', includeEnd: true })).toMatchObject({
      totalDays: 365,
      businessDays: 250,
      weekendsSkipped: 104,
    });
    // 2024 is a leap year: 366 days, 262 weekdays, 11 holidays.
    expect(count({ start: '2024-01-01', end: '2024-12-31', includeEnd: true })).toMatchObject({
      totalDays: 366,
      businessDays: 251,
    });
  });

  it('across 29 February', () => {
    expect(count({ start: '2024-02-26', end: '2024-03-04' })).toMatchObject({
      totalDays: 7,
      businessDays: 5,
    });
    expect(count({ start: '2023-02-27', end: '2023-03-06' })).toMatchObject({
      totalDays: 7,
      businessDays: 5,
    });
  });
});

describe('validation and messages', () => {
  it('shows no result until both dates are given', () => {
    expect(calc({})).toBeNull();
    expect(calc({ start: '2026-01-05' })).toBeNull();
    expect(calc({ end: '2026-01-05' })).toBeNull();
    expect(calc({ start: '   ', end: '2026-01-05' })).toBeNull();
  });

  it("end before start gives the spec's message", () => {
    expect(calc({ start: '2026-12-31', end: '2026-11-23' })).toEqual({
      error: 'endBeforeStart',
      field: 'end',
    });
    expect(en.endBeforeStart).toBe('End date cannot be before start date');
    expect(calc({ start: '2026-01-02', end: '2026-01-01', includeEnd: true })).toMatchObject({
      error: 'endBeforeStart',
    });
  });

  it('the counting helper swaps reversed dates', () => {
    const options = { includeEnd: true, excludeHolidays: true };
    const forward = countBusinessDays(d('2026-11-23'), d('2026-12-31'), options);
    const reversed = countBusinessDays(d('2026-12-31'), d('2026-11-23'), options);
    expect(reversed).toEqual(forward);
    expect(reversed.startDate.toString()).toBe('2026-11-23');
  });

  it.each([
    ['2026/11/23', DATE_MESSAGES.useDate],
    ['11/23/2026', DATE_MESSAGES.useDate],
    ['2026-1-5', DATE_MESSAGES.useDate],
    ['20261123', DATE_MESSAGES.useDate],
    ['2026-11-23T10:00', DATE_MESSAGES.useDate],
    ['+012026-11-23', DATE_MESSAGES.useDate],
    ['<script>alert(1)</script>', DATE_MESSAGES.useDate],
    ['x'.repeat(10_000), DATE_MESSAGES.useDate],
    ['2026-02-29', DATE_MESSAGES.invalid],
    ['2026-13-01', DATE_MESSAGES.invalid],
    ['2026-04-31', DATE_MESSAGES.invalid],
    ['0000-01-01', DATE_MESSAGES.invalid],
  ])('%j gives %j, for either date', (bad, message) => {
    expect(calc({ start: bad, end: '2026-12-31' })).toEqual({ error: message, field: 'start' });
    expect(calc({ start: '2026-01-01', end: bad })).toEqual({ error: message, field: 'end' });
  });

  it('the start date is checked first', () => {
    expect(calc({ start: 'nope', end: '2026-02-30' })).toMatchObject({ error: DATE_MESSAGES.useDate });
  });

  it('accepts 29 February of a leap year and surrounding spaces', () => {
    expect(count({ start: ' 2024-02-29 ', end: '2024-03-01' })).toMatchObject({
      totalDays: 1,
      businessDays: 1,
    });
  });

  it('refuses ranges longer than 100 years with its own message', () => {
    const tooLong = { error: 'rangeTooLong', values: { years: 100 }, field: 'end' };
    expect(translate(en.rangeTooLong, tooLong.values)).toBe('Choose dates at most 100 years apart');
    expect(count({ start: '2000-01-01', end: '2100-01-01', includeEnd: true }).totalDays).toBe(36526);
    expect(calc({ start: '2000-01-01', end: '2100-01-02' })).toEqual(tooLong);
    expect(calc({ start: '0001-01-01', end: '9999-12-31' })).toMatchObject({ error: 'rangeTooLong' });
  });
});

describe('edges of the calendar', () => {
  it('year 1 and year 9999 work (the next year’s New Year is looked up without a crash)', () => {
    // 1 January of year 1 was a Monday (proleptic Gregorian calendar): a holiday.
    expect(count({ start: '0001-01-01', end: '0001-01-07', includeEnd: true })).toMatchObject({
      businessDays: 4,
      weekendsSkipped: 2,
    });
    const last = count({ start: '9999-12-01', end: '9999-12-31', includeEnd: true });
    expect(last.totalDays).toBe(31);
    expect(Number.isFinite(last.businessDays)).toBe(true);
  });

  it('a 100-year range stays fast and consistent', () => {
    const begin = performance.now();
    const r = count({ start: '1950-01-01', end: '2049-12-31', includeEnd: true });
    expect(performance.now() - begin).toBeLessThan(1000);
    expect(r.totalDays).toBe(36525);
    expect(r.businessDays + r.weekendsSkipped + r.holidaysSkipped.length).toBe(r.totalDays);
    expect(r.weeksSpanned).toBe(5217.9);
  });

  it('weeks and days wording', () => {
    expect(weeksAndDays(39)).toEqual({ weeks: 5, days: 4 });
    expect(weeksAndDaysText(t, 0)).toBe('0 days');
    expect(weeksAndDaysText(t, 1)).toBe('1 day');
    expect(weeksAndDaysText(t, 7)).toBe('1 week');
    expect(weeksAndDaysText(t, 39)).toBe('5 weeks 4 days');
    expect(weeksAndDaysText(t, 36525)).toBe('5,217 weeks 6 days');
  });
});

describe('properties', () => {
  const dateArb = fc
    .integer({ min: 0, max: 2_900_000 })
    .map((n) => Temporal.PlainDate.from('1900-01-01').add({ days: n }));
  const options = fc.record({ includeEnd: fc.boolean(), excludeHolidays: fc.boolean() });

  it('business days never exceed total days, and business + weekend + holidays = total', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 0, max: 3000 }), options, (start, span, opts) => {
        const r = countBusinessDays(start, start.add({ days: span }), opts);
        expect(r.businessDays).toBeGreaterThanOrEqual(0);
        expect(r.businessDays).toBeLessThanOrEqual(r.totalDays);
        expect(r.businessDays + r.weekendsSkipped + r.holidaysSkipped.length).toBe(r.totalDays);
        expect(r.totalDays).toBe(span + (opts.includeEnd ? 1 : 0));
      }),
      { numRuns: 200 },
    );
  });

  it('agrees with counting day by day', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 0, max: 400 }), options, (start, span, opts) => {
        const end = start.add({ days: span });
        const r = countBusinessDays(start, end, opts);
        const holidays = new Set(
          [start.year, start.year + 1, start.year + 2].flatMap((y) =>
            federalHolidays(y).map((h) => String(h.observed)),
          ),
        );
        let business = 0;
        let weekend = 0;
        for (let i = 0; i < r.totalDays; i++) {
          const day = start.add({ days: i });
          if (isWeekend(day)) weekend++;
          else if (!opts.excludeHolidays || !holidays.has(String(day))) business++;
        }
        expect([r.businessDays, r.weekendsSkipped]).toEqual([business, weekend]);
      }),
      { numRuns: 200 },
    );
  });

  it('including the end date adds one day and at most one business day', () => {
    fc.assert(
      fc.property(
        dateArb,
        fc.integer({ min: 0, max: 1000 }),
        fc.boolean(),
        (start, span, excludeHolidays) => {
          const end = start.add({ days: span });
          const without = countBusinessDays(start, end, { includeEnd: false, excludeHolidays });
          const withEnd = countBusinessDays(start, end, { includeEnd: true, excludeHolidays });
          expect(withEnd.totalDays - without.totalDays).toBe(1);
          expect([0, 1]).toContain(withEnd.businessDays - without.businessDays);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('excluding holidays never adds business days', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 0, max: 2000 }), fc.boolean(), (start, span, includeEnd) => {
        const end = start.add({ days: span });
        const off = countBusinessDays(start, end, { includeEnd, excludeHolidays: false });
        const on = countBusinessDays(start, end, { includeEnd, excludeHolidays: true });
        expect(off.businessDays - on.businessDays).toBe(on.holidaysSkipped.length);
        expect(on.holidaysSkipped).toEqual(off.holidaysInRange);
      }),
      { numRuns: 100 },
    );
  });
});
