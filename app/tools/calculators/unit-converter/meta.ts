import { Ruler } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'unit-converter',
  title: 'Unit Converter',
  description:
    'Convert length and weight between metric and imperial units: metres, feet, miles, kilograms, pounds and more.',
  href: '/calculators/unit-converter',
  example: 'value=10&from=kg&to=lb&cat=weight',
  categoryId: 'calculators',
  keywords: ['length', 'weight', 'metric', 'imperial', 'km to miles', 'kg to lb'],
  faqs: [
    {
      question: 'Are the conversion factors exact?',
      answer:
        'Yes. Since 1959 the inch is defined as exactly 2.54 cm and the pound as exactly 0.45359237 kg, so 1 mile is 1,609.344 m and 1 ounce is 28.349523125 g. Results are rounded to at most 6 decimals.',
    },
    {
      question: 'How many pounds are in a kilogram?',
      answer:
        '1 kg is about 2.204623 lb (1 ÷ 0.45359237). For a quick mental estimate, double the kilograms and add 10%.',
    },
    {
      question: 'How many miles are in a kilometre?',
      answer: '1 km is about 0.621371 miles; 1 mile is exactly 1.609344 km.',
    },
    {
      question: 'Is a tonne the same as a ton?',
      answer:
        'No. The t here is the metric tonne of 1,000 kg. A US short ton is 2,000 lb (about 907 kg) and a UK long ton is 2,240 lb (about 1,016 kg).',
    },
  ],
  related: ['temperature-converter', 'cups-to-grams', 'international-shoe-size-converter'],
  icon: Ruler,
};
