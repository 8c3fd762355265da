/**
 * Recipe Scaling Calculator: pure logic (no React, no DOM, no globals).
 * Rows of quantity, unit and item are scaled by a factor (default 2) or by the ratio of two yields.
 * The `state` link parameter is encoded JSON; malformed values are ignored. Unparseable quantities
 * are echoed as typed. Rounding modes: fraction (halves, thirds, quarters or eighths), 1dp, 2dp,
 * none.
 */
import { formatNumber, parseNumber } from '~/lib/format';

import { clamp } from '~/lib/math';
import { shape, type Sanitizer } from '~/lib/url-params-json';

export const ROUNDINGS = ['fraction', '1dp', '2dp', 'none'] as const;
export type Rounding = (typeof ROUNDINGS)[number];

/** A scaling row. `qty` stays the visitor's text; the scaled quantity is derived. */
export interface Row {
  id: string;
  qty: string;
  unit: string;
  item: string;
}

export interface ScalingState {
  rows: Row[];
  factor: string;
  rounding: Rounding;
  originalYield: string;
  targetYield: string;
}

export const MAX_ROWS = 50;
export const QTY_MAX = 30;
export const UNIT_MAX = 20;
export const ITEM_MAX = 100;
/** Factor and yield fields. */
export const NUMBER_MAX = 30;

const row = (id: number, qty: string, unit: string, item: string): Row => ({
  id: String(id),
  qty,
  unit,
  item,
});

/**
 * The sample recipe's words as a link holds them (in English); each page shows them in its
 * language (`sample.<key>` in messages/en.ts).
 */
export const SAMPLE_WORDS = {
  flour: 'all-purpose flour',
  bakingSoda: 'baking soda',
  salt: 'salt',
  butter: 'butter, softened',
  eggs: 'eggs',
  cup: 'cup',
  tsp: 'tsp',
  large: 'large',
} as const;

/**
 * What the page opens with: a short cookie dough, doubled (the default factor is 2). The rows are
 * the visitor's own text once the page opens (and what a link leaves out while they are unchanged).
 */
export const DEFAULT_STATE: ScalingState = {
  rows: [
    row(1, '2 1/4', SAMPLE_WORDS.cup, SAMPLE_WORDS.flour),
    row(2, '1', SAMPLE_WORDS.tsp, SAMPLE_WORDS.bakingSoda),
    row(3, '1/2', SAMPLE_WORDS.tsp, SAMPLE_WORDS.salt),
    row(4, '1', SAMPLE_WORDS.cup, SAMPLE_WORDS.butter),
    row(5, '2', SAMPLE_WORDS.large, SAMPLE_WORDS.eggs),
  ],
  factor: '2',
  rounding: 'fraction',
  originalYield: '',
  targetYield: '',
};

// ---- Reading quantities ------------------------------------------------------------------------

/** Unicode vulgar fractions (all in the Basic Multilingual Plane: one code unit each) and their values. */
export const GLYPHS = '½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒';
const GLYPH_VALUES = [
  1 / 2,
  1 / 3,
  2 / 3,
  1 / 4,
  3 / 4,
  1 / 5,
  2 / 5,
  3 / 5,
  4 / 5,
  1 / 6,
  5 / 6,
  1 / 7,
  1 / 8,
  3 / 8,
  5 / 8,
  7 / 8,
  1 / 9,
  1 / 10,
];
const G = `[${GLYPHS}]`;
/** A whole number, with thousands commas or without. */
const INT = String.raw`\d{1,3}(?:,\d{3})+|\d+`;
/** Plain number: '2', '1.5', '1,5' (decimal comma), '1,250.5', '.5'. No signs, no exponents. */
const NUMBER = new RegExp(String.raw`^(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?|\.\d+)$`);
const FRACTION = /^(\d+)\s*\/\s*(\d+)$/;
/** '1 1/2' or the US '1-1/2'. */
const MIXED = new RegExp(String.raw`^(${INT})(?:\s+|-)(\d+)\s*/\s*(\d+)$`);
/** '½', '1½', '1 ½', '1-½'. */
const GLYPH_MIXED = new RegExp(String.raw`^(?:(${INT})(?:\s*|-))?(${G})$`);

