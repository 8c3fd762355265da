import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '~/lib/i18n';
import { buildQuery, parseQuery } from '~/lib/url-params';
import {
  calculateCake,
  convertLength,
  convertLengthText,
  convertTier,
  formatTierCode,
  MAX_DIMENSION,
  parseDimension,
  parseTierCode,
  readSettings,
  referenceTable,
  type CakeInput,
  type CakeResult,
  type ReferenceRow,
  type Tier,
  tierFigures,
  type Unit,
  unitDefaults,
  withShape,
} from './cake-slice-calculator';
import en from './messages/en';
import { schema } from './schema';
import { formatPercent } from '~/lib/format';

/** The result's sentences as the page writes them in English (its messages filled with the result's parts). */
function english(r: CakeResult) {
  const { servings, target, verdict, settings } = r;
  const spare = r.spare ?? 0;
  const n = settings.guests ?? 0;
  const who =
    settings.buffer > 0
      ? translate(en.whoBuffer, { n, buffer: formatPercent(settings.buffer) })
      : translate(en.whoNoBuffer, { n });
  if (target === null || verdict === null)
    return { need: null, verdict: null, summary: translate(en.summary, { servings }) };
  return {
    need: translate(en.need, { n: target, who }),
    verdict:
      verdict === 'enough'
        ? translate(en['verdict.enough'], { spare })
        : verdict === 'exactly'
          ? en['verdict.exactly']
          : translate(en['verdict.short'], { n: -spare }),
    summary:
      verdict === 'enough'
        ? translate(en['summary.enough'], { servings, target, who, spare })
        : verdict === 'exactly'
          ? translate(en['summary.exactly'], { servings, target, who })
          : translate(en['summary.short'], { servings, target, who, n: -spare }),
  };
}
/** A reference row as the page names it: '6 in round', '15.24 cm round (6 in)'. */
const label = ({ shape, size, inches, servings }: ReferenceRow, unit: Unit) => ({
  label: translate(en[`reference.${shape}.${unit}`], { size, inches }),
  servings,
});
const describeTier = (tier: Tier, unit: Unit) => {
  const { shape, size, height } = tierFigures(tier);
  return translate(en[`tierSize.${shape}`], { size, height, unit });
};

const round = (diameter: number, height = 4): Tier => ({ shape: 'round', diameter, height });
const rect = (width: number, length: number, height = 4): Tier => ({ shape: 'rect', width, length, height });

const base: CakeInput = {
  unit: 'in',
  style: 'wedding',
  standardHeight: '4',
  sliceWidth: '1',
  sliceLength: '2',
  loss: '5',
  guests: '100',
  buffer: '10',
  tiers: [round(8)],
};
const cake = (patch: Partial<CakeInput>) => {
  const result = calculateCake({ ...base, ...patch });
  return result && { ...result, verdictId: result.verdict, ...english(result) };
};
/** The catalogue example: u=in&style=wedding&g=80&buf=10&n=3&t0=round-12--4&t1=round-9--4&t2=round-6--4 */
const example: Partial<CakeInput> = { guests: '80', buffer: '10', tiers: [round(12), round(9), round(6)] };

