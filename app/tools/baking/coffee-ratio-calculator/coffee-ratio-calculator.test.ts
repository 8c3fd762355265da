import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '~/lib/i18n';
import {
  clampRatio,
  coffeeRatio,
  METHOD_INFO,
  ratioAfterMethodChange,
  ratioRange,
  type CoffeeInput,
  type CoffeeResult,
} from './coffee-ratio-calculator';
import en from './messages/en';

/** The water and the summary as the page writes them in English. */
const waterText = (r: CoffeeResult) =>
  translate(en[`water.${r.unit}`], { amount: r.text.water, ml: r.text.waterMl, n: r.water });
const METHOD_NAMES = {
  drip: en.drip,
  'pour-over': en.pourOver,
  'french-press': en.frenchPress,
  aeropress: en.aeropress,
  'cold-brew': en.coldBrew,
  custom: en.custom,
};
const summaryOf = (r: CoffeeResult) =>
  translate(en.summary, {
    coffee: r.text.coffee,
    water: waterText(r),
    ratio: r.text.ratio,
    method: METHOD_NAMES[r.method],
  });

const base: CoffeeInput = { method: 'drip', unit: 'ml', water: '750', ratio: 15 };
const run = (patch: Partial<CoffeeInput>) => coffeeRatio({ ...base, ...patch });

describe('coffee ratio', () => {
  it('uses the default ratios', () => {
    expect(Object.fromEntries(Object.entries(METHOD_INFO).map(([k, v]) => [k, v.ratio]))).toEqual({
      drip: 15,
      'pour-over': 15,
      'french-press': 15,
      aeropress: 14,
      'cold-brew': 8,
      custom: 15,
    });
  });

  it('divides the water by the ratio (defaults: 750 mL at 1:15 is 50 g)', () => {
    expect(run({})).toMatchObject({ coffeeG: 50, tablespoons: 10 });
    expect(run({})?.text).toMatchObject({
      coffee: '50.0 g',
      ounces: '1.76 oz',
      tablespoons: '10.0',
      ratio: '1:15',
    });
    expect(run({ water: '500', ratio: 16 })?.coffeeG).toBeCloseTo(31.25, 10);
    expect(run({ method: 'cold-brew', water: '1000', ratio: 8 })?.coffeeG).toBe(125);
  });

  it('converts fluid ounces and cups with the spec constants', () => {
    expect(run({ unit: 'floz', water: '12' })?.waterMl).toBeCloseTo(354.882, 3);
    expect(run({ unit: 'cup', water: '3' })?.coffeeG).toBe(48);
    expect(waterText(run({ unit: 'cup', water: '3' })!)).toBe('3 cups (720 mL)');
    // One cup is singular, as the page shows it: 1.004 shows as 1; 1.5 is plural.
    expect(waterText(run({ unit: 'cup', water: '1' })!)).toBe('1 cup (240 mL)');
    expect(waterText(run({ unit: 'cup', water: '1.004' })!)).toBe('1 cup (241 mL)');
    expect(waterText(run({ unit: 'cup', water: '1.5' })!)).toBe('1.5 cups (360 mL)');
    expect(waterText(run({ unit: 'floz', water: '12' })!)).toBe('12 fl oz (355 mL)');
    expect(waterText(run({ water: '1,500' })!)).toBe('1,500 mL');
  });

  it('says it all in one line', () => {
    expect(summaryOf(run({})!)).toBe('50.0 g of coffee for 750 mL of water at 1:15 (Drip)');
    expect(summaryOf(run({ method: 'cold-brew', unit: 'cup', water: '4', ratio: 8 })!)).toBe(
      '120.0 g of coffee for 4 cups (960 mL) of water at 1:8 (Cold brew)',
    );
  });

  it('keeps the ratio on the slider: 12 to 18, cold brew 6 to 10, steps of 0.1', () => {
    expect(ratioRange('drip')).toEqual({ min: 12, max: 18 });
    expect(ratioRange('cold-brew')).toEqual({ min: 6, max: 10 });
    expect(clampRatio(25, 'drip')).toBe(18);
    expect(clampRatio(4, 'cold-brew')).toBe(6);
    expect(clampRatio(15.06, 'aeropress')).toBe(15.1);
    expect(clampRatio(Number.NaN, 'aeropress')).toBe(14);
    expect(run({ ratio: 30 })?.ratio).toBe(18);
  });

  it('resets the ratio to the new method’s default, except for custom', () => {
    expect(ratioAfterMethodChange('aeropress', 16.5)).toBe(14);
    expect(ratioAfterMethodChange('cold-brew', 16.5)).toBe(8);
    expect(ratioAfterMethodChange('custom', 16.5)).toBe(16.5);
  });

  it('shows no result for empty, zero, negative or non-numeric water', () => {
    for (const water of ['', '0', '-5', 'abc', '1e400']) expect(run({ water })).toBeNull();
    expect(run({ water: '1,000' })?.coffeeG).toBeCloseTo(66.667, 3);
  });

  it('more water or a lower ratio never means less coffee', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 120, max: 180 }),
        (w, dw, r10) => {
          const a = run({ water: String(w), ratio: r10 / 10 })!;
          const b = run({ water: String(w + dw), ratio: r10 / 10 })!;
          expect(b.coffeeG).toBeGreaterThanOrEqual(a.coffeeG);
          const c = run({ water: String(w), ratio: Math.max(12, r10 / 10 - 1) })!;
          expect(c.coffeeG).toBeGreaterThanOrEqual(a.coffeeG);
        },
      ),
    );
  });
});
