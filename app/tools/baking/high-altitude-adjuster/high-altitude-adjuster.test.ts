import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '~/lib/format';
import { translate } from '~/lib/i18n';
import { readQuery } from '~/lib/url-params';
import { CITIES, POPULAR_COUNT, REGIONS, type City, type RegionId } from './data';
import {
  adjustForAltitude,
  altitudeText,
  type AltitudeInput,
  type AltitudeResult,
  cityNamed,
  findCity as findCityIn,
  type PlaceNames,
  minutes,
  normalizeCity,
  parseAltitude,
  parseBakeTime,
  RECIPE_IDS,
  signed,
  stepsFor,
} from './high-altitude-adjuster';
import en from './messages/en';
import { schema } from './schema';

/** The cities, states and countries as the English page names them. */
const regionName = (region: RegionId) => en[`region.${region}`];
const englishNames: PlaceNames = {
  city: (city) => en[`city.${city.id}` as keyof typeof en] ?? city.name,
  region: regionName,
};
const findCity = (query: string, cities?: readonly City[]) => findCityIn(query, englishNames, cities);

/** Where the result is, as the page writes it in English: 'Denver, Colorado — 5,280 ft' or '5,249 ft (1,600 m)'. */
const whereOf = (r: AltitudeResult) =>
  r.cityMatch
    ? translate(en.cityAltitude, {
        city: r.cityMatch.name,
        region: regionName(r.cityMatch.region),
        ft: formatNumber(r.cityMatch.ft, 0),
      })
    : altitudeText(r.effectiveFeet, r.unit);

/** The page's one-line summary in English (its messages filled with the result's parts). */
function summaryOf(r: AltitudeResult): string {
  const where = whereOf(r);
  if (r.steps === 0) return translate(en['summary.below'], { where });
  const change = (n: number, per: 'tsp' | 'cup') =>
    n === 0 ? en.noChangeLower : translate(per === 'tsp' ? en.changeTsp : en.changeCup, { n: signed(n) });
  return translate(r.isYeast ? en['summary.yeast'] : en.summary, {
    where,
    recipe: en[`recipeLower.${r.recipeType}`],
    f: r.ovenTempIncrease,
    c: r.ovenTempIncreaseC,
    bake:
      r.newTime !== null && r.originalTime !== null
        ? translate(en.bakeInstead, {
            time: minutes(r.newTime),
            original: minutes(r.originalTime),
            change: signed(r.timePercentChange),
          })
        : translate(en.bakeTimeChange, { change: signed(r.timePercentChange) }),
    leaven: change(r.leavenPerTsp, 'tsp'),
    sugar: change(r.sugarPerCup, 'cup'),
    liquid: change(r.liquidPerCup, 'cup'),
    flour: change(r.flourPerCup, 'cup'),
  });
}

const base: AltitudeInput = { city: '', alt: '', u: 'ft', r: 'cake', t: '30' };
const run = (patch: Partial<AltitudeInput>) => adjustForAltitude({ ...base, ...patch }, englishNames);
/** The result, with its place and summary as the English page writes them. */
const ok = (patch: Partial<AltitudeInput>) => {
  const r = run(patch);
  if (r === null || 'error' in r) throw new Error(`expected a result, got ${JSON.stringify(r)}`);
  return { ...r, where: whereOf(r), summary: summaryOf(r) };
};

describe('the catalogue example: city=Denver&u=ft&r=cake&t=35', () => {
  it('gives 2 steps, +10 °F, +8% and 37.8 minutes, with the per-step figures times 2', () => {
    expect(ok({ city: 'Denver', t: '35' })).toMatchObject({
      effectiveFeet: 5280,
      source: 'city',
      cityMatch: { name: 'Denver', region: 'colorado', ft: 5280 },
      steps: 2,
      ovenTempIncrease: 10,
      ovenTempIncreaseC: 6,
      ovenCapped: false,
      timePercentChange: 8,
      leavenPerTsp: -0.25,
      sugarPerCup: -2,
      liquidPerCup: 3,
      flourPerCup: 1,
      originalTime: 35,
      newTime: 37.8,
      recipeType: 'cake',
      isYeast: false,
      where: 'Denver, Colorado — 5,280 ft',
    });
  });
  it('says it all in one line', () => {
    expect(ok({ city: 'Denver', t: '35' }).summary).toBe(
      'Denver, Colorado — 5,280 ft, cake: oven +10 °F (+6 °C), bake 37.8 min instead of 35 min (+8%), ' +
        'leavening -0.25 tsp per tsp, sugar -2 Tbsp per cup, liquid +3 Tbsp per cup, flour +1 Tbsp per cup.',
    );
  });
});

