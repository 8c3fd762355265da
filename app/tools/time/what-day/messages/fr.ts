import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  linkGave: 'Le lien indiquait « {value} ».',
  date: 'Date',
  showMoon: 'Afficher la phase de la lune',
  showMoonHint: 'La phase ce jour-là, d’après le cycle lunaire moyen.',
  find: 'Trouver',
  intro:
    'Choisissez une date entre l’an 1 et l’an 9999 et appuyez sur « Trouver » pour savoir quel jour de la semaine c’était.',
  introMore:
    'Vous obtenez aussi le numéro du jour dans l’année et savez si l’année était bissextile ; cochez « Afficher la phase de la lune » pour voir la lune ce jour-là.',
  dayOfWeek: 'Jour de la semaine',
  dayOfYear: 'Jour de l’année',
  dayOf: 'Jour {day} sur {days}',
  leapYear: 'Année bissextile',
  yes: 'Oui',
  no: 'Non',
  yearHas: '{year} compte {days} jours',
  moonPhase: 'Phase de la lune',
  moonDetail: 'Éclairée à environ {percent} % ; âge de la lune : {age} jours sur {month}.',
  moonNote:
    'D’après le cycle lunaire moyen à midi UTC : près d’un changement de phase, le ciel peut avoir un jour d’avance ou de retard.',
  shareTitle: 'Quel jour était-ce ?',
  fallsOn: 'Le {date} tombe un {weekday}.',
  'tense.past': 'Le {date} était un {weekday} ({when}).',
  'tense.today': 'Le {date} est un {weekday} ({when}).',
  'tense.future': 'Le {date} sera un {weekday} ({when}).',
  summaryMoon: '{sentence} Lune : {phase}, éclairée à environ {percent} %.',
  'moon.newMoon': 'Nouvelle lune',
  'moon.waxingCrescent': 'Premier croissant',
  'moon.firstQuarter': 'Premier quartier',
  'moon.waxingGibbous': 'Gibbeuse croissante',
  'moon.fullMoon': 'Pleine lune',
  'moon.waningGibbous': 'Gibbeuse décroissante',
  'moon.lastQuarter': 'Dernier quartier',
  'moon.waningCrescent': 'Dernier croissant',
} satisfies Translation<typeof en>;
