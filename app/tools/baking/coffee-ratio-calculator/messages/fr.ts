import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  brewMethod: 'Méthode d’extraction',
  methodOption: '{method} (1:{ratio})',
  drip: 'Cafetière filtre',
  pourOver: 'Filtre manuel (pour-over)',
  frenchPress: 'Cafetière à piston',
  aeropress: 'AeroPress',
  coldBrew: 'Cold brew',
  custom: 'Personnalisé',
  water: 'Eau',
  waterUnit: 'Unité d’eau',
  cups: 'tasses',
  ratio: 'Ratio (grammes d’eau par gramme de café)',
  toOne: 'pour 1',
  noteColdBrew:
    'Plus le chiffre est bas, plus le café est fort. Le cold brew donne un concentré : diluez-le à 1:1 selon votre goût.',
  noteFilter:
    'Plus le chiffre est bas, plus le café est fort. La plupart des cafés filtres sont meilleurs entre 1:15 et 1:17.',
  intro: 'Saisissez la quantité d’eau pour savoir combien de café utiliser.',
  coffeeFor: 'Café pour {water} au ratio {ratio}',
  ounces: 'Onces',
  tablespoons: 'Cuillères à soupe (environ 5 g chacune)',
  tbspAmount: '{amount} c. à s.',
  shareTitle: 'Calculateur de ratio café-eau',
  'water.ml': '{amount} mL',
  'water.floz': '{amount} fl oz ({ml} mL)',
  'water.cup': {
    one: '{amount} tasse ({ml} mL)',
    many: '{amount} tasses ({ml} mL)',
    other: '{amount} tasses ({ml} mL)',
  },
  summary: '{coffee} de café pour {water} d’eau au ratio {ratio} ({method})',
} satisfies Translation<typeof en>;
