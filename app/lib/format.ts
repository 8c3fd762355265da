/**
 * Number parsing and formatting shared by every tool: one way to read what people type
 * ('1,234.5', '12,5', ' 42 ') and one way to print numbers and money (Intl, en-US).
 */

const THOUSANDS = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/;
/** '1 234 567', '1_000_000' (also with no-break spaces): spaces only between groups of three. */
const SPACED_THOUSANDS = /^[+-]?\d{1,3}([ _\u00a0\u202f]\d{3})+([.,]\d+)?$/;
const DECIMAL_COMMA = /^[+-]?\d*,\d+$/;
// Each digit run can end in one way only, so a long run followed by a bad character fails in
// linear time (the former `\d+\.?\d*` split a run of n digits n ways: quadratic).
const PLAIN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * The longest text read as a number (links and typing): no one types a 100-character number, and
 * a longer one is refused before any pattern runs.
 */
export const NUMBER_TEXT_MAX = 100;

/**
 * Reads a number typed by a person. Accepts thousands separators ('1,234.5', '1 234'), a lone
 * decimal comma ('12,5' is 12.5) and surrounding spaces. Returns null for blank, malformed or
 * non-finite input, and for text over NUMBER_TEXT_MAX characters, so callers can show 'no result' rather than NaN.
 */
export function parseNumber(raw: string): number | null {
  if (raw.length > NUMBER_TEXT_MAX) return null;
  let text = raw.trim();
  if (text === '') return null;
  // Spaces inside a number are group separators or a typo: '1 2 3' is not 123.
  if (SPACED_THOUSANDS.test(text)) text = text.replace(/[ _\u00a0\u202f]/g, '');
  if (THOUSANDS.test(text)) text = text.replace(/,/g, '');
  else if (DECIMAL_COMMA.test(text)) text = text.replace(',', '.');
  if (!PLAIN.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
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

/** Formats with exactly `decimals` places (or between min and max) and en-US grouping. -0 prints as 0. */
export function formatNumber(value: number, decimals: number | { min: number; max: number } = 2): string {
  const { min, max } = typeof decimals === 'number' ? { min: decimals, max: decimals } : decimals;
  const format = cachedFormat(
    `n:${min}:${max}`,
    () => new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max }),
  );
  const text = format.format(value === 0 ? 0 : value);
  // Rounding a tiny negative to zero prints '-0.00'; nobody wants to read that.
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

/** The word for a count: plural(1, 'day') is 'day', plural(3, 'day') 'days'; an irregular plural comes third. */
export function plural(n: number, one: string, other = `${one}s`): string {
  return n === 1 ? one : other;
}

/** A whole count and its word: '1 day', '1,234 days'. */
export function countOf(n: number, one: string, other?: string): string {
  return `${formatNumber(n, 0)} ${plural(n, one, other)}`;
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
  try {
    const format = cachedFormat(
      `m:${currency}:${decimals}`,
      () =>
        new Intl.NumberFormat('en-US', {
          style: 'currency',
          currency,
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        }),
    );
    return format.format(value === 0 ? 0 : value);
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
