import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  meetingTitle: 'Titre de la réunion',
  attendees: 'Participants',
  attendeesCounted: '{count} comptés d’après les @ de la liste collée.',
  attendeesHint: 'Un nombre, ou collez la liste des invités : chaque @ compte pour une personne.',
  salary: 'Salaire annuel moyen',
  salaryHint: 'Par participant, brut. 2 080 heures de travail par an.',
  currency: 'Devise',
  formula:
    'Coût par seconde = salaire ÷ 2 080 heures × participants ÷ 3 600. Le temps est mesuré sur l’horloge : il reste juste même quand l’onglet est en veille en arrière-plan.',
  running: 'En cours : {perMinute} par minute.',
  titleHasCost: '{title} a déjà coûté',
  thisMeetingHasCost: 'Cette réunion a déjà coûté',
  elapsed: 'Temps écoulé : {duration}',
  start: 'Démarrer',
  pause: 'Pause',
  reset: 'Réinitialiser',
  exportPng: 'Exporter en PNG',
  exportFailed: 'Ce navigateur n’a pas pu dessiner l’image.',
  burnRate: 'Vitesse de dépense : chaque barre vaut 10 minutes',
  perBar: '{cost} par barre',
  barValue: {
    one: '{percent} % de cette barre ; {count} barre pleine',
    many: '{percent} % de cette barre ; {count} barres pleines',
    other: '{percent} % de cette barre ; {count} barres pleines',
  },
  firstBar: '{percent} % de la première barre',
  fullBars: {
    one: '{n} barre pleine ({cost}), {percent} % de la suivante',
    many: '{n} barres pleines ({cost}), {percent} % de la suivante',
    other: '{n} barres pleines ({cost}), {percent} % de la suivante',
  },
  perMinute: 'Par minute',
  perHour: 'Par heure',
  hourlyEach: 'Taux horaire par personne',
  shareTitle: 'Chronomètre du coût d’une réunion',
  hours: { one: '{n} heure', many: '{n} heures', other: '{n} heures' },
  minutes: { one: '{n} minute', many: '{n} minutes', other: '{n} minutes' },
  seconds: { one: '{n} seconde', many: '{n} secondes', other: '{n} secondes' },
  durationSeparator: ' ',
  summary: {
    one: '{title} : {total} après {duration} ({n} personne à {salary} par an, {perMinute} par minute).',
    many: '{title} : {total} après {duration} ({n} personnes à {salary} par an, {perMinute} par minute).',
    other: '{title} : {total} après {duration} ({n} personnes à {salary} par an, {perMinute} par minute).',
  },
  summaryUntitled: {
    one: 'Cette réunion : {total} après {duration} ({n} personne à {salary} par an, {perMinute} par minute).',
    many: 'Cette réunion : {total} après {duration} ({n} personnes à {salary} par an, {perMinute} par minute).',
    other:
      'Cette réunion : {total} après {duration} ({n} personnes à {salary} par an, {perMinute} par minute).',
  },
  cardHeading: 'Coût de la réunion',
  cardUntitled: 'Réunion',
  cardDuration: 'Durée : {duration}',
  cardDetail: {
    one: '{n} personne · {perMinute} par minute',
    many: '{n} personnes · {perMinute} par minute',
    other: '{n} personnes · {perMinute} par minute',
  },
  cardFooter: 'Tiny Tools · {tool}',
} satisfies Translation<typeof en>;