describe('city lookup', () => {
  it.each([
    ['Denver', 'Denver'],
    ['DENVER  ', 'Denver'],
    ['  denver', 'Denver'],
    ['den', 'Denver'], // prefix
    ['paz', 'La Paz'], // substring
    ['la paz', 'La Paz'],
    ['LA    PAZ', 'La Paz'],
    ['la', 'La Paz'], // prefix beats Salt Lake City's earlier substring
    ['mexico  city', 'Mexico City'],
    ['Denver, Colorado', 'Denver'],
    ['denver, co', 'Denver'],
    ['bogota', 'Bogotá'],
    ['BOGOTÁ', 'Bogotá'],
    ["Sana'a", 'Sanaa'],
    ['cuzco', 'Cusco'],
    ['CDMX', 'Mexico City'],
    ['springs', 'Colorado Springs'],
  ])('%j finds %s', (query, name) => {
    expect(findCity(query)?.name).toBe(name);
  });

  it('prefers an exact match over an earlier prefix match, and a prefix over an earlier substring', () => {
    const list: City[] = [
      { id: 'springfield', name: 'Springfield', region: 'utah', ft: 1 },
      { id: 'spring', name: 'Spring', region: 'idaho', ft: 2 },
      { id: 'salt-lake', name: 'Salt Lake', region: 'peru', ft: 3 },
      { id: 'lakewood', name: 'Lakewood', region: 'nepal', ft: 4 },
    ];
    expect(findCity('spring', list)?.name).toBe('Spring');
    expect(findCity('spr', list)?.name).toBe('Springfield');
    expect(findCity('lake', list)?.name).toBe('Lakewood');
    expect(findCity('ake', list)?.name).toBe('Salt Lake');
  });

  it('finds nothing for an unknown or empty name', () => {
    expect(findCity('Atlantis')).toBeNull();
    expect(findCity('')).toBeNull();
    expect(findCity('   ')).toBeNull();
    expect(findCity('x'.repeat(500))).toBeNull();
  });

  it('collapses whitespace and case', () => {
    expect(normalizeCity('  Salt \t Lake\n CITY ')).toBe('salt lake city');
  });

  it("gives 'No match (use manual altitude)' for an unknown city without a manual altitude", () => {
    expect(run({ city: 'Atlantis' })).toEqual({ error: 'noMatch' });
    expect(en.noMatch).toBe('No match (use manual altitude)');
  });
});

describe('the city table', () => {
  it('has 32 unique entries with whole, positive elevations in feet', () => {
    expect(CITIES).toHaveLength(32);
    expect(new Set(CITIES.map((c) => normalizeCity(c.name))).size).toBe(32);
    for (const city of CITIES) {
      expect(Number.isInteger(city.ft), city.name).toBe(true);
      expect(city.ft, city.name).toBeGreaterThan(0);
      expect(city.ft, city.name).toBeLessThan(14000);
    }
  });
  it('keeps the spec and issue figures', () => {
    const ft = (name: string) => CITIES.find((c) => c.name === name)?.ft;
    expect(ft('Denver')).toBe(5280);
    expect(ft('Aspen')).toBe(8000);
    expect(ft('La Paz')).toBe(11942);
    expect(ft('Mexico City')).toBe(7350);
  });
  it("names every region, and finds a city by its name and region in the page's words", () => {
    expect(new Set(CITIES.map((c) => c.region))).toEqual(new Set(REGIONS));
    expect(findCity('Lhasa, Tibet, China')?.name).toBe('Lhasa');
    const german: PlaceNames = {
      city: (c) => (c.id === 'mexico-city' ? 'Mexiko-Stadt' : c.name),
      region: () => 'Kolorado',
    };
    expect(findCityIn('denver, kolorado', german)?.name).toBe('Denver');
    // The page's name and the English one, each alone or with the region.
    expect(findCityIn('mexiko-stadt', german)?.name).toBe('Mexico City');
    expect(findCityIn('Mexiko', german)?.name).toBe('Mexico City');
    expect(findCityIn('mexico city', german)?.name).toBe('Mexico City');
    expect(cityNamed('MEXIKO-STADT', german)?.name).toBe('Mexico City');
    expect(cityNamed('Mexiko', german)).toBeNull();
  });
  it('finds every city by its own name (no name is shadowed by another)', () => {
    for (const city of CITIES) expect(findCity(city.name.toUpperCase())).toBe(city);
  });
  it('shows 8 popular cities first, Denver, Aspen and Mexico City (the hint) among them', () => {
    expect(POPULAR_COUNT).toBe(8);
    const popular = CITIES.slice(0, POPULAR_COUNT).map((c) => c.name);
    expect(popular).toEqual(expect.arrayContaining(['Denver', 'Aspen', 'Mexico City']));
    expect(en.hint).toBe('Try: Denver, Aspen, Mexico City');
  });
});

