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

export const METHOD_INFO: Record<Method, { label: string; ratio: number }> = {
  drip: { label: 'Drip', ratio: 15 },
  'pour-over': { label: 'Pour-over', ratio: 15 },
  'french-press': { label: 'French press', ratio: 15 },
  aeropress: { label: 'AeroPress', ratio: 14 },
  'cold-brew': { label: 'Cold brew', ratio: 8 },
  custom: { label: 'Custom', ratio: 15 },
};

export const UNITS = ['ml', 'floz', 'cup'] as const;
export type WaterUnit = (typeof UNITS)[number];
export const ML_PER_UNIT: Record<WaterUnit, number> = { ml: 1, floz: 29.5735, cup: 240 };
export const UNIT_LABELS: Record<WaterUnit, string> = { ml: 'mL', floz: 'fl oz', cup: 'cups' };

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
  waterMl: number;
  ratio: number;
  coffeeG: number;
  coffeeOz: number;
  tablespoons: number;
  /** Cold brew is a concentrate: roughly the brewed volume after the grounds hold some water back. */
  summary: string;
  text: { coffee: string; ounces: string; tablespoons: string; water: string; ratio: string };
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
  const ratioText = `1:${formatNumber(ratio, { min: 0, max: 1 })}`;
  const waterText = `${formatNumber(water, { min: 0, max: 2 })} ${UNIT_LABELS[unit]}`;
  const text = {
    coffee: `${formatNumber(coffeeG, 1)} g`,
    ounces: `${formatNumber(coffeeOz, 2)} oz`,
    tablespoons: `${formatNumber(tablespoons, 1)} Tbsp`,
    water: unit === 'ml' ? waterText : `${waterText} (${formatNumber(waterMl, 0)} mL)`,
    ratio: ratioText,
  };
  return {
    waterMl,
    ratio,
    coffeeG,
    coffeeOz,
    tablespoons,
    text,
    summary: `${text.coffee} of coffee for ${text.water} of water at ${ratioText} (${METHOD_INFO[method].label})`,
  };
}
