import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  dateOfBirth: 'Fecha de nacimiento',
  linkGave: 'El enlace indicaba «{value}».',
  rule: 'Tu medio cumpleaños cae seis meses de calendario después de tu cumpleaños. Si ese mes es más corto, cae en su último día: un cumpleaños el 31 de agosto da el 28 de febrero, o el 29 de febrero en un año bisiesto.',
  intro: 'Introduce tu fecha de nacimiento para ver cuándo cae tu medio cumpleaños cada año.',
  introMore:
    'Obtienes el medio cumpleaños de este año, el próximo con los días que faltan, la media edad que cumples y un archivo de calendario para no olvidarlo.',
  noneIn: 'Ninguno en {year}',
  bornSecondHalf: 'Naciste en la segunda mitad del año: tu primer medio cumpleaños es en {year}.',
  todayYouAre: 'Hoy: tienes {age}',
  passed: {
    one: 'Fue hace {n} día (cumpliste {age})',
    many: 'Fue hace {n} días (cumpliste {age})',
    other: 'Fue hace {n} días (cumpliste {age})',
  },
  upcoming: {
    one: 'Próximamente, dentro de {n} día (cumples {age})',
    many: 'Próximamente, dentro de {n} días (cumples {age})',
    other: 'Próximamente, dentro de {n} días (cumples {age})',
  },
  nextHalf: 'Tu próximo medio cumpleaños',
  youAreToday: 'Hoy cumples {age}.',
  inDays: {
    one: 'Dentro de {n} día: cumples {age}.',
    many: 'Dentro de {n} días: cumples {age}.',
    other: 'Dentro de {n} días: cumples {age}.',
  },
  daysUntil: 'Días que faltan',
  ageThen: 'Edad que cumples',
  everyYear: 'Cada año',
  thisYear: 'Medio cumpleaños de este año ({year})',
  shareTitle: 'Calculadora de medio cumpleaños',
  futureBirth: 'La fecha de nacimiento no puede estar en el futuro',
  todayGreeting: '¡Hoy es tu medio cumpleaños!',
  summaryToday: '¡Hoy es tu medio cumpleaños! Hoy, {date}, cumples {age}.',
  summaryTomorrow: 'Próximo medio cumpleaños: {date}, mañana; cumples {age}.',
  summaryInDays: {
    one: 'Próximo medio cumpleaños: {date}, dentro de {n} día; cumples {age}.',
    many: 'Próximo medio cumpleaños: {date}, dentro de {n} días; cumples {age}.',
    other: 'Próximo medio cumpleaños: {date}, dentro de {n} días; cumples {age}.',
  },
  monthDay: '{day} de {month}',
  leapYearDay: '28 de febrero (29 de febrero en los años bisiestos)',
  'clamp.leapOnly':
    'Febrero solo tiene día 29 en los años bisiestos, así que los demás años el medio cumpleaños cae el 28 de febrero, el último día del mes.',
  'clamp.february30':
    'Febrero no tiene día 30, así que el medio cumpleaños cae en su último día: el 28 de febrero, o el 29 en un año bisiesto.',
  'clamp.february31':
    'Febrero no tiene día 31, así que el medio cumpleaños cae en su último día: el 28 de febrero, o el 29 en un año bisiesto.',
  clampNo31: 'Como {month} no tiene día 31, el medio cumpleaños cae en su último día, el {day} de {month}.',
  calendarTitle: 'Medio cumpleaños',
  calendarDescription: 'Medio cumpleaños: cumples {age} (fecha de nacimiento: {born}). De Tiny Tools.',
} satisfies Translation<typeof en>;
