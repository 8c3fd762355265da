import { describe, expect, it } from 'vitest';
import {
  checkRange,
  clampQuantity,
  generateNumbers,
  RETRY_CAP,
  uniqueWarning,
  type RandomInput,
} from './random-number-generator';

const base: RandomInput = { min: '1', max: '100', qty: 1, decimals: false, places: 2, duplicates: true };
const run = (patch: Partial<RandomInput>) => generateNumbers({ ...base, ...patch });

function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe('random number generator', () => {
  it('needs numbers with min below max', () => {
    expect(checkRange({ min: '', max: '10', decimals: false, places: 0 })).toMatchObject({ ok: false });
    expect(checkRange({ min: 'abc', max: '10', decimals: false, places: 0 })).toMatchObject({ ok: false });
    expect(checkRange({ min: '5', max: '5', decimals: false, places: 0 })).toMatchObject({
      ok: false,
      reason: 'The minimum must be below the maximum.',
    });
    expect(checkRange({ min: '9', max: '3', decimals: false, places: 0 })).toMatchObject({ ok: false });
    expect(checkRange({ min: '1e300', max: '1e301', decimals: false, places: 0 })).toMatchObject({
      ok: false,
    });
    expect(checkRange({ min: '0.1', max: '0.9', decimals: false, places: 0 })).toMatchObject({ ok: false });
    expect(run({ min: '7', max: '2' })).toBeNull();
  });

  it('draws the catalogue example: 6 different numbers from 1 to 49', () => {
    for (let i = 0; i < 200; i++) {
      const result = run({ min: '1', max: '49', qty: 6, duplicates: false })!;
      expect(result.values).toHaveLength(6);
      expect(new Set(result.values).size).toBe(6);
      for (const v of result.values) {
        expect(Number.isInteger(v)).toBe(true);
        expect(v).toBeGreaterThanOrEqual(1);
        expect(v).toBeLessThanOrEqual(49);
      }
      expect(result.warning).toBeNull();
    }
  });

  it('clamps the quantity to 1 to 1000', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(5000)).toBe(1000);
    expect(run({ qty: 5000 })!.values).toHaveLength(1000);
  });

  it('draws decimals with the chosen places, inside the range', () => {
    const result = run({ min: '0', max: '1', qty: 500, decimals: true, places: 3 })!;
    for (const v of result.values) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(1);
      expect(Math.round(v * 1000)).toBeCloseTo(v * 1000, 6);
    }
    expect(checkRange({ min: '1.005', max: '1.015', decimals: true, places: 2 })).toMatchObject({
      ok: true,
      possible: 1,
    });
    expect(run({ min: '-5', max: '5', decimals: true, places: 10, qty: 3 })!.places).toBe(10);
  });

  it('warns with the exact text when there are not enough unique numbers, and stops', () => {
    const result = run({ min: '1', max: '5', qty: 10, duplicates: false })!;
    expect(result.warning).toBe(
      'You requested 10 unique numbers, but only 5 unique numbers are possible in this range.',
    );
    expect(uniqueWarning(10, 5)).toBe(result.warning);
    expect(result.values.slice().sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives up after 10,000 retries', () => {
    // A source that always gives the same number: one value, then only retries.
    let calls = 0;
    const stuck = (words: Uint32Array) => {
      calls++;
      words.fill(0);
    };
    const result = generateNumbers({ ...base, qty: 3, duplicates: false }, stuck)!;
    expect(result.values).toEqual([1]);
    expect(calls).toBe(RETRY_CAP + 1);
  });

  it('summarises count, min, max, mean and sum', () => {
    const result = run({ min: '1', max: '2', qty: 1000 })!;
    expect(result.summary.count).toBe(1000);
    expect(result.summary.min).toBe(1);
    expect(result.summary.max).toBe(2);
    expect(result.summary.sum).toBe(result.values.reduce((a, b) => a + b, 0));
    expect(result.summary.mean).toBeCloseTo(result.summary.sum / 1000, 10);
  });

  it('is uniform: chi-square over 100,000 draws from 1 to 20', () => {
    const counts = new Array<number>(20).fill(0);
    for (let i = 0; i < 100; i++)
      for (const v of run({ min: '1', max: '20', qty: 1000 })!.values) counts[v - 1]!++;
    // 19 degrees of freedom: the 0.1% critical value is 43.82.
    expect(chiSquare(counts)).toBeLessThan(43.82);
  });
});
