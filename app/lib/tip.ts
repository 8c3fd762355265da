/**
 * A restaurant bill with tax, service and tip, split between people: the logic of the tip
 * calculator with tax, which the basic tip calculator shares (with its own ranges). Pure logic.
 *
 * Money is worked in whole cents: the bill is rounded to the cent, then tax, service and tip are
 * each rounded to the cent (half up), so the lines shown always add up to the total shown.
 *   tax = bill × t%; service = bill × s%; tip base = bill ('pre') or bill + tax ('post');
 *   tip = base × tp%; total = bill + tax + service + tip; per person = total / people.
 * Rounding raises each share (to the next 0.50 or 1) or the total (to the next 1); the difference
 * is added to the tip, and the adjusted tip percent is tip ÷ base.
 *
 * Returns null when there is no result (bill empty, not a number, 0 or less, or too large).
 */
import { formatMoney, formatPercent, parseNumber } from './format';
import { clamp } from './math';

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'INR'] as const;
export type Currency = (typeof CURRENCIES)[number];

export type TipBasis = 'pre' | 'post';
export const TIP_BASES = ['pre', 'post'] as const satisfies readonly TipBasis[];

export type RoundingMode = 'none' | 'half' | 'whole' | 'total';
export const ROUNDING_MODES = ['none', 'half', 'whole', 'total'] as const satisfies readonly RoundingMode[];

export const DEFAULT_TAX = '8.5';
export const DEFAULT_SERVICE = '0';
export const DEFAULT_TIP = 20;
export const DEFAULT_PEOPLE = '1';
export const TIP_MIN = 0;
export const TIP_MAX = 35;
export const TIP_STEP = 0.5;
export const QUICK_TIPS = [15, 18, 20, 22] as const;

/** Limits the spec leaves open, chosen so every figure stays exact in whole cents. */
export const BILL_MAX = 1_000_000_000_000;
export const PERCENT_MAX = 100;
export const PEOPLE_MAX = 1000;

export interface FinanceTipInput {
  /** An ISO 4217 code; the page offers CURRENCIES, but any code is formatted (with the fallback). */
  currency: string;
  /** Typed text. */
  amount: string;
  /** Typed text, percent. */
  tax: string;
  /** Typed text, percent. */
  service: string;
  /** Percent, 0 to 35. */
  tip: number;
  basis: TipBasis;
  /** Typed text. */
  people: string;
  rounding: RoundingMode;
}

/** An uneven split to the cent: `highCount` people pay `high`, the others `low`. */
export interface Split {
  highCount: number;
  high: number;
  lowCount: number;
  low: number;
}

export interface FinanceTipResult {
  currency: string;
  billAmount: number;
  taxPercent: number;
  taxAmount: number;
  servicePercent: number;
  serviceAmount: number;
  basis: TipBasis;
  /** The amount the tip is a percentage of. */
  tipBase: number;
  /** The tip percent asked for. */
  tipPercentage: number;
  /** The tip before rounding. */
  tipBeforeRounding: number;
  /** What rounding added (0 when it changed nothing). */
  roundingAdded: number;
  /** The tip including what rounding added. */
  tipAmount: number;
  /** tipAmount ÷ tipBase × 100. */
  adjustedTipPercentage: number;
  totalBeforeRounding: number;
  totalAmount: number;
  numberOfPeople: number;
  /** totalAmount ÷ numberOfPeople (not rounded). */
  perPerson: number;
  /** Set when the total does not divide into equal whole-cent shares. */
  split: Split | null;
  rounding: RoundingMode;
  /** The figures formatted in the currency. */
  text: {
    bill: string;
    tax: string;
    service: string;
    tipBase: string;
    tip: string;
    tipBeforeRounding: string;
    roundingAdded: string;
    total: string;
    totalBeforeRounding: string;
    perPerson: string;
    tipPercentage: string;
    adjustedTipPercentage: string;
  };
}

/** Rounds a cent amount to a whole cent, half up, ignoring float noise (599.9499999 is 599.95). */
function roundCents(cents: number): number {
  return Math.round(Number(cents.toPrecision(15)));
}

/** A percent field: blank or not a number counts as 0; clamped to 0..PERCENT_MAX. */
export function readPercent(text: string): number {
  const value = parseNumber(text);
  if (value === null) return 0;
  return clamp(value, 0, PERCENT_MAX);
}

