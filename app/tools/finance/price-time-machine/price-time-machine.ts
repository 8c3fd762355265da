/**
 * Price Time Machine: pure logic (no React, no DOM, no globals). Years are clamped to 1900-2100
 * and rounded, only known item ids are read, the compare year is optional, anchors are at least 0
 * and malformed anchors are ignored (inputs.ts).
 *
 * The rules:
 * - Values between data points are interpolated in a straight line (a data year gives its point
 *   exactly) and clamped at the ends: a year before a series' first point takes the first point's
 *   value, a year after its last point takes the last point's value. So every year from 1900 to
 *   2100 has figures; the page says which data year a held figure comes from. 'No data for that
 *   year.' ('noData') remains only for a series with no points or a year that is not a number,
 *   which the page cannot produce.
 * - The current year is the visitor's, never taken as earlier than 2024 (the latest year of the
 *   data). The page passes 2024 until it has hydrated: nothing that depends on 'now' is in the
 *   static HTML.
 * - Today's dollars = price × CPI(current year) / CPI(year). The index is 'scaled to the current
 *   year' by taking its value for the current year by the same rule as any series: after 2024 it
 *   holds at the 2024 value (310) until newer data is added, so today's dollars are 2024 dollars
 *   for now, and the index of 2024 is the factor's reference.
 * - Index items: price(year) = anchor × index(year) / index(last point), the anchor being today's
 *   price (default or the visitor's, from `anchors`).
 * - Minimum-wage hours = price / minimum wage that year (not shown for the minimum wage itself).
 *   Big-ticket items also show price / median household income that year.
 */
import { formatMoney, formatNumber, formatPercent } from '~/lib/format';
import type { Failure } from '~/lib/outcome';
import {
  CPI,
  ITEMS_BY_ID,
  MEDIAN_INCOME,
  MINIMUM_WAGE,
  type ItemId,
  type PriceItem,
  type Series,
} from './data';
import { anchorOf, DEFAULT_ITEM, effectiveCurrentYear, type Anchors } from './inputs';
import type en from './messages/en';

/** A failure names its message by its key in messages/en.ts ('noData'). */
export type PriceFailure = Failure<keyof typeof en>;

export {
  anchorOf,
  type Anchors,
  clampYear,
  DEFAULT_COMPARE_YEAR,
  DEFAULT_ITEM,
  DEFAULT_YEAR,
  effectiveCurrentYear,
  FIRST_DATA_YEAR,
  isItemId,
  LATEST_DATA_YEAR,
  MAX_ANCHOR,
  MAX_YEAR,
  MIN_YEAR,
  parseYear,
  sanitizeAnchors,
  withAnchor,
} from './inputs';

/**
 * Straight-line interpolation between the points around `year`; null outside the first and last
 * point (valueAt holds the end values there).
 */
export function interpolate(series: Series, year: number): number | null {
  const first = series[0];
  const last = series[series.length - 1];
  if (!first || !last || !Number.isFinite(year) || year < first.year || year > last.year) return null;
  for (let i = 0; i < series.length - 1; i++) {
    const a = series[i]!;
    const b = series[i + 1]!;
    if (year === a.year) return a.value;
    if (year < b.year) return a.value + ((b.value - a.value) * (year - a.year)) / (b.year - a.year);
  }
  return last.value;
}

export interface SeriesValue {
  value: number;
  /**
   * When the year is outside the series: the year of the end point whose value is held (the
   * first point's year for an earlier year, the last point's for a later one); else null.
   */
  heldFrom: number | null;
}

/**
 * A series' value in a year: interpolated between its points, clamped to the first or last point
 * outside them. Null only for an empty series or a year that is not a number.
 */
export function valueAt(series: Series, year: number): SeriesValue | null {
  const first = series[0];
  const last = series[series.length - 1];
  if (!first || !last || !Number.isFinite(year)) return null;
  if (year < first.year) return { value: first.value, heldFrom: first.year };
  if (year > last.year) return { value: last.value, heldFrom: last.year };
  const value = interpolate(series, year);
  return value === null ? null : { value, heldFrom: null };
}

/** The item's price in a year (index items: anchor × index(year) / latest index). */
export function priceAt(item: PriceItem, year: number, anchors: Anchors): SeriesValue | null {
  const found = valueAt(item.seeds, year);
  if (!found) return null;
  if (item.kind === 'price') return found;
  const latest = item.seeds[item.seeds.length - 1]!.value;
  return { value: (anchorOf(item, anchors) * found.value) / latest, heldFrom: found.heldFrom };
}

/** CPI(current year) / CPI(year): what one dollar of that year is in today's dollars. */
export function todayFactor(year: number, currentYear: number): number | null {
  const then = valueAt(CPI, year);
  const now = valueAt(CPI, effectiveCurrentYear(currentYear));
  if (!then || !now || !(then.value > 0)) return null;
  return now.value / then.value;
}

// ---- The result -----------------------------------------------------------------------------------

export interface YearFigures {
  year: number;
  /** The price that year, in that year's dollars. */
  price: number;
  /** The same price in today's dollars. */
  today: number;
  /** The consumer price index that year (the tool's scaled series). */
  cpi: number;
  minimumWage: number;
  /** price / minimum wage; null for the minimum wage itself. */
  wageHours: number | null;
  medianIncome: number;
  /** price / median household income, for big-ticket items; otherwise null. */
  incomeShare: number | null;
  /** When the year is outside the item's data: the data year whose price is shown (see valueAt). */
  heldFrom: number | null;
}

