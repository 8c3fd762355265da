/**
 * Tipping norms for 16 countries, in percent of the bill (or fare).
 *
 * How to read a norm: the tip people customarily leave, where an optional service charge printed
 * on the bill counts as that tip (hence the 'check before tipping' notice for countries whose
 * `serviceChargeOften` is set). A norm of 0–0 means tipping is not the custom. A range starting at
 * 0 means 'nothing, or round up / a little more for good service'.
 *
 * The US ranges are fixed product values: restaurant 15–20, bar 15–20, taxi 10–15. The others
 * were compiled in November 2026 from public travel and etiquette guidance, taking the range most
 * sources agree on (Rick Steves, Lonely Planet, Fodor's and Condé Nast Traveler tipping guides),
 * checked against these pages:
 * - Japan National Tourism Organization (japan.travel, 'Tipping'): tipping is not common in bars,
 *   cafés, restaurants, taxis or hotels; upscale restaurants and hotels may add a 10–15 % charge.
 * - Fodor's travel tips for Dubai (10 % service charge common, 10 % where not included; taxis:
 *   round up); P&S Travel tips for Turkey (a 'servis' charge is common; round taxi fares up).
 * - Gauteng Tourism Authority, 'Tipping' (South Africa: 10 % is the minimum for good restaurant
 *   service); The Brazil Business, 'Service fee and tips in Brazil' (the 10 % 'taxa de serviço'
 *   is optional and is the tip; Lei 13.419/2017); India's Central Consumer Protection Authority
 *   guideline of July 2022 (a service charge is voluntary and may not be added by default);
 *   Arabian Business and Gulf News on tipping in Dubai (10–15 % where service is not included).
 * Customs vary by place and venue; the tool says these are typical ranges, not rules.
 */
import type en from './messages/en';
import type { Situation } from './tipping-risk-o-meter';

/** A local hint's id: its words are `note.<id>` in messages/en.ts. */
export type NoteId = keyof typeof en extends infer K ? (K extends `note.${infer Id}` ? Id : never) : never;

export interface Norm {
  /** Lowest typical tip, percent. */
  min: number;
  /** Highest typical tip, percent. */
  max: number;
  /** A short local hint shown under the meter (its id; a hint several norms share has one id). */
  note?: NoteId;
}

/**
 * A country's names are `country.<code>` and, as a sentence says it ('in the United States'),
 * `place.<code>` in messages/en.ts.
 */
export interface TippingCountry {
  /** ISO 3166-1 alpha-2, upper case (the `c` parameter). */
  code: string;
  norms: Record<Situation, Norm>;
  /** A service charge often appears on restaurant and bar bills. */
  serviceChargeOften: boolean;
}

