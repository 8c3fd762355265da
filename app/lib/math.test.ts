import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clamp } from './math';

describe('clamp', () => {
  it('keeps a value within its range', () => {
    expect(clamp(5, 0, 10)).toBe(5);
    expect(clamp(-3, 0, 10)).toBe(0);
    expect(clamp(12, 0, 10)).toBe(10);
    expect(clamp(-Infinity, -1, 1)).toBe(-1);
  });
  it('always lands in [min, max] and leaves values inside alone', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true }),
        fc.double({ noNaN: true }),
        fc.double({ noNaN: true }),
        (v, a, b) => {
          const [min, max] = a <= b ? [a, b] : [b, a];
          const c = clamp(v, min, max);
          expect(c >= min && c <= max).toBe(true);
          // Numerically equal: 0 between -0 and 0 may come back as -0, which is the same value.
          if (v >= min && v <= max) expect(c === v).toBe(true);
        },
      ),
    );
  });
});
