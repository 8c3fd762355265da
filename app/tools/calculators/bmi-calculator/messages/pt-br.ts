import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  units: 'Unidades',
  metric: 'Métricas (kg, cm)',
  imperial: 'Imperiais (lb, ft, in)',
  height: 'Altura',
  weight: 'Peso',
  heightFeet: 'Altura (pés)',
  heightInches: 'Altura (polegadas)',
  metricNote:
    'IMC = peso em kg ÷ (altura em m)². Altura de 50 a 260 cm, peso de 15 a 500 kg. Valores fora da faixa são ajustados para o limite mais próximo.',
  imperialNote:
    'IMC = 703 × peso em lb ÷ (altura em polegadas)². Altura de 3 a 8 pés mais 0 a 11 polegadas, peso de 35 a 1.100 lb. Valores fora da faixa são ajustados para o limite mais próximo.',
  screening:
    'O IMC é um indicador de triagem, não um diagnóstico. Ele não distingue gordura de músculo e não serve para crianças, adolescentes nem gestantes; converse com um médico sobre a sua saúde.',
  intro:
    'Digite sua altura e seu peso para ver seu índice de massa corporal, a faixa em que ele está e o peso saudável para a sua altura.',
  noBmi: 'IMC –',
  yourBmi: 'Seu IMC com {height} e {weight}',
  healthyWeight: 'Peso saudável para a sua altura',
  whereYouStand: 'Onde você está',
  bmiPrime: 'IMC Prime (IMC ÷ 25)',
  ponderal: 'Índice ponderal',
  shareTitle: 'Calculadora de IMC',
  gauge: 'Escala de {min} a {max}: IMC {bmi}, {category}',
  you: '(você)',
  underweight: 'Abaixo do peso',
  healthy: 'Peso normal',
  overweight: 'Sobrepeso',
  obesity1: 'Obesidade (grau I)',
  obesity2: 'Obesidade (grau II)',
  obesity3: 'Obesidade (grau III)',
  healthyRange: '{min} a {max} {unit}',
  withinHealthy: 'Dentro da faixa saudável',
  belowHealthy: '{amount} {unit} abaixo da faixa saudável',
  aboveHealthy: '{amount} {unit} acima da faixa saudável',
  summary: 'IMC {bmi} ({category}); peso saudável para {height}: {range}',
} satisfies Translation<typeof en>;
