import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  convert: 'Convertir',
  toRoman: 'Número → romano',
  toNumber: 'Romano → número',
  numberLabel: 'Número (de 1 a 3999)',
  numberHint: 'Un número entero, p. ej., 1994.',
  numeralLabel: 'Número romano',
  numeralHint: 'En forma canónica, p. ej., MCMXCIV. En mayúsculas o minúsculas.',
  introToRoman: 'Escribe un número para convertirlo. El desglose muestra cómo se forma.',
  introToNumber: 'Escribe un número romano para convertirlo. El desglose muestra cómo se forma.',
  summaryToRoman: '{input} en números romanos es {output}',
  summaryToNumber: '{input} es {output}',
  leadToRoman: '{input} en números romanos',
  leadToNumber: '{input} en números arábigos',
  copy: 'Copiar resultado',
  breakdown: 'Desglose',
  value: 'Valor',
  numeral: 'Símbolo',
  count: 'Veces',
  total: 'Total',
  invalidNumber: 'Introduce un número válido',
  outOfRange: 'El número debe estar entre 1 y 3999',
  invalidNumeral: 'Formato de número romano no válido',
} satisfies Translation<typeof en>;
