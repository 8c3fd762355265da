import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  convert: 'Converter',
  toRoman: 'Número → romano',
  toNumber: 'Romano → número',
  numberLabel: 'Número (de 1 a 3999)',
  numberHint: 'Um número inteiro, por exemplo 1994.',
  numeralLabel: 'Número romano',
  numeralHint: 'Forma padrão, por exemplo MCMXCIV. Maiúsculas ou minúsculas.',
  introToRoman: 'Digite um número para convertê-lo. A decomposição mostra como ele é formado.',
  introToNumber: 'Digite um número romano para convertê-lo. A decomposição mostra como ele é formado.',
  summaryToRoman: '{input} em algarismos romanos é {output}',
  summaryToNumber: '{input} é {output}',
  leadToRoman: '{input} em algarismos romanos',
  leadToNumber: '{input} em algarismos arábicos',
  copy: 'Copiar resultado',
  breakdown: 'Decomposição',
  value: 'Valor',
  numeral: 'Símbolo',
  count: 'Quantidade',
  total: 'Total',
  invalidNumber: 'Digite um número válido',
  outOfRange: 'O número deve estar entre 1 e 3999',
  invalidNumeral: 'Número romano em formato inválido',
} satisfies Translation<typeof en>;
