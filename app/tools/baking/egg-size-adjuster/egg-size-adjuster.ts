/**
 * Egg size adjuster. Pure logic: no React, no DOM.
 *
 * totalG = count × source g; totalML = count × source ml; exact = totalG / target g (target eggs).
 * suggested is `exact` rounded by the chosen mode; diffG = suggested × target g − totalG (positive:
 * the suggested eggs give more than the recipe needs); diffTbsp = diffG × 3.25 / 50.
 *
 * Edge cases:
 * - Zero eggs are never suggested for a positive amount: 'down' is floor but at least 1, and smart's
 *   candidates never go below their smallest step (½, ⅓ or 1 egg).
 * - Smart: on a tie the simpler amount wins (whole, then half, then third; floor and ceil last);
 *   distances within 1e-9 count as equal, so float noise never decides.
 * - 'exact' keeps the exact value; its label is a simple fraction (halves to eighths) when that
 *   matches to two decimals ('6¼', '2⅓'), else the number with up to 2 decimals ('0.21').
 * - The adjustment note shows when the mode is not 'exact' and |diffG| > 0.1 g (1e-9 of slack,
 *   so a difference of 0.1 g that float arithmetic makes 0.1000000001 gets no note).
 * - A count is a whole number (typed decimals are rounded, non-numeric text is 0, at most 1,000);
 *   table values are 0 to 10,000 (non-numeric is 0). An egg type whose weight is
 *   0 cannot be used on either side: the page explains that instead of a result.
 */
import { formatNumber, parseNumber } from '~/lib/format';
import { clamp } from '~/lib/math';

