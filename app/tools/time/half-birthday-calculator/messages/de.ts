import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  dateOfBirth: 'Geburtsdatum',
  linkGave: 'Der Link enthielt „{value}“.',
  rule: 'Dein Halbgeburtstag liegt sechs Kalendermonate nach deinem Geburtstag. Ist dieser Monat kürzer, fällt er auf den letzten Tag des Monats: Ein Geburtstag am 31. August ergibt den 28. Februar, im Schaltjahr den 29. Februar.',
  intro: 'Gib dein Geburtsdatum ein, um zu sehen, wann dein Halbgeburtstag jedes Jahr ist.',
  introMore:
    'Du erhältst den diesjährigen Halbgeburtstag, den nächsten mit den Tagen bis dahin, das halbe Alter, das du erreichst, und eine Kalenderdatei als Erinnerung.',
  noneIn: 'Keiner im Jahr {year}',
  bornSecondHalf:
    'Du bist in der zweiten Jahreshälfte geboren: Dein erster Halbgeburtstag ist im Jahr {year}.',
  todayYouAre: 'Heute: Du bist {age}',
  passed: {
    one: 'Vor {n} Tag vorbei (du bist {age} geworden)',
    other: 'Vor {n} Tagen vorbei (du bist {age} geworden)',
  },
  upcoming: {
    one: 'Steht bevor, in {n} Tag (du wirst {age})',
    other: 'Steht bevor, in {n} Tagen (du wirst {age})',
  },
  nextHalf: 'Dein nächster Halbgeburtstag',
  youAreToday: 'Heute bist du {age}.',
  inDays: { one: 'In {n} Tag: Du wirst {age}.', other: 'In {n} Tagen: Du wirst {age}.' },
  daysUntil: 'Tage bis dahin',
  ageThen: 'Alter dann',
  everyYear: 'Jedes Jahr am',
  thisYear: 'Halbgeburtstag in diesem Jahr ({year})',
  shareTitle: 'Halbgeburtstag berechnen',
  futureBirth: 'Das Geburtsdatum darf nicht in der Zukunft liegen',
  todayGreeting: 'Heute ist dein Halbgeburtstag!',
  summaryToday: 'Heute ist dein Halbgeburtstag! Am {date} bist du {age}.',
  summaryTomorrow: 'Nächster Halbgeburtstag: {date}, morgen; du wirst {age}.',
  summaryInDays: {
    one: 'Nächster Halbgeburtstag: {date}, in {n} Tag; du wirst {age}.',
    other: 'Nächster Halbgeburtstag: {date}, in {n} Tagen; du wirst {age}.',
  },
  monthDay: '{day}. {month}',
  leapYearDay: '28. Februar (in Schaltjahren 29. Februar)',
  'clamp.leapOnly':
    'Den 29. Februar gibt es nur in Schaltjahren, daher fällt der Halbgeburtstag in anderen Jahren auf den 28. Februar, den letzten Tag des Monats.',
  'clamp.february30':
    'Einen 30. Februar gibt es nicht, daher fällt der Halbgeburtstag auf den letzten Tag des Monats: den 28. Februar, im Schaltjahr den 29. Februar.',
  'clamp.february31':
    'Einen 31. Februar gibt es nicht, daher fällt der Halbgeburtstag auf den letzten Tag des Monats: den 28. Februar, im Schaltjahr den 29. Februar.',
  clampNo31:
    'Der {month} hat keinen 31. Tag, daher fällt der Halbgeburtstag auf seinen letzten Tag, den {day}. {month}.',
  calendarTitle: 'Halbgeburtstag',
  calendarDescription: 'Halbgeburtstag: {age} Jahre (geboren am {born}). Von Tiny Tools.',
} satisfies Translation<typeof en>;
