import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '~/lib/format';
import { translate } from '~/lib/i18n';
import {
  adjustEggs,
  EGG_TYPES,
  eggCount,
  formatVolume,
  formatWeight,
  fractionLabel,
  note,
  OZ_G,
  parseAmount,
  parseCount,
  ROUNDINGS,
  roundEggs,
  showsNote,
  smartCandidates,
  TBSP_ML,
  whisk,
  type EggInput,
  type EggKey,
  type EggResult,
  type EggType,
  type Rounding,
  type UnitSystem,
} from './egg-size-adjuster';
import en from './messages/en';

// The page's sentences in English: its messages filled with the logic's parts.
const tbsp = (amount: string) => translate(en.tbspAmount, { amount });
/** '6⅓ quail eggs', '⅓ duck egg' (`count` is the amount as written). */
const eggPhrase = (count: string, value: number, type: EggType) =>
  translate(en[`eggs.${type.key}`], { n: eggCount(count, value), count });
const resultSummary = (r: EggResult, unit: UnitSystem) =>
  translate(en.summary, {
    from: eggPhrase(formatNumber(r.sourceCount, 0), r.sourceCount, r.sourceEgg),
    fromWeight: formatWeight(r.totalG, unit),
    to: eggPhrase(r.suggestedLabel, r.suggested, r.targetEgg),
    toWeight: formatWeight(r.suggested * r.targetEgg.g, unit),
  });
const whiskText = (r: EggResult, unit: UnitSystem) => {
  const parts = whisk(r, unit, tbsp);
  return (
    parts &&
    translate(en.whisk, {
      eggs: eggPhrase(String(parts.whole), parts.whole, r.targetEgg),
      weight: parts.weight,
      volume: parts.volume,
    })
  );
};
const noteText = (r: EggResult, unit: UnitSystem) => {
  const parts = note(r, unit, tbsp);
  return parts && translate(en[`note.${parts.verb}`], { amount: parts.amount });
};
/** The hint the page shows for an egg type that weighs 0, in English. */
const hintOf = (r: ReturnType<typeof adjustEggs>) =>
  r && 'noWeight' in r ? { hint: en[`noWeight.${r.noWeight}`] } : r;

const defaults: EggInput = { count: 2, source: 'chicken-l', target: 'quail', rounding: 'smart' };
const run = (patch: Partial<EggInput> = {}) => adjustEggs({ ...defaults, ...patch });
const ok = (patch: Partial<EggInput> = {}) => {
  const r = run(patch);
  if (!r || 'noWeight' in r) throw new Error(`no result for ${JSON.stringify(patch)}`);
  return r;
};
/** The known table with some entries' weight (and volume) changed. */
const edited = (changes: Partial<Record<EggKey, Partial<Pick<EggType, 'g' | 'ml'>>>>) =>
  EGG_TYPES.map((e) => ({ ...e, ...changes[e.key] }));

describe('the known egg types', () => {
  it('has the six entries, smallest first, with grams and millilitres equal', () => {
    expect(EGG_TYPES).toHaveLength(6);
    const grams = EGG_TYPES.map((e) => e.g);
    expect(grams).toEqual([...grams].sort((a, b) => a - b));
    for (const e of EGG_TYPES) expect(e.ml).toBe(e.g);
  });
});

