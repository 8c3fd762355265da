import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  wheel: 'Roue',
  defaultYes: 'Oui',
  defaultNo: 'Non',
  spin: 'Lancer',
  enterAtLeast: 'Saisissez au moins {min} options pour lancer la roue.',
  winnerLabel: 'Résultat : ',
  winnerSummary: 'Résultat : {winner}',
  spinning: 'La roue tourne…',
  pressSpin: 'Appuyez sur « Lancer » pour tirer une option au hasard.',
  recentResults: 'Résultats récents',
  options: 'Options',
  option: 'Option {n}',
  removeOption: 'Retirer l’option {n}',
  addOption: 'Ajouter une option',
  rowsNote: '{rows} lignes sur {max}. Une option répétée obtient plus de parts.',
  shareTitle: 'Roue de décision',
  summary: 'Roue de décision : {options}',
  summaryWinner: 'Roue de décision : {options}. Résultat : {winner}',
  addAtLeast: 'Ajoutez au moins {min} options',
  wheelEmpty: 'Roue vide : saisissez au moins {min} options pour la lancer',
  wheelWith: {
    one: 'Roue avec {n} option : {options}',
    many: 'Roue avec {n} options : {options}',
    other: 'Roue avec {n} options : {options}',
  },
} satisfies Translation<typeof en>;
