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
  /** The words after 'per' ('oz', '100 g', 'item'). */
  perLabel: string;
  /** The option's label in the unit list. */
  label: string;
}

const GALLON_ML = 231 * 2.54 ** 3; // 3785.411784 mL

export const UNIT_INFO: Readonly<Record<Unit, UnitInfo>> = {
  oz: { family: 'weight', toBase: 28.349523125, basis: 1, perLabel: 'oz', label: 'oz (ounce)' },
  lb: { family: 'weight', toBase: 453.59237, basis: 1, perLabel: 'lb', label: 'lb (pound)' },
  g: { family: 'weight', toBase: 1, basis: 100, perLabel: '100 g', label: 'g (gram)' },
  kg: { family: 'weight', toBase: 1000, basis: 1, perLabel: 'kg', label: 'kg (kilogram)' },
  ml: { family: 'volume', toBase: 1, basis: 100, perLabel: '100 ml', label: 'ml (millilitre)' },
  L: { family: 'volume', toBase: 1000, basis: 1, perLabel: 'L', label: 'L (litre)' },
  'fl oz': {
    family: 'volume',
    toBase: GALLON_ML / 128,
    basis: 1,
    perLabel: 'fl oz',
    label: 'fl oz (US fluid ounce)',
  },
  qt: { family: 'volume', toBase: GALLON_ML / 4, basis: 1, perLabel: 'qt', label: 'qt (US quart)' },
  gal: { family: 'volume', toBase: GALLON_ML, basis: 1, perLabel: 'gal', label: 'gal (US gallon)' },
  count: { family: 'count', toBase: 1, basis: 1, perLabel: 'item', label: 'count (items)' },
};

/** How a unit family is named in the notes about rows that cannot be compared. */
export const FAMILY_WORDS: Readonly<Record<UnitFamily, { soldBy: string; group: string }>> = {
  weight: { soldBy: 'by weight', group: 'the weights' },
  volume: { soldBy: 'by volume', group: 'the volumes' },
  count: { soldBy: 'by count', group: 'the items sold by count' },
};

/** Converts a quantity from one unit to another of the same family. */
export function convertQuantity(quantity: number, from: Unit, to: Unit): number {
  return (quantity * UNIT_INFO[from].toBase) / UNIT_INFO[to].toBase;
}
