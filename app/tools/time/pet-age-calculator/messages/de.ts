import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  pet: 'Haustier',
  dog: 'Hund',
  cat: 'Katze',
  rabbit: 'Kaninchen',
  guineaPig: 'Meerschweinchen',
  dogSize: 'Größe des Hundes',
  dogSizeHint: 'Nach Gewicht als erwachsener Hund: 20 lb sind etwa 9 kg, 50 lb etwa 23 kg, 90 lb etwa 41 kg.',
  small: 'Klein (unter 20 lb, ca. 9 kg)',
  medium: 'Mittel (20 bis 50 lb, ca. 9 bis 23 kg)',
  large: 'Groß (50 bis 90 lb, ca. 23 bis 41 kg)',
  giant: 'Sehr groß (über 90 lb, ca. 41 kg)',
  age: 'Alter',
  years: 'Jahre',
  ageHint: 'Nachkommastellen sind erlaubt: 1,5 sind anderthalb Jahre.',
  intro:
    'Gib das Alter deines Haustiers in Jahren ein (mehr als 0), um sein Alter in Menschenjahren zu sehen. Auch Dezimalzahlen wie 0,5 oder 2,5 funktionieren.',
  inHumanYears: 'In Menschenjahren',
  lifeStage: 'Lebensphase: {stage} ({range}, Lebensphasen für Katzen nach AAHA/AAFP)',
  method:
    'Methode: {method} in der Tabelle „{table}“, auf ein ganzes Jahr gerundet. Das ist eine Faustregel, keine medizinische Messung: Rassen und einzelne Tiere altern unterschiedlich – frag deine Tierärztin oder deinen Tierarzt nach der Lebensphase deines Tieres.',
  smallDogTable: 'Kleiner Hund',
  mediumDogTable: 'Mittelgroßer Hund',
  largeDogTable: 'Großer Hund',
  giantDogTable: 'Sehr großer Hund',
  catTable: 'Katze',
  rabbitTable: 'Kaninchen',
  guineaPigTable: 'Meerschweinchen',
  shareTitle: 'Tieralter in Menschenjahren',
  chartCaption: 'Mittelgroße Hunde und Katzen in Menschenjahren',
  petAge: 'Alter des Tieres',
  mediumDog: 'Mittelgroßer Hund',
  chartYears: { one: '{n} Jahr', other: '{n} Jahre' },
  chartSources:
    'Hunde: Größenangaben von AVMA / AKC. Katzen: Lebensphasen-Tabelle von AAFP / AAHA. Beides sind Faustregeln.',
  lookupInterpolation: 'Nachschlagen + Interpolation',
  sentenceA: '{animal} im Alter von {age}: in Menschenjahren etwa {human}.',
  sentenceAn: '{animal} im Alter von {age}: in Menschenjahren etwa {human}.',
  sentenceACounted: '{animal} im Alter von {age} (gezählt als {counted}): in Menschenjahren etwa {human}.',
  sentenceAnCounted: '{animal} im Alter von {age} (gezählt als {counted}): in Menschenjahren etwa {human}.',
  summaryBeyond: '{sentence} (Über der typischen Lebenserwartung: eine hochgerechnete Schätzung.)',
  lifespanWarning:
    'Über der typischen Lebenserwartung: Kaninchen und Meerschweinchen werden meist bis zu etwa {years} Jahre alt. Ergebnisse darüber hinaus sind hochgerechnete Schätzungen.',
  'capped.rabbit': 'Bei Kaninchen wird ein Alter über {cap} Jahren als {cap} gezählt.',
  'capped.guineapig': 'Bei Meerschweinchen wird ein Alter über {cap} Jahren als {cap} gezählt.',
  chartStarts: {
    one: 'Die Tabelle beginnt bei {age} Jahr: Für jüngere Tiere wird ihr erster Schritt geradlinig nach unten verlängert, das ist also nur eine grobe Schätzung.',
    other:
      'Die Tabelle beginnt bei {age} Jahren: Für jüngere Tiere wird ihr erster Schritt geradlinig nach unten verlängert, das ist also nur eine grobe Schätzung.',
  },
  chartEnds:
    'Die Tabelle endet bei {age} Jahren: Für ältere Tiere wird ihr letzter Schritt von {step} Menschenjahren pro Jahr fortgesetzt.',
  'stage.kitten': 'Kitten',
  'stage.youngAdult': 'Junges Erwachsenenalter',
  'stage.matureAdult': 'Reifes Erwachsenenalter',
  'stage.senior': 'Seniorenalter',
  'stageRange.kitten': 'Geburt bis 1 Jahr',
  'stageRange.youngAdult': '1 bis 6 Jahre',
  'stageRange.matureAdult': '7 bis 10 Jahre',
  'stageRange.senior': 'über 10 Jahre',
} satisfies Translation<typeof en>;
