import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanEventName,
  daysUntil,
  EVENT_MAX,
  findHoliday,
  icsFilename,
  motivation,
  MOTIVATIONS,
  nextOccurrence,
  pickHoliday,
  slugify,
  typeDate,
  type DaysUntilInput,
  type DaysUntilResult,
} from './days-until';
import { HOLIDAYS, MORE_HOLIDAYS, QUICK_HOLIDAYS } from './holidays';
import en from './messages/en';
import { DATE_MESSAGES, formatShortDate } from '~/lib/dates';

const d = (iso: string) => Temporal.PlainDate.from(iso);
const TODAY = d('2026-11-22');
const input = (patch: Partial<DaysUntilInput>): DaysUntilInput => ({
  date: '',
  event: '',
  holiday: '',
  ...patch,
});
const ok = (r: ReturnType<typeof daysUntil>): DaysUntilResult => {
  if (r === null || 'error' in r) throw new Error(`expected a countdown, got ${JSON.stringify(r)}`);
  return r;
};
const holiday = (name: string) => {
  const found = findHoliday(name);
  if (!found) throw new Error(`no holiday ${name}`);
  return found;
};
const next = (name: string, today: string) => nextOccurrence(holiday(name), d(today)).toString();

describe('the holiday list', () => {
  it('has the 14 holidays in the spec order; the first 8 are the quick buttons', () => {
    expect(HOLIDAYS.map((h) => h.name)).toEqual([
      "New Year's Day",
      "Valentine's Day",
      "St. Patrick's Day",
      'Easter Sunday',
      "Mother's Day",
      'Memorial Day',
      "Father's Day",
      'Independence Day',
      'Labor Day',
      'Halloween',
      'Thanksgiving',
      'Christmas Eve',
      'Christmas Day',
      "New Year's Eve",
    ]);
    // Each shows its own name in English (its words are in the catalogue under its id).
    for (const h of HOLIDAYS) expect(en[h.id], h.id).toBe(h.name);
    expect(new Set(HOLIDAYS.map((h) => h.id)).size).toBe(14);
    expect(QUICK_HOLIDAYS).toEqual(HOLIDAYS.slice(0, 8));
    expect(MORE_HOLIDAYS).toEqual(HOLIDAYS.slice(8));
  });

  it('finds a holiday by name in any case, with either apostrophe; unknown names are not found', () => {
    expect(findHoliday('Christmas Day')?.name).toBe('Christmas Day');
    expect(findHoliday('  christmas   DAY ')?.name).toBe('Christmas Day');
    expect(findHoliday('new year\u2019s eve')?.name).toBe("New Year's Eve");
    expect(findHoliday('Christmas')).toBeUndefined();
    expect(findHoliday('Diwali')).toBeUndefined();
    expect(findHoliday('')).toBeUndefined();
    expect(findHoliday('<script>alert(1)</script>')).toBeUndefined();
  });
});

