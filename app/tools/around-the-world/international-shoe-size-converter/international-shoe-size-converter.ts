/**
 * International shoe size converter. Pure logic: no React, no DOM.
 *
 * The formulas take L, the foot length, in inches: with L in centimetres, US men = 3L - 22 would
 * make a 26 cm foot a US men's 56. They are the Brannock-style rules, and EU follows the
 * Paris-point rule:
 * - US men = 3 × L_in - 22 (the Brannock Device scale: men's 1 is a 7 2/3 in foot, +1/3 in a size)
 * - US women = 3 × L_in - 21
 * - UK = 3 × L_in - 23 (ISO 19407 gives UK 6 as a 245.53 mm foot and UK 10 as 279.4 mm: this rule)
 * - EU = 1.5 × (L_cm + 1.75): EU size is the shoe last in Paris points (2/3 cm), the last being
 *   the foot plus a toe allowance, usually quoted as 1.5 to 2 cm. 1.75 cm fits the published charts
 *   of the unit tests best (least squares over them gives 1.77 cm; 1.5 cm and 2 cm both fit worse).
 *
 * Every conversion goes input system -> foot length -> every other system; the entered system
 * shows the value used unchanged. US and UK round to the nearest 0.5, EU to whole sizes, the foot
 * length to 1 decimal in cm (2 in inches). Brands differ: a note states plus or minus 0.5 size.
 * The words (the message, the notes, the rules and the summary) are in messages/en.ts; words.ts
 * puts them together for the page.
 */
import { formatNumber, parseNumber } from '~/lib/format';
import type { Failure } from '~/lib/outcome';
import type en from './messages/en';

/** A failure names its message by its key in messages/en.ts ('enterValue'). */
export type ShoeFailure = Failure<keyof typeof en>;

export const GENDERS = ['men', 'women'] as const;
export type Gender = (typeof GENDERS)[number];

/** The size systems, and 'cm' for the foot length itself (heel to longest toe). */
export const SYSTEMS = ['us', 'uk', 'eu', 'cm'] as const;
export type System = (typeof SYSTEMS)[number];
export type SizeSystem = Exclude<System, 'cm'>;
export const SIZE_SYSTEMS: readonly SizeSystem[] = ['us', 'uk', 'eu'];

export const CM_PER_INCH = 2.54;
/** US: size = 3 × foot length in inches - offset. */
export const US_OFFSET: Record<Gender, number> = { men: 22, women: 21 };
/** UK (men and women alike): size = 3 × foot length in inches - 23. */
export const UK_OFFSET = 23;
/** EU sizes per centimetre of last: one Paris point is 2/3 cm. */
export const EU_PER_CM = 1.5;
/** Toe allowance: the shoe last is the foot plus this many centimetres. */
export const EU_ALLOWANCE_CM = 1.75;

/**
 * The value used is clamped into these ranges: 1 to 20 for US and UK, 20 to 31 cm for the foot.
 * For EU a range of 1 to 20 would be no adult size at all (adult EU sizes run
 * about 35 to 50), so EU takes the whole sizes whose feet lie within 20 to 31 cm under the rule
 * above: 1.5 × (20 + 1.75) = 32.6 and 1.5 × (31 + 1.75) = 49.1, so EU 33 to 49.
 */
export const LIMITS: Record<System, { min: number; max: number }> = {
  us: { min: 1, max: 20 },
  uk: { min: 1, max: 20 },
  eu: { min: 33, max: 49 },
  cm: { min: 20, max: 31 },
};

/**
 * Adult US and UK sizes start at 1; below that are the children's scales, not covered here (the
 * page says 'Under 1').
 */
export const SMALLEST_ADULT_SIZE = 1;

/** The foot length in cm for a size (no rounding, no clamping). */
export function footFromSize(system: System, gender: Gender, value: number): number {
  switch (system) {
    case 'cm':
      return value;
    case 'eu':
      return value / EU_PER_CM - EU_ALLOWANCE_CM;
    case 'uk':
      return ((value + UK_OFFSET) / 3) * CM_PER_INCH;
    case 'us':
      return ((value + US_OFFSET[gender]) / 3) * CM_PER_INCH;
  }
}

/** The size in a system for a foot length in cm (no rounding). `allowance` is the EU toe allowance. */
export function sizeFromFoot(
  system: System,
  gender: Gender,
  footCm: number,
  allowance = EU_ALLOWANCE_CM,
): number {
  const inches = footCm / CM_PER_INCH;
  switch (system) {
    case 'cm':
      return footCm;
    case 'eu':
      return EU_PER_CM * (footCm + allowance);
    case 'uk':
      return 3 * inches - UK_OFFSET;
    case 'us':
      return 3 * inches - US_OFFSET[gender];
  }
}