const whole = (text: string) => Number(text.replace(/,/g, ''));

/** One amount (no range): a number, fraction, mixed number or Unicode fraction; else null. */
export function parseAmount(raw: string): number | null {
  const text = raw.trim().replace(/[⁄∕]/g, '/');
  if (NUMBER.test(text)) return parseNumber(text);
  let m = FRACTION.exec(text);
  if (m) return Number(m[2]) > 0 ? Number(m[1]) / Number(m[2]) : null;
  m = MIXED.exec(text);
  if (m) {
    const [n, d] = [Number(m[2]), Number(m[3])];
    // A mixed number's fraction is a proper one: '1 3/2' is not a quantity.
    return d > 0 && n < d ? whole(m[1]!) + n / d : null;
  }
  m = GLYPH_MIXED.exec(text);
  if (m) return (m[1] ? whole(m[1]) : 0) + GLYPH_VALUES[GLYPHS.indexOf(m[2]!)]!;
  return null;
}

export type Quantity =
  { kind: 'number'; value: number } | { kind: 'range'; low: number; high: number; separator: '-' | '–' };

/**
 * Quantity forms: integers, decimals, fractions, mixed numbers, Unicode fractions and ranges with a
 * hyphen or en dash. A range needs a complete amount on each side and the right one larger, so
 * '1-1/2' (a US mixed number) is 1.5 while '1/2-3/4' and '2–3' are ranges. Null when unparseable.
 */
export function parseQuantity(raw: string): Quantity | null {
  const text = raw.trim();
  if (text === '' || text.length > QTY_MAX * 2) return null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c !== '-' && c !== '–') continue;
    const low = parseAmount(text.slice(0, i));
    const high = parseAmount(text.slice(i + 1));
    if (low !== null && high !== null && high > low) return { kind: 'range', low, high, separator: c };
  }
  const value = parseAmount(text);
  return value === null ? null : { kind: 'number', value };
}

// ---- Rounding and showing quantities -----------------------------------------------------------

export interface KitchenFraction {
  whole: number;
  /** 0 when the value is whole. */
  numerator: number;
  /** 1 when the value is whole; else 2, 3, 4 or 8. */
  denominator: number;
  value: number;
}

/**
 * The nearest multiple of 1/2, 1/3, 1/4 or 1/8 (wholes included). A tie goes to the
 * simpler (smaller) denominator: 15/16 is 1, 7/24 is ⅓, 1/16 is 0.
 */
export function roundToKitchenFraction(value: number): KitchenFraction {
  let best = { n: Math.round(value), d: 1 };
  let bestDistance = Math.abs(value - best.n);
  for (const d of [2, 3, 4, 8]) {
    const n = Math.round(value * d);
    const distance = Math.abs(value - n / d);
    if (distance < bestDistance - 1e-9) [best, bestDistance] = [{ n, d }, distance];
  }
  const w = Math.floor(best.n / best.d);
  const numerator = best.n - w * best.d;
  return {
    whole: w,
    numerator,
    denominator: numerator === 0 ? 1 : best.d,
    value: best.n / best.d,
  };
}

const DECIMALS: Record<Exclude<Rounding, 'fraction'>, number> = { '1dp': 1, '2dp': 2, none: 4 };

/**
 * A positive amount too small for its rounding: two significant digits (up to 6 decimals),
 * so a pinch never reads as 0.
 */
function tiny(value: number): string {
  const decimals = clamp(1 - Math.floor(Math.log10(value)), 2, 6);
  const text = formatNumber(value, { min: 0, max: decimals });
  return text === '0' ? '<0.000001' : text;
}

