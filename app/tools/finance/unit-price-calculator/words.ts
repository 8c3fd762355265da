/**
 * The result in the page's words: each takes the page's `t` (messages/en.ts) and what
 * unit-price-calculator.ts returned, whose logic speaks no language. For the page's component.
 */
import type { T } from '~/lib/i18n';
import type en from './messages/en';
import {
  percentText,
  type DisplayName,
  type RankedRow,
  type RowNote,
  type UnitPriceResult,
} from './unit-price-calculator';
import { UNIT_INFO, type Unit, type UnitFamily } from './units';

type Words = T<typeof en>;
type Key = keyof typeof en;

/**
 * A product's name as the page shows it: the default names a link holds in English ('Product A')
 * in the page's language ('Produkt A'); the visitor's own names as typed.
 */
export const productName = (t: Words, name: string): string => {
  const letter = DEFAULT_NAME.exec(name)?.[1];
  return letter === undefined ? name : t('defaultName', { letter });
};
const DEFAULT_NAME = /^Product ([A-J]|\d+)$/;

/** 'Jar', or 'Jar (row 3)' for a name an earlier row has. */
export const nameText = (t: Words, name: DisplayName): string => {
  const shown = productName(t, name.name);
  return name.row === null ? shown : t('nameRow', { name: shown, row: String(name.row) });
};

/** 'A', 'A and B', 'A, B and C'. */
export function namesText(t: Words, names: readonly DisplayName[]): string {
  const texts = names.map((name) => nameText(t, name));
  const last = texts.at(-1) ?? '';
  if (texts.length <= 1) return last;
  if (texts.length === 2) return t('listTwo', { first: texts[0]!, last });
  return t('listMore', { rest: texts.slice(0, -1).join(t('listSeparator')), last });
}

/** What a unit price is per: 'oz', '100 g', 'item'. */
export const perText = (t: Words, unit: Unit): string => UNIT_INFO[unit].perLabel ?? t('perItem');

/** '$0.249 per oz'. */
export const pricePerText = (t: Words, price: string, unit: Unit): string =>
  t('pricePer', { price, per: perText(t, unit) });

/** 'Saves 16.6% per oz vs Regular jar', or null for the dearest. */
export function savingsText(t: Words, result: UnitPriceResult, row: RankedRow): string | null {
  if (row.savingsPercent === null || result.commonUnit === null) return null;
  return t('saves', {
    percent: percentText(row.savingsPercent),
    per: perText(t, result.commonUnit),
    dearest: namesText(t, result.dearest),
  });
}

const INCOMPARABLE = {
  weight: { volume: 'incomparableWeightVolume', count: 'incomparableWeightCount' },
  volume: { weight: 'incomparableVolumeWeight', count: 'incomparableVolumeCount' },
  count: { weight: 'incomparableCountWeight', volume: 'incomparableCountVolume' },
} as const satisfies { [F in UnitFamily]: Record<Exclude<UnitFamily, F>, Key> };

type IncomparableKey = {
  [F in UnitFamily]: (typeof INCOMPARABLE)[F][keyof (typeof INCOMPARABLE)[F]];
}[UnitFamily];

/** A note on a row left out of the ranking, as a sentence. */
export function noteText(t: Words, note: RowNote): string {
  const name = nameText(t, note.name);
  if (note.kind === 'unpriced') return t('unpriced', { name });
  // The logic never notes a row of the family compared.
  const key = (INCOMPARABLE[note.family] as Partial<Record<UnitFamily, IncomparableKey>>)[note.against];
  return key ? t(key, { name }) : name;
}

/** One line that states the answer, for the page, screen readers and Share. */
export function summaryOf(t: Words, result: UnitPriceResult): string {
  const { ranking, commonUnit } = result;
  if (ranking.length === 0 || commonUnit === null) return t('noComparable');
  const per = perText(t, commonUnit);
  if (result.allTied) {
    return t('allSame', { count: String(ranking.length), price: result.cheapestText, per });
  }
  const best = ranking.filter((r) => r.best);
  return t(best.length > 1 ? 'bestSummaryTied' : 'bestSummary', {
    names: namesText(
      t,
      best.map((r) => r.name),
    ),
    price: result.cheapestText,
    per,
    percent: percentText(best[0]!.savingsPercent ?? 0),
    dearest: namesText(t, result.dearest),
  });
}
