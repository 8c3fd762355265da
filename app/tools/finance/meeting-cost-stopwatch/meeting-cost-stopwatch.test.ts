import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordsFrom } from '~/lib/i18n';
import {
  BAR_SECONDS,
  costPerSecond,
  countAttendees,
  currencyForLocale,
  durationParts,
  elapsedAt,
  formatDuration,
  meetingCost as logicMeetingCost,
  money,
  msToNextSecond,
  pause,
  readSalary,
  shownWatch,
  start,
  type MeetingInput,
  type Stopwatch,
} from './meeting-cost-stopwatch';
import en from './messages/en';
import * as words from './words';

/** The page's words in English (messages/en.ts), as the component has them. */
const t = wordsFrom<typeof en>(en);
const durationWords = (seconds: number) => words.durationWords(t, seconds);
/** The costs, with the summary as the page words it. */
const meetingCost = (input: MeetingInput) => {
  const cost = logicMeetingCost(input);
  return { ...cost, summary: words.summaryOf(t, input, cost) };
};

const defaults = { title: 'Team Sync', attendees: 5, salary: 90_000, currency: 'USD' as const };

describe('cost', () => {
  it('costs salary / 2080 × attendees / 3600 a second', () => {
    // 90,000 / 2,080 = 43.2692 an hour each; × 5 = 216.3462 an hour; / 3,600 = 0.0600962 a second.
    expect(costPerSecond(90_000, 5)).toBeCloseTo(0.0600962, 7);
    const cost = meetingCost({ ...defaults, elapsedSeconds: 3600 });
    expect(money(cost.total, 'USD')).toBe('$216.35');
    expect(money(cost.perMinute, 'USD')).toBe('$3.61');
    expect(money(cost.perHour, 'USD')).toBe('$216.35');
    expect(cost.duration).toBe('1:00:00');
  });

  it('matches the catalogue example: 8 people at 120,000 for 30 minutes', () => {
    // 120,000 / 2,080 × 8 = 461.538 an hour; half an hour = 230.77.
    const cost = meetingCost({
      ...defaults,
      title: 'Weekly Planning',
      attendees: 8,
      salary: 120_000,
      elapsedSeconds: 1800,
    });
    expect(money(cost.total, 'USD')).toBe('$230.77');
    expect(cost.summary).toBe(
      'Weekly Planning: $230.77 after 30 minutes (8 people at $120,000.00 a year, $7.69 a minute).',
    );
  });

  it('fills the burn-rate bar once every 10 minutes', () => {
    const cost = meetingCost({ ...defaults, elapsedSeconds: 25 * 60 });
    expect(cost.fullBars).toBe(2);
    expect(cost.barFill).toBeCloseTo(0.5, 10);
    expect(cost.perBar).toBeCloseTo(costPerSecond(90_000, 5) * BAR_SECONDS, 10);
    expect(meetingCost({ ...defaults, elapsedSeconds: 600 }).fullBars).toBe(1);
    expect(meetingCost({ ...defaults, elapsedSeconds: 600 }).barFill).toBe(0);
  });

  it('shows yen without decimals and names an untitled meeting', () => {
    expect(money(1234.56, 'JPY')).toBe('¥1,235');
    expect(money(1234.56, 'EUR')).toBe('€1,234.56');
    expect(meetingCost({ ...defaults, title: '  ', elapsedSeconds: 1 }).summary).toMatch(/^This meeting: /);
  });

  it('never shows NaN for odd elapsed times', () => {
    for (const elapsedSeconds of [NaN, -5, Infinity]) {
      const cost = meetingCost({ ...defaults, elapsedSeconds });
      expect(cost.total).toBe(0);
      expect(cost.summary).not.toMatch(/NaN|Infinity|undefined/);
    }
  });

  it('grows with time, attendees and salary (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (attendees, salary, t1, t2) => {
          const [a, b] = t1 <= t2 ? [t1, t2] : [t2, t1];
          const costAt = (elapsedSeconds: number) =>
            meetingCost({ ...defaults, attendees, salary, elapsedSeconds }).total;
          expect(costAt(a)).toBeLessThanOrEqual(costAt(b));
          expect(
            meetingCost({ ...defaults, attendees: attendees + 1, salary, elapsedSeconds: a }).total,
          ).toBeGreaterThanOrEqual(costAt(a));
        },
      ),
    );
  });
});

describe('inputs', () => {
  it('counts a pasted invite list by its @ signs', () => {
    expect(countAttendees('ana@example.com, bo@example.com; cy@example.org')).toBe(3);
    expect(countAttendees('Ana <ana@x.io>\nBo <bo@x.io>')).toBe(2);
  });
  it('reads a number of attendees, and anything else as 0', () => {
    expect(['12', '1,200', '7.9'].map(countAttendees)).toEqual([12, 1200, 7]);
    for (const text of ['lots', '', '-3', '1e400']) expect(countAttendees(text), text).toBe(0);
  });
  it('reads a salary, and anything else as 0', () => {
    expect(['120,000', '85000.50'].map(readSalary)).toEqual([120_000, 85_000.5]);
    for (const text of ['abc', '-1']) expect(readSalary(text), text).toBe(0);
  });
  it('takes the currency from the browser locale, else USD', () => {
    const byLocale = {
      USD: ['en-US', 'es-MX', 'sv-SE', 'not a locale!', undefined],
      GBP: ['en-GB'],
      CAD: ['fr-CA'],
      AUD: ['en-AU'],
      NZD: ['en-NZ'],
      INR: ['hi-IN'],
      JPY: ['ja-JP', 'ja'],
      EUR: ['de-DE', 'fr'],
    };
    for (const [currency, locales] of Object.entries(byLocale)) {
      for (const locale of locales) expect(currencyForLocale(locale), String(locale)).toBe(currency);
    }
  });
});

