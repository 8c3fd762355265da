import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDifference, daysBetween, nextYearly, DATE_MESSAGES } from '~/lib/dates';
import { translate, type T } from '~/lib/i18n';
import { ageCalculator, nextRoundAge, ordinalForm, type AgeError, type AgeResult } from './age-calculator';
import en from './messages/en';
import { agePartsText, ordinalText, summaryText } from './words';

/** The page's words in English, as the component gets them. */
const t = ((key: keyof typeof en, params?: Record<string, string | number>) =>
  translate(en[key], params)) as unknown as T<typeof en>;
const summary = (r: AgeResult) => summaryText(t, r);

const date = (iso: string) => Temporal.PlainDate.from(iso);

/** The result, failing the test when it is an error or empty. */
function age(dob: string, target: string): AgeResult {
  const result = ageCalculator(dob, target);
  if (result === null || 'error' in result) throw new Error(`no result: ${JSON.stringify(result)}`);
  return result;
}

function failure(dob: string, target: string): AgeError {
  const result = ageCalculator(dob, target);
  if (result === null || !('error' in result)) throw new Error(`no error: ${JSON.stringify(result)}`);
  return result;
}

/** A date from 0001-01-01 to 9999-12-31. */
const FIRST = date('0001-01-01');
const LAST_DAY = daysBetween(FIRST, date('9999-12-31'));
const anyDate = fc.integer({ min: 0, max: LAST_DAY }).map((days) => FIRST.add({ days }));
/** Two dates in order, the second within ~120 years of the first most of the time. */
const orderedPair = fc
  .tuple(anyDate, fc.oneof(fc.integer({ min: 0, max: 45_000 }), fc.integer({ min: 0, max: LAST_DAY })))
  .filter(([birth, span]) => daysBetween(birth, date('9999-12-31')) >= span)
  .map(([birth, span]) => [birth, birth.add({ days: span })] as const);

describe('the browser test example: born 1988-03-14, on 2026-11-22', () => {
  const r = age('1988-03-14', '2026-11-22');

  it('is 38 years, 8 months, 8 days old', () => {
    expect([r.years, r.months, r.days]).toEqual([38, 8, 8]);
    expect(date('1988-03-14').add({ years: 38, months: 8, days: 8 }).toString()).toBe('2026-11-22');
  });
  it('has lived 14,132 days, x 24 hours and x 1440 minutes', () => {
    // 1988-03-14 to 2026-03-14 is 38 years with 10 leap days (1992 ... 2024): 38 * 365 + 10 = 13,880;
    // then 2026-03-14 to 2026-11-22 is 17 + 30 + 31 + 30 + 31 + 31 + 30 + 31 + 22 = 252 days.
    expect(r.totalDays).toBe(38 * 365 + 10 + 252);
    expect(r.totalDays).toBe(14_132);
    expect(r.totalHours).toBe(339_168);
    expect(r.totalMinutes).toBe(20_350_080);
  });
  it('was born on a Monday', () => {
    expect(r.weekdayBorn).toBe('Monday');
  });
  it('has the next birthday on 2027-03-14, 112 days away (8 + 31 + 31 + 28 + 14)', () => {
    expect(r.nextBirthdayISO).toBe('2027-03-14');
    expect(r.daysToNextBirthday).toBe(112);
    expect(r.nextBirthday).toMatchObject({ readable: 'Sunday, March 14, 2027', age: 39 });
    expect(r.isBirthday).toBe(false);
    expect(r.birthdayAfter.iso).toBe('2027-03-14');
  });
  it('reaches the milestone 40 on 2028-03-14', () => {
    expect(r.nextRoundAge).toBe(40);
    expect(r.milestone).toMatchObject({ iso: '2028-03-14', readable: 'Tuesday, March 14, 2028', age: 40 });
    expect(r.milestone.daysAway).toBe(112 + 366);
  });
  it('carries the dates and a one-line summary', () => {
    expect(r.birthDate).toBe('1988-03-14');
    expect(r.targetDate).toBe('2026-11-22');
    expect(r.targetReadable).toBe('Sunday, November 22, 2026');
    expect(summary(r)).toBe('Born 1988-03-14: 38 years, 8 months, 8 days old on 2026-11-22');
  });
});

