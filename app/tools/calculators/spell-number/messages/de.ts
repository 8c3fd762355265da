import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  number: 'Zahl',
  changeSign: '± (Vorzeichen wechseln)',
  hint: 'Bis 999 Billionen, mit Nachkommastellen und Minuszeichen. Tausenderpunkte sind erlaubt (1.234,56).',
  style: 'Stil',
  plain: 'Einfache Wörter',
  title: 'Jedes Wort groß',
  cheque: 'Scheck',
  examples: 'Beispiele',
  summary: '{number} in Worten: {words}',
  intro:
    'Gib eine Zahl wie 1234.56 oder -42 ein, um sie auf US-Englisch in Worten ausgeschrieben zu sehen. Wähle „Title Case“ für Überschriften oder „Scheck“, um einen Scheckbetrag mit Cents als /100 zu schreiben.',
  inWords: '{number} in Worten',
  wordCount: { one: '{n} Wort', other: '{n} Wörter' },
  copy: 'Wörter kopieren',
  centsNote: 'Cents werden auf den nächsten Cent gerundet (ab 0,5 aufgerundet).',
  invalidNumber: 'Bitte gib eine gültige Zahl ein',
  tooLarge: 'Die Zahl ist zu groß (maximal 999 Billionen)',
} satisfies Translation<typeof en>;
