import { PiggyBank } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'freelancer-tax-buffer',
  title: 'Freelancer Tax Buffer',
  description:
    'Estimate how much of a freelance payment to set aside for US federal, self-employment and state tax, with quarterly due dates.',
  href: '/finance/freelancer-tax-buffer',
  example: 'g=8000&e=0.2&st=IL&fs=single&ty=2026',
  categoryId: 'finance',
  keywords: ['self-employment tax', '1099', 'quarterly estimated tax', 'freelance', 'set aside'],
  faqs: [
    {
      question: 'How much of a freelance payment should I set aside for taxes?',
      answer:
        'The tool adds three parts: self-employment tax (15.3% on 92.35% of your net profit, about 14.1%), the extra federal income tax the payment causes on top of any W-2 wages, and a flat state rate on the net profit. With the defaults (a $5,000 payment, 25% expenses, California, single, no other income) that is $717.36, or 14.35% of the payment: $529.86 self-employment tax, $187.50 state tax and no federal income tax, because the income stays under the $14,600 standard deduction. It is an estimate with the 2024 federal tables, not tax advice.',
    },
    {
      question: 'When are quarterly estimated tax payments due?',
      answer:
        'April 15, June 15 and September 15 of the tax year, and January 15 of the following year. When a date falls on a weekend or a legal holiday, the deadline moves to the next business day. The calendar download holds the due dates from today on, or all four if every one has passed.',
    },
    {
      question: 'Why do my W-2 wages change the amount?',
      answer:
        'Federal income tax is charged in brackets, and the payment is taxed on top of your wages. A single filer with $60,000 in W-2 wages pays $591.72 federal income tax on a $5,000 payment with 25% expenses, part at 12% and part at 22%, so the set-aside rises to $1,309.08 in California. Social Security tax also stops at the $168,600 wage base (2024) for wages and self-employment earnings together: if your W-2 Social Security wages already reach it, only the 2.9% Medicare part applies.',
    },
  ],
  related: ['salary-converter', 'percentage-calculator'],
  icon: PiggyBank,
};
