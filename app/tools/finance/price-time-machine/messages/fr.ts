import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  item: 'Article',
  anchorLabel: '{item} aujourd’hui',
  anchorHint: 'USD {unit} ; par défaut {amount}.',
  none: 'Aucune',
  year: 'Année',
  compareWith: 'Comparer avec (facultatif)',
  dataRange:
    '{item} : données de {from} à {to}. Les années entre deux points de données sont interpolées ; les années antérieures affichent le premier chiffre, et les années postérieures le dernier.',
  anchorsLegend: 'Prix actuels utilisés pour les estimations',
  anchorsNote:
    'Voiture neuve, loyer et consultation médicale suivent un indice de prix, pas un prix : l’outil fait remonter le prix actuel dans le temps grâce à l’indice. Modifiez le prix actuel ici.',
  intro: 'Choisissez un article et une année pour voir ce qu’il coûtait alors, et en dollars d’aujourd’hui.',
  priceLead: '{item}, {unit}, en {year}',
  inTodayDollars: '{amount} en dollars d’aujourd’hui',
  compareError: 'Année de comparaison {year} : {error}',
  changeHeading: 'Évolution de {from} à {to}',
  priceMultiple: 'Multiplicateur du prix',
  priceChange: 'Variation du prix',
  notApplicable: 'Sans objet',
  changeToday: 'Variation en dollars d’aujourd’hui',
  title: 'Machine à remonter les prix',
  heldEarliest: '{year} affiche le chiffre de {from} (premières données : {from}).',
  heldLatest: '{year} affiche le chiffre de {from} (dernières données : {from}).',
  anchorNote:
    'Estimé à partir du prix actuel de {price} et de l’indice de prix de l’article ({index} en {year}).',
  costSame: 'Corrigé de l’inflation, c’était le même prix en {to} qu’en {from}.',
  costLess: 'Corrigé de l’inflation, c’était {amount} moins cher en {to} qu’en {from}.',
  costMore: 'Corrigé de l’inflation, c’était {amount} plus cher en {to} qu’en {from}.',
  priceRow: 'Prix ({unit})',
  todayDollars: 'En dollars d’aujourd’hui',
  minimumWage: 'Salaire minimum fédéral',
  perHour: '{amount} de l’heure',
  wageWork: 'Travail au salaire minimum',
  medianIncome: 'Revenu médian des ménages',
  incomeShare: 'Part du revenu médian',
  byYear: '{item} par année',
  figure: 'Donnée',
  chartTitle: '{item}, {unit}, de {from} à {to} : le prix d’alors et en dollars d’aujourd’hui',
  priceThen: 'Prix d’alors',
  howWorkedOut: 'Comment les chiffres sont calculés',
  aboutPrices:
    'Les prix sont des moyennes américaines, en dollars de leur année. Entre les années des données, le prix est interpolé en ligne droite ; une année antérieure aux premières données affiche le premier chiffre, et une année postérieure aux dernières données affiche le dernier. L’indice, le salaire minimum et le revenu médian suivent la même règle.',
  aboutIndex:
    'Dollars d’aujourd’hui = prix × indice actuel ÷ indice de l’année, avec l’indice des prix à la consommation pour l’ensemble des consommateurs urbains (U.S. Bureau of Labor Statistics, moyennes annuelles, mis à l’échelle pour que 1970 vaille {cpi1970} et 2024 {cpi2024}). Tant que des données plus récentes ne sont pas ajoutées, l’indice des années après 2024 reste à {cpi2024} : les dollars d’aujourd’hui sont donc des dollars de 2024.',
  aboutWage:
    'Travail au salaire minimum = prix ÷ salaire minimum fédéral de l’année (U.S. Department of Labor). Les gros achats indiquent aussi leur part du revenu médian des ménages de l’année (U.S. Census Bureau).',
  noData: 'Pas de données pour cette année.',
  itemOption: '{item}, {unit}',
  anchorNoteWith:
    'Estimé à partir du prix actuel de {price} et de l’indice de prix de l’article ({index} en {year}). {note}',
  yearLine: '{price} en {year} ({today} en dollars d’aujourd’hui)',
  summary: '{item}, {unit} : {main}',
  summaryCompare: '{item}, {unit} : {main} ; {compare}',
  summaryChange: '{item}, {unit} : {main} ; {compare} ; {times} le prix de {year}',
  minutes: { one: '{n} minute', many: '{n} minutes', other: '{n} minutes' },
  underMinute: 'moins d’une minute',
  hours: '{hours} h',
  'section.groceries': 'Alimentation',
  'section.energyTransport': 'Énergie et transport',
  'section.housing': 'Logement',
  'section.educationHealth': 'Éducation et santé',
  'section.incomeWages': 'Revenus et salaires',
  'unit.gallon': 'par gallon',
  'unit.pound': 'par livre (lb)',
  'unit.dozen': 'par douzaine',
  'unit.ticket': 'par billet',
  'unit.car': 'par voiture',
  'unit.house': 'par maison',
  'unit.month': 'par mois',
  'unit.year': 'par an',
  'unit.visit': 'par consultation',
  'unit.hour': 'par heure',
  'item.milk': 'Lait (entier)',
  'item.bread': 'Pain de mie blanc',
  'item.eggs': 'Œufs (catégorie A, gros)',
  'item.ground-beef': 'Bœuf haché',
  'item.coffee': 'Café moulu',
  'item.gasoline': 'Essence (ordinaire)',
  'item.movie-ticket': 'Place de cinéma',
  'item.new-car': 'Voiture neuve',
  'item.new-home': 'Maison neuve (médiane)',
  'item.rent': 'Loyer (médian)',
  'item.tuition': 'Frais de scolarité d’une université publique (résident)',
  'item.doctor-visit': 'Consultation médicale',
  'item.minimum-wage': 'Salaire minimum fédéral',
  'item.median-income': 'Revenu médian des ménages',
  'note.new-car':
    'L’indice des véhicules neufs tient compte de l’amélioration des voitures au fil du temps : l’estimation est donc ce qu’aurait coûté à l’époque une voiture comme celles d’aujourd’hui, plus que la voiture typique de cette année-là.',
  'note.rent': 'L’indice suit les loyers payés par les locataires, pour les baux nouveaux comme existants.',
  'note.tuition':
    'Frais de scolarité et frais annexes moyens publiés pour une année dans une université publique en quatre ans, pour les résidents de l’État.',
  'note.doctor-visit':
    'L’indice suit le prix des services médicaux, en comptant ce que paient les assureurs comme le patient.',
  'source.milk':
    'Source pour le lait (entier) : U.S. Bureau of Labor Statistics, prix moyens : lait entier par gallon (APU0000709112).',
  'source.bread':
    'Source pour le pain de mie blanc : U.S. Bureau of Labor Statistics, prix moyens : pain de mie blanc par livre (APU0000702111).',
  'source.eggs':
    'Source pour les œufs (catégorie A, gros) : U.S. Bureau of Labor Statistics, prix moyens : gros œufs de catégorie A par douzaine (APU0000708111).',
  'source.ground-beef':
    'Source pour le bœuf haché : U.S. Bureau of Labor Statistics, prix moyens : bœuf 100 % haché par livre (APU0000703112).',
  'source.coffee':
    'Source pour le café moulu : U.S. Bureau of Labor Statistics, prix moyens : café torréfié 100 % moulu par livre (APU0000717311).',
  'source.gasoline':
    'Source pour l’essence (ordinaire) : U.S. Bureau of Labor Statistics, prix moyens : essence ordinaire sans plomb par gallon (APU000074714).',
  'source.movie-ticket':
    'Source pour la place de cinéma : National Association of Theatre Owners (Cinema United), prix moyen d’une place de cinéma aux États-Unis.',
  'source.new-car':
    'Source pour la voiture neuve : U.S. Bureau of Labor Statistics, indice des prix à la consommation des véhicules neufs (CUUR0000SETA01).',
  'source.new-home':
    'Source pour la maison neuve (médiane) : U.S. Census Bureau et HUD, prix de vente médian des maisons neuves vendues (MSPNHSUS).',
  'source.rent':
    'Source pour le loyer (médian) : U.S. Bureau of Labor Statistics, indice des prix à la consommation des loyers de résidence principale (CUUR0000SEHA).',
  'source.tuition':
    'Source pour les frais de scolarité d’une université publique (résident) : College Board, « Trends in College Pricing » : frais de scolarité et frais annexes des universités publiques en quatre ans, pour les résidents.',
  'source.doctor-visit':
    'Source pour la consultation médicale : U.S. Bureau of Labor Statistics, indice des prix à la consommation des services médicaux (CUUR0000SEMC01).',
  'source.minimum-wage':
    'Source pour le salaire minimum fédéral : U.S. Department of Labor, historique des taux du salaire minimum fédéral.',
  'source.median-income':
    'Source pour le revenu médian des ménages : U.S. Census Bureau, revenu médian des ménages (Historical Income Table H-8).',
} satisfies Translation<typeof en>;
