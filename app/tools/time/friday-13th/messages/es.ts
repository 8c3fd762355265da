import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  year: 'Año',
  yearHint: 'Un año de {min} a {max}.',
  find: 'Buscar',
  intro:
    'Introduce un año de {min} a {max} y pulsa «Buscar» para ver sus viernes 13 y cuánto falta para cada uno o cuánto hace que pasó.',
  introMore: 'Todos los años tienen al menos uno y como máximo tres.',
  nextHeading: 'Próximo viernes 13',
  itsToday: '¡Es hoy! {ghost}',
  looking: 'Consultando el calendario…',
  today: '¡Hoy!',
  upcoming: 'Próximo: {when}',
  past: 'Pasado: {when}',
  listLabel: 'Viernes 13 de {year}',
  facts: 'Curiosidades',
  shareTitle: 'Buscador de viernes 13',
  yearRange: 'Introduce un año entre 1900 y 2100',
  tomorrow: 'Mañana',
  inDays: { one: 'Dentro de {n} día', many: 'Dentro de {n} días', other: 'Dentro de {n} días' },
  headline: {
    one: '{year} tiene {n} viernes 13',
    many: '{year} tiene {n} viernes 13',
    other: '{year} tiene {n} viernes 13',
  },
  summary: '{headline}: {dates}.',
  monthThirteenth: '13 de {month}',
  comma: '{a}, {b}',
  and: '{a} y {b}',
  factOne:
    'Todos los años tienen al menos un viernes 13 y como máximo tres. {year} tiene uno, el mínimo posible.',
  factTwo: 'Todos los años tienen al menos un viernes 13 y como máximo tres. {year} tiene dos.',
  factThree:
    'Todos los años tienen al menos un viernes 13 y como máximo tres. {year} tiene tres, el máximo posible.',
  factSunday: {
    one: 'Un mes tiene un viernes 13 exactamente cuando empieza en domingo: en {year}, {months} empieza en domingo.',
    many: 'Un mes tiene un viernes 13 exactamente cuando empieza en domingo: en {year}, {months} empiezan en domingo.',
    other:
      'Un mes tiene un viernes 13 exactamente cuando empieza en domingo: en {year}, {months} empiezan en domingo.',
  },
  factWait: {
    one: 'Después del {last}, el siguiente viernes 13 es el {next}, {n} mes más tarde. La espera nunca supera los 14 meses, y de febrero a marzo de un año no bisiesto es de solo 4 semanas.',
    many: 'Después del {last}, el siguiente viernes 13 es el {next}, {n} meses más tarde. La espera nunca supera los 14 meses, y de febrero a marzo de un año no bisiesto es de solo 4 semanas.',
    other:
      'Después del {last}, el siguiente viernes 13 es el {next}, {n} meses más tarde. La espera nunca supera los 14 meses, y de febrero a marzo de un año no bisiesto es de solo 4 semanas.',
  },
  factCycle:
    'En el ciclo de 400 años del calendario gregoriano, el día 13 cae en viernes 688 veces, más que en cualquier otro día de la semana.',
  factPhobia:
    'El miedo al viernes 13 se llama parascevedecatriafobia, de las palabras griegas para viernes (paraskeví) y trece (dekatreís).',
} satisfies Translation<typeof en>;
