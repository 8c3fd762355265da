import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  celsius: 'Celsius',
  fahrenheit: 'Fahrenheit',
  kelvin: 'Kelvin',
  exampleBody: 'Cuerpo humano 37 °C',
  exampleBoiling: 'Agua hirviendo 212 °F',
  exampleOven: 'Horno 350 °F',
  exampleFreezer: 'Congelador 0 °F',
  exampleRoom: 'Ambiente 293,15 K',
  convertFrom: 'Convertir desde',
  temperatureIn: 'Temperatura en {scale}',
  tryExample: 'Prueba con un ejemplo',
  formulas: '°F = °C × 9/5 + 32 · K = °C + 273,15 · cifras redondeadas a 2 decimales.',
  summary: '{summary}. {description}.',
  intro:
    'Escribe una temperatura y elige su escala para verla a la vez en Celsius, Fahrenheit y Kelvin, con una descripción sencilla de cuánto calor o frío hace.',
  shareTitle: 'Conversor de temperatura',
  belowAbsoluteZero: 'La temperatura no puede ser inferior al cero absoluto (-273,15 °C, -459,67 °F, 0 K)',
  'context.extremeCold': 'Frío extremo',
  'context.severeCold': 'Frío intenso',
  'context.freezing': 'Bajo cero',
  'context.cold': 'Frío',
  'context.cool': 'Fresco',
  'context.comfortable': 'Agradable',
  'context.warm': 'Cálido',
  'context.hot': 'Calor',
  'context.veryHot': 'Mucho calor',
  'context.extremeHeat': 'Calor extremo',
  'contextDetail.extremeCold':
    'Más frío que -40 °C, donde coinciden las escalas Celsius y Fahrenheit: la piel expuesta se congela en pocos minutos.',
  'contextDetail.severeCold':
    'Más frío que un congelador doméstico (-18 °C, 0 °F): hay riesgo real de congelación.',
  'contextDetail.freezing': 'Por debajo del punto de congelación del agua: hielo, nieve y escarcha.',
  'contextDetail.cold':
    'Por encima de cero, pero frío: tiempo de abrigo; en el extremo inferior, más o menos la temperatura de un refrigerador.',
  'contextDetail.cool': 'Un día fresco: tiempo de chaqueta ligera o suéter.',
  'contextDetail.comfortable': 'La temperatura habitual de una habitación.',
  'contextDetail.warm': 'Un día cálido de verano.',
  'contextDetail.hot': 'Un día caluroso: bebe suficiente agua.',
  'contextDetail.veryHot':
    'Cerca de la temperatura del cuerpo humano (37 °C, 98,6 °F): puede haber estrés por calor.',
  'contextDetail.extremeHeat':
    'Calor peligroso para las personas; el agua hierve a 100 °C (212 °F) al nivel del mar.',
} satisfies Translation<typeof en>;
