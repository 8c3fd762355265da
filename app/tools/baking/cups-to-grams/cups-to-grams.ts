/**
 * Cups to grams. Pure logic: no React, no DOM, no globals.
 *
 * grams = amount × grams per cup ÷ (1 for cup, 16 for tbsp, 48 for tsp), rounded to a whole
 * number; ounces = the unrounded grams ÷ 28.349523125, rounded to 2 decimals; the volume is
 * cups × 240 mL (a US cup is about 240 mL). An amount that is not a number above 0, an unknown
 * unit or an unknown ingredient gives no result (null): the page shows its intro.
 */
import { formatNumber, parseNumber } from '~/lib/format';
import { INGREDIENT_ROWS } from './data';

export const UNITS = ['cup', 'tbsp', 'tsp'] as const;
export type Unit = (typeof UNITS)[number];

/** How many of each unit make a cup: tbsp is 1/16 cup, tsp is 1/48 cup. */
export const PER_CUP: Readonly<Record<Unit, number>> = { cup: 1, tbsp: 16, tsp: 48 };
export const GRAMS_PER_OUNCE = 28.349523125;
export const ML_PER_CUP = 240;
/** Above this the figures stop meaning anything in a kitchen. */
export const MAX_AMOUNT = 1_000_000;

export const DEFAULT_INGREDIENT = 'all-purpose-flour';
export const DEFAULT_AMOUNT = '1';
export const DEFAULT_UNIT: Unit = 'cup';

/** The six quick-pick buttons. */
export const POPULAR_KEYS = [
  'all-purpose-flour',
  'granulated-sugar',
  'brown-sugar-packed',
  'butter',
  'milk',
  'rolled-oats',
] as const;

/** The reference table shows the first 20 ingredients. */
export const TABLE_SIZE = 20;

export interface Ingredient {
  key: string;
  name: string;
  gramsPerCup: number;
  note: string;
  /** Lower-case words the search matches: key, name and other names. */
  search: string;
}

const normalize = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export const INGREDIENTS: readonly Ingredient[] = INGREDIENT_ROWS.map(
  ([key, name, gramsPerCup, note, also]) => ({
    key,
    name,
    gramsPerCup,
    note,
    search: ` ${normalize(`${key} ${name} ${also ?? ''}`)} `,
  }),
);

export const INGREDIENT_KEYS: readonly string[] = INGREDIENTS.map((i) => i.key);

const byKey = new Map(INGREDIENTS.map((i) => [i.key, i]));

export function findIngredient(key: string): Ingredient | undefined {
  return byKey.get(key);
}

function mustFind(key: string): Ingredient {
  const ingredient = byKey.get(key);
  if (!ingredient) throw new Error(`No ingredient ${key}`);
  return ingredient;
}

export const defaultIngredient: Ingredient = mustFind(DEFAULT_INGREDIENT);
export const POPULAR: readonly Ingredient[] = POPULAR_KEYS.map(mustFind);

/**
 * Ingredients whose key, name or other names contain every word of the query (case and accents
 * ignored), in the list's order. A blank query gives them all.
 */
export function searchIngredients(query: string): Ingredient[] {
  const words = normalize(query).split(' ').filter(Boolean);
  return INGREDIENTS.filter((i) => words.every((w) => i.search.includes(w)));
}

// ---- Amounts -------------------------------------------------------------------------------------

const VULGAR: Readonly<Record<string, [number, number]>> = {
  '½': [1, 2],
  '⅓': [1, 3],
  '⅔': [2, 3],
  '¼': [1, 4],
  '¾': [3, 4],
  '⅛': [1, 8],
  '⅜': [3, 8],
  '⅝': [5, 8],
  '⅞': [7, 8],
};
/** '1/2', '1 1/2', '1-1/2', '1 and 1/2' (a separator is needed: '11/2' is eleven halves). */
const FRACTION = /^(?:(\d{1,7})(?: | ?- ?| and ))?(\d{1,7})\/(\d{1,7})$/;
/** '½', '1½', '1 ½'. */
const GLYPH = /^(?:(\d{1,7}) ?(?:and )?)?([½⅓⅔¼¾⅛⅜⅝⅞])$/;

export interface Amount {
  value: number;
  /** As the result shows it: '2.5', '1,000', '1 1/2'. */
  label: string;
}

/**
 * Reads an amount: a decimal ('2.5', '0,5', '1,000'), a fraction ('1/2'), a mixed number
 * ('1 1/2', '1-1/2') or a fraction character ('½', '1½'). Null unless it is above 0 and at most
 * MAX_AMOUNT.
 */
