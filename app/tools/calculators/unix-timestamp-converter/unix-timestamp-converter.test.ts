import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate, type T } from '~/lib/i18n';
import en from './messages/en';
import {
  currentTimestamps,
  dateToTimestamp,
  describeInZone,
  detectUnit,
  relativeTime,
  scaledDecimal,
  timestampToDate,
  type DateResult,
  type TimestampResult,
} from './unix-timestamp-converter';
import { dateTimeText, utcText } from './words';

/** The page's words in English, as the component gets them. */
const t = ((key: keyof typeof en, params?: Record<string, string | number>) =>
  translate(en[key], params)) as unknown as T<typeof en>;
const MESSAGES = {
  notTimestamp: 'notTimestamp',
  tooManyDigits: 'tooManyDigits',
  notDate: 'notDate',
  noSuchDate: 'noSuchDate',
} as const;

const ok = <R extends object>(raw: string, r: R | null): Exclude<R, { error: unknown }> => {
  if (r === null || 'error' in r) throw new Error(`expected a result for ${raw}, got ${JSON.stringify(r)}`);
  return r as Exclude<R, { error: unknown }>;
};
/** The result, with its UTC date and time as the English page writes it. */
const ts = (raw: string) => {
  const r: TimestampResult = ok(raw, timestampToDate(raw));
  return { ...r, utc: utcText(t, r.utc) };
};
const date = (raw: string, zone = 'UTC'): DateResult => ok(raw, dateToTimestamp(raw, zone));
const instant = (iso: string) => Temporal.Instant.from(iso);

describe('unit detection by digits of the whole part', () => {
  it.each([
    [1, 'seconds'],
    [10, 'seconds'],
    [11, 'seconds'],
    [12, 'milliseconds'],
    [13, 'milliseconds'],
    [14, 'milliseconds'],
    [15, 'microseconds'],
    [16, 'microseconds'],
    [17, 'microseconds'],
    [18, null],
    [19, null],
  ])('%i digits -> %s', (digits, unit) => {
    expect(detectUnit(digits)).toBe(unit);
  });
});

