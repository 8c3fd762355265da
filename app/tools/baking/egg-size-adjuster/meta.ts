import { Egg } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'egg-size-adjuster',
  title: 'Egg Size Adjuster',
  description: 'Swap egg sizes or types in a recipe, from quail to duck eggs, by weight and volume.',
  href: '/baking/egg-size-adjuster',
  example: 'sk=chicken-l&sc=3&tk=duck&ru=smart',
  categoryId: 'baking',
  keywords: ['egg substitute', 'egg sizes', 'large egg grams', 'quail eggs', 'duck eggs'],
  faqs: [
    {
      question: 'How much does a large egg weigh without the shell?',
      answer:
        'About 50 g (roughly 50 mL, or about 3¼ tablespoons beaten). A duck egg is about 75 g and a quail egg about 16 g. Eggs vary, so weigh your own and edit the reference table for a closer match.',
    },
    {
      question: 'How many duck eggs replace chicken eggs?',
      answer:
        'By weight, 2 duck eggs (about 150 g) replace 3 large chicken eggs. Duck eggs have bigger, richer yolks, so cakes come out a little denser and more golden.',
    },
    {
      question: 'How many quail eggs equal one chicken egg?',
      answer:
        'About 3 quail eggs (16 g each) make up one large chicken egg (50 g). For two large eggs, smart rounding suggests 6⅓ quail eggs: whisk 7 and measure about 101 g.',
    },
    {
      question: 'What do the rounding modes do?',
      answer:
        'Smart picks whichever is closest to the exact amount: the nearest half, third or whole egg. Round down and Round up give whole eggs, and Exact keeps the precise number. When the rounded amount is off by more than 0.1 g, a note says how much beaten egg to add or leave out.',
    },
  ],
  related: ['recipe-scaling-calculator', 'cups-to-grams'],
  icon: Egg,
};
