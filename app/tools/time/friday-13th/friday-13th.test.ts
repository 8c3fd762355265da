import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate, type T } from '~/lib/i18n';
import {
  factsFor,
  friday13thYear,
  fridays13th,
  nextFriday13th,
  nextFriday13thDate,
  parseYear,
  startsOnSunday,
  YEAR_MAX,
  YEAR_MIN,
  type Friday13thYearResult,
} from './friday-13th';
import en from './messages/en';
import { factsText, headlineText, listOf, summaryText } from './words';

/** The page's words in English, as the component gets them. */
const t = ((key: keyof typeof en, params?: Record<string, string | number>) =>
  translate(en[key], params)) as unknown as T<typeof en>;
const facts = (year: number) => factsText(t, factsFor(year, fridays13th(year)));

const d = (iso: string) => Temporal.PlainDate.from(iso);
const isoList = (year: number) => fridays13th(year).map((date) => date.toString());
const ok = (r: ReturnType<typeof friday13thYear>): Friday13thYearResult => {
  if (r === null || 'error' in r) throw new Error(`expected a result, got ${JSON.stringify(r)}`);
  return r;
};

describe('fridays13th: known years (checked against published calendars)', () => {
  it.each([
    [2026, ['2026-02-13', '2026-03-13', '2026-11-13']],
    [2015, ['2015-02-13', '2015-03-13', '2015-11-13']],
    [2029, ['2029-04-13', '2029-07-13']],
    [2027, ['2027-08-13']],
    [2024, ['2024-09-13', '2024-12-13']],
    [2025, ['2025-06-13']],
    [2000, ['2000-10-13']],
    [1998, ['1998-02-13', '1998-03-13', '1998-11-13']],
    [2012, ['2012-01-13', '2012-04-13', '2012-07-13']],
    [1900, ['1900-04-13', '1900-07-13']],
    [2100, ['2100-08-13']],
  ])('%i', (year, expected) => {
    expect(isoList(year)).toEqual(expected);
  });

  it('every year from 1900 to 2100 has 1 to 3, each a Friday in a month that starts on a Sunday', () => {
    for (let year = YEAR_MIN; year <= YEAR_MAX; year++) {
      const dates = fridays13th(year);
      expect(dates.length).toBeGreaterThanOrEqual(1);
      expect(dates.length).toBeLessThanOrEqual(3);
      for (const date of dates) {
        expect(date.dayOfWeek).toBe(5);
        expect(date.day).toBe(13);
        expect(startsOnSunday(date)).toBe(true);
      }
    }
  });

  it('a month starting on a Sunday always has one (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: YEAR_MIN, max: YEAR_MAX }),
        fc.integer({ min: 1, max: 12 }),
        (year, month) => {
          const first = Temporal.PlainDate.from({ year, month, day: 1 });
          const listed = isoList(year).includes(first.with({ day: 13 }).toString());
          expect(listed).toBe(first.dayOfWeek === 7);
        },
      ),
    );
  });

  it('gaps run from 1 month (February to March, common years only) to 14 months', () => {
    const all = [];
    for (let year = YEAR_MIN; year <= YEAR_MAX + 1; year++) all.push(...fridays13th(year));
    let min = Infinity;
    let max = 0;
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1]!, all[i]!];
      const gap = (b.year - a.year) * 12 + b.month - a.month;
      min = Math.min(min, gap);
      max = Math.max(max, gap);
      if (gap === 1) {
        expect([a.month, b.month]).toEqual([2, 3]);
        expect(a.inLeapYear).toBe(false);
      }
    }
    expect([min, max]).toEqual([1, 14]);
    // The classic 14-month wait.
    expect(nextFriday13thDate(d('2001-07-14')).toString()).toBe('2002-09-13');
  });

  it('the 13th is a Friday 688 times in 400 years, more than any other weekday', () => {
    const byWeekday = [0, 0, 0, 0, 0, 0, 0];
    for (let year = 2000; year < 2400; year++) {
      for (let month = 1; month <= 12; month++) {
        byWeekday[Temporal.PlainDate.from({ year, month, day: 13 }).dayOfWeek - 1]! += 1;
      }
    }
    expect(byWeekday[4]).toBe(688);
    expect(Math.max(...byWeekday.filter((_, i) => i !== 4))).toBe(687);
  });
});