describe('the catalogue example and the defaults', () => {
  it('3 large chicken eggs (150 g) are exactly 2 duck eggs, with no note', () => {
    const r = ok({ count: 3, target: 'duck' });
    expect(r).toMatchObject({
      sourceCount: 3,
      totalG: 150,
      totalML: 150,
      exact: 2,
      suggested: 2,
      suggestedLabel: '2',
      diffG: 0,
      diffTbsp: 0,
      showNote: false,
    });
    expect(r.sourceEgg.key).toBe('chicken-l');
    expect(r.targetEgg.key).toBe('duck');
    expect(resultSummary(r, 'metric')).toBe('3 large chicken eggs (150 g) = 2 duck eggs (150 g)');
    expect(noteText(r, 'metric')).toBeNull();
    expect(whiskText(r, 'metric')).toBeNull();
  });

  it('2 large chicken eggs (100 g) are 6.25 quail eggs: smart suggests 6⅓ and the note shows', () => {
    const r = ok();
    expect(r.totalG).toBe(100);
    expect(r.totalML).toBe(100);
    expect(r.exact).toBe(6.25);
    expect(r.suggested).toBeCloseTo(19 / 3, 12);
    expect(r.suggestedLabel).toBe('6⅓');
    expect(r.diffG).toBeCloseTo(4 / 3, 9);
    expect(r.diffTbsp).toBeCloseTo(((4 / 3) * 3.25) / 50, 9);
    expect(r.showNote).toBe(true);
    expect(resultSummary(r, 'metric')).toBe('2 large chicken eggs (100 g) = 6⅓ quail eggs (101.3 g)');
    expect(noteText(r, 'metric')).toBe('Leave out about 1.3 g (0.09 tbsp) of beaten egg.');
    expect(whiskText(r, 'metric')).toBe('Whisk 7 quail eggs and measure 101.3 g (101.3 mL).');
  });

  it('shows the defaults in US units: ounces and tablespoons', () => {
    const r = ok();
    expect(resultSummary(r, 'us')).toBe('2 large chicken eggs (3.53 oz) = 6⅓ quail eggs (3.57 oz)');
    expect(noteText(r, 'us')).toBe('Leave out about 0.09 tbsp of beaten egg.');
    expect(whiskText(r, 'us')).toBe('Whisk 7 quail eggs and measure 3.57 oz (6.9 tbsp).');
  });
});

describe('rounding modes', () => {
  it.each<[Rounding, number, string, number, string | null]>([
    ['smart', 19 / 3, '6⅓', 4 / 3, 'Leave out about 1.3 g (0.09 tbsp) of beaten egg.'],
    ['down', 6, '6', -4, 'Add about 4 g (0.26 tbsp) of beaten egg.'],
    ['up', 7, '7', 12, 'Leave out about 12 g (0.78 tbsp) of beaten egg.'],
    ['exact', 6.25, '6¼', 0, null],
  ])('%s: 2 large chicken eggs → %d quail eggs (%s)', (rounding, suggested, label, diffG, note) => {
    const r = ok({ rounding });
    expect(r.suggested).toBeCloseTo(suggested, 12);
    expect(r.suggestedLabel).toBe(label);
    expect(r.diffG).toBeCloseTo(diffG, 9);
    expect(noteText(r, 'metric')).toBe(note);
  });

  it.each<[number, Rounding, number]>([
    [2.5, 'down', 2],
    [2.5, 'up', 3],
    [3, 'down', 3],
    [3, 'up', 3],
    [2.999999999999, 'down', 3],
    [3.000000000001, 'up', 3],
    [0.2, 'down', 1],
    [0.2, 'up', 1],
    [0.2, 'exact', 0.2],
  ])('roundEggs(%d, %s) = %d (never 0 eggs)', (exact, mode, expected) => {
    expect(roundEggs(exact, mode)).toBe(expected);
  });

  it('exact mode labels a simple fraction only when it matches to two decimals', () => {
    // 7 large chicken eggs (350 g) as duck eggs: 4.666…
    expect(ok({ count: 7, target: 'duck', rounding: 'exact' }).suggestedLabel).toBe('4⅔');
    // 1 quail egg (16 g) as duck eggs: 0.2133…
    const r = ok({ count: 1, source: 'quail', target: 'duck', rounding: 'exact' });
    expect(r.suggestedLabel).toBe('0.21');
    expect(eggPhrase(r.suggestedLabel, r.suggested, r.targetEgg)).toBe('0.21 duck eggs');
    expect(r.showNote).toBe(false);
  });
});

