import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordsFrom } from '~/lib/i18n';
import { buildQuery, readQuery } from '~/lib/url-params';
import {
  CPI,
  INDEX_ITEMS,
  ITEM_IDS,
  ITEMS,
  ITEMS_BY_ID,
  MEDIAN_INCOME,
  MINIMUM_WAGE,
  SECTIONS,
  type ItemId,
} from './data';
import en from './messages/en';
import { schema } from './schema';
import {
  anchorOf,
  chartData,
  clampYear,
  effectiveCurrentYear,
  figuresFor,
  formatShare,
  formatTimes,
  interpolate,
  MAX_ANCHOR,
  money,
  parseYear,
  priceTimeMachine,
  sanitizeAnchors,
  signedMoney,
  signedPercent,
  todayFactor,
  valueAt,
  withAnchor,
  type Anchors,
  type PriceTimeMachineInput,
  type PriceTimeMachineResult,
} from './price-time-machine';
import { summaryOf, wageWorkText } from './words';

/** The page's words in English (messages/en.ts), as the result's component has them. */
const t = wordsFrom<typeof en>(en);
const formatHours = (hours: number) => wageWorkText(t, hours);

const item = (id: ItemId) => ITEMS_BY_ID.get(id)!;
const cpi = (year: number) => CPI.find((p) => p.year === year)!.value;

/** The result, with its one-line summary as the page words it. */
function run(patch: Partial<PriceTimeMachineInput> = {}): PriceTimeMachineResult & { summary: string } {
  const result = priceTimeMachine({
    item: 'milk',
    year: 1990,
    compareYear: 2024,
    anchors: {},
    currentYear: 2026,
    ...patch,
  });
  if ('error' in result) throw new Error(result.error);
  return { ...result, summary: summaryOf(t, result) };
}

const error = (patch: Partial<PriceTimeMachineInput>) =>
  priceTimeMachine({ item: 'milk', year: 1990, compareYear: null, anchors: {}, currentYear: 2026, ...patch });