describe('next occurrence of each holiday (today counts)', () => {
  it('from 2026-11-22', () => {
    const expected: Record<string, string> = {
      "New Year's Day": '2027-01-01',
      "Valentine's Day": '2027-02-14',
      "St. Patrick's Day": '2027-03-17',
      'Easter Sunday': '2027-03-28',
      "Mother's Day": '2027-05-09',
      'Memorial Day': '2027-05-31',
      "Father's Day": '2027-06-20',
      'Independence Day': '2027-07-04',
      'Labor Day': '2027-09-06',
      Halloween: '2027-10-31',
      Thanksgiving: '2026-11-26',
      'Christmas Eve': '2026-12-24',
      'Christmas Day': '2026-12-25',
      "New Year's Eve": '2026-12-31',
    };
    for (const h of HOLIDAYS) expect(next(h.name, '2026-11-22'), h.name).toBe(expected[h.name]);
  });

  it.each([
    // From 2026-01-01 (New Year’s Day is today).
    ["New Year's Day", '2026-01-01', '2026-01-01'],
    ['Easter Sunday', '2026-01-01', '2026-04-05'],
    ["Mother's Day", '2026-01-01', '2026-05-10'],
    ['Memorial Day', '2026-01-01', '2026-05-25'],
    ["Father's Day", '2026-01-01', '2026-06-21'],
    ['Labor Day', '2026-01-01', '2026-09-07'],
    ['Thanksgiving', '2026-01-01', '2026-11-26'],
    // On the day itself the holiday is today; the day after, next year.
    ['Thanksgiving', '2026-11-26', '2026-11-26'],
    ['Thanksgiving', '2026-11-27', '2027-11-25'],
    ['Easter Sunday', '2027-03-28', '2027-03-28'],
    ['Easter Sunday', '2027-03-29', '2028-04-16'],
    ["Mother's Day", '2027-05-09', '2027-05-09'],
    ["Mother's Day", '2027-05-10', '2028-05-14'],
    ['Memorial Day', '2027-05-31', '2027-05-31'],
    ['Memorial Day', '2027-06-01', '2028-05-29'],
    ["Father's Day", '2027-06-21', '2028-06-18'],
    ['Labor Day', '2027-09-07', '2028-09-04'],
    // Across the year boundary.
    ["New Year's Eve", '2026-12-31', '2026-12-31'],
    ["New Year's Day", '2026-12-31', '2027-01-01'],
    ['Christmas Day', '2026-12-26', '2027-12-25'],
    ["New Year's Eve", '2027-01-01', '2027-12-31'],
  ])('%s from %s: %s', (name, from, expected) => {
    expect(next(name, from)).toBe(expected);
  });

  it('movable dates match published calendars for 2024 to 2030', () => {
    const published: Record<string, string[]> = {
      'Easter Sunday': [
        '2024-03-31',
        '2025-04-20',
        '2026-04-05',
        '2027-03-28',
        '2028-04-16',
        '2029-04-01',
        '2030-04-21',
      ],
      "Mother's Day": [
        '2024-05-12',
        '2025-05-11',
        '2026-05-10',
        '2027-05-09',
        '2028-05-14',
        '2029-05-13',
        '2030-05-12',
      ],
      'Memorial Day': [
        '2024-05-27',
        '2025-05-26',
        '2026-05-25',
        '2027-05-31',
        '2028-05-29',
        '2029-05-28',
        '2030-05-27',
      ],
      "Father's Day": [
        '2024-06-16',
        '2025-06-15',
        '2026-06-21',
        '2027-06-20',
        '2028-06-18',
        '2029-06-17',
        '2030-06-16',
      ],
      'Labor Day': [
        '2024-09-02',
        '2025-09-01',
        '2026-09-07',
        '2027-09-06',
        '2028-09-04',
        '2029-09-03',
        '2030-09-02',
      ],
      Thanksgiving: [
        '2024-11-28',
        '2025-11-27',
        '2026-11-26',
        '2027-11-25',
        '2028-11-23',
        '2029-11-22',
        '2030-11-28',
      ],
    };
    for (const [name, dates] of Object.entries(published)) {
      dates.forEach((iso, i) =>
        expect(
          holiday(name)
            .inYear(2024 + i)
            .toString(),
          `${name} ${2024 + i}`,
        ).toBe(iso),
      );
    }
  });

  it('is never before today, within a year of it, and on the holiday itself (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 300 }), fc.constantFrom(...HOLIDAYS), (offset, h) => {
        const today = d('1900-01-01').add({ days: offset });
        const date = nextOccurrence(h, today);
        expect(Temporal.PlainDate.compare(date, today)).toBeGreaterThanOrEqual(0);
        expect(date.year === today.year || date.year === today.year + 1).toBe(true);
        expect(date.equals(h.inYear(date.year))).toBe(true);
        // Nothing in between: when it is next year's, this year's was already past.
        if (date.year === today.year + 1) {
          expect(Temporal.PlainDate.compare(h.inYear(today.year), today)).toBeLessThan(0);
        }
      }),
    );
  });
});

describe('picking a holiday and typing a date', () => {
  it('picking a holiday sets the date to its next occurrence, sets the holiday and clears the event', () => {
    expect(pickHoliday(holiday('Christmas Day'), TODAY)).toEqual({
      date: '2026-12-25',
      holiday: 'Christmas Day',
      event: '',
    });
    expect(pickHoliday(holiday('Thanksgiving'), d('2026-11-26'))).toEqual({
      date: '2026-11-26',
      holiday: 'Thanksgiving',
      event: '',
    });
  });

  it('typing a custom date clears the holiday and leaves the event name alone', () => {
    expect(typeDate('2027-03-01')).toEqual({ date: '2027-03-01', holiday: '' });
    expect(typeDate('')).toEqual({ date: '', holiday: '' });
    expect(Object.keys(typeDate('2027-03-01'))).not.toContain('event');
  });
});