describe('the catalogue example (wedding slices, 12, 9 and 6 in rounds, 4 in high)', () => {
  it('serves 97: the formula worked by hand', () => {
    // Areas: pi x 6² = 113.097, pi x 4.5² = 63.617, pi x 3² = 28.274 in²; sum 204.989.
    const areas = [Math.PI * 36, Math.PI * 20.25, Math.PI * 9];
    expect(areas[0]).toBeCloseTo(113.097, 3);
    expect(areas[1]).toBeCloseTo(63.617, 3);
    expect(areas[2]).toBeCloseTo(28.274, 3);
    const sum = areas[0]! + areas[1]! + areas[2]!;
    expect(sum).toBeCloseTo(204.989, 3);
    // / 2 in² per slice x (4 / 4 in) x (1 - 5%) = 97.37, rounded down.
    expect((sum / 2) * (4 / 4) * 0.95).toBeCloseTo(97.37, 2);
    expect(cake(example)?.servings).toBe(97);
  });
  it('needs ceil(80 x 1.1) = 88 (not 89 from 88.00000000000001): enough, with 9 to spare', () => {
    expect(cake(example)).toMatchObject({
      servings: 97,
      target: 88,
      spare: 9,
      verdictId: 'enough',
      verdict: 'Enough, with 9 to spare.',
      need: 'You need 88 servings: 80 guests + 10% buffer.',
      summary: 'This cake serves 97; you need 88 (80 guests + 10% buffer): enough, with 9 to spare.',
    });
  });
  it('lists each tier before rounding down', () => {
    const tiers = cake(example)!.tiers.map((t) => t.servings);
    expect(tiers[0]).toBeCloseTo(53.721, 3);
    expect(tiers[1]).toBeCloseTo(30.218, 3);
    expect(tiers[2]).toBeCloseTo(13.43, 3);
  });
});

describe('serving styles', () => {
  it('party slices are 3 in²: 64 servings, short by 24', () => {
    expect(cake({ ...example, style: 'party' })).toMatchObject({
      servings: 64,
      target: 88,
      spare: -24,
      verdictId: 'short',
      verdict: 'Short by 24 servings: add a tier or choose smaller slices.',
      summary: 'This cake serves 64; you need 88 (80 guests + 10% buffer): short by 24 servings.',
    });
  });
  it('generous slices are 4 in²: 48 servings', () => {
    expect(cake({ ...example, style: 'generous' })?.servings).toBe(48);
  });
  it('custom slices are width x length: 1 x 2 in is the wedding slice, 2 x 2 the generous one', () => {
    expect(cake({ ...example, style: 'custom' })?.servings).toBe(97);
    expect(cake({ ...example, style: 'custom', sliceWidth: '2', sliceLength: '2' })?.servings).toBe(48);
    expect(cake({ ...example, style: 'custom', sliceWidth: '1,5', sliceLength: '2' })?.servings).toBe(64);
  });
  it('custom slice sizes apply only to the custom style', () => {
    expect(cake({ ...example, sliceWidth: '10', sliceLength: 'x' })?.servings).toBe(97);
  });
  it('a custom slice without a size gives no result (non-numeric becomes 0)', () => {
    expect(cake({ style: 'custom', sliceWidth: 'abc' })).toBeNull();
    expect(cake({ style: 'custom', sliceWidth: '0' })).toBeNull();
    expect(cake({ style: 'custom', sliceLength: '' })).toBeNull();
    expect(cake({ style: 'custom', sliceLength: '-2' })).toBeNull();
    expect(referenceTable(readSettings({ ...base, style: 'custom', sliceWidth: '' }))).toBeNull();
  });
  it('adding a 9 x 13 rectangle to the party cake: 101 servings; without the 12 in tier: 66', () => {
    expect(cake({ ...example, style: 'party', tiers: [...example.tiers!, rect(9, 13)] })).toMatchObject({
      servings: 101,
      spare: 13,
    });
    expect(cake({ ...example, style: 'party', tiers: [round(9), round(6), rect(9, 13)] })?.servings).toBe(66);
  });
});