describe('validation', () => {
  it('gives no result while either date is empty', () => {
    expect(ageCalculator('', '2026-11-22')).toBeNull();
    expect(ageCalculator('1988-03-14', '')).toBeNull();
    expect(ageCalculator('   ', '  ')).toBeNull();
  });
  it("says 'Target date cannot be before birth date' when it is", () => {
    expect(failure('1988-03-14', '1988-03-13')).toEqual({
      error: 'targetBeforeBirth',
      field: 'target',
    });
    expect(en.targetBeforeBirth).toBe('Target date cannot be before birth date');
    expect(failure('2026', '2025-12-31').error).toBe('targetBeforeBirth');
  });
  it.each(['abc', '88-03-14', '1988/03/14', '14.03.1988', '1988-3-14', '19880314', '-1988', '+01988-03-14'])(
    '%j gives DATE_MESSAGES.useYearOrDate',
    (text) => {
      expect(failure(text, '2026-11-22')).toEqual({ error: DATE_MESSAGES.useYearOrDate, field: 'dob' });
      expect(failure('1988-03-14', text)).toEqual({ error: DATE_MESSAGES.useYearOrDate, field: 'target' });
    },
  );
  it.each(['1988-02-30', '2023-02-29', '1988-13-01', '1988-00-10', '1988-04-31', '0000-01-01', '0000'])(
    '%j gives DATE_MESSAGES.invalid',
    (text) => {
      expect(failure(text, '2026-11-22')).toEqual({ error: DATE_MESSAGES.invalid, field: 'dob' });
      expect(failure('0001-01-01', text)).toEqual({ error: DATE_MESSAGES.invalid, field: 'target' });
    },
  );
  it('checks the birth date first', () => {
    expect(failure('abc', '1988-02-30').field).toBe('dob');
  });
  it('reads a bare year as 1 January, and trims spaces', () => {
    expect(age('1988', '2026-11-22')).toMatchObject({
      birthDate: '1988-01-01',
      years: 38,
      months: 10,
      days: 21,
    });
    expect(age(' 1988-03-14 ', ' 2026 ')).toMatchObject({ targetDate: '2026-01-01', years: 37, months: 9 });
  });
  it('never crashes at the ends of years 1 to 9999, nor beyond them', () => {
    const r = age('0001-01-01', '9999-12-31');
    expect([r.years, r.months, r.days]).toEqual([9998, 11, 30]);
    expect(r.totalDays).toBe(daysBetween(date('0001-01-01'), date('9999-12-31')));
    // The next birthday and milestone lie in year 10000: still real dates, never 'Invalid Date'.
    // The Gregorian calendar repeats every 400 years: 1 January 10000 is a Saturday like 1 January 2000.
    expect(r.nextBirthday.readable).toBe('Saturday, January 1, 10000');
    expect(r.milestone.age).toBe(10_000);
    expect(JSON.stringify(r)).not.toMatch(/NaN|Infinity|undefined|Invalid/);
    expect(failure('10000-01-01', '2026-11-22').error).toBe(DATE_MESSAGES.useYearOrDate);
    expect(failure('275760-09-13', '2026-11-22').error).toBe(DATE_MESSAGES.useYearOrDate);
    expect(age('9999-12-31', '9999-12-31')).toMatchObject({
      years: 0,
      totalDays: 0,
      nextBirthdayISO: '+010000-12-31',
    });
  });
});