describe('timestamp to date', () => {
  it.each<[string, Partial<Omit<TimestampResult, 'utc'> & { utc: string }>]>([
    // The unit, by digits of the magnitude: 11 digits are seconds, 12 to 14 milliseconds, 15 to 17
    // microseconds. A minus sign and leading zeros do not count.
    ['99999999999', { unit: 'seconds', digits: 11, isoUtc: '5138-11-16T09:46:39Z' }],
    ['100000000000', { unit: 'milliseconds', digits: 12, isoUtc: '1973-03-03T09:46:40Z' }],
    ['99999999999999', { unit: 'milliseconds', isoUtc: '5138-11-16T09:46:39.999Z' }],
    ['100000000000000', { unit: 'microseconds', isoUtc: '1973-03-03T09:46:40Z' }],
    ['99999999999999999', { unit: 'microseconds', isoUtc: '5138-11-16T09:46:39.999999Z' }],
    ['-99999999999', { unit: 'seconds', digits: 11 }],
    ['-100000000000', { unit: 'milliseconds', digits: 12 }],
    ['000001700000000', { unit: 'seconds', digits: 10, seconds: '1700000000' }],
    ['0', { unit: 'seconds', digits: 1 }],
    // 0 is the epoch, -1 the last second of 1969.
    ['0', { isoUtc: '1970-01-01T00:00:00Z', utc: 'Thursday, January 1, 1970, 00:00:00 UTC' }],
    [
      '-1',
      {
        isoUtc: '1969-12-31T23:59:59Z',
        utc: 'Wednesday, December 31, 1969, 23:59:59 UTC',
        milliseconds: '-1000',
      },
    ],
    // One moment in seconds, milliseconds and microseconds.
    [
      '1700000000',
      {
        unit: 'seconds',
        digits: 10,
        decimal: false,
        isoUtc: '2023-11-14T22:13:20Z',
        utc: 'Tuesday, November 14, 2023, 22:13:20 UTC',
        seconds: '1700000000',
        milliseconds: '1700000000000',
        microseconds: '1700000000000000',
      },
    ],
    ['1700000000000', { unit: 'milliseconds', isoUtc: '2023-11-14T22:13:20Z' }],
    ['1700000000000000', { unit: 'microseconds', isoUtc: '2023-11-14T22:13:20Z' }],
    // Milliseconds and microseconds are kept in the time.
    [
      '1700000000123',
      {
        isoUtc: '2023-11-14T22:13:20.123Z',
        utc: 'Tuesday, November 14, 2023, 22:13:20.123 UTC',
        seconds: '1700000000.123',
      },
    ],
    ['1700000000123456', { isoUtc: '2023-11-14T22:13:20.123456Z', milliseconds: '1700000000123.456' }],
    // The 32-bit limits: 19 January 2038, and 1901.
    ['2147483647', { isoUtc: '2038-01-19T03:14:07Z', utc: 'Tuesday, January 19, 2038, 03:14:07 UTC' }],
    ['-2147483648', { isoUtc: '1901-12-13T20:45:52Z' }],
    // Negative timestamps are before 1970. The oldest 11-digit one is in 1200 BC (the ISO calendar's
    // year -1199), 1,157,408 days (a whole number of weeks) before Thursday 1 January 1970.
    ['-86400', { isoUtc: '1969-12-31T00:00:00Z' }],
    ['-1700000000000', { isoUtc: '1916-02-18T01:46:40Z' }],
    [
      '-99999999999',
      { isoUtc: '-001199-02-15T14:13:21Z', utc: 'Thursday, February 15, 1200 BC, 14:13:21 UTC' },
    ],
    // Decimal seconds, kept to the nanosecond.
    [
      '1700000000.5',
      {
        unit: 'seconds',
        decimal: true,
        isoUtc: '2023-11-14T22:13:20.5Z',
        utc: 'Tuesday, November 14, 2023, 22:13:20.5 UTC',
        milliseconds: '1700000000500',
      },
    ],
    ['1700000000.123456789123', { isoUtc: '2023-11-14T22:13:20.123456789Z' }],
    ['-0.5', { isoUtc: '1969-12-31T23:59:59.5Z', milliseconds: '-500' }],
    ['.25', { milliseconds: '250' }],
    ['1700000000.', { isoUtc: '2023-11-14T22:13:20Z' }],
    ['1700000000000.5', { unit: 'milliseconds', microseconds: '1700000000000500' }],
  ])('%j reads as %o', (raw, fields) => {
    expect(ts(raw)).toMatchObject(fields);
  });

  it.each([' 1700000000 ', '+1700000000', '1,700,000,000', '1 700 000 000', '1_700_000_000'])(
    'reads spaces, a plus sign and thousands separators: %j',
    (raw) => {
      expect(ts(raw).seconds).toBe('1700000000');
    },
  );

  it('shows no result for empty input', () => {
    expect(timestampToDate('')).toBeNull();
    expect(timestampToDate('   ')).toBeNull();
  });

  it.each([
    'abc',
    '17OO000000',
    '1.7e9',
    '0x10',
    '--1',
    '-',
    '.',
    '+',
    'NaN',
    'Infinity',
    '1700000000.5.5',
    '1,70,00',
    '1 2 3',
    '2023-11-14',
    '1700000000ms',
    '١٧٠٠٠٠٠٠٠٠',
    '9'.repeat(400),
  ])('rejects %s as not a timestamp', (raw) => {
    expect(timestampToDate(raw)).toEqual({ error: MESSAGES.notTimestamp });
    expect(en.notTimestamp).toBe(
      'Enter a whole number of seconds, milliseconds or microseconds, like 1700000000',
    );
  });

  // 18 digits and more are too many, never NaN; a nanosecond timestamp (Go's UnixNano) is 19 digits.
  it.each(['100000000000000000', '9'.repeat(18), '1700000000000000000', '-' + '9'.repeat(30)])(
    'rejects %s with the too-many-digits message',
    (raw) => {
      expect(timestampToDate(raw)).toEqual({ error: MESSAGES.tooManyDigits });
      expect(en.tooManyDigits).toBe(
        'Too many digits: use seconds (up to 11 digits), milliseconds (12 to 14) or microseconds (15 to 17)',
      );
    },
  );

  it('never shows NaN, Infinity, undefined or Invalid Date, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (raw) => {
        const r = timestampToDate(raw);
        expect(JSON.stringify(r ?? {})).not.toMatch(/NaN|Infinity|undefined|Invalid/);
      }),
    );
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 17n) + 1n, max: 10n ** 17n - 1n }), (n) => {
        const r = ts(String(n));
        expect(`${r.utc} ${r.isoUtc}`).not.toMatch(/NaN|undefined|Invalid/);
      }),
    );
  });

  it('round-trips seconds through ISO 8601 and back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (seconds) => {
        const iso = ts(String(seconds)).isoUtc;
        expect(date(iso).seconds).toBe(String(seconds));
        expect(date(iso, 'Asia/Kolkata').seconds).toBe(String(seconds));
      }),
    );
  });

  it('milliseconds and seconds name the same moment', () => {
    fc.assert(
      // Seconds of 9 to 11 digits are 12 to 14 digits in milliseconds.
      fc.property(
        fc.integer({ min: 100_000_000, max: 99_999_999_999 }),
        fc.boolean(),
        (magnitude, negative) => {
          const seconds = negative ? -magnitude : magnitude;
          const asMs = ts(`${seconds}000`);
          expect(asMs.unit).toBe('milliseconds');
          expect(asMs.isoUtc).toBe(ts(String(seconds)).isoUtc);
          expect(ts(`${seconds}000000`).isoUtc).toBe(asMs.isoUtc);
        },
      ),
    );
  });
});