describe('defaults and the height rule', () => {
  it('the defaults: one 8 x 4 in round, wedding, 5% loss, 100 guests + 10%: 23 of 110', () => {
    expect(cake({})).toMatchObject({
      servings: 23,
      target: 110,
      spare: -87,
      summary: 'This cake serves 23; you need 110 (100 guests + 10% buffer): short by 87 servings.',
    });
  });
  it('a rectangle 9 x 13 x 4 in gives 117 / 2 x 0.95 = 55.575: 55', () => {
    expect(cake({ tiers: [rect(9, 13)] })?.servings).toBe(55);
  });
  it('a tier twice the standard height gives twice the servings', () => {
    expect(cake({ loss: '0', tiers: [rect(10, 10, 8)] })?.servings).toBe(100);
    expect(cake({ loss: '0', tiers: [rect(10, 10, 4)] })?.servings).toBe(50);
    expect(cake({ loss: '0', tiers: [rect(10, 10, 2)] })?.servings).toBe(25);
    expect(cake({ loss: '0', standardHeight: '2', tiers: [rect(10, 10, 4)] })?.servings).toBe(100);
  });
  it('sums the tiers before rounding down (2 x 7.6 = 15.2 gives 15, not 14)', () => {
    // 4 x 4 in rectangle: 16 / 2 x 0.95 = 7.6 each.
    expect(cake({ tiers: [rect(4, 4)] })?.servings).toBe(7);
    expect(cake({ tiers: [rect(4, 4), rect(4, 4)] })?.servings).toBe(15);
  });
  it('exact products are not lost to float noise', () => {
    // 200 / 2 x (1 - 0.55) is 44.99999999999999 in floating point; 180 / 2 x 0.7 is 62.99999999999999.
    expect(cake({ loss: '55', tiers: [rect(10, 20)] })?.servings).toBe(45);
    expect(cake({ loss: '30', tiers: [rect(10, 18)] })?.servings).toBe(63);
    expect(cake({ loss: '0', tiers: [rect(0.6, 10)] })?.servings).toBe(3);
    // 125 x 128.8 / 100 is 161.00000000000003; 100 x 1.1 would be 110.00000000000001.
    expect(cake({ guests: '125', buffer: '28.8' })?.target).toBe(161);
    expect(cake({ guests: '100', buffer: '10' })?.target).toBe(110);
    expect(cake({ guests: '10', buffer: '7' })?.target).toBe(11);
    expect(cake({ guests: '1000', buffer: '0.1' })?.target).toBe(1001);
  });
  it('a tier of 0 size adds nothing; zero servings is still an answer', () => {
    expect(cake({ tiers: [round(0), round(8)] })?.servings).toBe(23);
    expect(cake({ tiers: [round(0)] })).toMatchObject({ servings: 0, spare: -110 });
    expect(cake({ tiers: [] })?.servings).toBe(0);
  });
});

describe('the spec fallbacks', () => {
  it('standard height falls back to 4 in (10.16 cm) when blank, non-numeric, 0 or negative', () => {
    for (const sh of ['', 'abc', '0', '-3']) {
      expect(readSettings({ ...base, standardHeight: sh }).standardHeight).toBe(4);
      expect(cake({ ...example, standardHeight: sh })?.servings).toBe(97);
      expect(readSettings({ ...base, unit: 'cm', standardHeight: sh }).standardHeight).toBe(10.16);
    }
    expect(readSettings({ ...base, standardHeight: '5' }).standardHeight).toBe(5);
  });
  it('loss falls back to 0 and stays within 0 to 100', () => {
    expect(readSettings({ ...base, loss: 'abc' }).loss).toBe(0);
    expect(readSettings({ ...base, loss: '' }).loss).toBe(0);
    expect(readSettings({ ...base, loss: '-5' }).loss).toBe(0);
    expect(readSettings({ ...base, loss: '150' }).loss).toBe(100);
    expect(cake({ ...example, loss: 'abc' })?.servings).toBe(102);
    expect(cake({ ...example, loss: '100' })?.servings).toBe(0);
  });
  it('buffer falls back to 0 and is never negative', () => {
    expect(cake({ ...example, buffer: 'x' })).toMatchObject({
      target: 80,
      need: 'You need 80 servings: 80 guests, no buffer.',
      summary: 'This cake serves 97; you need 80 (80 guests, no buffer): enough, with 17 to spare.',
    });
    expect(cake({ ...example, buffer: '-20' })?.target).toBe(80);
    expect(cake({ ...example, buffer: '12.5' })).toMatchObject({
      target: 90,
      need: expect.stringContaining('12.5%'),
    });
    expect(readSettings({ ...base, buffer: '5000' }).buffer).toBe(1000);
  });
  it('guests are read as a whole number', () => {
    expect(cake({ ...example, guests: '80.7' })?.target).toBe(88);
    expect(cake({ ...example, guests: '1,200' })?.target).toBe(1320);
    expect(cake({ ...example, guests: ' 80 ' })?.target).toBe(88);
  });
  it('without a guest count (blank, non-numeric, below 1 or above 1,000,000) the servings show alone', () => {
    for (const guests of ['', 'abc', '0', '0.5', '-10', '2000000', '12abc']) {
      expect(cake({ ...example, guests })).toMatchObject({
        servings: 97,
        target: null,
        spare: null,
        verdict: null,
        need: null,
        summary: 'This cake serves 97.',
      });
    }
  });
  it('speaks of one guest and one serving in the singular', () => {
    expect(cake({ guests: '1', buffer: '0', tiers: [rect(1, 2)], loss: '0' })).toMatchObject({
      servings: 1,
      target: 1,
      verdictId: 'exactly',
      verdict: 'Exactly enough.',
      need: 'You need 1 serving: 1 guest, no buffer.',
      summary: 'This cake serves 1; you need 1 (1 guest, no buffer): exactly enough.',
    });
    expect(cake({ guests: '24', buffer: '0' })).toMatchObject({
      spare: -1,
      verdict: 'Short by 1 serving: add a tier or choose smaller slices.',
    });
  });
  it('groups thousands', () => {
    expect(cake({ guests: '1500', tiers: [rect(100, 100)] })?.summary).toBe(
      'This cake serves 4,750; you need 1,650 (1,500 guests + 10% buffer): enough, with 3,100 to spare.',
    );
  });
});

