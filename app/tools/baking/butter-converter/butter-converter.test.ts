import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '~/lib/i18n';
import {
  butterConverter,
  isSpoonUnit,
  isSymbolUnit,
  PRESETS,
  UNITS,
  type ButterAmount,
  type ButterUnit,
} from './butter-converter';
import en from './messages/en';

/** An amount as the page writes it in English: '8 tbsp', '0.5 cup', '1.5 sticks'. */
const amountText = ({ unit, value, amount }: ButterAmount) =>
  isSymbolUnit(unit)
    ? `${amount} ${unit}`
    : isSpoonUnit(unit)
      ? translate(en[`spoons.${unit}`], { amount })
      : value <= 1
        ? translate(en[`amountUpToOne.${unit}`], { amount })
        : translate(en[`amount.${unit}`], { amount, n: value });
/** The breakdown line as the page writes it in English. */
const breakdown = (amount: string, unit: ButterUnit) =>
  butterConverter(amount, unit)!.breakdown.map(amountText).join(' = ');

const values = (amount: string, unit: ButterUnit) =>
  Object.fromEntries(butterConverter(amount, unit)!.amounts.map((a) => [a.unit, a.value]));

describe('butter converter', () => {
  it('uses the constants: 1 stick = 0.5 cup = 8 tbsp = 24 tsp = 113.4 g = 4 oz', () => {
    expect(values('1', 'stick')).toEqual({ stick: 1, cup: 0.5, tbsp: 8, tsp: 24, g: 113, oz: 4 });
    expect(breakdown('1', 'stick')).toBe('1 stick = 0.5 cup = 8 tbsp = 24 tsp = 113 g = 4 oz');
  });

  it('converts the catalogue example: ¾ cup', () => {
    expect(values('0.75', 'cup')).toEqual({ stick: 1.5, cup: 0.75, tbsp: 12, tsp: 36, g: 170, oz: 6 });
    expect(breakdown('0.75', 'cup')).toBe('0.75 cup = 1.5 sticks = 12 tbsp = 36 tsp = 170 g = 6 oz');
    expect(breakdown('2.5', 'cup')).toBe('2.5 cups = 5 sticks = 40 tbsp = 120 tsp = 567 g = 20 oz');
    expect(breakdown('1,000', 'g')).toMatch(/^1,000 g = 8\.82 sticks = 4\.41 cups = /);
  });

  it('rounds sticks, cups, tablespoons and ounces to 2 decimals, teaspoons and grams to whole numbers', () => {
    expect(values('100', 'g')).toEqual({ stick: 0.88, cup: 0.44, tbsp: 7.05, tsp: 21, g: 100, oz: 3.53 });
    expect(values('1', 'tsp')).toEqual({ stick: 0.04, cup: 0.02, tbsp: 0.33, tsp: 1, g: 5, oz: 0.17 });
    expect(values('0.33', 'cup').tbsp).toBe(5.28);
  });

  it('has the six Common Amounts, each named by its id', () => {
    expect(PRESETS.map((p) => en[p.id])).toEqual(['⅓ cup', '½ cup', '⅔ cup', '¾ cup', '1 cup', '2 sticks']);
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
          expect(amountText(there.amounts.find((a) => a.unit === to)!)).not.toMatch(/NaN|Infinity/);
        },
      ),
    );
  });
});
