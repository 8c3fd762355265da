import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  amount: 'Buttermenge',
  unit: 'Einheit',
  sticks: 'Sticks',
  cups: 'Tassen',
  tablespoons: 'Esslöffel',
  teaspoons: 'Teelöffel',
  grams: 'Gramm',
  ounces: 'Unzen',
  commonAmounts: 'Häufige Mengen',
  thirdCup: '⅓ Tasse',
  halfCup: '½ Tasse',
  twoThirdsCup: '⅔ Tasse',
  threeQuartersCup: '¾ Tasse',
  oneCup: '1 Tasse',
  twoSticks: '2 Sticks',
  seeAlso:
    'US-Sticks: 1 Stick = ½ Tasse = 8 Esslöffel = 113,4 g = 4 oz. Siehe auch {stickLink} und {cupsLink}.',
  stickLink: 'wie viel Butter ein Stick ist',
  cupsLink: 'wie viele Tassen ein Stick ist',
  intro:
    'Gib eine Buttermenge ein (0 oder mehr), um sie in Sticks, Tassen, Esslöffeln, Teelöffeln, Gramm und Unzen zu sehen.',
  entered: '{unit} (eingegeben)',
  shareTitle: 'Butter-Umrechner',
  oneStick: '1 Stick = 1/2 Tasse = 8 EL = 4 oz = 113 g',
  'spoons.tbsp': '{amount} EL',
  'spoons.tsp': '{amount} TL',
  tableCaption: 'Butter-Sticks in anderen Einheiten',
  questions: 'Fragen',
  convertWith: 'Jede Menge umrechnen: {tool}',
  'amount.stick': { one: '{amount} Stick', other: '{amount} Sticks' },
  'amount.cup': { one: '{amount} Tasse', other: '{amount} Tassen' },
  'amountUpToOne.stick': '{amount} Stick',
  'amountUpToOne.cup': '{amount} Tasse',
} satisfies Translation<typeof en>;