describe('centimeters', () => {
  const cm = (tier: Tier) => convertTier(tier, 'cm');
  it('the example in cm (30.48, 22.86, 15.24 x 10.16 cm) still serves 97 (0.3937 in per cm)', () => {
    const tiers = example.tiers!.map(cm);
    expect(tiers[0]).toEqual(round(30.48, 10.16));
    expect(cake({ ...example, unit: 'cm', standardHeight: '10.16', tiers })?.servings).toBe(97);
  });
  it('the standard height is in cm too: blank means 10.16 cm', () => {
    const tiers = example.tiers!.map(cm);
    expect(cake({ ...example, unit: 'cm', standardHeight: '', tiers })?.servings).toBe(97);
    // The same numbers read as inches would be a much bigger cake.
    expect(cake({ ...example, standardHeight: '10.16', tiers })?.servings).toBeGreaterThan(600);
  });
  it('the party cake with a rectangle, converted to cm, gives the same 66', () => {
    const tiers = [round(9), round(6), rect(9, 13)].map(cm);
    expect(tiers[2]).toEqual(rect(22.86, 33.02, 10.16));
    expect(cake({ ...example, unit: 'cm', style: 'party', standardHeight: '10.16', tiers })?.servings).toBe(
      66,
    );
  });
  it('footprints are shown in cm² and custom slices are in cm', () => {
    const s = readSettings({ ...base, unit: 'cm' });
    expect(s.footprintSqIn).toBe(2);
    expect(s.footprint).toBeCloseTo(12.9032, 4);
    const custom = { ...example, unit: 'cm' as const, style: 'custom' as const, standardHeight: '10.16' };
    const tiers = example.tiers!.map(cm);
    expect(cake({ ...custom, sliceWidth: '2.54', sliceLength: '5.08', tiers })?.servings).toBe(97);
  });
  it('converts lengths with 2.54 cm per in and 0.3937 in per cm, to 2 decimals, and back', () => {
    expect(convertLength(8, 'cm')).toBe(20.32);
    expect(convertLength(20.32, 'in')).toBe(8);
    expect(convertLength(10.16, 'in')).toBe(4);
    expect(convertLength(25.4, 'in')).toBe(10);
    expect(convertLength(33.02, 'in')).toBe(13);
    expect(convertLengthText('4', 'cm')).toBe('10.16');
    expect(convertLengthText('1,5', 'cm')).toBe('3.81');
    expect(convertLengthText('abc', 'cm')).toBe('abc');
    expect(convertLengthText('', 'in')).toBe('');
    expect(convertTier(rect(9, 13), 'cm')).toEqual(rect(22.86, 33.02, 10.16));
    expect(convertTier(rect(22.86, 33.02, 10.16), 'in')).toEqual(rect(9, 13));
    expect(convertTier(round(1000), 'cm')).toEqual(round(MAX_DIMENSION, 10.16));
  });
  it('whole inches survive a trip to cm and back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 390 }), (n) => {
        expect(convertLength(convertLength(n, 'cm'), 'in')).toBe(n);
      }),
    );
  });
  it('the cm defaults are the inch defaults converted', () => {
    const inch = unitDefaults('in');
    const cmDefaults = unitDefaults('cm');
    expect(inch).toMatchObject({
      standardHeight: '4',
      sliceWidth: '1',
      sliceLength: '2',
      firstTier: round(8),
      addRound: round(10),
      addRect: rect(9, 13),
    });
    expect(cmDefaults).toMatchObject({
      standardHeight: '10.16',
      sliceWidth: '2.54',
      sliceLength: '5.08',
      firstTier: round(20.32, 10.16),
      addRound: round(25.4, 10.16),
      addRect: rect(22.86, 33.02, 10.16),
    });
  });
});