/** US and UK sizes to the nearest half size, EU to whole sizes. */
export function roundSize(system: SizeSystem, value: number): number {
  const rounded = system === 'eu' ? Math.round(value) : Math.round(value * 2) / 2;
  return rounded === 0 ? 0 : rounded; // no -0
}

/**
 * How a value was clamped: raised to the smallest value ('min') or lowered to the largest
 * ('max'), of a foot length ('cm') or a size. Its words are `clamped.<cm|size>.<min|max>`.
 */
export interface Clamped {
  to: number;
  end: 'min' | 'max';
}

/** The value read from the field, clamped into its system's range. */
export function clampValue(system: System, value: number): { value: number; clamped: null | Clamped } {
  const { min, max } = LIMITS[system];
  if (value >= min && value <= max) return { value, clamped: null };
  return value < min
    ? { value: min, clamped: { to: min, end: 'min' } }
    : { value: max, clamped: { to: max, end: 'max' } };
}

export interface ShoeSize {
  /** The size shown: rounded, or the value entered; null below the adult scale. */
  value: number | null;
  /** The size as shown ('8.5'); null below the adult scale (the page says 'Under 1'). */
  text: string | null;
  /** The system the value was entered in. */
  entered: boolean;
}

export interface ShoeSizeResult {
  gender: Gender;
  system: System;
  /** The value used (after clamping). */
  input: number;
  clamped: null | Clamped;
  /** Foot length, unrounded. */
  footCm: number;
  footInches: number;
  sizes: Record<SizeSystem, ShoeSize>;
  /** '24.6 cm' (or the value entered, when the system is cm). */
  cmText: string;
  /** '9.67 in'. */
  inchText: string;
  /** Some size fell below the adult scales. */
  underAdult: boolean;
}

export interface ShoeSizeInput {
  g: string;
  s: string;
  v: string;
}

/** Up to 3 decimals: the value entered, as typed (without trailing zeros). */
const entered = (value: number) => formatNumber(value, { min: 0, max: 3 });

function sizeText(system: SizeSystem, value: number): string {
  return formatNumber(value, { min: 0, max: system === 'eu' ? 0 : 1 });
}

function oneOf<T extends string>(values: readonly T[], raw: string, fallback: T): T {
  return values.find((v) => v === raw) ?? fallback;
}

/**
 * Converts a size or a foot length. Returns null for a blank value (the page shows its intro),
 * { error: 'enterValue' } for anything that is not a number, else every system. An unknown
 * gender or system falls back to men and US.
 */
export function internationalShoeSizeConverter(input: ShoeSizeInput): ShoeSizeResult | ShoeFailure | null {
  if (input.v.trim() === '') return null;
  const parsed = parseNumber(input.v);
  if (parsed === null) return { error: 'enterValue' };
  const gender = oneOf(GENDERS, input.g, 'men');
  const system = oneOf(SYSTEMS, input.s, 'us');
  const { value, clamped } = clampValue(system, parsed);
  const footCm = footFromSize(system, gender, value);
  const footInches = footCm / CM_PER_INCH;

  const sizes = {} as Record<SizeSystem, ShoeSize>;
  for (const target of SIZE_SYSTEMS) {
    if (target === system) {
      sizes[target] = { value, text: entered(value), entered: true };
      continue;
    }
    const rounded = roundSize(target, sizeFromFoot(target, gender, footCm));
    sizes[target] =
      target !== 'eu' && rounded < SMALLEST_ADULT_SIZE
        ? { value: null, text: null, entered: false }
        : { value: rounded, text: sizeText(target, rounded), entered: false };
  }
  const cmText = `${system === 'cm' ? entered(value) : formatNumber(footCm, 1)} cm`;
  const inchText = `${formatNumber(footInches, 2)} in`;
  const underAdult = SIZE_SYSTEMS.some((s) => sizes[s].value === null);

  return {
    gender,
    system,
    input: value,
    clamped,
    footCm,
    footInches,
    sizes,
    cmText,
    inchText,
    underAdult,
  };
}

export interface ChartRow {
  us: string;
  uk: string;
  eu: string;
  cm: string;
  inches: string;
}

/** Whole US sizes shown in the chart under the result: men 6 to 13, women 5 to 12. */
export const CHART_SIZES: Record<Gender, readonly number[]> = {
  men: [6, 7, 8, 9, 10, 11, 12, 13],
  women: [5, 6, 7, 8, 9, 10, 11, 12],
};

/** The common sizes, computed with the same rules as the converter. */
export function sizeChart(gender: Gender): ChartRow[] {
  return CHART_SIZES[gender].map((us) => {
    const foot = footFromSize('us', gender, us);
    return {
      us: sizeText('us', us),
      uk: sizeText('uk', roundSize('uk', sizeFromFoot('uk', gender, foot))),
      eu: sizeText('eu', roundSize('eu', sizeFromFoot('eu', gender, foot))),
      cm: formatNumber(foot, 1),
      inches: formatNumber(foot / CM_PER_INCH, 2),
    };
  });
}
