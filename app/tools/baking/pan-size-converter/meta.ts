import { CookingPot } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'pan-size-converter',
  title: 'Pan Size Converter',
  description: 'Swap baking pans and scale the recipe and bake time to fit, for round and rectangular pans.',
  href: '/baking/pan-size-converter',
  example: 'ss=rect&su=in&sw=8&sl=8&sdp=2&st=30&ts=rect&tu=in&tw=9&tl=13&tdp=2&sc=yes',
  categoryId: 'baking',
  keywords: ['cake pan', 'baking tin', '9x13', 'round pan', 'pan conversion'],
  faqs: [
    {
      question: 'How do I convert a recipe to a different pan size?',
      answer:
        "Compare the pans' volumes: area times depth. A 9 × 13 in pan holds 234 cubic inches at 2 in deep, an 8 × 8 in pan 128, so a recipe for the 8 × 8 needs about 1.83 times the ingredients to fill the 9 × 13 to the same depth.",
    },
    {
      question: 'How do I change the baking time for a different pan?',
      answer:
        'What matters is how thick the batter is. This tool scales the time by the thickness ratio to the power 0.8: the same batter spread thinner bakes faster, deeper batter takes longer. Start checking a few minutes early either way.',
    },
    {
      question: 'What is the area of a round pan?',
      answer:
        'π times the radius squared: an 8 in round is about 50.3 square inches, a 9 in round 63.6, a 10 in round 78.5.',
    },
  ],
  related: ['recipe-scaling-calculator', 'cake-slice-calculator'],
  icon: CookingPot,
};
