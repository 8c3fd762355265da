import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  targetDose: 'Dosis objetivo',
  currentWeight: 'Peso actual',
  beanWeight: 'Peso medio de un grano',
  beanHint: 'De 0,05 a 0,3 g; se usa {perBean} g. Pesa 50 granos de tu café y divide entre 50.',
  beansCounted: 'Granos contados',
  toReach: 'Para llegar al objetivo',
  countedWeight: 'Peso de los granos contados',
  onTarget: 'Dosis exacta',
  beans: { one: '{sign}{count} grano', many: '{sign}{count} granos', other: '{sign}{count} granos' },
  needGrams: 'Introduce los gramos objetivo y los actuales.',
  needCount: 'Introduce un número de granos.',
  'adjust.none': 'Dosis exacta: a menos de medio grano ({g} g de diferencia).',
  'adjust.add': {
    one: 'Añade {count} grano (faltan {g} g).',
    many: 'Añade {count} granos (faltan {g} g).',
    other: 'Añade {count} granos (faltan {g} g).',
  },
  'adjust.remove': {
    one: 'Quita {count} grano (sobran {g} g).',
    many: 'Quita {count} granos (sobran {g} g).',
    other: 'Quita {count} granos (sobran {g} g).',
  },
  countWeight: '{count} granos pesan unos {grams} g.',
} satisfies Translation<typeof en>;