export const EGG_KEYS = ['quail', 'chicken-s', 'chicken-m', 'chicken-l', 'chicken-xl', 'duck'] as const;
export type EggKey = (typeof EGG_KEYS)[number];
export const ROUNDINGS = ['smart', 'down', 'up', 'exact'] as const;
export type Rounding = (typeof ROUNDINGS)[number];
export const UNIT_SYSTEMS = ['metric', 'us'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** An egg type by its key; its name is in messages/en.ts (`eggs.<key>`). */
export interface EggType {
  key: EggKey;
  /** Grams of egg (beaten, out of the shell) per egg. */
  g: number;
  /** Millilitres per egg. */
  ml: number;
}

const egg = (key: EggKey, g: number): EggType => ({ key, g, ml: g });

/** The known entries, grams and millilitres equal. */
export const EGG_TYPES: readonly EggType[] = [
  egg('quail', 16),
  egg('chicken-s', 44),
  egg('chicken-m', 47),
  egg('chicken-l', 50),
  egg('chicken-xl', 56),
  egg('duck', 75),
];

/**
 * Units and limits. A US tablespoon is 14.7868 mL and an ounce 28.3495 g (NIST Handbook 44,
 * Appendix C); an egg's 50 g is about 3.25 tablespoons. Counts default to 2, at most 1,000;
 * table values at most 10,000.
 */
export const TBSP_ML = 14.7868;
export const OZ_G = 28.3495;
export const TBSP_PER_50G = 3.25;
export const NOTE_MIN_G = 0.1;
export const DEFAULT_COUNT = 2;
export const COUNT_MAX = 1000;
export const AMOUNT_MAX = 10000;

/** A typed count: a whole number from 0 to COUNT_MAX; non-numeric text is 0. */
export function parseCount(text: string): number {
  const n = parseNumber(text);
  return n === null ? 0 : clamp(Math.round(n), 0, COUNT_MAX);
}

/** A typed weight or volume of the table: 0 to AMOUNT_MAX; non-numeric text is 0. */
export function parseAmount(text: string): number {
  const n = parseNumber(text);
  return n === null ? 0 : clamp(n, 0, AMOUNT_MAX);
}

const EPSILON = 1e-9;

/** The smart mode's candidates, simplest first, none below its smallest step. */
export function smartCandidates(exact: number): number[] {
  return [
    Math.max(1, Math.round(exact)),
    Math.max(1 / 2, Math.round(exact * 2) / 2),
    Math.max(1 / 3, Math.round(exact * 3) / 3),
    Math.max(1, Math.floor(exact)),
    Math.max(1, Math.ceil(exact)),
  ];
}

/** `exact` (a positive number of target eggs) rounded by `mode`. */
export function roundEggs(exact: number, mode: Rounding): number {
  switch (mode) {
    case 'exact':
      return exact;
    case 'down':
      return Math.max(1, Math.floor(exact + EPSILON));
    case 'up':
      return Math.max(1, Math.ceil(exact - EPSILON));
    case 'smart': {
      let best = Infinity;
      let bestDistance = Infinity;
      for (const candidate of smartCandidates(exact)) {
        const distance = Math.abs(candidate - exact);
        if (distance < bestDistance - EPSILON) [best, bestDistance] = [candidate, distance];
      }
      return best;
    }
  }
}

const GLYPHS: Record<string, string> = {
  '1/2': '½',
  '1/3': '⅓',
  '2/3': '⅔',
  '1/4': '¼',
  '3/4': '¾',
  '1/5': '⅕',
  '2/5': '⅖',
  '3/5': '⅗',
  '4/5': '⅘',
  '1/6': '⅙',
  '5/6': '⅚',
  '1/8': '⅛',
  '3/8': '⅜',
  '5/8': '⅝',
  '7/8': '⅞',
};

/**
 * '6⅓', '1½', '⅛', '2': the simplest fraction (denominators 1 to 6 and 8) within `tolerance`,
 * else the number with up to 2 decimals.
 */
export function fractionLabel(value: number, tolerance = 1e-6): string {
  for (const d of [1, 2, 3, 4, 5, 6, 8]) {
    const n = Math.round(value * d);
    if (Math.abs(n / d - value) >= tolerance) continue;
    const whole = Math.floor(n / d);
    const glyph = GLYPHS[`${n - whole * d}/${d}`] ?? '';
    return whole === 0 && glyph ? glyph : `${formatNumber(whole, 0)}${glyph}`;
  }
  return formatNumber(value, { min: 0, max: 2 });
}

export interface EggResult {
  sourceCount: number;
  sourceEgg: EggType;
  targetEgg: EggType;
  totalG: number;
  totalML: number;
  exact: number;
  suggested: number;
  suggestedLabel: string;
  diffG: number;
  diffTbsp: number;
  rounding: Rounding;
  /** Whether the adjustment note shows (see showsNote). */
  showNote: boolean;
}

export interface EggInput {
  count: number;
  source: string;
  target: string;
  rounding: Rounding;
  /** The reference table as edited; the known entries by default. */
  table?: readonly EggType[];
}

/** The adjustment note: not for exact rounding, and only when |diffG| exceeds 0.1 g. */
export function showsNote(rounding: Rounding, diffG: number): boolean {
  return rounding !== 'exact' && Math.abs(diffG) > NOTE_MIN_G + EPSILON;
}

/** An egg type in use weighs 0 in the table: the page explains that instead of a result. */
export interface NoWeight {
  noWeight: EggKey;
}

/**
 * The result, null when there is nothing to work out (count not above 0, an unknown egg type:
 * the page shows its intro), or the egg type in use that weighs 0 in the table.
 */
export function adjustEggs(input: EggInput): EggResult | NoWeight | null {
  const table = input.table ?? EGG_TYPES;
  const sourceEgg = table.find((e) => e.key === input.source);
  const targetEgg = table.find((e) => e.key === input.target);
  const count = input.count;
  if (!sourceEgg || !targetEgg || !Number.isInteger(count) || count <= 0) return null;
  for (const e of [sourceEgg, targetEgg]) {
    if (!(e.g > 0)) return { noWeight: e.key };
  }
  const totalG = count * sourceEgg.g;
  const totalML = count * sourceEgg.ml;
  const exact = totalG / targetEgg.g;
  // A weight like 1e-320 typed into the table would give infinitely many eggs.
  if (!Number.isFinite(exact)) return null;
  const suggested = roundEggs(exact, input.rounding);
  const diffG = input.rounding === 'exact' ? 0 : suggested * targetEgg.g - totalG;
  return {
    sourceCount: count,
    sourceEgg,
    targetEgg,
    totalG,
    totalML,
    exact,
    suggested,
    suggestedLabel: fractionLabel(suggested, input.rounding === 'exact' ? 0.005 : 1e-6),
    diffG,
    diffTbsp: (diffG * TBSP_PER_50G) / 50,
    rounding: input.rounding,
    showNote: showsNote(input.rounding, diffG),
  };
}

// ---- Display -------------------------------------------------------------------------------------

/** '100 g' (metric) or '3.53 oz' (US). */
export function formatWeight(g: number, unit: UnitSystem): string {
  return unit === 'us'
    ? `${formatNumber(g / OZ_G, { min: 0, max: 2 })} oz`
    : `${formatNumber(g, { min: 0, max: 1 })} g`;
}

/** How the page's language writes an amount of US tablespoons: '6.8 tbsp', '6,8 EL', '大さじ6.8'. */
export type Tablespoons = (amount: string) => string;

/** '100 mL' (metric) or '6.8 tbsp' (US). */
export function formatVolume(ml: number, unit: UnitSystem, tbsp: Tablespoons): string {
  return unit === 'us'
    ? tbsp(formatNumber(ml / TBSP_ML, { min: 0, max: 1 }))
    : `${formatNumber(ml, { min: 0, max: 1 })} mL`;
}

/**
 * The count that picks the plural form of '6⅓ quail eggs', '⅓ duck egg', '1 large chicken egg',
 * '0.21 duck eggs' (`label` is the amount as written): a fraction of one egg written as a fraction
 * reads as one egg.
 */
export function eggCount(label: string, value: number): number {
  return value < 1 && !/\d/.test(label) ? 1 : value;
}

/** For part of an egg: how many whole eggs to whisk and how much to measure, else null. */
export function whisk(
  r: EggResult,
  unit: UnitSystem,
  tbsp: Tablespoons,
): { whole: number; weight: string; volume: string } | null {
  if (Number.isInteger(r.suggested)) return null;
  return {
    whole: Math.ceil(r.suggested),
    weight: formatWeight(r.suggested * r.targetEgg.g, unit),
    volume: formatVolume(r.suggested * r.targetEgg.ml, unit, tbsp),
  };
}

/**
 * The adjustment note's parts, or null when the note rule says no: leave out (the suggested eggs
 * give more) or add, and the amount: '1.3 g (0.09 tbsp)' (metric) or '0.09 tbsp' (US: a difference
 * of a few grams is too small to show in ounces).
 */
export function note(
  r: EggResult,
  unit: UnitSystem,
  tbsp: Tablespoons,
): { verb: 'leaveOut' | 'add'; amount: string } | null {
  if (!r.showNote) return null;
  const spoons = tbsp(formatNumber(Math.abs(r.diffTbsp), { min: 0, max: 2 }));
  return {
    verb: r.diffG > 0 ? 'leaveOut' : 'add',
    amount: unit === 'us' ? spoons : `${formatWeight(Math.abs(r.diffG), unit)} (${spoons})`,
  };
}
