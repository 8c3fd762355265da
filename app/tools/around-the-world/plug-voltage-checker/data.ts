/**
 * Plug types, socket compatibility and the 22 countries of the Plug & Voltage Checker.
 */
import type en from './messages/en';

/** The 14 plug and socket types of the IEC 'World Plugs' list, A to N. */
export const PLUG_TYPES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N'] as const;
/**
 * What each type looks like (the plug's pins) is `plug.<type>` in messages/en.ts, after the type
 * descriptions of IEC 'World Plugs' (https://www.iec.ch/world-plugs), with the standard each type
 * follows.
 */
export type PlugType = (typeof PLUG_TYPES)[number];

/**
 * Which sockets each plug goes into safely (always its own type, plus these). From the
 * compatibility notes of the IEC 'World Plugs' type pages (https://www.iec.ch/world-plugs) and
 * worldstandards.eu 'Plug, socket & voltage by country' (2024):
 * - A (unearthed US/Japanese) plugs also fit B sockets.
 * - C, the Europlug, fits every socket with 4.0–4.8 mm round holes 19 mm apart: E, F, H (Israeli
 *   sockets since 1989), J, K, L and N.
 * - Nearly every type E or F plug sold today is the CEE 7/7 hybrid, which fits both E and F
 *   sockets, so E and F plugs are taken to fit both.
 * - E and F plugs also go into Danish K sockets but without an earth connection: not counted as
 *   fitting (the Danish entry says so).
 * - Every other type (B, D, G, H, I, J, K, L, M, N) fits only its own socket.
 */
export const PLUG_FITS: Record<PlugType, readonly PlugType[]> = {
  A: ['A', 'B'],
  B: ['B'],
  C: ['C', 'E', 'F', 'H', 'J', 'K', 'L', 'N'],
  D: ['D'],
  E: ['E', 'F'],
  F: ['E', 'F'],
  G: ['G'],
  H: ['H'],
  I: ['I'],
  J: ['J'],
  K: ['K'],
  L: ['L'],
  M: ['M'],
  N: ['N'],
};

export const COUNTRY_CODES = [
  'US',
  'CA',
  'MX',
  'GB',
  'IE',
  'FR',
  'DE',
  'ES',
  'NL',
  'IT',
  'CH',
  'DK',
  'JP',
  'CN',
  'KR',
  'IN',
  'AE',
  'TR',
  'AU',
  'NZ',
  'ZA',
  'BR',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** The page's defaults for the `from` and `to` parameters. */
export const DEFAULT_FROM: CountryCode = 'US';
export const DEFAULT_TO: CountryCode = 'GB';
/** Dual-voltage means 100 to 240 V. */
export const DUAL_MIN_V = 100;
export const DUAL_MAX_V = 240;

export type Hz = 50 | 60;

/** A country note's id (its country's code): its words are `note.<id>` in messages/en.ts. */
export type NoteId = keyof typeof en extends infer K ? (K extends `note.${infer Id}` ? Id : never) : never;

/**
 * A country's names are in messages/en.ts: `country.<code>` ('United States'), `place.<code>` as a
 * sentence says it ('the United States') and `placeStart.<code>` to begin one ('The United States').
 */
export interface PlugCountry {
  code: CountryCode;
  /** The plug and socket types in use. */
  plugs: readonly PlugType[];
  /**
   * The nominal mains voltage(s): vMin = vMax for one voltage; Brazil has two (127 V in most
   * states, 220 V in others).
   */
  vMin: number;
  vMax: number;
  /** The mains frequency; Japan has both (50 Hz in the east, 60 Hz in the west). */
  hz: readonly Hz[];
  note?: NoteId;
}

/**
 * Source: IEC 'World Plugs' (https://www.iec.ch/world-plugs), the country list with plug types,
 * voltage and frequency, as published in 2024. Notes from the same list and from worldstandards.eu
 * (2024). Countries in the order the page lists them.
 */
export const COUNTRIES: readonly PlugCountry[] = [
  { code: 'US', plugs: ['A', 'B'], vMin: 120, vMax: 120, hz: [60] },
  { code: 'CA', plugs: ['A', 'B'], vMin: 120, vMax: 120, hz: [60] },
  {
    code: 'MX',
    plugs: ['A', 'B'],
    vMin: 127,
    vMax: 127,
    hz: [60],
    note: 'MX',
  },
  { code: 'GB', plugs: ['G'], vMin: 230, vMax: 230, hz: [50] },
  { code: 'IE', plugs: ['G'], vMin: 230, vMax: 230, hz: [50] },
  { code: 'FR', plugs: ['C', 'E'], vMin: 230, vMax: 230, hz: [50] },
  { code: 'DE', plugs: ['C', 'F'], vMin: 230, vMax: 230, hz: [50] },
  { code: 'ES', plugs: ['C', 'F'], vMin: 230, vMax: 230, hz: [50] },
  { code: 'NL', plugs: ['C', 'F'], vMin: 230, vMax: 230, hz: [50] },
  {
    code: 'IT',
    plugs: ['C', 'F', 'L'],
    vMin: 230,
    vMax: 230,
    hz: [50],
    note: 'IT',
  },
  {
    code: 'CH',
    plugs: ['C', 'J'],
    vMin: 230,
    vMax: 230,
    hz: [50],
    note: 'CH',
  },
  {
    code: 'DK',
    plugs: ['C', 'E', 'F', 'K'],
    vMin: 230,
    vMax: 230,
    hz: [50],
    note: 'DK',
  },
  {
    code: 'JP',
    plugs: ['A', 'B'],
    vMin: 100,
    vMax: 100,
    hz: [50, 60],
    note: 'JP',
  },
  {
    code: 'CN',
    plugs: ['A', 'C', 'I'],
    vMin: 220,
    vMax: 220,
    hz: [50],
    note: 'CN',
  },
  { code: 'KR', plugs: ['C', 'F'], vMin: 220, vMax: 220, hz: [60] },
  {
    code: 'IN',
    plugs: ['C', 'D', 'M'],
    vMin: 230,
    vMax: 230,
    hz: [50],
    note: 'IN',
  },
  {
    code: 'AE',
    plugs: ['C', 'D', 'G'],
    vMin: 230,
    vMax: 230,
    hz: [50],
    note: 'AE',
  },
  { code: 'TR', plugs: ['C', 'F'], vMin: 230, vMax: 230, hz: [50] },
  { code: 'AU', plugs: ['I'], vMin: 230, vMax: 230, hz: [50] },
  { code: 'NZ', plugs: ['I'], vMin: 230, vMax: 230, hz: [50] },
  {
    code: 'ZA',
    plugs: ['C', 'D', 'M', 'N'],
    vMin: 230,
    vMax: 230,
    hz: [50],
    note: 'ZA',
  },
  {
    code: 'BR',
    plugs: ['C', 'N'],
    vMin: 127,
    vMax: 220,
    hz: [60],
    note: 'BR',
  },
];
