/**
 * Roman numerals. Pure logic: no React, no DOM.
 * toRoman takes whole numbers 1..3999; toNumber reads canonical numerals with up to four Ms.
 */
import type { Failure } from '~/lib/outcome';
import type en from './messages/en';

export type RomanMode = 'toRoman' | 'toNumber';

export const ROMAN_MIN = 1;
export const ROMAN_MAX = 3999;

/** A failure names its message by its key in messages/en.ts. */
type RomanFailure = Failure<keyof typeof en>;

export interface BreakdownEntry {
  value: number;
  numeral: string;
  count: number;
  total: number;
}

export interface RomanResult {
  type: RomanMode;
  input: string;
  output: string;
  breakdown: BreakdownEntry[];
}

const SYMBOLS: readonly [number, string][] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** Canonical form: thousands (up to four Ms), then hundreds, tens and units each in standard form. */
const CANONICAL = /^M{0,4}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;

/** How a value splits into symbols, largest first: the breakdown table. */
export function breakdown(value: number): BreakdownEntry[] {
  const entries: BreakdownEntry[] = [];
  let rest = value;
  for (const [symbolValue, numeral] of SYMBOLS) {
    const count = Math.floor(rest / symbolValue);
    if (count > 0) {
      entries.push({ value: symbolValue, numeral, count, total: count * symbolValue });
      rest -= count * symbolValue;
    }
  }
  return entries;
}

function numeralOf(entries: BreakdownEntry[]): string {
  return entries.map((e) => e.numeral.repeat(e.count)).join('');
}

/** Reads a typed whole number: thousands commas allowed ('1,994'); other spacing is not a number. */
function parseWholeNumber(text: string): number | null {
  const cleaned = /^[+-]?\d{1,3}(,\d{3})+(\.0*)?$/.test(text) ? text.replace(/,/g, '') : text;
  if (!/^[+-]?\d+(\.0*)?$/.test(cleaned)) return null;
  // A very long digit string is still a number (out of range), even if it overflows to Infinity.
  return Number(cleaned);
}

export function toRoman(input: string): RomanResult | RomanFailure {
  const value = parseWholeNumber(input.trim());
  if (value === null) return { error: 'invalidNumber' };
  if (value < ROMAN_MIN || value > ROMAN_MAX) return { error: 'outOfRange' };
  const entries = breakdown(value);
  return { type: 'toRoman', input: input.trim(), output: numeralOf(entries), breakdown: entries };
}

export function toNumber(input: string): RomanResult | RomanFailure {
  const numeral = input.trim().toUpperCase();
  if (numeral === '' || !CANONICAL.test(numeral)) return { error: 'invalidNumeral' };
  let value = 0;
  let rest = numeral;
  for (const [symbolValue, symbol] of SYMBOLS) {
    while (rest.startsWith(symbol)) {
      value += symbolValue;
      rest = rest.slice(symbol.length);
    }
  }
  return { type: 'toNumber', input: numeral, output: String(value), breakdown: breakdown(value) };
}

/** The converter's whole rule: blank input clears the result (null), otherwise a result or an error. */
export function convertRoman(input: string, mode: RomanMode): RomanResult | RomanFailure | null {
  if (input.trim() === '') return null;
  return mode === 'toRoman' ? toRoman(input) : toNumber(input);
}