describe('the data', () => {
  it('has the 14 items of the spec, with short unique ids, in the five sections', () => {
    expect(ITEMS.map((i) => i.id)).toEqual([...ITEM_IDS]);
    expect(ITEM_IDS).toHaveLength(14);
    expect(new Set(ITEM_IDS).size).toBe(14);
    for (const id of ITEM_IDS) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(new Set(ITEMS.map((i) => i.section))).toEqual(new Set(SECTIONS));
    const inSection = (section: string) => ITEMS.filter((i) => i.section === section).map((i) => i.id);
    expect(inSection('groceries')).toEqual(['milk', 'bread', 'eggs', 'ground-beef', 'coffee']);
    expect(inSection('housing')).toEqual(['new-home', 'rent']);
    expect(inSection('educationHealth')).toEqual(['tuition', 'doctor-visit']);
    expect(inSection('incomeWages')).toEqual(['minimum-wage', 'median-income']);
    expect(inSection('energyTransport')).toEqual(['gasoline', 'movie-ticket', 'new-car']);
    expect(SECTIONS.map((section) => en[`section.${section}`])).toEqual([
      'Groceries',
      'Energy & Transport',
      'Housing',
      'Education & Health',
      'Income & Wages',
    ]);
  });

  it('every item has a sorted seed list within 1970-2024 with positive values, a unit and a source', () => {
    for (const i of ITEMS) {
      expect(i.seeds.length, i.id).toBeGreaterThanOrEqual(2);
      for (const [n, point] of i.seeds.entries()) {
        expect(Number.isInteger(point.year), i.id).toBe(true);
        expect(point.year, i.id).toBeGreaterThanOrEqual(1970);
        expect(point.year, i.id).toBeLessThanOrEqual(2024);
        expect(point.value, `${i.id} ${point.year}`).toBeGreaterThan(0);
        expect(Number.isFinite(point.value)).toBe(true);
        if (n > 0) expect(point.year, i.id).toBeGreaterThan(i.seeds[n - 1]!.year);
      }
      expect(en[`unit.${i.unit}`], i.id).toMatch(/^per /);
      expect(en[`source.${i.id}`], i.id).toMatch(/^Source for .{10,}\.$/);
      expect(en[`item.${i.id}`].length, i.id).toBeGreaterThan(2);
    }
  });

  it('index items carry the spec anchors; price items none', () => {
    expect(INDEX_ITEMS.map((i) => [i.id, i.anchorTodayUSD])).toEqual([
      ['new-car', 48000],
      ['rent', 1600],
      ['doctor-visit', 120],
    ]);
    for (const i of ITEMS) if (i.kind === 'price') expect(i.anchorTodayUSD, i.id).toBeNull();
  });

  it('big-ticket items: the new home (spec), tuition and the new car', () => {
    expect(ITEMS.filter((i) => i.bigTicket).map((i) => i.id)).toEqual(['new-car', 'new-home', 'tuition']);
  });

  it('the consumer price index: every year 1970-2024, 1970 = 38 and 2024 = 310 exactly', () => {
    expect(CPI.map((p) => p.year)).toEqual(Array.from({ length: 55 }, (_, i) => 1970 + i));
    expect(cpi(1970)).toBe(38);
    expect(cpi(2024)).toBe(310);
    // Published 82.4 and 130.7 moved by the map v → 38 + (v − 38.8) × 272 / 274.889.
    expect(cpi(1980)).toBe(81.142);
    expect(cpi(1990)).toBe(128.934);
    // Prices fell once, in 2009; otherwise the index rises every year.
    for (let n = 1; n < CPI.length; n++) {
      if (CPI[n]!.year === 2009) expect(CPI[n]!.value).toBeLessThan(CPI[n - 1]!.value);
      else expect(CPI[n]!.value, String(CPI[n]!.year)).toBeGreaterThan(CPI[n - 1]!.value);
    }
  });

  it("the minimum wage and median income keep the spec's seeds", () => {
    // The federal rates of data.ts: $1.60 in 1970, $7.25 from 2009 on.
    expect(MINIMUM_WAGE[0]).toEqual({ year: 1970, value: 1.6 });
    expect(MINIMUM_WAGE.filter((p) => p.year >= 2010).map((p) => p.value)).toEqual([7.25, 7.25]);
    expect(MEDIAN_INCOME[0]).toEqual({ year: 1970, value: 9400 });
    expect(MEDIAN_INCOME[MEDIAN_INCOME.length - 1]).toEqual({ year: 2024, value: 74000 });
    expect(item('minimum-wage').seeds).toBe(MINIMUM_WAGE);
    expect(item('median-income').seeds).toBe(MEDIAN_INCOME);
  });
});

