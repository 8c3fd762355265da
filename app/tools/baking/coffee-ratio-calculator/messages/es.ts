import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  brewMethod: 'Método de preparación',
  methodOption: '{method} (1:{ratio})',
  drip: 'Goteo',
  pourOver: 'Pour-over',
  frenchPress: 'Prensa francesa',
  aeropress: 'AeroPress',
  coldBrew: 'Cold brew',
  custom: 'Personalizado',
  water: 'Agua',
  waterUnit: 'Unidad del agua',
  cups: 'tazas',
  ratio: 'Proporción (gramos de agua por gramo de café)',
  toOne: 'a 1',
  noteColdBrew:
    'Cuanto más bajo es el número, más fuerte sale el café. El cold brew da un concentrado: dilúyelo 1:1 al gusto.',
  noteFilter:
    'Cuanto más bajo es el número, más fuerte sale el café. Casi todo el café de filtro sabe mejor entre 1:15 y 1:17.',
  intro: 'Introduce la cantidad de agua para ver cuánto café usar.',
  coffeeFor: 'Café para {water} a {ratio}',
  ounces: 'Onzas',
  tablespoons: 'Cucharadas (de unos 5 g cada una)',
  tbspAmount: '{amount} cdas.',
  shareTitle: 'Calculadora de proporción de café',
  'water.ml': '{amount} mL',
  'water.floz': '{amount} fl oz ({ml} mL)',
  'water.cup': {
    one: '{amount} taza ({ml} mL)',
    many: '{amount} tazas ({ml} mL)',
    other: '{amount} tazas ({ml} mL)',
  },
  summary: '{coffee} de café para {water} de agua a {ratio} ({method})',
} satisfies Translation<typeof en>;
