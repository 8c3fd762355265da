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
import type { Situation } from './tipping-risk-o-meter';

export interface Norm {
  /** Lowest typical tip, percent. */
  min: number;
  /** Highest typical tip, percent. */
  max: number;
  /** A short local hint shown under the meter. */
  note?: string;
}

export interface TippingCountry {
  /** ISO 3166-1 alpha-2, upper case (the `c` parameter). */
  code: string;
  name: string;
  /** 'the United States': the name needs 'the' in a sentence. */
  the?: boolean;
  norms: Record<Situation, Norm>;
  /** A service charge often appears on restaurant and bar bills. */
  serviceChargeOften: boolean;
}

export const COUNTRIES = [
  {
    code: 'US',
    name: 'United States',
    the: true,
    norms: {
      restaurant: {
        min: 15,
        max: 20,
        note: 'Tip on the bill before tax; servers earn much of their pay in tips.',
      },
      bar: { min: 15, max: 20, note: 'Or about $1–2 per drink.' },
      taxi: { min: 10, max: 15, note: 'The same goes for ride-hailing apps.' },
    },
    serviceChargeOften: false,
  },
  {
    code: 'CA',
    name: 'Canada',
    norms: {
      restaurant: { min: 15, max: 20, note: 'Tip on the amount before sales tax.' },
      bar: { min: 15, max: 20, note: 'Or about $1–2 per drink.' },
      taxi: { min: 10, max: 15 },
    },
    serviceChargeOften: false,
  },
  {
    code: 'GB',
    name: 'United Kingdom',
    the: true,
    norms: {
      restaurant: {
        min: 10,
        max: 15,
        note: 'A discretionary 12.5 % service charge is common; if it is on the bill, that is the tip.',
      },
      bar: { min: 0, max: 0, note: 'Not expected at a pub bar; you may offer to buy the bartender a drink.' },
      taxi: { min: 0, max: 10, note: 'Round up to the next pound, or about 10 %.' },
    },
    serviceChargeOften: true,
  },
  {
    code: 'DE',
    name: 'Germany',
    norms: {
      restaurant: {
        min: 5,
        max: 10,
        note: 'Say the total you want to pay, tip included, when you hand over the money.',
      },
      bar: { min: 0, max: 10, note: 'Round up to the next euro or so.' },
      taxi: { min: 5, max: 10, note: 'Round up the fare; a little more if the driver helps with bags.' },
    },
    serviceChargeOften: false,
  },
  {
    code: 'FR',
    name: 'France',
    norms: {
      restaurant: {
        min: 0,
        max: 10,
        note: "Service is included in prices by law ('service compris'); a few euros is a thank-you.",
      },
      bar: { min: 0, max: 5, note: 'Leave small change if you like.' },
      taxi: { min: 0, max: 5, note: 'Round up to the next euro.' },
    },
    serviceChargeOften: false,
  },
  {
    code: 'IT',
    name: 'Italy',
    norms: {
      restaurant: {
        min: 0,
        max: 10,
        note: "The cover charge ('coperto') is not a tip; some bills add 'servizio'.",
      },
      bar: { min: 0, max: 5, note: 'Leave a few coins on the counter.' },
      taxi: { min: 0, max: 5, note: 'Round up to the next euro.' },
    },
    serviceChargeOften: true,
  },
  {
    code: 'ES',
    name: 'Spain',
    norms: {
      restaurant: { min: 0, max: 10, note: 'Round up, or 5–10 % for good service in sit-down restaurants.' },
      bar: { min: 0, max: 5, note: 'Small change is enough.' },
      taxi: { min: 0, max: 5, note: 'Round up to the next euro.' },
    },
    serviceChargeOften: false,
  },
  {
    code: 'JP',
    name: 'Japan',
    norms: {
      restaurant: {
        min: 0,
        max: 0,
        note: 'No tipping; upscale restaurants and hotels may add a 10–15 % service charge instead.',
      },
      bar: { min: 0, max: 0, note: "A table charge ('otōshi') may be added; it is not a tip." },
      taxi: { min: 0, max: 0, note: 'Pay the metered fare; drivers do not expect a tip.' },
    },
    serviceChargeOften: true,
  },
  {
    code: 'KR',
    name: 'South Korea',
    norms: {
      restaurant: {
        min: 0,
        max: 0,
        note: 'Not customary; hotel and upscale restaurants may add a 10 % service charge.',
      },
      bar: { min: 0, max: 0, note: 'Not expected.' },
      taxi: { min: 0, max: 0, note: 'Pay the metered fare; drivers do not expect a tip.' },
    },
    serviceChargeOften: true,
  },
  {
    code: 'CN',
    name: 'China',
    norms: {
      restaurant: {
        min: 0,
        max: 0,
        note: 'Not customary in mainland China; hotel restaurants may add a 10–15 % service charge.',
      },
      bar: { min: 0, max: 0, note: 'Not expected.' },
      taxi: { min: 0, max: 0, note: 'Pay the metered fare; drivers do not expect a tip.' },
    },
    serviceChargeOften: true,
  },
  {
    code: 'IN',
    name: 'India',
    norms: {
      restaurant: {
        min: 5,
        max: 10,
        note: 'A service charge on the bill is voluntary; if you pay it, no further tip is needed.',
      },
      bar: { min: 5, max: 10 },
      taxi: { min: 0, max: 5, note: 'Not expected; rounding up the fare is welcome.' },
    },
    serviceChargeOften: true,
  },
  {
    code: 'MX',
    name: 'Mexico',
    norms: {
      restaurant: {
        min: 10,
        max: 15,
        note: "Up to 20 % for excellent service; check for 'propina incluida' in tourist areas.",
      },
      bar: { min: 10, max: 15, note: 'Or 10–20 pesos per drink.' },
      taxi: { min: 0, max: 5, note: 'Not expected; round up, or tip if the driver helps with bags.' },
    },
    serviceChargeOften: false,
  },
  {
    code: 'BR',
    name: 'Brazil',
    norms: {
      restaurant: {
        min: 10,
        max: 10,
        note: "A 10 % 'serviço' is usually on the bill; it is optional and it is the tip.",
      },
      bar: { min: 10, max: 10, note: "Bars usually add the same 10 % 'serviço'." },
      taxi: { min: 0, max: 5, note: 'Not expected; rounding up is common.' },
    },
    serviceChargeOften: true,
  },
  {
    code: 'ZA',
    name: 'South Africa',
    norms: {
      restaurant: { min: 10, max: 15, note: 'Some restaurants add a service charge for large groups.' },
      bar: { min: 10, max: 15, note: 'Or a few rand per drink.' },
      taxi: { min: 5, max: 10, note: 'About 10 % in a metered taxi; minibus taxis are not tipped.' },
    },
    serviceChargeOften: false,
  },
  {
    code: 'AE',
    name: 'United Arab Emirates',
    the: true,
    norms: {
      restaurant: {
        min: 10,
        max: 15,
        note: 'Hotel restaurants often add a 10 % service charge; a little extra in cash is optional.',
      },
      bar: { min: 10, max: 15, note: 'Check whether service is already included.' },
      taxi: { min: 0, max: 5, note: 'Not expected; rounding up by a few dirhams is common.' },
    },
    serviceChargeOften: true,
  },
  {
    code: 'TR',
    name: 'Turkey (Türkiye)',
    norms: {
      restaurant: {
        min: 5,
        max: 10,
        note: "About 10 %, up to 15 % in upscale places; 'servis dahil' means service is included.",
      },
      bar: { min: 0, max: 10, note: 'Round up, or about 10 % for table service.' },
      taxi: { min: 0, max: 5, note: 'Round up to the next lira.' },
    },
    serviceChargeOften: true,
  },
] as const satisfies readonly TippingCountry[];