/**
 * The rounding modes. 'fraction': whole and Unicode fraction ('3⅜', '½', '2');
 * '1dp' and '2dp': decimals with trailing zeros trimmed; 'none': up to 4 decimals. Only 0 shows
 * as '0': a positive amount that would round to 0 shows two significant digits ('0.03').
 */
export function formatQuantity(value: number, rounding: Rounding): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  if (rounding === 'fraction') {
    const f = roundToKitchenFraction(value);
    if (f.value === 0) return tiny(value);
    const w = f.whole > 0 || f.numerator === 0 ? formatNumber(f.whole, 0) : '';
    return f.numerator === 0 ? w : w + GLYPHS[GLYPH_VALUES.indexOf(f.numerator / f.denominator)];
  }
  const text = formatNumber(value, { min: 0, max: DECIMALS[rounding] });
  return text === '0' ? tiny(value) : text;
}

// ---- The factor ----------------------------------------------------------------------------------

/** A factor as typed: '1.5', '1,5', '3/4', '½', '1 1/2', also with a trailing 'x' or '×'. */
export function parseFactor(text: string): number | null {
  return parseAmount(text.replace(/\s*[x×]\s*$/i, ''));
}

export interface Factor {
  value: number;
  /** The yields set it (both numeric, original above 0). */
  fromYields: boolean;
  original: number | null;
  target: number | null;
}

/**
 * When both yields are numeric and the original is above 0, factor = target /
 * original; otherwise the factor field; anything unreadable falls back to 0.
 */
export function effectiveFactor(
  state: Pick<ScalingState, 'factor' | 'originalYield' | 'targetYield'>,
): Factor {
  const original = parseAmount(state.originalYield);
  const target = parseAmount(state.targetYield);
  if (original !== null && target !== null && original > 0) {
    return { value: target / original, fromYields: true, original, target };
  }
  return { value: parseFactor(state.factor) ?? 0, fromYields: false, original, target };
}

// ---- Scaling -------------------------------------------------------------------------------------

export interface ScaledRow extends Row {
  /** The scaled quantity as text: '' for a blank quantity, the text itself when unparseable. */
  scaled: string;
  parsed: boolean;
}

/** Scales one row. Ranges scale both ends and show with an en dash ('2-3' × 2 is '4–6'). */
export function scaleRow(r: Row, factor: number, rounding: Rounding): ScaledRow {
  const q = parseQuantity(r.qty);
  if (q === null) return { ...r, scaled: r.qty, parsed: false };
  if (q.kind === 'number') return { ...r, scaled: formatQuantity(q.value * factor, rounding), parsed: true };
  const low = formatQuantity(q.low * factor, rounding);
  const high = formatQuantity(q.high * factor, rounding);
  return { ...r, scaled: low === high ? low : `${low}–${high}`, parsed: true };
}

const isBlank = (r: Row) => r.qty.trim() === '' && r.unit.trim() === '' && r.item.trim() === '';

/** '3⅜ cup all-purpose flour': quantity, unit and item, blanks left out. */
export const rowLine = (r: ScaledRow) =>
  [r.scaled, r.unit, r.item]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');

export interface ScalingResult {
  factor: Factor;
  rows: ScaledRow[];
  /**
   * The factor as the page writes it ('1.5', 'Scaling by 1.5×'), and the yields that set it
   * ('4' and '6', '(from 4 to 6 servings)'), null when the factor field set it.
   */
  factorText: { factor: string; yields: { original: string; target: string } | null };
  /** The factor is 0: every quantity scales to 0. */
  zero: boolean;
  /** The scaled recipe, one ingredient a line. */
  text: string;
}

const plain = (n: number) => formatQuantity(n, 'none');

