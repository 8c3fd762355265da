/**
 * Tipping Risk-o-Meter. Pure logic: no React, no DOM.
 *
 * Risk rule: a tip below min − 1 is red 'under' ('Risk: under-tipping'); up to max green
 * 'typical'; up to max + 5 amber 'above' ('Above typical'); above that amber 'unusual'. Where the
 * norm is 0–0, a tip of 0 is green 'none' ('No tip expected') and anything higher amber
 * 'uncommon' ('Uncommon here').
 *
 * Reset rule, for a change of country or situation made on the page (not a link): a
 * 0–0 norm resets the tip to 0; otherwise a tip of 18 (the default) or 0 becomes the new norm's
 * midpoint; any other tip is kept.
 */
import { formatNumber } from '~/lib/format';
import { COUNTRIES, type Norm } from './data';
import { clamp } from '~/lib/math';

export const SITUATIONS = ['restaurant', 'bar', 'taxi'] as const;
export type Situation = (typeof SITUATIONS)[number];

export type CountryCode = (typeof COUNTRIES)[number]['code'];
/** A country of the list (its code types its names' keys). */
export type ListedCountry = (typeof COUNTRIES)[number];
export const COUNTRY_CODES: readonly CountryCode[] = COUNTRIES.map((c) => c.code);

export const DEFAULT_COUNTRY: CountryCode = 'US';
export const DEFAULT_SITUATION: Situation = 'restaurant';
/** Default tip 18 %. */
export const DEFAULT_TIP = 18;
/** Tip 0 to 40 in steps of 0.5. */
export const TIP_MIN = 0;
export const TIP_MAX = 40;
export const TIP_STEP = 0.5;
/** How far above the norm's max a tip is 'above' typical rather than 'unusual'. */
export const ABOVE_TYPICAL_SPAN = 5;

export type RiskLevel = 'green' | 'amber' | 'red';

/**
 * The risk labels' ids, in the order a rising tip meets them; their words are `risk.<id>` in
 * messages/en.ts ('Risk: under-tipping', 'Typical', 'Above typical', 'Unusual', 'No tip expected',
 * 'Uncommon here'). A situation's words are `situation.<id>` and `at.<id>` ('at a restaurant').
 */
export const RISK_LABELS = ['under', 'none', 'typical', 'above', 'uncommon', 'unusual'] as const;
export type RiskLabel = (typeof RISK_LABELS)[number];

export interface Risk {
  level: RiskLevel;
  label: RiskLabel;
}

/** The country for a code; anything not in the list is the United States. */
export function countryFor(code: string): ListedCountry {
  return COUNTRIES.find((c) => c.code === code) ?? COUNTRIES[0];
}

/** The situation for a key; anything else is a restaurant. */
export function situationFor(key: string): Situation {
  return SITUATIONS.find((s) => s === key) ?? DEFAULT_SITUATION;
}

export function normFor(code: string, situation: string): Norm {
  return countryFor(code).norms[situationFor(situation)];
}

/** A tip in [0, 40]; anything that is not a finite number is the default 18. */
export function clampTip(value: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return DEFAULT_TIP;
  return clamp(value, TIP_MIN, TIP_MAX);
}

export const isNoTipNorm = (norm: Norm) => norm.min === 0 && norm.max === 0;

/** The risk rule (see the top of this file). A tip that is not a finite number is read as the default 18. */
export function riskFor(norm: Norm, tipInput: number): Risk {
  const tip = clampTip(tipInput);
  if (isNoTipNorm(norm)) {
    return tip <= 0 ? { level: 'green', label: 'none' } : { level: 'amber', label: 'uncommon' };
  }
  if (tip < norm.min - 1) return { level: 'red', label: 'under' };
  if (tip <= norm.max) return { level: 'green', label: 'typical' };
  if (tip <= norm.max + ABOVE_TYPICAL_SPAN) return { level: 'amber', label: 'above' };
  return { level: 'amber', label: 'unusual' };
}

/** The norm's midpoint, on the slider's 0.5 steps. */
export function midpoint(norm: Norm): number {
  return Math.round(((norm.min + norm.max) / 2) * 2) / 2;
}

/** The reset rule: the tip after the visitor picks another country or situation. */
export function resetTip(tip: number, newNorm: Norm): number {
  if (isNoTipNorm(newNorm)) return 0;
  if (tip === DEFAULT_TIP || tip === 0) return midpoint(newNorm);
  return clampTip(tip);
}

/**
 * The tip a link means when it leaves the tip out: 18 % in a US restaurant (where the page opens),
 * elsewhere the tip a visitor sees after picking that country and situation on the opened page,
 * that is 18 % reset by the new norm (0 % where tipping is not the custom, else the norm's
 * midpoint). A link naming only Japan opens at 0 %, only Germany at 7.5 %, as picking them shows.
 */
export function linkDefaultTip(code: string, situation: string): number {
  const isDefault =
    countryFor(code).code === DEFAULT_COUNTRY && situationFor(situation) === DEFAULT_SITUATION;
  return isDefault ? DEFAULT_TIP : resetTip(DEFAULT_TIP, normFor(code, situation));
}

/** '12.5', '10': a percentage without trailing zeros. */
export const formatPercent = (value: number) => formatNumber(value, { min: 0, max: 2 });

/** A stretch of the meter's 0–40 % scale and the label a tip inside it gets. */
export interface MeterZone {
  from: number;
  to: number;
  level: RiskLevel;
  label: RiskLabel;
}

/**
 * The meter's zones from 0 to 40 %, left to right, for drawing. A 0–0 norm shows its one green
 * point as the first slider step.
 */
export function meterZones(norm: Norm): MeterZone[] {
  if (isNoTipNorm(norm)) {
    return [
      { from: TIP_MIN, to: TIP_STEP, level: 'green', label: 'none' },
      { from: TIP_STEP, to: TIP_MAX, level: 'amber', label: 'uncommon' },
    ];
  }
  const zones: MeterZone[] = [];
  const greenFrom = Math.max(TIP_MIN, norm.min - 1);
  const aboveTo = Math.min(TIP_MAX, norm.max + ABOVE_TYPICAL_SPAN);
  if (greenFrom > TIP_MIN) zones.push({ from: TIP_MIN, to: greenFrom, level: 'red', label: 'under' });
  zones.push({ from: greenFrom, to: Math.min(TIP_MAX, norm.max), level: 'green', label: 'typical' });
  if (aboveTo > norm.max) zones.push({ from: norm.max, to: aboveTo, level: 'amber', label: 'above' });
  if (aboveTo < TIP_MAX) zones.push({ from: aboveTo, to: TIP_MAX, level: 'amber', label: 'unusual' });
  return zones;
}

export interface TippingInput {
  c: string;
  s: string;
  t: number;
}

export interface TippingResult {
  country: ListedCountry;
  situation: Situation;
  norm: Norm;
  tip: number;
  risk: Risk;
  /** Shown for restaurants and bars of countries whose bills often carry a service charge. */
  serviceCharge: boolean;
  zones: MeterZone[];
}

/** Always a result: unknown codes and situations fall back to the defaults, the tip is clamped. */
export function tippingRiskOMeter(input: TippingInput): TippingResult {
  const country = countryFor(input.c);
  const situation = situationFor(input.s);
  const norm = country.norms[situation];
  const tip = clampTip(input.t);
  const risk = riskFor(norm, tip);
  const serviceCharge = country.serviceChargeOften && situation !== 'taxi';
  return {
    country,
    situation,
    norm,
    tip,
    risk,
    serviceCharge,
    zones: meterZones(norm),
  };
}