describe('smart rounding', () => {
  it('lists nearest whole, half, third, floor and ceil, none below its smallest step', () => {
    expect(smartCandidates(6.25)).toEqual([6, 6.5, 19 / 3, 6, 7]);
    expect(smartCandidates(0.1)).toEqual([1, 0.5, 1 / 3, 1, 1]);
  });

  it.each<[number, string]>([
    [1.5, '1½'],
    [7 / 3, '2⅓'],
    [2.34, '2⅓'],
    [8 / 3, '2⅔'],
    [2.75, '2⅔'],
    [6.25, '6⅓'],
    [2, '2'],
    [2.1, '2'],
    [2.9, '3'],
    [0.1, '⅓'],
    [0.45, '½'],
    [0.8, '⅔'],
    [0.95, '1'],
    // Ties go to the simpler amount: 6 5/12 is as close to 6½ as to 6⅓; 6 1/6 is as close to 6 as to 6⅓.
    [6 + 5 / 12, '6½'],
    [6 + 1 / 6, '6'],
  ])('%d eggs → %s', (exact, label) => {
    expect(fractionLabel(roundEggs(exact, 'smart'))).toBe(label);
  });

  it('labels the practical amount: whisk the next whole egg and measure', () => {
    // 7 large chicken eggs (350 g) as 75 g duck eggs: 4.67 → 4⅔ (350 g).
    const r = ok({ count: 7, target: 'duck' });
    expect(resultSummary(r, 'metric')).toBe('7 large chicken eggs (350 g) = 4⅔ duck eggs (350 g)');
    expect(whiskText(r, 'metric')).toBe('Whisk 5 duck eggs and measure 350 g (350 mL).');
    expect(r.showNote).toBe(false);
  });
});

describe('fraction labels', () => {
  it.each<[number, string]>([
    [0, '0'],
    [1, '1'],
    [0.5, '½'],
    [0.125, '⅛'],
    [2.375, '2⅜'],
    [0.875, '⅞'],
    [0.2, '⅕'],
    [1.8, '1⅘'],
    [1 / 6, '⅙'],
    [5 / 6, '⅚'],
    [0.75, '¾'],
    [1000.5, '1,000½'],
    [0.21, '0.21'],
    [0.14, '0.14'],
    [2.3333, '2.33'],
  ])('fractionLabel(%d) = %s', (value, label) => {
    expect(fractionLabel(value)).toBe(label);
  });

  it('with a tolerance of 0.005, near fractions get their glyph', () => {
    expect(fractionLabel(2.3333, 0.005)).toBe('2⅓');
    expect(fractionLabel(2.999, 0.005)).toBe('3');
    expect(fractionLabel(16 / 75, 0.005)).toBe('0.21');
  });

  it('uses the singular for one egg or less than one written as a fraction', () => {
    const duck = EGG_TYPES[5]!;
    expect(eggPhrase('1', 1, duck)).toBe('1 duck egg');
    expect(eggPhrase('⅓', 1 / 3, duck)).toBe('⅓ duck egg');
    expect(eggPhrase('1½', 1.5, duck)).toBe('1½ duck eggs');
    expect(eggPhrase('0.21', 0.21, duck)).toBe('0.21 duck eggs');
  });
});

describe('the adjustment note', () => {
  it('shows only when rounding is not exact and |diff| exceeds 0.1 g', () => {
    expect(showsNote('smart', 0.1)).toBe(false);
    expect(showsNote('smart', -0.1)).toBe(false);
    expect(showsNote('smart', 0.11)).toBe(true);
    expect(showsNote('down', -0.11)).toBe(true);
    expect(showsNote('up', 0.10000000001)).toBe(false);
    expect(showsNote('exact', 5)).toBe(false);
    expect(showsNote('up', 0)).toBe(false);
  });

  it('holds at the boundary with edited table values (float noise included)', () => {
    // 1 egg of 10.1 g replaced by one 10 g egg: 0.1 g short, no note.
    const at = ok({
      count: 1,
      target: 'quail',
      table: edited({ 'chicken-l': { g: 10.1 }, quail: { g: 10 } }),
    });
    expect(at.suggested).toBe(1);
    expect(Math.abs(at.diffG)).toBeCloseTo(0.1, 9);
    expect(at.showNote).toBe(false);
    // 10.11 g: 0.11 g short, the note says to add it.
    const over = ok({
      count: 1,
      target: 'quail',
      table: edited({ 'chicken-l': { g: 10.11 }, quail: { g: 10 } }),
    });
    expect(over.diffG).toBeCloseTo(-0.11, 9);
    expect(noteText(over, 'metric')).toBe('Add about 0.1 g (0.01 tbsp) of beaten egg.');
    expect(noteText(over, 'us')).toBe('Add about 0.01 tbsp of beaten egg.');
  });
});

