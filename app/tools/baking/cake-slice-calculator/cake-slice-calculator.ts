/**
 * Cake slice calculator. Pure logic: no React, no DOM.
 *
 * Servings = floor(sum of tier area / slice footprint x tier height / standard height x (1 - loss));
 * servings needed = ceil(guests x (1 + buffer)).
 *
 * Details:
 * - Units. Every length (tier sizes, standard height, custom slice) is in the chosen unit. Lengths
 *   in cm are turned into inches with 0.3937 in per cm and the sums are done in inches
 *   (the style footprints are in in²); switching the unit converts the entered lengths with
 *   2.54 cm per in (and 0.3937 back), rounded to 2 decimals, so the cake keeps its size: 8 in is
 *   20.32 cm and 20.32 cm is 8 in again. The defaults in cm are the exact equivalents of the
 *   inch defaults (first tier 20.32 x 10.16 cm, standard height 10.16 cm).
 * - Standard height: blank, non-numeric, 0 or negative falls back to 4 in (10.16 cm).
 * - Loss and buffer are percentages (loss=5 is 5%): non-numeric falls back to 0; loss is kept
 *   within 0 to 100, buffer within 0 to 1,000.
 * - Guests: read as a number and cut to a whole number ('80.7' is 80, '1,200' is 1200). Blank,
 *   non-numeric or outside 1 to 1,000,000 means no guest count: the servings still show, without
 *   the comparison.
 * - Custom slices: width x length in the chosen unit (defaults 1 x 2 in, the wedding footprint);
 *   non-numeric becomes 0, and a footprint of 0 gives no result (the intro block says why).
 * - Tier sizes: non-numeric or negative becomes 0 (the tier then adds nothing), at most 1,000,
 *   rounded to 4 decimals. A tier code's empty slot takes the tier code default (round
 *   diameter 8, rectangle 9 by 13, height 4: in cm, their exact equivalents); a code of another
 *   shape is ignored (the URL reader gives the first-tier default instead).
 * - The reference table gives one tier at the standard height for each reference diameter (and a
 *   9 x 13 rectangle) with the current slice footprint and loss.
 */
import { formatNumber, parseNumber } from '~/lib/format';
import { clamp } from '~/lib/math';

export type Unit = 'in' | 'cm';
export type Style = 'wedding' | 'party' | 'generous' | 'custom';
export type RoundTier = { shape: 'round'; diameter: number; height: number };
export type RectTier = { shape: 'rect'; width: number; length: number; height: number };
export type Tier = RoundTier | RectTier;

export const UNITS = ['in', 'cm'] as const satisfies readonly Unit[];
export const STYLES = ['wedding', 'party', 'generous', 'custom'] as const satisfies readonly Style[];

/** Slice footprints in square inches. */
export const FOOTPRINT_SQ_IN: Record<Exclude<Style, 'custom'>, number> = {
  wedding: 2,
  party: 3,
  generous: 4,
};
export const STANDARD_HEIGHT_IN = 4;
export const IN_PER_CM = 0.3937;
export const CM_PER_IN = 2.54;
export const REFERENCE_DIAMETERS_IN = [6, 8, 9, 10, 12, 14, 16] as const;
export const REFERENCE_RECT_IN = { width: 9, length: 13 } as const;
export const MAX_TIERS = 6;
export const MAX_DIMENSION = 1000;
export const MAX_GUESTS = 1_000_000;
export const MAX_BUFFER = 1000;

/** Defaults, as the text a field holds. */
export const DEFAULT_LOSS = '5';
export const DEFAULT_GUESTS = '100';
export const DEFAULT_BUFFER = '10';

/** Rounds away float noise before floor/ceil: 87.99999999999999 is 88. */
const clean = (x: number) => Number(x.toPrecision(12));
const round = (x: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(x * factor) / factor;
};

/** A length in one unit given in the other: 2.54 cm per in one way, 0.3937 in per cm the other, 2 decimals. */
export function convertLength(value: number, to: Unit): number {
  return round(value * (to === 'cm' ? CM_PER_IN : IN_PER_CM), 2);
}

/** Converts the text of a length field; text that is not a number stays as it is. */
export function convertLengthText(text: string, to: Unit): string {
  const value = parseNumber(text);
  return value === null ? text : String(convertLength(value, to));
}

/** A length given in inches, in `unit` (exact equivalents for the cm defaults). */
const fromInches = (inches: number, unit: Unit) => (unit === 'in' ? inches : convertLength(inches, 'cm'));
const toInches = (value: number, unit: Unit) => (unit === 'cm' ? value * IN_PER_CM : value);

export interface UnitDefaults {
  standardHeight: string;
  sliceWidth: string;
  sliceLength: string;
  /** The first tier (and a malformed tier code): round 8 x 4 in. */
  firstTier: Tier;
  /** 'Add round tier': 10 x 4 in. */
  addRound: RoundTier;
  /** 'Add rectangular tier': 9 x 13 x 4 in. */
  addRect: RectTier;
}

