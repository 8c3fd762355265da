import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  dateOfBirth: 'Date de naissance',
  linkGave: 'Le lien indiquait « {value} ».',
  rule: 'Votre demi-anniversaire tombe six mois calendaires après votre anniversaire. Quand ce mois est plus court, il tombe le dernier jour du mois : un anniversaire le 31 août donne le 28 février, ou le 29 février une année bissextile.',
  intro: 'Saisissez votre date de naissance pour savoir quand tombe votre demi-anniversaire chaque année.',
  introMore:
    'Vous obtenez le demi-anniversaire de cette année, le prochain avec le nombre de jours restants, le demi-âge que vous atteignez et un fichier de calendrier pour ne pas l’oublier.',
  noneIn: 'Aucun en {year}',
  bornSecondHalf:
    'Votre naissance tombe au second semestre : votre premier demi-anniversaire a lieu en {year}.',
  todayYouAre: 'Aujourd’hui : vous avez {age} ans',
  passed: {
    one: 'Passé il y a {n} jour (vous avez eu {age} ans)',
    many: 'Passé il y a {n} jours (vous avez eu {age} ans)',
    other: 'Passé il y a {n} jours (vous avez eu {age} ans)',
  },
  upcoming: {
    one: 'À venir, dans {n} jour (vous aurez {age} ans)',
    many: 'À venir, dans {n} jours (vous aurez {age} ans)',
    other: 'À venir, dans {n} jours (vous aurez {age} ans)',
  },
  nextHalf: 'Votre prochain demi-anniversaire',
  youAreToday: 'Vous avez {age} ans aujourd’hui.',
  inDays: {
    one: 'Dans {n} jour : vous aurez {age} ans.',
    many: 'Dans {n} jours : vous aurez {age} ans.',
    other: 'Dans {n} jours : vous aurez {age} ans.',
  },
  daysUntil: 'Jours restants',
  ageThen: 'Âge atteint',
  everyYear: 'Chaque année le',
  thisYear: 'Demi-anniversaire de cette année ({year})',
  shareTitle: 'Calculateur de demi-anniversaire',
  futureBirth: 'La date de naissance ne peut pas être dans le futur',
  todayGreeting: 'C’est votre demi-anniversaire aujourd’hui !',
  summaryToday: 'C’est votre demi-anniversaire aujourd’hui ! Vous avez {age} ans le {date}.',
  summaryTomorrow: 'Prochain demi-anniversaire : {date}, demain ; vous aurez {age} ans.',
  summaryInDays: {
    one: 'Prochain demi-anniversaire : {date}, dans {n} jour ; vous aurez {age} ans.',
    many: 'Prochain demi-anniversaire : {date}, dans {n} jours ; vous aurez {age} ans.',
    other: 'Prochain demi-anniversaire : {date}, dans {n} jours ; vous aurez {age} ans.',
  },
  monthDay: '{day} {month}',
  leapYearDay: '28 février (29 février les années bissextiles)',
  'clamp.leapOnly':
    'Février n’a de 29 que les années bissextiles : les autres années, le demi-anniversaire tombe donc le 28 février, le dernier jour du mois.',
  'clamp.february30':
    'Février n’a pas de 30 : le demi-anniversaire tombe donc le dernier jour du mois, le 28 février, ou le 29 février une année bissextile.',
  'clamp.february31':
    'Février n’a pas de 31 : le demi-anniversaire tombe donc le dernier jour du mois, le 28 février, ou le 29 février une année bissextile.',
  clampNo31:
    'Il n’y a pas de 31 {month} : le demi-anniversaire tombe donc le dernier jour du mois, le {day} {month}.',
  calendarTitle: 'Demi-anniversaire',
  calendarDescription: 'Demi-anniversaire : {age} ans (naissance le {born}). Par Tiny Tools.',
} satisfies Translation<typeof en>;
