import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { butterConverter, PRESETS, UNITS, type ButterUnit } from './butter-converter';

const values = (amount: string, unit: ButterUnit) =>
  Object.fromEntries(butterConverter(amount, unit)!.amounts.map((a) => [a.unit, a.value]));

describe('butter converter', () => {
  it('uses the constants: 1 stick = 0.5 cup = 8 tbsp = 24 tsp = 113.4 g = 4 oz', () => {
    expect(values('1', 'stick')).toEqual({ stick: 1, cup: 0.5, tbsp: 8, tsp: 24, g: 113, oz: 4 });
    expect(butterConverter('1', 'stick')?.breakdown).toBe(
      '1 stick = 0.5 cup = 8 tbsp = 24 tsp = 113 g = 4 oz',
    );
  });

  it('converts the catalogue example: ¾ cup', () => {
    expect(values('0.75', 'cup')).toEqual({ stick: 1.5, cup: 0.75, tbsp: 12, tsp: 36, g: 170, oz: 6 });
    expect(butterConverter('0.75', 'cup')?.breakdown).toBe(
      '0.75 cup = 1.5 sticks = 12 tbsp = 36 tsp = 170 g = 6 oz',
    );
  });

  it('rounds sticks, cups, tablespoons and ounces to 2 decimals, teaspoons and grams to whole numbers', () => {
    expect(values('100', 'g')).toEqual({ stick: 0.88, cup: 0.44, tbsp: 7.05, tsp: 21, g: 100, oz: 3.53 });
    expect(values('1', 'tsp')).toEqual({ stick: 0.04, cup: 0.02, tbsp: 0.33, tsp: 1, g: 5, oz: 0.17 });
    expect(values('0.33', 'cup').tbsp).toBe(5.28);
  });

  it('has the six Common Amounts', () => {
    expect(PRESETS.map((p) => [p.amount, p.unit])).toEqual([
      [0.33, 'cup'],
      [0.5, 'cup'],
      [0.66, 'cup'],
      [0.75, 'cup'],
      [1, 'cup'],
      [2, 'stick'],
    ]);
  });

  it('accepts 0 and refuses empty, negative and non-numeric amounts', () => {
    expect(values('0', 'cup').g).toBe(0);
    for (const bad of ['', '-1', 'abc', '1e400']) expect(butterConverter(bad, 'cup')).toBeNull();
    expect(butterConverter('2', 'bogus')?.unit).toBe('stick');
    expect(values('1,5', 'stick').tbsp).toBe(12);
  });

  it('round-trips between any two units', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1000, noNaN: true }),
        fc.constantFrom(...UNITS),
        fc.constantFrom(...UNITS),
        (amount, from, to) => {
          const there = butterConverter(String(amount), from)!;
          const sticks = there.sticks;
          const back = butterConverter(String(sticks), 'stick')!.sticks;
          expect(back).toBeCloseTo(sticks, 9);
          expect(there.amounts.find((a) => a.unit === to)!.text).not.toMatch(/NaN|Infinity/);
        },
      ),
    );
  });
});
