import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate, type T } from '~/lib/i18n';
import { CITIES, CITY_IDS, DEFAULT_CITY_IDS, QUICK_ADD_IDS, QUICK_ADD_SHOWN, type CityId } from './data';
import { convertTime, parseTime, type Conversion, type ConverterInput } from './converter';
import en from './messages/en';
import {
  cardDateText,
  conversionDifferenceText,
  conversionSummary,
  copyText,
  differenceText,
  durationText,
  noteText,
  toDateText,
  twelveHourText,
} from './words';
import {
  addCity,
  cityCard,
  durationOf,
  findCity,
  formatOffset,
  localClock,
  MAX_SUGGESTIONS,
  normalizeText,
  offsetMinutesAt,
  quickAddCities,
  readCityId,
  removeCity,
  safeTimeZone,
  twelveHour,
} from './world-clock';
import { searchCities, type PlaceNames } from './search';

/** The page's words in English, as the components get them. */
const t = ((key: keyof typeof en, params?: Record<string, string | number>) =>
  translate(en[key], params)) as unknown as T<typeof en>;
/** City search with the cities and countries as the English page names them. */
const englishNames: PlaceNames = {
  city: (c) => en[`city.${c.id}`],
  country: (country) => en[`country.${country}`],
};
const search = (query: string, watched: readonly string[], limit?: number) =>
  searchCities(query, watched, englishNames, limit);

const TODAY = Temporal.PlainDate.from('2026-11-22');
const at = (iso: string) => Temporal.Instant.from(iso);
const city = (id: CityId) => findCity(id)!;
const names = (list: { name: string }[]) => list.map((c) => c.name);

/** A conversion's input (from, to, time, date) and the part of its result to expect. */
type ConversionCase = [string, string, string, string, Partial<Worded>];
const expectConversion = (...[from, to, time, date, expected]: ConversionCase) =>
  expect(convert(from, to, time, date)).toMatchObject(expected);

/** A conversion with the page's English for its sentences (TimeConverter shows them). */
type Worded = Conversion & {
  toTime12Text: string;
  toText: string;
  difference: string;
  noteText: string | null;
  summary: string;
};

function convert(from: string, to: string, time: string, date = ''): Worded {
  const result = convertTime({ from, to, time, date }, TODAY);
  if (result === null || 'error' in result)
    throw new Error(`expected a conversion, got ${JSON.stringify(result)}`);
  return {
    ...result,
    toTime12Text: twelveHourText(t, result.toTime12),
    toText: `${result.toTime}, ${toDateText(t, result)}`,
    difference: conversionDifferenceText(t, result),
    noteText: noteText(t, result),
    summary: conversionSummary(t, result),
  };
}

describe('the 20 cities', () => {
  it('are the spec’s 20, each on its IANA zone, with lower-case hyphenated ids', () => {
    expect(CITIES.map((c) => [c.id, c.timeZone])).toEqual([
      ['los-angeles', 'America/Los_Angeles'],
      ['new-york', 'America/New_York'],
      ['chicago', 'America/Chicago'],
      ['denver', 'America/Denver'],
      ['london', 'Europe/London'],
      ['paris', 'Europe/Paris'],
      ['berlin', 'Europe/Berlin'],
      ['rome', 'Europe/Rome'],
      ['tokyo', 'Asia/Tokyo'],
      ['sydney', 'Australia/Sydney'],
      ['singapore', 'Asia/Singapore'],
      ['dubai', 'Asia/Dubai'],
      ['mumbai', 'Asia/Kolkata'],
      ['beijing', 'Asia/Shanghai'],
      ['moscow', 'Europe/Moscow'],
      ['cairo', 'Africa/Cairo'],
      ['johannesburg', 'Africa/Johannesburg'],
      ['sao-paulo', 'America/Sao_Paulo'],
      ['mexico-city', 'America/Mexico_City'],
      ['toronto', 'America/Toronto'],
    ]);
    expect(CITIES.map((c) => c.id)).toEqual([...CITY_IDS]);
    for (const c of CITIES) {
      expect(c.id).toBe(normalizeText(c.name).replace(/ /g, '-'));
      expect(safeTimeZone(c.timeZone)).toBe(c.timeZone);
    }
    expect(city('sao-paulo').name).toBe('São Paulo');
  });

  it('defaults to New York, London and Tokyo; quick buttons come from 12 distinct known cities', () => {
    expect(DEFAULT_CITY_IDS).toEqual(['new-york', 'london', 'tokyo']);
    expect(QUICK_ADD_IDS).toHaveLength(12);
    expect(new Set(QUICK_ADD_IDS).size).toBe(12);
    expect(QUICK_ADD_SHOWN).toBe(8);
  });
});

