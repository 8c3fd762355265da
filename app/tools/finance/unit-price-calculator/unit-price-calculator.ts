/**
 * Unit Price Calculator: pure logic (no React, no DOM, no globals).
 * 2 to 10 rows; results need at least 2 priced rows. The `items` parameter is encoded JSON;
 * malformed data is ignored. Price and quantity must be numbers and quantity above 0, otherwise
 * the unit price is 0. Prices are in USD with 3 decimals, savings percent to one decimal.
 *
 * Rows are compared within one unit family (weights with weights, volumes with volumes, counts
 * with counts), converted to the unit most rows use; rows of another family get a note.
 *
 * The logic speaks no language: notes, savings and the summary are returned as their parts, which
 * words.ts puts into the page's words. The default names ('Product A') are an exception on purpose:
 * they are the name fields' stored, editable text, carried in the `items` parameter.
 */
import { formatMoney, formatPercent, parseNumber } from '~/lib/format';

import { convertQuantity, UNIT_INFO, UNITS, type Unit, type UnitFamily } from './units';
import { shape, type Sanitizer } from '~/lib/url-params-json';

export { UNITS, UNIT_INFO, type Unit, type UnitFamily } from './units';

export const MIN_ROWS = 2;
export const MAX_ROWS = 10;
/** Price and quantity are typed text; longer text is cut. */
export const NUMBER_TEXT_MAX = 32;
export const NAME_MAX = 100;

/** One product row as the page keeps it: price and quantity stay the visitor's text. */
export interface Row {
  id: string;
  name: string;
  price: string;
  quantity: string;
  unit: Unit;
}

const LETTERS = 'ABCDEFGHIJ';

/** The default names: 'Product A', 'Product B', ... (each page shows them in its language: words.ts). */
export const defaultName = (index: number) => `Product ${LETTERS[index] ?? String(index + 1)}`;
export const DEFAULT_NAMES: readonly string[] = [...LETTERS].map((_, index) => defaultName(index));

const blankRow = (index: number): Row => ({
  id: String(index + 1),
  name: defaultName(index),
  price: '',
  quantity: '',
  unit: 'oz',
});

export const DEFAULT_ROWS: readonly Row[] = [blankRow(0), blankRow(1)];

// ---- The `items` parameter ------------------------------------------------------------------

/** Price and quantity arrive as strings or numbers; numbers become their text. */
const numberText: Sanitizer<string> = (value) => {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  return typeof value === 'string' ? value.slice(0, NUMBER_TEXT_MAX) : undefined;
};

/** An id may be a string or a number; anything else gets a fresh id below. */
const idText: Sanitizer<string> = (value) => {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return typeof value === 'string' && value.length <= 40 ? value : undefined;
};

/** A unit from the list, also in another case ('l', 'LB', 'Fl Oz'). */
const unitOf: Sanitizer<Unit> = (value) => {
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(/\s+/g, ' ');
  return UNITS.find((u) => u === text) ?? UNITS.find((u) => u.toLowerCase() === text.toLowerCase());
};

const FIELDS = ['id', 'name', 'price', 'quantity', 'unit'] as const;

// A missing or unknown unit falls back to 'oz', the first unit of the list and the new-row
// default, so a row from an old or hand-edited link keeps its price and quantity.
const rowShape = shape.object<Row>(
  { id: '', name: '', price: '', quantity: '', unit: 'oz' },
  { id: idText, name: shape.string(NAME_MAX), price: numberText, quantity: numberText, unit: unitOf },
);

/**
 * Reads the parsed `items` JSON: an array of up to 10 rows. Entries that are not objects, or
 * objects with none of the row's fields, are dropped; a field of the wrong type takes its
 * default; missing or blank names take 'Product A', 'Product B', ... by position and missing or repeated
 * ids are replaced; fewer than 2 rows are padded with blank rows. Not an array: undefined (the
 * parameter is ignored).
 */
export function sanitizeItems(value: unknown): Row[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const rows: Row[] = [];
  for (const entry of value) {
    if (rows.length === MAX_ROWS) break;
    if (typeof entry !== 'object' || entry === null) continue;
    if (!FIELDS.some((field) => Object.hasOwn(entry, field))) continue;
    const row = rowShape(entry);
    if (row) rows.push(row);
  }
  while (rows.length < MIN_ROWS) rows.push({ ...blankRow(rows.length), id: '' });
  // Ids given by the link are kept (the first of repeated ones); the others get their position.
  const given = new Set(rows.map((r) => r.id));
  const seen = new Set<string>();
  return rows.map((row, index) => {
    let id = row.id;
    if (id === '' || seen.has(id)) id = freshId([...given, ...seen], index + 1);
    seen.add(id);
    return { ...row, id, name: row.name.trim() === '' ? defaultName(index) : row.name };
  });
}