describe('steps', () => {
  it.each([
    [-500, 0],
    [0, 0],
    [2999, 0],
    [3000, 0],
    [3999, 0],
    [4000, 1],
    [4999.9, 1],
    [5280, 2],
    [8000, 5],
    [11942, 8],
    [29032, 26],
  ])('%d ft → %d steps', (feet, steps) => {
    expect(stepsFor(feet)).toBe(steps);
  });

  it('raises the oven 5 °F a step, capped at 25 °F', () => {
    expect(ok({ alt: '4000' })).toMatchObject({
      ovenTempIncrease: 5,
      ovenTempIncreaseC: 3,
      ovenCapped: false,
    });
    expect(ok({ alt: '8000' })).toMatchObject({
      ovenTempIncrease: 25,
      ovenTempIncreaseC: 14,
      ovenCapped: false,
    });
    expect(ok({ alt: '9000' })).toMatchObject({ ovenTempIncrease: 25, ovenCapped: true });
    expect(ok({ city: 'la paz', t: '35' })).toMatchObject({
      effectiveFeet: 11942,
      steps: 8,
      ovenTempIncrease: 25,
      ovenTempIncreaseC: 14,
      ovenCapped: true,
      timePercentChange: 32,
      newTime: 46.2,
      leavenPerTsp: -1,
      sugarPerCup: -8,
      liquidPerCup: 12,
      flourPerCup: 4,
    });
  });

  it("says 'No changes needed below 3,000 ft' below the threshold", () => {
    const r = ok({ city: 'Boise', t: '30' });
    expect(r).toMatchObject({
      effectiveFeet: 2730,
      steps: 0,
      ovenTempIncrease: 0,
      timePercentChange: 0,
      leavenPerTsp: 0,
      sugarPerCup: 0,
      liquidPerCup: 0,
      flourPerCup: 0,
      newTime: 30,
    });
    expect(r.summary).toBe('Boise, Idaho — 2,730 ft: No changes needed below 3,000 ft.');
    expect(ok({ alt: '3999' }).steps).toBe(0);
  });
});

describe('per-step figures by recipe type, at 3 steps (6,000 ft, 30 min)', () => {
  it.each([
    ['cake', 12, -0.375, -3, 4.5, 1.5, 33.6],
    ['cookies', 9, -0.375, -1.5, 3, 1.5, 32.7],
    ['quick-bread', 12, -0.375, -3, 4.5, 3, 33.6],
    ['brownies', 9, -0.3, -1.5, 3, 1.5, 32.7],
    ['yeast', 9, -0.15, 0, 3, 1.5, 32.7],
  ] as const)('%s', (r, time, leaven, sugar, liquid, flour, newTime) => {
    expect(ok({ alt: '6000', r })).toEqual(
      expect.objectContaining({
        steps: 3,
        timePercentChange: time,
        leavenPerTsp: leaven,
        sugarPerCup: sugar,
        liquidPerCup: liquid,
        flourPerCup: flour,
        newTime,
        recipeType: r,
        isYeast: r === 'yeast',
      }),
    );
  });

  it("adds the yeast note 'Reduce yeast by 25%' for yeast breads only", () => {
    expect(ok({ city: 'Denver', r: 'yeast' }).summary).toContain('Reduce yeast by 25%.');
    expect(ok({ city: 'Denver', r: 'yeast' }).summary).toContain('sugar no change');
    expect(ok({ city: 'Denver', r: 'cake' }).summary).not.toContain('yeast');
    expect([en.reduceYeast, en.belowThreshold]).toEqual([
      'Reduce yeast by 25%',
      'No changes needed below 3,000 ft',
    ]);
  });
});

