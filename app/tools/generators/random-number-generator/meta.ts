import { Dices } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'random-number-generator',
  title: 'Random Number Generator',
  description: 'Generate fair random numbers in any range, with or without duplicates and decimals.',
  href: '/generators/random-number-generator',
  example: 'min=1&max=49&qty=6&duplicates=false',
  categoryId: 'generators',
  keywords: ['rng', 'random integer', 'lottery', 'pick a number', 'dice'],
  faqs: [
    {
      question: 'Are the numbers truly random?',
      answer:
        'They come from your browser’s cryptographic random generator, with every value in the range equally likely (no rounding or modulo bias). That makes them suitable for draws, games and sampling.',
    },
    {
      question: 'How do I draw lottery numbers?',
      answer:
        'Set the minimum and maximum (for example 1 and 49), the quantity (6) and untick Allow duplicates. Tick Sort ascending to read them in order.',
    },
    {
      question: 'What if I ask for more unique numbers than the range holds?',
      answer:
        'You get every possible number once and a warning such as: You requested 10 unique numbers, but only 5 unique numbers are possible in this range.',
    },
  ],
  related: ['decision-wheel', 'password-generator', 'uuid-generator'],
  icon: Dices,
};