describe('daysUntil', () => {
  it('shows nothing without a date or a known holiday', () => {
    expect(daysUntil(input({}), TODAY)).toBeNull();
    expect(daysUntil(input({ date: '   ', event: 'Party' }), TODAY)).toBeNull();
    expect(daysUntil(input({ holiday: 'Diwali' }), TODAY)).toBeNull();
  });

  it.each([
    {
      name: 'the catalogue example: 1,301 days until Our Wedding on Saturday 15 June 2030',
      fields: { date: '2030-06-15', event: 'Our Wedding' },
      countdown: {
        days: 1301,
        weeks: 185,
        months: 42.7,
        hours: 31224,
        minutes: 1873440,
        weekday: 'Saturday',
        isWeekend: true,
      },
      event: 'Our Wedding',
      holiday: undefined,
      filename: 'our-wedding.ics',
      message: 'far',
    },
    {
      name: '33 days to Christmas Day from 22 November 2026',
      fields: pickHoliday(holiday('Christmas Day'), TODAY),
      countdown: { days: 33, weeks: 4, months: 1.1, weekday: 'Friday', isWeekend: false },
      event: '',
      holiday: 'christmasDay',
      filename: 'christmas-day.ics',
      message: 'season',
    },
  ])('counts $name', ({ fields, countdown, event, holiday, filename, message }) => {
    const r = ok(daysUntil(input(fields), TODAY));
    expect(r.countdown).toMatchObject(countdown);
    expect(r.event).toBe(event);
    expect(r.holiday?.id).toBe(holiday);
    expect(r.filename).toBe(filename);
    expect(r.motivation).toBe(message);
  });

  it('a link with only a holiday counts to its next occurrence', () => {
    const r = ok(daysUntil(input({ holiday: 'thanksgiving' }), TODAY));
    expect(r.target.toString()).toBe('2026-11-26');
    expect(r.countdown.days).toBe(4);
    expect(r.event).toBe('');
    expect(r.holiday?.name).toBe('Thanksgiving');
    expect(r.holiday?.id).toBe('thanksgiving');
  });

  it('today gives 0 days, not an error', () => {
    const r = ok(daysUntil(input({ date: '2026-11-22' }), TODAY));
    expect(r.countdown).toMatchObject({ days: 0, weeks: 0, months: 0, hours: 0, minutes: 0 });
    expect(r).toMatchObject({ event: '', holiday: null, motivation: 'today' });
    const thanksgiving = ok(daysUntil(input({ holiday: 'Thanksgiving' }), d('2026-11-26')));
    expect(thanksgiving.countdown.days).toBe(0);
    expect(thanksgiving.holiday?.id).toBe('thanksgiving');
    // The summaries ('Your date is today (…)', '1 day until Your date (…)') are the page's: DaysUntil.test.tsx.
  });

  it("gives the spec's messages for a past, malformed or impossible date", () => {
    expect(en.past).toBe('Target date must be in the future');
    expect(daysUntil(input({ date: '2020-01-01' }), TODAY)).toEqual({ error: 'past' });
    expect(daysUntil(input({ date: '2026-11-21' }), TODAY)).toEqual({ error: 'past' });
    for (const bad of [
      '2026-1-5',
      '12/25/2026',
      'tomorrow',
      '2026-12-25T00:00',
      '+02026-12-25',
      '20261225',
      'NaN',
    ]) {
      expect(daysUntil(input({ date: bad }), TODAY), bad).toEqual({ error: DATE_MESSAGES.useDate });
    }
    for (const bad of ['2027-02-29', '2026-13-01', '2026-04-31', '0000-01-01']) {
      expect(daysUntil(input({ date: bad }), TODAY), bad).toEqual({ error: DATE_MESSAGES.invalid });
    }
  });

  it('29 February counts in a leap year', () => {
    const r = ok(daysUntil(input({ date: '2028-02-29' }), TODAY));
    expect(r.countdown.weekday).toBe('Tuesday');
    expect(r.countdown.days).toBe(464);
  });

  it('counts to 31 December 9999 without overflow', () => {
    const r = ok(daysUntil(input({ date: '9999-12-31' }), TODAY));
    expect(Number.isFinite(r.countdown.days)).toBe(true);
    expect(r.countdown.weekday).toBe('Friday');
  });

  it('a holiday link whose date has passed counts to the next occurrence instead', () => {
    const r = ok(daysUntil(input({ date: '2025-12-25', holiday: 'Christmas Day' }), TODAY));
    expect(r.target.toString()).toBe('2026-12-25');
  });

  it('a future date keeps its own value even with a holiday name', () => {
    const r = ok(daysUntil(input({ date: '2027-12-25', holiday: 'Christmas Day' }), TODAY));
    expect(r.target.toString()).toBe('2027-12-25');
    expect(r.holiday?.id).toBe('christmasDay');
  });

  it('gives the event, else the holiday, else neither (the page says "Your date")', () => {
    expect(ok(daysUntil(input({ holiday: 'Halloween', event: 'Party' }), TODAY))).toMatchObject({
      event: 'Party',
      holiday: { id: 'halloween' },
    });
    expect(ok(daysUntil(input({ holiday: 'Halloween', event: '   ' }), TODAY))).toMatchObject({
      event: '',
      holiday: { id: 'halloween' },
    });
    const unnamed = ok(daysUntil(input({ date: '2027-01-10' }), TODAY));
    expect(unnamed).toMatchObject({ event: '', holiday: null });
    expect(unnamed.filename).toBe('countdown-2027-01-10.ics');
    expect([en.yourDate, en.countdownTitle, en.calendarDescription]).toEqual([
      'Your date',
      'Countdown',
      'Countdown from Tiny Tools',
    ]);
  });

  it('never yields NaN, Infinity or undefined for any date string (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 120 }), (date, event) => {
        const r = daysUntil(input({ date, event }), TODAY);
        const text = JSON.stringify(r);
        expect(text ?? 'null').not.toMatch(/NaN|Infinity|undefined|Invalid Date/);
        if (r && !('error' in r)) expect(r.event).not.toMatch(/undefined/);
      }),
    );
  });
});

