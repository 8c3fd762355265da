import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  amount: 'Quantité de beurre',
  unit: 'Unité',
  sticks: 'Sticks',
  cups: 'Tasses',
  tablespoons: 'Cuillères à soupe',
  teaspoons: 'Cuillères à café',
  grams: 'Grammes',
  ounces: 'Onces',
  commonAmounts: 'Quantités courantes',
  thirdCup: '⅓ tasse',
  halfCup: '½ tasse',
  twoThirdsCup: '⅔ tasse',
  threeQuartersCup: '¾ tasse',
  oneCup: '1 tasse',
  twoSticks: '2 sticks',
  seeAlso:
    'Sticks américains : 1 stick = ½ tasse = 8 cuillères à soupe = 113,4 g = 4 oz. Voir aussi {stickLink} et {cupsLink}.',
  stickLink: 'combien pèse un stick de beurre',
  cupsLink: 'combien de tasses fait un stick',
  intro:
    'Saisissez une quantité de beurre (0 ou plus) pour la voir en sticks, tasses, cuillères à soupe, cuillères à café, grammes et onces.',
  entered: '{unit} (votre saisie)',
  shareTitle: 'Convertisseur de beurre',
  oneStick: '1 stick = 1/2 tasse = 8 c. à s. = 4 oz = 113 g',
  'spoons.tbsp': '{amount} c. à s.',
  'spoons.tsp': '{amount} c. à c.',
  tableCaption: 'Sticks de beurre dans d’autres unités',
  questions: 'Questions fréquentes',
  convertWith: 'Convertir n’importe quelle quantité : {tool}',
  'amount.stick': { one: '{amount} stick', many: '{amount} sticks', other: '{amount} sticks' },
  'amount.cup': { one: '{amount} tasse', many: '{amount} tasses', other: '{amount} tasses' },
  'amountUpToOne.stick': '{amount} stick',
  'amountUpToOne.cup': '{amount} tasse',
} satisfies Translation<typeof en>;
