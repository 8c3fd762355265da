import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seeded } from '~/test/random';
import {
  randomBelow,
  randomBytes,
  randomDistinct,
  randomFraction,
  randomInt,
  randomItem,
  shuffled,
  type RandomSource,
} from './random';

/** A source that hands out the given 32-bit words in turn (then repeats the last). */
function fixed(...values: number[]): RandomSource {
  let i = 0;
  return (words) => {
    for (let k = 0; k < words.length; k++) words[k] = values[Math.min(i++, values.length - 1)]!;
  };
}

/** Pearson's chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe('random', () => {
  it('rejects the biased top slice instead of folding it with a modulo', () => {
    // n = 3: 2^32 % 3 = 1, so the one word 2^32 - 1 must be rejected and the next word used.
    expect(randomBelow(3, fixed(0xffffffff, 5))).toBe(2);
    expect(randomBelow(3, fixed(0xfffffffe))).toBe(0xfffffffe % 3);
    // n = 6 rejects the top 4 words.
    expect(randomBelow(6, fixed(0xfffffffc, 0xffffffff, 7))).toBe(1);
  });

  it('draws 53 bits for ranges beyond 2^32', () => {
    const n = 2 ** 40 + 3;
    const value = randomBelow(n, fixed(0x1fffff, 0xffffffff, 1, 2));
    // The first draw (2^53 - 1) lands in the rejected slice; the second gives 1 × 2^32 + 2.
    expect(value).toBe((1 * 2 ** 32 + 2) % n);
    expect(randomBelow(2 ** 53, fixed(0xffffffff, 0xffffffff))).toBe(2 ** 53 - 1);
  });

  it('refuses ranges it cannot draw from', () => {
    expect(() => randomBelow(0)).toThrow(RangeError);
    expect(() => randomBelow(1.5)).toThrow(RangeError);
    expect(() => randomBelow(2 ** 54)).toThrow(RangeError);
    expect(() => randomInt(5, 4)).toThrow(RangeError);
    expect(() => randomItem([])).toThrow(RangeError);
    expect(randomBelow(1)).toBe(0);
  });

  it('stays within bounds for any range (with the real crypto source)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }), (min, span) => {
        const value = randomInt(min, min + span);
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(min);
        expect(value).toBeLessThanOrEqual(min + span);
      }),
    );
    for (let i = 0; i < 1000; i++) {
      const f = randomFraction();
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
    }
  });

  it('is uniform: chi-square over 60,000 draws of 1 to 6 and of 10 items', () => {
    // 5 degrees of freedom: the 0.1% critical value is 20.52; 9 degrees: 27.88.
    const source = seeded();
    const dice = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) dice[randomInt(1, 6, source) - 1]!++;
    expect(chiSquare(dice)).toBeLessThan(20.52);
    const items = 'abcdefghij'.split('');
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 60_000; i++) counts[items.indexOf(randomItem(items, source))]!++;
    expect(chiSquare(counts)).toBeLessThan(27.88);
  });

  it('shuffles into a permutation, every position reached', () => {
    const items = [1, 2, 3, 4, 5];
    const firsts = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const order = shuffled(items);
      expect(order.slice().sort()).toEqual(items);
      firsts.add(order[0]!);
    }
    expect(firsts.size).toBe(5);
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives the bytes asked for', () => {
    expect(randomBytes(16)).toHaveLength(16);
    expect(randomBytes(3, fixed(0x04030201))).toEqual(new Uint8Array([1, 2, 3]));
    expect(randomBytes(0)).toHaveLength(0);
  });

  it('randomDistinct: exactly `count` different integers below n, for small and huge n', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })),
        fc.integer({ min: 0, max: 1000 }),
        (n, wanted) => {
          const count = Math.min(wanted, n);
          const values = randomDistinct(n, count);
          expect(values).toHaveLength(count);
          expect(new Set(values).size).toBe(count);
          for (const v of values) {
            expect(Number.isInteger(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(0);
            expect(v).toBeLessThan(n);
          }
        },
      ),
      { numRuns: 100 },
    );
    // All of a range: a permutation of it.
    expect(
      randomDistinct(1000, 1000)
        .slice()
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 1000 }, (_, i) => i));
    expect(randomDistinct(2 ** 53, 2)).toHaveLength(2);
    // Whatever words the source gives: a source stuck on 0 still gives 0, 1, 2.
    expect(randomDistinct(100, 3, fixed(0))).toEqual([0, 1, 2]);
  }, 30_000);

  it('randomDistinct refuses a count it cannot meet', () => {
    expect(() => randomDistinct(5, 6)).toThrow(RangeError);
    expect(() => randomDistinct(5, -1)).toThrow(RangeError);
    expect(() => randomDistinct(5, 1.5)).toThrow(RangeError);
    expect(() => randomDistinct(0, 1)).toThrow(RangeError);
    expect(randomDistinct(0, 0)).toEqual([]);
  });

  it('randomDistinct is uniform over ordered draws: chi-square over 40,000 pairs from 5', () => {
    // 5 × 4 = 20 ordered pairs, each equally likely; 19 degrees of freedom: 0.1% critical value 43.82.
    const counts = new Array<number>(20).fill(0);
    const source = seeded();
    for (let i = 0; i < 40_000; i++) {
      const [a, b] = randomDistinct(5, 2, source) as [number, number];
      counts[a * 4 + (b < a ? b : b - 1)]!++;
    }
    expect(chiSquare(counts)).toBeLessThan(43.82);
  }, 30_000);
});
