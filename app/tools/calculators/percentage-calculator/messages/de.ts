import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  calculation: 'Berechnung',
  modeOf: 'X % von Y',
  modeWhatPercent: 'X ist wie viel % von Y',
  modeChange: 'Erhöhen / verringern',
  questionOf: 'Wie viel sind {x} % von {y}?',
  questionWhatPercent: 'Wie viel Prozent von {y} sind {x}?',
  questionChange: 'X um Y % erhöhen oder verringern',
  questionIncrease: '{x} um {y} % erhöhen',
  questionDecrease: '{x} um {y} % verringern',
  percentageX: 'Prozentsatz (X)',
  ofNumberY: 'Von der Zahl (Y)',
  numberX: 'Zahl (X)',
  ofTotalY: 'Vom Gesamtwert (Y)',
  startingX: 'Ausgangswert (X)',
  byPercentY: 'Prozentsatz (Y)',
  direction: 'Richtung',
  increase: 'Erhöhen',
  decrease: 'Verringern',
  decimalPlaces: 'Nachkommastellen',
  intro:
    'Gib beide Zahlen ein, um das Ergebnis zu sehen. Dezimalkomma und Tausendertrennzeichen sind erlaubt.',
  added: 'Hinzugerechnet: {amount}',
  takenAway: 'Abgezogen: {amount}',
  shareTitle: 'Prozentrechner',
  'summary.of': '{x} % von {y} = {answer}',
  'summary.whatPercent': '{x} sind {answer} % von {y}',
  'summary.undefined': '{x} sind {answer} von {y} (nicht definiert: Division durch null)',
  'summary.increase': '{x} erhöht um {y} % = {answer}',
  'summary.decrease': '{x} verringert um {y} % = {answer}',
} satisfies Translation<typeof en>;
