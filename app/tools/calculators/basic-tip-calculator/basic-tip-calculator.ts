/**
 * Basic tip calculator. Pure logic.
 *
 * The money is worked exactly as the finance tip calculator works it (whole cents, the tip
 * rounded half up, an uneven split named to the cent), with no tax, no service charge and the
 * basic calculator's own ranges: tip 0 to 50%, 1 to 50 people, bill above 0. Outside them there
 * is no result.
 */
import { parseNumber } from '~/lib/format';
import { financeTipCalculator, type FinanceTipResult } from '~/lib/tip';

export const DEFAULT_TIP = '18';
export const QUICK_TIPS = [15, 18, 20, 22, 25] as const;
export const TIP_MIN = 0;
export const TIP_MAX = 50;
export const TIP_STEP = 0.1;
export const PEOPLE_MIN = 1;
export const PEOPLE_MAX = 50;

export interface BasicTipInput {
  /** The bill, as typed. */
  amount: string;
  /** The tip percent, as typed. */
  tip: string;
  /** The number of people, as typed. */
  people: string;
}

export type BasicTipResult = FinanceTipResult;

export function basicTipCalculator(input: BasicTipInput): BasicTipResult | null {
  const bill = parseNumber(input.amount);
  const tip = parseNumber(input.tip);
  const people = parseNumber(input.people);
  if (bill === null || bill <= 0) return null;
  if (tip === null || tip < TIP_MIN || tip > TIP_MAX) return null;
  if (people === null || !Number.isInteger(people) || people < PEOPLE_MIN || people > PEOPLE_MAX) return null;
  return financeTipCalculator(
    {
      currency: 'USD',
      amount: input.amount,
      tax: '0',
      service: '0',
      tip,
      basis: 'pre',
      people: String(people),
      rounding: 'none',
    },
    { tipMax: TIP_MAX, peopleMax: PEOPLE_MAX },
  );
}
