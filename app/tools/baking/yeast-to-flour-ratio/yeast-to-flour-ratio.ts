/**
 * Yeast to flour ratio. Pure logic: no React, no DOM.
 *
 * The baker's percentage is of active dry yeast: yeast = flour × percent ÷ 100; instant is 0.75 ×
 * that weight and fresh 3 ×. Cups of flour weigh 120 g (all-purpose), 125 g (bread) or 120 g
 * (whole wheat). 1 packet = 7 g and 1 tsp ≈ 3.1 g of dry yeast. Presets: lean 1.5 %, enriched
 * 3 %, cold 0.3 %, pizza 0.6 %, custom 1.5 %; the percentage stays within 0.05 to 6.
 */
import { formatNumber, parseNumber } from '~/lib/format';
import { clamp } from '~/lib/math';

/** The flours, yeasts and presets by id; their names and notes are in messages/en.ts. */
export const FLOURS = {
  'all-purpose': { gPerCup: 120 },
  bread: { gPerCup: 125 },
  'whole-wheat': { gPerCup: 120 },
} as const;
export type FlourType = keyof typeof FLOURS;
export const FLOUR_TYPES = Object.keys(FLOURS) as FlourType[];

export const FLOUR_UNITS = ['g', 'cup'] as const;
export type FlourUnit = (typeof FLOUR_UNITS)[number];

export const YEASTS = {
  'active-dry': { factor: 1 },
  instant: { factor: 0.75 },
  fresh: { factor: 3 },
} as const;
export type YeastType = keyof typeof YEASTS;
export const YEAST_TYPES = Object.keys(YEASTS) as YeastType[];

export const PRESETS = {
  lean: { pct: 1.5 },
  enriched: { pct: 3 },
  cold: { pct: 0.3 },
  pizza: { pct: 0.6 },
  custom: { pct: 1.5 },
} as const;
export type PresetId = keyof typeof PRESETS;
export const PRESET_IDS = Object.keys(PRESETS) as PresetId[];

export const PCT_MIN = 0.05;
export const PCT_MAX = 6;
export const G_PER_PACKET = 7;
export const G_PER_TSP = 3.1;

export function clampPct(pct: number): number {
  if (!Number.isFinite(pct)) return PRESETS.lean.pct;
  return clamp(pct, PCT_MIN, PCT_MAX);
}

/** The preset the percentage belongs to: the chosen one if it matches, else custom. */
export function effectivePreset(preset: PresetId, pct: number): PresetId {
  return preset !== 'custom' && PRESETS[preset].pct !== pct ? 'custom' : preset;
}

export interface YeastInput {
  flourType: FlourType;
  flourUnit: FlourUnit;
  /** As typed; non-numeric counts as 0. */
  flourAmount: string;
  yeastType: YeastType;
  pct: number;
}

export interface YeastAmount {
  type: YeastType;
  grams: number;
  /** Teaspoons and packets for dry yeast; null for fresh yeast, which is weighed. */
  teaspoons: number | null;
  packets: number | null;
}

export interface YeastResult {
  flourG: number;
  pct: number;
  chosen: YeastAmount;
  all: YeastAmount[];
}

export function flourGrams(input: Pick<YeastInput, 'flourType' | 'flourUnit' | 'flourAmount'>): number {
  const amount = Math.max(0, parseNumber(input.flourAmount) ?? 0);
  const perCup = FLOURS[input.flourType]?.gPerCup ?? FLOURS['all-purpose'].gPerCup;
  return input.flourUnit === 'cup' ? amount * perCup : amount;
}

function amountOf(type: YeastType, activeDryG: number): YeastAmount {
  const grams = activeDryG * YEASTS[type].factor;
  const dry = type !== 'fresh';
  return {
    type,
    grams,
    teaspoons: dry ? grams / G_PER_TSP : null,
    packets: dry ? grams / G_PER_PACKET : null,
  };
}

export function formatGrams(grams: number): string {
  return `${formatNumber(grams, grams < 10 ? 2 : 1)} g`;
}

/** Null when there is no flour (empty, non-numeric, 0 or less): the page shows its intro. */
export function yeastToFlour(input: YeastInput): YeastResult | null {
  const flourG = flourGrams(input);
  if (flourG <= 0 || flourG > 1e7) return null;
  const pct = clampPct(input.pct);
  const activeDryG = (flourG * pct) / 100;
  const all = YEAST_TYPES.map((type) => amountOf(type, activeDryG));
  const yeastType: YeastType = YEAST_TYPES.includes(input.yeastType) ? input.yeastType : 'active-dry';
  const chosen = all.find((a) => a.type === yeastType)!;
  return {
    flourG,
    pct,
    chosen,
    all,
  };
}
