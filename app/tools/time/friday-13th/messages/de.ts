import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  year: 'Jahr',
  yearHint: 'Ein Jahr von {min} bis {max}.',
  find: 'Finden',
  intro:
    'Gib ein Jahr von {min} bis {max} ein und drück auf „Finden“, um jeden Freitag, den 13., in diesem Jahr aufzulisten – jeweils mit dem Abstand zu heute.',
  introMore: 'Jedes Jahr hat mindestens einen und höchstens drei.',
  nextHeading: 'Nächster Freitag, der 13.',
  itsToday: 'Heute ist es so weit! {ghost}',
  looking: 'Kalender wird durchsucht …',
  today: 'Heute!',
  upcoming: 'Bevorstehend: {when}',
  past: 'Vorbei: {when}',
  listLabel: 'Freitag, der 13., im Jahr {year}',
  facts: 'Fakten',
  shareTitle: 'Freitag, der 13.: alle Termine',
  yearRange: 'Bitte gib ein Jahr zwischen 1900 und 2100 ein',
  tomorrow: 'Morgen',
  inDays: { one: 'In {n} Tag', other: 'In {n} Tagen' },
  headline: {
    one: 'Im Jahr {year} fällt der 13. {n}-mal auf einen Freitag',
    other: 'Im Jahr {year} fällt der 13. {n}-mal auf einen Freitag',
  },
  summary: '{headline}: {dates}.',
  monthThirteenth: '13. {month}',
  comma: '{a}, {b}',
  and: '{a} und {b}',
  factOne:
    'Jedes Jahr hat mindestens einen Freitag, den 13., und höchstens drei. {year} hat einen, so wenige wie möglich.',
  factTwo: 'Jedes Jahr hat mindestens einen Freitag, den 13., und höchstens drei. {year} hat zwei.',
  factThree:
    'Jedes Jahr hat mindestens einen Freitag, den 13., und höchstens drei. {year} hat drei, so viele wie möglich.',
  factSunday: {
    one: 'Ein Monat hat genau dann einen Freitag, den 13., wenn er an einem Sonntag beginnt: {year} beginnt der {months} an einem Sonntag.',
    other:
      'Ein Monat hat genau dann einen Freitag, den 13., wenn er an einem Sonntag beginnt: {year} beginnen {months} an einem Sonntag.',
  },
  factWait: {
    one: 'Nach dem {last} ist der nächste Freitag, der 13., am {next}, {n} Monat später. Die Wartezeit beträgt nie mehr als 14 Monate, und von Februar bis März eines Nicht-Schaltjahres sind es nur 4 Wochen.',
    other:
      'Nach dem {last} ist der nächste Freitag, der 13., am {next}, {n} Monate später. Die Wartezeit beträgt nie mehr als 14 Monate, und von Februar bis März eines Nicht-Schaltjahres sind es nur 4 Wochen.',
  },
  factCycle:
    'Im 400-jährigen Zyklus des gregorianischen Kalenders fällt der 13. genau 688-mal auf einen Freitag – öfter als auf jeden anderen Wochentag.',
  factPhobia:
    'Die Angst vor Freitag, dem 13., heißt Paraskavedekatriaphobie, nach den griechischen Wörtern für Freitag (Paraskevi) und dreizehn (dekatreis).',
} satisfies Translation<typeof en>;