describe('interpolation and the years outside the data', () => {
  const gas = item('gasoline').seeds;

  it('a seed year gives its seed exactly', () => {
    expect(interpolate(gas, 1970)).toBe(0.36);
    expect(interpolate(gas, 1980)).toBe(1.25);
    expect(interpolate(gas, 2024)).toBe(3.3);
    expect(interpolate(MINIMUM_WAGE, 2010)).toBe(7.25);
  });

  it('between seeds: a straight line', () => {
    // 0.36 + (1.25 − 0.36) × 5/10 = 0.805
    expect(interpolate(gas, 1975)).toBeCloseTo(0.805, 12);
    // 3.95 + (3.30 − 3.95) × 1/2 = 3.625
    expect(interpolate(gas, 2023)).toBeCloseTo(3.625, 12);
    // Minimum wage 1975: 1.60 + (3.10 − 1.60) / 2 = 2.35; 1995: 3.80 + 1.35 / 2 = 4.475
    expect(interpolate(MINIMUM_WAGE, 1975)).toBeCloseTo(2.35, 12);
    expect(interpolate(MINIMUM_WAGE, 1995)).toBeCloseTo(4.475, 12);
    // 2015: between two 7.25 seeds
    expect(interpolate(MINIMUM_WAGE, 2015)).toBe(7.25);
    // New home 1972: 23,400 + (39,300 − 23,400) × 2/5 = 29,760
    expect(interpolate(item('new-home').seeds, 1972)).toBeCloseTo(29760, 8);
  });

  it('interpolate alone gives nothing outside the points (valueAt holds the end values there)', () => {
    expect(interpolate(gas, 1969)).toBeNull();
    expect(interpolate(gas, 2025)).toBeNull();
    expect(interpolate(gas, Number.NaN)).toBeNull();
    expect(interpolate([], 2000)).toBeNull();
  });

  it('outside the data the end value holds: the first point before it, the last point after it', () => {
    expect(valueAt(gas, 2024)).toEqual({ value: 3.3, heldFrom: null });
    expect(valueAt(gas, 2025)).toEqual({ value: 3.3, heldFrom: 2024 });
    expect(valueAt(gas, 2100)).toEqual({ value: 3.3, heldFrom: 2024 });
    expect(valueAt(gas, 1970)).toEqual({ value: 0.36, heldFrom: null });
    expect(valueAt(gas, 1969)).toEqual({ value: 0.36, heldFrom: 1970 });
    expect(valueAt(gas, 1900)).toEqual({ value: 0.36, heldFrom: 1970 });
    // The movie ticket series ends in 2023: 2024 shows 2023's figure.
    expect(valueAt(item('movie-ticket').seeds, 2024)).toEqual({ value: 10.78, heldFrom: 2023 });
  });

  it("'No data for that year.' only for an empty series or a year that is not a number", () => {
    expect(en.noData).toBe('No data for that year.');
    expect(valueAt([], 2000)).toBeNull();
    expect(valueAt(gas, Number.NaN)).toBeNull();
    expect(valueAt(gas, Number.POSITIVE_INFINITY)).toBeNull();
    expect(error({ year: Number.NaN })).toEqual({ error: 'noData' });
    expect(error({ year: 1900 })).not.toHaveProperty('error');
    expect(error({ year: 2100 })).not.toHaveProperty('error');
  });

  it('a clock set before 2024 never hides data; a later clock reaches further for the index', () => {
    expect(effectiveCurrentYear(2020)).toBe(2024);
    expect(effectiveCurrentYear(2031)).toBe(2031);
    expect(effectiveCurrentYear(Number.NaN)).toBe(2024);
    expect(todayFactor(1990, 2020)).toBeCloseTo(310 / 128.934, 12);
    expect(todayFactor(1990, 2031)).toBeCloseTo(310 / 128.934, 12);
  });
});

