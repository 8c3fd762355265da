import { Croissant } from 'lucide';
import type { AnswerPage, Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'butter-converter',
  title: 'Butter Converter',
  description: 'Convert butter between sticks, cups, tablespoons, teaspoons, grams and ounces.',
  href: '/baking/butter-converter',
  example: 'amount=0.75&unit=cup',
  categoryId: 'baking',
  keywords: ['stick of butter', 'butter grams', 'tablespoons', 'cups of butter'],
  faqs: [
    {
      question: 'How many grams is a stick of butter?',
      answer: 'One US stick is 113.4 g (4 oz), which is 1/2 cup or 8 tablespoons.',
    },
    {
      question: 'How do I convert cups of butter to grams?',
      answer:
        'Multiply by 226.8: 1 cup is two sticks, about 227 g. So 3/4 cup is about 170 g and 1/2 cup 113 g.',
    },
    {
      question: 'How many tablespoons are in a cup of butter?',
      answer: '16 tablespoons, or 48 teaspoons. A stick is 8 tablespoons.',
    },
  ],
  related: ['cups-to-grams', 'recipe-scaling-calculator'],
  icon: Croissant,
};

/** Static answer pages about butter: plain answers, each linking to the converter. */
export const answerPages: readonly AnswerPage[] = [
  {
    id: 'how-much-butter-is-one-stick',
    title: 'How Much Butter Is One Stick?',
    description: 'One US stick of butter is 1/2 cup, 8 tablespoons, 4 ounces or 113 grams.',
    href: '/baking/how-much-butter-is-one-stick',
    categoryId: 'baking',
    toolId: 'butter-converter',
  },
  {
    id: 'how-many-cups-is-one-stick',
    title: 'How Many Cups Is One Stick of Butter?',
    description: 'One US stick of butter is 1/2 cup, the same as 8 tablespoons or 113 grams.',
    href: '/baking/how-many-cups-is-one-stick',
    categoryId: 'baking',
    toolId: 'butter-converter',
  },
];
