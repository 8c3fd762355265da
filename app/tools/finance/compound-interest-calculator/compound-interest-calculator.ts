/**
 * Compound interest, with its yearly table and CSV. Pure logic: no React, no DOM, no globals.
 *
 * Each compounding period the balance grows by rate / n, then the contribution is added (end of
 * period). Inputs arrive as the visitor's text ('1,234.56', half-typed entries); the rules:
 * - starting amount, contribution and years are floored at 0 (negative, blank or unparsable: 0);
 * - an unparsable (or blank) rate counts as 0; rates are held within -100 % to 1000 %;
 * - years of 0 or less clear the result (null); years above 100 count as 100;
 * - a leading '$' on an amount and a trailing '%' on the rate are allowed;
 * - the number of periods is round(years × n): fractional years from a link work, and a last
 *   part year gets its own row (`periods` says how many periods it covers).
 */
import { csvMoney, formatMoney, formatNumber, formatPercent, parseNumber } from '~/lib/format';
import { clamp } from '~/lib/math';
import type { Failure } from '~/lib/outcome';
import type en from './messages/en';

/**
 * Compounding frequencies (periods per year), in the order the page offers them; their names are
 * in messages/en.ts ('annually', 'semiAnnually', ...: words.ts maps them).
 */
export const FREQUENCIES = [1, 2, 4, 12, 26, 52, 365] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** The defaults, as the text the inputs hold. */
export const DEFAULTS = {
  principal: '10000',
  contrib: '200',
  rate: '6',
  years: '20',
  freq: 12 as Frequency,
} as const;

/** The longest term the page computes (36,500 daily periods at most). */
export const MAX_YEARS = 100;
/** The lowest annual rate that means anything: at -100 % the money is gone. */
export const MIN_RATE = -100;
/** Rates above this count as this (1000 % compounded daily is already an effective 1.9 million %). */
export const MAX_RATE = 1000;
/**
 * Balances above this are not shown: beyond it the cents of a double are no longer exact, and
 * the figures are no use to anyone planning their savings.
 */
export const MAX_BALANCE = 1e13;

/** A failure names its message by its key in messages/en.ts ('tooLarge'). */
export type CompoundFailure = Failure<keyof typeof en>;

export const CSV_FILENAME = 'compound_interest_schedule.csv';
/** The CSV's column heads in the page's words: year, start balance, contributed, interest, end balance. */
export type CsvHeads = readonly [string, string, string, string, string];

export interface CompoundInput {
  principal: string;
  contrib: string;
  rate: string;
  years: string;
  freq: number;
}

/** One year of the schedule (the last one may be a part year: see `periods`). */
export interface CompoundRow {
  year: number;
  start: number;
  /** That year's contributions. */
  contrib: number;
  /** That year's interest. */
  interest: number;
  end: number;
  /** Compounding periods in this row: n, or fewer in a last part year. */
  periods: number;
}

/** The numbers the calculation used, after the rules above. */
export interface CompoundTerms {
  principal: number;
  contrib: number;
  /** Annual nominal rate in percent. */
  rate: number;
  /** Years as counted: periods / n. */
  years: number;
  freq: Frequency;
  periods: number;
}

/** The result: ending, totalContrib, totalInterest, effRate, rows. */
export interface CompoundResult {
  terms: CompoundTerms;
  ending: number;
  /** Everything paid in: the starting amount plus every contribution. */
  totalContrib: number;
  totalInterest: number;
  /** Effective annual rate, (1 + r/n)^n − 1, as a fraction (0.0617 for 6.17 %). */
  effRate: number;
  rows: CompoundRow[];
}

/** Reads a typed number; a leading '$' or a trailing '%' is allowed ('$1,200', '6.5%'). */
export function readNumber(text: string): number | null {
  return parseNumber(
    text
      .trim()
      .replace(/^\$\s*/, '')
      .replace(/\s*%$/, ''),
  );
}

const floorAtZero = (text: string) => Math.max(0, readNumber(text) ?? 0);

/** A frequency from anything: one of the seven options, else the default (monthly). */
export function toFrequency(value: unknown): Frequency {
  return FREQUENCIES.find((f) => f === Number(value)) ?? DEFAULTS.freq;
}

/** Applies the input rules above; null when there is nothing to compute (years 0 or less). */
export function readTerms(input: CompoundInput): CompoundTerms | null {
  const freq = toFrequency(input.freq);
  const years = Math.min(MAX_YEARS, floorAtZero(input.years));
  const periods = Math.round(years * freq);
  if (years <= 0 || periods <= 0) return null;
  return {
    principal: floorAtZero(input.principal),
    contrib: floorAtZero(input.contrib),
    rate: clamp(readNumber(input.rate) ?? 0, MIN_RATE, MAX_RATE),
    years: periods / freq,
    freq,
    periods,
  };
}

/**
 * The schedule. One tight loop over the periods with no allocation per period (only one row
 * object per year): daily compounding over 100 years takes well under a millisecond.
 */
export function compound(terms: CompoundTerms): CompoundResult | CompoundFailure {
  const { principal, contrib, rate, freq, periods } = terms;
  const i = rate / 100 / freq;
  const rows: CompoundRow[] = [];
  let balance = principal;
  let totalInterest = 0;
  for (let done = 0, year = 1; done < periods; year++) {
    const inYear = Math.min(freq, periods - done);
    const start = balance;
    let interest = 0;
    for (let p = 0; p < inYear; p++) {
      const growth = balance * i;
      interest += growth;
      balance += growth + contrib;
    }
    done += inYear;
    totalInterest += interest;
    rows.push({ year, start, contrib: contrib * inYear, interest, end: balance, periods: inYear });
  }
  const totalContrib = principal + contrib * periods;
  // NaN fails both comparisons too.
  if (!(balance <= MAX_BALANCE && totalContrib <= MAX_BALANCE)) return { error: 'tooLarge' };
  return {
    terms,
    ending: balance,
    totalContrib,
    totalInterest,
    effRate: (1 + i) ** freq - 1,
    rows,
  };
}

/** The whole rule: null (intro) when years are 0 or less, else the result or { error }. */
export function compoundInterest(input: CompoundInput): CompoundResult | CompoundFailure | null {
  const terms = readTerms(input);
  return terms ? compound(terms) : null;
}

// ---- Presentation: the page, Copy Summary and the CSV use the same figures (words.ts words them) ----

export const money = (value: number) => formatMoney(value, 'USD', 2);

export const percent = (fraction: number) => formatPercent(fraction * 100, 2);

/** Years as shown ('20', '2.5'): at most two decimals. */
export const yearsFigure = (years: number) => formatNumber(years, { min: 0, max: 2 });

/** The rows of compound_interest_schedule.csv: the heads, then one row per year. */
export function csvRows(result: CompoundResult, heads: CsvHeads): string[][] {
  return [
    [...heads],
    ...result.rows.map((row) => [
      String(row.year),
      csvMoney(row.start),
      csvMoney(row.contrib),
      csvMoney(row.interest),
      csvMoney(row.end),
    ]),
  ];
}