describe("today's dollars, minimum-wage hours and share of income", () => {
  it('the catalogue example: gasoline 1980 against 2024', () => {
    const result = run({ item: 'gasoline', year: 1980, compareYear: 2024 });
    expect(result.main.price).toBe(1.25);
    // 1.25 × 310 / 81.142 = 4.77558
    expect(result.main.today).toBeCloseTo(4.775579, 5);
    expect(money(result.main.today)).toBe('$4.78');
    expect(result.main.minimumWage).toBe(3.1);
    // 1.25 / 3.10 = 0.4032 hours = 24 minutes
    expect(result.main.wageHours).toBeCloseTo(0.403226, 5);
    expect(formatHours(result.main.wageHours!)).toBe('24 minutes');
    expect(result.main.incomeShare).toBeNull();
    const compare = result.compare as Exclude<typeof result.compare, null | { error: unknown }>;
    expect(compare.price).toBe(3.3);
    expect(compare.today).toBe(3.3);
    // 3.30 / 7.25 = 0.4552 hours = 27 minutes
    expect(formatHours(compare.wageHours!)).toBe('27 minutes');
    // 3.30 / 1.25 = 2.64; +164 %; today's dollars 3.30 − 4.7756 = −1.4756 (−30.9 %)
    expect(result.change!.times).toBeCloseTo(2.64, 12);
    expect(formatTimes(result.change!.times!)).toBe('2.64×');
    expect(signedPercent(result.change!.percent!)).toBe('+164.0%');
    expect(signedMoney(result.change!.todayDifference)).toBe('-$1.48');
    expect(signedPercent(result.change!.todayPercent!)).toBe('-30.9%');
    expect(result.summary).toBe(
      "Gasoline (regular), per gallon: $1.25 in 1980 ($4.78 in today's dollars); $3.30 in 2024 ($3.30 in today's dollars); 2.64× the 1980 price",
    );
  });

  it('the defaults: milk in 1990 against 2024', () => {
    const result = run();
    expect(result.item.id).toBe('milk');
    expect(result.main.price).toBe(2.78);
    // 2.78 × 310 / 128.934 = 6.68404
    expect(money(result.main.today)).toBe('$6.68');
    // 2.78 / 3.80 = 0.7316 hours = 44 minutes
    expect(formatHours(result.main.wageHours!)).toBe('44 minutes');
    expect(result.summary).toBe(
      "Milk (whole), per gallon: $2.78 in 1990 ($6.68 in today's dollars); $4.00 in 2024 ($4.00 in today's dollars); 1.44× the 1990 price",
    );
  });

  it("today's dollars = price × CPI(current) / CPI(year); after 2024 the index holds at 310", () => {
    expect(todayFactor(2024, 2026)).toBe(1);
    expect(todayFactor(1970, 2026)).toBeCloseTo(310 / 38, 12);
    expect(todayFactor(1990, 2024)).toBeCloseTo(310 / 128.934, 12);
    expect(todayFactor(2025, 2026)).toBe(1);
    // Before 1970 the index holds at its 1970 value.
    expect(todayFactor(1969, 2026)).toBeCloseTo(310 / 38, 12);
    expect(todayFactor(Number.NaN, 2026)).toBeNull();
    const held = run({ item: 'gasoline', year: 2026, compareYear: null });
    expect(held.main).toMatchObject({ price: 3.3, today: 3.3, heldFrom: 2024, minimumWage: 7.25 });
  });

  it('interpolated years use the interpolated wage and income', () => {
    const result = run({ item: 'gasoline', year: 1975, compareYear: null });
    expect(result.main.price).toBeCloseTo(0.805, 12);
    expect(result.main.minimumWage).toBeCloseTo(2.35, 12);
    // 0.805 / 2.35 = 0.34255 hours = 21 minutes
    expect(formatHours(result.main.wageHours!)).toBe('21 minutes');
  });

  it('big-ticket items show the share of that year’s median income', () => {
    const home = run({ item: 'new-home', year: 1972, compareYear: null });
    // 29,760 / 10,360 (median income 1972: 9,400 + 2,400 × 2/5)
    expect(home.main.medianIncome).toBeCloseTo(10360, 8);
    expect(home.main.incomeShare).toBeCloseTo(2.872587, 5);
    expect(formatShare(home.main.incomeShare!)).toBe('287.3%');
    const tuition = run({ item: 'tuition', year: 2024, compareYear: null });
    // 11,610 / 74,000 = 15.7 %
    expect(formatShare(tuition.main.incomeShare!)).toBe('15.7%');
    expect(run({ item: 'milk' }).main.incomeShare).toBeNull();
  });

  it('minimum-wage hours: none for the wage itself; the median income takes 5,875 hours in 1970', () => {
    expect(run({ item: 'minimum-wage', year: 1980 }).main.wageHours).toBeNull();
    const income = run({ item: 'median-income', year: 1970, compareYear: null });
    // 9,400 / 1.60
    expect(income.main.wageHours).toBe(5875);
    expect(formatHours(5875)).toBe('5,875 hours');
  });
});

