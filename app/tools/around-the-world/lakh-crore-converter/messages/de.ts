import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  amount: 'Betrag',
  amountHint:
    'Mit Dezimalkomma, wie gewohnt (1,5 oder 1.250.000); Leerzeichen und Unterstriche werden ignoriert.',
  unit: 'Einheit',
  number: 'Zahl (Einer)',
  thousand: 'Tausend (1.000)',
  lakh: 'Lakh (1,00,000)',
  million: 'Million (1.000.000)',
  crore: 'Crore (1,00,00,000)',
  billion: 'Milliarde (1.000.000.000)',
  explainer:
    '1 Lakh = 100.000 und 1 Crore = 10 Millionen. In der indischen Schreibweise steht ein Komma nach den letzten drei Ziffern, danach nach je zwei: 1,25,00,000.',
  intro:
    'Gib einen Betrag ein, um ihn mit indischer und internationaler Zifferngruppierung zu sehen, in Lakh und Crore sowie in Millionen und Milliarden.',
  noResult: 'Kein Ergebnis: Gib eine Zahl ein.',
  indianGrouping: 'Indische Gruppierung',
  internationalGrouping: 'Internationale Gruppierung',
  inNumber: 'Als Zahl',
  inThousand: 'In Tausend',
  inLakh: 'In Lakh',
  inMillion: 'In Millionen',
  inCrore: 'In Crore',
  inBillion: 'In Milliarden',
  shareTitle: 'Lakh und Crore umrechnen',
  'inWords.thousand': '{amount} Tsd.',
  'inWords.lakh': '{amount} Lakh',
  'inWords.million': '{amount} Mio.',
  'inWords.crore': '{amount} Crore',
  'inWords.billion': '{amount} Mrd.',
  summary: '{indian} = {international} = {indianWords} = {internationalWords}',
} satisfies Translation<typeof en>;
