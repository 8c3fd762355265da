import { Wheat } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'cups-to-grams',
  title: 'Cups to Grams Converter',
  description: 'Convert cups, tablespoons and teaspoons to grams for about 50 baking ingredients.',
  href: '/baking/cups-to-grams',
  example: 'ingredient=bread-flour&amount=2.5&unit=cup',
  categoryId: 'baking',
  popular: true,
  keywords: ['cups to grams', 'flour', 'sugar', 'baking conversion', 'measuring'],
  faqs: [
    {
      question: 'How many grams are in a cup of flour?',
      answer:
        'A cup of all-purpose flour, spooned into the cup and leveled, weighs about 120 g (4.23 oz). Scooping straight from the bag packs it down and can add 20 to 30 g. Bread flour is about 127 g and cake flour about 114 g per cup.',
    },
    {
      question: 'Why does a cup of sugar weigh more than a cup of flour?',
      answer:
        'A cup measures volume, not weight. Granulated sugar is denser than flour, so a cup of it weighs about 200 g against 120 g for flour. Honey weighs even more, about 340 g a cup, because it is heavier than water.',
    },
    {
      question: 'How are tablespoons and teaspoons converted?',
      answer:
        'A tablespoon is 1/16 of a US cup and a teaspoon is 1/48, so 1 tbsp of all-purpose flour is about 7.5 g and 1 tsp about 2.5 g. A US cup is about 240 mL, a tablespoon 15 mL and a teaspoon 5 mL.',
    },
    {
      question: 'How exact are these weights?',
      answer:
        'They are typical values from a published baking chart. The real weight depends on the brand, how finely it is ground and how the cup is filled, so use a kitchen scale when a recipe needs precision. Grams are rounded to whole numbers and ounces to 2 decimals.',
    },
  ],
  related: ['butter-converter', 'recipe-scaling-calculator', 'egg-size-adjuster'],
  icon: Wheat,
};
