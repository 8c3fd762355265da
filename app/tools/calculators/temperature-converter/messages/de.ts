import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  celsius: 'Celsius',
  fahrenheit: 'Fahrenheit',
  kelvin: 'Kelvin',
  exampleBody: 'Körpertemperatur 37 °C',
  exampleBoiling: 'Siedepunkt 212 °F',
  exampleOven: 'Backofen 350 °F',
  exampleFreezer: 'Gefrierschrank 0 °F',
  exampleRoom: 'Raumtemperatur 293,15 K',
  convertFrom: 'Umrechnen von',
  temperatureIn: 'Temperatur in {scale}',
  tryExample: 'Beispiel ausprobieren',
  formulas: '°F = °C × 9/5 + 32 · K = °C + 273,15 · Werte auf 2 Nachkommastellen gerundet.',
  summary: '{summary}. {description}.',
  intro:
    'Gib eine Temperatur ein und wähle ihre Skala, um sie gleichzeitig in Celsius, Fahrenheit und Kelvin zu sehen – mit einer einfachen Einordnung, wie warm oder kalt das ist.',
  shareTitle: 'Temperaturumrechner',
  belowAbsoluteZero:
    'Die Temperatur kann nicht unter dem absoluten Nullpunkt liegen (-273,15 °C, -459,67 °F, 0 K)',
  'context.extremeCold': 'Extreme Kälte',
  'context.severeCold': 'Strenger Frost',
  'context.freezing': 'Frost',
  'context.cold': 'Kalt',
  'context.cool': 'Kühl',
  'context.comfortable': 'Angenehm',
  'context.warm': 'Warm',
  'context.hot': 'Heiß',
  'context.veryHot': 'Sehr heiß',
  'context.extremeHeat': 'Extreme Hitze',
  'contextDetail.extremeCold':
    'Kälter als -40 °C, wo sich Celsius- und Fahrenheit-Skala treffen: Ungeschützte Haut erfriert innerhalb von Minuten.',
  'contextDetail.severeCold':
    'Kälter als ein Gefrierschrank (-18 °C, 0 °F): Es besteht echte Erfrierungsgefahr.',
  'contextDetail.freezing': 'Unter dem Gefrierpunkt von Wasser: Eis, Schnee und Frost.',
  'contextDetail.cold':
    'Über dem Gefrierpunkt, aber kalt: Mantelwetter, am unteren Ende etwa Kühlschranktemperatur.',
  'contextDetail.cool': 'Ein kühler Tag: Wetter für eine leichte Jacke oder einen Pullover.',
  'contextDetail.comfortable': 'Typische Raumtemperatur.',
  'contextDetail.warm': 'Ein warmer Sommertag.',
  'contextDetail.hot': 'Ein heißer Tag: Viel trinken!',
  'contextDetail.veryHot': 'Etwa Körpertemperatur (37 °C, 98,6 °F): Hitzestress ist möglich.',
  'contextDetail.extremeHeat':
    'Gefährliche Hitze für Menschen; Wasser kocht auf Meereshöhe bei 100 °C (212 °F).',
} satisfies Translation<typeof en>;
