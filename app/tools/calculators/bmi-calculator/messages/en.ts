/** The BMI calculator's words in English, the source of every translation (lib/i18n.ts). */
export default {
  units: 'Units',
  metric: 'Metric (kg, cm)',
  imperial: 'Imperial (lb, ft, in)',
  height: 'Height',
  weight: 'Weight',
  heightFeet: 'Height (feet)',
  heightInches: 'Height (inches)',
  metricNote:
    'BMI = weight in kg ÷ (height in m)². Height 50 to 260 cm, weight 15 to 500 kg. Figures outside the range are taken at its nearest end.',
  imperialNote:
    'BMI = 703 × weight in lb ÷ (height in inches)². Height 3 to 8 ft plus 0 to 11 in, weight 35 to 1,100 lb. Figures outside the range are taken at its nearest end.',
  screening:
    'BMI is a screening figure, not a diagnosis. It does not tell fat from muscle and is not meant for children, teenagers or pregnancy; talk to a doctor about your health.',
  intro:
    'Enter your height and weight to see your body mass index, its category and the healthy weight range for your height.',
  noBmi: 'BMI –',
  yourBmi: 'Your BMI at {height} and {weight}',
  healthyWeight: 'Healthy weight for your height',
  whereYouStand: 'Where you stand',
  bmiPrime: 'BMI Prime (BMI ÷ 25)',
  ponderal: 'Ponderal index',
  shareTitle: 'BMI Calculator',
  gauge: 'Gauge from {min} to {max}: BMI {bmi}, {category}',
  you: '(you)',
  underweight: 'Underweight',
  healthy: 'Healthy',
  overweight: 'Overweight',
  obesity1: 'Obesity (Class I)',
  obesity2: 'Obesity (Class II)',
  obesity3: 'Obesity (Class III)',
  healthyRange: '{min} to {max} {unit}',
  withinHealthy: 'Within healthy range',
  belowHealthy: '{amount} {unit} below the healthy range',
  aboveHealthy: '{amount} {unit} above the healthy range',
  summary: 'BMI {bmi} ({category}); healthy weight for {height}: {range}',
} as const;
