import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  minimum: 'Mínimo',
  maximum: 'Máximo',
  howMany: 'Cantidad de números',
  howManyHint: 'De 1 a 1000.',
  decimalPlaces: 'Decimales',
  allowDuplicates: 'Permitir repetidos',
  decimalNumbers: 'Números decimales',
  generate: 'Generar',
  randomNumbers: 'Números aleatorios',
  oneNumber: 'Número aleatorio: {value}',
  numbersGenerated: {
    one: '{count} número aleatorio generado',
    many: '{count} números aleatorios generados',
    other: '{count} números aleatorios generados',
  },
  generating: 'Generando…',
  intro: 'Introduce un mínimo menor que el máximo para sacar números.',
  tooMany: {
    one: '{n} número: demasiados para mostrarlos aquí, así que cópialo o consulta el resumen.',
    many: '{n} números: son demasiados para mostrarlos aquí, así que cópialos o consulta el resumen.',
    other: '{n} números: son demasiados para mostrarlos aquí, así que cópialos o consulta el resumen.',
  },
  count: 'Cantidad',
  lowest: 'Menor',
  highest: 'Mayor',
  mean: 'Media',
  sum: 'Suma',
  copyNumber: 'Copiar número',
  copyNumbers: 'Copiar números',
  sortAscending: 'Ordenar de menor a mayor',
  enterBoth: 'Introduce un número tanto en el mínimo como en el máximo.',
  minBelowMax: 'El mínimo debe ser menor que el máximo.',
  rangeTooLarge:
    'Ese intervalo es demasiado grande para sacar números de forma equitativa; usa números más pequeños o menos decimales.',
  noValueWithPlaces: 'En ese intervalo no hay ningún número con {places} decimales.',
  uniqueWarning: 'Pediste {requested} números únicos, pero en este intervalo solo son posibles {possible}.',
} satisfies Translation<typeof en>;
