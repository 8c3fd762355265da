import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  startDate: 'Date de début',
  endDate: 'Date de fin',
  includeEnd: 'Inclure la date de fin',
  includeEndHint: 'La date de début compte toujours ; la date de fin ne compte que si cette case est cochée.',
  excludeHolidays: 'Exclure les jours fériés fédéraux américains',
  excludeHolidaysHint:
    'Les 11 jours fériés fédéraux, reportés en semaine : un férié tombant un samedi au vendredi précédent, un férié tombant un dimanche au lundi suivant.',
  calculate: 'Calculer',
  intro:
    'Choisissez une date de début et une date de fin, puis appuyez sur « Calculer » pour compter les jours ouvrés (du lundi au vendredi) entre les deux.',
  introMore:
    'Les week-ends sont exclus, de même que les jours fériés fédéraux américains, sauf si vous décochez cette option. On peut compter des périodes allant jusqu’à {years} ans.',
  totalDays: 'Jours comptés au total',
  weekendDays: 'Jours de week-end exclus',
  holidaysSkipped: 'Jours fériés exclus',
  holidaysCounted: 'Aucun (jours fériés comptés)',
  weeksSpanned: 'Semaines couvertes',
  businessDays: 'Jours ouvrés',
  countingIncluded: 'Jours comptés du {start} au {end} (date de fin incluse).',
  countingExcluded: 'Jours comptés du {start} au {end} (la date de fin n’est pas comptée).',
  noDays:
    'Aucun jour compté : les dates de début et de fin sont identiques et la date de fin n’est pas incluse.',
  weeksNote: 'Semaines couvertes = jours comptés au total ÷ 7.',
  shareTitle: 'Calculateur de jours ouvrés',
  holidaysSkippedHeading: 'Jours fériés fédéraux américains exclus',
  holidaysInRange: 'Jours fériés fédéraux américains sur cette période (comptés comme jours ouvrés)',
  noHoliday: 'Aucun jour férié fédéral américain ne tombe sur les jours comptés.',
  showAll: {
    one: '{heading} : {n} jour férié (tout afficher)',
    many: '{heading} : {n} jours fériés (tout afficher)',
    other: '{heading} : {n} jours fériés (tout afficher)',
  },
  holiday: '{name} : {date}',
  holidayMoved: '{name} : {date} {observed}',
  observed: '(reporté : le {date} tombe un {weekday})',
  endBeforeStart: 'La date de fin ne peut pas être antérieure à la date de début',
  rangeTooLong: 'Choisissez des dates espacées de {years} ans au maximum',
  weekCount: { one: '{n} semaine', many: '{n} semaines', other: '{n} semaines' },
  dayCount: { one: '{n} jour', many: '{n} jours', other: '{n} jours' },
  weeksDays: '{weeks} et {days}',
  weeksValue: '{weeks} ({whole})',
  businessDayCount: { one: '{n} jour ouvré', many: '{n} jours ouvrés', other: '{n} jours ouvrés' },
  federalHolidayCount: {
    one: '{n} jour férié fédéral américain',
    many: '{n} jours fériés fédéraux américains',
    other: '{n} jours fériés fédéraux américains',
  },
  summaryIncludedSkipped: '{days} du {start} au {end} (date de fin incluse ; sans compter {holidays})',
  summaryExcludedSkipped: '{days} du {start} au {end} (date de fin non incluse ; sans compter {holidays})',
  summaryIncludedCounted:
    '{days} du {start} au {end} (date de fin incluse ; jours fériés fédéraux américains comptés comme jours ouvrés)',
  summaryExcludedCounted:
    '{days} du {start} au {end} (date de fin non incluse ; jours fériés fédéraux américains comptés comme jours ouvrés)',
  'federal.newYearsDay': 'Jour de l’An',
  'federal.martinLutherKingJrDay': 'Martin Luther King Jr. Day',
  'federal.presidentsDay': 'Presidents’ Day',
  'federal.memorialDay': 'Memorial Day',
  'federal.juneteenth': 'Juneteenth',
  'federal.independenceDay': 'Independence Day',
  'federal.laborDay': 'Labor Day',
  'federal.columbusDay': 'Columbus Day',
  'federal.veteransDay': 'Veterans Day',
  'federal.thanksgiving': 'Thanksgiving',
  'federal.christmasDay': 'Noël',
} satisfies Translation<typeof en>;
