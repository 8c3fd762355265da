import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  linkGave: 'Der Link enthielt „{value}“.',
  date: 'Datum',
  showMoon: 'Mondphase anzeigen',
  showMoonHint: 'Die Phase an diesem Tag, berechnet aus dem mittleren Mondzyklus.',
  find: 'Finden',
  intro:
    'Wähle ein beliebiges Datum von Jahr 1 bis 9999 und drück auf „Finden“, um zu sehen, auf welchen Wochentag es fiel.',
  introMore:
    'Du erfährst auch den Tag im Jahr und ob es ein Schaltjahr war; hake „Mondphase anzeigen“ an, um den Mond an diesem Tag zu sehen.',
  dayOfWeek: 'Wochentag',
  dayOfYear: 'Tag im Jahr',
  dayOf: 'Tag {day} von {days}',
  leapYear: 'Schaltjahr',
  yes: 'Ja',
  no: 'Nein',
  yearHas: '{year} hat {days} Tage',
  moonPhase: 'Mondphase',
  moonDetail: 'Etwa {percent} % beleuchtet; Mondalter {age} von {month} Tagen.',
  moonNote:
    'Berechnet aus dem mittleren Mondzyklus um 12 Uhr UTC: Nahe einem Phasenwechsel kann der Himmel einen Tag voraus oder zurück sein.',
  shareTitle: 'Welcher Wochentag war das?',
  fallsOn: 'Der {date} fällt auf einen {weekday}.',
  'tense.past': 'Der {date} war ein {weekday} ({when}).',
  'tense.today': 'Der {date} ist ein {weekday} ({when}).',
  'tense.future': 'Der {date} wird ein {weekday} sein ({when}).',
  summaryMoon: '{sentence} Mond: {phase}, etwa {percent} % beleuchtet.',
  'moon.newMoon': 'Neumond',
  'moon.waxingCrescent': 'Zunehmende Sichel',
  'moon.firstQuarter': 'Zunehmender Halbmond',
  'moon.waxingGibbous': 'Zunehmender Mond',
  'moon.fullMoon': 'Vollmond',
  'moon.waningGibbous': 'Abnehmender Mond',
  'moon.lastQuarter': 'Abnehmender Halbmond',
  'moon.waningCrescent': 'Abnehmende Sichel',
} satisfies Translation<typeof en>;
