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

/** The units written as symbols in every language ('113 g'); the others are words (messages/en.ts). */
export const SYMBOL_UNITS = ['g', 'oz'] as const;
export type SymbolUnit = (typeof SYMBOL_UNITS)[number];
export const isSymbolUnit = (unit: ButterUnit): unit is SymbolUnit =>
  (SYMBOL_UNITS as readonly string[]).includes(unit);

/** Spoons, abbreviated as each language abbreviates them ('8 tbsp', '8 EL', '大さじ8'). */
export const isSpoonUnit = (unit: ButterUnit): unit is 'tbsp' | 'tsp' => unit === 'tbsp' || unit === 'tsp';

/** Decimals shown per unit. */
export const DECIMALS: Record<ButterUnit, number> = { stick: 2, cup: 2, tbsp: 2, tsp: 0, g: 0, oz: 2 };

/** The Common Amounts buttons, by id: the id is the key of the button's words in messages/en.ts. */
export const PRESETS = [
  { id: 'thirdCup', amount: 0.33, unit: 'cup' },
  { id: 'halfCup', amount: 0.5, unit: 'cup' },
  { id: 'twoThirdsCup', amount: 0.66, unit: 'cup' },
  { id: 'threeQuartersCup', amount: 0.75, unit: 'cup' },
  { id: 'oneCup', amount: 1, unit: 'cup' },
  { id: 'twoSticks', amount: 2, unit: 'stick' },
] as const satisfies readonly { id: string; amount: number; unit: ButterUnit }[];

/** An amount in one unit: rounded for display, and that number as the page writes it ('0.5'). */
export interface ButterAmount {
  unit: ButterUnit;
  value: number;
  amount: string;
}

export interface ButterResult {
  amount: number;
  unit: ButterUnit;
  sticks: number;
  amounts: ButterAmount[];
  /**
   * The breakdown's terms, the entered amount first, then the other units:
   * '1 stick = 0.5 cup = 8 tbsp = 24 tsp = 113 g = 4 oz'.
   */
  breakdown: ButterAmount[];
}

/** Rounds for display; -0 and float noise cleaned. */
export function roundFor(unit: ButterUnit, value: number): number {
  const factor = 10 ** DECIMALS[unit];
  return Math.round(Number((value * factor).toPrecision(12))) / factor;
}

/** An amount in a unit, rounded for display. */
export function amountOf(unit: ButterUnit, value: number): ButterAmount {
  const rounded = roundFor(unit, value);
  return { unit, value: rounded, amount: formatNumber(rounded, { min: 0, max: DECIMALS[unit] }) };
}

/** Null when the amount is empty, not a number or below 0 (it must be a number, 0 or more). */
export function butterConverter(amountText: string, unitInput: string): ButterResult | null {
  const amount = parseNumber(amountText);
  const unit = (UNITS as readonly string[]).includes(unitInput) ? (unitInput as ButterUnit) : 'stick';
  if (amount === null || amount < 0 || amount > 1e9) return null;
  const sticks = amount / PER_STICK[unit];
  const amounts = UNITS.map((u) => amountOf(u, sticks * PER_STICK[u]));
  return {
    amount,
    unit,
    sticks,
    amounts,
    breakdown: [amountOf(unit, amount), ...amounts.filter((a) => a.unit !== unit)],
  };
}