describe('manual altitude', () => {
  it('converts metres at 3.28084 ft per m: 1600 m is 5,249.3 ft', () => {
    const r = ok({ alt: '1600', u: 'm' });
    expect(r.effectiveFeet).toBeCloseTo(5249.344, 3);
    expect(r.steps).toBe(2);
    expect(r.where).toBe('5,249 ft (1,600 m)');
    expect(altitudeText(5249.344, 'ft')).toBe('5,249.3 ft (1,600 m)');
  });

  it('wins over the city when it parses', () => {
    expect(ok({ city: 'Denver', alt: '2000', u: 'm' })).toMatchObject({
      source: 'manual',
      cityMatch: null,
      steps: 3,
      unit: 'm',
      where: '6,562 ft (2,000 m)',
    });
    expect(ok({ city: 'Atlantis', alt: '8,000' })).toMatchObject({ effectiveFeet: 8000, steps: 5 });
  });

  it('leaves the city in charge when it does not parse', () => {
    expect(ok({ city: 'Denver', alt: 'high' })).toMatchObject({ source: 'city', effectiveFeet: 5280 });
    expect(run({ city: 'Atlantis', alt: 'high' })).toEqual({ error: 'noMatch' });
  });

  it("uses the spec's factor at the step boundaries (1,219.2 m = 4,000.000128 ft)", () => {
    expect(parseAltitude('1219.2', 'm')).toBe(4000.000128);
    expect(ok({ alt: '1219.2', u: 'm' }).steps).toBe(1);
    expect(ok({ alt: '1219.1', u: 'm' }).steps).toBe(0);
    expect(ok({ alt: '914.4', u: 'm' }).steps).toBe(0);
  });

  it('gives no result beyond -1,500 to 30,000 ft', () => {
    expect(run({ alt: '30001' })).toBeNull();
    expect(run({ alt: '-1501' })).toBeNull();
    expect(run({ alt: '9145', u: 'm' })).toBeNull();
    expect(ok({ alt: '-400' }).steps).toBe(0);
    expect(ok({ alt: '30000' }).ovenTempIncrease).toBe(25);
  });
});

describe('bake time', () => {
  it.each(['', '0', '0.5', '-5', 'abc', '1441', 'Infinity', '1e400'])('%j gives no new time', (t) => {
    expect(parseBakeTime(t)).toBeNull();
    expect(ok({ city: 'Denver', t })).toMatchObject({ originalTime: null, newTime: null });
  });
  it('accepts 1 to 1440 minutes, with separators', () => {
    expect(parseBakeTime('1')).toBe(1);
    expect(parseBakeTime('1,440')).toBe(1440);
    expect(ok({ city: 'Denver', t: '1' }).newTime).toBe(1.1);
    expect(ok({ city: 'Denver', t: '' }).summary).toContain('bake time +8%');
  });
});

describe('empty and bad input', () => {
  it('shows the intro when there is nothing to go on', () => {
    expect(run({})).toBeNull();
    expect(run({ city: '   ' })).toBeNull();
    expect(run({ alt: '   ' })).toBeNull();
  });

  it('never shows NaN, Infinity or undefined', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.oneof(fc.string(), fc.double().map(String)),
        fc.constantFrom('ft', 'm'),
        fc.constantFrom(...RECIPE_IDS),
        fc.oneof(fc.string(), fc.double().map(String)),
        (city, alt, u, r, t) => {
          const out = adjustForAltitude({ city, alt, u, r, t }, englishNames);
          if (out && !('error' in out)) {
            expect(summaryOf(out)).not.toMatch(/NaN|Infinity|undefined/);
            expect(Number.isFinite(out.effectiveFeet)).toBe(true);
          }
        },
      ),
    );
  });

  it('is monotonic: more altitude never means fewer steps, a cooler oven or a shorter time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1500, max: 30000 }),
        fc.integer({ min: -1500, max: 30000 }),
        fc.constantFrom(...RECIPE_IDS),
        (a, b, r) => {
          const [lo, hi] = [ok({ alt: String(Math.min(a, b)), r }), ok({ alt: String(Math.max(a, b)), r })];
          expect(hi.steps).toBeGreaterThanOrEqual(lo.steps);
          expect(hi.ovenTempIncrease).toBeGreaterThanOrEqual(lo.ovenTempIncrease);
          expect(hi.ovenTempIncrease).toBeLessThanOrEqual(25);
          expect(hi.newTime!).toBeGreaterThanOrEqual(lo.newTime!);
          expect(lo.newTime!).toBeGreaterThanOrEqual(30);
        },
      ),
    );
  });
});

describe('link parameters', () => {
  const read = (search: string) => readQuery(schema, search).state;

  it('reads the catalogue example', () => {
    expect(read('?city=Denver&u=ft&r=cake&t=35')).toEqual({
      city: 'Denver',
      alt: '',
      u: 'ft',
      r: 'cake',
      t: '35',
    });
    expect(read('?city=La%20Paz&alt=2000&u=m&r=quick-bread&t=40')).toEqual({
      city: 'La Paz',
      alt: '2000',
      u: 'm',
      r: 'quick-bread',
      t: '40',
    });
  });

  it('ignores an unknown recipe type, a unit other than ft or m, a bad time or altitude', () => {
    expect(read('?r=pie&u=km&t=-5&alt=high')).toEqual({ city: '', alt: '', u: 'ft', r: 'cake', t: '30' });
    expect(read('?t=0.5&alt=')).toMatchObject({ t: '30', alt: '' });
    expect(read('?t=abc')).toMatchObject({ t: '30' });
  });

  it('cuts a long city to 100 characters', () => {
    expect(read(`?city=${'a'.repeat(500)}`).city).toHaveLength(100);
  });
});