describe('the moment in a time zone', () => {
  it('gives the local text, the ISO 8601 string with the offset, and the offset', () => {
    const zoned = describeInZone(instant('2023-11-14T22:13:20Z'), 'America/New_York');
    expect(zoned.long).toEqual({
      weekday: 'Tuesday',
      month: 'November',
      day: 14,
      year: 2023,
      time: '17:13:20',
    });
    expect({ ...zoned, long: dateTimeText(t, zoned.long) }).toEqual({
      long: 'Tuesday, November 14, 2023, 17:13:20',
      iso: '2023-11-14T17:13:20-05:00',
      offset: '-05:00',
      timeZone: 'America/New_York',
    });
  });

  // The offset follows daylight saving time.
  it.each([
    ['2023-11-14T22:13:20Z', 'Asia/Kolkata', '2023-11-15T03:43:20+05:30'],
    ['2023-11-14T22:13:20Z', 'UTC', '2023-11-14T22:13:20+00:00'],
    ['2024-07-01T12:00:00Z', 'Europe/London', '2024-07-01T13:00:00+01:00'],
    ['2024-01-01T12:00:00Z', 'Europe/London', '2024-01-01T12:00:00+00:00'],
  ])('%s in %s is %s', (moment, zone, iso) => {
    expect(describeInZone(instant(moment), zone).iso).toBe(iso);
  });

  it('keeps an old local mean time offset exact (seconds included)', () => {
    const old = describeInZone(instant('1850-01-01T12:00:00Z'), 'America/New_York');
    expect(old.offset).toBe('-04:56:02');
    expect(Temporal.Instant.from(old.iso).toString()).toBe('1850-01-01T12:00:00Z');
  });
});

describe('relative time', () => {
  const now = instant('2026-11-22T10:00:00Z');
  const at = (iso: string, zone = 'UTC') => relativeTime(instant(iso), now, zone);

  it('says 3 years ago for 1700000000 seen on 22 November 2026', () => {
    expect(relativeTime(ts('1700000000').instant, now, 'UTC')).toBe('3 years ago');
  });

  it.each([
    ['2026-11-22T10:00:00Z', 'now'],
    ['2026-11-22T10:00:00.4Z', 'now'],
    ['2026-11-22T09:59:59Z', '1 second ago'],
    ['2026-11-22T10:00:30Z', 'in 30 seconds'],
    ['2026-11-22T09:59:00Z', '1 minute ago'],
    ['2026-11-22T10:05:00Z', 'in 5 minutes'],
    ['2026-11-22T09:15:00Z', '45 minutes ago'],
    ['2026-11-22T07:00:00Z', '3 hours ago'],
    ['2026-11-22T22:00:00Z', 'in 12 hours'],
    ['2026-11-20T10:00:00Z', '2 days ago'],
    ['2026-11-24T10:00:00Z', 'in 2 days'],
    ['2026-09-22T10:00:00Z', '2 months ago'],
    ['2027-01-22T10:00:00Z', 'in 2 months'],
    ['2023-11-22T10:00:00Z', '3 years ago'],
    ['2031-11-22T10:00:00Z', 'in 5 years'],
    // The largest unit that is not zero, rounded to the nearest.
    ['2026-11-22T10:01:29Z', 'in 1 minute'],
    ['2026-11-22T10:01:30Z', 'in 2 minutes'],
    ['2026-11-23T09:40:00Z', 'in 1 day'], // 23 h 40 min carries into a day
    ['2026-11-21T10:00:01Z', '1 day ago'], // 23:59:59 rounds to a day
    ['2025-12-10T10:00:00Z', '11 months ago'], // 11 months 12 days
    ['2025-12-02T10:00:00Z', '1 year ago'], // 11 months 20 days carries into a year
    ['2025-04-22T10:00:00Z', '2 years ago'], // 1 year 7 months
    ['2025-06-22T10:00:00Z', '1 year ago'], // 1 year 5 months
  ])('%s -> %s', (iso, text) => {
    expect(at(iso)).toBe(text);
  });

  it('says far-off moments in years with grouping', () => {
    expect(relativeTime(ts('-99999999999').instant, now, 'UTC')).toBe('3,226 years ago');
  });

  it('counts calendar days in the visitor’s zone', () => {
    // 2026-11-21T23:00 in New York is 22 November 04:00 UTC.
    expect(at('2026-11-23T10:00:00Z', 'America/New_York')).toBe('in 1 day');
  });
});

