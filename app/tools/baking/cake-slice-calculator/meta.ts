import { CakeSlice } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'cake-slice-calculator',
  title: 'Cake Slice Calculator',
  description: 'Work out how many servings a tiered cake gives and how big a cake you need for your guests.',
  href: '/baking/cake-slice-calculator',
  example: 'u=in&style=wedding&g=80&buf=10&n=3&t0=round-12--4&t1=round-9--4&t2=round-6--4',
  categoryId: 'baking',
  keywords: ['cake servings', 'wedding cake', 'tiers', 'party cake', 'portions'],
  faqs: [
    {
      question: 'How many servings does a wedding cake slice give compared with a party slice?',
      answer:
        'A wedding slice is about 1 × 2 inches (2 square inches) from a 4-inch-high tier; a party slice is about 3 square inches and a generous one about 4. The same cake gives half as many generous slices as wedding slices.',
    },
    {
      question: 'How is the number of servings worked out?',
      answer:
        "Each tier's top area is divided by the slice footprint and scaled by its height against the standard 4-inch height. The tiers are added up, the cutting loss is taken off, and the result is rounded down.",
    },
    {
      question: 'Why add a buffer to the guest count?',
      answer:
        'Some guests take a second slice, and some slices get cut badly. The buffer (10% by default) raises the number of servings you aim for: 80 guests with a 10% buffer need 88 servings.',
    },
    {
      question: 'Can I use centimeters?',
      answer:
        'Yes. Switch the unit to centimeters and enter your tin sizes in cm. Switching converts the sizes you have entered, so an 8-inch tin becomes 20.32 cm and the servings stay the same.',
    },
  ],
  related: ['pan-size-converter', 'recipe-scaling-calculator'],
  icon: CakeSlice,
};
