import { Disc3 } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'decision-wheel',
  title: 'Decision Wheel',
  description: 'Spin a wheel of up to 20 options to make a fair random choice.',
  href: '/generators/decision-wheel',
  example: 'options=Pizza%7CSushi%7CTacos%7CBurgers%7CThai+curry',
  categoryId: 'generators',
  keywords: ['spin the wheel', 'random picker', 'wheel of names', 'choose'],
  faqs: [
    {
      question: 'How many options can the wheel hold?',
      answer: 'Up to 20 options. At least two non-empty options are needed to spin.',
    },
    {
      question: 'Is the spin fair?',
      answer: 'Yes. The winner is drawn with your browser’s cryptographic random generator, without bias.',
    },
  ],
  related: ['random-number-generator', 'password-generator'],
  icon: Disc3,
};