/** The first whole number from `start` up that no row uses as its id. */
function freshId(taken: readonly string[], start: number): string {
  let next = start;
  while (taken.includes(String(next))) next++;
  return String(next);
}

// ---- Editing the rows -----------------------------------------------------------------------

/** Adds a blank row with the last row's unit; nothing past 10 rows. */
export function addRow(rows: readonly Row[]): Row[] {
  if (rows.length >= MAX_ROWS) return [...rows];
  const names = new Set(rows.map((r) => r.name));
  // The name of the new position ('Product D' for a fourth row), or the first one free.
  let letter = rows.length;
  if (names.has(defaultName(letter))) {
    letter = 0;
    while (letter < MAX_ROWS && names.has(defaultName(letter))) letter++;
  }
  const lastUnit = rows.at(-1)?.unit ?? 'oz';
  return [
    ...rows,
    {
      id: freshId(
        rows.map((r) => r.id),
        rows.length + 1,
      ),
      name: defaultName(letter),
      price: '',
      quantity: '',
      unit: lastUnit,
    },
  ];
}

/** Removes a row; never below 2 rows. */
export function removeRow(rows: readonly Row[], id: string): Row[] {
  if (rows.length <= MIN_ROWS) return [...rows];
  return rows.filter((r) => r.id !== id);
}

export function updateRow(rows: readonly Row[], id: string, patch: Partial<Omit<Row, 'id'>>): Row[] {
  return rows.map((r) => (r.id === id ? { ...r, ...patch } : r));
}

/**
 * The name a row is shown and labelled with: its own name, or 'Product A'... by position when
 * blank; a repeated name also gets its row number (`row`: '(row 3)'), so every control's label
 * stays unique.
 */
export interface DisplayName {
  name: string;
  /** The row's number (from 1) when the name repeats an earlier row's; else null. */
  row: number | null;
}

export function displayNames(rows: readonly Row[]): DisplayName[] {
  const seen: string[] = [];
  return rows.map((row, index) => {
    const name = row.name.trim() || defaultName(index);
    const repeated = seen.includes(name);
    seen.push(name);
    return { name, row: repeated ? index + 1 : null };
  });
}

// ---- Comparing ------------------------------------------------------------------------------

/** price / quantity when both are numbers (price 0 or more) and quantity above 0, else 0. */
export function unitPriceOf(price: string, quantity: string): number {
  const p = parseNumber(price);
  const q = parseNumber(quantity);
  if (p === null || q === null || p < 0 || q <= 0) return 0;
  const value = p / q;
  return Number.isFinite(value) ? value : 0;
}

export interface RowResult {
  id: string;
  name: DisplayName;
  price: number | null;
  quantity: number | null;
  unit: Unit;
  family: UnitFamily;
  /** price / quantity in the row's own unit; 0 when the row is not priced. */
  unitPrice: number;
  /** Has a unit price above 0, so it can be ranked. */
  priced: boolean;
  /** In the family being compared. */
  comparable: boolean;
  /** The unit price per the row's own display basis, formatted ('$0.249' per oz, '$0.541' per 100 g). */
  ownPrice: string;
}

export interface RankedRow extends RowResult {
  /** 1 for the best value; tied rows share a rank. */
  rank: number;
  best: boolean;
  dearest: boolean;
  /** The unit price per one common unit. */
  commonPrice: number;
  /** The same per the common basis (per oz, per 100 g, ...), formatted: '$0.208'. */
  commonPriceText: string;
  /** How much less than the dearest this row costs per unit, in percent; null for the dearest. */
  savingsPercent: number | null;
}

/**
 * A note on a row left out of the ranking: sold by another unit family than the one compared
 * (`family`, `against`), or not priced.
 */
export type RowNote =
  | { kind: 'incomparable'; name: DisplayName; family: UnitFamily; against: UnitFamily }
  | { kind: 'unpriced'; name: DisplayName };

export interface UnitPriceResult {
  rows: RowResult[];
  /** Best value first; empty when no two priced rows share a unit family. */
  ranking: RankedRow[];
  family: UnitFamily | null;
  /** The unit the ranking is per (its display basis: per oz, per 100 g, per item). */
  commonUnit: Unit | null;
  /** Rows that cannot be compared, or are not priced. */
  notes: RowNote[];
  /** Every compared row costs the same per unit. */
  allTied: boolean;
  /** The dearest rows' names (whom the savings are against); empty without a ranking. */
  dearest: DisplayName[];
  /** The best unit price per the common basis, formatted ('$0.208'); '' without a ranking. */
  cheapestText: string;
}

