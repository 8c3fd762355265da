import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate, type T } from '~/lib/i18n';
import en from './messages/en';
import { MOON_PHASES, moonPhase, SYNODIC_MONTH, whatDay, type MoonPhaseId } from './what-day';
import { sentenceText, summaryText } from './words';
import { DATE_MESSAGES } from '~/lib/dates';

/** The page's words in English, as the component gets them. */
const t = ((key: keyof typeof en, params?: Record<string, string | number>) =>
  translate(en[key], params)) as unknown as T<typeof en>;
const nameOf = (phase: MoonPhaseId) => en[`moon.${phase}`];

const d = (iso: string) => Temporal.PlainDate.from(iso);
const today = d('2026-11-22');
/** The result with the page's English sentence and summary. */
const ok = (r: ReturnType<typeof whatDay>) => {
  if (r === null || 'error' in r) throw new Error(`expected a result, got ${JSON.stringify(r)}`);
  return { ...r, sentence: sentenceText(t, r), summary: summaryText(t, r) };
};
/** The phase's English name on a date. */
const phaseOn = (iso: string) => nameOf(moonPhase(d(iso)).phase);

describe('weekdays of known dates', () => {
  it.each([
    ['1969-07-20', 'Sunday', 'Sunday, July 20, 1969'],
    ['2000-01-01', 'Saturday', 'Saturday, January 1, 2000'],
    ['1900-01-01', 'Monday', 'Monday, January 1, 1900'],
    ['9999-12-31', 'Friday', 'Friday, December 31, 9999'],
    ['0001-01-01', 'Monday', 'Monday, January 1, 1'],
    ['1776-07-04', 'Thursday', 'Thursday, July 4, 1776'],
    ['1941-12-07', 'Sunday', 'Sunday, December 7, 1941'],
    ['2001-09-11', 'Tuesday', 'Tuesday, September 11, 2001'],
    ['2024-02-29', 'Thursday', 'Thursday, February 29, 2024'],
    ['2026-11-22', 'Sunday', 'Sunday, November 22, 2026'],
  ])('%s is a %s', (iso, weekday, formatted) => {
    expect(ok(whatDay(iso, { today }))).toMatchObject({ date: iso, weekday, formattedDate: formatted });
  });
});

describe('was / is / will be, relative to today', () => {
  it('the spec example: 1969-07-20 was a Sunday', () => {
    const r = ok(whatDay('1969-07-20', { today }));
    expect(r).toMatchObject({ tense: 'past', daysFromToday: -20944, year: 1969, shortDate: 'July 20, 1969' });
    expect(r.sentence).toBe('July 20, 1969 was a Sunday (20,944 days ago).');
    expect(r.summary).toBe(r.sentence);
  });
  it('today is, tomorrow and later will be, yesterday was', () => {
    expect(ok(whatDay('2026-11-22', { today })).sentence).toBe('November 22, 2026 is a Sunday (today).');
    expect(ok(whatDay('2026-11-23', { today })).sentence).toBe(
      'November 23, 2026 will be a Monday (tomorrow).',
    );
    expect(ok(whatDay('2026-11-21', { today })).sentence).toBe(
      'November 21, 2026 was a Saturday (yesterday).',
    );
    expect(ok(whatDay('2030-01-01', { today })).sentence).toBe(
      'January 1, 2030 will be a Tuesday (in 1,136 days).',
    );
  });
  it('without today (before hydration) the wording is neutral', () => {
    const r = ok(whatDay('1969-07-20'));
    expect(r).toMatchObject({ tense: null, daysFromToday: null });
    expect(r.sentence).toBe('July 20, 1969 falls on a Sunday.');
  });
});

describe('leap years and day of year', () => {
  it.each([
    ['2024-06-01', true, 366],
    ['2023-06-01', false, 365],
    ['2000-06-01', true, 366],
    ['1900-06-01', false, 365],
    ['2100-06-01', false, 365],
    ['2400-06-01', true, 366],
    ['1969-07-20', false, 365],
  ])('%s: leap %s, %i days in the year', (iso, leap, days) => {
    expect(ok(whatDay(iso, { today }))).toMatchObject({ isLeapYear: leap, daysInYear: days });
  });

  it.each([
    ['1969-07-20', 201, 365],
    ['2024-01-01', 1, 366],
    ['2024-02-29', 60, 366],
    ['2024-03-01', 61, 366],
    ['2023-03-01', 60, 365],
    ['2024-12-31', 366, 366],
    ['2023-12-31', 365, 365],
    ['9999-12-31', 365, 365],
  ])('%s is day %i of %i', (iso, day, of) => {
    expect(ok(whatDay(iso, { today }))).toMatchObject({ dayOfYear: day, daysInYear: of });
  });

  it('day of year counts from 1 January for every date (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_652_058 }), (offset) => {
        const date = d('0001-01-01').add({ days: offset });
        const r = ok(whatDay(date.toString(), { today, moon: true }));
        expect(r.dayOfYear).toBe(date.with({ month: 1, day: 1 }).until(date).days + 1);
        expect(r.dayOfYear).toBeLessThanOrEqual(r.daysInYear);
        expect(r.summary).not.toMatch(/NaN|undefined|Infinity|Invalid/);
      }),
    );
  });
});

