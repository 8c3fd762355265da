import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  calculator: 'Calculatrice',
  keypad: 'Touches',
  allClear: 'AC (tout effacer)',
  backspace: 'retour arrière',
  percent: 'pour cent',
  divide: 'diviser',
  multiply: 'multiplier',
  minus: 'moins',
  plus: 'plus',
  plusMinus: 'plus/moins',
  decimalPoint: 'séparateur décimal',
  equals: 'égal',
  shortcuts: 'Raccourcis clavier',
  shortcutsNote:
    'Les touches fonctionnent dès l’ouverture de la page (inutile de cliquer sur la calculatrice), sauf pendant la saisie dans un champ de texte.',
  digits: 'chiffres',
  operators: 'plus, moins, multiplier, diviser',
  deleteLast: 'effacer le dernier chiffre',
  allClearShortcut: 'tout effacer (AC)',
  howItCalculates: 'Comment elle calcule',
  howOrder:
    'Comme une calculatrice de poche, chaque opération est effectuée dès que vous appuyez sur l’opérateur suivant : {example}. Appuyez de nouveau sur = pour répéter la dernière opération.',
  howPercent:
    '% divise par 100 ou, si une opération est en attente, prend ce pourcentage du premier nombre : {example}.',
  howDecimals:
    'Les décimales sont exactes ({example}). Les résultats affichent jusqu’à 15 chiffres significatifs ; les nombres très grands ou très petits passent en notation exponentielle, p. ex. 1.5e+20.',
  divideByZero: 'Division par zéro impossible',
  tooLarge: 'Résultat trop grand',
} satisfies Translation<typeof en>;