describe('tier codes', () => {
  it('reads round-diameter--height and rect-width-length-height', () => {
    expect(parseTierCode('round-12--4')).toEqual(round(12));
    expect(parseTierCode('rect-9-13-4')).toEqual(rect(9, 13));
    expect(parseTierCode('round-20.32--10.16', 'cm')).toEqual(round(20.32, 10.16));
    expect(parseTierCode('round-1,5--3')).toEqual(round(1.5, 3));
  });
  it('empty slots take the tier code defaults: round 8, rectangle 9 by 13, height 4', () => {
    expect(parseTierCode('round---')).toEqual(round(8, 4));
    expect(parseTierCode('round---6')).toEqual(round(8, 6));
    expect(parseTierCode('round-10--')).toEqual(round(10, 4));
    expect(parseTierCode('rect---')).toEqual(rect(9, 13, 4));
    expect(parseTierCode('rect--20-')).toEqual(rect(9, 20, 4));
    expect(parseTierCode('round---', 'cm')).toEqual(round(20.32, 10.16));
    expect(parseTierCode('rect---', 'cm')).toEqual(rect(22.86, 33.02, 10.16));
  });
  it('non-numeric dimensions become 0; negative ones cannot be written; large ones stop at 1,000', () => {
    expect(parseTierCode('round-x--4')).toEqual(round(0, 4));
    expect(parseTierCode('rect-9-abc-4')).toEqual(rect(9, 0, 4));
    expect(parseTierCode('round-Infinity--NaN')).toEqual(round(0, 0));
    expect(parseTierCode('round-99999--4')).toEqual(round(1000, 4));
    expect(parseTierCode('round-1e3--4')).toEqual(round(1000, 4));
  });
  it('ignores anything else', () => {
    for (const code of [
      '',
      'blob',
      'round-8-4',
      'round-8---4',
      'round--5--4',
      'rect-9-13',
      'rect-9-13-4-1',
      'square-8--4',
      'ROUND-8--4',
      ' round-8--4',
    ])
      expect(parseTierCode(code), code).toBeUndefined();
  });
  it('writes codes without trailing zeros or exponents', () => {
    expect(formatTierCode(round(12))).toBe('round-12--4');
    expect(formatTierCode(rect(9, 13))).toBe('rect-9-13-4');
    expect(formatTierCode(round(20.32, 10.16))).toBe('round-20.32--10.16');
    expect(formatTierCode(round(0.0001, 0))).toBe('round-0.0001--0');
  });
  const dimension = fc.integer({ min: 0, max: MAX_DIMENSION * 10_000 }).map((n) => n / 10_000);
  const tier: fc.Arbitrary<Tier> = fc.oneof(
    fc.record({ shape: fc.constant('round' as const), diameter: dimension, height: dimension }),
    fc.record({
      shape: fc.constant('rect' as const),
      width: dimension,
      length: dimension,
      height: dimension,
    }),
  );
  it('format then parse gives the same tier', () => {
    fc.assert(
      fc.property(tier, fc.constantFrom('in' as const, 'cm' as const), (t, unit) => {
        expect(parseTierCode(formatTierCode(t), unit)).toEqual(t);
      }),
    );
  });
  it('any code that reads writes back to a code that reads the same', () => {
    const code = fc.oneof(
      fc.string(),
      fc
        .tuple(
          fc.constantFrom('round', 'rect'),
          fc.array(fc.oneof(fc.string({ maxLength: 6 }), fc.double().map(String)), { maxLength: 4 }),
        )
        .map(([shape, parts]) => [shape, ...parts].join('-')),
    );
    fc.assert(
      fc.property(code, (c) => {
        const t = parseTierCode(c);
        if (t === undefined) return;
        for (const v of Object.values(t))
          if (typeof v === 'number') expect(Number.isFinite(v) && v >= 0 && v <= MAX_DIMENSION).toBe(true);
        expect(parseTierCode(formatTierCode(t))).toEqual(t);
      }),
    );
  });
  it('field text reads as the same sizes', () => {
    expect(parseDimension('8')).toBe(8);
    expect(parseDimension(' 8.125 ')).toBe(8.125);
    expect(parseDimension('8.123456')).toBe(8.1235);
    expect(parseDimension('abc')).toBe(0);
    expect(parseDimension('')).toBe(0);
    expect(parseDimension('-3')).toBe(0);
    expect(parseDimension('5000')).toBe(MAX_DIMENSION);
  });
});

