import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  number: 'Nombre',
  changeSign: '± (changer le signe)',
  hint: 'Jusqu’à 999 000 milliards, avec décimales et signe moins. Les espaces entre milliers sont acceptés (1 234,56).',
  style: 'Style',
  plain: 'Texte simple',
  title: 'Majuscule à chaque mot',
  cheque: 'Chèque',
  examples: 'Exemples',
  summary: '{number} en lettres : {words}',
  intro:
    'Saisissez un nombre, comme 1234,56 ou -42, pour le voir écrit en toutes lettres en anglais américain. Choisissez « Majuscule à chaque mot » pour un titre, ou « Chèque » pour écrire le montant d’un chèque avec les cents en /100.',
  inWords: '{number} en lettres',
  wordCount: { one: '{n} mot', many: '{n} mots', other: '{n} mots' },
  copy: 'Copier le texte',
  centsNote: 'Les cents sont arrondis au cent le plus proche (un demi-cent est arrondi au supérieur).',
  invalidNumber: 'Saisissez un nombre valide',
  tooLarge: 'Nombre trop grand (max. : 999 000 milliards)',
} satisfies Translation<typeof en>;
