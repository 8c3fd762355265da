/**
 * Inflation Calculator: pure logic (no React, no DOM, no globals). The amount must be above 0 and
 * the year in the data, otherwise there is no result. Default 100 from 1990; the target is the
 * latest year in the data; the result gives the ratio, total inflation, simple annual average and
 * the doubling note. Invalid input gives null: the page shows its intro (there is no message).
 * The sentences (the summary, the doubling note) are in messages/en.ts; words.ts builds them.
 */
import { formatMoney, formatNumber, formatPercent as percentText, parseNumber } from '~/lib/format';

export const DEFAULT_AMOUNT = '100';
export const DEFAULT_YEAR = 1990;
/**
 * The largest amount: a trillion dollars. Above it the adjusted value would need more digits than
 * a double holds to print its cents right, so such amounts show the intro instead of a wrong cent.
 */
export const MAX_AMOUNT = 1e12;
export const QUICK_AMOUNTS = [1, 10, 100, 1000, 10000] as const;
export const QUICK_YEARS = [1980, 1990, 2000, 2010, 2020] as const;

/** Year → annual average consumer price index, in year order. */
export type CpiIndex = ReadonlyMap<number, number>;

export interface InflationInput {
  /** What the visitor typed ('1,000', '12.50'). */
  amount: string;
  year: number;
}

export interface InflationResult {
  originalAmount: number;
  adjustedAmount: number;
  fromYear: number;
  toYear: number;
  fromCPI: number;
  toCPI: number;
  /** toCPI / fromCPI. */
  ratio: number;
  /** (ratio − 1) × 100. */
  totalInflation: number;
  /** toYear − fromYear (0 when the chosen year is the latest). */
  years: number;
  /** Simple average: totalInflation / years; null when there are no years between them. */
  annualAverage: number | null;
  /** The steady yearly rate that gives the same ratio: (ratio^(1 / years) − 1) × 100. */
  compoundAnnualRate: number | null;
  /** What the original amount in the latest year would have bought in the chosen year. */
  buyingPowerThen: number;
  /** Total inflation exceeds 100 %: the page says prices more than doubled. */
  doubled: boolean;
}

/** The latest year in the data (the target year), or null for an empty table. */
export function latestYear(index: CpiIndex): number | null {
  let latest: number | null = null;
  for (const year of index.keys()) if (latest === null || year > latest) latest = year;
  return latest;
}

/** The earliest year in the data, or null for an empty table. */
export function earliestYear(index: CpiIndex): number | null {
  let earliest: number | null = null;
  for (const year of index.keys()) if (earliest === null || year < earliest) earliest = year;
  return earliest;
}

/** The quick years that exist in the data. */
export function quickYears(index: CpiIndex): number[] {
  return QUICK_YEARS.filter((year) => index.has(year));
}

/** The amount typed, as a number above 0 and at most MAX_AMOUNT, or null. */
export function parseAmount(raw: string): number | null {
  const amount = parseNumber(raw);
  return amount !== null && amount > 0 && amount <= MAX_AMOUNT ? amount : null;
}

/** Dollars as typed: '$100', '$1,000', '$12.50'; amounts below a cent keep their digits ('$0.005'). */
export function formatAmount(value: number): string {
  if (Number.isInteger(value)) return formatMoney(value, 'USD', 0);
  const cents = value * 100;
  if (Math.abs(cents - Math.round(cents)) < 1e-6 && value >= 0.01) return formatMoney(value);
  return `$${formatNumber(value, { min: 2, max: 6 })}`;
}

/** A result in dollars and cents; a value under a cent keeps a few more places rather than '$0.00'. */
export function formatDollars(value: number): string {
  return value >= 0.01 || value === 0 ? formatMoney(value) : `$${formatNumber(value, { min: 2, max: 6 })}`;
}

/** An index value as BLS prints it: '130.7', '237', '313.689'. */
export function formatIndex(value: number): string {
  return formatNumber(value, { min: 0, max: 3 });
}

export function formatPercent(value: number): string {
  return percentText(value, 2);
}

export function calculateInflation(input: InflationInput, index: CpiIndex): InflationResult | null {
  const amount = parseAmount(input.amount);
  if (amount === null) return null;
  const fromYear = input.year;
  const fromCPI = index.get(fromYear);
  const toYear = latestYear(index);
  if (fromCPI === undefined || toYear === null) return null;
  const toCPI = index.get(toYear)!;
  if (!(fromCPI > 0) || !(toCPI > 0) || !Number.isFinite(fromCPI) || !Number.isFinite(toCPI)) return null;

  const ratio = toCPI / fromCPI;
  const adjustedAmount = amount * ratio;
  const totalInflation = (ratio - 1) * 100;
  const years = toYear - fromYear;
  const annualAverage = years > 0 ? totalInflation / years : null;
  const compoundAnnualRate = years > 0 ? (Math.pow(ratio, 1 / years) - 1) * 100 : null;

  return {
    originalAmount: amount,
    adjustedAmount,
    fromYear,
    toYear,
    fromCPI,
    toCPI,
    ratio,
    totalInflation,
    years,
    annualAverage,
    compoundAnnualRate,
    buyingPowerThen: amount / ratio,
    doubled: totalInflation > 100,
  };
}
