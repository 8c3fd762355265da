import { Languages } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'spell-number',
  title: 'Number to Words Converter',
  description: 'Spell out any number in English words, including decimals and negatives, up to 999 trillion.',
  href: '/calculators/spell-number',
  example: 'input=1234.56',
  categoryId: 'calculators',
  keywords: ['number to words', 'spell out', 'cheque writing', 'check amount'],
  faqs: [
    {
      question: 'How are decimals written in words?',
      answer:
        'The digits after the decimal point are read one by one after "and", followed by the place name: 1234.56 becomes "one thousand two hundred thirty-four and five six hundredths". One, two and three digits give tenths, hundredths and thousandths, four give ten-thousandths, and longer fractions end in "decimal places".',
    },
    {
      question: 'How do I write a cheque amount?',
      answer:
        'Choose the Cheque style. The dollars are written in words and the cents as a fraction of 100, for example "One hundred twenty-three and 45/100 dollars". Amounts are rounded to the nearest cent, with half a cent rounded up.',
    },
    {
      question: 'What is the largest number it can spell?',
      answer:
        'Up to 999,999,999,999,999 (just under one quadrillion), positive or negative. Anything larger shows "Number is too large (max: 999 trillion)".',
    },
    {
      question: 'Can I type commas or a minus sign?',
      answer:
        'Yes. Thousands separators such as 1,000,000 are ignored, and a leading minus gives "negative". Use the ± button if your keypad has no minus key. Scientific notation such as 1e5 is not accepted: type the digits instead.',
    },
  ],
  related: ['roman-numeral-converter', 'lakh-crore-converter'],
  icon: Languages,
};