describe('29 February birthdays (celebrated on 28 February in a common year)', () => {
  it('turn a year older on 28 February of a common year, with the countdown at 0', () => {
    const r = age('2000-02-29', '2023-02-28');
    expect([r.years, r.months, r.days]).toEqual([23, 0, 0]);
    expect(r.isBirthday).toBe(true);
    expect(r.nextBirthdayISO).toBe('2023-02-28');
    expect(r.daysToNextBirthday).toBe(0);
    // The one after is on the real 29 February of the leap year 2024.
    expect(r.birthdayAfter).toMatchObject({ iso: '2024-02-29', daysAway: 366, age: 24 });
    // Temporal's own difference disagrees (which is why dates.ts counts the parts itself).
    const temporal = date('2000-02-29').until(date('2023-02-28'), { largestUnit: 'years' });
    expect([temporal.years, temporal.months, temporal.days]).toEqual([22, 11, 30]);
  });
  it('are one day short of a birthday on 27 February, and one day past it on 1 March', () => {
    expect(age('2000-02-29', '2023-02-27')).toMatchObject({
      years: 22,
      months: 11,
      days: 29,
      nextBirthdayISO: '2023-02-28',
      daysToNextBirthday: 1,
    });
    expect(age('2000-02-29', '2023-03-01')).toMatchObject({
      years: 23,
      months: 0,
      days: 1,
      nextBirthdayISO: '2024-02-29',
      daysToNextBirthday: 365,
    });
  });
  it('turn a year older on 29 February itself in a leap year, not on the 28th', () => {
    expect(age('2000-02-29', '2024-02-28')).toMatchObject({
      years: 23,
      months: 11,
      days: 30,
      daysToNextBirthday: 1,
    });
    expect(age('2000-02-29', '2024-02-29')).toMatchObject({
      years: 24,
      months: 0,
      days: 0,
      isBirthday: true,
    });
  });
  it('agree with dates.ts nextYearly on when the birthday falls', () => {
    for (const target of [
      '2023-02-27',
      '2023-02-28',
      '2023-03-01',
      '2024-02-28',
      '2024-02-29',
      '2100-02-28',
    ]) {
      const r = age('2000-02-29', target);
      expect(r.nextBirthdayISO, target).toBe(nextYearly(date(target), 2, 29).toString());
    }
  });
  it('give a milestone on 28 February when that year is common (2000 + 25 = 2025)', () => {
    expect(age('2000-02-29', '2023-02-28').milestone).toMatchObject({ age: 25, iso: '2025-02-28' });
  });
});

describe('month ends (born 31 January)', () => {
  it('counts a month on the last day of a shorter month, then the days after it', () => {
    expect(age('2001-01-31', '2001-02-27')).toMatchObject({ years: 0, months: 0, days: 27 });
    expect(age('2001-01-31', '2001-02-28')).toMatchObject({ years: 0, months: 1, days: 0 });
    expect(age('2001-01-31', '2001-03-01')).toMatchObject({ years: 0, months: 1, days: 1 });
    expect(age('2001-01-31', '2001-03-30')).toMatchObject({ years: 0, months: 1, days: 30 });
    // Two months are counted from 31 January, not from 28 February: 31 March.
    expect(age('2001-01-31', '2001-03-31')).toMatchObject({ years: 0, months: 2, days: 0 });
    expect(age('2001-01-31', '2001-04-30')).toMatchObject({ years: 0, months: 3, days: 0 });
    expect(age('2004-01-31', '2004-02-29')).toMatchObject({ years: 0, months: 1, days: 0 });
  });
  it('crosses a year end', () => {
    expect(age('1999-12-31', '2000-01-01')).toMatchObject({ years: 0, months: 0, days: 1, totalDays: 1 });
    expect(age('1999-12-31', '2000-12-30')).toMatchObject({
      years: 0,
      months: 11,
      days: 30,
      daysToNextBirthday: 1,
    });
    expect(age('1999-12-31', '2000-12-31')).toMatchObject({ years: 1, months: 0, days: 0, isBirthday: true });
  });
});

describe('birthdays and the day of birth', () => {
  it('on a birthday: the countdown is 0 and the birthday after is a year later', () => {
    const r = age('1988-03-14', '2026-03-14');
    expect(r).toMatchObject({ years: 38, months: 0, days: 0, isBirthday: true, daysToNextBirthday: 0 });
    expect(r.nextBirthday).toMatchObject({ iso: '2026-03-14', age: 38, daysAway: 0 });
    expect(r.birthdayAfter).toMatchObject({ iso: '2027-03-14', age: 39, daysAway: 365 });
    expect(r.nextRoundAge).toBe(40);
  });
  it('on a milestone birthday the next milestone is 5 years on', () => {
    expect(age('1986-03-14', '2026-03-14')).toMatchObject({ years: 40, nextRoundAge: 45, isBirthday: true });
  });
  it('on the day of birth: age 0, not a birthday, the first birthday a year later', () => {
    const r = age('2026-11-22', '2026-11-22');
    expect(r).toMatchObject({ years: 0, months: 0, days: 0, totalDays: 0, totalHours: 0, totalMinutes: 0 });
    expect(r.isBirthday).toBe(false);
    expect(r).toMatchObject({ nextBirthdayISO: '2027-11-22', daysToNextBirthday: 365, nextRoundAge: 5 });
    expect(summary(r)).toBe('Born 2026-11-22: 0 years, 0 months, 0 days old on 2026-11-22');
  });
  it('writes 1 year, 1 month, 1 day in the singular', () => {
    expect(summary(age('2020-01-01', '2021-02-02'))).toBe(
      'Born 2020-01-01: 1 year, 1 month, 1 day old on 2021-02-02',
    );
    expect(agePartsText(t, { years: 2, months: 0, days: 1 })).toBe('2 years, 0 months, 1 day');
    expect(summary(age('0001-01-01', '9999-12-31'))).toBe(
      'Born 0001-01-01: 9,998 years, 11 months, 30 days old on 9999-12-31',
    );
  });
});