/** The whole recipe; null when every row is blank (the page shows its intro). */
export function scaleRecipe(state: ScalingState): ScalingResult | null {
  const filled = state.rows.filter((r) => !isBlank(r));
  if (filled.length === 0) return null;
  const factor = effectiveFactor(state);
  const rows = filled.map((r) => scaleRow(r, factor.value, state.rounding));
  return {
    factor,
    rows,
    factorText: {
      factor: plain(factor.value),
      yields: factor.fromYields ? { original: plain(factor.original!), target: plain(factor.target!) } : null,
    },
    zero: factor.value === 0,
    text: rows.map(rowLine).join('\n'),
  };
}

// ---- Editing rows --------------------------------------------------------------------------------

/** The first whole number from `start` up that no row uses as its id (ids are React keys only). */
function freshId(taken: ReadonlySet<string>, start: number): string {
  let n = start;
  while (taken.has(String(n))) n++;
  return String(n);
}

export const blankRow = (id: string): Row => ({ id, qty: '', unit: '', item: '' });

export function addRow(rows: readonly Row[]): Row[] {
  if (rows.length >= MAX_ROWS) return [...rows];
  return [...rows, blankRow(freshId(new Set(rows.map((r) => r.id)), rows.length + 1))];
}

/** Removes a row; the last one left is cleared instead. */
export function removeRow(rows: readonly Row[], id: string): Row[] {
  const left = rows.filter((r) => r.id !== id);
  return left.length > 0 ? left : [blankRow('1')];
}

export function updateRow(rows: readonly Row[], id: string, patch: Partial<Omit<Row, 'id'>>): Row[] {
  return rows.map((r) => (r.id === id ? { ...r, ...patch } : r));
}

// ---- The `state` parameter -----------------------------------------------------------------------

/** Text fields arrive as strings or numbers; numbers become their text. */
const textOf =
  (max: number): Sanitizer<string> =>
  (v) =>
    typeof v === 'number' && Number.isFinite(v)
      ? String(v)
      : typeof v === 'string'
        ? v.slice(0, max)
        : undefined;

const idText: Sanitizer<string> = (v) =>
  typeof v === 'number' && Number.isSafeInteger(v)
    ? String(v)
    : typeof v === 'string' && v !== '' && v.length <= 20
      ? v
      : undefined;

const rowShape = shape.object<Row>(
  { id: '', qty: '', unit: '', item: '' },
  { id: idText, qty: textOf(QTY_MAX), unit: textOf(UNIT_MAX), item: textOf(ITEM_MAX) },
);

/**
 * Rows from the link: entries that are not objects, or have none of a row's fields, are dropped;
 * a field of the wrong type is blank; missing or repeated ids get the first free number from the
 * row's position; at most 50 rows, at least one (blank).
 */
const rowsShape: Sanitizer<Row[]> = (value) => {
  if (!Array.isArray(value)) return undefined;
  const rows = value
    .filter(
      (entry): entry is object =>
        typeof entry === 'object' &&
        entry !== null &&
        !Array.isArray(entry) &&
        ['id', 'qty', 'unit', 'item'].some((key) => Object.hasOwn(entry, key)),
    )
    .slice(0, MAX_ROWS)
    .map((entry) => rowShape(entry)!);
  const given = new Set(rows.map((r) => r.id));
  const seen = new Set<string>();
  const fixed = rows.map((r, index) => {
    const id = r.id === '' || seen.has(r.id) ? freshId(new Set([...given, ...seen]), index + 1) : r.id;
    seen.add(id);
    return { ...r, id };
  });
  return fixed.length > 0 ? fixed : [blankRow('1')];
};

/**
 * The parsed `state` JSON, read field by field; a field that is missing or malformed
 * keeps its default. Not an object: undefined (the whole parameter is ignored).
 */
export const sanitizeState: Sanitizer<ScalingState> = shape.object<ScalingState>(DEFAULT_STATE, {
  rows: rowsShape,
  factor: textOf(NUMBER_MAX),
  rounding: shape.oneOf(ROUNDINGS),
  originalYield: textOf(NUMBER_MAX),
  targetYield: textOf(NUMBER_MAX),
});

/** Encoded state longer than this is ignored (50 full rows fit). */
export const STATE_MAX = 16000;
