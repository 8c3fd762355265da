import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDifference, formatDate, monthName, DATE_MESSAGES } from '~/lib/dates';
import { buildIcs } from '~/lib/download';
import { translate } from '~/lib/i18n';
import {
  halfAge,
  halfBirthdayAt,
  halfBirthdayCalculator,
  halfBirthdayRule,
  type HalfBirthdayResult,
  type HalfBirthdayRule,
} from './half-birthday-calculator';
import en from './messages/en';

const date = (iso: string) => Temporal.PlainDate.from(iso);
/** The browser test's clock: Sunday, November 22, 2026. */
const TODAY = date('2026-11-22');

// The page's English for a result (as HalfBirthdayCalculator words it from the catalogue).
const monthDay = (rule: HalfBirthdayRule) => ({ month: monthName(rule.month), day: String(rule.day) });
const everyYearOf = (rule: HalfBirthdayRule) =>
  rule.leapYearDay ? en.leapYearDay : translate(en.monthDay, monthDay(rule));
const clampNote = (rule: HalfBirthdayRule) =>
  rule.clamp === null
    ? null
    : rule.clamp === 'no31'
      ? translate(en.clampNo31, monthDay(rule))
      : en[`clamp.${rule.clamp}`];
const summary = ({ next }: HalfBirthdayResult) =>
  next.daysAway === 0
    ? translate(en.summaryToday, { age: next.age, date: formatDate(next.date) })
    : next.daysAway === 1
      ? translate(en.summaryTomorrow, { date: next.readable, age: next.age })
      : translate(en.summaryInDays, { date: next.readable, age: next.age, n: next.daysAway });
const calendar = (r: HalfBirthdayResult) => ({
  filename: r.filename,
  title: en.calendarTitle,
  description: translate(en.calendarDescription, { age: r.next.age, born: formatDate(r.birth) }),
});

function calc(dob: string, today = TODAY): HalfBirthdayResult {
  const result = halfBirthdayCalculator(dob, today);
  if (result === null || 'error' in result)
    throw new Error(`expected a result, got ${JSON.stringify(result)}`);
  return result;
}

describe('halfBirthdayAt: six months on, clamped in its own year', () => {
  it.each([
    // 31 August: 28 February in a common year, 29 February in a leap year.
    ['1990-08-31', 36, '2027-02-28'],
    ['1990-08-31', 37, '2028-02-29'],
    ['1990-08-31', 35, '2026-02-28'],
    ['1990-08-31', 0, '1991-02-28'],
    ['1991-08-31', 0, '1992-02-29'],
    ['1990-08-30', 37, '2028-02-29'],
    ['1990-08-29', 36, '2027-02-28'],
    ['1990-08-29', 37, '2028-02-29'],
    // 31 March, May, October and December fall on the 30th.
    ['1985-03-31', 41, '2026-09-30'],
    ['1985-05-31', 0, '1985-11-30'],
    ['1985-10-31', 0, '1986-04-30'],
    ['1985-12-31', 40, '2026-06-30'],
    // 31 January and 31 July have 31-day partners.
    ['1985-01-31', 0, '1985-07-31'],
    ['1985-07-31', 0, '1986-01-31'],
    // 29 February is 29 August every year, never 28 August.
    ['2000-02-29', 26, '2026-08-29'],
    ['2000-02-29', 27, '2027-08-29'],
    ['2000-02-29', 0, '2000-08-29'],
    // 1 January and 15 June.
    ['2001-01-01', 25, '2026-07-01'],
    ['1995-06-15', 31, '2026-12-15'],
    // Across the year boundary.
    ['2000-07-01', 26, '2027-01-01'],
    ['2000-06-30', 26, '2026-12-30'],
    ['2000-12-31', 25, '2026-06-30'],
  ])('%s at age %i½ is %s', (birth, years, expected) => {
    expect(halfBirthdayAt(date(birth), years).toString()).toBe(expected);
  });
});

