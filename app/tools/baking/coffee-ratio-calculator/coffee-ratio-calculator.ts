/**
 * Coffee ratio calculator. Pure logic: no React, no DOM.
 *
 * Coffee = water ÷ ratio (1:15 means 1 g of coffee for 15 g, or mL, of water). Default ratios:
 * drip, pour-over and French press 1:15, AeroPress 1:14, cold brew 1:8, custom 1:15. The ratio
 * slider runs 12 to 18 (cold brew 6 to 10) in steps of 0.1; water is at least 0. Changing the
 * method resets the ratio to the method's default unless the method is custom.
 */
import { formatNumber, parseNumber } from '~/lib/format';
import { clamp } from '~/lib/math';

export const METHODS = ['drip', 'pour-over', 'french-press', 'aeropress', 'cold-brew', 'custom'] as const;
export type Method = (typeof METHODS)[number];

/** Each method's default ratio (its name is in messages/en.ts). */
export const METHOD_INFO: Record<Method, { ratio: number }> = {
  drip: { ratio: 15 },
  'pour-over': { ratio: 15 },
  'french-press': { ratio: 15 },
  aeropress: { ratio: 14 },
  'cold-brew': { ratio: 8 },
  custom: { ratio: 15 },
};

export const UNITS = ['ml', 'floz', 'cup'] as const;
export type WaterUnit = (typeof UNITS)[number];
export const ML_PER_UNIT: Record<WaterUnit, number> = { ml: 1, floz: 29.5735, cup: 240 };
/** The units written as symbols; cups is a word (messages/en.ts). */
export const UNIT_SYMBOLS: Record<Exclude<WaterUnit, 'cup'>, string> = { ml: 'mL', floz: 'fl oz' };

export const WATER_DEFAULT = '750';
export const G_PER_TBSP = 5;
export const G_PER_OZ = 28.3495;
export const LB_PER_KG = 2.20462;

/** The slider's range for a method: 12 to 18, cold brew 6 to 10. */
export function ratioRange(method: Method): { min: number; max: number } {
  return method === 'cold-brew' ? { min: 6, max: 10 } : { min: 12, max: 18 };
}

/** A ratio kept within the method's range, in steps of 0.1. */
export function clampRatio(ratio: number, method: Method): number {
  const { min, max } = ratioRange(method);
  if (!Number.isFinite(ratio)) return METHOD_INFO[method].ratio;
  return Math.round(clamp(ratio, min, max) * 10) / 10;
}

/** A new method brings its default ratio, unless it is custom (which keeps the ratio). */
export function ratioAfterMethodChange(method: Method, currentRatio: number): number {
  return method === 'custom' ? clampRatio(currentRatio, method) : METHOD_INFO[method].ratio;
}

export interface CoffeeInput {
  method: Method;
  unit: WaterUnit;
  water: string;
  ratio: number;
}

export interface CoffeeResult {
  /** The method and unit used (an unknown one reads as drip, mL). */
  method: Method;
  unit: WaterUnit;
  /** The water in the chosen unit, rounded as the page shows it (to pick '1 cup' or '2 cups'). */
  water: number;
  waterMl: number;
  ratio: number;
  coffeeG: number;
  coffeeOz: number;
  tablespoons: number;
  /** The figures as the page writes them; `water` is in the chosen unit, `waterMl` in mL. */
  text: {
    coffee: string;
    ounces: string;
    tablespoons: string;
    water: string;
    waterMl: string;
    ratio: string;
  };
}

export function coffeeRatio(input: CoffeeInput): CoffeeResult | null {
  const method: Method = METHODS.includes(input.method) ? input.method : 'drip';
  const unit: WaterUnit = UNITS.includes(input.unit) ? input.unit : 'ml';
  const water = parseNumber(input.water);
  if (water === null || water <= 0 || water > 1e6) return null;
  const ratio = clampRatio(input.ratio, method);
  const waterMl = water * ML_PER_UNIT[unit];
  const coffeeG = waterMl / ratio;
  const coffeeOz = coffeeG / G_PER_OZ;
  const tablespoons = coffeeG / G_PER_TBSP;
  return {
    method,
    unit,
    water: Math.round(water * 100) / 100,
    waterMl,
    ratio,
    coffeeG,
    coffeeOz,
    tablespoons,
    text: {
      coffee: `${formatNumber(coffeeG, 1)} g`,
      ounces: `${formatNumber(coffeeOz, 2)} oz`,
      tablespoons: formatNumber(tablespoons, 1),
      water: formatNumber(water, { min: 0, max: 2 }),
      waterMl: formatNumber(waterMl, 0),
      ratio: `1:${formatNumber(ratio, { min: 0, max: 1 })}`,
    },
  };
}
