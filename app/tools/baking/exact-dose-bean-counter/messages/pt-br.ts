import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  targetDose: 'Dose desejada',
  currentWeight: 'Peso atual',
  beanWeight: 'Peso médio de um grão',
  beanHint: 'De 0,05 a 0,3 g; usando {perBean} g. Pese 50 grãos do seu café e divida por 50.',
  beansCounted: 'Grãos contados',
  toReach: 'Para chegar à dose',
  countedWeight: 'Peso dos grãos contados',
  onTarget: 'Dose certa',
  beans: { one: '{sign}{count} grão', many: '{sign}{count} grãos', other: '{sign}{count} grãos' },
  needGrams: 'Digite a dose desejada e o peso atual em gramas.',
  needCount: 'Digite o número de grãos.',
  'adjust.none': 'Dose certa: a diferença é menor que meio grão ({g} g).',
  'adjust.add': {
    one: 'Acrescente {count} grão ({g} g abaixo da dose).',
    many: 'Acrescente {count} grãos ({g} g abaixo da dose).',
    other: 'Acrescente {count} grãos ({g} g abaixo da dose).',
  },
  'adjust.remove': {
    one: 'Tire {count} grão ({g} g acima da dose).',
    many: 'Tire {count} grãos ({g} g acima da dose).',
    other: 'Tire {count} grãos ({g} g acima da dose).',
  },
  countWeight: '{count} grãos pesam cerca de {grams} g.',
} satisfies Translation<typeof en>;
