import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  targetDose: 'Dose cible',
  currentWeight: 'Poids actuel',
  beanWeight: 'Poids moyen d’un grain',
  beanHint:
    'De 0,05 à 0,3 g ; valeur utilisée : {perBean} g. Pesez 50 grains de votre café et divisez par 50.',
  beansCounted: 'Grains comptés',
  toReach: 'Pour atteindre la cible',
  countedWeight: 'Poids des grains comptés',
  onTarget: 'Dose atteinte',
  beans: { one: '{sign}{count} grain', many: '{sign}{count} grains', other: '{sign}{count} grains' },
  needGrams: 'Saisissez la dose cible et le poids actuel en grammes.',
  needCount: 'Saisissez un nombre de grains.',
  'adjust.none': 'Dose atteinte, à moins d’un demi-grain près ({g} g d’écart).',
  'adjust.add': {
    one: 'Ajoutez {count} grain (il manque {g} g).',
    many: 'Ajoutez {count} grains (il manque {g} g).',
    other: 'Ajoutez {count} grains (il manque {g} g).',
  },
  'adjust.remove': {
    one: 'Retirez {count} grain ({g} g en trop).',
    many: 'Retirez {count} grains ({g} g en trop).',
    other: 'Retirez {count} grains ({g} g en trop).',
  },
  countWeight: 'Grains comptés : {count}, soit environ {grams} g.',
} satisfies Translation<typeof en>;