describe('index items: anchor × index(year) / latest index', () => {
  it('the new car with the default anchor', () => {
    const result = run({ item: 'new-car', year: 1980, compareYear: 2024 });
    // 48,000 × 88.4 / 179.6 = 23,625.84
    expect(result.main.price).toBeCloseTo(23625.835189, 5);
    expect(money(result.main.price)).toBe('$23,626');
    expect(result.anchor).toBe(48000);
    expect((result.compare as { price: number }).price).toBe(48000);
    // 23,625.84 / 17,710 (median income 1980)
    expect(result.main.incomeShare).toBeCloseTo(1.334039, 5);
  });

  it('rent and the doctor visit follow their anchors', () => {
    // 1,600 × 138.4 / 418 = 529.76
    expect(run({ item: 'rent', year: 1990 }).main.price).toBeCloseTo(529.760766, 5);
    // An own anchor of 1,800: 1,800 × 138.4 / 418 = 595.98
    const own = run({ item: 'rent', year: 1990, anchors: { rent: 1800 } });
    expect(own.main.price).toBeCloseTo(595.980861, 5);
    expect(own.anchor).toBe(1800);
    // 120 × 160.8 / 401.8 = 48.02
    expect(money(run({ item: 'doctor-visit', year: 1990 }).main.price)).toBe('$48.02');
    // Index year 2024 is today's price itself.
    expect(run({ item: 'doctor-visit', year: 2024, anchors: { 'doctor-visit': 95 } }).main.price).toBe(95);
  });

  it('an anchor of 0 gives zeros and no ratio, never NaN', () => {
    const result = run({ item: 'new-car', year: 1980, compareYear: 2024, anchors: { 'new-car': 0 } });
    expect(result.main.price).toBe(0);
    expect(result.main.today).toBe(0);
    expect(result.change).toMatchObject({
      times: null,
      percent: null,
      todayDifference: 0,
      todayPercent: null,
    });
    expect(result.summary).not.toMatch(/NaN|Infinity|undefined/);
    expect(formatHours(result.main.wageHours!)).toBe('0 minutes');
  });

  it('anchors of price items are ignored', () => {
    expect(anchorOf(item('milk'), { milk: 5 } as Anchors)).toBe(0);
    expect(run({ item: 'milk', anchors: { milk: 5 } as Anchors }).main.price).toBe(2.78);
  });
});

describe('the compare year', () => {
  it('with a compare year but no price multiple (a price of 0), the summary leaves the multiple out', () => {
    const result = run({ item: 'new-car', year: 1980, compareYear: 2024, anchors: { 'new-car': 0 } });
    expect(result.summary).toBe(
      "New car, per car: $0.00 in 1980 ($0.00 in today's dollars); $0.00 in 2024 ($0.00 in today's dollars)",
    );
  });

  it('none: no compare figures and no change', () => {
    const result = run({ compareYear: null });
    expect(result.compare).toBeNull();
    expect(result.change).toBeNull();
    expect(result.summary).toBe("Milk (whole), per gallon: $2.78 in 1990 ($6.68 in today's dollars)");
  });

  it('a compare year without data says so and keeps the main result', () => {
    const result = run({ compareYear: Number.NaN });
    expect(result.compare).toEqual({ year: Number.NaN, error: 'noData' });
    expect(t.error(result.compare)).toBe('No data for that year.');
    expect(result.change).toBeNull();
    expect(result.main.price).toBe(2.78);
  });

  it('a compare year before the data compares with the first point', () => {
    const result = run({ compareYear: 1900 });
    expect(result.compare).toMatchObject({ year: 1900, price: 1.32, heldFrom: 1970 });
    // 1.32 / 2.78
    expect(result.change!.times).toBeCloseTo(1.32 / 2.78, 12);
  });

  it('a later main year than compare year works both ways', () => {
    const result = run({ item: 'gasoline', year: 2024, compareYear: 1980 });
    expect(formatTimes(result.change!.times!)).toBe('0.38×');
    expect(signedPercent(result.change!.percent!)).toBe('-62.1%');
    expect(signedMoney(result.change!.todayDifference)).toBe('+$1.48');
  });

  it('the same year twice: 1× and no change', () => {
    const result = run({ year: 2000, compareYear: 2000 });
    expect(formatTimes(result.change!.times!)).toBe('1.00×');
    expect(signedPercent(result.change!.percent!)).toBe('0.0%');
    expect(signedMoney(result.change!.todayDifference)).toBe('$0.00');
  });
});

