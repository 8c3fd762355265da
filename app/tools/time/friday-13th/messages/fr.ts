import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  year: 'Année',
  yearHint: 'Une année de {min} à {max}.',
  find: 'Chercher',
  intro:
    'Saisissez une année de {min} à {max} et appuyez sur « Chercher » pour afficher ses vendredis 13, avec l’écart de chacun par rapport à aujourd’hui.',
  introMore: 'Chaque année en compte au moins un et au plus trois.',
  nextHeading: 'Prochain vendredi 13',
  itsToday: 'C’est aujourd’hui ! {ghost}',
  looking: 'Consultation du calendrier…',
  today: 'Aujourd’hui !',
  upcoming: 'À venir : {when}',
  past: 'Passé : {when}',
  listLabel: 'Vendredis 13 en {year}',
  facts: 'Le saviez-vous ?',
  shareTitle: 'Trouver les vendredis 13',
  yearRange: 'Saisissez une année entre 1900 et 2100',
  tomorrow: 'Demain',
  inDays: { one: 'Dans {n} jour', many: 'Dans {n} jours', other: 'Dans {n} jours' },
  headline: {
    one: '{year} compte {n} vendredi 13',
    many: '{year} compte {n} vendredis 13',
    other: '{year} compte {n} vendredis 13',
  },
  summary: '{headline} : {dates}.',
  monthThirteenth: '13 {month}',
  comma: '{a}, {b}',
  and: '{a} et {b}',
  factOne:
    'Chaque année compte au moins un vendredi 13 et au plus trois. {year} n’en a qu’un, le minimum possible.',
  factTwo: 'Chaque année compte au moins un vendredi 13 et au plus trois. {year} en a deux.',
  factThree:
    'Chaque année compte au moins un vendredi 13 et au plus trois. {year} en a trois, le maximum possible.',
  factSunday: {
    one: 'Un mois a un vendredi 13 exactement quand il commence un dimanche : en {year}, {months} commence un dimanche.',
    many: 'Un mois a un vendredi 13 exactement quand il commence un dimanche : en {year}, {months} commencent un dimanche.',
    other:
      'Un mois a un vendredi 13 exactement quand il commence un dimanche : en {year}, {months} commencent un dimanche.',
  },
  factWait: {
    one: 'Après le {last}, le prochain vendredi 13 tombe le {next}, {n} mois plus tard. L’attente ne dépasse jamais 14 mois, et elle n’est que de 4 semaines entre février et mars d’une année non bissextile.',
    many: 'Après le {last}, le prochain vendredi 13 tombe le {next}, {n} mois plus tard. L’attente ne dépasse jamais 14 mois, et elle n’est que de 4 semaines entre février et mars d’une année non bissextile.',
    other:
      'Après le {last}, le prochain vendredi 13 tombe le {next}, {n} mois plus tard. L’attente ne dépasse jamais 14 mois, et elle n’est que de 4 semaines entre février et mars d’une année non bissextile.',
  },
  factCycle:
    'Sur le cycle de 400 ans du calendrier grégorien, le 13 tombe 688 fois un vendredi, plus souvent que n’importe quel autre jour de la semaine.',
  factPhobia:
    'La peur du vendredi 13 s’appelle la paraskevidékatriaphobie, des mots grecs pour vendredi (paraskevi) et treize (dekatreis).',
} satisfies Translation<typeof en>;