describe('date to timestamp', () => {
  it.each<[string, string, Partial<DateResult>]>([
    [
      '2024-01-01T00:00:00Z',
      'UTC',
      {
        kind: 'exact',
        seconds: '1704067200',
        milliseconds: '1704067200000',
        isoUtc: '2024-01-01T00:00:00Z',
        readAs: '2024-01-01T00:00:00Z',
      },
    ],
    // An offset is read, whatever the visitor's zone.
    ...['UTC', 'America/New_York', 'Asia/Tokyo'].map((zone): [string, string, Partial<DateResult>] => [
      '2024-01-01T09:30:00+05:30',
      zone,
      {
        kind: 'exact',
        seconds: '1704081600',
        isoUtc: '2024-01-01T04:00:00Z',
        readAs: '2024-01-01T09:30:00+05:30',
      },
    ]),
    ['2024-01-01T00:00:00-05:00', 'UTC', { seconds: '1704085200' }],
    ['2024-01-01T00:00:00+0530', 'UTC', { readAs: '2024-01-01T00:00:00+05:30' }],
    ['2024-01-01T00:00:00+05', 'UTC', { seconds: '1704049200' }],
    ['20240101T000000Z', 'UTC', { seconds: '1704067200' }],
    ['2024-01-01t00:00:00z', 'UTC', { seconds: '1704067200' }],
    ['2024-01-01 00:00Z', 'UTC', { seconds: '1704067200' }],
    // A + that arrived from an address as a space is restored.
    ['2024-01-01T09:30:00 05:30', 'UTC', { seconds: '1704081600' }],
    // A date-time without an offset is read in the visitor's zone.
    [
      '2024-01-01T09:30',
      'UTC',
      { kind: 'local', timeZone: 'UTC', seconds: '1704101400', readAs: '2024-01-01T09:30:00+00:00' },
    ],
    [
      '2024-01-01T09:30',
      'America/New_York',
      {
        kind: 'local',
        timeZone: 'America/New_York',
        seconds: '1704119400',
        isoUtc: '2024-01-01T14:30:00Z',
        readAs: '2024-01-01T09:30:00-05:00',
      },
    ],
    ['2024-01-01 09:30:15.250', 'UTC', { seconds: '1704101415.25', milliseconds: '1704101415250' }],
    // A plain date is local midnight.
    ['2024-01-01', 'UTC', { kind: 'date', seconds: '1704067200' }],
    [
      '2024-01-01',
      'Asia/Kolkata',
      { kind: 'date', timeZone: 'Asia/Kolkata', seconds: '1704047400', readAs: '2024-01-01T00:00:00+05:30' },
    ],
    ['20240101', 'UTC', { seconds: '1704067200' }],
    ['1969-12-31', 'UTC', { seconds: '-86400' }],
    // A wall-clock time in a named zone; with an offset as well, the offset fixes the moment.
    [
      '2024-01-01T09:30[America/New_York]',
      'Asia/Tokyo',
      { kind: 'zoned', timeZone: 'America/New_York', seconds: '1704119400' },
    ],
    ['2024-01-01T09:30-05:00[America/New_York]', 'UTC', { kind: 'exact' }],
    // A time skipped or repeated by a change of clocks. New York sprang forward at 02:00 on
    // 10 March 2024: 02:30 did not exist; it is read as 03:30. It fell back at 02:00 on 3 November
    // 2024: 01:30 happened twice; the earlier one is used. Midnight did not exist in São Paulo on
    // 4 November 2018: the day began at 01:00.
    [
      '2024-03-10T02:30',
      'America/New_York',
      { skipped: true, readAs: '2024-03-10T03:30:00-04:00', isoUtc: '2024-03-10T07:30:00Z' },
    ],
    ['2024-11-03T01:30', 'America/New_York', { repeated: true, readAs: '2024-11-03T01:30:00-04:00' }],
    ['2018-11-04', 'America/Sao_Paulo', { skipped: true, readAs: '2018-11-04T01:00:00-02:00' }],
    // 29 February in a leap year.
    ['2024-02-29T00:00:00Z', 'UTC', { seconds: '1709164800' }],
  ])('%s in %s reads as %o', (raw, zone, fields) => {
    expect(date(raw, zone)).toMatchObject(fields);
  });

  it('notes no change of clocks on an ordinary day', () => {
    const plain = date('2024-06-01T12:00', 'America/New_York');
    expect(plain.skipped).toBeUndefined();
    expect(plain.repeated).toBeUndefined();
  });

  it('shows no result for empty input', () => {
    expect(dateToTimestamp('', 'UTC')).toBeNull();
    expect(dateToTimestamp('  ', 'UTC')).toBeNull();
  });

  it.each([
    'garbage',
    'yesterday',
    '1700000000',
    '2024',
    '2024-1-1',
    '01/02/2024',
    'Jan 1 2024',
    '2024-01-01Z',
    '2024-01-01T09:30:00+25:00',
    '2024-01-01T09:30[Mars/Olympus]',
    '2024-01-01T09:30[u-ca=gregory]',
    '2024-01-01T',
    '+275761-01-01T00:00:00Z',
    '<script>alert(1)</script>',
    '2024-01-01T00:00:00Z'.repeat(5),
  ])('rejects %s with the ISO 8601 message', (raw) => {
    expect(dateToTimestamp(raw, 'UTC')).toEqual({ error: MESSAGES.notDate });
    expect(en.notDate).toBe('Use an ISO 8601 date and time, like 2024-01-01T12:00:00Z');
  });

  it.each(['2023-02-29', '2024-02-30', '2024-13-01', '2024-00-10', '2024-04-31T10:00Z', '2024-01-01T25:00'])(
    'rejects the impossible %s with its own message',
    (raw) => {
      expect(dateToTimestamp(raw, 'UTC')).toEqual({ error: MESSAGES.noSuchDate });
      expect(en.noSuchDate).toBe('There is no such date or time: check the month, day, hours and minutes');
      expect(en.outOfRange).toBe('That timestamp is outside the range of dates this converter can show');
    },
  );

  it('never shows NaN, undefined or Invalid Date, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const r = dateToTimestamp(raw, 'Europe/Paris');
        expect(
          JSON.stringify(r ?? {}, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
        ).not.toMatch(/NaN|Infinity|undefined|Invalid/);
      }),
    );
  });
});

