import { Coffee } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'coffee-ratio-calculator',
  title: 'Coffee Ratio Calculator',
  description: 'Get the right amount of coffee for drip, pour-over, French press, AeroPress or cold brew.',
  href: '/baking/coffee-ratio-calculator',
  example: 'w=500&r=16',
  aliases: ['/cooking/coffee-ratio-calculator'],
  categoryId: 'baking',
  keywords: ['coffee to water ratio', 'brew ratio', 'pour over', 'french press', 'cold brew'],
  faqs: [
    {
      question: 'What is a good coffee to water ratio?',
      answer:
        '1:15 to 1:17 (1 g of coffee for 15 to 17 g of water) suits drip, pour-over and French press; AeroPress is often brewed a little stronger at 1:14, and cold brew concentrate at about 1:8.',
    },
    {
      question: 'How many grams of coffee for a cup?',
      answer: 'A 240 mL (8 fl oz) cup at 1:15 needs 16 g of coffee, about 3 level tablespoons.',
    },
    {
      question: 'Does the ratio use water weight or volume?',
      answer:
        'Weight, but for water 1 mL weighs 1 g, so millilitres work the same. Fluid ounces and cups are converted at 29.57 mL and 240 mL.',
    },
  ],
  related: ['exact-dose-bean-counter', 'cups-to-grams'],
  icon: Coffee,
};
