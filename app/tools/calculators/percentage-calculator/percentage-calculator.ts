/**
 * Percentage calculator. Pure logic.
 * Modes: 'of' (X% of Y), 'whatPercent' (X is what % of Y), 'change' (X increased or decreased by Y%).
 * The words are the page's (messages/en.ts, put together in words.ts): the logic gives figures.
 */
import { formatNumber, formatPercent, parseNumber } from '~/lib/format';
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
  /**
   * What the one line for Copy summary and Share states (words.ts writes it): the question asked
   * ('of', 'whatPercent', 'undefined' for what percent of 0, 'increase' or 'decrease'), X and Y as
   * typed (formatted), and the answer with the chosen decimals ('' when undefined).
   */
  statement: { kind: 'of' | 'whatPercent' | 'undefined' | Direction; x: string; y: string; answer: string };
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
      return {
        value,
        display: fmt(value),
        statement: { kind: 'of', x: show(x), y: show(y), answer: fmt(value) },
      };
    }
    case 'whatPercent': {
      if (y === 0) {
        return {
          value: null,
          display: UNDEFINED_DISPLAY,
          statement: { kind: 'undefined', x: show(x), y: show(y), answer: '' },
        };
      }
      const value = (x / y) * 100;
      if (!Number.isFinite(value)) return null;
      return {
        value,
        display: formatPercent(value, dp),
        statement: { kind: 'whatPercent', x: show(x), y: show(y), answer: fmt(value) },
      };
    }
    case 'change': {
      const sign = input.direction === 'increase' ? 1 : -1;
      const difference = (sign * (x * y)) / 100;
      const value = x + difference;
      if (!Number.isFinite(value)) return null;
      return {
        value,
        difference,
        display: fmt(value),
        statement: { kind: input.direction, x: show(x), y: show(y), answer: fmt(value) },
      };
    }
  }
}