export function parseAmount(text: string): Amount | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed === '' || trimmed.length > 40) return null;
  let amount: Amount | null = null;
  const plain = parseNumber(trimmed);
  if (plain !== null) {
    amount = { value: plain, label: plain < 1e-4 ? String(plain) : formatNumber(plain, { min: 0, max: 4 }) };
  } else {
    const fraction = FRACTION.exec(trimmed);
    const glyph = GLYPH.exec(trimmed);
    const vulgar = glyph ? VULGAR[glyph[2] ?? ''] : undefined;
    const parts = fraction
      ? { whole: fraction[1], n: Number(fraction[2]), d: Number(fraction[3]) }
      : glyph && vulgar
        ? { whole: glyph[1], n: vulgar[0], d: vulgar[1] }
        : null;
    if (parts) {
      const { whole, n, d } = parts;
      if (d > 0) {
        const w = whole ? Number(whole) : 0;
        const label = w ? `${w} ${n}/${d}` : `${n}/${d}`;
        amount = { value: w + n / d, label };
      }
    }
  }
  if (!amount || !(amount.value > 0) || amount.value > MAX_AMOUNT) return null;
  return amount;
}

// ---- The conversion ------------------------------------------------------------------------------

export interface CupsToGramsInput {
  ingredient: string;
  amount: string;
  unit: string;
}

export interface CupsToGramsResult {
  ingredient: Ingredient;
  amount: number;
  unit: Unit;
  cups: number;
  /** Whole grams. */
  grams: number;
  /** Ounces to 2 decimals. */
  ounces: number;
  /** The volume in millilitres (1 cup about 240 mL), to 1 decimal. */
  ml: number;
  gramsPerCup: number;
  note: string;
  /** '2.5 cups', '1 1/2 tbsp', '1 cup'. */
  quantityText: string;
  gramsText: string;
  ouncesText: string;
  mlText: string;
  /** '1 cup = 127 g' */
  perCupText: string;
  /** '100 g = 0.79 cup (12.6 tbsp)' */
  per100gText: string;
  /** 'Bread flour: 2.5 cups = 318 g (11.20 oz)' */
  summary: string;
}

const isUnit = (unit: string): unit is Unit => (UNITS as readonly string[]).includes(unit);

export function cupsToGrams(input: CupsToGramsInput): CupsToGramsResult | null {
  const ingredient = findIngredient(input.ingredient);
  const amount = parseAmount(input.amount);
  if (!ingredient || !amount || !isUnit(input.unit)) return null;
  const unit = input.unit;
  const { gramsPerCup } = ingredient;
  // Divide by 16 or 48 rather than multiply by 1/48: 3 tsp of flour is exactly 7.5 g, not 7.4999.
  const exactGrams = (amount.value * gramsPerCup) / PER_CUP[unit];
  const cups = amount.value / PER_CUP[unit];
  const grams = Math.round(exactGrams);
  const ounces = Math.round((exactGrams / GRAMS_PER_OUNCE) * 100) / 100;
  const ml = Math.round(((amount.value * ML_PER_CUP) / PER_CUP[unit]) * 10) / 10;

  const unitWord = unit === 'cup' && amount.value > 1 ? 'cups' : unit;
  const quantityText = `${amount.label} ${unitWord}`;
  const gramsText = `${formatNumber(grams, 0)} g`;
  const ouncesText = `${formatNumber(ounces, 2)} oz`;
  return {
    ingredient,
    amount: amount.value,
    unit,
    cups,
    grams,
    ounces,
    ml,
    gramsPerCup,
    note: ingredient.note,
    quantityText,
    gramsText,
    ouncesText,
    mlText: `about ${formatNumber(ml, { min: 0, max: 1 })} mL`,
    perCupText: `1 cup = ${formatNumber(gramsPerCup, 0)} g`,
    per100gText: `100 g = ${formatNumber(100 / gramsPerCup, 2)} cup (${formatNumber((100 * PER_CUP.tbsp) / gramsPerCup, 1)} tbsp)`,
    summary: `${ingredient.name}: ${quantityText} = ${gramsText} (${ouncesText})`,
  };
}

/** Grams per cup, tablespoon and teaspoon, as the reference table prints them. */
export function referenceRow(ingredient: Ingredient): {
  name: string;
  cup: string;
  tbsp: string;
  tsp: string;
} {
  const per = (unit: Unit) => formatNumber(ingredient.gramsPerCup / PER_CUP[unit], { min: 0, max: 1 });
  return { name: ingredient.name, cup: per('cup'), tbsp: per('tbsp'), tsp: per('tsp') };
}
