import { Cookie } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'recipe-scaling-calculator',
  title: 'Recipe Scaling Calculator',
  description: 'Scale a recipe up or down by a factor or serving count, with kitchen-friendly fractions.',
  href: '/baking/recipe-scaling-calculator',
  example:
    'state=%7B%22rows%22%3A%5B%7B%22qty%22%3A%222+1%2F4%22%2C%22unit%22%3A%22cup%22%2C%22item%22%3A%22all-purpose+flour%22%7D%2C%7B%22qty%22%3A%221%22%2C%22unit%22%3A%22cup%22%2C%22item%22%3A%22butter%2C+softened%22%7D%2C%7B%22qty%22%3A%223%2F4%22%2C%22unit%22%3A%22cup%22%2C%22item%22%3A%22brown+sugar%22%7D%2C%7B%22qty%22%3A%222%22%2C%22unit%22%3A%22%22%2C%22item%22%3A%22eggs%22%7D%2C%7B%22qty%22%3A%221%22%2C%22unit%22%3A%22tsp%22%2C%22item%22%3A%22vanilla+extract%22%7D%5D%2C%22factor%22%3A%221.5%22%2C%22rounding%22%3A%22fraction%22%2C%22originalYield%22%3A%22%22%2C%22targetYield%22%3A%22%22%7D',
  categoryId: 'baking',
  keywords: ['scale recipe', 'halve recipe', 'double recipe', 'servings', 'fractions'],
  faqs: [
    {
      question: 'How do I scale a recipe by servings instead of a factor?',
      answer:
        'Fill in the original yield and the target yield, for example 4 and 6 servings. When both are numbers and the original is above 0, the factor is target ÷ original (here 1.5×) and the factor box is ignored.',
    },
    {
      question: 'Which quantities does it understand?',
      answer:
        'Whole numbers, decimals (1.5 or 1,5), fractions (3/4), mixed numbers (1 1/2 or 1-1/2), fraction characters such as ½ or 1½, and ranges such as 2-3 or 2–3, where both ends are scaled. Text such as "a pinch" or "to taste" is kept as written.',
    },
    {
      question: 'How are the scaled amounts rounded?',
      answer:
        'With Fractions, each amount goes to the nearest half, third, quarter or eighth (for example 3⅜ cups), which matches standard measuring cups and spoons. You can also choose 1 or 2 decimals, or unrounded amounts with up to 4 decimals. Very small amounts never show as 0: they appear as decimals.',
    },
    {
      question: 'Can I paste a recipe instead of typing each row?',
      answer:
        'Yes. Open "Paste a whole recipe", paste one ingredient per line and press Fill rows. Each line is split into quantity, unit and ingredient; lines without a quantity keep their whole text as the ingredient. Your rows are saved in the page address, so you can bookmark or share the scaled recipe.',
    },
  ],
  related: ['cups-to-grams', 'pan-size-converter', 'egg-size-adjuster'],
  icon: Cookie,
};
