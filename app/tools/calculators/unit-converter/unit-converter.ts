/**
 * Unit converter. Pure logic. Results are shown to at most 6 decimals.
 *
 * Factors are the exact international definitions (NIST Handbook 44, Appendix C; the 1959
 * international yard and pound agreement): 1 in = 2.54 cm exactly, 1 ft = 0.3048 m, 1 yd =
 * 0.9144 m, 1 mi = 1609.344 m; 1 lb = 0.45359237 kg exactly, 1 oz = 1/16 lb = 0.028349523125 kg;
 * t is the metric tonne, 1000 kg.
 */
import { formatNumber, parseNumber } from '~/lib/format';

export const CATEGORIES = ['length', 'weight'] as const;
export type Category = (typeof CATEGORIES)[number];

/** A unit: its symbol is its id (its names are in messages/en.ts). */
interface Unit {
  id: string;
  /** How many base units (metres or kilograms) one of this unit is. */
  base: number;
}

export const UNITS: Record<Category, readonly Unit[]> = {
  length: [
    { id: 'm', base: 1 },
    { id: 'km', base: 1000 },
    { id: 'cm', base: 0.01 },
    { id: 'mm', base: 0.001 },
    { id: 'in', base: 0.0254 },
    { id: 'ft', base: 0.3048 },
    { id: 'yd', base: 0.9144 },
    { id: 'mi', base: 1609.344 },
  ],
  weight: [
    { id: 'kg', base: 1 },
    { id: 'g', base: 0.001 },
    { id: 'lb', base: 0.45359237 },
    { id: 'oz', base: 0.028349523125 },
    { id: 't', base: 1000 },
  ],
};

export const CATEGORY_DEFAULTS: Record<Category, { from: string; to: string }> = {
  length: { from: 'km', to: 'mi' },
  weight: { from: 'kg', to: 'lb' },
};

export const DECIMALS = 6;

export function unitsOf(category: Category): readonly Unit[] {
  return UNITS[category] ?? UNITS.length;
}

export function findUnit(category: Category, id: string): Unit | undefined {
  return unitsOf(category).find((unit) => unit.id === id);
}

/** The units a link or the page asked for, or the category's defaults where they do not belong to it. */
export function resolveUnits(category: Category, from: string, to: string): { from: Unit; to: Unit } {
  const defaults = CATEGORY_DEFAULTS[category] ?? CATEGORY_DEFAULTS.length;
  return {
    from: findUnit(category, from) ?? findUnit(category, defaults.from)!,
    to: findUnit(category, to) ?? findUnit(category, defaults.to)!,
  };
}

/**
 * The factor from one unit to another, computed so exact ratios stay exact (in → cm is 2.54, not
 * 2.5399999999999996): both base values are scaled to integers first.
 */
export function factor(from: Unit, to: Unit): number {
  const scale = 1e12;
  return Math.round(from.base * scale) / Math.round(to.base * scale);
}

/**
 * A figure with up to 6 decimals, trailing zeros trimmed. A non-zero figure too small to show in 6
 * decimals, or too large to read in digits, is written in scientific form, so it never reads 0.
 */
export function formatFigure(value: number): string {
  const size = Math.abs(value);
  if (value !== 0 && (size < 0.5e-6 || size >= 1e15)) return formatScientific(value);
  return formatNumber(value, { min: 0, max: DECIMALS });
}

/** '6.213712 × 10⁻⁷' */
export function formatScientific(value: number): string {
  const [mantissa = '', exponent = ''] = value.toExponential(6).split('e');
  const trimmed = mantissa.replace(/\.?0+$/, '');
  const superscript = Number(exponent)
    .toString()
    .replace(/[-0-9]/g, (c) => '⁻⁰¹²³⁴⁵⁶⁷⁸⁹'.charAt('-0123456789'.indexOf(c)));
  return `${trimmed} × 10${superscript}`;
}

export interface UnitConverterInput {
  value: string;
  category: Category;
  from: string;
  to: string;
}

export interface UnitConverterResult {
  value: number;
  result: number;
  from: Unit;
  to: Unit;
  factor: number;
  /** '10 kg = 22.046226 lb' */
  summary: string;
  /** The result figure as shown. */
  display: string;
  /** '1 kg = 2.204623 lb' */
  factorLine: string;
}

export function unitConverter(input: UnitConverterInput): UnitConverterResult | null {
  const category: Category = CATEGORIES.includes(input.category) ? input.category : 'length';
  const value = parseNumber(input.value);
  if (value === null) return null;
  const { from, to } = resolveUnits(category, input.from, input.to);
  const ratio = factor(from, to);
  const result = value * ratio;
  if (!Number.isFinite(result)) return null;
  const display = formatFigure(result);
  const valueText = formatFigure(value);
  // The factor with more digits than the result, so the line shows where the figure comes from.
  const factorText = ratio < 1e-4 ? formatScientific(ratio) : formatNumber(ratio, { min: 0, max: 10 });
  return {
    value,
    result,
    from,
    to,
    factor: ratio,
    display,
    summary: `${valueText} ${from.id} = ${display} ${to.id}`,
    factorLine: `1 ${from.id} = ${factorText} ${to.id}`,
  };
}
