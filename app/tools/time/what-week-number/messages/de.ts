import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  linkGave: 'Der Link enthielt „{value}“.',
  date: 'Datum',
  todayLabel: 'Heute: die aktuelle Kalenderwoche anzeigen',
  today: 'Heute',
  previousWeek: 'Vorherige Woche',
  nextWeek: 'Nächste Woche',
  isoNote:
    'Wochen nach ISO 8601 laufen von Montag bis Sonntag. KW 1 ist die Woche mit dem ersten Donnerstag des Jahres (die Woche mit dem 4. Januar), daher können ein paar Tage am Anfang oder Ende eines Jahres zu den Wochen des Nachbarjahres gehören.',
  intro:
    'Wähle ein Datum, um seine Kalenderwoche nach ISO, die Tage dieser Woche und die Wochennummer nach US-Zählung zu sehen.',
  todayDate: 'Heute, {date}',
  noteLabel: 'Hinweis:',
  yearNote: '{label} {note}',
  theWeek: 'Die Woche (Montag bis Sonntag)',
  isoWeeksIn: 'ISO-Wochen im Jahr {year}',
  isoWeekDate: 'ISO-Wochendatum',
  usWeekNumber: 'Wochennummer nach US-Zählung',
  usWeek: 'Woche {week}/{year}',
  usDetail:
    '{range}. Nach US-Zählung beginnen Wochen am Sonntag, und Woche 1 ist die Woche mit dem 1. Januar, egal wie kurz sie ist. Die Nummer kann daher von der ISO-Nummer abweichen; {year} hat {weeks} solcher Wochen.',
  shareTitle: 'Welche Kalenderwoche ist heute?',
  heading: 'KW {week}/{year}',
  range: '{from} bis {to}',
  yearNoteBefore:
    'Der {date} ist ein {weekday} vor dem ersten Donnerstag des Jahres {year} und gehört daher zur letzten ISO-Woche von {weekYear}. KW 1 von {year} beginnt am {monday}.',
  yearNoteAfter:
    'Der {date} liegt in KW 1 von {weekYear}: Eine ISO-Woche gehört zu dem Jahr, in dem ihr Donnerstag liegt, und der Donnerstag dieser Woche ist der {thursday}.',
  'weeksInYear.fiftyTwo': '{year} hat 52 ISO-Wochen.',
  'weeksInYear.leapWednesday':
    '{year} hat 53 ISO-Wochen: Es ist ein Schaltjahr, das an einem Mittwoch beginnt.',
  'weeksInYear.thursday': '{year} hat 53 ISO-Wochen: Es beginnt an einem Donnerstag.',
  summary: '{date}: ISO-Kalenderwoche {week}/{year} ({range}).',
} satisfies Translation<typeof en>;
