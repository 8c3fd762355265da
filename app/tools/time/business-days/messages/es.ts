import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  startDate: 'Fecha de inicio',
  endDate: 'Fecha de fin',
  includeEnd: 'Incluir fecha de fin',
  includeEndHint: 'La fecha de inicio cuenta siempre; la de fin solo cuenta si marcas esta casilla.',
  excludeHolidays: 'Excluir festivos federales de EE. UU.',
  excludeHolidaysHint:
    'Los 11 festivos federales, en el día hábil al que se trasladan: si caen en sábado, al viernes anterior; si caen en domingo, al lunes siguiente.',
  calculate: 'Calcular',
  intro:
    'Elige una fecha de inicio y una de fin y pulsa «Calcular» para contar los días hábiles (de lunes a viernes) entre ambas.',
  introMore:
    'Se descuentan los fines de semana y también los festivos federales de EE. UU., salvo que desmarques esa opción. Se pueden contar intervalos de hasta {years} años.',
  totalDays: 'Días contados en total',
  weekendDays: 'Días de fin de semana descontados',
  holidaysSkipped: 'Festivos descontados',
  holidaysCounted: 'Ninguno (los festivos cuentan)',
  weeksSpanned: 'Semanas abarcadas',
  businessDays: 'Días hábiles',
  countingIncluded: 'Se cuenta del {start} al {end} (fecha de fin incluida).',
  countingExcluded: 'Se cuenta del {start} al {end} (la fecha de fin no cuenta).',
  noDays:
    'No se cuenta ningún día: la fecha de inicio y la de fin son la misma y la fecha de fin no está incluida.',
  weeksNote: 'Semanas abarcadas = días contados en total ÷ 7.',
  shareTitle: 'Calculadora de días hábiles',
  holidaysSkippedHeading: 'Festivos federales de EE. UU. descontados',
  holidaysInRange: 'Festivos federales de EE. UU. en este intervalo (contados como días hábiles)',
  noHoliday: 'Ningún festivo federal de EE. UU. cae en los días contados.',
  showAll: {
    one: '{heading}: {n} festivo (ver todos)',
    many: '{heading}: {n} festivos (ver todos)',
    other: '{heading}: {n} festivos (ver todos)',
  },
  holiday: '{name}: {date}',
  holidayMoved: '{name}: {date} {observed}',
  observed: '(trasladado: el {date} cae en {weekday})',
  endBeforeStart: 'La fecha de fin no puede ser anterior a la fecha de inicio',
  rangeTooLong: 'Elige fechas separadas por {years} años como máximo',
  weekCount: { one: '{n} semana', many: '{n} semanas', other: '{n} semanas' },
  dayCount: { one: '{n} día', many: '{n} días', other: '{n} días' },
  weeksDays: '{weeks} y {days}',
  weeksValue: '{weeks} ({whole})',
  businessDayCount: { one: '{n} día hábil', many: '{n} días hábiles', other: '{n} días hábiles' },
  federalHolidayCount: {
    one: '{n} festivo federal de EE. UU.',
    many: '{n} festivos federales de EE. UU.',
    other: '{n} festivos federales de EE. UU.',
  },
  summaryIncludedSkipped: '{days} del {start} al {end} (fecha de fin incluida; sin contar {holidays})',
  summaryExcludedSkipped: '{days} del {start} al {end} (fecha de fin no incluida; sin contar {holidays})',
  summaryIncludedCounted:
    '{days} del {start} al {end} (fecha de fin incluida; los festivos federales de EE. UU. cuentan como días hábiles)',
  summaryExcludedCounted:
    '{days} del {start} al {end} (fecha de fin no incluida; los festivos federales de EE. UU. cuentan como días hábiles)',
  'federal.newYearsDay': 'Año Nuevo',
  'federal.martinLutherKingJrDay': 'Día de Martin Luther King Jr.',
  'federal.presidentsDay': 'Día de los Presidentes',
  'federal.memorialDay': 'Memorial Day',
  'federal.juneteenth': 'Juneteenth',
  'federal.independenceDay': 'Día de la Independencia',
  'federal.laborDay': 'Día del Trabajo (Labor Day)',
  'federal.columbusDay': 'Día de Colón',
  'federal.veteransDay': 'Día de los Veteranos',
  'federal.thanksgiving': 'Acción de Gracias',
  'federal.christmasDay': 'Navidad',
} satisfies Translation<typeof en>;
