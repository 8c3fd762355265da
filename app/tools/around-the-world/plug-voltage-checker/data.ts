/**
 * Plug types, socket compatibility and the 22 countries of the Plug & Voltage Checker.
 */

/** The 14 plug and socket types of the IEC 'World Plugs' list, A to N. */
export const PLUG_TYPES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N'] as const;
export type PlugType = (typeof PLUG_TYPES)[number];

/**
 * What each type looks like (the plug's pins), after the type descriptions of IEC 'World Plugs'
 * (https://www.iec.ch/world-plugs), with the standard each type follows.
 */
export const PLUG_LABELS: Record<PlugType, string> = {
  A: 'two flat parallel pins',
  B: 'two flat parallel pins and a round earth pin',
  C: 'two round pins (Europlug)',
  D: 'three large round pins in a triangle (old British, 5 A)',
  E: 'two round pins and a hole for the socket’s earth pin (French)',
  F: 'two round pins and two earth clips on the sides (Schuko)',
  G: 'three rectangular pins in a triangle (British, fused)',
  H: 'three pins in a V shape (Israeli)',
  I: 'two flat pins in a V shape and a flat earth pin (Australian/Chinese)',
  J: 'three round pins, the earth pin off-centre (Swiss)',
  K: 'two round pins and a half-round earth pin (Danish)',
  L: 'three round pins in a row (Italian)',
  M: 'three large round pins in a triangle (South African, 15 A)',
  N: 'Brazilian/South African three round pins (IEC 60906-1)',
};

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

export interface PlugCountry {
  code: CountryCode;
  name: string;
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
  note?: string;
}

/**
 * Source: IEC 'World Plugs' (https://www.iec.ch/world-plugs), the country list with plug types,
 * voltage and frequency, as published in 2024. Notes from the same list and from worldstandards.eu
 * (2024). Countries in the order the page lists them.
 */
export const COUNTRIES: readonly PlugCountry[] = [
  { code: 'US', name: 'United States', plugs: ['A', 'B'], vMin: 120, vMax: 120, hz: [60] },
  { code: 'CA', name: 'Canada', plugs: ['A', 'B'], vMin: 120, vMax: 120, hz: [60] },
  {
    code: 'MX',
    name: 'Mexico',
    plugs: ['A', 'B'],
    vMin: 127,
    vMax: 127,
    hz: [60],
    note: 'Many older sockets are two-pin (type A) only, without the round earth hole.',
  },
  { code: 'GB', name: 'United Kingdom', plugs: ['G'], vMin: 230, vMax: 230, hz: [50] },
  { code: 'IE', name: 'Ireland', plugs: ['G'], vMin: 230, vMax: 230, hz: [50] },
  { code: 'FR', name: 'France', plugs: ['C', 'E'], vMin: 230, vMax: 230, hz: [50] },
  { code: 'DE', name: 'Germany', plugs: ['C', 'F'], vMin: 230, vMax: 230, hz: [50] },
  { code: 'ES', name: 'Spain', plugs: ['C', 'F'], vMin: 230, vMax: 230, hz: [50] },
  { code: 'NL', name: 'Netherlands', plugs: ['C', 'F'], vMin: 230, vMax: 230, hz: [50] },
  {
    code: 'IT',
    name: 'Italy',
    plugs: ['C', 'F', 'L'],
    vMin: 230,
    vMax: 230,
    hz: [50],
    note: 'Type L comes in two sizes (10 A and 16 A); many sockets take both, and Schuko (F) sockets are common too.',
  },
  {
    code: 'CH',
    name: 'Switzerland',
    plugs: ['C', 'J'],
    vMin: 230,
    vMax: 230,
    hz: [50],
    note: 'Swiss sockets are recessed and hexagonal: slim Europlugs (C) fit, round Schuko (E/F) plugs do not.',
  },
  {
    code: 'DK',
    name: 'Denmark',
    plugs: ['C', 'E', 'F', 'K'],
    vMin: 230,
    vMax: 230,
    hz: [50],
    note: 'Older buildings may have only Danish type K sockets: E and F plugs go in, but without an earth connection.',
  },
  {
    code: 'JP',
    name: 'Japan',
    plugs: ['A', 'B'],
    vMin: 100,
    vMax: 100,
    hz: [50, 60],
    note: 'East Japan (Tokyo, Tohoku, Hokkaido) uses 50 Hz, west Japan (Nagoya, Osaka, Kyushu) 60 Hz. Many sockets are two-pin (type A) only, and some do not take the wider blade of a polarised plug.',
  },
  {
    code: 'CN',
    name: 'China',
    plugs: ['A', 'C', 'I'],
    vMin: 220,
    vMax: 220,
    hz: [50],
    note: 'Wall sockets usually combine a two-pin opening (A and C plugs) with a three-pin type I one.',
  },
  { code: 'KR', name: 'South Korea', plugs: ['C', 'F'], vMin: 220, vMax: 220, hz: [60] },
  {
    code: 'IN',
    name: 'India',
    plugs: ['C', 'D', 'M'],
    vMin: 230,
    vMax: 230,
    hz: [50],
    note: 'Type D (5 A) and M (15 A) are the usual sockets; many also take a Europlug (C).',
  },
  {
    code: 'AE',
    name: 'United Arab Emirates',
    plugs: ['C', 'D', 'G'],
    vMin: 230,
    vMax: 230,
    hz: [50],
    note: 'Type G is the most common socket.',
  },
  { code: 'TR', name: 'Turkey', plugs: ['C', 'F'], vMin: 230, vMax: 230, hz: [50] },
  { code: 'AU', name: 'Australia', plugs: ['I'], vMin: 230, vMax: 230, hz: [50] },
  { code: 'NZ', name: 'New Zealand', plugs: ['I'], vMin: 230, vMax: 230, hz: [50] },
  {
    code: 'ZA',
    name: 'South Africa',
    plugs: ['C', 'D', 'M', 'N'],
    vMin: 230,
    vMax: 230,
    hz: [50],
    note: 'Type M (15 A) is the most common socket; type N is the newer standard and also takes Europlugs (C).',
  },
  {
    code: 'BR',
    name: 'Brazil',
    plugs: ['C', 'N'],
    vMin: 127,
    vMax: 220,
    hz: [60],
    note: 'The voltage is 127 V or 220 V depending on the state and city, and some buildings have both: check before plugging in.',
  },
];

/** Names that read with 'the' in a sentence: 'in the United Kingdom'. */
export const WITH_ARTICLE: ReadonlySet<CountryCode> = new Set(['US', 'GB', 'NL', 'AE']);
