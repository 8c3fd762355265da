import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  number: 'Número',
  changeSign: '± (trocar o sinal)',
  hint: 'Até 999 trilhões, com decimais e sinal de menos. Pode separar os milhares com pontos (1.234,56).',
  style: 'Estilo',
  plain: 'Texto simples',
  title: 'Iniciais Maiúsculas',
  cheque: 'Cheque',
  examples: 'Exemplos',
  summary: '{number} por extenso em inglês: {words}',
  intro:
    'Digite um número, como 1234.56 ou -42, para vê-lo por extenso em inglês americano. Escolha Iniciais Maiúsculas para títulos, ou Cheque para preencher o valor de um cheque, com os centavos escritos como /100.',
  inWords: '{number} por extenso',
  wordCount: { one: '{n} palavra', many: '{n} palavras', other: '{n} palavras' },
  copy: 'Copiar por extenso',
  centsNote: 'Os centavos são arredondados para o centavo mais próximo (meio para cima).',
  invalidNumber: 'Digite um número válido',
  tooLarge: 'Número grande demais (máximo: 999 trilhões)',
} satisfies Translation<typeof en>;
