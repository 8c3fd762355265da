/**
 * Cups to grams. Pure logic: no React, no DOM, no globals.
 *
 * grams = amount × grams per cup ÷ (1 for cup, 16 for tbsp, 48 for tsp), rounded to a whole
 * number; ounces = the unrounded grams ÷ 28.349523125, rounded to 2 decimals; the volume is
 * cups × 240 mL (a US cup is about 240 mL). An amount that is not a number above 0, an unknown
 * unit or an unknown ingredient gives no result (null): the page shows its intro.
 */
import { formatNumber, parseNumber } from '~/lib/format';
import { INGREDIENT_ROWS, type IngredientId } from './data';

export type { IngredientId };

export const UNITS = ['cup', 'tbsp', 'tsp'] as const;
export type Unit = (typeof UNITS)[number];

/** How many of each unit make a cup: tbsp is 1/16 cup, tsp is 1/48 cup. */
export const PER_CUP: Readonly<Record<Unit, number>> = { cup: 1, tbsp: 16, tsp: 48 };
export const GRAMS_PER_OUNCE = 28.349523125;
export const ML_PER_CUP = 240;
/** Above this the figures stop meaning anything in a kitchen. */
export const MAX_AMOUNT = 1_000_000;

export const DEFAULT_INGREDIENT: IngredientId = 'all-purpose-flour';
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
] as const satisfies readonly IngredientId[];

/** The reference table shows the first 20 ingredients. */
export const TABLE_SIZE = 20;

/** An ingredient; its name and note are in messages/en.ts (`ingredient.<key>`, `note.<key>`). */
export interface Ingredient {
  key: IngredientId;
  gramsPerCup: number;
  /** Lower-case words the search matches besides the name: key and other names. */
  search: string;
}

/** An ingredient's name in the page's language, by key (the component passes its catalogue's). */
export type NameOf = (key: IngredientId) => string;

const normalize = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export const INGREDIENTS: readonly Ingredient[] = INGREDIENT_ROWS.map((row) => {
  const [key, gramsPerCup] = row;
  const also = row.length > 2 ? row[2] : '';
  return { key, gramsPerCup, search: normalize(`${key} ${also}`) };
});

export const INGREDIENT_KEYS: readonly IngredientId[] = INGREDIENTS.map((i) => i.key);

const byKey = new Map<string, Ingredient>(INGREDIENTS.map((i) => [i.key, i]));

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
 * Ingredients whose key, name (`nameOf`, in the page's language) or other names contain every word
 * of the query (case and accents ignored), in the list's order. A blank query gives them all.
 */
export function searchIngredients(query: string, nameOf: NameOf): Ingredient[] {
  const words = normalize(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...INGREDIENTS];
  return INGREDIENTS.filter((i) => {
    const text = ` ${i.search} ${normalize(nameOf(i.key))} `;
    return words.every((w) => text.includes(w));
  });
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
  /** The amount as written back: '2.5', '1 1/2', '1,000'. */
  amountLabel: string;
  /** The unit's word: 'cups' above 1 cup, else the unit (messages: `unit.<word>`). */
  unitWord: UnitWord;
  /** '318 g' */
  gramsText: string;
  /** '11.20 oz' */
  ouncesText: string;
  /** The volume in mL, formatted: '600', '1.3'. */
  mlLabel: string;
  /** Grams per cup, formatted: '127'. */
  gramsPerCupLabel: string;
  /** What 100 g is in cups (2 decimals) and in tbsp (1 decimal): '0.79', '12.6'. */
  per100gCups: string;
  per100gTbsp: string;
}

/** A unit as a word: the unit, or 'cups' for more than one cup. */
export type UnitWord = Unit | 'cups';

/** The unit's word for an amount: 'cups' above 1 cup, else the unit itself. */
export function unitWordOf(unit: Unit, amount: number): UnitWord {
  return unit === 'cup' && amount > 1 ? 'cups' : unit;
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

  return {
    ingredient,
    amount: amount.value,
    unit,
    cups,
    grams,
    ounces,
    ml,
    gramsPerCup,
    amountLabel: amount.label,
    unitWord: unitWordOf(unit, amount.value),
    gramsText: `${formatNumber(grams, 0)} g`,
    ouncesText: `${formatNumber(ounces, 2)} oz`,
    mlLabel: formatNumber(ml, { min: 0, max: 1 }),
    gramsPerCupLabel: formatNumber(gramsPerCup, 0),
    per100gCups: formatNumber(100 / gramsPerCup, 2),
    per100gTbsp: formatNumber((100 * PER_CUP.tbsp) / gramsPerCup, 1),
  };
}

/** Grams per cup, tablespoon and teaspoon, as the reference table prints them. */
export function referenceRow(ingredient: Ingredient): {
  key: IngredientId;
  cup: string;
  tbsp: string;
  tsp: string;
} {
  const per = (unit: Unit) => formatNumber(ingredient.gramsPerCup / PER_CUP[unit], { min: 0, max: 1 });
  return { key: ingredient.key, cup: per('cup'), tbsp: per('tbsp'), tsp: per('tsp') };
}
