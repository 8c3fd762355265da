import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  minimum: 'Mínimo',
  maximum: 'Máximo',
  howMany: 'Quantidade de números',
  howManyHint: 'De 1 a 1.000.',
  decimalPlaces: 'Casas decimais',
  allowDuplicates: 'Permitir repetidos',
  decimalNumbers: 'Números decimais',
  generate: 'Gerar',
  randomNumbers: 'Números aleatórios',
  oneNumber: 'Número aleatório: {value}',
  numbersGenerated: {
    one: '{count} número aleatório gerado',
    many: '{count} números aleatórios gerados',
    other: '{count} números aleatórios gerados',
  },
  generating: 'Gerando…',
  intro: 'Digite um mínimo menor que o máximo para sortear números.',
  tooMany: {
    one: '{n} número: são muitos para listar aqui, então copie ou leia o resumo.',
    many: '{n} números: são muitos para listar aqui, então copie-os ou leia o resumo.',
    other: '{n} números: são muitos para listar aqui, então copie-os ou leia o resumo.',
  },
  count: 'Quantidade',
  lowest: 'Menor',
  highest: 'Maior',
  mean: 'Média',
  sum: 'Soma',
  copyNumber: 'Copiar número',
  copyNumbers: 'Copiar números',
  sortAscending: 'Ordem crescente',
  enterBoth: 'Digite um número no mínimo e no máximo.',
  minBelowMax: 'O mínimo precisa ser menor que o máximo.',
  rangeTooLarge:
    'Esse intervalo é grande demais para sortear de forma uniforme; use números menores ou menos casas decimais.',
  noValueWithPlaces: 'Nenhum número com {places} casas decimais cabe nesse intervalo.',
  uniqueWarning:
    'Você pediu {requested} números sem repetição, mas só {possible} números diferentes são possíveis neste intervalo.',
} satisfies Translation<typeof en>;