describe('the parameters', () => {
  const read = (search: string) => readQuery(schema, search).state;

  it('defaults: milk, 1990, compare 2024, no own anchors', () => {
    expect(read('')).toEqual({ item: 'milk', y: 1990, y2: 2024, anchors: {} });
    expect(buildQuery(schema, read(''))).toBe('');
  });

  it('the catalogue example reads and writes back the same', () => {
    const state = read('?item=gasoline&y=1980&y2=2024');
    expect(state).toEqual({ item: 'gasoline', y: 1980, y2: 2024, anchors: {} });
    expect(buildQuery(schema, state)).toBe('?item=gasoline&y=1980');
  });

  it('an unknown item id is ignored', () => {
    expect(read('?item=caviar').item).toBe('milk');
    expect(read('?item=GASOLINE').item).toBe('milk');
    expect(read('?item=__proto__').item).toBe('milk');
  });

  it('years are clamped to 1900-2100 and rounded; junk is ignored', () => {
    expect(read('?y=1800').y).toBe(1900);
    expect(read('?y=2500').y).toBe(2100);
    expect(read('?y=1990.6').y).toBe(1991);
    expect(read('?y=1899.5').y).toBe(1900);
    expect(read('?y=-99999999999999999999').y).toBe(1900);
    expect(read('?y=abc').y).toBe(1990);
    expect(read('?y=NaN').y).toBe(1990);
    expect(read('?y=').y).toBe(1990);
    expect(read('?y2=3000').y2).toBe(2100);
    expect(read('?y2=1985.2').y2).toBe(1985);
    expect(parseYear(' 2000 ')).toBe(2000);
    expect(parseYear('1e3')).toBe(1900);
    expect(parseYear('Infinity')).toBeUndefined();
    expect(clampYear(Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('a blank compare year removes it and is written as y2=', () => {
    expect(read('?y2=').y2).toBeNull();
    expect(read('?y2=%20').y2).toBeNull();
    expect(read('?y2=junk').y2).toBe(2024);
    expect(buildQuery(schema, { ...read(''), y2: null })).toBe('?y2=');
    expect(buildQuery(schema, { ...read(''), y2: 2000 })).toBe('?y2=2000');
    expect(buildQuery(schema, { ...read(''), y: 1900 })).toBe('?y=1900');
  });

  it('anchors: URL-encoded JSON; malformed JSON is ignored', () => {
    expect(read(`?anchors=${encodeURIComponent('{"rent":1800}')}`).anchors).toEqual({ rent: 1800 });
    expect(read('?anchors=%7Bbad').anchors).toEqual({});
    expect(read('?anchors=').anchors).toEqual({});
    expect(read('?anchors=[1,2]').anchors).toEqual({});
    expect(buildQuery(schema, { ...read(''), anchors: { rent: 1800 } })).toBe(
      '?anchors=%7B%22rent%22%3A1800%7D',
    );
  });
});

describe('sanitizeAnchors', () => {
  it('keeps numbers for index items, clamps negatives to 0, drops the rest', () => {
    const parsed: unknown = JSON.parse(
      '{"new-car":50000,"rent":-5,"milk":3,"doctor-visit":"120","bogus":1,"__proto__":{"rent":1},"constructor":2}',
    );
    expect(sanitizeAnchors(parsed)).toEqual({ 'new-car': 50000, rent: 0 });
    expect(({} as Record<string, unknown>).rent).toBeUndefined();
  });

  it('junk is malformed (undefined): the default stays', () => {
    for (const junk of [null, 5, 'rent', true, [], [{ rent: 1 }]])
      expect(sanitizeAnchors(junk)).toBeUndefined();
  });

  it('values equal to the default are dropped; huge values are capped; non-finite ignored', () => {
    expect(sanitizeAnchors({ rent: 1600, 'new-car': 48000 })).toEqual({});
    expect(sanitizeAnchors({ rent: 1e20 })).toEqual({ rent: MAX_ANCHOR });
    expect(sanitizeAnchors({ rent: Number.POSITIVE_INFINITY, 'doctor-visit': Number.NaN })).toEqual({});
    expect(sanitizeAnchors({ 'doctor-visit': 0 })).toEqual({ 'doctor-visit': 0 });
  });

  it('withAnchor sets, clamps and clears one anchor, in item order', () => {
    expect(withAnchor({}, 'rent', 1800)).toEqual({ rent: 1800 });
    expect(Object.keys(withAnchor({ 'doctor-visit': 90 }, 'new-car', 30000))).toEqual([
      'new-car',
      'doctor-visit',
    ]);
    expect(withAnchor({ rent: 1800 }, 'rent', null)).toEqual({});
    expect(withAnchor({ rent: 1800 }, 'rent', -3)).toEqual({ rent: 0 });
    expect(withAnchor({ rent: 1800 }, 'rent', 1600)).toEqual({});
  });
});

describe('formatting', () => {
  it('money: cents below $1,000, whole dollars above, never NaN', () => {
    expect(money(2.78)).toBe('$2.78');
    expect(money(0.805)).toBe('$0.81');
    expect(money(23400)).toBe('$23,400');
    expect(money(0.004)).toBe('$0.004');
    expect(money(0)).toBe('$0.00');
    expect(money(Number.NaN)).toBe('—');
    expect(signedMoney(1234.4)).toBe('+$1,234');
  });

  it('hours: minutes below an hour, then hours', () => {
    expect(formatHours(0.001)).toBe('under 1 minute');
    expect(formatHours(1 / 60)).toBe('1 minute');
    expect(formatHours(0.99)).toBe('59 minutes');
    expect(formatHours(0.995)).toBe('1.0 hours');
    expect(formatHours(12.34)).toBe('12.3 hours');
  });
});

describe('the chart', () => {
  it('runs every year from the first seed to the last, prices and today’s dollars', () => {
    const data = chartData(item('gasoline'), 2026, {});
    expect(data.years[0]).toBe(1970);
    expect(data.years[data.years.length - 1]).toBe(2024);
    expect(data.years).toHaveLength(55);
    expect(data.prices[10]).toBe(1.25);
    expect(data.today[10]).toBeCloseTo((1.25 * 310) / 81.142, 10);
    expect(data.today[54]).toBe(3.3);
    const tuition = chartData(item('tuition'), 2026, {});
    expect(tuition.years[0]).toBe(1971);
  });
});

describe('properties', () => {
  const anyItem = fc.constantFrom(...ITEMS);

  it('an interpolated value always lies between its two neighbouring seeds', () => {
    fc.assert(
      fc.property(anyItem, fc.double({ min: 0, max: 1, noNaN: true }), (i, t) => {
        const first = i.seeds[0]!.year;
        const last = i.seeds[i.seeds.length - 1]!.year;
        const year = first + t * (last - first);
        const value = interpolate(i.seeds, year)!;
        const after = i.seeds.findIndex((p) => p.year >= year);
        const b = i.seeds[after]!;
        const a = i.seeds[Math.max(0, after - 1)]!;
        expect(value).toBeGreaterThanOrEqual(Math.min(a.value, b.value) - 1e-9);
        expect(value).toBeLessThanOrEqual(Math.max(a.value, b.value) + 1e-9);
      }),
    );
  });

  it("today's dollars round trip: back through the index gives the price", () => {
    fc.assert(
      fc.property(
        anyItem,
        fc.integer({ min: 1970, max: 2030 }),
        fc.integer({ min: 2024, max: 2030 }),
        (i, year, now) => {
          const figures = figuresFor(i, year, now, {});
          if (!figures) return;
          expect((figures.today / todayFactor(year, now)!) * 1).toBeCloseTo(figures.price, 6);
          expect(figures.today).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('any item, years and anchors: a finite result, never an error or NaN', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ITEM_IDS),
        fc.integer({ min: 1900, max: 2100 }),
        fc.option(fc.integer({ min: 1900, max: 2100 })),
        fc.double({ min: 0, max: MAX_ANCHOR, noNaN: true }),
        fc.integer({ min: 1990, max: 2100 }),
        (id, year, compareYear, anchor, now) => {
          const result = priceTimeMachine({
            item: id,
            year,
            compareYear,
            anchors: { 'new-car': anchor, rent: anchor, 'doctor-visit': anchor },
            currentYear: now,
          });
          if ('error' in result) throw new Error(result.error);
          if (compareYear !== null) expect(result.compare).not.toHaveProperty('error');
          for (const value of [result.main.price, result.main.today, result.main.minimumWage]) {
            expect(Number.isFinite(value)).toBe(true);
          }
          expect(summaryOf(t, result)).not.toMatch(/NaN|Infinity|undefined/);
        },
      ),
    );
  });

  it('parseYear gives a whole year in 1900-2100 or nothing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double().map(String)), (raw) => {
        const year = parseYear(raw);
        if (year === undefined) return;
        expect(Number.isInteger(year)).toBe(true);
        expect(year).toBeGreaterThanOrEqual(1900);
        expect(year).toBeLessThanOrEqual(2100);
      }),
    );
  });

  it('sanitizeAnchors on any JSON: only index ids, values in 0 to the cap', () => {
    const ids = new Set(INDEX_ITEMS.map((i) => i.id as string));
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const anchors = sanitizeAnchors(value);
        if (anchors === undefined) return;
        for (const [id, anchor] of Object.entries(anchors)) {
          expect(ids.has(id)).toBe(true);
          expect(anchor).toBeGreaterThanOrEqual(0);
          expect(anchor).toBeLessThanOrEqual(MAX_ANCHOR);
        }
      }),
    );
  });
});

