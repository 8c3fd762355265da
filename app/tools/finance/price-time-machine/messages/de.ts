import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  item: 'Artikel',
  anchorLabel: '{item} heute',
  anchorHint: 'USD {unit}; Standard: {amount}.',
  none: 'Kein Vergleich',
  year: 'Jahr',
  compareWith: 'Vergleichen mit (optional)',
  dataRange:
    '{item}: Daten von {from} bis {to}. Jahre zwischen Datenpunkten werden interpoliert; frühere Jahre zeigen den frühesten Wert, spätere Jahre den neuesten.',
  anchorsLegend: 'Heutige Preise als Basis der Schätzungen',
  anchorsNote:
    'Neuwagen, Miete und Arztbesuch folgen einem Preisindex, nicht einem Preis: Das Tool rechnet den heutigen Preis mit dem Index zurück. Hier kannst du den heutigen Preis ändern.',
  intro:
    'Wähle einen Artikel und ein Jahr, um zu sehen, was er damals kostete und was das in heutigen Dollar ist.',
  priceLead: '{item}, {unit}, im Jahr {year}',
  inTodayDollars: '{amount} in heutigen Dollar',
  compareError: 'Vergleichsjahr {year}: {error}',
  changeHeading: 'Veränderung von {from} bis {to}',
  priceMultiple: 'Preisfaktor',
  priceChange: 'Preisänderung',
  notApplicable: 'Entfällt',
  changeToday: 'Veränderung in heutigen Dollar',
  title: 'Preis-Zeitmaschine',
  heldEarliest: '{year} zeigt den Wert von {from} (früheste Daten: {from}).',
  heldLatest: '{year} zeigt den Wert von {from} (neueste Daten: {from}).',
  anchorNote:
    'Geschätzt aus dem heutigen Preis von {price} und dem Preisindex des Artikels ({index} im Jahr {year}).',
  costSame: 'Inflationsbereinigt kostete es im Jahr {to} genauso viel wie im Jahr {from}.',
  costLess: 'Inflationsbereinigt kostete es im Jahr {to} um {amount} weniger als im Jahr {from}.',
  costMore: 'Inflationsbereinigt kostete es im Jahr {to} um {amount} mehr als im Jahr {from}.',
  priceRow: 'Preis ({unit})',
  todayDollars: 'In heutigen Dollar',
  minimumWage: 'Bundesmindestlohn',
  perHour: '{amount} pro Stunde',
  wageWork: 'Arbeitszeit zum Mindestlohn',
  medianIncome: 'Mittleres Haushaltseinkommen',
  incomeShare: 'Anteil am mittleren Einkommen',
  byYear: '{item} nach Jahr',
  figure: 'Wert',
  chartTitle: '{item}, {unit}, {from} bis {to}: der Preis damals und in heutigen Dollar',
  priceThen: 'Preis damals',
  howWorkedOut: 'So werden die Zahlen berechnet',
  aboutPrices:
    'Die Preise sind US-Durchschnittswerte in Dollar des jeweiligen Jahres. Zwischen den Jahren der Daten wird der Preis linear interpoliert; ein Jahr vor den frühesten Daten zeigt den frühesten Wert, ein Jahr nach den neuesten Daten den neuesten Wert. Index, Mindestlohn und mittleres Einkommen folgen derselben Regel.',
  aboutIndex:
    'Heutige Dollar = Preis × Index heute ÷ Index im jeweiligen Jahr, mit dem Verbraucherpreisindex für alle städtischen Verbraucher (U.S. Bureau of Labor Statistics, Jahresdurchschnitte, so skaliert, dass 1970 bei {cpi1970} und 2024 bei {cpi2024} liegt). Bis neuere Indexdaten ergänzt werden, bleibt der Index für Jahre nach 2024 bei {cpi2024}; heutige Dollar sind also Dollar von 2024.',
  aboutWage:
    'Arbeitszeit zum Mindestlohn = Preis ÷ Bundesmindestlohn im jeweiligen Jahr (U.S. Department of Labor). Große Anschaffungen zeigen außerdem ihren Anteil am mittleren Haushaltseinkommen des Jahres (U.S. Census Bureau).',
  noData: 'Keine Daten für dieses Jahr.',
  itemOption: '{item}, {unit}',
  anchorNoteWith:
    'Geschätzt aus dem heutigen Preis von {price} und dem Preisindex des Artikels ({index} im Jahr {year}). {note}',
  yearLine: '{price} im Jahr {year} ({today} in heutigen Dollar)',
  summary: '{item}, {unit}: {main}',
  summaryCompare: '{item}, {unit}: {main}; {compare}',
  summaryChange: '{item}, {unit}: {main}; {compare}; {times} gegenüber {year}',
  minutes: { one: '{n} Minute', other: '{n} Minuten' },
  underMinute: 'unter 1 Minute',
  hours: '{hours} Stunden',
  'section.groceries': 'Lebensmittel',
  'section.energyTransport': 'Energie & Verkehr',
  'section.housing': 'Wohnen',
  'section.educationHealth': 'Bildung & Gesundheit',
  'section.incomeWages': 'Einkommen & Löhne',
  'unit.gallon': 'pro Gallone',
  'unit.pound': 'pro Pfund',
  'unit.dozen': 'pro Dutzend',
  'unit.ticket': 'pro Karte',
  'unit.car': 'pro Auto',
  'unit.house': 'pro Haus',
  'unit.month': 'pro Monat',
  'unit.year': 'pro Jahr',
  'unit.visit': 'pro Besuch',
  'unit.hour': 'pro Stunde',
  'item.milk': 'Milch (Vollmilch)',
  'item.bread': 'Weißbrot',
  'item.eggs': 'Eier (Klasse A, groß)',
  'item.ground-beef': 'Rinderhackfleisch',
  'item.coffee': 'Gemahlener Kaffee',
  'item.gasoline': 'Benzin (Normal)',
  'item.movie-ticket': 'Kinokarte',
  'item.new-car': 'Neuwagen',
  'item.new-home': 'Neues Haus (Median)',
  'item.rent': 'Miete (Median)',
  'item.tuition': 'Studiengebühren, staatliches College (im eigenen Bundesstaat)',
  'item.doctor-visit': 'Arztbesuch',
  'item.minimum-wage': 'Bundesmindestlohn',
  'item.median-income': 'Mittleres Haushaltseinkommen',
  'note.new-car':
    'Der Index für Neufahrzeuge berücksichtigt, dass Autos mit der Zeit besser werden. Die Schätzung zeigt also, was ein Auto wie das heutige damals gekostet hätte: mehr als das typische Auto jenes Jahres.',
  'note.rent': 'Der Index folgt den Mieten, die Mieter zahlen, bei neuen wie bestehenden Mietverträgen.',
  'note.tuition':
    'Durchschnittliche offizielle Studiengebühren und Abgaben für ein Jahr an einem staatlichen vierjährigen College, im eigenen Bundesstaat.',
  'note.doctor-visit':
    'Der Index folgt dem Preis ärztlicher Leistungen und zählt mit, was Versicherer und Patienten zahlen.',
  'source.milk':
    'Quelle für Milch (Vollmilch): U.S. Bureau of Labor Statistics, Durchschnittspreise: Vollmilch pro Gallone (APU0000709112).',
  'source.bread':
    'Quelle für Weißbrot: U.S. Bureau of Labor Statistics, Durchschnittspreise: Weißbrot (Kastenform) pro Pfund (APU0000702111).',
  'source.eggs':
    'Quelle für Eier (Klasse A, groß): U.S. Bureau of Labor Statistics, Durchschnittspreise: Eier Klasse A, groß, pro Dutzend (APU0000708111).',
  'source.ground-beef':
    'Quelle für Rinderhackfleisch: U.S. Bureau of Labor Statistics, Durchschnittspreise: 100 % Rinderhackfleisch pro Pfund (APU0000703112).',
  'source.coffee':
    'Quelle für gemahlenen Kaffee: U.S. Bureau of Labor Statistics, Durchschnittspreise: 100 % gemahlener Röstkaffee pro Pfund (APU0000717311).',
  'source.gasoline':
    'Quelle für Benzin (Normal): U.S. Bureau of Labor Statistics, Durchschnittspreise: bleifreies Normalbenzin pro Gallone (APU000074714).',
  'source.movie-ticket':
    'Quelle für Kinokarte: National Association of Theatre Owners (Cinema United), durchschnittlicher Preis einer Kinokarte in den USA.',
  'source.new-car':
    'Quelle für Neuwagen: U.S. Bureau of Labor Statistics, Verbraucherpreisindex für Neufahrzeuge (CUUR0000SETA01).',
  'source.new-home':
    'Quelle für neues Haus (Median): U.S. Census Bureau und HUD, Median-Verkaufspreis verkaufter neuer Häuser (MSPNHSUS).',
  'source.rent':
    'Quelle für Miete (Median): U.S. Bureau of Labor Statistics, Verbraucherpreisindex für die Miete des Hauptwohnsitzes (CUUR0000SEHA).',
  'source.tuition':
    'Quelle für Studiengebühren, staatliches College (im eigenen Bundesstaat): College Board, „Trends in College Pricing“: Studiengebühren und Abgaben an staatlichen vierjährigen Colleges, im eigenen Bundesstaat.',
  'source.doctor-visit':
    'Quelle für Arztbesuch: U.S. Bureau of Labor Statistics, Verbraucherpreisindex für ärztliche Leistungen (CUUR0000SEMC01).',
  'source.minimum-wage':
    'Quelle für Bundesmindestlohn: U.S. Department of Labor, Geschichte des Bundesmindestlohns.',
  'source.median-income':
    'Quelle für mittleres Haushaltseinkommen: U.S. Census Bureau, Median des Haushaltseinkommens (Historical Income Table H-8).',
} satisfies Translation<typeof en>;
