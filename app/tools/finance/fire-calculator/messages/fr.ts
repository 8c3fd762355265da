import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  note: 'Tous les montants sont en dollars américains d’aujourd’hui ; les rendements sont réels (après inflation). Les taux se saisissent en pourcentage.',
  singleMode: 'Mode solo (personne A seulement)',
  singleModeHint: 'Masque la personne B, qui ne compte alors plus dans le calcul.',
  person: 'Personne {who}',
  personSuffix: ', personne {who}',
  household: 'Foyer',
  years: 'ans',
  usdAYear: 'USD par an',
  age: 'Âge actuel',
  retireAge: 'Âge de départ à la retraite',
  salary: 'Salaire',
  saveRate: 'Taux d’épargne',
  saveRateHint: 'Part du salaire mise de côté.',
  startBalance: 'Épargne de départ',
  startBalanceHint: 'Épargne investie aujourd’hui.',
  spendRetirement: 'Dépenses à la retraite',
  spendRetirementHint: 'Après impôts, pour le foyer.',
  healthcare: 'Frais de santé avant 65 ans',
  healthcareHint: 'Par personne retraitée de moins de {age} ans.',
  taxRate: 'Taux d’imposition effectif sur les retraits',
  swr: 'Taux de retrait sûr',
  swrHint: 'Capital FIRE = dépenses ÷ ce taux.',
  returnMean: 'Rendement réel, moyenne',
  returnStdev: 'Rendement réel, écart type',
  maxAge: 'Âge maximal',
  maxAgeHintSingle: 'L’argent doit durer jusqu’à cet âge.',
  maxAgeHintCouple: 'L’argent doit durer jusqu’à ce que la personne la plus jeune atteigne cet âge.',
  fireNow: 'Maintenant',
  fireNowIn: 'Maintenant ({year})',
  fireYearK: 'Année {k}',
  fireYearKIn: 'Année {k} ({year})',
  p10: '10e centile',
  p50: 'Médiane (50e)',
  p90: '90e centile',
  fireNumber: 'Capital FIRE',
  zeroSwr: 'Un taux de retrait sûr de 0 % est lu comme 4 %.',
  fireYear: 'Année FIRE',
  ageAtFire: 'Âge au FIRE',
  agesAtFire: 'Âges au FIRE',
  agesAB: 'A {a}, B {b}',
  reachedNow:
    'Votre solde atteint déjà le capital FIRE et, sans autre revenu, il dure au rendement moyen jusqu’à {ages}.',
  reachedInYear:
    'À la fin de l’année {year}, le solde atteint le capital FIRE et, sans autre revenu, il dure au rendement moyen jusqu’à {ages}.',
  monteCarlo: 'Monte-Carlo : {runs} simulations',
  drawnNow:
    'Tout le monde arrête de travailler maintenant ; le rendement réel de chaque année est tiré au hasard (moyenne {mean} %, écart type {stdev} %).',
  drawnInYear:
    'Tout le monde arrête de travailler à la fin de l’année {year}, à {ages} ; le rendement réel de chaque année est tiré au hasard (moyenne {mean} %, écart type {stdev} %).',
  drawnPlan:
    'Votre plan tel que saisi, retraite à {ages} (il n’y a pas d’année FIRE) ; le rendement réel de chaque année est tiré au hasard (moyenne {mean} %, écart type {stdev} %).',
  success: 'Réussite',
  successRuns: '{percent} % des simulations ne manquent jamais d’argent',
  percentilesNote: 'Centiles du solde final, à {ages}.',
  planShort:
    'Votre plan tel que saisi, retraite à {ages}, au rendement moyen : l’argent vient à manquer l’année {year}, à {shortAges}.',
  planLasts:
    'Votre plan tel que saisi, retraite à {ages}, au rendement moyen : l’argent dure jusqu’à {endAges}, et il reste {left}.',
  shareTitle: 'Calculateur FIRE',
  year: 'Année',
  ageColumn: 'Âge',
  ageA: 'Âge A',
  ageB: 'Âge B',
  balance: 'Solde',
  contributed: 'Versé',
  withdrew: 'Retiré',
  working: 'En activité',
  workingA: 'En activité A',
  workingB: 'En activité B',
  atAge: 'Âge {age}',
  atAgeCouple: 'Âge {age} (personne B : {ageB})',
  yes: 'Oui',
  no: 'Non',
  chartNow:
    'Solde si tout le monde arrête de travailler maintenant : médiane et 10e–90e centiles de {runs} simulations',
  chartInYear:
    'Solde si tout le monde arrête de travailler à la fin de l’année {year} : médiane et 10e–90e centiles de {runs} simulations',
  chartPlan: 'Solde avec votre plan tel que saisi : médiane et 10e–90e centiles de {runs} simulations',
  ageOfA: 'Âge de la personne A',
  median: 'Médiane',
  band: '10e–90e centiles',
  sampleCaption: 'Votre plan tel que saisi : 5 années types au rendement moyen',
  ranShort: '{balance} (épuisé)',
  rowsNote:
    'Lignes : la première année, les années à 25 %, 50 % et 75 % du parcours, et la dernière sur {years}. L’année 1 correspond aux 12 prochains mois ; les âges sont ceux du début d’année ; le solde est celui de fin d’année.',
  howSimulated: 'Comment chaque année est simulée',
  ruleWorking:
    'Une personne travaille tant qu’elle n’a pas atteint son âge de départ à la retraite (un âge de retraite inférieur ou égal à l’âge actuel signifie déjà retraité). Les retraits commencent quand tout le monde est à la retraite.',
  ruleRunsSingle: 'La simulation dure jusqu’à ce que la personne A atteigne l’âge maximal (120 ans au plus).',
  ruleRunsCouple:
    'La simulation dure jusqu’à ce que la personne la plus jeune atteigne l’âge maximal (120 ans au plus).',
  ruleFireYear:
    'L’année FIRE est la première année à la fin de laquelle le solde atteint le capital FIRE et où, si tout le monde arrête alors de travailler et que le rendement est moyen chaque année, l’argent ne manque jamais jusqu’à l’âge maximal.',
  ruleMonteCarlo:
    'La méthode de Monte-Carlo répète le plan FIRE (ou votre plan tel que saisi s’il n’y a pas d’année FIRE) 1 000 fois, avec des rendements réels suivant une loi normale tirés d’une graine fixe : les mêmes données donnent donc toujours les mêmes chiffres. Une simulation réussit si son solde ne vient jamais à manquer.',
  noFire:
    'Pas de FIRE possible avec ces hypothèses avant l’âge maximal. Réduisez les dépenses, épargnez davantage ou partez à la retraite plus tard.',
  yearCount: { one: '{n} an', many: '{n} ans', other: '{n} ans' },
  agesSingle: '{a} ans',
  agesCouple: '{a} ans (A) et {b} ans (B)',
  summaryNow:
    'Capital FIRE : {fireNumber}. FIRE dès maintenant, à {ages}. Monte-Carlo : {percent} % des {runs} simulations réussissent ; solde final au 10e centile {p10}, médiane {p50}, 90e centile {p90}.',
  summaryInYear:
    'Capital FIRE : {fireNumber}. FIRE l’année {year}, à {ages}. Monte-Carlo : {percent} % des {runs} simulations réussissent ; solde final au 10e centile {p10}, médiane {p50}, 90e centile {p90}.',
  summaryNoFire:
    'Capital FIRE : {fireNumber}. {message} Monte-Carlo : {percent} % des {runs} simulations réussissent ; solde final au 10e centile {p10}, médiane {p50}, 90e centile {p90}.',
  'step.start':
    'Solde de début d’année (le solde de fin de l’année précédente ; l’année 1 part de l’épargne de départ).',
  'step.growth': 'Croissance : le solde augmente (ou baisse) du rendement réel de l’année.',
  'step.savings': 'Épargne : chaque personne encore en activité ajoute salaire × taux d’épargne.',
  'step.withdrawal':
    'Retrait, une fois tout le monde à la retraite : dépenses de retraite plus frais de santé avant 65 ans pour chaque personne de moins de 65 ans, majorés de l’impôt (besoin ÷ (1 − taux d’imposition)). Si le solde ne suffit pas, ce qui reste est retiré et le plan est à court d’argent.',
  'step.end': 'Solde de fin d’année.',
} satisfies Translation<typeof en>;
