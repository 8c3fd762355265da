/**
 * The tool's inputs: defaults, year limits, item ids and the anchors of the index items. Kept
 * apart from the price arithmetic (price-time-machine.ts) so the form loads without it: the
 * result and the chart, which need the arithmetic, load on demand.
 */
import { INDEX_ITEMS, ITEM_IDS, type ItemId, type PriceItem } from './data';
import { clamp } from '~/lib/math';

export const DEFAULT_ITEM: ItemId = 'milk';
export const DEFAULT_YEAR = 1990;
export const DEFAULT_COMPARE_YEAR = 2024;
/** Years are clamped to 1900-2100 and rounded. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;
/** The latest year any series reaches; the stand-in for the current year before hydration. */
export const LATEST_DATA_YEAR = 2024;
/** The first year of the year lists (the data start in 1970). */
export const FIRST_DATA_YEAR = 1970;
/**
 * An anchor above this (a trillion dollars) is taken as this: money figures stay printable to the
 * cent. The minimum is 0.
 */
export const MAX_ANCHOR = 1e12;

/** Item id → today's price in USD, for the index items; only the visitor's own values. */
export type Anchors = Partial<Record<ItemId, number>>;

// ---- Reading the parameters ---------------------------------------------------------------------

export function isItemId(value: string): value is ItemId {
  return (ITEM_IDS as readonly string[]).includes(value);
}

/** Rounds to a whole year, then clamps into 1900-2100. Non-finite: undefined. */
export function clampYear(value: number): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  return clamp(Math.round(value), MIN_YEAR, MAX_YEAR);
}

/**
 * A year from a link: a plain decimal number ('1990', '1990.6', '-5', '1e3'), rounded and clamped;
 * anything else is undefined (malformed: the default stays).
 */
export function parseYear(raw: string): number | undefined {
  const text = raw.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return undefined;
  return clampYear(Number(text));
}

/**
 * The `anchors` parameter once parsed from JSON: an object of index item id → number. Unknown
 * ids, price items, non-numbers and inherited keys ('__proto__') are ignored; negatives become 0;
 * anything but a plain object is malformed (undefined). Values equal to the default are dropped,
 * so the address only carries the visitor's own anchors.
 */
export function sanitizeAnchors(value: unknown): Anchors | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const anchors: Anchors = {};
  for (const item of INDEX_ITEMS) {
    if (!Object.hasOwn(value, item.id)) continue;
    const raw = (value as Record<string, unknown>)[item.id];
    if (typeof raw !== 'number' || !Number.isFinite(raw)) continue;
    const anchor = clamp(raw, 0, MAX_ANCHOR);
    if (anchor !== item.anchorTodayUSD) anchors[item.id] = anchor;
  }
  return anchors;
}

/** The anchor in force for an index item: the visitor's value, else the default (price items: 0). */
export function anchorOf(item: PriceItem, anchors: Anchors): number {
  if (item.kind !== 'index') return 0;
  const own = anchors[item.id];
  return own !== undefined && Number.isFinite(own) ? clamp(own, 0, MAX_ANCHOR) : (item.anchorTodayUSD ?? 0);
}

/** Anchors with one item set to `value` (null: back to the default), in item order. */
export function withAnchor(anchors: Anchors, id: ItemId, value: number | null): Anchors {
  const next: Anchors = {};
  for (const item of INDEX_ITEMS) {
    const current = item.id === id ? value : anchors[item.id];
    if (current === null || current === undefined) continue;
    const anchor = clamp(current, 0, MAX_ANCHOR);
    if (anchor !== item.anchorTodayUSD) next[item.id] = anchor;
  }
  return next;
}

// ---- Series ---------------------------------------------------------------------------------------

/** The current year as the rules use it: never before the latest data year. */
export function effectiveCurrentYear(currentYear: number): number {
  return Number.isFinite(currentYear)
    ? Math.max(Math.floor(currentYear), LATEST_DATA_YEAR)
    : LATEST_DATA_YEAR;
}