/** The defaults of the lengths in each unit: the inch values, or their cm equivalents. */
export function unitDefaults(unit: Unit): UnitDefaults {
  const h = fromInches(STANDARD_HEIGHT_IN, unit);
  return {
    standardHeight: String(h),
    sliceWidth: String(fromInches(1, unit)),
    sliceLength: String(fromInches(2, unit)),
    firstTier: { shape: 'round', diameter: fromInches(8, unit), height: h },
    addRound: { shape: 'round', diameter: fromInches(10, unit), height: h },
    addRect: { shape: 'rect', width: fromInches(9, unit), length: fromInches(13, unit), height: h },
  };
}

/** A tier size from a field: non-numeric, blank or negative is 0; at most MAX_DIMENSION; 4 decimals. */
export function parseDimension(text: string): number {
  const value = parseNumber(text);
  if (value === null || value <= 0) return 0;
  return round(Math.min(value, MAX_DIMENSION), 4);
}

/** Writes a tier size without exponent or trailing zeros ('20.32', '8', '0.0001'). */
export function formatDimension(value: number): string {
  return String(round(value, 4));
}

/**
 * Reads a tier code: `round-{diameter}--{height}` (the length slot is empty) or
 * `rect-{width}-{length}-{height}`. An empty slot takes the tier code default (round 8,
 * rectangle 9 by 13, height 4, in `unit`); a non-numeric one is 0. Anything else is undefined.
 */
export function parseTierCode(code: string, unit: Unit = 'in'): Tier | undefined {
  const slot = (raw = '', inches: number) =>
    raw.trim() === '' ? fromInches(inches, unit) : parseDimension(raw);
  const roundCode = /^round-([^-]*)--([^-]*)$/.exec(code);
  if (roundCode) return { shape: 'round', diameter: slot(roundCode[1], 8), height: slot(roundCode[2], 4) };
  const rectCode = /^rect-([^-]*)-([^-]*)-([^-]*)$/.exec(code);
  if (rectCode)
    return {
      shape: 'rect',
      width: slot(rectCode[1], 9),
      length: slot(rectCode[2], 13),
      height: slot(rectCode[3], 4),
    };
  return undefined;
}

export function formatTierCode(tier: Tier): string {
  const f = formatDimension;
  return tier.shape === 'round'
    ? `round-${f(tier.diameter)}--${f(tier.height)}`
    : `rect-${f(tier.width)}-${f(tier.length)}-${f(tier.height)}`;
}

/** The same tier in the other shape: the height stays, the rest takes the 'add tier' size. */
export function withShape(tier: Tier, shape: Tier['shape'], unit: Unit): Tier {
  if (tier.shape === shape) return tier;
  const defaults = unitDefaults(unit);
  return { ...(shape === 'round' ? defaults.addRound : defaults.addRect), height: tier.height };
}

/** The same tier in the other unit (2 decimals). */
export function convertTier(tier: Tier, to: Unit): Tier {
  const c = (v: number) => Math.min(convertLength(v, to), MAX_DIMENSION);
  return tier.shape === 'round'
    ? { shape: 'round', diameter: c(tier.diameter), height: c(tier.height) }
    : { shape: 'rect', width: c(tier.width), length: c(tier.length), height: c(tier.height) };
}

/** A tier's top area in square units of its own unit. */
export function tierArea(tier: Tier): number {
  return tier.shape === 'round' ? Math.PI * (tier.diameter / 2) ** 2 : tier.width * tier.length;
}

/** A tier's figures as the tier table writes them: its top ('12' or '9 × 13') and its height ('4'). */
export function tierFigures(tier: Tier): { shape: Tier['shape']; size: string; height: string } {
  const f = (v: number) => formatNumber(v, { min: 0, max: 2 });
  const size = tier.shape === 'round' ? f(tier.diameter) : `${f(tier.width)} × ${f(tier.length)}`;
  return { shape: tier.shape, size, height: f(tier.height) };
}

export interface CakeInput {
  unit: Unit;
  style: Style;
  /** Standard height, slice width and length, loss %, guests, buffer %: the fields' text. */
  standardHeight: string;
  sliceWidth: string;
  sliceLength: string;
  loss: string;
  guests: string;
  buffer: string;
  tiers: readonly Tier[];
}

/** The settings every figure shares, read from the fields with their fallbacks. */
export interface CakeSettings {
  unit: Unit;
  style: Style;
  /** Slice footprint in square inches; 0 when a custom slice has no size. */
  footprintSqIn: number;
  /** The same in the chosen unit squared. */
  footprint: number;
  /** In the chosen unit. */
  standardHeight: number;
  /** Percent, 0 to 100. */
  loss: number;
  /** Percent, 0 to MAX_BUFFER. */
  buffer: number;
  /** Whole guests, or null when the field does not hold 1 to MAX_GUESTS. */
  guests: number | null;
}

