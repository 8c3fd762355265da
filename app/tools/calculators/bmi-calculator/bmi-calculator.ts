/**
 * BMI calculator. Pure logic.
 *
 * BMI = kg / m² (metric) or 703 × lb / in² (imperial), shown to one decimal. The category is read
 * from the BMI as shown (so 24.96, shown 25.0, is Overweight, matching what the visitor sees), with
 * the cut-offs 18.5, 25, 30, 35 and 40 (WHO / CDC adult categories). Inputs are clamped to the
 * ranges in LIMITS; an empty, non-numeric or non-positive entry gives no BMI (a dash).
 */
import { formatNumber, parseNumber } from '~/lib/format';
import { clamp } from '~/lib/math';

export const SYSTEMS = ['m', 'i'] as const;
export type UnitSystem = (typeof SYSTEMS)[number];

export const LIMITS = {
  cm: { min: 50, max: 260 },
  kg: { min: 15, max: 500 },
  ft: { min: 3, max: 8 },
  inch: { min: 0, max: 11 },
  lb: { min: 35, max: 1100 },
} as const;
export type Field = keyof typeof LIMITS;

export const IMPERIAL_FACTOR = 703;
export const HEALTHY_MIN = 18.5;
export const HEALTHY_MAX = 24.9;
export const GAUGE_MIN = 15;
export const GAUGE_MAX = 40;
const KG_PER_LB = 0.45359237;
const CM_PER_IN = 2.54;

/** The categories from their lower bounds; each names its words in messages/en.ts by its id. */
export const CATEGORIES = [
  { id: 'underweight', from: -Infinity, color: 'blue' },
  { id: 'healthy', from: 18.5, color: 'green' },
  { id: 'overweight', from: 25, color: 'yellow' },
  { id: 'obesity1', from: 30, color: 'orange' },
  { id: 'obesity2', from: 35, color: 'red' },
  { id: 'obesity3', from: 40, color: 'rose' },
] as const;
export type Category = (typeof CATEGORIES)[number];

export function categoryFor(bmi: number): Category {
  let found: Category = CATEGORIES[0];
  for (const category of CATEGORIES) if (bmi >= category.from) found = category;
  return found;
}

/** A typed figure, clamped to its field's range; null when empty, not a number, or not positive (inches may be 0). */
export function readField(field: Field, text: string): number | null {
  const value = parseNumber(text);
  if (value === null) return null;
  const { min, max } = LIMITS[field];
  if (field === 'inch') return value < 0 ? null : clamp(value, min, max);
  if (value <= 0) return null;
  return clamp(value, min, max);
}

/** Rounds to one decimal, half up, without float noise. */
export function round1(value: number): number {
  return Math.round(Number((value * 10).toPrecision(12))) / 10;
}

export interface BmiInput {
  u: UnitSystem;
  kg: string;
  cm: string;
  lb: string;
  ft: string;
  inch: string;
}

export interface BmiResult {
  system: UnitSystem;
  /** Rounded to one decimal. */
  bmi: number;
  category: Category;
  /** The clamped figures used. */
  weight: number;
  heightCm: number;
  heightIn: number;
  /** The healthy weights for this height, in the system's weight unit, to one decimal. */
  healthyMin: number;
  healthyMax: number;
  withinHealthy: boolean;
  /** How far the weight is outside the healthy range, in the system's unit (0 inside it). */
  outsideBy: number;
  /** BMI ÷ 25, two decimals. */
  prime: number;
  /** kg / m³, one decimal. */
  ponderal: number;
  /** The weight unit of the system: 'kg' or 'lb'. */
  unit: 'kg' | 'lb';
  /** The figures as shown ('22.7', '72 kg', '178 cm' or '5 ft 9 in', '58.6' and '78.9'). */
  text: {
    bmi: string;
    weight: string;
    height: string;
    healthyMin: string;
    healthyMax: string;
    outsideBy: string;
  };
  /** The pointer's place on the 15 to 40 gauge, 0 to 1. */
  gaugeAt: number;
}