describe('halfBirthdayRule: the month and day every year', () => {
  it.each([
    ['1990-08-31', 'February 28 (February 29 in leap years)', /February has no 31st/],
    ['1990-08-30', 'February 28 (February 29 in leap years)', /February has no 30th/],
    ['1990-08-29', 'February 28 (February 29 in leap years)', /a 29th only in leap years/],
    ['1990-08-28', 'February 28', null],
    [
      '1985-03-31',
      'September 30',
      /^September has no 31st, so the half birthday falls on its last day, September 30\.$/,
    ],
    ['1985-12-31', 'June 30', /June has no 31st/],
    ['1985-01-31', 'July 31', null],
    ['2000-02-29', 'August 29', null],
    ['2001-01-01', 'July 1', null],
    ['1995-06-15', 'December 15', null],
    ['2000-07-01', 'January 1', null],
  ])('%s: every year on %s', (birth, everyYear, note) => {
    const rule = halfBirthdayRule(date(birth));
    expect(everyYearOf(rule)).toBe(everyYear);
    if (note === null) expect(rule.clamp).toBeNull();
    else expect(clampNote(rule)).toMatch(note);
  });

  it('gives the rule as month, day and the reason it moves', () => {
    expect(halfBirthdayRule(date('1990-08-31'))).toEqual({
      month: 2,
      day: 28,
      leapYearDay: true,
      clamp: 'february31',
    });
    expect(halfBirthdayRule(date('1990-08-30')).clamp).toBe('february30');
    expect(halfBirthdayRule(date('1990-08-29')).clamp).toBe('leapOnly');
    expect(halfBirthdayRule(date('1985-03-31'))).toEqual({
      month: 9,
      day: 30,
      leapYearDay: false,
      clamp: 'no31',
    });
    expect(halfBirthdayRule(date('2000-02-29'))).toEqual({
      month: 8,
      day: 29,
      leapYearDay: false,
      clamp: null,
    });
  });
});

