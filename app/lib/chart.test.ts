import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linearScale, nearestIndex, niceTicks } from './chart';

describe('niceTicks', () => {
  it('gives round steps covering the range', () => {
    expect(niceTicks(0, 100)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(0, 47_000, 4)).toEqual([0, 20_000, 40_000, 60_000]);
    expect(niceTicks(0, 0.7, 4)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
    expect(niceTicks(0, NaN)).toEqual([0]);
  });
  it('always covers the maximum with at most a dozen ticks', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 1e12, noNaN: true }), (max) => {
        const ticks = niceTicks(0, max, 4);
        expect(ticks[0]).toBe(0);
        expect(ticks[ticks.length - 1]!).toBeGreaterThanOrEqual(max * (1 - 1e-9));
        expect(ticks.length).toBeLessThanOrEqual(12);
      }),
    );
  });
});

describe('scales', () => {
  it('maps linearly and finds the nearest point', () => {
    const y = linearScale(0, 100, 200, 0);
    expect(y(0)).toBe(200);
    expect(y(50)).toBe(100);
    expect(linearScale(5, 5, 0, 10)(5)).toBe(5);
    expect(nearestIndex(0, 0, 100, 11)).toBe(0);
    expect(nearestIndex(54, 0, 100, 11)).toBe(5);
    expect(nearestIndex(500, 0, 100, 11)).toBe(10);
    expect(nearestIndex(50, 0, 100, 1)).toBe(0);
  });
});
