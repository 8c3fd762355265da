import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  celsius: 'Celsius',
  fahrenheit: 'Fahrenheit',
  kelvin: 'Kelvin',
  exampleBody: 'Corps humain 37 °C',
  exampleBoiling: 'Ébullition 212 °F',
  exampleOven: 'Four 350 °F',
  exampleFreezer: 'Congélateur 0 °F',
  exampleRoom: 'Pièce 293,15 K',
  convertFrom: 'Convertir depuis',
  temperatureIn: 'Température en {scale}',
  tryExample: 'Essayez un exemple',
  formulas: '°F = °C × 9/5 + 32 · K = °C + 273,15 · valeurs arrondies à 2 décimales.',
  summary: '{summary}. {description}.',
  intro:
    'Saisissez une température et choisissez son échelle pour la voir en Celsius, Fahrenheit et Kelvin à la fois, avec une description simple de la sensation de chaud ou de froid.',
  shareTitle: 'Convertisseur de température',
  belowAbsoluteZero:
    'La température ne peut pas être inférieure au zéro absolu (-273,15 °C, -459,67 °F, 0 K)',
  'context.extremeCold': 'Froid extrême',
  'context.severeCold': 'Grand froid',
  'context.freezing': 'Gel',
  'context.cold': 'Froid',
  'context.cool': 'Frais',
  'context.comfortable': 'Agréable',
  'context.warm': 'Chaud',
  'context.hot': 'Très chaud',
  'context.veryHot': 'Caniculaire',
  'context.extremeHeat': 'Chaleur extrême',
  'contextDetail.extremeCold':
    'Plus froid que -40 °C, là où les échelles Celsius et Fahrenheit se rejoignent : la peau exposée gèle en quelques minutes.',
  'contextDetail.severeCold':
    'Plus froid qu’un congélateur domestique (-18 °C, 0 °F) : risque réel de gelures.',
  'contextDetail.freezing': 'Sous le point de congélation de l’eau : glace, neige et givre.',
  'contextDetail.cold':
    'Au-dessus de zéro mais froid : temps à manteau, proche de la température d’un réfrigérateur vers le bas.',
  'contextDetail.cool': 'Une journée fraîche : temps à veste légère ou à pull.',
  'contextDetail.comfortable': 'Température ambiante habituelle.',
  'contextDetail.warm': 'Une chaude journée d’été.',
  'contextDetail.hot': 'Une journée très chaude : buvez suffisamment.',
  'contextDetail.veryHot':
    'Autour de la température du corps humain (37 °C, 98,6 °F) : risque de coup de chaleur.',
  'contextDetail.extremeHeat':
    'Chaleur dangereuse pour l’être humain ; l’eau bout à 100 °C (212 °F) au niveau de la mer.',
} satisfies Translation<typeof en>;
