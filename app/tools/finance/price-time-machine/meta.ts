import { History } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'price-time-machine',
  title: 'Price Time Machine',
  description:
    'See what milk, bread, gas, rent, tuition and more cost in any year since 1970, in today’s dollars and minimum-wage hours.',
  href: '/finance/price-time-machine',
  example: 'item=gasoline&y=1980&y2=2024',
  categoryId: 'finance',
  keywords: ['historical prices', 'cost of living', 'then and now', 'inflation', 'minimum wage'],
  faqs: [
    {
      question: 'How does the tool work out a price in today’s dollars?',
      answer:
        'It multiplies the price by the consumer price index now and divides by the index for that year. The index is the U.S. Bureau of Labor Statistics CPI-U annual average, scaled so that 1970 is 38 and 2024 is 310. Until newer index data is added, the index for years after 2024 stays at 310, so today’s dollars are currently 2024 dollars.',
    },
    {
      question: 'What happens for years between the data points, or outside them?',
      answer:
        'Each item has figures for roughly every 5 to 10 years from 1970 to 2024. Years in between are interpolated in a straight line between the two nearest figures. A year before the first figure shows the first figure, and a year after the latest shows the latest; the page says which year the figure is from.',
    },
    {
      question: 'Why are the new car, rent and doctor visit shown as estimates?',
      answer:
        'For these three the tool uses a consumer price index instead of a price: the price in a year is today’s price times the index that year divided by the latest index. Today’s prices start at $48,000 for a new car, $1,600 a month for rent and $120 for a doctor visit, and you can change them. The new-vehicle index allows for cars getting better over time, so past car prices come out higher than what a typical car cost then.',
    },
  ],
  related: ['inflation-calculator', 'salary-converter'],
  icon: History,
};
