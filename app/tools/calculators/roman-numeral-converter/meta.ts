import { Landmark } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'roman-numeral-converter',
  title: 'Roman Numeral Converter',
  description:
    'Convert numbers to Roman numerals and Roman numerals back to numbers, from 1 to 3999, with a step-by-step breakdown.',
  href: '/calculators/roman-numeral-converter',
  example: 'input=1994&mode=toRoman',
  categoryId: 'calculators',
  keywords: ['roman numerals', 'numerals converter', 'mcmxciv', 'latin numbers', 'year in roman numerals'],
  faqs: [
    {
      question: 'Which numbers can be converted?',
      answer:
        'Whole numbers from 1 to 3999, the range standard Roman numerals can write. Going the other way, numerals up to MMMMCMXCIX (4999) written in canonical form are read.',
    },
    {
      question: 'What is canonical Roman form?',
      answer:
        'Symbols run from largest to smallest, at most three of I, X, C or M repeat in a row, and only the subtractive pairs IV, IX, XL, XC, CD and CM are used. IIII or IC are not canonical, so they are rejected.',
    },
    {
      question: 'How is 1994 written?',
      answer: 'MCMXCIV: M (1000) + CM (900) + XC (90) + IV (4).',
    },
  ],
  related: ['spell-number', 'unix-timestamp-converter', 'percentage-calculator', 'lakh-crore-converter'],
  icon: Landmark,
};
