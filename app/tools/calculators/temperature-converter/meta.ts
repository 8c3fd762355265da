import { Thermometer } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'temperature-converter',
  title: 'Temperature Converter',
  description:
    'Convert between Celsius, Fahrenheit and Kelvin instantly, with a description of how it feels.',
  href: '/calculators/temperature-converter',
  example: 'value=37',
  categoryId: 'calculators',
  keywords: ['celsius', 'fahrenheit', 'kelvin', 'c to f', 'f to c'],
  faqs: [
    {
      question: 'How do I convert Celsius to Fahrenheit?',
      answer:
        'Multiply by 9/5 and add 32: 37 °C × 9/5 + 32 = 98.6 °F. To go back, subtract 32 and multiply by 5/9.',
    },
    {
      question: 'How do I convert to Kelvin?',
      answer:
        'Add 273.15 to the Celsius figure: 20 °C is 293.15 K. Kelvin has no degree sign and no negative values, because 0 K is absolute zero.',
    },
    {
      question: 'What is the lowest possible temperature?',
      answer:
        'Absolute zero: -273.15 °C, -459.67 °F or 0 K. Anything lower shows "Temperature cannot be below absolute zero (-273.15°C, -459.67°F, 0K)".',
    },
    {
      question: 'Where do Celsius and Fahrenheit meet?',
      answer: 'At -40: -40 °C is exactly -40 °F.',
    },
  ],
  related: ['unit-converter', 'is-it-done', 'high-altitude-adjuster'],
  icon: Thermometer,
};