describe('servings grow with the cake', () => {
  const tier: fc.Arbitrary<Tier> = fc.oneof(
    fc.record({
      shape: fc.constant('round' as const),
      diameter: fc.integer({ min: 0, max: 40 }),
      height: fc.integer({ min: 0, max: 8 }),
    }),
    fc.record({
      shape: fc.constant('rect' as const),
      width: fc.integer({ min: 0, max: 40 }),
      length: fc.integer({ min: 0, max: 40 }),
      height: fc.integer({ min: 0, max: 8 }),
    }),
  );
  const grow = (t: Tier, by: number): Tier =>
    t.shape === 'round'
      ? { ...t, diameter: t.diameter + by }
      : { ...t, width: t.width + by, length: t.length + by };
  it('a bigger or taller tier, or one more tier, never gives fewer servings', () => {
    fc.assert(
      fc.property(
        fc.array(tier, { minLength: 1, maxLength: 6 }),
        fc.nat({ max: 5 }),
        fc.nat({ max: 10 }),
        fc.constantFrom('wedding' as const, 'party' as const, 'generous' as const),
        fc.constantFrom('in' as const, 'cm' as const),
        (tiers, index, by, style, unit) => {
          const i = index % tiers.length;
          const at = (list: Tier[]) => cake({ unit, style, standardHeight: '4', tiers: list })!.servings;
          const before = at(tiers);
          expect(at(tiers.map((t, j) => (j === i ? grow(t, by) : t)))).toBeGreaterThanOrEqual(before);
          expect(
            at(tiers.map((t, j) => (j === i ? { ...t, height: t.height + by } : t))),
          ).toBeGreaterThanOrEqual(before);
          expect(at([...tiers, tiers[i]!])).toBeGreaterThanOrEqual(before);
        },
      ),
    );
  });
  it('smaller slices never give fewer servings', () => {
    const order = ['generous', 'party', 'wedding'] as const;
    fc.assert(
      fc.property(fc.array(tier, { minLength: 1, maxLength: 6 }), (tiers) => {
        const counts = order.map((style) => cake({ style, tiers })!.servings);
        expect(counts[0]).toBeLessThanOrEqual(counts[1]!);
        expect(counts[1]).toBeLessThanOrEqual(counts[2]!);
      }),
    );
  });
  it('never shows NaN or Infinity, whatever the fields hold', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.double().map(String),
      fc.constantFrom('1e-200', '1e308', '-0', '0'),
    );
    fc.assert(
      fc.property(
        fc.record({
          standardHeight: text,
          sliceWidth: text,
          sliceLength: text,
          loss: text,
          guests: text,
          buffer: text,
        }),
        fc.constantFrom('wedding' as const, 'custom' as const),
        fc.constantFrom('in' as const, 'cm' as const),
        (fields, style, unit) => {
          const r = cake({
            ...fields,
            style,
            unit,
            tiers: [round(MAX_DIMENSION, MAX_DIMENSION), rect(3, 4)],
          });
          if (r === null) return;
          expect(Number.isFinite(r.servings)).toBe(true);
          expect(`${r.summary} ${r.need} ${r.verdict}`).not.toMatch(/NaN|Infinity|undefined/);
          for (const row of referenceTable(r.settings) ?? [])
            expect(Number.isFinite(row.servings)).toBe(true);
        },
      ),
    );
  });
});

