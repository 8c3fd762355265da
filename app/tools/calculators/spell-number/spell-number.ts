/**
 * Number to words. Pure logic: no React, no DOM.
 *
 * Works on the typed decimal STRING, never on a float: every digit of '999999999999999.99' is
 * spelled exactly, and the cheque style rounds its cents half up on the digits themselves.
 * Returns null for empty input (the page shows its intro), a failure (its message's key in
 * messages/en.ts), or the result.
 *
 * The spelled-out words are the tool's output, in US English on every page (the number written
 * in English words is what the visitor asks for): they are not the page's words, so they stay here.
 */
import type { Failure } from '~/lib/outcome';
import type en from './messages/en';

export const SPELL_STYLES = ['plain', 'title', 'cheque'] as const;
export type SpellStyle = (typeof SPELL_STYLES)[number];

/** A failure names its message by its key in messages/en.ts. */
type SpellFailure = Failure<keyof typeof en>;

/** The largest magnitude spelled out (999 trillion 999 billion ... 999). */
export const MAX_MAGNITUDE = 999_999_999_999_999;
const MAX_WHOLE_DIGITS = String(MAX_MAGNITUDE).length;

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
] as const;

const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'] as const;

/**
 * Scale names up to quadrillion. Quadrillion cannot be reached under the 999 trillion limit, but
 * the table keeps it (and integerToWords spells it).
 */
export const SCALES = ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion'] as const;

/** Names of the fraction's place by its number of digits; five or more: 'decimal places'. */
const FRACTION_PLACES = ['tenth', 'hundredth', 'thousandth', 'ten-thousandth'] as const;

export interface ParsedDecimal {
  /** True only for a value below zero: '-0' and '-0.00' are not negative. */
  negative: boolean;
  /** The whole part's digits without leading zeros ('0' for none). */
  whole: string;
  /** The digits after the point exactly as typed (may be ''). */
  fraction: string;
}

export interface SpellNumberInput {
  input: string;
  style: SpellStyle;
}

export interface SpellNumberResult {
  /** The text as typed, trimmed. */
  input: string;
  /** The number as read, grouped for display: '1,234.56', '-42'. */
  number: string;
  /** The words in the chosen style. */
  words: string;
  /** The plain words before styling. */
  originalWords: string;
  style: SpellStyle;
  /** The input has digits after the point. */
  isDecimal: boolean;
  /** The input is below zero. */
  isNegative: boolean;
  /** Words in `words`, split on spaces ('thirty-four' and '56/100' count as one). */
  wordCount: number;
  /** Cheque style only: the amount written, rounded to cents ('$1,234.56'). */
  amount: string | null;
}

/**
 * Reads a typed number: surrounding spaces trimmed, commas stripped, an optional sign, ASCII
 * digits with at most one point ('.5' and '5.' are fine). Exponents ('1e5'), spaces inside,
 * other digit scripts, 'Infinity' and the like are not plain numbers: null.
 */
export function parseDecimal(text: string): ParsedDecimal | null {
  const cleaned = text.trim().replace(/,/g, '');
  const match = /^([+-]?)([0-9]*)(?:\.([0-9]*))?$/.exec(cleaned);
  if (!match) return null;
  const [, sign = '', wholeDigits = '', fraction = ''] = match;
  if (wholeDigits === '' && fraction === '') return null;
  const whole = wholeDigits.replace(/^0+/, '') || '0';
  const isZero = whole === '0' && /^0*$/.test(fraction);
  return { negative: sign === '-' && !isZero, whole, fraction };
}

/** 0..999 as words, without 'and': 123 -> 'one hundred twenty-three'. */
function underThousand(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0) words.push(ONES[hundreds]!, 'hundred');
  if (rest >= 20) {
    const unit = rest % 10;
    words.push(TENS[Math.floor(rest / 10)]! + (unit > 0 ? `-${ONES[unit]!}` : ''));
  } else if (rest > 0) {
    words.push(ONES[rest]!);
  }
  return words;
}

/**
 * A whole number given as ASCII digits, in US English words: '1000001' -> 'one million one'.
 * Spells up to the quadrillion scale (18 digits); longer input is a programming error.
 */
