import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  convert: 'Umrechnen',
  toRoman: 'Zahl → römische Zahl',
  toNumber: 'Römische Zahl → Zahl',
  numberLabel: 'Zahl (1 bis 3999)',
  numberHint: 'Eine ganze Zahl, z. B. 1994.',
  numeralLabel: 'Römische Zahl',
  numeralHint: 'Standardschreibweise, z. B. MCMXCIV. Groß- oder Kleinbuchstaben.',
  introToRoman: 'Gib eine Zahl ein, um sie umzurechnen. Die Aufschlüsselung zeigt, wie sie aufgebaut ist.',
  introToNumber:
    'Gib eine römische Zahl ein, um sie umzurechnen. Die Aufschlüsselung zeigt, wie sie aufgebaut ist.',
  summaryToRoman: '{input} in römischen Zahlen ist {output}',
  summaryToNumber: '{input} ist {output}',
  leadToRoman: '{input} in römischen Zahlen',
  leadToNumber: '{input} als Zahl',
  copy: 'Ergebnis kopieren',
  breakdown: 'Aufschlüsselung',
  value: 'Wert',
  numeral: 'Zahlzeichen',
  count: 'Anzahl',
  total: 'Summe',
  invalidNumber: 'Bitte gib eine gültige Zahl ein',
  outOfRange: 'Die Zahl muss zwischen 1 und 3999 liegen',
  invalidNumeral: 'Ungültige römische Zahl',
} satisfies Translation<typeof en>;