describe('hostile event names', () => {
  it('are kept as plain text, on one line, cut to 100 characters', () => {
    const script = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const r = ok(daysUntil(input({ date: '2026-12-25', event: script }), TODAY));
    expect(r.event).toBe(script);
    expect(r.filename).toBe('script-alert-x-script-img-src-x-onerror-alert-1.ics');
    expect(cleanEventName('a'.repeat(500))).toHaveLength(EVENT_MAX);
    expect(cleanEventName('Line one\r\nLine two\u2028\tthree')).toBe('Line one Line two three');
    expect(cleanEventName('\u202egnidd\u202cew')).toBe('gnidd ew');
    expect(cleanEventName('   ')).toBe('');
  });

  it('never cut an emoji in half', () => {
    const emoji = '🎉'.repeat(120);
    expect(Array.from(cleanEventName(emoji))).toHaveLength(EVENT_MAX);
    // A text parameter cut at 100 UTF-16 units can end in half an emoji: that half is dropped.
    const cut = ('a' + '🎉'.repeat(60)).slice(0, 100);
    expect(cut).toMatch(/[\ud800-\udbff]$/);
    expect(cleanEventName(cut)).toBe('a' + '🎉'.repeat(49));
    expect(cleanEventName('x\ud83c')).toBe('x');
  });
});

describe('calendar file names', () => {
  it('use the event, else the holiday, else countdown-YYYY-MM-DD', () => {
    const date = d('2026-12-25');
    expect(icsFilename('Our Wedding', '', date)).toBe('our-wedding.ics');
    expect(icsFilename('', "New Year's Day", date)).toBe('new-years-day.ics');
    expect(icsFilename('', "St. Patrick's Day", date)).toBe('st-patricks-day.ics');
    expect(icsFilename('Café Opening!', 'Christmas Day', date)).toBe('cafe-opening.ics');
    expect(icsFilename('🎂🎉', 'Christmas Day', date)).toBe('christmas-day.ics');
    expect(icsFilename('日本', '', date)).toBe('countdown-2026-12-25.ics');
    expect(icsFilename('../../etc/passwd', '', date)).toBe('etc-passwd.ics');
    expect(icsFilename('', '', date)).toBe('countdown-2026-12-25.ics');
  });

  it('stay short and lower-case hyphenated', () => {
    expect(slugify('A'.repeat(30) + ' ' + 'B'.repeat(40))).toBe(`${'a'.repeat(30)}-${'b'.repeat(29)}`);
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(icsFilename(text, '', d('2026-12-25'))).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.ics$/);
      }),
    );
  });
});

describe('motivational message tiers', () => {
  it.each([
    [0, 'today'],
    [1, 'tomorrow'],
    [2, 'week'],
    [6, 'week'],
    [7, 'month'],
    [29, 'month'],
    [30, 'season'],
    [89, 'season'],
    [90, 'far'],
    [3000, 'far'],
  ])('%i days: %s', (days, message) => {
    expect(motivation(days)).toBe(message);
  });

  it('are six distinct messages', () => {
    expect(new Set(MOTIVATIONS.map((id) => en[`motivation.${id}`])).size).toBe(6);
    expect(MOTIVATIONS.map((id) => en[`motivation.${id}`])).toEqual([
      "It's today! Enjoy every moment.",
      'Tomorrow! Just one more sleep.',
      'Less than a week to go: the final stretch!',
      'Under a month away. Time to get ready.',
      'A few months out: plenty of time to plan.',
      "It's a while away, but every day brings it closer.",
    ]);
  });
});

describe('the date under a holiday button (formatShortDate)', () => {
  it('formats the date under a holiday button', () => {
    expect(formatShortDate(d('2026-12-25'))).toBe('Dec 25, 2026');
    expect(formatShortDate(d('2027-09-06'))).toBe('Sep 6, 2027');
  });
});