describe('nextFriday13th', () => {
  it.each([
    ['2026-11-22', '2027-08-13', 264, 'Friday, August 13, 2027'],
    ['2026-01-01', '2026-02-13', 43, 'Friday, February 13, 2026'],
    ['2026-02-14', '2026-03-13', 27, 'Friday, March 13, 2026'],
    ['2026-03-14', '2026-11-13', 244, 'Friday, November 13, 2026'],
    ['2026-11-12', '2026-11-13', 1, 'Friday, November 13, 2026'],
    ['2027-08-13', '2027-08-13', 0, 'Friday, August 13, 2027'],
    ['2027-08-14', '2028-10-13', 426, 'Friday, October 13, 2028'],
    ['2024-12-31', '2025-06-13', 164, 'Friday, June 13, 2025'],
    ['2100-08-14', '2101-05-13', 272, 'Friday, May 13, 2101'],
  ])('from %s: %s, %i days away', (today, iso, days, formatted) => {
    const next = nextFriday13th(d(today));
    expect(next).toMatchObject({
      dateISO: iso,
      daysAway: days,
      formattedDate: formatted,
      isToday: days === 0,
    });
    expect(next.year).toBe(Number(iso.slice(0, 4)));
  });

  it('counts today when today is a Friday the 13th', () => {
    expect(nextFriday13th(d('2026-02-13'))).toEqual({
      dateISO: '2026-02-13',
      daysAway: 0,
      year: 2026,
      formattedDate: 'Friday, February 13, 2026',
      monthName: 'February',
      isToday: true,
    });
  });

  it('a Saturday the 13th or a Thursday the 13th is not one', () => {
    expect(nextFriday13th(d('2027-03-13')).dateISO).toBe('2027-08-13');
    expect(nextFriday13th(d('2026-08-13')).dateISO).toBe('2026-11-13');
  });

  it('is never in the past, always a Friday the 13th, at most 14 months ahead, and none is skipped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 * 366 }), (offset) => {
        const today = d('1900-01-01').add({ days: offset });
        const next = d(nextFriday13th(today).dateISO);
        expect(next.dayOfWeek).toBe(5);
        expect(next.day).toBe(13);
        expect(Temporal.PlainDate.compare(next, today)).toBeGreaterThanOrEqual(0);
        expect(today.until(next, { largestUnit: 'months' }).months).toBeLessThanOrEqual(14);
        const earlier = [...fridays13th(today.year), ...fridays13th(today.year + 1)].filter(
          (date) =>
            Temporal.PlainDate.compare(date, today) >= 0 && Temporal.PlainDate.compare(date, next) < 0,
        );
        expect(earlier).toEqual([]);
      }),
    );
  });
});

describe('parseYear and the spec message', () => {
  it.each([
    ['2029', 2029],
    [' 1900 ', 1900],
    ['2100', 2100],
    ['+2000', 2000],
    ['02029', 2029],
  ])('reads %j as %i', (text, year) => {
    expect(parseYear(text)).toBe(year);
  });

  it.each([
    '1899',
    '2101',
    '3000',
    '0',
    '-2029',
    '2029.5',
    '2029.0',
    '20 29',
    'abc',
    '2e3',
    '0x7E9',
    '١٩٩٩',
    '9'.repeat(40),
  ])('rejects %j with the message (not clamped)', (text) => {
    expect(parseYear(text)).toEqual({ error: 'yearRange' });
    expect(friday13thYear(text, null)).toEqual({ error: 'yearRange' });
    expect(en.yearRange).toBe('Please enter a year between 1900 and 2100');
  });

  it('is empty (no result, no message) for blank input', () => {
    expect(parseYear('')).toBeNull();
    expect(friday13thYear('   ', d('2026-11-22'))).toBeNull();
  });
});