describe('the reference table', () => {
  it('one tier at the standard height for 6, 8, 9, 10, 12, 14 and 16 in and a 9 x 13, wedding, 5% loss', () => {
    expect(referenceTable(readSettings(base))?.[0]).toEqual({
      shape: 'round',
      size: '6',
      inches: '6',
      servings: 13,
    });
    expect(referenceTable(readSettings(base))?.map((row) => label(row, 'in'))).toEqual([
      { label: '6 in round', servings: 13 },
      { label: '8 in round', servings: 23 },
      { label: '9 in round', servings: 30 },
      { label: '10 in round', servings: 37 },
      { label: '12 in round', servings: 53 },
      { label: '14 in round', servings: 73 },
      { label: '16 in round', servings: 95 },
      { label: '9 × 13 in rectangle', servings: 55 },
    ]);
  });
  it('follows the style and the loss', () => {
    const party = referenceTable(readSettings({ ...base, style: 'party' }))!.map((r) => r.servings);
    expect(party).toEqual([8, 15, 20, 24, 35, 48, 63, 37]);
    const generous = referenceTable(readSettings({ ...base, style: 'generous', loss: '0' }))!.map(
      (r) => r.servings,
    );
    expect(generous).toEqual([7, 12, 15, 19, 28, 38, 50, 29]);
  });
  it('names the sizes in cm with their inch size', () => {
    const rows = referenceTable(readSettings({ ...base, unit: 'cm' }))!.map((row) => label(row, 'cm'));
    expect(rows[7]).toBeDefined();
    expect(referenceTable(readSettings({ ...base, unit: 'cm' }))![7]).toEqual({
      shape: 'rect',
      size: '22.86 × 33.02',
      inches: '9 × 13',
      servings: 55,
    });
    expect(rows[0]).toEqual({ label: '15.24 cm round (6 in)', servings: 13 });
    expect(rows[7]).toEqual({ label: '22.86 × 33.02 cm rectangle (9 × 13 in)', servings: 55 });
  });
});

describe('tier helpers', () => {
  it('changing the shape keeps the height and takes the added-tier size', () => {
    expect(withShape(round(12, 5), 'rect', 'in')).toEqual(rect(9, 13, 5));
    expect(withShape(rect(9, 13, 3), 'round', 'in')).toEqual(round(10, 3));
    expect(withShape(round(20, 10), 'rect', 'cm')).toEqual(rect(22.86, 33.02, 10));
    expect(withShape(round(12), 'round', 'in')).toEqual(round(12));
  });
  it('describes a tier', () => {
    expect(tierFigures(rect(22.86, 33.02, 10.16))).toEqual({
      shape: 'rect',
      size: '22.86 × 33.02',
      height: '10.16',
    });
    expect(describeTier(round(12), 'in')).toBe('12 in round, 4 in high');
    expect(describeTier(rect(22.86, 33.02, 10.16), 'cm')).toBe('22.86 × 33.02 cm, 10.16 cm high');
  });
});

