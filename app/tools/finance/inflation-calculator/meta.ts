import { Landmark } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'inflation-calculator',
  title: 'Inflation Calculator',
  description:
    'Find what an amount of US dollars from a past year is worth today using the consumer price index.',
  href: '/finance/inflation-calculator',
  example: 'amount=50&year=2000',
  categoryId: 'finance',
  keywords: ['cpi', 'purchasing power', 'dollar value', 'prices'],
  faqs: [
    {
      question: 'Where does the inflation data come from?',
      answer:
        "From the U.S. Bureau of Labor Statistics' consumer price index for all urban consumers (CPI-U), U.S. city average, all items. The page asks BLS for the latest monthly figures when it opens and averages each year's months; if that request fails or takes more than 5 seconds, it uses a built-in table of annual averages from 1970 to 2024.",
    },
    {
      question: 'How is the adjusted amount calculated?',
      answer:
        'It multiplies your amount by the index of the latest year divided by the index of the year you chose. For example, $100 in 1990 × 315.6 / 130.7 = $241.47 in 2024. Total inflation is that ratio minus 1, as a percent.',
    },
    {
      question: 'What is the difference between the simple and the compound annual rate?',
      answer:
        'The simple average divides total inflation by the number of years (141.47% over 34 years is 4.16% a year). The compound rate is the steady yearly rate that would give the same total when each year builds on the last (2.63% a year for 1990 to 2024), which is how inflation actually accumulates.',
    },
    {
      question: 'Why can the latest year change while I watch?',
      answer:
        'The result first uses the built-in table, then updates if newer data arrives from the Bureau of Labor Statistics. A year still in progress uses the average of the months published so far, so its figure can change as new months come out.',
    },
  ],
  related: ['price-time-machine', 'salary-converter', 'loan-payment-calculator'],
  icon: Landmark,
};
