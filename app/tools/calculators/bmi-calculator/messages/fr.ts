import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  units: 'Unités',
  metric: 'Métriques (kg, cm)',
  imperial: 'Impériales (lb, ft, in)',
  height: 'Taille',
  weight: 'Poids',
  heightFeet: 'Taille (pieds)',
  heightInches: 'Taille (pouces)',
  metricNote:
    'IMC = poids en kg ÷ (taille en m)². Taille de 50 à 260 cm, poids de 15 à 500 kg. Une valeur hors de ces limites est ramenée à la limite la plus proche.',
  imperialNote:
    'IMC = 703 × poids en lb ÷ (taille en pouces)². Taille de 3 à 8 ft plus 0 à 11 in, poids de 35 à 1 100 lb. Une valeur hors de ces limites est ramenée à la limite la plus proche.',
  screening:
    'L’IMC est un indicateur de dépistage, pas un diagnostic. Il ne distingue pas la graisse des muscles et n’est pas prévu pour les enfants, les adolescents ni pendant la grossesse ; parlez de votre santé à un médecin.',
  intro:
    'Saisissez votre taille et votre poids pour voir votre indice de masse corporelle, sa catégorie et la plage de poids santé pour votre taille.',
  noBmi: 'IMC –',
  yourBmi: 'Votre IMC pour {height} et {weight}',
  healthyWeight: 'Poids santé pour votre taille',
  whereYouStand: 'Où vous vous situez',
  bmiPrime: 'BMI Prime (IMC ÷ 25)',
  ponderal: 'Indice pondéral',
  shareTitle: 'Calcul de l’IMC',
  gauge: 'Échelle de {min} à {max} : IMC {bmi}, {category}',
  you: '(vous)',
  underweight: 'Insuffisance pondérale',
  healthy: 'Corpulence normale',
  overweight: 'Surpoids',
  obesity1: 'Obésité (classe I)',
  obesity2: 'Obésité (classe II)',
  obesity3: 'Obésité (classe III)',
  healthyRange: '{min} à {max} {unit}',
  withinHealthy: 'Dans la plage de poids santé',
  belowHealthy: '{amount} {unit} sous la plage de poids santé',
  aboveHealthy: '{amount} {unit} au-dessus de la plage de poids santé',
  summary: 'IMC {bmi} ({category}) ; poids santé pour {height} : {range}',
} satisfies Translation<typeof en>;
