/**
 * Tipping Risk-o-Meter. Pure logic: no React, no DOM.
 *
 * Risk rule: a tip below min − 1 is red 'Risk: under-tipping'; up to max green
 * 'Typical'; up to max + 5 amber 'Above typical'; above that amber 'Unusual'. Where the norm is
 * 0–0, a tip of 0 is green 'No tip expected' and anything higher amber 'Uncommon here'.
 *
 * Reset rule, for a change of country or situation made on the page (not a link): a
 * 0–0 norm resets the tip to 0; otherwise a tip of 18 (the default) or 0 becomes the new norm's
 * midpoint; any other tip is kept.
 */
import { formatNumber } from '~/lib/format';
import { COUNTRIES, type Norm, type TippingCountry } from './data';
import { clamp } from '~/lib/math';

export const SITUATIONS = ['restaurant', 'bar', 'taxi'] as const;
export type Situation = (typeof SITUATIONS)[number];

export type CountryCode = (typeof COUNTRIES)[number]['code'];
export const COUNTRY_CODES: readonly CountryCode[] = COUNTRIES.map((c) => c.code);

export const DEFAULT_COUNTRY: CountryCode = 'US';
export const DEFAULT_SITUATION: Situation = 'restaurant';
/** Default tip 18 %. */
export const DEFAULT_TIP = 18;
/** Tip 0 to 40 in steps of 0.5. */
export const TIP_MIN = 0;
export const TIP_MAX = 40;
export const TIP_STEP = 0.5;
/** How far above the norm's max a tip is 'Above typical' rather than 'Unusual'. */
export const ABOVE_TYPICAL_SPAN = 5;

export type RiskLevel = 'green' | 'amber' | 'red';

/** The risk labels, word for word. */
export const LABELS = {
  under: 'Risk: under-tipping',
  typical: 'Typical',
  above: 'Above typical',
  unusual: 'Unusual',
  none: 'No tip expected',
  uncommon: 'Uncommon here',
} as const;
export type RiskLabel = (typeof LABELS)[keyof typeof LABELS];

export interface Risk {
  level: RiskLevel;
  label: RiskLabel;
}

export const SITUATION_LABELS: Record<Situation, string> = {
  restaurant: 'Restaurant',
  bar: 'Bar',
  taxi: 'Taxi',
};

/** 'at a restaurant', 'in a taxi': for sentences. */
export const SITUATION_PHRASE: Record<Situation, string> = {
  restaurant: 'at a restaurant',
  bar: 'at a bar',
  taxi: 'in a taxi',
};

export const SERVICE_CHARGE_NOTICE = 'A service charge is often added to the bill: check before tipping.';

/** The country for a code; anything not in the list is the United States. */
export function countryFor(code: string): TippingCountry {
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
    return tip <= 0 ? { level: 'green', label: LABELS.none } : { level: 'amber', label: LABELS.uncommon };
  }
  if (tip < norm.min - 1) return { level: 'red', label: LABELS.under };
  if (tip <= norm.max) return { level: 'green', label: LABELS.typical };
  if (tip <= norm.max + ABOVE_TYPICAL_SPAN) return { level: 'amber', label: LABELS.above };
  return { level: 'amber', label: LABELS.unusual };
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

/** 'Typical here: 15–20 %', 'Typical here: 10 %', 'Typical here: no tip (0 %)'. */
export function normText(norm: Norm): string {
  if (isNoTipNorm(norm)) return 'Typical here: no tip (0 %)';
  if (norm.min === norm.max) return `Typical here: ${formatPercent(norm.min)} %`;
  return `Typical here: ${formatPercent(norm.min)}–${formatPercent(norm.max)} %`;
}

/** 'the United States', 'Germany'. */
export const placeName = (country: TippingCountry) => (country.the ? `the ${country.name}` : country.name);

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
      { from: TIP_MIN, to: TIP_STEP, level: 'green', label: LABELS.none },
      { from: TIP_STEP, to: TIP_MAX, level: 'amber', label: LABELS.uncommon },
    ];
  }
  const zones: MeterZone[] = [];
  const greenFrom = Math.max(TIP_MIN, norm.min - 1);
  const aboveTo = Math.min(TIP_MAX, norm.max + ABOVE_TYPICAL_SPAN);
  if (greenFrom > TIP_MIN) zones.push({ from: TIP_MIN, to: greenFrom, level: 'red', label: LABELS.under });
  zones.push({ from: greenFrom, to: Math.min(TIP_MAX, norm.max), level: 'green', label: LABELS.typical });
  if (aboveTo > norm.max) zones.push({ from: norm.max, to: aboveTo, level: 'amber', label: LABELS.above });
  if (aboveTo < TIP_MAX) zones.push({ from: aboveTo, to: TIP_MAX, level: 'amber', label: LABELS.unusual });
  return zones;
}

export interface TippingInput {
  c: string;
  s: string;
  t: number;
}

export interface TippingResult {
  country: TippingCountry;
  situation: Situation;
  norm: Norm;
  tip: number;
  risk: Risk;
  /** 'Typical here: 15–20 %'. */
  normText: string;
  /** Shown for restaurants and bars of countries whose bills often carry a service charge. */
  serviceCharge: boolean;
  zones: MeterZone[];
  /** One line for the live region and Copy summary. */
  summary: string;
}

/** Always a result: unknown codes and situations fall back to the defaults, the tip is clamped. */
export function tippingRiskOMeter(input: TippingInput): TippingResult {
  const country = countryFor(input.c);
  const situation = situationFor(input.s);
  const norm = country.norms[situation];
  const tip = clampTip(input.t);
  const risk = riskFor(norm, tip);
  const range = normText(norm);
  const serviceCharge = country.serviceChargeOften && situation !== 'taxi';
  return {
    country,
    situation,
    norm,
    tip,
    risk,
    normText: range,
    serviceCharge,
    zones: meterZones(norm),
    summary: `Tip of ${formatPercent(tip)} % ${SITUATION_PHRASE[situation]} in ${placeName(country)}: ${risk.label}. ${range}.`,
  };
}
