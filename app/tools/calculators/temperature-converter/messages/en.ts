/** The temperature converter's words in English, the source of every translation (lib/i18n.ts). */
export default {
  celsius: 'Celsius',
  fahrenheit: 'Fahrenheit',
  kelvin: 'Kelvin',
  exampleBody: 'Body 37 °C',
  exampleBoiling: 'Boiling 212 °F',
  exampleOven: 'Oven 350 °F',
  exampleFreezer: 'Freezer 0 °F',
  exampleRoom: 'Room 293.15 K',
  convertFrom: 'Convert from',
  temperatureIn: 'Temperature in {scale}',
  tryExample: 'Try an example',
  formulas: '°F = °C × 9/5 + 32 · K = °C + 273.15 · figures rounded to 2 decimals.',
  summary: '{summary}. {description}.',
  intro:
    'Type a temperature and pick its scale to see it in Celsius, Fahrenheit and Kelvin at once, with a plain-words sense of how hot or cold it is.',
  shareTitle: 'Temperature Converter',
} as const;
