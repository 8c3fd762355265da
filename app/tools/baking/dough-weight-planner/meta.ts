import { Croissant } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'dough-weight-planner',
  title: 'Dough Weight Planner',
  description:
    'Plan flour, water, salt, oil and sugar for pizza or bread dough from a total weight and hydration.',
  href: '/baking/dough-weight-planner',
  example: 'w=1500&n=6&h=63&s=2.2&o=1.5&u=1.5',
  categoryId: 'baking',
  keywords: ['pizza dough', 'hydration', 'dough calculator', 'bakers percentage', 'focaccia'],
  faqs: [
    {
      question: "What are baker's percentages?",
      answer:
        'Each ingredient is written as a percentage of the flour weight. 65% hydration means 65 g of water for every 100 g of flour; the flour is always 100%.',
    },
    {
      question: 'How is the flour weight worked out from the total?',
      answer:
        'Flour = total dough weight ÷ (1 + the sum of the other percentages ÷ 100). For 1,000 g at 65% water, 2% salt and 2% oil that is 1,000 ÷ 1.69 = 591.7 g of flour.',
    },
    {
      question: 'What hydration should I use?',
      answer:
        'About 60% for Neapolitan pizza, 63% for New York style, 65% for sandwich bread and 70% or more for focaccia. Higher hydration gives a more open, stickier dough.',
    },
  ],
  related: ['yeast-to-flour-ratio', 'recipe-scaling-calculator'],
  icon: Croissant,
};
