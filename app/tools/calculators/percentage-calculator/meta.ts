import { Percent } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'percentage-calculator',
  title: 'Percentage Calculator',
  description:
    'Work out X% of a number, what percent one number is of another, and increase or decrease a value by a percentage.',
  href: '/calculators/percentage-calculator',
  example: 'm=change&x=80&y=25&d=decrease',
  categoryId: 'calculators',
  popular: true,
  keywords: ['percent', 'percentage of', 'what percent', 'increase', 'decrease', 'discount'],
  faqs: [
    {
      question: 'How do I work out a percentage of a number?',
      answer:
        'Multiply the number by the percentage and divide by 100. For example, 15% of 200 is 200 × 15 ÷ 100 = 30.',
    },
    {
      question: 'How do I find what percent one number is of another?',
      answer:
        'Divide the first number by the second and multiply by 100. For example, 30 is 15% of 200 because 30 ÷ 200 × 100 = 15. Dividing by zero has no answer, so the result shows a dash.',
    },
    {
      question: 'How do I increase or decrease a number by a percentage?',
      answer:
        'Multiply by 1 plus the percentage for an increase, or 1 minus the percentage for a decrease. 200 increased by 15% is 200 × 1.15 = 230; decreased by 15% it is 200 × 0.85 = 170.',
    },
  ],
  related: ['basic-tip-calculator', 'unit-price-calculator', 'plain-old-calculator'],
  icon: Percent,
};