describe('the stopwatch on a fake clock', () => {
  it('counts real time, so a sleeping tab does not lose any', () => {
    let watch: Stopwatch = { running: false, elapsed: 0 };
    watch = start(watch, 1_000_000);
    expect(elapsedAt(watch, 1_000_000)).toBe(0);
    expect(elapsedAt(watch, 1_065_000)).toBe(65);
    // No ticks for an hour (the tab slept): the time is still right.
    expect(elapsedAt(watch, 1_000_000 + 3_600_000)).toBe(3600);
  });
  it('pauses, resumes from where it stopped, and ignores a second start', () => {
    let watch: Stopwatch = start({ running: false, elapsed: 1800 }, 0);
    watch = pause(watch, 10_000);
    expect(watch).toEqual({ running: false, elapsed: 1810 });
    expect(elapsedAt(watch, 99_999_999)).toBe(1810);
    watch = start(watch, 50_000);
    expect(start(watch, 60_000)).toBe(watch);
    expect(elapsedAt(watch, 55_000)).toBe(1815);
    expect(pause({ running: false, elapsed: 3 }, 1)).toEqual({ running: false, elapsed: 3 });
  });
  it('never runs backwards when the clock does', () => {
    const watch = start({ running: false, elapsed: 10 }, 5000);
    expect(elapsedAt(watch, 1000)).toBe(10);
  });
});

describe('ticking from the press of Start', () => {
  it('the next tick is due when the elapsed time reaches its next whole second', () => {
    // Started at 1,000,400 ms on the clock (not on a whole second of it).
    const watch = start({ running: false, elapsed: 0 }, 1_000_400);
    expect(msToNextSecond(watch, 1_000_400)).toBe(1000);
    expect(msToNextSecond(watch, 1_000_999)).toBe(401);
    expect(msToNextSecond(watch, 1_001_399)).toBe(1);
    // Exactly on a whole second of elapsed time: that second shows now, the next is a second away.
    expect(msToNextSecond(watch, 1_001_400)).toBe(1000);
    expect(elapsedAt(watch, 1_150_399)).toBe(149.999);
    expect(elapsedAt(watch, 1_150_400)).toBe(150);
    expect(elapsedAt(watch, 1_000_400 + 1_800_000)).toBe(1800);
    expect(msToNextSecond({ running: false, elapsed: 12 }, 5)).toBeNull();
  });

  it('resumed from a fraction of a second, whole seconds still land exactly', () => {
    const watch = start({ running: false, elapsed: 150.6 }, 0);
    expect(msToNextSecond(watch, 0)).toBe(400);
    expect(elapsedAt(watch, 400)).toBe(151);
    expect(Math.floor(elapsedAt(watch, 400))).toBe(151);
    expect(msToNextSecond(watch, 400)).toBe(1000);
    // A clock that went back waits for the whole next second of the held time.
    expect(msToNextSecond(watch, -5000)).toBe(400);
  });

  it('many pauses and resumes add up to the running time', () => {
    let watch: Stopwatch = { running: false, elapsed: 0 };
    let clock = 0;
    for (let i = 0; i < 100; i++) {
      watch = start(watch, clock);
      clock += 700;
      watch = pause(watch, clock);
      clock += 5000;
    }
    // 100 stretches of 0.7 s.
    expect(elapsedAt(watch, clock)).toBe(70);
  });

  it('the page shows the exact paused time while the address holds its whole second', () => {
    const paused: Stopwatch = { running: false, elapsed: 150.6 };
    expect(shownWatch(paused, 150)).toBe(paused);
    // The address moved (Reset, another link): it wins.
    expect(shownWatch(paused, 0)).toEqual({ running: false, elapsed: 0 });
    expect(shownWatch(null, 1800)).toEqual({ running: false, elapsed: 1800 });
    const running = start(paused, 0);
    expect(shownWatch(running, 3)).toBe(running);
  });
});

describe('durations', () => {
  it('formats hours, minutes and seconds', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(65.9)).toBe('0:01:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(-4)).toBe('0:00:00');
    expect(durationWords(3723)).toBe('1 hour 2 minutes 3 seconds');
    expect(durationWords(60)).toBe('1 minute');
    expect(durationWords(0)).toBe('0 seconds');
    expect(durationWords(1)).toBe('1 second');
    expect(durationWords(7200)).toBe('2 hours');
    expect(durationParts(3723)).toEqual({ hours: 1, minutes: 2, seconds: 3 });
    expect(durationParts(Number.NaN)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });

  it('words the PNG card', () => {
    const input = {
      title: ' ',
      attendees: 1,
      salary: 120_000,
      currency: 'USD' as const,
      elapsedSeconds: 1800,
    };
    expect(words.cardText(t, input, logicMeetingCost(input))).toEqual({
      heading: 'Meeting cost',
      title: 'Meeting',
      total: '$28.85',
      duration: 'Duration 0:30:00',
      detail: '1 person · $0.96 per minute',
      footer: 'Tiny Tools · Meeting Cost Stopwatch',
    });
    expect(
      words.cardText(t, { ...input, title: 'Weekly Planning', attendees: 8 }, logicMeetingCost(input)),
    ).toMatchObject({ title: 'Weekly Planning', detail: '8 people · $0.96 per minute' });
    expect(meetingCost({ ...input, attendees: 1 }).summary).toBe(
      'This meeting: $28.85 after 30 minutes (1 person at $120,000.00 a year, $0.96 a minute).',
    );
  });
});