describe('helpers', () => {
  it('divides nanoseconds exactly', () => {
    expect(scaledDecimal(0n, 1_000_000_000n)).toBe('0');
    expect(scaledDecimal(-1_500_000_000n, 1_000_000_000n)).toBe('-1.5');
    expect(scaledDecimal(-500_000_000n, 1_000_000_000n)).toBe('-0.5');
    expect(scaledDecimal(1_000_000_001n, 1_000_000_000n)).toBe('1.000000001');
    expect(scaledDecimal(1_700_000_000_000_000_000n, 1_000_000n)).toBe('1700000000000');
  });

  it('reads the live clock as whole seconds and milliseconds', () => {
    const ms = Temporal.Instant.from('2026-11-22T10:00:00Z').epochMilliseconds;
    expect(currentTimestamps(ms)).toEqual({ seconds: '1795341600', milliseconds: '1795341600000' });
    expect(currentTimestamps(ms + 999)).toEqual({ seconds: '1795341600', milliseconds: '1795341600999' });
    expect(currentTimestamps(ms + 1000)).toEqual({ seconds: '1795341601', milliseconds: '1795341601000' });
    // Before 1970 the second is floored, as Unix time counts.
    expect(currentTimestamps(-1500)).toEqual({ seconds: '-2', milliseconds: '-1500' });
  });
});