export function integerToWords(digits: string): string {
  if (!/^[0-9]+$/.test(digits)) throw new TypeError(`not a digit string: ${digits}`);
  const clean = digits.replace(/^0+/, '');
  if (clean === '') return 'zero';
  if (clean.length > SCALES.length * 3) throw new RangeError(`beyond ${SCALES.at(-1)!}: ${digits}`);
  const words: string[] = [];
  const groups = Math.ceil(clean.length / 3);
  const padded = clean.padStart(groups * 3, '0');
  for (let g = 0; g < groups; g++) {
    const value = Number(padded.slice(g * 3, g * 3 + 3));
    if (value === 0) continue;
    words.push(...underThousand(value));
    const scale = SCALES[groups - 1 - g]!;
    if (scale) words.push(scale);
  }
  return words.join(' ');
}

/**
 * The fraction, digit by digit, with its place name: '56' -> 'five six hundredths'.
 * Singular only for exactly '1', '01' or '001'; four digits are ten-thousandths; five or more
 * are 'decimal places'.
 */
export function fractionToWords(fraction: string): string {
  const digits = [...fraction].map((d) => ONES[Number(d)]!).join(' ');
  const place = FRACTION_PLACES[fraction.length - 1];
  if (place === undefined) return `${digits} decimal places`;
  const singular = fraction === '1' || fraction === '01' || fraction === '001';
  return `${digits} ${place}${singular ? '' : 's'}`;
}

/** The plain words of a parsed number: 'negative five and two five hundredths'. */
export function plainWords({ negative, whole, fraction }: ParsedDecimal): string {
  const sign = negative ? 'negative ' : '';
  const decimals = fraction === '' ? '' : ` and ${fractionToWords(fraction)}`;
  return `${sign}${integerToWords(whole)}${decimals}`;
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Title case: every word capitalized, each part of a hyphenated word too ('Thirty-Four',
 * 'Ten-Thousandths'); the conjunction 'and' stays lower case, as in English title case.
 */
export function toTitleCase(words: string): string {
  return words
    .split(' ')
    .map((word) => (word === 'and' ? word : word.split('-').map(capitalize).join('-')))
    .join(' ');
}

/** Digits grouped by thousands: '1234567' -> '1,234,567'. */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

interface ChequeAmount {
  dollars: number;
  cents: number;
  negative: boolean;
}

/**
 * Rounds to whole cents, half up, on the digits: '.125' -> 13 cents, '.999' -> one more dollar.
 * Negative amounts round half away from zero (the magnitude rounds half up).
 */
export function chequeAmount({ negative, whole, fraction }: ParsedDecimal): ChequeAmount {
  const three = fraction.padEnd(3, '0');
  let cents = Number(three.slice(0, 2));
  let dollars = Number(whole); // at most 15 digits here: exact in a double
  if (Number(three[2]) >= 5) cents += 1;
  if (cents === 100) {
    cents = 0;
    dollars += 1;
  }
  return { dollars, cents, negative: negative && (dollars > 0 || cents > 0) };
}

/** 'One hundred twenty-three and 45/100 dollars'; a negative amount begins with 'Negative'. */
function chequeWords({ dollars, cents, negative }: ChequeAmount): string {
  const sign = negative ? 'negative ' : '';
  return capitalize(
    `${sign}${integerToWords(String(dollars))} and ${String(cents).padStart(2, '0')}/100 dollars`,
  );
}

export function spellNumber({ input, style }: SpellNumberInput): SpellNumberResult | SpellFailure | null {
  const text = input.trim();
  if (text === '') return null;
  const parsed = parseDecimal(text);
  if (parsed === null) return { error: 'invalidNumber' };
  // An absolute value above 999999999999999 is too large, so 999999999999999.01 is too.
  const aboveMax =
    parsed.whole.length > MAX_WHOLE_DIGITS ||
    (parsed.whole === String(MAX_MAGNITUDE) && /[1-9]/.test(parsed.fraction));
  if (aboveMax) return { error: 'tooLarge' };

  const originalWords = plainWords(parsed);
  let words = originalWords;
  let amount: string | null = null;
  if (style === 'title') {
    words = toTitleCase(originalWords);
  } else if (style === 'cheque') {
    const cheque = chequeAmount(parsed);
    words = chequeWords(cheque);
    amount = `${cheque.negative ? '-' : ''}$${groupDigits(String(cheque.dollars))}.${String(cheque.cents).padStart(2, '0')}`;
  }

  return {
    input: text,
    number: `${parsed.negative ? '-' : ''}${groupDigits(parsed.whole)}${parsed.fraction ? `.${parsed.fraction}` : ''}`,
    words,
    originalWords,
    style,
    isDecimal: parsed.fraction !== '',
    isNegative: parsed.negative,
    wordCount: words.split(' ').length,
    amount,
  };
}
