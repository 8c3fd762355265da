import { Banknote } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'loan-payment-calculator',
  title: 'Loan Payment Calculator',
  description:
    'Work out the payment, total interest and payoff date of a loan or mortgage, with an amortization schedule and extra payments.',
  href: '/finance/loan-payment-calculator',
  example: 'amount=320000&rate=6.75&years=30&ppy=12&extra=200',
  categoryId: 'finance',
  keywords: ['mortgage', 'amortization', 'repayment', 'interest', 'schedule'],
  faqs: [
    {
      question: 'How is the loan payment calculated?',
      answer:
        'With the standard amortization formula: payment = P × i / (1 − (1 + i)^−n), where P is the amount borrowed, i is the annual rate divided by the number of payments per year, and n is the number of payments (years × payments per year, rounded). At a 0% rate the amount is simply divided evenly over the payments.',
    },
    {
      question: 'What does an extra payment per period do?',
      answer:
        'The extra amount goes straight to the principal with every payment, so less interest builds up and the loan ends sooner. The calculator compares with the same loan without the extra and shows the interest and time saved. The final extra payment is reduced so you never pay more than you owe.',
    },
    {
      question: 'Why do bi-weekly or weekly payments cost less interest?',
      answer:
        'Interest is charged on a balance that is paid down more often, so a little less builds up between payments. Bi-weekly payments of half the monthly amount also add up to 13 monthly payments a year (26 halves), which pays the loan off faster. Set Payments per year to compare.',
    },
    {
      question: 'Can I get the full amortization schedule?',
      answer:
        'Yes. The table shows the first 360 payments; Show All Rows lists every payment, and Download CSV saves the whole schedule (period, payment, interest, principal, extra and balance) for a spreadsheet. Nothing is uploaded: everything is calculated in your browser.',
    },
  ],
  related: ['compound-interest-calculator', 'inflation-calculator', 'salary-converter'],
  icon: Banknote,
};
