/**
 * The butter converter's words in English, the source of every translation (lib/i18n.ts); its two
 * answer pages (how much butter is one stick, how many cups is one stick) share them.
 */
export default {
  amount: 'Amount of butter',
  unit: 'Unit',
  sticks: 'Sticks',
  cups: 'Cups',
  tablespoons: 'Tablespoons',
  teaspoons: 'Teaspoons',
  grams: 'Grams',
  ounces: 'Ounces',
  commonAmounts: 'Common amounts',
  thirdCup: '⅓ cup',
  halfCup: '½ cup',
  twoThirdsCup: '⅔ cup',
  threeQuartersCup: '¾ cup',
  oneCup: '1 cup',
  twoSticks: '2 sticks',
  seeAlso:
    'US sticks: 1 stick = ½ cup = 8 tablespoons = 113.4 g = 4 oz. See also {stickLink} and {cupsLink}.',
  stickLink: 'how much butter is one stick',
  cupsLink: 'how many cups is one stick',
  intro:
    'Enter an amount of butter (0 or more) to see it in sticks, cups, tablespoons, teaspoons, grams and ounces.',
  entered: '{unit} (entered)',
  shareTitle: 'Butter Converter',
  oneStick: '1 stick = 1/2 cup = 8 tbsp = 4 oz = 113 g',
  'spoons.tbsp': '{amount} tbsp',
  'spoons.tsp': '{amount} tsp',
  tableCaption: 'Butter sticks in other units',
  questions: 'Questions',
  convertWith: 'Convert any amount with the {tool}',
  'amount.stick': { one: '{amount} stick', other: '{amount} sticks' },
  'amount.cup': { one: '{amount} cup', other: '{amount} cups' },
  'amountUpToOne.stick': '{amount} stick',
  'amountUpToOne.cup': '{amount} cup',
} as const;
