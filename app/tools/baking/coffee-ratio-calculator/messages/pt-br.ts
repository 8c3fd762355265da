import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  brewMethod: 'Método de preparo',
  methodOption: '{method} (1:{ratio})',
  drip: 'Cafeteira elétrica',
  pourOver: 'Coado (V60, Melitta)',
  frenchPress: 'Prensa francesa',
  aeropress: 'AeroPress',
  coldBrew: 'Cold brew',
  custom: 'Personalizado',
  water: 'Água',
  waterUnit: 'Unidade da água',
  cups: 'xícaras',
  ratio: 'Proporção (gramas de água por grama de café)',
  toOne: 'para 1',
  noteColdBrew:
    'Quanto menor o número, mais forte o café. O cold brew rende um concentrado: dilua na proporção 1:1, a gosto.',
  noteFilter:
    'Quanto menor o número, mais forte o café. A maioria dos cafés filtrados fica melhor entre 1:15 e 1:17.',
  intro: 'Digite a quantidade de água para ver quanto café usar.',
  coffeeFor: 'Café para {water} na proporção {ratio}',
  ounces: 'Onças',
  tablespoons: 'Colheres de sopa (cerca de 5 g cada)',
  tbspAmount: '{amount} c. sopa',
  shareTitle: 'Calculadora de proporção de café',
  'water.ml': '{amount} mL',
  'water.floz': '{amount} fl oz ({ml} mL)',
  'water.cup': {
    one: '{amount} xícara ({ml} mL)',
    many: '{amount} xícaras ({ml} mL)',
    other: '{amount} xícaras ({ml} mL)',
  },
  summary: '{coffee} de café para {water} de água na proporção {ratio} ({method})',
} satisfies Translation<typeof en>;
