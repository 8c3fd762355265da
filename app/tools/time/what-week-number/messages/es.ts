import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  linkGave: 'El enlace indicaba «{value}».',
  date: 'Fecha',
  todayLabel: 'Hoy: mostrar el número de esta semana',
  today: 'Hoy',
  previousWeek: 'Semana anterior',
  nextWeek: 'Semana siguiente',
  isoNote:
    'Las semanas ISO 8601 van de lunes a domingo. La semana 1 es la que contiene el primer jueves del año (la semana del 4 de enero), así que algunos días del principio o del final de un año pueden pertenecer a las semanas del año vecino.',
  intro:
    'Elige una fecha para ver su número de semana ISO, las fechas de esa semana y su número al estilo de EE. UU.',
  todayDate: 'Hoy, {date}',
  noteLabel: 'Nota:',
  yearNote: '{label} {note}',
  theWeek: 'La semana (de lunes a domingo)',
  isoWeeksIn: 'Semanas ISO de {year}',
  isoWeekDate: 'Fecha de semana ISO',
  usWeekNumber: 'Número de semana al estilo de EE. UU.',
  usWeek: 'Semana {week} de {year}',
  usDetail:
    '{range}. Al estilo de EE. UU., las semanas empiezan en domingo y la semana 1 es la que contiene el 1 de enero, por corta que sea, así que el número puede no coincidir con el ISO; {year} tiene {weeks} semanas de este tipo.',
  shareTitle: '¿En qué semana estamos?',
  heading: 'Semana {week} de {year}',
  range: '{from} – {to}',
  yearNoteBefore:
    'El {date} es {weekday} y cae antes del primer jueves de {year}, así que pertenece a la última semana ISO de {weekYear}. La semana 1 de {year} empieza el {monday}.',
  yearNoteAfter:
    'El {date} está en la semana 1 de {weekYear}: una semana ISO pertenece al año de su jueves, y el jueves de esta semana es el {thursday}.',
  'weeksInYear.fiftyTwo': '{year} tiene 52 semanas ISO.',
  'weeksInYear.leapWednesday': '{year} tiene 53 semanas ISO: es un año bisiesto que empieza en miércoles.',
  'weeksInYear.thursday': '{year} tiene 53 semanas ISO: empieza en jueves.',
  summary: 'El {date} está en la semana ISO {week} de {year} ({range}).',
} satisfies Translation<typeof en>;