describe('friday13thYear', () => {
  it('2029 has 2, both in the future seen from 2026-11-22', () => {
    const r = ok(friday13thYear('2029', d('2026-11-22')));
    expect(r).toMatchObject({ year: 2029, count: 2 });
    expect(headlineText(t, r)).toBe('2029 has 2 Friday the 13ths');
    expect(summaryText(t, r)).toBe('2029 has 2 Friday the 13ths: April 13 and July 13.');
    expect(r.dates).toEqual([
      {
        dateISO: '2029-04-13',
        month: 'April',
        monthNumber: 4,
        formattedDate: 'Friday, April 13, 2029',
        daysFromToday: 873,
        when: 'future',
      },
      {
        dateISO: '2029-07-13',
        month: 'July',
        monthNumber: 7,
        formattedDate: 'Friday, July 13, 2029',
        daysFromToday: 964,
        when: 'future',
      },
    ]);
  });

  it('2026 seen from 2026-11-22: all three past; from 2026-11-13 the last is today', () => {
    const r = ok(friday13thYear('2026', d('2026-11-22')));
    expect(summaryText(t, r)).toBe('2026 has 3 Friday the 13ths: February 13, March 13 and November 13.');
    expect(r.dates.map((x) => [x.when, x.daysFromToday])).toEqual([
      ['past', -282],
      ['past', -254],
      ['past', -9],
    ]);
    expect(ok(friday13thYear('2026', d('2026-11-13'))).dates.map((x) => x.when)).toEqual([
      'past',
      'past',
      'today',
    ]);
  });

  it('a year with one: singular wording', () => {
    const r = ok(friday13thYear('2027', d('2026-11-22')));
    expect(headlineText(t, r)).toBe('2027 has 1 Friday the 13th');
    expect(summaryText(t, r)).toBe('2027 has 1 Friday the 13th: August 13.');
  });

  it('without today (before hydration) the dates carry no distance', () => {
    const r = ok(friday13thYear('2015', null));
    expect(r.dates.map((x) => [x.formattedDate, x.daysFromToday, x.when])).toEqual([
      ['Friday, February 13, 2015', null, null],
      ['Friday, March 13, 2015', null, null],
      ['Friday, November 13, 2015', null, null],
    ]);
  });

  it('the bounds 1900 and 2100 work, and their facts look past the range without failing', () => {
    expect(ok(friday13thYear('1900', null)).count).toBe(2);
    const r = ok(friday13thYear('2100', null));
    expect(r.count).toBe(1);
    expect(r.facts).toEqual({
      year: 2100,
      count: 1,
      sundayMonths: ['August'],
      last: 'August 13, 2100',
      next: 'May 13, 2101',
      gapMonths: 9,
    });
    expect(factsText(t, r.facts)[2]).toBe(
      'After August 13, 2100, the next Friday the 13th is May 13, 2101, 9 months later. The wait is never longer than 14 months, and it is only 4 weeks from February to March of a year that is not a leap year.',
    );
  });
});

describe('facts', () => {
  it('3 to 5 facts for every year, never NaN or undefined', () => {
    for (let year = YEAR_MIN; year <= YEAR_MAX; year++) {
      const facts = factsText(t, ok(friday13thYear(String(year), d('2026-11-22'))).facts);
      expect(facts.length).toBeGreaterThanOrEqual(3);
      expect(facts.length).toBeLessThanOrEqual(5);
      for (const fact of facts) expect(fact).not.toMatch(/NaN|undefined|Infinity|null/);
    }
  });

  it('speak about the year', () => {
    expect(facts(2026).slice(0, 3)).toEqual([
      'Every year has at least one Friday the 13th and at most three. 2026 has three, the most possible.',
      'A month has a Friday the 13th exactly when it starts on a Sunday: in 2026, February, March and November start on a Sunday.',
      'After November 13, 2026, the next Friday the 13th is August 13, 2027, 9 months later. The wait is never longer than 14 months, and it is only 4 weeks from February to March of a year that is not a leap year.',
    ]);
    const facts2027 = facts(2027);
    expect(facts2027[0]).toBe(
      'Every year has at least one Friday the 13th and at most three. 2027 has one, the fewest possible.',
    );
    expect(facts2027[1]).toBe(
      'A month has a Friday the 13th exactly when it starts on a Sunday: in 2027, August starts on a Sunday.',
    );
    expect(facts2027[2]).toMatch(
      /^After August 13, 2027, the next Friday the 13th is October 13, 2028, 14 months later\./,
    );
    expect(facts(2029)[0]).toBe(
      'Every year has at least one Friday the 13th and at most three. 2029 has two.',
    );
    expect(facts(2029)[4]).toMatch(/paraskevidekatriaphobia/);
  });
});

describe('helpers', () => {
  it('listOf', () => {
    expect(listOf(t, [])).toBe('');
    expect(listOf(t, ['April'])).toBe('April');
    expect(listOf(t, ['April', 'July'])).toBe('April and July');
    expect(listOf(t, ['February', 'March', 'November'])).toBe('February, March and November');
  });
});
