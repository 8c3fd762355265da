import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  minimum: 'Minimum',
  maximum: 'Maximum',
  howMany: 'Anzahl der Zahlen',
  howManyHint: '1 bis 1.000.',
  decimalPlaces: 'Nachkommastellen',
  allowDuplicates: 'Wiederholungen erlauben',
  decimalNumbers: 'Dezimalzahlen',
  generate: 'Erzeugen',
  randomNumbers: 'Zufallszahlen',
  oneNumber: 'Zufallszahl: {value}',
  numbersGenerated: {
    one: '{count} Zufallszahl erzeugt',
    other: '{count} Zufallszahlen erzeugt',
  },
  generating: 'Wird erzeugt …',
  intro: 'Gib ein Minimum unter dem Maximum ein, um Zahlen zu ziehen.',
  tooMany: {
    one: '{n} Zahl: zu viele, um sie hier aufzulisten – kopiere sie oder lies die Zusammenfassung.',
    other: '{n} Zahlen: zu viele, um sie hier aufzulisten – kopiere sie oder lies die Zusammenfassung.',
  },
  count: 'Anzahl',
  lowest: 'Kleinste Zahl',
  highest: 'Größte Zahl',
  mean: 'Mittelwert',
  sum: 'Summe',
  copyNumber: 'Zahl kopieren',
  copyNumbers: 'Zahlen kopieren',
  sortAscending: 'Aufsteigend sortieren',
  enterBoth: 'Gib für Minimum und Maximum jeweils eine Zahl ein.',
  minBelowMax: 'Das Minimum muss kleiner als das Maximum sein.',
  rangeTooLarge:
    'Dieser Bereich ist zu groß, um gleichmäßig daraus zu ziehen; verwende kleinere Zahlen oder weniger Nachkommastellen.',
  noValueWithPlaces: 'In diesem Bereich liegt keine Zahl mit {places} Nachkommastellen.',
  uniqueWarning:
    'Du hast {requested} verschiedene Zahlen angefordert, in diesem Bereich sind aber nur {possible} verschiedene Zahlen möglich.',
} satisfies Translation<typeof en>;
