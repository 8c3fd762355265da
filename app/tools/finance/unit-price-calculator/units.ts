/**
 * The units of the unit price calculator and how they convert.
 *
 * Sources of the factors:
 * - Mass: the international avoirdupois pound is exactly 0.45359237 kg (US National Bureau of
 *   Standards notice of 1959; NIST Handbook 44, Appendix C, 2024), so 1 lb = 453.59237 g and
 *   1 oz = 1/16 lb = 28.349523125 g, both exact.
 * - Volume: the US gallon is exactly 231 cubic inches and the inch exactly 2.54 cm (NIST
 *   Handbook 44, Appendix C), so 1 gal = 3785.411784 mL, 1 qt = 1/4 gal = 946.352946 mL and
 *   1 US fl oz = 1/128 gal = 29.5735295625 mL, all exact (often rounded to 29.5735,
 *   946.353 and 3785.41). 1 L = 1000 mL by definition.
 * - Count: items are only compared with items.
 *
 * The units' names are in messages/en.ts ('oz (ounce)'), as are the words 'item' and the notes
 * about families that cannot be compared.
 */
export const UNITS = ['oz', 'lb', 'g', 'kg', 'ml', 'L', 'fl oz', 'qt', 'gal', 'count'] as const;
export type Unit = (typeof UNITS)[number];

export type UnitFamily = 'weight' | 'volume' | 'count';

export interface UnitInfo {
  family: UnitFamily;
  /** How many base units (grams, millilitres, items) one of this unit holds. */
  toBase: number;
  /** Unit prices are shown per this many units: per 100 g and per 100 mL read better than per gram. */
  basis: number;
  /** The symbol after 'per' ('oz', '100 g'); null for count, whose word is 'perItem' ('item'). */
  perLabel: string | null;
}

const GALLON_ML = 231 * 2.54 ** 3; // 3785.411784 mL

export const UNIT_INFO: Readonly<Record<Unit, UnitInfo>> = {
  oz: { family: 'weight', toBase: 28.349523125, basis: 1, perLabel: 'oz' },
  lb: { family: 'weight', toBase: 453.59237, basis: 1, perLabel: 'lb' },
  g: { family: 'weight', toBase: 1, basis: 100, perLabel: '100 g' },
  kg: { family: 'weight', toBase: 1000, basis: 1, perLabel: 'kg' },
  ml: { family: 'volume', toBase: 1, basis: 100, perLabel: '100 ml' },
  L: { family: 'volume', toBase: 1000, basis: 1, perLabel: 'L' },
  'fl oz': { family: 'volume', toBase: GALLON_ML / 128, basis: 1, perLabel: 'fl oz' },
  qt: { family: 'volume', toBase: GALLON_ML / 4, basis: 1, perLabel: 'qt' },
  gal: { family: 'volume', toBase: GALLON_ML, basis: 1, perLabel: 'gal' },
  count: { family: 'count', toBase: 1, basis: 1, perLabel: null },
};

/** Converts a quantity from one unit to another of the same family. */
export function convertQuantity(quantity: number, from: Unit, to: Unit): number {
  return (quantity * UNIT_INFO[from].toBase) / UNIT_INFO[to].toBase;
}
