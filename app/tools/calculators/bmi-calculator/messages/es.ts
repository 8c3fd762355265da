import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  units: 'Unidades',
  metric: 'Métricas (kg, cm)',
  imperial: 'Imperiales (lb, ft, in)',
  height: 'Estatura',
  weight: 'Peso',
  heightFeet: 'Estatura (pies)',
  heightInches: 'Estatura (pulgadas)',
  metricNote:
    'IMC = peso en kg ÷ (estatura en m)². Estatura de 50 a 260 cm, peso de 15 a 500 kg. Las cifras fuera de esos márgenes se toman como el extremo más cercano.',
  imperialNote:
    'IMC = 703 × peso en lb ÷ (estatura en pulgadas)². Estatura de 3 a 8 ft más 0 a 11 in, peso de 35 a 1100 lb. Las cifras fuera de esos márgenes se toman como el extremo más cercano.',
  screening:
    'El IMC es una cifra orientativa, no un diagnóstico. No distingue la grasa del músculo y no está pensado para niños, adolescentes ni para el embarazo; consulta a un médico sobre tu salud.',
  intro:
    'Introduce tu estatura y tu peso para ver tu índice de masa corporal, su categoría y el rango de peso saludable para tu estatura.',
  noBmi: 'IMC –',
  yourBmi: 'Tu IMC con {height} y {weight}',
  healthyWeight: 'Peso saludable para tu estatura',
  whereYouStand: 'Dónde te sitúas',
  bmiPrime: 'IMC Prime (IMC ÷ 25)',
  ponderal: 'Índice ponderal',
  shareTitle: 'Calculadora de IMC',
  gauge: 'Escala de {min} a {max}: IMC {bmi}, {category}',
  you: '(tú)',
  underweight: 'Bajo peso',
  healthy: 'Peso saludable',
  overweight: 'Sobrepeso',
  obesity1: 'Obesidad (clase I)',
  obesity2: 'Obesidad (clase II)',
  obesity3: 'Obesidad (clase III)',
  healthyRange: '{min} a {max} {unit}',
  withinHealthy: 'Dentro del rango saludable',
  belowHealthy: '{amount} {unit} por debajo del rango saludable',
  aboveHealthy: '{amount} {unit} por encima del rango saludable',
  summary: 'IMC {bmi} ({category}); peso saludable para {height}: {range}',
} satisfies Translation<typeof en>;
