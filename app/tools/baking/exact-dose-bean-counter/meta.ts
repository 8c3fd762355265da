import { Bean } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'exact-dose-bean-counter',
  title: 'Exact Dose Bean Counter',
  description: 'Hit an exact coffee dose: how many beans to add or remove to reach your target grams.',
  href: '/baking/exact-dose-bean-counter',
  example: 't=20&c=19.2&b=0.13&n=150',
  categoryId: 'baking',
  keywords: ['coffee dose', 'espresso', 'bean count', 'grams of coffee'],
  faqs: [
    {
      question: 'How much does one coffee bean weigh?',
      answer:
        'Usually 0.1 to 0.2 g; 0.12 g is a common average for medium roasts. Weigh 50 beans and divide by 50 to find yours.',
    },
    {
      question: 'How does it work out the beans to add?',
      answer:
        'It divides the gap between your target dose and the weight on the scale by the weight of one bean, and rounds to the nearest whole bean. A negative gap tells you how many to take out.',
    },
  ],
  related: ['coffee-ratio-calculator'],
  icon: Bean,
};
