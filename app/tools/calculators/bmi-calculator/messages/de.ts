import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  units: 'Einheiten',
  metric: 'Metrisch (kg, cm)',
  imperial: 'Imperial (lb, ft, in)',
  height: 'Größe',
  weight: 'Gewicht',
  heightFeet: 'Größe (Fuß)',
  heightInches: 'Größe (Zoll)',
  metricNote:
    'BMI = Gewicht in kg ÷ (Größe in m)². Größe 50 bis 260 cm, Gewicht 15 bis 500 kg. Werte außerhalb dieses Bereichs werden auf die nächste Grenze gesetzt.',
  imperialNote:
    'BMI = 703 × Gewicht in lb ÷ (Größe in Zoll)². Größe 3 bis 8 ft plus 0 bis 11 in, Gewicht 35 bis 1.100 lb. Werte außerhalb dieses Bereichs werden auf die nächste Grenze gesetzt.',
  screening:
    'Der BMI ist ein grober Richtwert, keine Diagnose. Er unterscheidet nicht zwischen Fett und Muskeln und ist nicht für Kinder, Jugendliche oder Schwangere gedacht. Sprich mit deiner Ärztin oder deinem Arzt über deine Gesundheit.',
  intro:
    'Gib deine Größe und dein Gewicht ein, um deinen Body-Mass-Index, seine Kategorie und das Normalgewicht für deine Größe zu sehen.',
  noBmi: 'BMI –',
  yourBmi: 'Dein BMI bei {height} und {weight}',
  healthyWeight: 'Normalgewicht für deine Größe',
  whereYouStand: 'Deine Einordnung',
  bmiPrime: 'BMI Prime (BMI ÷ 25)',
  ponderal: 'Ponderal-Index',
  shareTitle: 'BMI-Rechner',
  gauge: 'Skala von {min} bis {max}: BMI {bmi}, {category}',
  you: '(dein Wert)',
  underweight: 'Untergewicht',
  healthy: 'Normalgewicht',
  overweight: 'Übergewicht',
  obesity1: 'Adipositas Grad I',
  obesity2: 'Adipositas Grad II',
  obesity3: 'Adipositas Grad III',
  healthyRange: '{min} bis {max} {unit}',
  withinHealthy: 'Im Normalbereich',
  belowHealthy: '{amount} {unit} unter dem Normalbereich',
  aboveHealthy: '{amount} {unit} über dem Normalbereich',
  summary: 'BMI {bmi} ({category}); Normalgewicht bei {height}: {range}',
} satisfies Translation<typeof en>;