describe('readCityId', () => {
  it.each([
    ['new-york', 'new-york'],
    ['New York', 'new-york'],
    ['NEW_YORK', 'new-york'],
    [' sao-paulo ', 'sao-paulo'],
    ['são-paulo', 'sao-paulo'],
    ['São Paulo', 'sao-paulo'],
    ['mexico-city', 'mexico-city'],
  ])('%j reads as %s', (raw, id) => {
    expect(readCityId(raw)).toBe(id);
  });
  it.each([
    '',
    'atlantis',
    'newyork',
    '__proto__',
    'constructor',
    'toString',
    'x'.repeat(5000),
    'tokyo,london',
  ])('ignores %j', (raw) => {
    expect(readCityId(raw)).toBeUndefined();
  });
});

describe('adding and removing cities', () => {
  it('adds a known city once, at the end', () => {
    expect(addCity(DEFAULT_CITY_IDS, 'paris')).toEqual(['new-york', 'london', 'tokyo', 'paris']);
    expect(addCity(DEFAULT_CITY_IDS, 'tokyo')).toBe(DEFAULT_CITY_IDS);
    expect(addCity(DEFAULT_CITY_IDS, 'atlantis')).toBe(DEFAULT_CITY_IDS);
    expect(addCity([], 'São Paulo')).toEqual(['sao-paulo']);
  });
  it('removes a city; removing every city leaves an empty list', () => {
    expect(removeCity(DEFAULT_CITY_IDS, 'london')).toEqual(['new-york', 'tokyo']);
    expect(removeCity(['tokyo'], 'tokyo')).toEqual([]);
    expect(removeCity(['tokyo'], 'paris')).toEqual(['tokyo']);
  });
});

describe('quick-add buttons (8 of 12)', () => {
  it('shows 8, skipping watched cities', () => {
    const shown = quickAddCities(DEFAULT_CITY_IDS);
    expect(shown).toHaveLength(8);
    expect(shown.map((c) => c.id)).toEqual(
      QUICK_ADD_IDS.filter((id) => !DEFAULT_CITY_IDS.includes(id)).slice(0, 8),
    );
    expect(shown.map((c) => c.id)).not.toContain('london');
    expect(quickAddCities([]).map((c) => c.id)).toEqual(QUICK_ADD_IDS.slice(0, 8));
  });
  it('shows fewer when most candidates are watched, none when all are', () => {
    expect(quickAddCities(QUICK_ADD_IDS.slice(0, 10)).map((c) => c.id)).toEqual(['berlin', 'toronto']);
    expect(quickAddCities(CITY_IDS)).toEqual([]);
  });
});

