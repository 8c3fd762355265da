import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  amount: 'Valor',
  amountHint: 'Com vírgula decimal, como de costume (1,5 ou 1.250.000); espaços e sublinhados são ignorados.',
  unit: 'Unidade',
  number: 'Número (unidades)',
  thousand: 'Mil (1.000)',
  lakh: 'Lakh (1,00,000)',
  million: 'Milhão (1.000.000)',
  crore: 'Crore (1,00,00,000)',
  billion: 'Bilhão (1.000.000.000)',
  explainer:
    '1 lakh = 100 mil e 1 crore = 10 milhões. O agrupamento indiano põe uma vírgula depois dos três últimos algarismos e, a partir daí, a cada dois: 1,25,00,000.',
  intro:
    'Digite um valor para vê-lo com o agrupamento de algarismos indiano e o internacional, em lakh e crore e em milhões e bilhões.',
  noResult: 'Sem resultado: digite um número.',
  indianGrouping: 'Agrupamento indiano',
  internationalGrouping: 'Agrupamento internacional',
  inNumber: 'Em unidades',
  inThousand: 'Em milhares',
  inLakh: 'Em lakh',
  inMillion: 'Em milhões',
  inCrore: 'Em crore',
  inBillion: 'Em bilhões',
  shareTitle: 'Conversor de lakh e crore',
  'inWords.thousand': '{amount} mil',
  'inWords.lakh': '{amount} lakh',
  'inWords.million': '{amount} mi',
  'inWords.crore': '{amount} crore',
  'inWords.billion': '{amount} bi',
  summary: '{indian} = {international} = {indianWords} = {internationalWords}',
} satisfies Translation<typeof en>;
