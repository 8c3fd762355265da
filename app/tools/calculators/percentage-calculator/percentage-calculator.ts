/**
 * Percentage calculator. Pure logic.
 * Modes: 'of' (X% of Y), 'whatPercent' (X is what % of Y), 'change' (X increased or decreased by Y%).
 */
import { formatNumber, parseNumber } from '~/lib/format';
import { clamp } from '~/lib/math';

export type PercentageMode = 'of' | 'whatPercent' | 'change';
export type Direction = 'increase' | 'decrease';

export const DECIMALS_MIN = 0;
export const DECIMALS_MAX = 6;
export const DECIMALS_DEFAULT = 2;

export interface PercentageInput {
  mode: PercentageMode;
  x: string;
  y: string;
  direction: Direction;
  decimals: number;
}

export interface PercentageResult {
  /** The number, or null when it is undefined (whatPercent of 0). */
  value: number | null;
  /** The value as shown: formatted with the chosen decimals, '%' where it is a percentage, '—' if undefined. */
  display: string;
  /** One line that states the question and the answer, for Copy summary and Share. */
  summary: string;
  /** For 'change': the amount added or taken away. */
  difference?: number;
}

export const UNDEFINED_DISPLAY = '—';

export function clampDecimals(decimals: number): number {
  if (!Number.isFinite(decimals)) return DECIMALS_DEFAULT;
  return clamp(Math.round(decimals), DECIMALS_MIN, DECIMALS_MAX);
}

/**
 * Blank or non-finite input counts as empty: the result is null and no result is shown.
 * - of:          X% of Y           = Y × X / 100
 * - whatPercent: X is what % of Y  = X / Y × 100 (Y = 0 is undefined: a dash)
 * - change:      X increased or decreased by Y% = X × (1 ± Y / 100)
 */
export function calculatePercentage(input: PercentageInput): PercentageResult | null {
  const x = parseNumber(input.x);
  const y = parseNumber(input.y);
  if (x === null || y === null) return null;
  const dp = clampDecimals(input.decimals);
  const fmt = (n: number) => formatNumber(n, dp);
  const show = (n: number) => formatNumber(n, { min: 0, max: 10 });

  switch (input.mode) {
    case 'of': {
      const value = (x / 100) * y;
      if (!Number.isFinite(value)) return null;
      return { value, display: fmt(value), summary: `${show(x)}% of ${show(y)} = ${fmt(value)}` };
    }
    case 'whatPercent': {
      if (y === 0) {
        return {
          value: null,
          display: UNDEFINED_DISPLAY,
          summary: `${show(x)} is ${UNDEFINED_DISPLAY} of ${show(y)} (undefined: division by zero)`,
        };
      }
      const value = (x / y) * 100;
      if (!Number.isFinite(value)) return null;
      return { value, display: `${fmt(value)}%`, summary: `${show(x)} is ${fmt(value)}% of ${show(y)}` };
    }
    case 'change': {
      const sign = input.direction === 'increase' ? 1 : -1;
      const difference = (sign * (x * y)) / 100;
      const value = x + difference;
      if (!Number.isFinite(value)) return null;
      const verb = input.direction === 'increase' ? 'increased' : 'decreased';
      return {
        value,
        difference,
        display: fmt(value),
        summary: `${show(x)} ${verb} by ${show(y)}% = ${fmt(value)}`,
      };
    }
  }
}
