import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  checking: 'Aktuelle Indexdaten werden abgerufen …',
  usingLive: 'Daten bis {latest} vom U.S. Bureau of Labor Statistics',
  usingBuiltIn: 'Eingebaute Tabelle (bis {latest})',
  amount: 'Betrag',
  indexIn: 'Index {year}',
  ratio: 'Verhältnis',
  totalInflation: 'Inflation gesamt',
  averagePerYear: {
    one: 'Durchschnitt pro Jahr (einfach, über {n} Jahr)',
    other: 'Durchschnitt pro Jahr (einfach, über {n} Jahre)',
  },
  notApplicable: 'Entfällt (gleiches Jahr)',
  compoundRate: 'Jährliche Rate (mit Zinseszinseffekt)',
  chooseYear: 'Jahr wählen',
  quickAmounts: 'Schnellauswahl Betrag',
  fromYear: 'Ausgangsjahr',
  quickYears: 'Schnellauswahl Jahr',
  introRange:
    'Gib einen Betrag über 0 ein und wähle ein Jahr von {first} bis {latest}, um zu sehen, was er {latest} wert ist.',
  introNoData: 'Gib einen Betrag über 0 ein und wähle ein Jahr, um zu sehen, was er heute wert ist.',
  introIndex: 'Der Rechner vergleicht den Verbraucherpreisindex beider Jahre.',
  inDollars: 'In Dollar des Jahres {year}',
  copy: 'Kopieren',
  copyResult: 'Ergebnis kopieren',
  indexDetails: 'Details zum Index',
  otherWay: 'Andersherum: {amount} im Jahr {toYear} kaufen so viel wie {then} im Jahr {fromYear}.',
  aboutIndex:
    'Der Index ist der Verbraucherpreisindex für alle städtischen Verbraucher (CPI-U), US-Städtedurchschnitt, alle Waren und Dienstleistungen, als Jahresdurchschnitt (1982–84 = 100), vom U.S. Bureau of Labor Statistics. Mit den neuesten Daten ist ein laufendes Jahr der Durchschnitt der bisher veröffentlichten Monate.',
  seeAlso:
    'Du willst Gehälter über die Jahre vergleichen? Rechne sie mit dem {salary} zwischen Stunden-, Monats- und Jahresgehalt um. Du willst einen Kredit aufnehmen? Sieh mit dem {loan}, was er wirklich kostet.',
  salaryConverter: 'Gehaltsumrechner',
  loanCalculator: 'Kreditrechner',
  summary: '{amount} im Jahr {fromYear} entsprechen {adjusted} im Jahr {toYear}',
  doubled:
    'Die Preise haben sich zwischen {fromYear} und {toYear} mehr als verdoppelt: Ein Dollar kauft {toYear} weniger als die Hälfte dessen, was er {fromYear} kaufte.',
} satisfies Translation<typeof en>;
