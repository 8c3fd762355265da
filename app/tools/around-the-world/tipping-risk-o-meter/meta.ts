import { Activity } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'tipping-risk-o-meter',
  title: 'Tipping Risk-o-Meter',
  description: 'Check whether your tip fits local custom in 16 countries, for restaurants, bars and taxis.',
  href: '/around-the-world/tipping-risk-o-meter',
  example: 'c=DE&s=restaurant&t=10',
  categoryId: 'around-the-world',
  popular: true,
  keywords: ['tipping etiquette', 'tipping abroad', 'travel', 'gratuity by country'],
  faqs: [
    {
      question: 'How does the Tipping Risk-o-Meter rate my tip?',
      answer:
        'Each country has a typical range for restaurants, bars and taxis. A tip more than 1 percentage point below the bottom of the range is red, "Risk: under-tipping". Up to the top of the range it is green, "Typical"; up to 5 points above the top it is amber, "Above typical", and beyond that amber, "Unusual". Where tipping is not the custom, 0 % is green, "No tip expected", and any tip is amber, "Uncommon here".',
    },
    {
      question: 'Should I tip in Japan?',
      answer:
        'No. Tipping is not customary in Japanese restaurants, bars or taxis, and the Japan National Tourism Organization says there is no need to tip. Some upscale restaurants and hotels add a 10–15 % service charge to the bill instead.',
    },
    {
      question: 'What if a service charge is already on the bill?',
      answer:
        'Then it counts as the tip. In countries such as the United Kingdom, Italy, Brazil, India, the United Arab Emirates and Turkey a service charge is often added to restaurant and bar bills, so the tool reminds you to check the bill before tipping more.',
    },
  ],
  related: ['basic-tip-calculator', 'plug-voltage-checker', 'finance-tip-calculator'],
  icon: Activity,
};
