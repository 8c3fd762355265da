import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  calculation: 'Cálculo',
  modeOf: 'X % de Y',
  modeWhatPercent: '¿Qué % de Y es X?',
  modeChange: 'Aumentar / reducir',
  questionOf: '¿Cuánto es el {x} % de {y}?',
  questionWhatPercent: '¿Qué porcentaje de {y} es {x}?',
  questionChange: 'Aumentar o reducir X en un Y %',
  questionIncrease: 'Aumentar {x} en un {y} %',
  questionDecrease: 'Reducir {x} en un {y} %',
  percentageX: 'Porcentaje (X)',
  ofNumberY: 'Del número (Y)',
  numberX: 'Número (X)',
  ofTotalY: 'Del total (Y)',
  startingX: 'Valor inicial (X)',
  byPercentY: 'Porcentaje de cambio (Y)',
  direction: 'Sentido',
  increase: 'Aumentar',
  decrease: 'Reducir',
  decimalPlaces: 'Decimales',
  intro:
    'Introduce los dos números para ver el resultado. Escribe los decimales con coma; puedes separar los miles con puntos.',
  added: 'Se suma: {amount}',
  takenAway: 'Se resta: {amount}',
  shareTitle: 'Calculadora de porcentajes',
  'summary.of': '{x} % de {y} = {answer}',
  'summary.whatPercent': '{x} es el {answer} % de {y}',
  'summary.undefined': '{x} es {answer} de {y} (indefinido: división entre cero)',
  'summary.increase': '{x} aumentado un {y} % = {answer}',
  'summary.decrease': '{x} reducido un {y} % = {answer}',
} satisfies Translation<typeof en>;
