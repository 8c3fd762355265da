import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  linkGave: 'Le lien indiquait « {value} ».',
  date: 'Date',
  todayLabel: 'Aujourd’hui : afficher le numéro de cette semaine',
  today: 'Aujourd’hui',
  previousWeek: 'Semaine précédente',
  nextWeek: 'Semaine suivante',
  isoNote:
    'Les semaines ISO 8601 vont du lundi au dimanche. La semaine 1 est celle qui contient le premier jeudi de l’année (la semaine du 4 janvier) : quelques jours au début ou à la fin d’une année peuvent donc appartenir aux semaines de l’année voisine.',
  intro:
    'Choisissez une date pour voir son numéro de semaine ISO, les dates de cette semaine et son numéro à l’américaine.',
  todayDate: 'Aujourd’hui, {date}',
  noteLabel: 'Remarque :',
  yearNote: '{label} {note}',
  theWeek: 'La semaine (du lundi au dimanche)',
  isoWeeksIn: 'Semaines ISO en {year}',
  isoWeekDate: 'Date de semaine ISO',
  usWeekNumber: 'Numéro de semaine américain',
  usWeek: 'Semaine {week} de {year}',
  usDetail:
    '{range}. Aux États-Unis, les semaines commencent le dimanche et la semaine 1 est celle qui contient le 1er janvier, même très courte : le numéro peut donc différer du numéro ISO ; {year} compte {weeks} semaines de ce type.',
  shareTitle: 'Quel numéro de semaine sommes-nous ?',
  heading: 'Semaine {week} de {year}',
  range: '{from} – {to}',
  yearNoteBefore:
    'Le {date} est un {weekday} avant le premier jeudi de {year} : il appartient donc à la dernière semaine ISO de {weekYear}. La semaine 1 de {year} commence le {monday}.',
  yearNoteAfter:
    'Le {date} tombe dans la semaine 1 de {weekYear} : une semaine ISO appartient à l’année de son jeudi, et le jeudi de cette semaine est le {thursday}.',
  'weeksInYear.fiftyTwo': '{year} compte 52 semaines ISO.',
  'weeksInYear.leapWednesday':
    '{year} compte 53 semaines ISO : c’est une année bissextile qui commence un mercredi.',
  'weeksInYear.thursday': '{year} compte 53 semaines ISO : elle commence un jeudi.',
  summary: 'Le {date} est dans la semaine ISO {week} de {year} ({range}).',
} satisfies Translation<typeof en>;
