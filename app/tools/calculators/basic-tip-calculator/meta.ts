import { HandCoins } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'basic-tip-calculator',
  title: 'Tip Calculator',
  description: 'Work out the tip and split the bill between up to 50 people, with quick 15–25% tip buttons.',
  href: '/calculators/tip-calculator',
  example: 'amount=86.40&tip=20&people=4',
  categoryId: 'calculators',
  popular: true,
  keywords: ['tip', 'gratuity', 'split bill', 'restaurant', 'per person'],
  faqs: [
    {
      question: 'How many people can split the bill?',
      answer: 'The tip split supports up to 50 people; the per-person amount includes the tip.',
    },
    {
      question: 'How much should I tip?',
      answer:
        'In the United States 15–20% is usual for table service. Customs differ widely by country: the Tipping Risk-o-Meter shows the norms for 16 countries.',
    },
  ],
  related: ['finance-tip-calculator', 'tipping-risk-o-meter', 'percentage-calculator'],
  icon: HandCoins,
};
