import { ShoppingCart } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'unit-price-calculator',
  title: 'Unit Price Calculator',
  description: 'Compare up to ten products by price per unit to find the best value and how much you save.',
  href: '/finance/unit-price-calculator',
  example:
    'items=%5B%7B%22name%22%3A%22Regular+jar%22%2C%22price%22%3A%223.99%22%2C%22quantity%22%3A%2216%22%2C%22unit%22%3A%22oz%22%7D%2C%7B%22name%22%3A%22Family+size%22%2C%22price%22%3A%225.49%22%2C%22quantity%22%3A%2224%22%2C%22unit%22%3A%22oz%22%7D%2C%7B%22name%22%3A%22Club+pack%22%2C%22price%22%3A%229.98%22%2C%22quantity%22%3A%2248%22%2C%22unit%22%3A%22oz%22%7D%5D',
  categoryId: 'finance',
  keywords: ['price per ounce', 'best value', 'grocery', 'comparison', 'unit cost'],
  faqs: [
    {
      question: 'How is the unit price calculated?',
      answer:
        'Unit price is the price divided by the quantity, for example $3.99 for 16 oz is about $0.249 per ounce. To compare products sold in different sizes, each quantity is first converted to a common unit, chosen as the unit most of your products use.',
    },
    {
      question: 'Can I compare ounces with grams, or litres with gallons?',
      answer:
        'Yes. Weights (oz, lb, g, kg) are compared with weights and volumes (ml, L, fl oz, qt, gal) with volumes, using exact conversion factors: 1 oz = 28.349523125 g, 1 lb = 453.59237 g and 1 US gallon = 3.785411784 L. Fluid ounces, quarts and gallons are US measures.',
    },
    {
      question: 'Why is one of my products not in the ranking?',
      answer:
        'A weight cannot be compared with a volume or a count without knowing the density or the size of each item, so products of another kind of unit get a note instead. A product also needs a price and a quantity above 0 to be ranked.',
    },
    {
      question: 'What does the savings percent mean?',
      answer:
        'It is how much less a product costs per unit than the most expensive product in the comparison. For example, 9.98 for 48 oz costs 16.6% less per ounce than 3.99 for 16 oz.',
    },
  ],
  related: ['percentage-calculator', 'cups-to-grams'],
  icon: ShoppingCart,
};
