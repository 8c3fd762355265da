import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  calculator: 'Taschenrechner',
  keypad: 'Tastenfeld',
  allClear: 'AC (alles löschen)',
  backspace: 'Rücktaste',
  percent: 'Prozent',
  divide: 'geteilt durch',
  multiply: 'mal',
  minus: 'minus',
  plus: 'plus',
  plusMinus: 'Vorzeichen wechseln',
  decimalPoint: 'Dezimaltrennzeichen',
  equals: 'ist gleich',
  shortcuts: 'Tastenkürzel',
  shortcutsNote:
    'Die Tasten funktionieren, sobald die Seite offen ist (ohne vorher auf den Rechner zu klicken) – außer während du in ein Textfeld tippst.',
  digits: 'Ziffern',
  operators: 'plus, minus, mal, geteilt durch',
  deleteLast: 'letzte Ziffer löschen',
  allClearShortcut: 'alles löschen (AC)',
  howItCalculates: 'So wird gerechnet',
  howOrder:
    'Wie bei einem Taschenrechner wird jede Rechenoperation ausgeführt, sobald du den nächsten Operator drückst: {example}. Drück erneut =, um die letzte Rechnung zu wiederholen.',
  howPercent:
    '% teilt durch 100 oder nimmt bei einer offenen Rechnung diesen Prozentsatz der ersten Zahl: {example}.',
  howDecimals:
    'Dezimalzahlen werden exakt berechnet ({example}). Ergebnisse zeigen bis zu 15 signifikante Stellen; sehr große oder sehr kleine Zahlen erscheinen in Exponentialschreibweise, z. B. 1.5e+20.',
  divideByZero: 'Division durch null nicht möglich',
  tooLarge: 'Ergebnis zu groß',
} satisfies Translation<typeof en>;
