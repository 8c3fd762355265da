import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '~/lib/format';
import { translate } from '~/lib/i18n';
import en from './messages/en';
import {
  clampPct,
  effectivePreset,
  flourGrams,
  formatGrams,
  PRESETS,
  yeastToFlour,
  type YeastInput,
} from './yeast-to-flour-ratio';

const base: YeastInput = {
  flourType: 'all-purpose',
  flourUnit: 'g',
  flourAmount: '500',
  yeastType: 'active-dry',
  pct: 1.5,
};
const run = (patch: Partial<YeastInput>) => yeastToFlour({ ...base, ...patch });

describe('yeast to flour ratio', () => {
  it('works out the defaults: 500 g flour, lean 1.5% is 7.5 g active dry', () => {
    const result = run({})!;
    expect(result.chosen).toMatchObject({ type: 'active-dry', grams: 7.5 });
    expect(result.chosen.teaspoons).toBeCloseTo(2.419, 3);
    expect(result.chosen.packets).toBeCloseTo(1.0714, 4);
    expect(result.all.map((a) => a.grams)).toEqual([7.5, 5.625, 22.5]);
    expect(result.all[2]).toMatchObject({ type: 'fresh', teaspoons: null, packets: null });
  });

  it('works out the catalogue example: 1000 g at 2% is 20 g', () => {
    expect(run({ flourAmount: '1000', pct: 2 })?.chosen.grams).toBe(20);
    expect(run({ flourAmount: '1000', pct: 2, yeastType: 'instant' })?.chosen.grams).toBe(15);
    const example = run({ flourAmount: '1000', pct: 2 })!;
    expect(example).toMatchObject({ flourG: 1000, pct: 2, chosen: { type: 'active-dry', grams: 20 } });
    expect(
      translate(en.summary, {
        grams: formatGrams(example.chosen.grams),
        yeast: en[`yeastLower.${example.chosen.type}`],
        flour: formatGrams(example.flourG),
        pct: formatNumber(example.pct, { min: 0, max: 2 }),
      }),
    ).toBe('20.0 g of active dry yeast for 1,000.0 g of flour (2% active dry)');
  });

  it('weighs cups of flour by type', () => {
    expect(flourGrams({ flourType: 'all-purpose', flourUnit: 'cup', flourAmount: '4' })).toBe(480);
    expect(flourGrams({ flourType: 'bread', flourUnit: 'cup', flourAmount: '4' })).toBe(500);
    expect(flourGrams({ flourType: 'whole-wheat', flourUnit: 'cup', flourAmount: '2.5' })).toBe(300);
  });

  it('has the presets, and a changed percentage reads as custom', () => {
    expect(Object.fromEntries(Object.entries(PRESETS).map(([k, v]) => [k, v.pct]))).toEqual({
      lean: 1.5,
      enriched: 3,
      cold: 0.3,
      pizza: 0.6,
      custom: 1.5,
    });
    expect(effectivePreset('lean', 1.5)).toBe('lean');
    expect(effectivePreset('lean', 2)).toBe('custom');
    expect(effectivePreset('custom', 1.5)).toBe('custom');
  });

  it('clamps the percentage to 0.05 to 6, and treats a non-numeric amount as 0', () => {
    expect(clampPct(10)).toBe(6);
    expect(clampPct(0)).toBe(0.05);
    expect(clampPct(Number.NaN)).toBe(1.5);
    expect(run({ pct: 50 })?.pct).toBe(6);
    expect(run({ flourAmount: 'abc' })).toBeNull();
    expect(run({ flourAmount: '-5' })).toBeNull();
    expect(run({ flourAmount: '' })).toBeNull();
  });

  it('instant is always 0.75 and fresh 3 times the active dry weight', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100000 }),
        fc.double({ min: 0.05, max: 6, noNaN: true }),
        (flour, pct) => {
          const result = run({ flourAmount: String(flour), pct })!;
          const [dry, instant, fresh] = result.all.map((a) => a.grams);
          expect(instant!).toBeCloseTo(dry! * 0.75, 9);
          expect(fresh!).toBeCloseTo(dry! * 3, 9);
          expect(dry!).toBeCloseTo((flour * pct) / 100, 9);
        },
      ),
    );
  });
});