describe('units', () => {
  it('converts grams to ounces and millilitres to tablespoons', () => {
    expect(formatWeight(OZ_G, 'us')).toBe('1 oz');
    expect(formatVolume(TBSP_ML, 'us', tbsp)).toBe('1 tbsp');
    expect(formatWeight(150, 'us')).toBe('5.29 oz');
    expect(formatVolume(150, 'us', tbsp)).toBe('10.1 tbsp');
    expect(formatWeight(101.333, 'metric')).toBe('101.3 g');
    expect(formatVolume(47, 'metric', tbsp)).toBe('47 mL');
    expect(formatWeight(12345, 'metric')).toBe('12,345 g');
  });

  it('counts 3.25 tbsp for each 50 g of difference', () => {
    // 1 large chicken egg (50 g) rounded up to 1 duck egg (75 g): 25 g over, 1.625 tbsp.
    const r = ok({ count: 1, target: 'duck', rounding: 'up' });
    expect(r.diffG).toBe(25);
    expect(r.diffTbsp).toBe(1.625);
    // 3 quail eggs (48 g) rounded up to 1 duck egg (75 g): 27 g over, 1.755 tbsp.
    const r2 = ok({ count: 3, source: 'quail', target: 'duck', rounding: 'up' });
    expect(r2.diffG).toBe(27);
    expect(r2.diffTbsp).toBeCloseTo(1.755, 12);
    expect(noteText(r2, 'metric')).toBe('Leave out about 27 g (1.76 tbsp) of beaten egg.');
    expect(noteText(r2, 'us')).toBe('Leave out about 1.76 tbsp of beaten egg.');
  });
});

describe('the editable table', () => {
  it('uses edited weights and volumes', () => {
    const table = edited({ duck: { g: 60, ml: 58 }, 'chicken-l': { ml: 48 } });
    const r = ok({ count: 3, target: 'duck', table });
    expect(r.totalML).toBe(144);
    expect(r.exact).toBe(2.5);
    expect(r.suggestedLabel).toBe('2½');
    expect(r.showNote).toBe(false);
    expect(whiskText(r, 'metric')).toBe('Whisk 3 duck eggs and measure 150 g (145 mL).');
    expect(ok({ count: 3, target: 'duck', table, rounding: 'up' }).suggested).toBe(3);
  });

  it('explains when an egg type in use weighs 0 g', () => {
    expect(run({ table: edited({ quail: { g: 0 } }) })).toEqual({ noWeight: 'quail' });
    expect(hintOf(run({ table: edited({ quail: { g: 0 } }) }))).toEqual({
      hint: 'Quail eggs need a weight above 0 g in the reference table.',
    });
    expect(hintOf(run({ table: edited({ 'chicken-l': { g: 0 } }) }))).toEqual({
      hint: 'Large chicken eggs need a weight above 0 g in the reference table.',
    });
    // A zero volume is allowed: the adjustment is by weight.
    expect(ok({ table: edited({ quail: { ml: 0 } }) }).suggestedLabel).toBe('6⅓');
  });

  it.each([
    ['52.5', 52.5],
    ['52,5', 52.5],
    [' 60 ', 60],
    ['', 0],
    ['abc', 0],
    ['-5', 0],
    ['1e9', 10000],
    ['Infinity', 0],
  ])('reads a typed value (non-numeric is 0, within 0 to 10,000): %j is %d', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });
});