it.each([
  [1, '1st'],
  [2, '2nd'],
  [3, '3rd'],
  [4, '4th'],
  [11, '11th'],
  [12, '12th'],
  [13, '13th'],
  [21, '21st'],
  [38, '38th'],
  [101, '101st'],
  [112, '112th'],
])('ordinal(%i) is %s', (n, text) => {
  expect(ordinalText(t, n)).toBe(text);
  expect(['one', 'two', 'few', 'other']).toContain(ordinalForm(n));
});

describe('the milestone rule (next multiple of 5 strictly above the age)', () => {
  it.each([
    [0, 5],
    [4, 5],
    [5, 10],
    [38, 40],
    [39, 40],
    [40, 45],
    [99, 100],
  ])('age %i gives %i', (years, expected) => {
    expect(nextRoundAge(years)).toBe(expected);
  });
});

describe('invariants', () => {
  it('the parts add back up to the target: dob.add({ years, months, days }) = target', () => {
    fc.assert(
      fc.property(orderedPair, ([birth, target]) => {
        const { years, months, days } = calendarDifference(birth, target);
        expect(birth.add({ years, months, days }).toString()).toBe(target.toString());
        expect(years).toBeGreaterThanOrEqual(0);
        expect(months).toBeGreaterThanOrEqual(0);
        expect(months).toBeLessThanOrEqual(11);
        expect(days).toBeGreaterThanOrEqual(0);
        expect(days).toBeLessThanOrEqual(30);
      }),
      { numRuns: 2000 },
    );
  });
  it('the parts agree with Temporal when the birth day is 1 to 28 (no month end involved)', () => {
    fc.assert(
      fc.property(
        orderedPair.filter(([birth]) => birth.day <= 28),
        ([birth, target]) => {
          const temporal = birth.until(target, { largestUnit: 'years' });
          expect(calendarDifference(birth, target)).toEqual({
            years: temporal.years,
            months: temporal.months,
            days: temporal.days,
          });
        },
      ),
      { numRuns: 1000 },
    );
  });
  it('the countdown and the milestone are consistent with the age', () => {
    fc.assert(
      fc.property(orderedPair, ([birth, target]) => {
        const r = age(birth.toString(), target.toString());
        expect(r.totalDays).toBe(daysBetween(birth, target));
        expect(r.daysToNextBirthday).toBeGreaterThanOrEqual(0);
        expect(r.daysToNextBirthday).toBeLessThanOrEqual(366);
        expect(r.daysToNextBirthday === 0).toBe(r.isBirthday);
        // On the birthday after the target the age goes up by one, and not a day earlier.
        if (r.birthdayAfter.date.year <= 9999) {
          expect(age(birth.toString(), r.birthdayAfter.iso).years).toBe(r.years + 1);
          expect(age(birth.toString(), r.birthdayAfter.date.subtract({ days: 1 }).toString()).years).toBe(
            r.years,
          );
        }
        expect(r.nextRoundAge % 5).toBe(0);
        expect(r.nextRoundAge).toBeGreaterThan(r.years);
        expect(r.nextRoundAge).toBeLessThanOrEqual(r.years + 5);
        expect(r.milestone.daysAway).toBeGreaterThan(0);
        expect(JSON.stringify(r)).not.toMatch(/NaN|Infinity|undefined|Invalid/);
      }),
      { numRuns: 500 },
    );
  });
  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), (a, b) => {
        const r = ageCalculator(a, b);
        if (r !== null && 'error' in r) {
          expect([DATE_MESSAGES.useYearOrDate, DATE_MESSAGES.invalid, 'targetBeforeBirth']).toContain(
            r.error,
          );
        }
      }),
    );
  });
});
