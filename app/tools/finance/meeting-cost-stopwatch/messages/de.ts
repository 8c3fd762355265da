import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  meetingTitle: 'Titel des Meetings',
  defaultTitle: 'Team-Meeting',
  attendees: 'Teilnehmende',
  attendeesCounted: 'Anhand der @-Zeichen in der eingefügten Liste gezählt: {count}.',
  attendeesHint: 'Eine Zahl, oder füge die Einladungsliste ein: Jedes @ zählt als eine Person.',
  salary: 'Durchschnittliches Jahresgehalt',
  salaryHint: 'Pro Person, brutto. 2.080 Arbeitsstunden pro Jahr.',
  currency: 'Währung',
  formula:
    'Kosten pro Sekunde = Gehalt ÷ 2.080 Stunden × Teilnehmende ÷ 3.600. Die Zeit wird an der Uhr gemessen, daher stimmt sie auch, wenn der Tab im Hintergrund pausiert.',
  running: 'Läuft: {perMinute} pro Minute.',
  titleHasCost: '„{title}“ hat bisher gekostet',
  thisMeetingHasCost: 'Dieses Meeting hat bisher gekostet',
  elapsed: 'Vergangen: {duration}',
  start: 'Start',
  pause: 'Pause',
  reset: 'Zurücksetzen',
  exportPng: 'Als PNG exportieren',
  exportFailed: 'Dieser Browser konnte das Bild nicht erstellen.',
  burnRate: 'Kostenverlauf: Jeder Balken steht für 10 Minuten',
  perBar: '{cost} pro Balken',
  barValue: {
    one: '{percent} % dieses Balkens; {count} voller Balken',
    other: '{percent} % dieses Balkens; {count} volle Balken',
  },
  firstBar: '{percent} % des ersten Balkens',
  fullBars: {
    one: '{n} voller Balken ({cost}), {percent} % des nächsten',
    other: '{n} volle Balken ({cost}), {percent} % des nächsten',
  },
  perMinute: 'Pro Minute',
  perHour: 'Pro Stunde',
  hourlyEach: 'Stundensatz pro Person',
  shareTitle: 'Meetingkosten-Stoppuhr',
  hours: { one: '{n} Stunde', other: '{n} Stunden' },
  minutes: { one: '{n} Minute', other: '{n} Minuten' },
  seconds: { one: '{n} Sekunde', other: '{n} Sekunden' },
  durationSeparator: ' ',
  summary: {
    one: '{title}: {total} nach {duration} ({n} Person mit {salary} pro Jahr, {perMinute} pro Minute).',
    other: '{title}: {total} nach {duration} ({n} Personen mit {salary} pro Jahr, {perMinute} pro Minute).',
  },
  summaryUntitled: {
    one: 'Dieses Meeting: {total} nach {duration} ({n} Person mit {salary} pro Jahr, {perMinute} pro Minute).',
    other:
      'Dieses Meeting: {total} nach {duration} ({n} Personen mit {salary} pro Jahr, {perMinute} pro Minute).',
  },
  cardHeading: 'Meetingkosten',
  cardUntitled: 'Meeting',
  cardDuration: 'Dauer: {duration}',
  cardDetail: {
    one: '{n} Person · {perMinute} pro Minute',
    other: '{n} Personen · {perMinute} pro Minute',
  },
  cardFooter: 'Tiny Tools · {tool}',
} satisfies Translation<typeof en>;
