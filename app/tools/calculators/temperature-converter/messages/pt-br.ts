import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  celsius: 'Celsius',
  fahrenheit: 'Fahrenheit',
  kelvin: 'Kelvin',
  exampleBody: 'Corpo humano 37 °C',
  exampleBoiling: 'Fervura 212 °F',
  exampleOven: 'Forno 350 °F',
  exampleFreezer: 'Freezer 0 °F',
  exampleRoom: 'Ambiente 293,15 K',
  convertFrom: 'Converter de',
  temperatureIn: 'Temperatura em {scale}',
  tryExample: 'Experimente um exemplo',
  formulas: '°F = °C × 9/5 + 32 · K = °C + 273,15 · valores arredondados para 2 casas decimais.',
  summary: '{summary}. {description}.',
  intro:
    'Digite uma temperatura e escolha a escala para vê-la em Celsius, Fahrenheit e Kelvin de uma vez, com uma explicação simples de quão quente ou frio é.',
  shareTitle: 'Conversor de temperatura',
  belowAbsoluteZero: 'A temperatura não pode ficar abaixo do zero absoluto (-273,15 °C, -459,67 °F, 0 K)',
  'context.extremeCold': 'Frio extremo',
  'context.severeCold': 'Frio intenso',
  'context.freezing': 'Congelante',
  'context.cold': 'Frio',
  'context.cool': 'Fresco',
  'context.comfortable': 'Agradável',
  'context.warm': 'Quente',
  'context.hot': 'Muito quente',
  'context.veryHot': 'Calor intenso',
  'context.extremeHeat': 'Calor extremo',
  'contextDetail.extremeCold':
    'Mais frio que -40 °C, onde as escalas Celsius e Fahrenheit se encontram: a pele exposta congela em poucos minutos.',
  'contextDetail.severeCold':
    'Mais frio que um freezer doméstico (-18 °C, 0 °F): o risco de queimadura por frio é real.',
  'contextDetail.freezing': 'Abaixo do ponto de congelamento da água: gelo, neve e geada.',
  'contextDetail.cold':
    'Acima de zero, mas frio: tempo de casaco; no limite inferior, mais ou menos a temperatura da geladeira.',
  'contextDetail.cool': 'Um dia fresco: tempo de jaqueta leve ou blusa de frio.',
  'contextDetail.comfortable': 'Temperatura ambiente típica.',
  'contextDetail.warm': 'Um dia quente de verão.',
  'contextDetail.hot': 'Um dia muito quente: beba bastante água.',
  'contextDetail.veryHot':
    'Perto da temperatura do corpo humano (37 °C, 98,6 °F): pode haver estresse térmico.',
  'contextDetail.extremeHeat':
    'Calor perigoso para as pessoas; a água ferve a 100 °C (212 °F) ao nível do mar.',
} satisfies Translation<typeof en>;
