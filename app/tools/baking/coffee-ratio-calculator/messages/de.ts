import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  brewMethod: 'Zubereitung',
  methodOption: '{method} (1:{ratio})',
  drip: 'Filtermaschine',
  pourOver: 'Handfilter',
  frenchPress: 'French Press',
  aeropress: 'AeroPress',
  coldBrew: 'Cold Brew',
  custom: 'Eigenes Verhältnis',
  water: 'Wasser',
  waterUnit: 'Einheit für Wasser',
  cups: 'Tassen',
  ratio: 'Verhältnis (Gramm Wasser pro Gramm Kaffee)',
  toOne: 'zu 1',
  noteColdBrew:
    'Kleinere Zahlen ergeben stärkeren Kaffee. Cold Brew ist ein Konzentrat: nach Geschmack 1:1 verdünnen.',
  noteFilter:
    'Kleinere Zahlen ergeben stärkeren Kaffee. Filterkaffee schmeckt meist zwischen 1:15 und 1:17 am besten.',
  intro: 'Gib die Wassermenge ein, um zu sehen, wie viel Kaffee du brauchst.',
  coffeeFor: 'Kaffee für {water} im Verhältnis {ratio}',
  ounces: 'Unzen',
  tablespoons: 'Esslöffel (je etwa 5 g)',
  tbspAmount: '{amount} EL',
  shareTitle: 'Kaffee-Wasser-Rechner',
  'water.ml': '{amount} mL',
  'water.floz': '{amount} fl oz ({ml} mL)',
  'water.cup': { one: '{amount} Tasse ({ml} mL)', other: '{amount} Tassen ({ml} mL)' },
  summary: '{coffee} Kaffee für {water} Wasser im Verhältnis {ratio} ({method})',
} satisfies Translation<typeof en>;
