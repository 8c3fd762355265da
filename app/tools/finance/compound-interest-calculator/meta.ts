import { TrendingUp } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'compound-interest-calculator',
  title: 'Compound Interest Calculator',
  description:
    'See how savings grow with compound interest and regular contributions, with a year-by-year breakdown and CSV download.',
  href: '/finance/compound-interest-calculator',
  example: 'principal=25000&contrib=500&rate=7&years=30&freq=12',
  categoryId: 'finance',
  popular: true,
  keywords: ['savings', 'investment', 'growth', 'interest', 'apy', 'contribution'],
  faqs: [
    {
      question: 'How is compound interest calculated here?',
      answer:
        'Each compounding period, the balance grows by the annual rate divided by the number of periods per year, then that period’s contribution is added. With monthly compounding at 6 %, the balance grows by 0.5 % each month. Interest earned in one period earns interest itself in every later period.',
    },
    {
      question: 'When are my contributions added?',
      answer:
        'At the end of each compounding period, so a contribution starts earning interest in the next period. The contribution is per compounding period: with monthly compounding it is a monthly amount, and with weekly compounding a weekly one.',
    },
    {
      question: 'What is the effective annual rate?',
      answer:
        'It is the interest a year actually earns once compounding is counted: (1 + r/n)^n − 1. At 6 % compounded monthly it is 6.17 %, and it rises a little the more often interest compounds. Banks often call it the APY.',
    },
    {
      question: 'Can I open the schedule in a spreadsheet?',
      answer:
        'Yes. Download CSV saves compound_interest_schedule.csv with the columns Year, Start Balance, Contributed, Interest and End Balance, as plain numbers with two decimals. The address of the page also keeps your inputs, so you can bookmark or share a calculation.',
    },
  ],
  related: ['inflation-calculator', 'loan-payment-calculator', 'fire-calculator', 'percentage-calculator'],
  icon: TrendingUp,
};
