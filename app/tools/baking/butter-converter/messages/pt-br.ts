import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  amount: 'Quantidade de manteiga',
  unit: 'Unidade',
  sticks: 'Sticks',
  cups: 'Xícaras',
  tablespoons: 'Colheres de sopa',
  teaspoons: 'Colheres de chá',
  grams: 'Gramas',
  ounces: 'Onças',
  commonAmounts: 'Quantidades comuns',
  thirdCup: '⅓ de xícara',
  halfCup: '½ xícara',
  twoThirdsCup: '⅔ de xícara',
  threeQuartersCup: '¾ de xícara',
  oneCup: '1 xícara',
  twoSticks: '2 sticks',
  seeAlso:
    'Sticks americanos (tabletes): 1 stick = ½ xícara = 8 colheres de sopa = 113,4 g = 4 oz. Veja também {stickLink} e {cupsLink}.',
  stickLink: 'quanto é um stick de manteiga',
  cupsLink: 'quantas xícaras tem um stick de manteiga',
  intro:
    'Digite uma quantidade de manteiga (0 ou mais) para ver o valor em sticks, xícaras, colheres de sopa, colheres de chá, gramas e onças.',
  entered: '{unit} (digitado)',
  shareTitle: 'Conversor de manteiga',
  oneStick: '1 stick = 1/2 xícara = 8 c. sopa = 4 oz = 113 g',
  'spoons.tbsp': '{amount} c. sopa',
  'spoons.tsp': '{amount} c. chá',
  tableCaption: 'Sticks de manteiga em outras unidades',
  questions: 'Perguntas frequentes',
  convertWith: 'Converta qualquer quantidade na ferramenta {tool}',
  'amount.stick': { one: '{amount} stick', many: '{amount} sticks', other: '{amount} sticks' },
  'amount.cup': { one: '{amount} xícara', many: '{amount} xícaras', other: '{amount} xícaras' },
  'amountUpToOne.stick': '{amount} stick',
  'amountUpToOne.cup': '{amount} xícara',
} satisfies Translation<typeof en>;
