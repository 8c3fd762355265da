/**
 * Number parsing and formatting shared by every tool: one way to read what people type
 * ('1,234.5', '12,5', ' 42 ') and one way to print numbers and money (Intl, in the page's
 * language: lib/locale.ts).
 */

import { intlTag, pageLocale, type Locale } from './locale';

/** Separators are read as the page's language writes them, and the unambiguous forms in any. */
const COMMA_DECIMAL: readonly Locale[] = ['es', 'pt-br', 'de', 'fr'];
/** Arabic-Indic, Eastern Arabic-Indic and Devanagari digits, read as 0-9. */
const LOCAL_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/g;
/** Spaces people and Intl put between groups: space, no-break, narrow no-break, thin; and '_'. */
const GROUP_SPACES = /[ _\u00a0\u202f\u2009]/g;
/** '1 234 567' with an optional decimal part: spaces only between groups of three. */
const SPACED_THOUSANDS = /^\d{1,3}(?: \d{3})+(?:[.,]\d*)?$/;
type Mark = ',' | '.';

/** Whole parts with separators: groups of three, or India's groups of two before the last three. */
const GROUPED = {
  ',': /^(?:\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3})$/,
  '.': /^\d{1,3}(?:\.\d{3})+$/,
} satisfies Record<Mark, RegExp>;
/** One separator and exactly three digits after it: a group ('1,234' in English, '1.234' in German). */
const ONE_GROUP = /^\d{1,3}[.,]\d{3}$/;
// Each digit run can end in one way only, so a long run followed by a bad character fails in
// linear time (the former `\d+\.?\d*` split a run of n digits n ways: quadratic).
const PLAIN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * The longest text read as a number (links and typing): no one types a 100-character number, and
 * a longer one is refused before any pattern runs.
 */
export const NUMBER_TEXT_MAX = 100;

/** Arabic-Indic and Devanagari digits as 0-9, the Arabic decimal and group marks as '.' and ','. */
function withWesternDigits(text: string): string {
  return text
    .replace(LOCAL_DIGITS, (d) => {
      const code = d.charCodeAt(0);
      return String(code - (code >= 0x966 ? 0x966 : code >= 0x6f0 ? 0x6f0 : 0x660));
    })
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',');
}