describe('the address', () => {
  const query = '?u=in&style=wedding&g=80&buf=10&n=3&t0=round-12--4&t1=round-9--4&t2=round-6--4';
  it('reads the catalogue example', () => {
    expect(parseQuery(schema, query)).toEqual({
      u: 'in',
      style: 'wedding',
      sh: '4',
      cw: '1',
      cl: '2',
      loss: '5',
      g: '80',
      buf: '10',
      t: [round(12), round(9), round(6)],
    });
  });
  it('writes it back without the defaults', () => {
    expect(buildQuery(schema, parseQuery(schema, query))).toBe(
      '?g=80&n=3&t0=round-12--4&t1=round-9--4&t2=round-6--4',
    );
    expect(buildQuery(schema, parseQuery(schema, ''))).toBe('');
  });
  it('a malformed tier code takes the first-tier default; a non-numeric size is 0', () => {
    expect(parseQuery(schema, '?n=2&t0=round-x--4&t1=blob').t).toEqual([round(0), round(8)]);
    expect(parseQuery(schema, '?n=3&t0=rect-9-13-4').t).toEqual([rect(9, 13), round(8), round(8)]);
  });
  it('keeps 1 to 6 tiers', () => {
    expect(parseQuery(schema, '?n=0&t0=round-12--4').t).toEqual([round(8)]);
    expect(parseQuery(schema, '?n=99').t).toHaveLength(6);
    expect(parseQuery(schema, '?n=-1&t0=round-12--4').t).toEqual([round(8)]);
    expect(parseQuery(schema, '?t0=round-12--4').t).toEqual([round(8)]);
  });
  it('ignores unknown units and styles', () => {
    expect(parseQuery(schema, '?u=mm&style=huge')).toMatchObject({ u: 'in', style: 'wedding' });
  });
  it('in cm the length defaults are the cm equivalents, when reading and when writing', () => {
    expect(parseQuery(schema, '?u=cm')).toMatchObject({
      u: 'cm',
      sh: '10.16',
      cw: '2.54',
      cl: '5.08',
      t: [round(20.32, 10.16)],
    });
    expect(parseQuery(schema, '?u=cm&n=1&t0=blob').t).toEqual([round(20.32, 10.16)]);
    expect(parseQuery(schema, '?u=cm&n=1&t0=round---').t).toEqual([round(20.32, 10.16)]);
    const cmDefaults = parseQuery(schema, '?u=cm');
    expect(buildQuery(schema, cmDefaults)).toBe('?u=cm');
    // An 8 x 4 cm tier and a 4 cm standard height are not the defaults in cm: they are written.
    expect(buildQuery(schema, { ...cmDefaults, sh: '4', t: [round(8)] })).toBe(
      '?u=cm&sh=4&n=1&t0=round-8--4',
    );
    expect(parseQuery(schema, '?u=cm&sh=4&n=1&t0=round-8--4')).toMatchObject({ sh: '4', t: [round(8)] });
    // And back in inches the inch defaults are left out.
    expect(buildQuery(schema, parseQuery(schema, ''), '?u=cm&sh=10.16&n=1&t0=round-20.32--10.16')).toBe('');
  });
  it('keeps what the fields hold, cleared fields included', () => {
    const state = { ...parseQuery(schema, ''), g: '', loss: 'abc', style: 'custom' as const, cw: '1.5' };
    const q = buildQuery(schema, state);
    expect(q).toBe('?style=custom&cw=1.5&loss=abc&g=');
    expect(parseQuery(schema, q)).toEqual(state);
  });
});
