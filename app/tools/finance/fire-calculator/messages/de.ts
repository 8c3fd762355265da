import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  note: 'Alle Beträge in heutigen US-Dollar; Renditen sind real (nach Inflation). Sätze werden in Prozent eingegeben.',
  singleMode: 'Einzelmodus (nur Person A)',
  singleModeHint: 'Blendet Person B aus; sie zählt dann bei der Berechnung nicht mit.',
  person: 'Person {who}',
  personSuffix: ', Person {who}',
  household: 'Haushalt',
  years: 'Jahre',
  usdAYear: 'USD pro Jahr',
  age: 'Aktuelles Alter',
  retireAge: 'Rentenalter',
  salary: 'Gehalt',
  saveRate: 'Sparquote',
  saveRateHint: 'Anteil des Gehalts, der gespart wird.',
  startBalance: 'Startguthaben',
  startBalanceHint: 'Heute angelegte Ersparnisse.',
  spendRetirement: 'Ausgaben im Ruhestand',
  spendRetirementHint: 'Nach Steuern, für den ganzen Haushalt.',
  healthcare: 'Gesundheitskosten vor 65',
  healthcareHint: 'Pro Person im Ruhestand unter {age}.',
  taxRate: 'Effektiver Steuersatz auf Entnahmen',
  swr: 'Sichere Entnahmerate',
  swrHint: 'FIRE-Zahl = Ausgaben ÷ diese Rate.',
  returnMean: 'Reale Rendite, Mittelwert',
  returnStdev: 'Reale Rendite, Standardabweichung',
  maxAge: 'Höchstalter',
  maxAgeHintSingle: 'Das Geld muss bis zu diesem Alter reichen.',
  maxAgeHintCouple: 'Das Geld muss reichen, bis die jüngere Person dieses Alter erreicht.',
  fireNow: 'Jetzt',
  fireNowIn: 'Jetzt ({year})',
  fireYearK: 'Jahr {k}',
  fireYearKIn: 'Jahr {k} ({year})',
  p10: '10. Perzentil',
  p50: 'Median (50.)',
  p90: '90. Perzentil',
  fireNumber: 'FIRE-Zahl',
  zeroSwr: 'Eine Entnahmerate von 0 % wird als 4 % gerechnet.',
  fireYear: 'FIRE-Jahr',
  ageAtFire: 'Alter bei FIRE',
  agesAtFire: 'Alter bei FIRE',
  agesAB: 'A {a}, B {b}',
  reachedNow:
    'Dein Guthaben erreicht die FIRE-Zahl schon jetzt und reicht ohne weiteres Einkommen bei mittlerer Rendite bis zum Alter von {ages}.',
  reachedInYear:
    'Am Ende von Jahr {year} erreicht das Guthaben die FIRE-Zahl und reicht ohne weiteres Einkommen bei mittlerer Rendite bis zum Alter von {ages}.',
  monteCarlo: 'Monte Carlo: {runs} Durchläufe',
  drawnNow:
    'Alle hören jetzt auf zu arbeiten; die reale Rendite jedes Jahres wird zufällig gezogen (Mittelwert {mean} %, Standardabweichung {stdev} %).',
  drawnInYear:
    'Alle hören am Ende von Jahr {year} auf zu arbeiten, im Alter von {ages}; die reale Rendite jedes Jahres wird zufällig gezogen (Mittelwert {mean} %, Standardabweichung {stdev} %).',
  drawnPlan:
    'Dein Plan wie eingegeben, Ruhestand im Alter von {ages} (es gibt kein FIRE-Jahr); die reale Rendite jedes Jahres wird zufällig gezogen (Mittelwert {mean} %, Standardabweichung {stdev} %).',
  success: 'Erfolg',
  successRuns: 'Bei {percent} % der Durchläufe geht das Geld nie aus',
  percentilesNote: 'Perzentile des Guthabens am Ende, im Alter von {ages}.',
  planShort:
    'Dein Plan wie eingegeben, Ruhestand im Alter von {ages}, bei mittlerer Rendite: Das Geld geht im Jahr {year} aus, im Alter von {shortAges}.',
  planLasts:
    'Dein Plan wie eingegeben, Ruhestand im Alter von {ages}, bei mittlerer Rendite: Das Geld reicht bis zum Alter von {endAges}, übrig bleiben {left}.',
  shareTitle: 'FIRE-Rechner',
  year: 'Jahr',
  ageColumn: 'Alter',
  ageA: 'Alter A',
  ageB: 'Alter B',
  balance: 'Guthaben',
  contributed: 'Eingezahlt',
  withdrew: 'Entnommen',
  working: 'Berufstätig',
  workingA: 'Berufstätig A',
  workingB: 'Berufstätig B',
  atAge: 'Alter {age}',
  atAgeCouple: 'Alter {age} (Person B: {ageB})',
  yes: 'Ja',
  no: 'Nein',
  chartNow:
    'Guthaben, wenn alle jetzt aufhören zu arbeiten: Median und 10.–90. Perzentil aus {runs} Durchläufen',
  chartInYear:
    'Guthaben, wenn alle am Ende von Jahr {year} aufhören zu arbeiten: Median und 10.–90. Perzentil aus {runs} Durchläufen',
  chartPlan: 'Guthaben mit deinem Plan wie eingegeben: Median und 10.–90. Perzentil aus {runs} Durchläufen',
  ageOfA: 'Alter von Person A',
  median: 'Median',
  band: '10.–90. Perzentil',
  sampleCaption: 'Dein Plan wie eingegeben: 5 Beispieljahre bei mittlerer Rendite',
  ranShort: '{balance} (aufgebraucht)',
  rowsNote:
    'Zeilen: das erste Jahr, die Jahre bei 25 %, 50 % und 75 % der Laufzeit und das letzte Jahr (insgesamt {years}). Jahr 1 sind die kommenden 12 Monate; das Alter gilt zu Jahresbeginn, das Guthaben zum Jahresende.',
  howSimulated: 'So wird jedes Jahr simuliert',
  ruleWorking:
    'Eine Person arbeitet, solange sie jünger als ihr Rentenalter ist (ein Rentenalter gleich oder unter dem aktuellen Alter heißt: schon im Ruhestand). Entnahmen beginnen, sobald alle im Ruhestand sind.',
  ruleRunsSingle: 'Die Simulation läuft, bis Person A das Höchstalter erreicht (höchstens 120 Jahre).',
  ruleRunsCouple:
    'Die Simulation läuft, bis die jüngere Person das Höchstalter erreicht (höchstens 120 Jahre).',
  ruleFireYear:
    'Das FIRE-Jahr ist das erste Jahr, an dessen Ende das Guthaben die FIRE-Zahl erreicht und das Geld bis zum Höchstalter nie ausgeht, wenn dann alle aufhören zu arbeiten und jedes Jahr die mittlere Rendite gilt.',
  ruleMonteCarlo:
    'Die Monte-Carlo-Simulation wiederholt den FIRE-Plan (oder deinen Plan wie eingegeben, wenn es kein FIRE-Jahr gibt) 1.000-mal mit normalverteilten realen Renditen aus einem festen Startwert, sodass dieselben Eingaben immer dieselben Zahlen ergeben. Ein Durchlauf ist erfolgreich, wenn das Geld nie ausgeht.',
  noFire:
    'Unter diesen Annahmen ist FIRE vor dem Höchstalter nicht erreichbar. Gib weniger aus, spare mehr oder geh später in den Ruhestand.',
  yearCount: { one: '{n} Jahr', other: '{n} Jahre' },
  agesSingle: '{a}',
  agesCouple: '{a} (A) und {b} (B)',
  summaryNow:
    'FIRE-Zahl {fireNumber}. FIRE jetzt, im Alter von {ages}. Monte Carlo: {percent} % von {runs} Durchläufen erfolgreich; Endguthaben 10. Perzentil {p10}, Median {p50}, 90. Perzentil {p90}.',
  summaryInYear:
    'FIRE-Zahl {fireNumber}. FIRE im Jahr {year}, im Alter von {ages}. Monte Carlo: {percent} % von {runs} Durchläufen erfolgreich; Endguthaben 10. Perzentil {p10}, Median {p50}, 90. Perzentil {p90}.',
  summaryNoFire:
    'FIRE-Zahl {fireNumber}. {message} Monte Carlo: {percent} % von {runs} Durchläufen erfolgreich; Endguthaben 10. Perzentil {p10}, Median {p50}, 90. Perzentil {p90}.',
  'step.start':
    'Guthaben zu Jahresbeginn (das Endguthaben des Vorjahres; Jahr 1 beginnt mit den Startguthaben).',
  'step.growth': 'Wachstum: Das Guthaben wächst (oder schrumpft) um die reale Rendite des Jahres.',
  'step.savings': 'Sparen: Jede Person, die noch arbeitet, zahlt Gehalt × Sparquote ein.',
  'step.withdrawal':
    'Entnahme, sobald alle im Ruhestand sind: Ausgaben im Ruhestand plus Gesundheitskosten vor 65 für jede Person unter 65, hochgerechnet um die Steuer (Bedarf ÷ (1 − Steuersatz)). Reicht das Guthaben nicht, wird der Rest entnommen, und das Geld ist aufgebraucht.',
  'step.end': 'Guthaben zum Jahresende.',
} satisfies Translation<typeof en>;