describe('halfBirthdayCalculator', () => {
  it('31 August 1990 on 2026-11-22 (the browser test): next is February 28, 2027, in 98 days, 36½', () => {
    const r = calc('1990-08-31');
    expect(everyYearOf(r.rule)).toBe('February 28 (February 29 in leap years)');
    expect(r.thisYear).toMatchObject({
      iso: '2026-02-28',
      readable: 'Saturday, February 28, 2026',
      status: 'past',
      daysAway: -267,
      age: '35½',
    });
    expect(r.next).toMatchObject({
      iso: '2027-02-28',
      readable: 'Sunday, February 28, 2027',
      weekday: 'Sunday',
      years: 36,
      age: '36½',
      daysAway: 98,
    });
    expect(r.isToday).toBe(false);
    expect(summary(r)).toBe('Next half birthday: Sunday, February 28, 2027, in 98 days; you turn 36½.');
    expect(calendar(r)).toEqual({
      filename: 'half-birthday-2027-02-28.ics',
      title: 'Half birthday',
      description: 'Half birthday: turning 36½ (born August 31, 1990). From Tiny Tools.',
    });
  });

  it('31 August in a leap year: 29 February 2028', () => {
    const r = calc('1990-08-31', date('2027-11-22'));
    expect(r.thisYear).toMatchObject({ iso: '2027-02-28', status: 'past' });
    expect(r.next).toMatchObject({ iso: '2028-02-29', readable: 'Tuesday, February 29, 2028', age: '37½' });
    expect(r.next.daysAway).toBe(99);
    expect(r.filename).toBe('half-birthday-2028-02-29.ics');
  });

  it('31 March: 30 September', () => {
    const r = calc('1985-03-31', date('2026-09-01'));
    expect(everyYearOf(r.rule)).toBe('September 30');
    expect(r.thisYear).toMatchObject({ iso: '2026-09-30', status: 'upcoming', daysAway: 29, age: '41½' });
    expect(r.next.iso).toBe('2026-09-30');
    // From 1 October on, the next one is a year later.
    expect(calc('1985-03-31', date('2026-10-01')).next).toMatchObject({ iso: '2027-09-30', age: '42½' });
  });

  it.each([
    {
      name: '29 February: 29 August in every year',
      dob: '2000-02-29',
      everyYear: 'August 29',
      thisYear: { iso: '2026-08-29', status: 'past', age: '26½' },
      next: { iso: '2027-08-29', readable: 'Sunday, August 29, 2027', age: '27½' },
      daysAway: 280,
    },
    {
      name: '1 January: 1 July',
      dob: '2001-01-01',
      everyYear: 'July 1',
      thisYear: { iso: '2026-07-01', readable: 'Wednesday, July 1, 2026', status: 'past' },
      next: { iso: '2027-07-01', age: '26½' },
      daysAway: 221,
    },
    {
      name: '15 June: 15 December, still ahead this year',
      dob: '1995-06-15',
      everyYear: 'December 15',
      thisYear: { iso: '2026-12-15', status: 'upcoming', daysAway: 23, age: '31½' },
      next: { iso: '2026-12-15', readable: 'Tuesday, December 15, 2026', daysAway: 23 },
      daysAway: 23,
    },
  ])('$name', ({ dob, everyYear: expected, thisYear, next, daysAway }) => {
    const r = calc(dob);
    expect(everyYearOf(r.rule)).toBe(expected);
    expect(r.rule.clamp).toBeNull();
    expect(r.thisYear).toMatchObject(thisYear);
    expect(r.next).toMatchObject(next);
    expect(r.next.daysAway).toBe(daysAway);
    expect(summary(r)).toBe(
      `Next half birthday: ${r.next.readable}, in ${daysAway} days; you turn ${r.next.age}.`,
    );
  });

  it('today is the half birthday: 0 days and the greeting', () => {
    const r = calc('1990-05-22');
    expect(r.isToday).toBe(true);
    expect(r.thisYear).toMatchObject({ iso: '2026-11-22', status: 'today', daysAway: 0 });
    expect(r.next).toMatchObject({ iso: '2026-11-22', daysAway: 0, age: '36½' });
    expect(en.todayGreeting).toBe("It's your half birthday today!");
    expect(summary(r)).toBe("It's your half birthday today! You are 36½ on November 22, 2026.");
    expect(r.filename).toBe('half-birthday-2026-11-22.ics');
  });

  it('the day after the half birthday counts to next year; the day before says tomorrow', () => {
    expect(calc('1990-05-21').next).toMatchObject({ iso: '2027-11-21', daysAway: 364, age: '37½' });
    const r = calc('1990-05-23');
    expect(r.next).toMatchObject({ iso: '2026-11-23', daysAway: 1 });
    expect(summary(r)).toBe('Next half birthday: Monday, November 23, 2026, tomorrow; you turn 36½.');
  });

  it('year boundaries', () => {
    // Born 1 July: the half birthday is on New Year's Day, tomorrow when today is 31 December.
    const r = calc('2000-07-01', date('2026-12-31'));
    expect(everyYearOf(r.rule)).toBe('January 1');
    expect(r.thisYear).toMatchObject({ iso: '2026-01-01', status: 'past', age: '25½' });
    expect(r.next).toMatchObject({ iso: '2027-01-01', daysAway: 1, age: '26½' });
    // Born 31 December: 30 June, and on 1 January the next one is in June.
    const s = calc('2000-12-31', date('2027-01-01'));
    expect(s.thisYear).toMatchObject({ iso: '2027-06-30', status: 'upcoming', age: '26½' });
    expect(s.next.daysAway).toBe(180);
    // Born 30 June: 30 December, on New Year's Eve already past.
    const t = calc('2000-06-30', date('2026-12-31'));
    expect(t.thisYear).toMatchObject({ iso: '2026-12-30', status: 'past', daysAway: -1 });
    expect(t.next).toMatchObject({ iso: '2027-12-30', age: '27½' });
  });

  it('born this year after June: no half birthday this year, the first one (½) is next year', () => {
    const r = calc('2026-08-31');
    expect(r.thisYear).toBeNull();
    expect(r.year).toBe(2026);
    expect(r.next).toMatchObject({ iso: '2027-02-28', age: '½', years: 0 });
    expect(summary(r)).toBe('Next half birthday: Sunday, February 28, 2027, in 98 days; you turn ½.');
  });

  it('born today or earlier this year', () => {
    expect(calc('2026-11-22').next).toMatchObject({ iso: '2027-05-22', age: '½' });
    const r = calc('2026-03-01', date('2026-03-01'));
    expect(r.thisYear).toMatchObject({ iso: '2026-09-01', status: 'upcoming', age: '½' });
    expect(r.next.iso).toBe('2026-09-01');
  });

  it('very old and very early dates stay in range', () => {
    expect(calc('0001-01-01').next).toMatchObject({ iso: '2027-07-01', age: '2026½' });
    expect(calc('0001-12-31').next).toMatchObject({ iso: '2027-06-30', age: '2025½' });
  });
});