describe('city search', () => {
  it('is case- and accent-insensitive: "sao" finds São Paulo', () => {
    for (const q of ['sao', 'SAO', 'São', 'sÃo p', 'sao-paulo', '  Sao   Paulo ', 'paulo']) {
      expect(names(search(q, []))).toEqual(['São Paulo']);
    }
  });
  it('ranks the whole name, then the name’s start, a word’s start, anywhere in the name, then aliases', () => {
    expect(names(search('lo', []))).toEqual(['London', 'Los Angeles', 'São Paulo']);
    expect(names(search('to', []))).toEqual(['Tokyo', 'Toronto']);
    expect(names(search('york', []))).toEqual(['New York']);
    expect(names(search('city', []))).toEqual(['Mexico City']);
    // 'an': Los Angeles by a word's start, Johannesburg by containing it, no alias.
    expect(names(search('an', []))).toEqual(['Los Angeles', 'Johannesburg']);
    expect(names(search('paris', []))).toEqual(['Paris']);
  });
  it('finds cities by country, former name, abbreviation or zone name', () => {
    expect(names(search('bombay', []))).toEqual(['Mumbai']);
    expect(names(search('kolkata', []))).toEqual(['Mumbai']);
    expect(names(search('shanghai', []))).toEqual(['Beijing']);
    expect(names(search('japan', []))).toEqual(['Tokyo']);
    expect(names(search('cet', []))).toEqual(['Berlin', 'Paris', 'Rome']);
    expect(names(search('pst', []))).toEqual(['Los Angeles']);
    expect(names(search('uk', []))).toEqual(['London']);
    expect(names(search('united states', []))).toEqual(['Chicago', 'Denver', 'Los Angeles', 'New York']);
  });
  it('a name match comes before an alias match', () => {
    // 'ro': Rome by its name's start, then Cairo and Toronto containing it.
    expect(names(search('ro', []))).toEqual(['Rome', 'Cairo', 'Toronto']);
    // 'ind': nothing in a name, India (Mumbai's country) by alias.
    expect(names(search('ind', []))).toEqual(['Mumbai']);
    // 'c': Cairo and Chicago by the name's start come before Mexico City (word start) and Moscow.
    expect(names(search('c', [])).slice(0, 3)).toEqual(['Cairo', 'Chicago', 'Mexico City']);
  });
  it('suggests at most 10', () => {
    // 13 of the 20 names contain an 'o'.
    expect(CITIES.filter((c) => c.name.includes('o')).length).toBe(13);
    const found = search('o', []);
    expect(found).toHaveLength(MAX_SUGGESTIONS);
    expect(MAX_SUGGESTIONS).toBe(10);
    expect(search('o', [], 3)).toHaveLength(3);
    expect(search('o', [], 0)).toEqual([]);
  });
  it('leaves out watched cities', () => {
    expect(names(search('lo', ['london']))).toEqual(['Los Angeles', 'São Paulo']);
    expect(search('sao', ['sao-paulo'])).toEqual([]);
    expect(search('o', CITY_IDS)).toEqual([]);
  });
  it('suggests nothing for blank, unknown or odd input', () => {
    for (const q of ['', '   ', 'atlantis', '.*', '(', '\\', '<script>', 'x'.repeat(10_000)]) {
      expect(search(q, [])).toEqual([]);
    }
  });
  it('never suggests more than 10, a watched city, or the same city twice', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.subarray([...CITY_IDS]), (query, watched) => {
        const found = search(query, watched);
        expect(found.length).toBeLessThanOrEqual(10);
        expect(new Set(found.map((c) => c.id)).size).toBe(found.length);
        for (const c of found) expect(watched).not.toContain(c.id);
      }),
    );
  });
});

describe('offsets', () => {
  it('formats offsets as UTC+9, UTC−3:30 (minus sign), UTC+5:30, UTC+0', () => {
    expect(formatOffset(540)).toBe('UTC+9');
    expect(formatOffset(-210)).toBe('UTC\u22123:30');
    expect(formatOffset(-180)).toBe('UTC−3');
    expect(formatOffset(330)).toBe('UTC+5:30');
    expect(formatOffset(345)).toBe('UTC+5:45');
    expect(formatOffset(0)).toBe('UTC+0');
    expect(formatOffset(-0)).toBe('UTC+0');
  });

  // Winter and summer (northern hemisphere) offsets in 2026, from the zones' published rules.
  const winter = at('2026-01-15T12:00:00Z');
  const summer = at('2026-07-15T12:00:00Z');
  it.each<[CityId, number, number]>([
    ['los-angeles', -480, -420],
    ['new-york', -300, -240],
    ['chicago', -360, -300],
    ['denver', -420, -360],
    ['london', 0, 60],
    ['paris', 60, 120],
    ['berlin', 60, 120],
    ['rome', 60, 120],
    ['tokyo', 540, 540],
    ['sydney', 660, 600],
    ['singapore', 480, 480],
    ['dubai', 240, 240],
    ['mumbai', 330, 330],
    ['beijing', 480, 480],
    ['moscow', 180, 180],
    ['johannesburg', 120, 120],
    ['sao-paulo', -180, -180],
    ['mexico-city', -360, -360],
    ['toronto', -300, -240],
  ])('%s is %i minutes from UTC in January and %i in July', (id, january, july) => {
    expect(offsetMinutesAt(city(id).timeZone, winter)).toBe(january);
    expect(offsetMinutesAt(city(id).timeZone, summer)).toBe(july);
  });
  it('Cairo is on UTC+2 in winter', () => {
    expect(offsetMinutesAt('Africa/Cairo', winter)).toBe(120);
  });
});