describe('invalid input', () => {
  it.each([0, -1, 2.5, Number.NaN, Infinity])('count %d gives no result', (count) => {
    expect(run({ count })).toBeNull();
  });

  it('needs both egg types to exist', () => {
    expect(run({ source: 'ostrich' })).toBeNull();
    expect(run({ target: '' })).toBeNull();
    expect(run({ target: '__proto__' })).toBeNull();
  });

  it('gives no result for a weight so small the count would be infinite', () => {
    expect(run({ table: edited({ quail: { g: 1e-320 } }) })).toBeNull();
  });

  it.each([
    ['3', 3],
    ['2.4', 2],
    ['2.6', 3],
    ['', 0],
    ['abc', 0],
    ['-3', 0],
    ['5000', 1000],
    ['1,000', 1000],
  ])('reads a typed count as a whole number from 0 to 1,000: %j is %d', (text, count) => {
    expect(parseCount(text)).toBe(count);
  });
});

describe('properties', () => {
  const weight = fc.double({ min: 1, max: 500, noNaN: true });
  const input = fc.record({
    count: fc.integer({ min: 1, max: 1000 }),
    g1: weight,
    g2: weight,
    rounding: fc.constantFrom(...ROUNDINGS),
  });
  const compute = ({
    count,
    g1,
    g2,
    rounding,
  }: {
    count: number;
    g1: number;
    g2: number;
    rounding: Rounding;
  }) => ok({ count, rounding, table: edited({ 'chicken-l': { g: g1, ml: g1 }, quail: { g: g2, ml: g2 } }) });

  it('suggests a positive amount within 1 egg of the exact one', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r: EggResult = compute(i);
        expect(r.suggested).toBeGreaterThan(0);
        expect(Math.abs(r.suggested - r.exact)).toBeLessThanOrEqual(1);
        expect(r.diffG).toBeCloseTo(r.rounding === 'exact' ? 0 : r.suggested * i.g2 - r.totalG, 6);
        if (r.rounding === 'down' || r.rounding === 'up') expect(Number.isInteger(r.suggested)).toBe(true);
        if (r.rounding === 'down' && r.exact >= 1) expect(r.suggested).toBeLessThanOrEqual(r.exact + 1e-9);
        if (r.rounding === 'up') expect(r.suggested).toBeGreaterThanOrEqual(r.exact - 1e-9);
      }),
    );
  });

  it('smart is never farther from exact than whole, floor or ceil', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 1e6, noNaN: true }), (exact) => {
        const distance = Math.abs(roundEggs(exact, 'smart') - exact);
        const wholes = [Math.round(exact), Math.floor(exact), Math.ceil(exact)].map((n) => Math.max(1, n));
        for (const n of wholes) expect(distance).toBeLessThanOrEqual(Math.abs(n - exact) + 1e-9);
        if (exact >= 1) {
          for (const n of [Math.round(exact), Math.floor(exact), Math.ceil(exact)]) {
            expect(distance).toBeLessThanOrEqual(Math.abs(n - exact) + 1e-9);
          }
        }
      }),
    );
  });

  it('never shows NaN, Infinity or undefined, whatever the table holds', () => {
    const amount = fc.oneof(fc.constant(0), fc.double({ min: 0, max: 10000, noNaN: true }));
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 1000 }),
        fc.constantFrom(...EGG_TYPES.map((e) => e.key)),
        fc.constantFrom(...EGG_TYPES.map((e) => e.key)),
        fc.constantFrom(...ROUNDINGS),
        fc.array(fc.tuple(amount, amount), { minLength: 6, maxLength: 6 }),
        (count, source, target, rounding, values) => {
          const table = EGG_TYPES.map((e, i) => ({ ...e, g: values[i]![0], ml: values[i]![1] }));
          const r = adjustEggs({ count, source, target, rounding, table });
          if (!r || 'noWeight' in r) return;
          for (const unit of ['metric', 'us'] as const) {
            const text = [
              resultSummary(r, unit),
              noteText(r, unit),
              whiskText(r, unit),
              r.suggestedLabel,
            ].join(' ');
            expect(text).not.toMatch(/NaN|Infinity|undefined|∞/);
          }
        },
      ),
    );
  });
});
