import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  amount: 'Cantidad de mantequilla',
  unit: 'Unidad',
  sticks: 'Barras',
  cups: 'Tazas',
  tablespoons: 'Cucharadas (cda.)',
  teaspoons: 'Cucharaditas (cdta.)',
  grams: 'Gramos',
  ounces: 'Onzas',
  commonAmounts: 'Cantidades habituales',
  thirdCup: '⅓ de taza',
  halfCup: '½ taza',
  twoThirdsCup: '⅔ de taza',
  threeQuartersCup: '¾ de taza',
  oneCup: '1 taza',
  twoSticks: '2 barras',
  seeAlso:
    'Barras de EE. UU. (sticks): 1 barra = ½ taza = 8 cucharadas = 113,4 g = 4 oz. Consulta también {stickLink} y {cupsLink}.',
  stickLink: 'cuánta mantequilla es una barra',
  cupsLink: 'cuántas tazas son una barra',
  intro:
    'Introduce una cantidad de mantequilla (0 o más) para verla en barras, tazas, cucharadas, cucharaditas, gramos y onzas.',
  entered: '{unit} (valor introducido)',
  shareTitle: 'Conversor de mantequilla',
  oneStick: '1 barra = 1/2 taza = 8 cdas. = 4 oz = 113 g',
  'spoons.tbsp': '{amount} cdas.',
  'spoons.tsp': '{amount} cdtas.',
  tableCaption: 'Barras de mantequilla en otras unidades',
  questions: 'Preguntas frecuentes',
  convertWith: 'Convierte cualquier cantidad con el {tool}',
  'amount.stick': { one: '{amount} barra', many: '{amount} barras', other: '{amount} barras' },
  'amount.cup': { one: '{amount} taza', many: '{amount} tazas', other: '{amount} tazas' },
  'amountUpToOne.stick': '{amount} barra',
  'amountUpToOne.cup': '{amount} taza',
} satisfies Translation<typeof en>;