/** Relative difference below which two unit prices count as equal (float noise of conversions). */
const TIE = 1e-9;
const same = (a: number, b: number) => Math.abs(a - b) <= TIE * Math.max(Math.abs(a), Math.abs(b));

/** Rounds half up at `decimals`, after removing float noise (0.22875 must give 0.229). */
export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(Number((value * scale).toPrecision(12))) / scale;
}

/** USD with 3 decimals. */
export const formatUnitPrice = (value: number) => formatMoney(roundTo(value, 3), 'USD', 3);
/** Percent with one decimal. */
export const percentText = (value: number) => formatPercent(roundTo(value, 1), 1);

/**
 * Compares the rows. Null when fewer than 2 rows are priced: the page shows its
 * intro. Otherwise the family with the most priced rows is compared (a tie goes to the family of
 * the first priced row), in the unit most of its rows use (a tie goes to the first).
 */
export function compareUnitPrices(rows: readonly Row[]): UnitPriceResult | null {
  const names = displayNames(rows);
  const results: RowResult[] = rows.map((row, index) => {
    const price = parseNumber(row.price);
    const quantity = parseNumber(row.quantity);
    const unitPrice = unitPriceOf(row.price, row.quantity);
    const info = UNIT_INFO[row.unit];
    return {
      id: row.id,
      name: names[index] ?? { name: defaultName(index), row: null },
      price,
      quantity,
      unit: row.unit,
      family: info.family,
      unitPrice,
      priced: unitPrice > 0,
      comparable: false,
      ownPrice: formatUnitPrice(unitPrice * info.basis),
    };
  });
  const priced = results.filter((r) => r.priced);
  if (priced.length < MIN_ROWS) return null;

  const family = mostCommon(priced.map((r) => r.family));
  const group = priced.filter((r) => r.family === family);
  for (const r of group) r.comparable = true;

  const notes: RowNote[] = [];
  for (const r of priced) {
    if (r.family !== family)
      notes.push({ kind: 'incomparable', name: r.name, family: r.family, against: family });
  }
  for (const r of results) {
    if (!r.priced) notes.push({ kind: 'unpriced', name: r.name });
  }

  if (group.length < MIN_ROWS) {
    // No two priced products are sold by the same kind of unit, so none can be compared.
    return {
      rows: results,
      ranking: [],
      family: null,
      commonUnit: null,
      notes,
      allTied: false,
      dearest: [],
      cheapestText: '',
    };
  }

  const commonUnit = mostCommon(group.map((r) => r.unit));
  const { basis } = UNIT_INFO[commonUnit];
  const withCommon = group.map((r) => ({
    row: r,
    // Price per one common unit: price / (quantity in the common unit).
    commonPrice: (r.price ?? 0) / convertQuantity(r.quantity ?? 0, r.unit, commonUnit),
  }));
  // Stable sort: equal prices keep the order of the rows.
  const sorted = [...withCommon].sort((a, b) =>
    same(a.commonPrice, b.commonPrice) ? 0 : a.commonPrice - b.commonPrice,
  );
  const cheapest = sorted[0]!.commonPrice;
  const dearestPrice = sorted.at(-1)!.commonPrice;
  const allTied = same(cheapest, dearestPrice);
  const dearest = sorted.filter((s) => same(s.commonPrice, dearestPrice)).map((s) => s.row.name);

  let rank = 0;
  let previous: number | null = null;
  const ranking: RankedRow[] = sorted.map((s, index) => {
    if (previous === null || !same(previous, s.commonPrice)) rank = index + 1;
    previous = s.commonPrice;
    const isDearest = same(s.commonPrice, dearestPrice);
    return {
      ...s.row,
      rank,
      best: !allTied && same(s.commonPrice, cheapest),
      dearest: !allTied && isDearest,
      commonPrice: s.commonPrice,
      commonPriceText: formatUnitPrice(s.commonPrice * basis),
      savingsPercent: isDearest ? null : ((dearestPrice - s.commonPrice) / dearestPrice) * 100,
    };
  });

  return {
    rows: results,
    ranking,
    family,
    commonUnit,
    notes,
    allTied,
    dearest,
    cheapestText: formatUnitPrice(cheapest * basis),
  };
}

/** The most frequent value; a tie goes to the value seen first. */
function mostCommon<T>(values: readonly T[]): T {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = values[0] as T;
  for (const [value, count] of counts) if (count > counts.get(best)!) best = value;
  return best;
}
