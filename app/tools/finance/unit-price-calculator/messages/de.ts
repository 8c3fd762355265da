import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  unitOz: 'oz (Unze)',
  unitLb: 'lb (Pfund)',
  unitG: 'g (Gramm)',
  unitKg: 'kg (Kilogramm)',
  unitMl: 'ml (Milliliter)',
  unitL: 'L (Liter)',
  unitFlOz: 'fl oz (US-Flüssigunze)',
  unitQt: 'qt (US-Quart)',
  unitGal: 'gal (US-Gallone)',
  unitCount: 'Stück',
  ofName: ' von {name}',
  price: 'Preis',
  quantity: 'Menge',
  lead: 'Gib für jedes Produkt den Preis am Regal in US-Dollar und die Packungsgröße ein. Gewichte werden mit Gewichten verglichen, Volumen mit Volumen.',
  name: 'Name',
  unit: 'Einheit',
  removeName: '{name} entfernen',
  remove: 'Entfernen',
  addProduct: 'Produkt hinzufügen',
  productCount: '{rows} von {max} Produkten',
  productCountFull: '{rows} von {max} Produkten (mehr lassen sich nicht vergleichen)',
  intro:
    'Gib Preis und Menge für mindestens zwei Produkte ein, um zu sehen, welches pro Einheit am günstigsten ist. Grundpreise werden in USD mit 3 Nachkommastellen angezeigt.',
  samePrice: 'Gleicher Grundpreis',
  bestValue: 'Günstigstes Angebot',
  ranking: 'Rangfolge pro {per}',
  dearest: '(teuerstes)',
  unitsNote:
    'US-Flüssigunzen, -Quarts und -Gallonen; 1 oz = 28,349523125 g und 1 lb = 453,59237 g exakt. Preisschilder runden eventuell anders.',
  shareTitle: 'Grundpreisrechner',
  nameRow: '{name} (Zeile {row})',
  defaultName: 'Produkt {letter}',
  listTwo: '{first} und {last}',
  listMore: '{rest} und {last}',
  listSeparator: ', ',
  perItem: 'Stück',
  pricePer: '{price} pro {per}',
  withOwnPrice: '{common} ({own})',
  saves: 'Spart {percent} pro {per} gegenüber {dearest}',
  bestSummary:
    'Günstigstes Angebot: {names} mit {price} pro {per}, {percent} pro {per} günstiger als {dearest}.',
  bestSummaryTied:
    'Günstigstes Angebot: {names} mit {price} pro {per}, jeweils {percent} pro {per} günstiger als {dearest}.',
  allSame: 'Alle {count} verglichenen Produkte kosten gleich viel: {price} pro {per}.',
  noComparable:
    'Keine zwei Produkte mit Preis werden in derselben Art von Einheit verkauft, daher lässt sich keines vergleichen.',
  unpriced: '{name} ist nicht in der Rangfolge: Gib einen Preis über 0 und eine Menge über 0 ein.',
  incomparableWeightVolume:
    '{name} wird nach Gewicht verkauft und lässt sich nicht mit den Produkten nach Volumen vergleichen.',
  incomparableWeightCount:
    '{name} wird nach Gewicht verkauft und lässt sich nicht mit den Produkten nach Stück vergleichen.',
  incomparableVolumeWeight:
    '{name} wird nach Volumen verkauft und lässt sich nicht mit den Produkten nach Gewicht vergleichen.',
  incomparableVolumeCount:
    '{name} wird nach Volumen verkauft und lässt sich nicht mit den Produkten nach Stück vergleichen.',
  incomparableCountWeight:
    '{name} wird nach Stück verkauft und lässt sich nicht mit den Produkten nach Gewicht vergleichen.',
  incomparableCountVolume:
    '{name} wird nach Stück verkauft und lässt sich nicht mit den Produkten nach Volumen vergleichen.',
} satisfies Translation<typeof en>;