describe('clamped at both ends: a year outside the data takes the nearest data point', () => {
  it('gasoline in 1950 takes its first data point (1970), against 2024', () => {
    const result = run({ item: 'gasoline', year: 1950, compareYear: 2024 });
    // Every series (the price, the index, the wage, the income) holds its 1970 value.
    expect(result.main).toMatchObject({ year: 1950, price: 0.36, heldFrom: 1970, minimumWage: 1.6 });
    expect(result.main.cpi).toBe(38);
    expect(result.main.medianIncome).toBe(9400);
    // 0.36 × 310 / 38 = 2.9368…
    expect(result.main.today).toBeCloseTo((0.36 * 310) / 38, 12);
    expect(money(result.main.today)).toBe('$2.94');
    const compare = result.compare as Exclude<typeof result.compare, null | { error: unknown }>;
    expect(compare).toMatchObject({ year: 2024, price: 3.3, today: 3.3, heldFrom: null });
    // 3.30 / 0.36 = 9.1666…
    expect(formatTimes(result.change!.times!)).toBe('9.17×');
    expect(result.summary).toBe(
      "Gasoline (regular), per gallon: $0.36 in 1950 ($2.94 in today's dollars); $3.30 in 2024 ($3.30 in today's dollars); 9.17× the 1950 price",
    );
  });

  it('the first year of the range (1900) and the year before an item’s first point', () => {
    expect(run({ item: 'milk', year: 1900, compareYear: null }).main).toMatchObject({
      price: 1.32,
      heldFrom: 1970,
    });
    // Tuition starts with 1971-72: 1970 takes its 1971 value, with 1970's own index and wage.
    const tuition = run({ item: 'tuition', year: 1970, compareYear: null });
    expect(tuition.main).toMatchObject({ price: 500, heldFrom: 1971, cpi: 38, minimumWage: 1.6 });
    expect(run({ item: 'tuition', year: 1971, compareYear: null }).main.heldFrom).toBeNull();
  });

  it('a year past the last point takes the last point, whatever the current year', () => {
    // 2100 with the visitor's clock in 2026: gasoline's last point, 2024.
    const late = run({ item: 'gasoline', year: 2100, compareYear: 1980, currentYear: 2026 });
    expect(late.main).toMatchObject({
      year: 2100,
      price: 3.3,
      today: 3.3,
      heldFrom: 2024,
      minimumWage: 7.25,
    });
    expect(late.main.medianIncome).toBe(74000);
    // A clock before 2024 changes nothing.
    expect(run({ item: 'gasoline', year: 2027, compareYear: null, currentYear: 2020 }).main).toMatchObject({
      price: 3.3,
      heldFrom: 2024,
    });
    // The movie ticket series ends in 2023.
    expect(run({ item: 'movie-ticket', year: 2100, compareYear: null }).main).toMatchObject({
      price: 10.78,
      heldFrom: 2023,
    });
  });

  it('every item and every year from 1900 to 2100 has a result', () => {
    for (const id of ITEM_IDS) {
      for (let year = 1900; year <= 2100; year++) {
        const result = priceTimeMachine({
          item: id,
          year,
          compareYear: null,
          anchors: {},
          currentYear: 2026,
        });
        expect(result).not.toHaveProperty('error');
      }
    }
  });
});