/** People: blank or not a number counts as 1; floored; at least 1, at most `max`. */
export function readPeople(text: string, max = PEOPLE_MAX): number {
  const value = parseNumber(text);
  if (value === null) return 1;
  return clamp(Math.floor(value), 1, max);
}

/** The tip percent: non-finite counts as the default; clamped to 0..`max` (35 here). */
export function readTip(value: number, max = TIP_MAX): number {
  if (!Number.isFinite(value)) return DEFAULT_TIP;
  return clamp(value, TIP_MIN, max);
}

/** The ranges a tip calculator allows; the basic tip calculator allows tips to 50% and 50 people. */
export interface TipLimits {
  tipMax: number;
  peopleMax: number;
}

/** The rounded total, in cents, for a total and a number of people. */
export function roundedTotalCents(totalCents: number, people: number, mode: RoundingMode): number {
  switch (mode) {
    case 'half':
      return Math.ceil(totalCents / (people * 50)) * 50 * people;
    case 'whole':
      return Math.ceil(totalCents / (people * 100)) * 100 * people;
    case 'total':
      return Math.ceil(totalCents / 100) * 100;
    default:
      return totalCents;
  }
}

export function financeTipCalculator(
  input: FinanceTipInput,
  limits: TipLimits = { tipMax: TIP_MAX, peopleMax: PEOPLE_MAX },
): FinanceTipResult | null {
  const bill = parseNumber(input.amount);
  if (bill === null || bill <= 0 || bill > BILL_MAX) return null;
  const billCents = roundCents(bill * 100);
  if (billCents <= 0) return null;

  const taxPercent = readPercent(input.tax);
  const servicePercent = readPercent(input.service);
  const tipPercentage = readTip(input.tip, limits.tipMax);
  const people = readPeople(input.people, limits.peopleMax);
  const basis: TipBasis = input.basis === 'post' ? 'post' : 'pre';
  const rounding: RoundingMode = ROUNDING_MODES.includes(input.rounding) ? input.rounding : 'none';

  const taxCents = roundCents((billCents * taxPercent) / 100);
  const serviceCents = roundCents((billCents * servicePercent) / 100);
  const baseCents = basis === 'post' ? billCents + taxCents : billCents;
  const tipCents = roundCents((baseCents * tipPercentage) / 100);
  const totalCents = billCents + taxCents + serviceCents + tipCents;
  const finalCents = roundedTotalCents(totalCents, people, rounding);
  const addedCents = finalCents - totalCents;
  const finalTipCents = tipCents + addedCents;

  let split: Split | null = null;
  const remainder = finalCents % people;
  if (remainder !== 0) {
    const low = Math.floor(finalCents / people);
    split = { highCount: remainder, high: (low + 1) / 100, lowCount: people - remainder, low: low / 100 };
  }

  const money = (cents: number) => formatMoney(cents / 100, input.currency, 2);
  const adjustedTipPercentage = (finalTipCents / baseCents) * 100;
  const perPerson = finalCents / people / 100;
  const text = {
    bill: money(billCents),
    tax: money(taxCents),
    service: money(serviceCents),
    tipBase: money(baseCents),
    tip: money(finalTipCents),
    tipBeforeRounding: money(tipCents),
    roundingAdded: money(addedCents),
    total: money(finalCents),
    totalBeforeRounding: money(totalCents),
    perPerson: formatMoney(perPerson, input.currency, 2),
    tipPercentage: formatPercent(tipPercentage),
    adjustedTipPercentage: formatPercent(adjustedTipPercentage),
  };

  return {
    currency: input.currency,
    billAmount: billCents / 100,
    taxPercent,
    taxAmount: taxCents / 100,
    servicePercent,
    serviceAmount: serviceCents / 100,
    basis,
    tipBase: baseCents / 100,
    tipPercentage,
    tipBeforeRounding: tipCents / 100,
    roundingAdded: addedCents / 100,
    tipAmount: finalTipCents / 100,
    adjustedTipPercentage,
    totalBeforeRounding: totalCents / 100,
    totalAmount: finalCents / 100,
    numberOfPeople: people,
    perPerson,
    split,
    rounding,
    text,
  };
}