export function bmiCalculator(input: BmiInput): BmiResult | null {
  const system: UnitSystem = input.u === 'i' ? 'i' : 'm';
  let weight: number | null;
  let heightIn: number;
  let heightCm: number;
  let bmiExact: number;
  let healthy: (bmi: number) => number;

  if (system === 'm') {
    weight = readField('kg', input.kg);
    const cm = readField('cm', input.cm);
    if (weight === null || cm === null) return null;
    heightCm = cm;
    heightIn = cm / CM_PER_IN;
    const m = cm / 100;
    bmiExact = weight / (m * m);
    healthy = (bmi) => bmi * m * m;
  } else {
    weight = readField('lb', input.lb);
    const ft = readField('ft', input.ft);
    // Inches may be left blank: 6 ft is 6 ft 0 in.
    const inch = input.inch.trim() === '' ? 0 : readField('inch', input.inch);
    if (weight === null || ft === null || inch === null) return null;
    heightIn = ft * 12 + inch;
    heightCm = heightIn * CM_PER_IN;
    bmiExact = (IMPERIAL_FACTOR * weight) / (heightIn * heightIn);
    healthy = (bmi) => (bmi * heightIn * heightIn) / IMPERIAL_FACTOR;
  }

  const bmi = round1(bmiExact);
  const category = categoryFor(bmi);
  const healthyMin = round1(healthy(HEALTHY_MIN));
  const healthyMax = round1(healthy(HEALTHY_MAX));
  const withinHealthy = bmi >= HEALTHY_MIN && bmi <= HEALTHY_MAX;
  const outsideBy = withinHealthy
    ? 0
    : round1(weight < healthyMin ? healthyMin - weight : Math.max(0, weight - healthyMax));
  const unit: BmiResult['unit'] = system === 'm' ? 'kg' : 'lb';
  const one = (n: number) => formatNumber(n, 1);
  const weightKg = system === 'm' ? weight : weight * KG_PER_LB;
  const heightM = heightCm / 100;

  const height =
    system === 'm'
      ? `${formatNumber(heightCm, { min: 0, max: 1 })} cm`
      : `${Math.floor(heightIn / 12)} ft ${formatNumber(heightIn - Math.floor(heightIn / 12) * 12, { min: 0, max: 1 })} in`;

  return {
    system,
    bmi,
    category,
    weight,
    heightCm,
    heightIn,
    healthyMin,
    healthyMax,
    withinHealthy,
    outsideBy,
    prime: Math.round((bmi / 25) * 100) / 100,
    ponderal: round1(weightKg / (heightM * heightM * heightM)),
    unit,
    text: {
      bmi: one(bmi),
      weight: `${formatNumber(weight, { min: 0, max: 1 })} ${unit}`,
      height,
      healthyMin: one(healthyMin),
      healthyMax: one(healthyMax),
      outsideBy: one(outsideBy),
    },
    gaugeAt: clamp((bmi - GAUGE_MIN) / (GAUGE_MAX - GAUGE_MIN), 0, 1),
  };
}

/**
 * The other system's figures for a unit switch: switching converts the height and weight.
 * Fields that are empty or not numbers stay as typed.
 */
export function convertFields(input: BmiInput, to: UnitSystem): Partial<BmiInput> {
  const text = (n: number) => String(round1(n));
  if (to === 'i') {
    const kg = parseNumber(input.kg);
    const cm = parseNumber(input.cm);
    const patch: Partial<BmiInput> = { u: 'i' };
    if (kg !== null && kg > 0) patch.lb = text(kg / KG_PER_LB);
    if (cm !== null && cm > 0) {
      const totalIn = round1(cm / CM_PER_IN);
      let ft = Math.floor(totalIn / 12);
      // Whole inches: the inch field holds 0 to 11.
      let inch = Math.round(totalIn - ft * 12);
      if (inch === 12) {
        ft += 1;
        inch = 0;
      }
      patch.ft = String(ft);
      patch.inch = String(inch);
    }
    return patch;
  }
  const lb = parseNumber(input.lb);
  const ft = parseNumber(input.ft);
  const inch = input.inch.trim() === '' ? 0 : parseNumber(input.inch);
  const patch: Partial<BmiInput> = { u: 'm' };
  if (lb !== null && lb > 0) patch.kg = text(lb * KG_PER_LB);
  if (ft !== null && ft > 0 && inch !== null && inch >= 0) patch.cm = text((ft * 12 + inch) * CM_PER_IN);
  return patch;
}