export function figuresFor(
  item: PriceItem,
  year: number,
  currentYear: number,
  anchors: Anchors,
): YearFigures | null {
  const price = priceAt(item, year, anchors);
  const factor = todayFactor(year, currentYear);
  const cpi = valueAt(CPI, year);
  const wage = valueAt(MINIMUM_WAGE, year);
  const income = valueAt(MEDIAN_INCOME, year);
  if (!price || factor === null || !cpi || !wage || !income || !(wage.value > 0) || !(income.value > 0)) {
    return null;
  }
  return {
    year,
    price: price.value,
    today: price.value * factor,
    cpi: cpi.value,
    minimumWage: wage.value,
    wageHours: item.id === 'minimum-wage' ? null : price.value / wage.value,
    medianIncome: income.value,
    incomeShare: item.bigTicket ? price.value / income.value : null,
    heldFrom: price.heldFrom,
  };
}

export interface Change {
  /** Later price / earlier price (the compare year over the main year); null when the first is 0. */
  times: number | null;
  /** (times − 1) × 100. */
  percent: number | null;
  /** Compare year's today's dollars − main year's. */
  todayDifference: number;
  /** The same as a percent of the main year's today's dollars; null when that is 0. */
  todayPercent: number | null;
}

export function changeBetween(from: YearFigures, to: YearFigures): Change {
  const times = from.price > 0 ? to.price / from.price : null;
  return {
    times,
    percent: times === null ? null : (times - 1) * 100,
    todayDifference: to.today - from.today,
    todayPercent: from.today > 0 ? (to.today / from.today - 1) * 100 : null,
  };
}

export interface ChartData {
  years: number[];
  prices: number[];
  today: number[];
}

/** Every year from the item's first data point to its last: the price then and in today's dollars. */
export function chartData(item: PriceItem, currentYear: number, anchors: Anchors): ChartData {
  const data: ChartData = { years: [], prices: [], today: [] };
  const first = item.seeds[0]!.year;
  const last = item.seeds[item.seeds.length - 1]!.year;
  for (let year = first; year <= last; year++) {
    const figures = figuresFor(item, year, currentYear, anchors);
    if (!figures) continue;
    data.years.push(year);
    data.prices.push(figures.price);
    data.today.push(figures.today);
  }
  return data;
}

export interface PriceTimeMachineInput {
  item: ItemId;
  year: number;
  /** Null: no compare year. */
  compareYear: number | null;
  anchors: Anchors;
  /** The visitor's year (LATEST_DATA_YEAR before hydration). */
  currentYear: number;
}

export interface PriceTimeMachineResult {
  item: PriceItem;
  /** The anchor in force (index items), else null. */
  anchor: number | null;
  main: YearFigures;
  /** Null without a compare year; { year, error } when it has no data. */
  compare: YearFigures | ({ year: number } & PriceFailure) | null;
  change: Change | null;
  /** The current year used for 'today' (never before 2024). */
  currentYear: number;
}

export function priceTimeMachine(input: PriceTimeMachineInput): PriceTimeMachineResult | PriceFailure {
  const item = ITEMS_BY_ID.get(input.item) ?? ITEMS_BY_ID.get(DEFAULT_ITEM)!;
  const main = figuresFor(item, input.year, input.currentYear, input.anchors);
  if (!main) return { error: 'noData' };
  let compare: PriceTimeMachineResult['compare'] = null;
  let change: Change | null = null;
  if (input.compareYear !== null) {
    const figures = figuresFor(item, input.compareYear, input.currentYear, input.anchors);
    compare = figures ?? { year: input.compareYear, error: 'noData' };
    if (figures) change = changeBetween(main, figures);
  }
  return {
    item,
    anchor: item.kind === 'index' ? anchorOf(item, input.anchors) : null,
    main,
    compare,
    change,
    currentYear: effectiveCurrentYear(input.currentYear),
  };
}

// ---- Formatting -----------------------------------------------------------------------------------

/** Dollars: cents below $1,000 ('$2.78'), whole dollars above ('$23,400'); tiny values keep digits. */
export function money(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const size = Math.abs(value);
  if (size >= 1000) return formatMoney(value, 'USD', 0);
  if (size > 0 && size < 0.01) return `${value < 0 ? '-' : ''}$${formatNumber(size, { min: 2, max: 4 })}`;
  return formatMoney(value);
}

/** A difference with its sign: '+$1.48', '-$1.48', '$0.00'. */
export function signedMoney(value: number): string {
  const text = money(Math.abs(value));
  if (text === money(0)) return text;
  return `${value < 0 ? '-' : '+'}${text}`;
}

/** '+164.0%', '-30.9%', '0.0%'. */
export function signedPercent(value: number): string {
  const text = formatPercent(value, 1);
  return Math.round(value * 10) > 0 ? `+${text}` : text;
}

/** '2.64×'. */
export function formatTimes(value: number): string {
  return `${formatNumber(value, value >= 100 ? 0 : 2)}×`;
}

/** A share as a percent: '248.9%'. */
export function formatShare(share: number): string {
  return formatPercent(share * 100, 1);
}

/** An index level as printed: '88.4', '310', '128.934'. */
export function formatIndex(value: number): string {
  return formatNumber(value, { min: 0, max: 3 });
}