describe('messages', () => {
  it('empty input shows no result', () => {
    expect(halfBirthdayCalculator('', TODAY)).toBeNull();
    expect(halfBirthdayCalculator('   ', TODAY)).toBeNull();
  });

  it("a birth date after today: 'Birth date cannot be in the future'", () => {
    expect(en.futureBirth).toBe('Birth date cannot be in the future');
    expect(halfBirthdayCalculator('2026-11-23', TODAY)).toEqual({ error: 'futureBirth' });
    expect(halfBirthdayCalculator('9999-12-31', TODAY)).toEqual({ error: 'futureBirth' });
  });

  it.each([
    ['1990-13-01', DATE_MESSAGES.invalid],
    ['1990-02-30', DATE_MESSAGES.invalid],
    ['1991-02-29', DATE_MESSAGES.invalid],
    ['0000-01-01', DATE_MESSAGES.invalid],
    ['31/08/1990', DATE_MESSAGES.useDate],
    ['1990', DATE_MESSAGES.useDate],
    ['1990-8-31', DATE_MESSAGES.useDate],
    ['<script>alert(1)</script>', DATE_MESSAGES.useDate],
    ['NaN', DATE_MESSAGES.useDate],
  ])('%j gives %j', (raw, message) => {
    expect(halfBirthdayCalculator(raw, TODAY)).toEqual({ error: message });
  });

  it('spaces around a valid date are fine', () => {
    expect(calc(' 1990-08-31 ').next.iso).toBe('2027-02-28');
  });
});

describe('the calendar file', () => {
  it('holds one all-day event on the next half birthday, naming the half age', async () => {
    const r = calc('1990-08-31');
    const { title, description } = calendar(r);
    const ics = await buildIcs([{ title, description, date: r.next.date }]);
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(unfolded).toContain('SUMMARY:Half birthday');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20270228');
    expect(unfolded).toContain('DTEND;VALUE=DATE:20270301');
    expect(unfolded).toContain(
      'DESCRIPTION:Half birthday: turning 36½ (born August 31\\, 1990). From Tiny Tools.',
    );
  });
});

describe('helpers', () => {
  it('halfAge', () => {
    expect(halfAge(0)).toBe('½');
    expect(halfAge(38)).toBe('38½');
  });
});

describe('properties', () => {
  const FIRST = date('1900-01-01');
  const anyDay = (max: number) => fc.integer({ min: 0, max }).map((days) => FIRST.add({ days }));

  it('the next half birthday is the first one on or after today, exactly n years and 6 months after birth', () => {
    fc.assert(
      fc.property(anyDay(73_000), fc.integer({ min: 0, max: 40_000 }), (birth, span) => {
        const today = birth.add({ days: span });
        const r = calc(birth.toString(), today);
        const { next } = r;
        // On or after today, and the one before it is before today (or there is none).
        expect(Temporal.PlainDate.compare(next.date, today)).toBeGreaterThanOrEqual(0);
        if (next.years > 0) {
          expect(Temporal.PlainDate.compare(halfBirthdayAt(birth, next.years - 1), today)).toBeLessThan(0);
        }
        // Counted as people count an age, it is n years and 6 months after the birth.
        expect(calendarDifference(birth, next.date)).toEqual({ years: next.years, months: 6, days: 0 });
        // Its month is six months on; its day is the birthday's, or the month's last day.
        expect(next.date.month).toBe(((birth.month + 5) % 12) + 1);
        expect(next.date.day).toBe(Math.min(birth.day, next.date.daysInMonth));
        // This year's half birthday is in today's year; the next one in this year or the next.
        if (r.thisYear) expect(r.thisYear.date.year).toBe(today.year);
        expect([today.year, today.year + 1]).toContain(next.date.year);
        expect(r.isToday).toBe(next.daysAway === 0);
      }),
    );
  });
});
