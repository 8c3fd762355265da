import { Receipt } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'finance-tip-calculator',
  title: 'Tip Calculator with Tax',
  description:
    'Split a bill with tax, service charge and tip on the pre-tax amount, in six currencies, with rounding per person.',
  href: '/finance/finance-tip-calculator',
  example: 'cur=EUR&a=84.50&t=10&s=0&tp=15&tb=pre&ppl=3&r=half',
  aliases: ['/finance/tip-calculator'],
  categoryId: 'finance',
  keywords: ['tip', 'gratuity', 'split bill', 'tax', 'restaurant'],
  faqs: [
    {
      question: 'Should I tip on the amount before or after tax?',
      answer:
        'Tipping on the pre-tax amount is the usual custom, so it is the default here. Choose "After tax" to tip on the bill plus tax instead. On a $100 bill with 10% tax, a 20% tip is $20.00 before tax or $22.00 after tax.',
    },
    {
      question: 'How does rounding per person work?',
      answer:
        'With "Each share up to the next 0.50", each person\'s share is raised to the next multiple of 0.50 and the total becomes that share times the number of people. For example, €105.63 split 3 ways is €35.21, which becomes €35.50, so the total is €106.50. The extra €0.87 is added to the tip, and the page shows the new tip percent (16.04% instead of 15%).',
    },
    {
      question: 'Is the service charge part of the tip?',
      answer:
        'No. The service charge is a separate percentage of the bill, added to the total on its own line. The tip is never calculated on it. If a service charge is already added to your bill, you may want a smaller tip.',
    },
    {
      question: 'Why do some people pay one cent more?',
      answer:
        'Money is counted in whole cents, and not every total divides evenly. $128.50 split 4 ways is $32.125, so 2 people pay $32.13 and 2 pay $32.12. Choose a rounding mode if you would rather everyone pays the same round amount.',
    },
  ],
  related: ['basic-tip-calculator', 'tipping-risk-o-meter', 'percentage-calculator'],
  icon: Receipt,
};