export const COUNTRIES = [
  {
    code: 'US',
    norms: {
      restaurant: {
        min: 15,
        max: 20,
        note: 'usRestaurant',
      },
      bar: { min: 15, max: 20, note: 'perDrinkDollars' },
      taxi: { min: 10, max: 15, note: 'usTaxi' },
    },
    serviceChargeOften: false,
  },
  {
    code: 'CA',
    norms: {
      restaurant: { min: 15, max: 20, note: 'caRestaurant' },
      bar: { min: 15, max: 20, note: 'perDrinkDollars' },
      taxi: { min: 10, max: 15 },
    },
    serviceChargeOften: false,
  },
  {
    code: 'GB',
    norms: {
      restaurant: {
        min: 10,
        max: 15,
        note: 'gbRestaurant',
      },
      bar: { min: 0, max: 0, note: 'gbBar' },
      taxi: { min: 0, max: 10, note: 'gbTaxi' },
    },
    serviceChargeOften: true,
  },
  {
    code: 'DE',
    norms: {
      restaurant: {
        min: 5,
        max: 10,
        note: 'deRestaurant',
      },
      bar: { min: 0, max: 10, note: 'deBar' },
      taxi: { min: 5, max: 10, note: 'deTaxi' },
    },
    serviceChargeOften: false,
  },
  {
    code: 'FR',
    norms: {
      restaurant: {
        min: 0,
        max: 10,
        note: 'frRestaurant',
      },
      bar: { min: 0, max: 5, note: 'frBar' },
      taxi: { min: 0, max: 5, note: 'roundUpEuro' },
    },
    serviceChargeOften: false,
  },
  {
    code: 'IT',
    norms: {
      restaurant: {
        min: 0,
        max: 10,
        note: 'itRestaurant',
      },
      bar: { min: 0, max: 5, note: 'itBar' },
      taxi: { min: 0, max: 5, note: 'roundUpEuro' },
    },
    serviceChargeOften: true,
  },
  {
    code: 'ES',
    norms: {
      restaurant: { min: 0, max: 10, note: 'esRestaurant' },
      bar: { min: 0, max: 5, note: 'esBar' },
      taxi: { min: 0, max: 5, note: 'roundUpEuro' },
    },
    serviceChargeOften: false,
  },
  {
    code: 'JP',
    norms: {
      restaurant: {
        min: 0,
        max: 0,
        note: 'jpRestaurant',
      },
      bar: { min: 0, max: 0, note: 'jpBar' },
      taxi: { min: 0, max: 0, note: 'meteredFare' },
    },
    serviceChargeOften: true,
  },
  {
    code: 'KR',
    norms: {
      restaurant: {
        min: 0,
        max: 0,
        note: 'krRestaurant',
      },
      bar: { min: 0, max: 0, note: 'notExpected' },
      taxi: { min: 0, max: 0, note: 'meteredFare' },
    },
    serviceChargeOften: true,
  },
  {
    code: 'CN',
    norms: {
      restaurant: {
        min: 0,
        max: 0,
        note: 'cnRestaurant',
      },
      bar: { min: 0, max: 0, note: 'notExpected' },
      taxi: { min: 0, max: 0, note: 'meteredFare' },
    },
    serviceChargeOften: true,
  },
  {
    code: 'IN',
    norms: {
      restaurant: {
        min: 5,
        max: 10,
        note: 'inRestaurant',
      },
      bar: { min: 5, max: 10 },
      taxi: { min: 0, max: 5, note: 'inTaxi' },
    },
    serviceChargeOften: true,
  },
  {
    code: 'MX',
    norms: {
      restaurant: {
        min: 10,
        max: 15,
        note: 'mxRestaurant',
      },
      bar: { min: 10, max: 15, note: 'mxBar' },
      taxi: { min: 0, max: 5, note: 'mxTaxi' },
    },
    serviceChargeOften: false,
  },
  {
    code: 'BR',
    norms: {
      restaurant: {
        min: 10,
        max: 10,
        note: 'brRestaurant',
      },
      bar: { min: 10, max: 10, note: 'brBar' },
      taxi: { min: 0, max: 5, note: 'brTaxi' },
    },
    serviceChargeOften: true,
  },
  {
    code: 'ZA',
    norms: {
      restaurant: { min: 10, max: 15, note: 'zaRestaurant' },
      bar: { min: 10, max: 15, note: 'zaBar' },
      taxi: { min: 5, max: 10, note: 'zaTaxi' },
    },
    serviceChargeOften: false,
  },
  {
    code: 'AE',
    norms: {
      restaurant: {
        min: 10,
        max: 15,
        note: 'aeRestaurant',
      },
      bar: { min: 10, max: 15, note: 'aeBar' },
      taxi: { min: 0, max: 5, note: 'aeTaxi' },
    },
    serviceChargeOften: true,
  },
  {
    code: 'TR',
    norms: {
      restaurant: {
        min: 5,
        max: 10,
        note: 'trRestaurant',
      },
      bar: { min: 0, max: 10, note: 'trBar' },
      taxi: { min: 0, max: 5, note: 'trTaxi' },
    },
    serviceChargeOften: true,
  },
] as const satisfies readonly TippingCountry[];
