import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  targetDose: 'Zieldosis',
  currentWeight: 'Aktuelles Gewicht',
  beanWeight: 'Durchschnittsgewicht einer Bohne',
  beanHint:
    '0,05 bis 0,3 g; gerechnet wird mit {perBean} g. Wiege 50 Bohnen deines Kaffees und teile durch 50.',
  beansCounted: 'Gezählte Bohnen',
  toReach: 'Bis zur Zieldosis',
  countedWeight: 'Gewicht der gezählten Bohnen',
  onTarget: 'Ziel erreicht',
  beans: { one: '{sign}{count} Bohne', other: '{sign}{count} Bohnen' },
  needGrams: 'Gib Zielgewicht und aktuelles Gewicht in Gramm ein.',
  needCount: 'Gib eine Anzahl Bohnen ein.',
  'adjust.none': 'Ziel erreicht: weniger als eine halbe Bohne daneben ({g} g Abweichung).',
  'adjust.add': {
    one: 'Gib {count} Bohne dazu ({g} g zu wenig).',
    other: 'Gib {count} Bohnen dazu ({g} g zu wenig).',
  },
  'adjust.remove': {
    one: 'Nimm {count} Bohne heraus ({g} g zu viel).',
    other: 'Nimm {count} Bohnen heraus ({g} g zu viel).',
  },
  countWeight: '{count} Bohnen wiegen etwa {grams} g.',
} satisfies Translation<typeof en>;