describe('durations and differences', () => {
  it.each([
    [0, '0 minutes'],
    [1, '1 minute'],
    [45, '45 minutes'],
    [60, '1 hour'],
    [330, '5 hours 30 minutes'],
    [-540, '9 hours'],
    [61, '1 hour 1 minute'],
  ])('%i minutes reads %s', (minutes, text) => {
    expect(durationText(t, minutes)).toBe(text);
  });
  it('splits minutes into whole hours and minutes, dropping the sign', () => {
    expect(durationOf(330)).toEqual({ hours: 5, minutes: 30 });
    expect(durationOf(-540)).toEqual({ hours: 9, minutes: 0 });
    expect(durationOf(0)).toEqual({ hours: 0, minutes: 0 });
  });
  it('says ahead, behind or the same', () => {
    expect(differenceText(t, 540)).toBe('9 hours ahead of you');
    expect(differenceText(t, -300)).toBe('5 hours behind you');
    expect(differenceText(t, 0)).toBe('Same time as you');
  });
  it('writes 12-hour times', () => {
    expect(twelveHour({ hour: 0, minute: 5 })).toEqual({ time: '12:05', pm: false });
    expect(twelveHour({ hour: 12, minute: 0 })).toEqual({ time: '12:00', pm: true });
    expect(twelveHourText(t, twelveHour({ hour: 0, minute: 5 }))).toBe('12:05 AM');
    expect(twelveHourText(t, twelveHour({ hour: 12, minute: 0 }))).toBe('12:00 PM');
    expect(twelveHourText(t, twelveHour({ hour: 23, minute: 0 }))).toBe('11:00 PM');
    expect(twelveHourText(t, twelveHour({ hour: 9, minute: 30 }))).toBe('9:30 AM');
  });
});

