/**
 * Lakh/crore converter. Pure logic: no React, no DOM.
 *
 * Units: number 1, thousand 10^3, lakh 10^5, million 10^6, crore 10^7, billion 10^9. Commas,
 * spaces and underscores are stripped from the amount; it must then be a finite number, else the
 * result is a dash. Indian grouping puts the last three digits together and then pairs
 * (1,25,00,000); international grouping uses threes (12,500,000).
 */
import { formatNumber } from '~/lib/format';
import { inPageMarks } from '~/lib/page-marks';

export const UNITS = ['number', 'thousand', 'lakh', 'million', 'crore', 'billion'] as const;
export type Unit = (typeof UNITS)[number];

export const UNIT_VALUE: Record<Unit, number> = {
  number: 1,
  thousand: 1e3,
  lakh: 1e5,
  million: 1e6,
  crore: 1e7,
  billion: 1e9,
};

export const DASH = '—';
/** Beyond this the digits stop being exact (Number.MAX_SAFE_INTEGER is about 9 × 10^15). */
export const MAX_VALUE = 1e15;

/** Strips commas, spaces (any kind) and underscores; null when what is left is not a finite number. */
export function cleanAmount(raw: string): number | null {
  const text = raw.replace(/[,\s_]/g, '');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Groups the whole part: Indian '1,25,00,000' or international '12,500,000'. */
export function groupDigits(whole: string, style: 'indian' | 'international'): string {
  if (style === 'international') return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (whole.length <= 3) return whole;
  const head = whole.slice(0, -3);
  const tail = whole.slice(-3);
  return `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${tail}`;
}

/** A number written with up to `decimals` places and the chosen grouping, in the page's marks ('1.25.00.000' in German). */
export function formatGrouped(value: number, style: 'indian' | 'international', decimals = 2): string {
  const sign = value < 0 ? '-' : '';
  const fixed = Math.abs(value)
    .toFixed(decimals)
    .replace(/\.?0+$/, '');
  const [whole = '0', fraction] = fixed.split('.');
  return inPageMarks(`${sign}${groupDigits(whole, style)}${fraction ? `.${fraction}` : ''}`);
}

/** A unit a value is said in ('1.25 crore'): its words are `inWords.<unit>` in messages/en.ts. */
export type WordUnit = Exclude<Unit, 'number'>;

/**
 * The value in the largest unit of the system that it reaches: { amount: '1.25', unit: 'crore' }
 * ('1.25 crore'), { amount: '15', unit: 'million' }; below a thousand the number alone (unit null).
 */
export interface InWords {
  amount: string;
  unit: WordUnit | null;
}

export function inWords(value: number, system: 'indian' | 'international'): InWords {
  const units: WordUnit[] =
    system === 'indian' ? ['crore', 'lakh', 'thousand'] : ['billion', 'million', 'thousand'];
  const size = Math.abs(value);
  const unit = units.find((u) => size >= UNIT_VALUE[u]);
  if (!unit) return { amount: formatNumber(value, { min: 0, max: 2 }), unit: null };
  return { amount: formatGrouped(value / UNIT_VALUE[unit], system, 2), unit };
}

export interface LakhCroreResult {
  value: number;
  indian: string;
  international: string;
  indianWords: InWords;
  internationalWords: InWords;
  /** The value in each unit. */
  perUnit: { unit: Unit; text: string }[];
}

export function lakhCroreConverter(amountText: string, unitInput: string): LakhCroreResult | null {
  const amount = cleanAmount(amountText);
  const unit: Unit = (UNITS as readonly string[]).includes(unitInput) ? (unitInput as Unit) : 'number';
  if (amount === null) return null;
  const value = amount * UNIT_VALUE[unit];
  if (!Number.isFinite(value) || Math.abs(value) > MAX_VALUE) return null;
  const indian = formatGrouped(value, 'indian');
  const international = formatGrouped(value, 'international');
  return {
    value,
    indian,
    international,
    indianWords: inWords(value, 'indian'),
    internationalWords: inWords(value, 'international'),
    perUnit: UNITS.map((u) => ({
      unit: u,
      text: formatGrouped(
        value / UNIT_VALUE[u],
        u === 'lakh' || u === 'crore' ? 'indian' : 'international',
        6,
      ),
    })),
  };
}
