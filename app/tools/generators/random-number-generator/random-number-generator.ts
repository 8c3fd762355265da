/**
 * Random number generator. Pure logic.
 *
 * Numbers come from app/lib/random (crypto, no modulo bias). With decimals, a number with p
 * places is a whole number of 10^-p steps: an integer is drawn between ceil(min × 10^p) and
 * floor(max × 10^p), so every value that can be written with p places is equally likely.
 * Without duplicates the numbers are drawn as one random choice of distinct steps (a partial
 * Fisher-Yates shuffle, randomDistinct), so the count is always exact when the range holds that
 * many; only a quantity above what the range holds gives the warning, with every possible value
 * once, in random order.
 *
 * The words are the page's (messages/en.ts): the logic gives message keys and numbers.
 */
import { formatNumber, parseNumber } from '~/lib/format';
import { fail, type Failure } from '~/lib/outcome';
import type en from './messages/en';
import { randomDistinct, randomInt, type RandomSource } from '~/lib/random';
import { clamp } from '~/lib/math';

export const QTY_MIN = 1;
export const QTY_MAX = 1000;
export const PLACES_MAX_UI = 5;
export const PLACES_MAX_LINK = 10;
export const GRID_MAX = 50;

export interface RandomInput {
  min: string;
  max: string;
  qty: number;
  decimals: boolean;
  places: number;
  duplicates: boolean;
}

/** Why a range cannot be drawn from: a key of messages/en.ts (with the decimal places it names). */
export type RangeFailure = Failure<keyof typeof en>;

export type RangeCheck =
  | { ok: true; min: number; max: number; places: number; lo: number; hi: number; possible: number }
  | ({ ok: false } & RangeFailure);

/** Min and max must be numbers with min below max; the range must be drawable. */
export function checkRange(input: Pick<RandomInput, 'min' | 'max' | 'decimals' | 'places'>): RangeCheck {
  const min = parseNumber(input.min);
  const max = parseNumber(input.max);
  if (min === null || max === null) return { ok: false, error: 'enterBoth' };
  if (min >= max) return { ok: false, error: 'minBelowMax' };
  const places = input.decimals ? clamp(Math.round(input.places), 0, PLACES_MAX_LINK) : 0;
  const scale = 10 ** places;
  const lo = Math.ceil(Number((min * scale).toPrecision(15)));
  const hi = Math.floor(Number((max * scale).toPrecision(15)));
  if (!Number.isSafeInteger(lo) || !Number.isSafeInteger(hi) || !Number.isSafeInteger(hi - lo + 1)) {
    return { ok: false, error: 'rangeTooLarge' };
  }
  if (hi < lo) return { ok: false, ...fail('noValueWithPlaces', { places }) };
  return { ok: true, min, max, places, lo, hi, possible: hi - lo + 1 };
}

export function clampQuantity(qty: number): number {
  if (!Number.isFinite(qty)) return QTY_MIN;
  return clamp(Math.round(qty), QTY_MIN, QTY_MAX);
}

export interface RandomResult {
  values: number[];
  places: number;
  requested: number;
  /** Set when duplicates are off and the range cannot give that many (the page's `uniqueWarning`). */
  warning: { requested: number; possible: number } | null;
  summary: { count: number; min: number; max: number; mean: number; sum: number };
}

export function generateNumbers(input: RandomInput, source?: RandomSource): RandomResult | null {
  const range = checkRange(input);
  if (!range.ok) return null;
  const requested = clampQuantity(input.qty);
  const scale = 10 ** range.places;
  const draws: number[] = [];
  if (input.duplicates) {
    for (let i = 0; i < requested; i++) draws.push(randomInt(range.lo, range.hi, source));
  } else {
    const count = Math.min(requested, range.possible);
    for (const offset of randomDistinct(range.possible, count, source)) draws.push(range.lo + offset);
  }
  const values = draws.map((n) => Number((n / scale).toFixed(range.places)));
  const sum = values.reduce((a, b) => a + b, 0);
  return {
    values,
    places: range.places,
    requested,
    warning: !input.duplicates && requested > range.possible ? { requested, possible: range.possible } : null,
    summary: {
      count: values.length,
      min: Math.min(...values),
      max: Math.max(...values),
      mean: sum / values.length,
      sum,
    },
  };
}

export function formatValue(value: number, places: number): string {
  return formatNumber(value, places);
}
