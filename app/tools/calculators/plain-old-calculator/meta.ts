import { Calculator } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'plain-old-calculator',
  title: 'Plain Old Calculator',
  description: 'A simple, keyboard-friendly calculator for everyday arithmetic, with percent and sign keys.',
  href: '/calculators/plain-old-calculator',
  example: '',
  categoryId: 'calculators',
  keywords: ['calculator', 'arithmetic', 'add', 'subtract', 'multiply', 'divide'],
  faqs: [
    {
      question: 'Why does 2 + 3 × 4 give 20 and not 14?',
      answer:
        'This calculator works like a pocket calculator: each operation is carried out as soon as you press the next operator, so 2 + 3 becomes 5 before × 4 is applied. For 14, work out 3 × 4 first, then add 2.',
    },
    {
      question: 'How does the % key work?',
      answer:
        'On its own, % divides the number by 100 (50 % gives 0.5). With an operation pending it takes that percentage of the first number: 200 + 10 % turns the 10 into 20, so = gives 220, and 200 − 10 % = gives 180.',
    },
    {
      question: 'Why does 0.1 + 0.2 show exactly 0.3 here?',
      answer:
        'Many apps store numbers in binary and show 0.30000000000000004. This calculator works in exact decimals, keeps 20 significant digits and shows up to 15, so everyday sums come out as you expect. Very large or very small results are shown in exponent form, such as 1.5e+20.',
    },
    {
      question: 'Can I use my keyboard?',
      answer:
        'Yes, as soon as the page opens: digits, . or , for the decimal point, + - * / for the operations, = or Enter for equals, % for percent, Backspace to delete a digit and Esc to clear. Pressing = again repeats the last operation.',
    },
  ],
  related: ['percentage-calculator', 'unit-converter'],
  icon: Calculator,
};