/** The mark a language groups thousands with: French groups with spaces only. */
function groupMark(locale: Locale): string {
  return locale === 'fr' ? ' ' : COMMA_DECIMAL.includes(locale) ? '.' : ',';
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/**
 * Reads a number typed by a person, as a reader of `locale` writes it (links are read as English,
 * their machine form), into its machine form: '1.234,50' on a German page is '1234.50'. Digits are
 * kept as typed, so a 19-digit timestamp or a 15-digit amount with cents loses nothing; the sign
 * '+', leading zeros and a trailing point go ('+007.' is '7'), and '.5' is '0.5'.
 *
 * Every language accepts what cannot be misread: both separators ('1,234.5', '1.234,5': the last
 * one is the decimal point), spaces between groups of three ('1 234,5'), India's grouping
 * ('1,23,456.7'), a lone separator without three digits after it ('12,5' and '1.5' are decimals),
 * and on Arabic and Hindi pages their own digits. One separator followed by exactly three digits
 * is what the language makes of it: a group where that is its group separator ('1,234' is 1234 in
 * English, '1.234' is 1234 in German), else a decimal point ('1,234' in German, '1.234' in
 * French). Returns null for blank or malformed input and for text over NUMBER_TEXT_MAX characters.
 */
export function numberText(raw: string, locale: Locale = 'en'): string | null {
  if (raw.length > NUMBER_TEXT_MAX) return null;
  // Arabic and Hindi pages also read their own digits; links and other languages only 0-9.
  const local = locale === 'ar' || locale === 'hi';
  const text = (local ? withWesternDigits(raw) : raw).replace(GROUP_SPACES, ' ').trim();
  const sign = text[0] === '-' || text[0] === '+' ? text[0] : '';
  let body = text.slice(sign.length);
  if (body === '') return null;
  let decimal: Mark | '' = '';
  let group: Mark | '' = '';
  const commas = count(body, ',');
  const dots = count(body, '.');
  if (body.includes(' ')) {
    // Spaces between groups: what is left is the decimal point.
    if (!SPACED_THOUSANDS.test(body)) return null;
    body = body.replace(/ /g, '');
    decimal = commas ? ',' : '.';
  } else if (commas && dots) {
    decimal = body.lastIndexOf(',') > body.lastIndexOf('.') ? ',' : '.';
    group = decimal === ',' ? '.' : ',';
  } else if (commas || dots) {
    const mark: Mark = commas ? ',' : '.';
    group = commas + dots > 1 || (mark === groupMark(locale) && ONE_GROUP.test(body)) ? mark : '';
    decimal = group ? '' : mark;
  }
  if (group) {
    const point = decimal ? body.lastIndexOf(decimal) : body.length;
    if (!GROUPED[group].test(body.slice(0, point))) return null;
    body = body.split(group).join('');
  }
  if (decimal === ',') body = body.replace(',', '.');
  if (!PLAIN.test(body) || count(body, '.') > 1) return null;
  const machine = body
    .replace(/^0+(?=\d)/, '')
    .replace(/^\./, '0.')
    .replace(/\.(?=e|$)/i, '');
  return sign === '-' && /[1-9]/.test(machine.replace(/e.*$/i, '')) ? `-${machine}` : machine;
}

/**
 * A number typed by a person (numberText) as a number; null for blank, malformed or non-finite
 * input, so callers can show 'no result' rather than NaN.
 */
export function parseNumber(raw: string, locale: Locale = 'en'): number | null {
  const text = numberText(raw, locale);
  const value = text === null ? NaN : Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A number's machine form in a link or the URL state: '1234.5', '-0.25', '1e21'. */
const MACHINE = /^[+-]?\d*\.?\d*(?:e[+-]?\d+)?$/i;

/**
 * What a number field shows for a value held in machine form: the page's decimal mark ('12,5' on
 * a German page for 12.5). Anything else (a half-typed entry, a typo) is shown as it is.
 */
export function localNumberText(value: string, locale: Locale): string {
  return COMMA_DECIMAL.includes(locale) && MACHINE.test(value) ? value.replace('.', ',') : value;
}

/**
 * What a number field writes to the URL state for what a visitor typed: the machine form of a
 * number read in the page's language ('1.234,5' on a German page is '1234.5'), so links read the
 * same in every language. English keeps the visitor's text, which links have always held; text
 * that is not a number stays as typed, for the tool to answer.
 */
export function machineNumberText(text: string, locale: Locale): string {
  return (locale === 'en' ? null : numberText(text, locale)) ?? text;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function cachedFormat(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = numberFormats.get(key);
  if (!format) {
    format = make();
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * What the build's ICU and the browser's may write differently for the same number or date, made one:
 * every kind of space (French groups with a narrow no-break space in newer ICU data) becomes a
 * no-break space, and bidirectional marks go (the page's direction and <bdi> place numbers).
 */
export function sameEverywhere(text: string): string {
  return text.replace(/[\u202f\u2009]/g, '\u00a0').replace(/[\u200e\u200f\u061c]/g, '');
}

/** Rounding a tiny negative to zero prints '-0.00'; nobody wants to read that. */
function withoutNegativeZero(text: string): string {
  return text.replace(/^-(?=\D*0(?:[.,]0*)?\D*$)/, '');
}

function formatted(format: Intl.NumberFormat, value: number): string {
  return withoutNegativeZero(sameEverywhere(format.format(value === 0 ? 0 : value)));
}

/** Formats with exactly `decimals` places (or between min and max), grouped as the page's language groups. -0 prints as 0. */
export function formatNumber(value: number, decimals: number | { min: number; max: number } = 2): string {
  const { min, max } = typeof decimals === 'number' ? { min: decimals, max: decimals } : decimals;
  const tag = intlTag(pageLocale());
  const format = cachedFormat(
    `n:${tag}:${min}:${max}`,
    () => new Intl.NumberFormat(tag, { minimumFractionDigits: min, maximumFractionDigits: max }),
  );
  return formatted(format, value);
}

/**
 * A percentage as the page's language writes it: formatPercent(15) is '15%' in English, '15 %' in
 * German and French. `value` is in percent (15, not 0.15); decimals as formatNumber takes them.
 */
export function formatPercent(
  value: number,
  decimals: number | { min: number; max: number } = { min: 0, max: 2 },
): string {
  const { min, max } = typeof decimals === 'number' ? { min: decimals, max: decimals } : decimals;
  const tag = intlTag(pageLocale());
  const format = cachedFormat(
    `p:${tag}:${min}:${max}`,
    () =>
      new Intl.NumberFormat(tag, {
        style: 'percent',
        minimumFractionDigits: min,
        maximumFractionDigits: max,
      }),
  );
  // Divided after rounding to the shown decimals, so 16.045 and 0.16045 round alike.
  return formatted(format, Number((value / 100).toPrecision(15)));
}

/** Money in a CSV file: two decimals, no thousands separators, no currency sign, never '-0.00'. */
export function csvMoney(value: number): string {
  const text = value.toFixed(2);
  return text === '-0.00' ? '0.00' : text;
}

/**
 * Formats money in a currency; if Intl rejects the currency code it falls back to the number
 * with two decimals and the code.
 */
export function formatMoney(value: number, currency = 'USD', decimals = 2): string {
  const tag = intlTag(pageLocale());
  try {
    const format = cachedFormat(
      `m:${tag}:${currency}:${decimals}`,
      () =>
        new Intl.NumberFormat(tag, {
          style: 'currency',
          currency,
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        }),
    );
    return formatted(format, value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

/**
 * Short money for chart axes ('$120K', '$1.5M'). Written out rather than Intl's compact notation,
 * whose output differs between engines (Node prints '$50.0K' where Chromium prints '$50K'), which
 * would break hydration of prerendered charts.
 */
export function formatCompactMoney(value: number, currency = 'USD'): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const [divisor, suffix] =
    abs >= 1e12
      ? [1e12, 'T']
      : abs >= 1e9
        ? [1e9, 'B']
        : abs >= 1e6
          ? [1e6, 'M']
          : abs >= 1e3
            ? [1e3, 'K']
            : [1, ''];
  const short = formatNumber(abs / divisor, { min: 0, max: abs / divisor < 10 && divisor > 1 ? 1 : 0 });
  const symbol = formatMoney(0, currency, 0).replace(/[\d\s.,]/g, '') || `${currency} `;
  return `${sign}${symbol}${short}${suffix}`;
}
