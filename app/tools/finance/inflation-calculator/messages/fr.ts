import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  checking: 'Recherche des données d’indice les plus récentes…',
  usingLive: 'Données jusqu’à {latest} du Bureau of Labor Statistics (États-Unis)',
  usingBuiltIn: 'Table intégrée utilisée (jusqu’à {latest})',
  amount: 'Montant',
  indexIn: 'Indice en {year}',
  ratio: 'Rapport',
  totalInflation: 'Inflation totale',
  averagePerYear: {
    one: 'Moyenne annuelle (simple, sur {n} an)',
    many: 'Moyenne annuelle (simple, sur {n} ans)',
    other: 'Moyenne annuelle (simple, sur {n} ans)',
  },
  notApplicable: 'Sans objet (même année)',
  compoundRate: 'Taux annuel composé',
  chooseYear: 'Choisissez une année',
  quickAmounts: 'Montants rapides',
  fromYear: 'Année de départ',
  quickYears: 'Années rapides',
  introRange:
    'Saisissez un montant supérieur à 0 et choisissez une année entre {first} et {latest} pour voir ce qu’il vaut en {latest}.',
  introNoData:
    'Saisissez un montant supérieur à 0 et choisissez une année pour voir ce qu’il vaut aujourd’hui.',
  introIndex: 'Le calculateur compare l’indice des prix à la consommation des deux années.',
  inDollars: 'En dollars de {year}',
  copy: 'Copier',
  copyResult: 'Copier le résultat',
  indexDetails: 'Détails de l’indice',
  otherWay:
    'Dans l’autre sens : avec {amount} en {toYear}, on achète ce qu’on achetait avec {then} en {fromYear}.',
  aboutIndex:
    'L’indice est l’indice des prix à la consommation pour l’ensemble des consommateurs urbains (CPI-U), moyenne des villes américaines, tous postes, en moyennes annuelles (1982–84 = 100), publié par le Bureau of Labor Statistics des États-Unis. Avec les données les plus récentes, une année en cours est la moyenne des mois publiés jusqu’ici.',
  seeAlso:
    'Vous comparez des salaires d’une année à l’autre ? Convertissez-les entre horaire, mensuel et annuel avec le {salary}. Vous empruntez ? Voyez ce que coûte vraiment un prêt avec le {loan}.',
  salaryConverter: 'convertisseur de salaire',
  loanCalculator: 'calculateur de prêt',
  summary: '{amount} en {fromYear}, c’est {adjusted} en {toYear}',
  doubled:
    'Les prix ont plus que doublé entre {fromYear} et {toYear} : un dollar de {toYear} achète moins de la moitié de ce qu’il achetait en {fromYear}.',
} satisfies Translation<typeof en>;
