/**
 * Price Time Machine: pure logic (no React, no DOM, no globals). Follows document 2: section 3
 * ('Price item'), section 5 (years clamped to 1900-2100 and rounded, known item ids only, an
 * optional compare year, anchors at least 0, malformed anchors ignored, 'No data for that year.')
 * and section 9 ('Price time machine').
 *
 * The rules where the spec is silent:
 * - A year from an item's first seed to its last seed is interpolated in a straight line between
 *   the two seeds around it (a seed year gives its seed exactly). A year after the last seed, up
 *   to the current year, takes the last seed's value ('latest data: 2024'). A year before the
 *   first seed, or after the current year, has no value: 'No data for that year.'
 * - The current year is the visitor's, never taken as earlier than 2024 (the latest year of the
 *   data), so a clock set in the past cannot hide data. The page passes 2024 until it has
 *   hydrated: nothing that depends on 'now' is in the static HTML.
 * - Today's dollars = price × CPI(current year) / CPI(year). The index is 'scaled to the current
 *   year' by taking its value for the current year by the same rule as any series: after 2024 it
 *   holds at the 2024 value (310) until newer data is added, so today's dollars are 2024 dollars
 *   for now, and the index of 2024 is the factor's reference.
 * - Index items: price(year) = anchor × index(year) / index(last seed), the anchor being today's
 *   price (default or the visitor's, from `anchors`).
 * - Minimum-wage hours = price / minimum wage that year (not shown for the minimum wage itself).
 *   Big-ticket items also show price / median household income that year.
 */
import { formatMoney, formatNumber } from '~/lib/format';
import {
  CPI,
  ITEMS_BY_ID,
  MEDIAN_INCOME,
  MINIMUM_WAGE,
  type ItemId,
  type PriceItem,
  type Series,
} from './data';
import { anchorOf, DEFAULT_ITEM, effectiveCurrentYear, NO_DATA, type Anchors } from './inputs';

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
  NO_DATA,
  parseYear,
  sanitizeAnchors,
  withAnchor,
} from './inputs';

/**
 * Straight-line interpolation between the seeds around `year`; null outside the first and last
 * seed (no extrapolation).
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
  /** The last seed's year when the year is after it (the value is held from there), else null. */
  heldFrom: number | null;
}

/**
 * A series' value in a year by the tool's rule: interpolated within the seeds, the last seed's
 * value after them up to the current year, otherwise null (no data).
 */
export function valueAt(series: Series, year: number, currentYear: number): SeriesValue | null {
  const last = series[series.length - 1];
  if (!last || !Number.isFinite(year)) return null;
  if (year > last.year) {
    return year <= effectiveCurrentYear(currentYear) ? { value: last.value, heldFrom: last.year } : null;
  }
  const value = interpolate(series, year);
  return value === null ? null : { value, heldFrom: null };
}

/** The item's price in a year (index items: anchor × index(year) / latest index). */
export function priceAt(
  item: PriceItem,
  year: number,
  currentYear: number,
  anchors: Anchors,
): SeriesValue | null {
  const found = valueAt(item.seeds, year, currentYear);
  if (!found) return null;
  if (item.kind === 'price') return found;
  const latest = item.seeds[item.seeds.length - 1]!.value;
  return { value: (anchorOf(item, anchors) * found.value) / latest, heldFrom: found.heldFrom };
}

/** CPI(current year) / CPI(year): what one dollar of that year is in today's dollars. */
export function todayFactor(year: number, currentYear: number): number | null {
  const then = valueAt(CPI, year, currentYear);
  const now = valueAt(CPI, effectiveCurrentYear(currentYear), currentYear);
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
  /** When the year is after the item's last seed: the year its value is held from. */
  heldFrom: number | null;
}

export function figuresFor(
  item: PriceItem,
  year: number,
  currentYear: number,
  anchors: Anchors,
): YearFigures | null {
  const price = priceAt(item, year, currentYear, anchors);
  const factor = todayFactor(year, currentYear);
  const cpi = valueAt(CPI, year, currentYear);
  const wage = valueAt(MINIMUM_WAGE, year, currentYear);
  const income = valueAt(MEDIAN_INCOME, year, currentYear);
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

/** Every year from the item's first seed to its last: the price then and in today's dollars. */
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
  compare: YearFigures | { year: number; error: string } | null;
  change: Change | null;
  /** The current year used for 'today' (never before 2024). */
  currentYear: number;
  summary: string;
}

export function priceTimeMachine(input: PriceTimeMachineInput): PriceTimeMachineResult | { error: string } {
  const item = ITEMS_BY_ID.get(input.item) ?? ITEMS_BY_ID.get(DEFAULT_ITEM)!;
  const main = figuresFor(item, input.year, input.currentYear, input.anchors);
  if (!main) return { error: NO_DATA };
  let compare: PriceTimeMachineResult['compare'] = null;
  let change: Change | null = null;
  if (input.compareYear !== null) {
    const figures = figuresFor(item, input.compareYear, input.currentYear, input.anchors);
    compare = figures ?? { year: input.compareYear, error: NO_DATA };
    if (figures) change = changeBetween(main, figures);
  }
  const line = (f: YearFigures) => `${money(f.price)} in ${f.year} (${money(f.today)} in today's dollars)`;
  const summary =
    `${item.label}, ${item.unit}: ${line(main)}` +
    (compare && 'price' in compare ? `; ${line(compare)}` : '') +
    (change && change.times !== null ? `; ${formatTimes(change.times)} the ${main.year} price` : '');
  return {
    item,
    anchor: item.kind === 'index' ? anchorOf(item, input.anchors) : null,
    main,
    compare,
    change,
    currentYear: effectiveCurrentYear(input.currentYear),
    summary,
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
  const text = formatNumber(value, 1);
  return value > 0 && text !== '0.0' ? `+${text}%` : `${text}%`;
}

/** '2.64×'. */
export function formatTimes(value: number): string {
  return `${formatNumber(value, value >= 100 ? 0 : 2)}×`;
}

/** Minimum-wage work: '24 minutes', '1.3 hours', '5,875 hours'. */
export function formatHours(hours: number): string {
  if (!Number.isFinite(hours) || hours < 0) return '—';
  const minutes = hours * 60;
  if (minutes < 59.5) {
    const whole = Math.round(minutes);
    if (whole === 0) return hours === 0 ? '0 minutes' : 'under 1 minute';
    return whole === 1 ? '1 minute' : `${whole} minutes`;
  }
  return `${formatNumber(hours, hours >= 100 ? 0 : 1)} hours`;
}

/** A share as a percent: '248.9%'. */
export function formatShare(share: number): string {
  return `${formatNumber(share * 100, 1)}%`;
}

/** An index level as printed: '88.4', '310', '128.934'. */
export function formatIndex(value: number): string {
  return formatNumber(value, { min: 0, max: 3 });
}