describe('city cards', () => {
  it('shows the time with seconds, the date, the offset and the difference from local time', () => {
    const card = cityCard(city('tokyo'), at('2026-11-22T10:04:05Z'), 'UTC');
    expect(card).toEqual({
      id: 'tokyo',
      country: 'japan',
      timezone: 'Asia/Tokyo',
      time: '19:04:05',
      shortTime: '19:04',
      date: 'Sunday, November 22, 2026',
      offsetMinutes: 540,
      offset: 'UTC+9',
      differenceMinutes: 540,
      relativeDay: 'today',
    });
    expect(en[`country.${card.country}`]).toBe('Japan');
    expect(differenceText(t, card.differenceMinutes)).toBe('9 hours ahead of you');
    expect(cardDateText(t, card)).toBe('Sunday, November 22, 2026');
    expect(copyText(t, card)).toBe('Tokyo: 19:04, Sunday, November 22, 2026 (UTC+9)');
  });
  /** A card with the page's English for its difference, dated line and copied line. */
  const cardWords = (id: CityId, iso: string, zone: string) => {
    const card = cityCard(city(id), at(iso), zone);
    return {
      ...card,
      difference: differenceText(t, card.differenceMinutes),
      dateLine: cardDateText(t, card),
      copyText: copyText(t, card),
    };
  };
  it.each<[CityId, string, string, object]>([
    // The city is already on tomorrow, or still on yesterday.
    [
      'tokyo',
      '2026-11-22T20:00:00Z',
      'Europe/London',
      {
        time: '05:00:00',
        date: 'Monday, November 23, 2026',
        relativeDay: 'tomorrow',
        dateLine: 'Monday, November 23, 2026 (tomorrow)',
      },
    ],
    [
      'los-angeles',
      '2026-11-22T02:00:00Z',
      'Asia/Tokyo',
      {
        time: '18:00:00',
        date: 'Saturday, November 21, 2026',
        relativeDay: 'yesterday',
        dateLine: 'Saturday, November 21, 2026 (yesterday)',
        difference: '17 hours behind you',
      },
    ],
    // Half-hour offsets (Mumbai) against any local zone.
    [
      'mumbai',
      '2026-11-22T10:00:00Z',
      'Europe/London',
      { time: '15:30:00', offset: 'UTC+5:30', difference: '5 hours 30 minutes ahead of you' },
    ],
    ['london', '2026-11-22T10:00:00Z', 'Asia/Kolkata', { difference: '5 hours 30 minutes behind you' }],
    [
      'sao-paulo',
      '2026-11-22T10:00:00Z',
      'UTC',
      { copyText: 'São Paulo: 07:00, Sunday, November 22, 2026 (UTC−3)' },
    ],
    // Daylight saving: London is UTC+1 in July.
    [
      'london',
      '2026-07-01T10:00:00Z',
      'UTC',
      { time: '11:00:00', offset: 'UTC+1', difference: '1 hour ahead of you' },
    ],
  ])('%s at %s seen from %s', (id, iso, zone, expected) => {
    expect(cardWords(id, iso, zone)).toMatchObject(expected);
  });
  it('falls back to UTC when the visitor’s zone is missing or unknown', () => {
    expect(safeTimeZone(undefined)).toBe('UTC');
    expect(safeTimeZone('')).toBe('UTC');
    expect(safeTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(cardWords('tokyo', '2026-11-22T10:00:00Z', 'Not/A_Zone').difference).toBe('9 hours ahead of you');
  });
  it('the local clock shows the visitor’s own time, date, zone and offset', () => {
    expect(localClock(at('2026-11-22T10:00:09Z'), 'America/New_York')).toEqual({
      time: '05:00:09',
      date: 'Sunday, November 22, 2026',
      timezone: 'America/New_York',
      offset: 'UTC−5',
    });
    expect(localClock(at('2026-11-22T23:59:59Z'), 'UTC').time).toBe('23:59:59');
  });
});

describe('parseTime', () => {
  it.each([
    ['09:00', '09:00:00'],
    ['9:00', '09:00:00'],
    [' 23:59 ', '23:59:00'],
    ['00:00', '00:00:00'],
  ])('%j reads as %s', (raw, time) => {
    expect(parseTime(raw)?.toString()).toBe(time);
  });
  it.each([
    '',
    '24:00',
    '12:60',
    '9',
    '0900',
    '9:5',
    'abc',
    '12:00 PM',
    '-1:00',
    '12:00:00',
    '１２:００',
    '1e1:00',
  ])('rejects %j', (raw) => {
    expect(parseTime(raw)).toBeNull();
  });
});

describe('time zone converter', () => {
  it('NY 09:00 → Tokyo 23:00 on Friday, January 15, 2027 (the catalogue example)', () => {
    const r = convert('new-york', 'tokyo', '09:00', '2027-01-15');
    expect(r).toMatchObject({
      fromTime: '09:00',
      fromDate: 'Friday, January 15, 2027',
      fromOffset: 'UTC−5',
      toTime: '23:00',
      toTime12: { time: '11:00', pm: true },
      toTime12Text: '11:00 PM',
      toDate: 'Friday, January 15, 2027',
      toOffset: 'UTC+9',
      dayShift: 0,
      differenceMinutes: 840,
      toText: '23:00, Friday, January 15, 2027',
      difference: 'Tokyo is 14 hours ahead of New York on this date.',
      note: null,
      summary: '09:00 in New York (Friday, January 15, 2027) is 23:00 in Tokyo (Friday, January 15, 2027)',
    });
    expect(r.fromCity.name).toBe('New York');
    expect(r.toCity.name).toBe('Tokyo');
  });

  describe('daylight saving: the weeks when only one side has changed', () => {
    it.each([
      // Both on standard time.
      ['2026-03-02', '14:00', 'London is 5 hours ahead of New York on this date.'],
      // The US springs forward on 8 March 2026, the UK only on 29 March.
      ['2026-03-10', '13:00', 'London is 4 hours ahead of New York on this date.'],
      ['2026-03-28', '13:00', 'London is 4 hours ahead of New York on this date.'],
      // Both on summer time.
      ['2026-03-30', '14:00', 'London is 5 hours ahead of New York on this date.'],
      // The UK falls back on 25 October 2026, the US only on 1 November.
      ['2026-10-27', '13:00', 'London is 4 hours ahead of New York on this date.'],
      ['2026-11-02', '14:00', 'London is 5 hours ahead of New York on this date.'],
    ])('New York 09:00 on %s is London %s', (date, london, difference) => {
      const r = convert('new-york', 'london', '09:00', date);
      expect(r.toTime).toBe(london);
      expect(r.difference).toBe(difference);
    });
    it.each<ConversionCase>([
      // And the other way.
      ['london', 'new-york', '13:00', '2026-03-10', { toTime: '09:00' }],
      // Sydney’s seasons are the other way round: daylight time in January, standard time in July.
      ['london', 'sydney', '12:00', '2026-01-15', { toTime: '23:00', toOffset: 'UTC+11' }],
      ['london', 'sydney', '12:00', '2026-07-15', { toTime: '21:00', toOffset: 'UTC+10' }],
    ])('%s → %s at %s on %s', expectConversion);
  });

  describe('across the date line', () => {
    it('Los Angeles 20:00 → Tokyo the next day', () => {
      const r = convert('los-angeles', 'tokyo', '20:00', '2026-11-22');
      expect(r).toMatchObject({
        toTime: '13:00',
        toDate: 'Monday, November 23, 2026',
        dayShift: 1,
        toText: '13:00, Monday, November 23, 2026 (next day)',
      });
      expect(r.summary).toBe(
        '20:00 in Los Angeles (Sunday, November 22, 2026) is 13:00 in Tokyo (Monday, November 23, 2026, next day)',
      );
    });
    it('Sydney → Los Angeles the previous day', () => {
      expect(convert('sydney', 'los-angeles', '08:00', '2026-11-22')).toMatchObject({
        toTime: '13:00',
        toDate: 'Saturday, November 21, 2026',
        dayShift: -1,
        toText: '13:00, Saturday, November 21, 2026 (previous day)',
        difference: 'Los Angeles is 19 hours behind Sydney on this date.',
      });
    });
    it.each<ConversionCase>([
      // The next day across a year end, and a month end.
      [
        'los-angeles',
        'tokyo',
        '23:00',
        '2026-12-31',
        { toText: '16:00, Friday, January 1, 2027 (next day)' },
      ],
      ['new-york', 'singapore', '12:00', '2028-02-28', { toDate: 'Tuesday, February 29, 2028' }],
      // The brief’s format: 19:00 in New York (UTC−4 after 8 March) is 23:00 UTC, 03:00 the next day
      // in Dubai (UTC+4).
      ['new-york', 'dubai', '19:00', '2026-03-09', { toText: '03:00, Tuesday, March 10, 2026 (next day)' }],
    ])('%s → %s at %s on %s', expectConversion);
  });

  it('Mumbai’s half-hour offset', () => {
    expect(convert('london', 'mumbai', '09:00', '2026-01-15')).toMatchObject({
      toTime: '14:30',
      toOffset: 'UTC+5:30',
      difference: 'Mumbai is 5 hours 30 minutes ahead of London on this date.',
    });
  });

  it.each<ConversionCase>([
    // Mumbai’s half-hour offset in July, both ways.
    ['new-york', 'mumbai', '09:00', '2026-07-01', { toTime: '18:30' }],
    [
      'mumbai',
      'new-york',
      '09:00',
      '2026-07-01',
      { toTime: '23:30', dayShift: -1, toText: '23:30, Tuesday, June 30, 2026 (previous day)' },
    ],
    // The same city, or two cities on the same time.
    [
      'tokyo',
      'tokyo',
      '10:15',
      '2026-11-22',
      { toTime: '10:15', difference: 'Same city: no time difference.' },
    ],
    [
      'new-york',
      'toronto',
      '10:15',
      '2026-11-22',
      { difference: 'Toronto and New York have the same time on this date.' },
    ],
  ])('%s → %s at %s on %s', expectConversion);

  it('a time inside the spring-forward gap moves forward, and says so', () => {
    const r = convert('new-york', 'london', '02:30', '2026-03-08');
    expect(r.fromTime).toBe('03:30');
    expect(r.fromOffset).toBe('UTC−4');
    expect(r.toTime).toBe('07:30');
    expect(r.note).toEqual({
      kind: 'gap',
      asked: '02:30',
      date: 'Sunday, March 8, 2026',
      gapMinutes: 60,
      used: '03:30',
      offset: 'UTC−4',
    });
    expect(r.noteText).toBe(
      '02:30 does not exist in New York on Sunday, March 8, 2026: the clocks spring forward 1 hour then, so it is read as 03:30 (UTC−4).',
    );
    // London's own gap (01:00 to 02:00 on 29 March 2026).
    expect(convert('london', 'tokyo', '01:15', '2026-03-29')).toMatchObject({
      fromTime: '02:15',
      fromOffset: 'UTC+1',
      toTime: '10:15',
    });
  });

  it('a time that happens twice (fall back) uses the first, and says so', () => {
    const r = convert('new-york', 'london', '01:30', '2026-11-01');
    expect(r.toTime).toBe('05:30');
    expect(r.fromOffset).toBe('UTC−4');
    expect(r.note).toMatchObject({ kind: 'overlap', first: 'UTC−4', second: 'UTC−5' });
    expect(r.noteText).toBe(
      '01:30 happens twice in New York on Sunday, November 1, 2026 because the clocks fall back: this uses the first one (UTC−4); the second is UTC−5.',
    );
    expect(convert('new-york', 'london', '03:00', '2026-11-01').note).toBeNull();
  });

  it('uses today when the date is blank', () => {
    expect(convert('new-york', 'tokyo', '09:00', '')).toMatchObject({
      fromDate: 'Sunday, November 22, 2026',
      toTime: '23:00',
    });
  });

  it('reads ids leniently, as the cities parameter does', () => {
    expect(convert('New York', 'SAO_PAULO', '09:00', '2026-11-22').toTime).toBe('11:00');
  });

  it('shows nothing until from, to and time are all set (the button is disabled)', () => {
    const blank: ConverterInput = { from: 'new-york', to: 'tokyo', time: '09:00', date: '' };
    expect(convertTime({ ...blank, from: '' }, TODAY)).toBeNull();
    expect(convertTime({ ...blank, to: ' ' }, TODAY)).toBeNull();
    expect(convertTime({ ...blank, time: '' }, TODAY)).toBeNull();
    expect(convertTime({ ...blank, from: 'atlantis', time: '' }, TODAY)).toBeNull();
  });

  it("an unknown city gives 'Invalid city selection'", () => {
    expect(en.invalidCity).toBe('Invalid city selection');
    for (const [from, to] of [
      ['atlantis', 'tokyo'],
      ['tokyo', 'atlantis'],
      ['__proto__', 'tokyo'],
      ['Asia/Tokyo', 'london'],
      ['<script>', 'x'.repeat(500)],
    ] as const) {
      expect(convertTime({ from, to, time: '09:00', date: '' }, TODAY)).toEqual({ error: 'invalidCity' });
    }
    // The city is checked first, even when the time is also bad.
    expect(convertTime({ from: 'atlantis', to: 'tokyo', time: '99:99', date: 'x' }, TODAY)).toEqual({
      error: 'invalidCity',
    });
  });

  it("a malformed time or date gives 'Conversion failed'", () => {
    expect(en.failed).toBe('Conversion failed');
    for (const time of ['25:00', '12:60', 'noon', '9', '12:00 PM', '１２:００']) {
      expect(convertTime({ from: 'new-york', to: 'tokyo', time, date: '2026-11-22' }, TODAY)).toEqual({
        error: 'failed',
      });
    }
    for (const date of ['2026-02-30', '2026/03/10', '10000-01-01', '0000-01-01', 'tomorrow', '2026-13-01']) {
      expect(convertTime({ from: 'new-york', to: 'tokyo', time: '09:00', date }, TODAY)).toEqual({
        error: 'failed',
      });
    }
  });

  it('handles the ends of the date range without crashing', () => {
    expect(convert('los-angeles', 'tokyo', '23:00', '9999-12-31').toText).toBe(
      '16:00, Saturday, January 1, 10000 (next day)',
    );
    const early = convert('new-york', 'tokyo', '12:00', '0001-01-01');
    expect(early.summary).not.toMatch(/NaN|undefined|Invalid/);
  });

  it('keeps the instant: the wall-clock difference always equals the offset difference', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CITY_IDS),
        fc.constantFrom(...CITY_IDS),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 365 * 30 }),
        (from, to, hour, minute, day) => {
          const date = Temporal.PlainDate.from('2010-01-01').add({ days: day }).toString();
          const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          const r = convert(from, to, time, date);
          const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
          expect(r.dayShift * 1440 + minutesOf(r.toTime) - minutesOf(r.fromTime)).toBe(
            r.toOffsetMinutes - r.fromOffsetMinutes,
          );
          expect(Math.abs(r.dayShift)).toBeLessThanOrEqual(1);
          // A moved time (a daylight-saving gap) is always explained.
          if (r.fromTime !== time) expect(r.noteText).toMatch(/does not exist/);
          expect(r.summary).not.toMatch(/NaN|undefined|Invalid/);
        },
      ),
      { numRuns: 300 },
    );
  });
});
