/**
 * Butter converter. Pure logic: no React, no DOM.
 *
 * 1 US stick = 0.5 cup = 8 tbsp = 113.4 g = 4 oz; 16 tbsp a cup, 3 tsp a tablespoon. Sticks,
 * cups, tablespoons and ounces are rounded to 2 decimals, teaspoons and grams to whole numbers.
 */
import { formatNumber, parseNumber } from '~/lib/format';

export const UNITS = ['stick', 'cup', 'tbsp', 'tsp', 'g', 'oz'] as const;
export type ButterUnit = (typeof UNITS)[number];

/** How many of each unit make one stick. */
export const PER_STICK: Record<ButterUnit, number> = {
  stick: 1,
  cup: 0.5,
  tbsp: 8,
  tsp: 24,
  g: 113.4,
  oz: 4,
};

export const UNIT_NAMES: Record<ButterUnit, { one: string; many: string; short: string }> = {
  stick: { one: 'stick', many: 'sticks', short: 'stick' },
  cup: { one: 'cup', many: 'cups', short: 'cup' },
  tbsp: { one: 'tablespoon', many: 'tablespoons', short: 'tbsp' },
  tsp: { one: 'teaspoon', many: 'teaspoons', short: 'tsp' },
  g: { one: 'gram', many: 'grams', short: 'g' },
  oz: { one: 'ounce', many: 'ounces', short: 'oz' },
};

/** Decimals shown per unit. */
export const DECIMALS: Record<ButterUnit, number> = { stick: 2, cup: 2, tbsp: 2, tsp: 0, g: 0, oz: 2 };

/** The Common Amounts buttons. */
export const PRESETS: readonly { label: string; amount: number; unit: ButterUnit }[] = [
  { label: '⅓ cup', amount: 0.33, unit: 'cup' },
  { label: '½ cup', amount: 0.5, unit: 'cup' },
  { label: '⅔ cup', amount: 0.66, unit: 'cup' },
  { label: '¾ cup', amount: 0.75, unit: 'cup' },
  { label: '1 cup', amount: 1, unit: 'cup' },
  { label: '2 sticks', amount: 2, unit: 'stick' },
];

export interface ButterAmount {
  unit: ButterUnit;
  value: number;
  text: string;
}

export interface ButterResult {
  amount: number;
  unit: ButterUnit;
  sticks: number;
  amounts: ButterAmount[];
  /** '1 stick = 0.5 cup = 8 tbsp = 24 tsp = 113 g = 4 oz' */
  breakdown: string;
}

/** Rounds for display; -0 and float noise cleaned. */
export function roundFor(unit: ButterUnit, value: number): number {
  const factor = 10 ** DECIMALS[unit];
  return Math.round(Number((value * factor).toPrecision(12))) / factor;
}

export function formatAmount(unit: ButterUnit, value: number): string {
  const rounded = roundFor(unit, value);
  const name = UNIT_NAMES[unit];
  // Short units never change; 'half a cup' reads '0.5 cup', so one and less is singular.
  const word =
    unit === 'g' || unit === 'oz' || unit === 'tbsp' || unit === 'tsp'
      ? name.short
      : rounded <= 1
        ? name.one
        : name.many;
  return `${formatNumber(rounded, { min: 0, max: DECIMALS[unit] })} ${word}`;
}

/** Null when the amount is empty, not a number or below 0 (it must be a number, 0 or more). */
export function butterConverter(amountText: string, unitInput: string): ButterResult | null {
  const amount = parseNumber(amountText);
  const unit = (UNITS as readonly string[]).includes(unitInput) ? (unitInput as ButterUnit) : 'stick';
  if (amount === null || amount < 0 || amount > 1e9) return null;
  const sticks = amount / PER_STICK[unit];
  const amounts = UNITS.map((u) => {
    const value = sticks * PER_STICK[u];
    return { unit: u, value: roundFor(u, value), text: formatAmount(u, value) };
  });
  return {
    amount,
    unit,
    sticks,
    amounts,
    breakdown: [
      formatAmount(unit, amount),
      ...amounts.filter((a) => a.unit !== unit).map((a) => a.text),
    ].join(' = '),
  };
}
