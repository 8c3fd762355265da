import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  wheel: 'Glücksrad',
  defaultYes: 'Ja',
  defaultNo: 'Nein',
  spin: 'Drehen',
  enterAtLeast: 'Gib mindestens {min} Optionen ein, um zu drehen.',
  winnerLabel: 'Gewinner: ',
  winnerSummary: 'Gewinner: {winner}',
  spinning: 'Dreht sich …',
  pressSpin: 'Drück auf „Drehen“, um zufällig einen Gewinner zu ziehen.',
  recentResults: 'Letzte Ergebnisse',
  options: 'Optionen',
  option: 'Option {n}',
  removeOption: 'Option {n} entfernen',
  addOption: 'Option hinzufügen',
  rowsNote: '{rows} von {max} Zeilen. Eine mehrfach eingetragene Option bekommt mehr Felder.',
  shareTitle: 'Glücksrad',
  summary: 'Glücksrad: {options}',
  summaryWinner: 'Glücksrad: {options}. Gewinner: {winner}',
  addAtLeast: 'Füge mindestens {min} Optionen hinzu',
  wheelEmpty: 'Leeres Rad: Gib mindestens {min} Optionen ein, um zu drehen',
  wheelWith: {
    one: 'Rad mit {n} Option: {options}',
    other: 'Rad mit {n} Optionen: {options}',
  },
} satisfies Translation<typeof en>;