describe("the spec's messages", () => {
  it.each([
    '20230101',
    '2023-1-1',
    '01/02/2023',
    '2023/01/01',
    '1969',
    'July 20, 1969',
    '10000-01-01',
    '<script>',
    '2023-01-01T00:00',
  ])('%j: Use YYYY-MM-DD', (text) => {
    expect(whatDay(text, { today })).toEqual({ error: DATE_MESSAGES.useDate });
  });
  it.each(['2023-02-30', '2023-02-29', '1900-02-29', '2023-13-01', '2023-00-10', '2023-04-31', '0000-01-01'])(
    '%j: Invalid date',
    (text) => {
      expect(whatDay(text, { today })).toEqual({ error: DATE_MESSAGES.invalid });
    },
  );
  it('empty input shows no result', () => {
    expect(whatDay('', { today })).toBeNull();
    expect(whatDay('   ')).toBeNull();
  });
  it('accepts surrounding spaces', () => {
    expect(ok(whatDay(' 2024-02-29 ', { today })).date).toBe('2024-02-29');
  });
});

describe('moonPhase', () => {
  it('has 8 phases with the illumination and emoji of the spec', () => {
    expect(MOON_PHASES.map((p) => [nameOf(p.phase), p.illumination, p.emoji])).toEqual([
      ['New Moon', 0, '🌑'],
      ['Waxing Crescent', 25, '🌒'],
      ['First Quarter', 50, '🌓'],
      ['Waxing Gibbous', 75, '🌔'],
      ['Full Moon', 100, '🌕'],
      ['Waning Gibbous', 75, '🌖'],
      ['Last Quarter', 50, '🌗'],
      ['Waning Crescent', 25, '🌘'],
    ]);
  });

  // Dates (UTC) of published new moons, several of them solar eclipses.
  it.each([
    '2000-01-06',
    '2024-04-08',
    '2017-08-21',
    '2023-01-21',
    '2024-10-02',
    '2019-07-02',
    '1999-08-11',
    '1969-07-14',
  ])('new moon on %s', (iso) => {
    expect(moonPhase(d(iso))).toMatchObject({ phase: 'newMoon', illumination: 0, emoji: '🌑' });
  });

  // Published full moons, several of them lunar eclipses.
  it.each(['2024-04-23', '2000-01-21', '2018-01-31', '2019-01-21', '2022-11-08', '2025-03-14', '1969-07-28'])(
    'full moon on %s',
    (iso) => {
      expect(moonPhase(d(iso))).toMatchObject({ phase: 'fullMoon', illumination: 100, emoji: '🌕' });
    },
  );

  it('published quarters', () => {
    expect(phaseOn('2024-04-15')).toBe('First Quarter');
    expect(phaseOn('2024-05-01')).toBe('Last Quarter');
    expect(phaseOn('1969-07-22')).toBe('First Quarter');
  });

  it('one lunar month in April 2024 goes through all 8 phases in order', () => {
    expect(
      [
        '2024-04-08',
        '2024-04-11',
        '2024-04-15',
        '2024-04-19',
        '2024-04-23',
        '2024-04-27',
        '2024-05-01',
        '2024-05-05',
      ].map(phaseOn),
    ).toEqual(MOON_PHASES.map((p) => nameOf(p.phase)));
  });

  it('Apollo 11 week: a young waxing moon, on the quarter side of the boundary on landing day', () => {
    // New moon 14 July 1969, first quarter 22 July. The 8 phases are centred on their moments,
    // so 'First Quarter' covers ages 4.6 to 8.3 days; the mean age at noon UTC on 20 July is
    // 5.8 days (the true age was about 5.5): First Quarter, a day after the last crescent day.
    expect(phaseOn('1969-07-18')).toBe('Waxing Crescent');
    expect(phaseOn('1969-07-19')).toBe('Waxing Crescent');
    expect(moonPhase(d('1969-07-20')).age).toBeCloseTo(5.77, 2);
    expect(phaseOn('1969-07-20')).toBe('First Quarter');
  });

  it('the age is always within one cycle and advances one day a day (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_652_058 }), (offset) => {
        const date = d('0001-01-01').add({ days: offset });
        const { age, illumination } = moonPhase(date);
        expect(age).toBeGreaterThanOrEqual(0);
        expect(age).toBeLessThan(SYNODIC_MONTH);
        expect([0, 25, 50, 75, 100]).toContain(illumination);
        if (offset < 3_652_058) {
          const next = moonPhase(date.add({ days: 1 })).age;
          expect(((next - age + SYNODIC_MONTH) % SYNODIC_MONTH) - 1).toBeCloseTo(0, 6);
        }
      }),
    );
  });

  it('is in the result only when asked for', () => {
    expect(ok(whatDay('2024-04-23', { today })).moonPhase).toBeNull();
    const r = ok(whatDay('2024-04-23', { today, moon: true }));
    expect(r.moonPhase).toMatchObject({ phase: 'fullMoon', illumination: 100, emoji: '🌕' });
    expect(r.summary).toBe('April 23, 2024 was a Tuesday (943 days ago). Moon: Full Moon, about 100% lit.');
  });
});
