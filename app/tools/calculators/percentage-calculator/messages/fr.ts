import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  calculation: 'Calcul',
  modeOf: 'X % de Y',
  modeWhatPercent: 'X représente quel % de Y',
  modeChange: 'Augmentation / baisse',
  questionOf: 'Combien font {x} % de {y} ?',
  questionWhatPercent: '{x} représente quel pourcentage de {y} ?',
  questionChange: 'Augmenter ou baisser X de Y %',
  questionIncrease: 'Augmenter {x} de {y} %',
  questionDecrease: 'Baisser {x} de {y} %',
  percentageX: 'Pourcentage (X)',
  ofNumberY: 'Du nombre (Y)',
  numberX: 'Nombre (X)',
  ofTotalY: 'Du total (Y)',
  startingX: 'Valeur de départ (X)',
  byPercentY: 'De combien de % (Y)',
  direction: 'Sens',
  increase: 'Augmentation',
  decrease: 'Baisse',
  decimalPlaces: 'Décimales',
  intro:
    'Saisissez les deux nombres pour voir le résultat. La virgule décimale et les séparateurs de milliers sont acceptés.',
  added: 'Ajouté : {amount}',
  takenAway: 'Retiré : {amount}',
  shareTitle: 'Calcul de pourcentage',
  'summary.of': '{x} % de {y} = {answer}',
  'summary.whatPercent': '{x} représente {answer} % de {y}',
  'summary.undefined': '{x} représente {answer} de {y} (indéfini : division par zéro)',
  'summary.increase': '{x} augmenté de {y} % = {answer}',
  'summary.decrease': '{x} diminué de {y} % = {answer}',
} satisfies Translation<typeof en>;
