import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  amount: 'Cantidad',
  amountHint:
    'Decimales con coma (1,5); los miles pueden ir con punto (1.250.000). Se ignoran los espacios y los guiones bajos.',
  unit: 'Unidad',
  number: 'Número (unidades)',
  thousand: 'Mil (1000)',
  lakh: 'Lakh (1,00,000)',
  million: 'Millón (1.000.000)',
  crore: 'Crore (1,00,00,000)',
  billion: 'Mil millones (1.000.000.000)',
  explainer:
    '1 lakh = 100.000 y 1 crore = 10 millones. La agrupación india pone una coma tras las tres últimas cifras y luego cada dos cifras: 1,25,00,000.',
  intro:
    'Introduce una cantidad para verla con la agrupación de cifras india y la internacional, en lakh y crore, y en millones y miles de millones.',
  noResult: 'Sin resultado: introduce un número.',
  indianGrouping: 'Agrupación india',
  internationalGrouping: 'Agrupación internacional',
  inNumber: 'En unidades',
  inThousand: 'En miles',
  inLakh: 'En lakh',
  inMillion: 'En millones',
  inCrore: 'En crore',
  inBillion: 'En miles de millones',
  shareTitle: 'Conversor de lakh y crore',
  'inWords.thousand': '{amount} mil',
  'inWords.lakh': '{amount} lakh',
  'inWords.million': '{amount} millones',
  'inWords.crore': '{amount} crore',
  'inWords.billion': '{amount} mil millones',
  summary: '{indian} = {international} = {indianWords} = {internationalWords}',
} satisfies Translation<typeof en>;