export function readSettings(input: Omit<CakeInput, 'tiers'>): CakeSettings {
  const { unit, style } = input;
  const dimension = (text: string) => toInches(parseDimension(text), unit);
  const footprintSqIn =
    style === 'custom' ? dimension(input.sliceWidth) * dimension(input.sliceLength) : FOOTPRINT_SQ_IN[style];
  const footprint = unit === 'cm' ? footprintSqIn * CM_PER_IN ** 2 : footprintSqIn;
  const sh = parseNumber(input.standardHeight);
  const standardHeight = sh !== null && sh > 0 ? sh : fromInches(STANDARD_HEIGHT_IN, unit);
  const percent = (text: string, max: number) => clamp(parseNumber(text) ?? 0, 0, max);
  const guestsRaw = parseNumber(input.guests);
  const guestsWhole = guestsRaw === null ? null : Math.trunc(guestsRaw);
  const guests = guestsWhole !== null && guestsWhole >= 1 && guestsWhole <= MAX_GUESTS ? guestsWhole : null;
  return {
    unit,
    style,
    footprintSqIn,
    footprint,
    standardHeight,
    loss: percent(input.loss, 100),
    buffer: percent(input.buffer, MAX_BUFFER),
    guests,
  };
}

export interface TierServings {
  tier: Tier;
  /** Servings of this tier after loss, before rounding down. */
  servings: number;
}

export interface CakeResult {
  settings: CakeSettings;
  tiers: TierServings[];
  /** floor(sum of the tiers' servings): the figure shown. */
  servings: number;
  /** ceil(guests x (1 + buffer)), or null without a guest count. */
  target: number | null;
  /** servings - target (negative: short), or null without a guest count. */
  spare: number | null;
  /** Whether the cake is enough (spare above 0), exactly enough or short; null without a guest count. */
  verdict: Verdict | null;
}

export type Verdict = 'enough' | 'exactly' | 'short';

/** Servings of one tier (after loss, not rounded) in square inches and a height ratio. */
function tierServings(areaSqIn: number, heightRatio: number, s: CakeSettings): number {
  return (areaSqIn / s.footprintSqIn) * heightRatio * (1 - s.loss / 100);
}

/**
 * The servings of the tiers, the servings needed and the verdict; null when the slice footprint is
 * 0 (a custom slice without a size) or a figure is not finite.
 */
export function calculateCake(input: CakeInput): CakeResult | null {
  const settings = readSettings(input);
  if (!(settings.footprintSqIn > 0)) return null;
  const { unit } = settings;
  const rows = input.tiers.map((tier) => {
    const areaSqIn = unit === 'cm' ? tierArea(tier) * IN_PER_CM ** 2 : tierArea(tier);
    return { tier, areaSqIn, ratio: tier.height / settings.standardHeight };
  });
  const sum = rows.reduce((total, row) => total + (row.areaSqIn / settings.footprintSqIn) * row.ratio, 0);
  const servings = Math.floor(clean(sum * (1 - settings.loss / 100)));
  if (!Number.isFinite(servings)) return null;

  const { guests, buffer } = settings;
  const target = guests === null ? null : Math.ceil(clean((guests * (100 + buffer)) / 100));
  const spare = target === null ? null : servings - target;
  const verdict = spare === null ? null : spare > 0 ? 'enough' : spare === 0 ? 'exactly' : 'short';
  return {
    settings,
    tiers: rows.map((row) => ({ tier: row.tier, servings: tierServings(row.areaSqIn, row.ratio, settings) })),
    servings,
    target,
    spare,
    verdict,
  };
}

/** A reference size: '6 in round' or '15.24 cm round (6 in)', '9 × 13 in rectangle'. */
export interface ReferenceRow {
  shape: Tier['shape'];
  /** In the chosen unit: '15.24', '22.86 × 33.02'. */
  size: string;
  /** In inches: '6', '9 × 13'. */
  inches: string;
  servings: number;
}

/**
 * Servings of one tier at the standard height for each reference diameter and a 9 x 13
 * rectangle, with the current slice footprint and loss; null when the footprint is 0.
 */
export function referenceTable(settings: CakeSettings): ReferenceRow[] | null {
  if (!(settings.footprintSqIn > 0)) return null;
  const { unit } = settings;
  const size = (inches: number) => formatNumber(fromInches(inches, unit), { min: 0, max: 2 });
  const count = (areaSqIn: number) => Math.floor(clean(tierServings(areaSqIn, 1, settings)));
  const rows: ReferenceRow[] = REFERENCE_DIAMETERS_IN.map((d) => ({
    shape: 'round',
    size: unit === 'in' ? `${d}` : size(d),
    inches: `${d}`,
    servings: count(Math.PI * (d / 2) ** 2),
  }));
  const { width, length } = REFERENCE_RECT_IN;
  rows.push({
    shape: 'rect',
    size: unit === 'in' ? `${width} × ${length}` : `${size(width)} × ${size(length)}`,
    inches: `${width} × ${length}`,
    servings: count(width * length),
  });
  if (!rows.every((row) => Number.isFinite(row.servings))) return null;
  return rows;
}
