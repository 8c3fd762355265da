import { IndianRupee } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'lakh-crore-converter',
  title: 'Lakh and Crore Converter',
  description: 'Convert lakh and crore to millions and billions, with Indian digit grouping.',
  href: '/around-the-world/lakh-crore-converter',
  example: 'v=12500000',
  categoryId: 'around-the-world',
  keywords: ['lakh to million', 'crore to billion', 'indian numbering', 'rupees'],
  faqs: [
    {
      question: 'How much is a lakh and a crore?',
      answer:
        'A lakh is 100,000 (written 1,00,000 in India) and a crore is 10 million (1,00,00,000). So 1 crore = 100 lakh, and 10 lakh = 1 million.',
    },
    {
      question: 'How do I convert crore to million?',
      answer:
        'Multiply by 10: 1.5 crore is 15 million, and 25 crore is 250 million. To go from million to crore, divide by 10.',
    },
    {
      question: 'Why are the commas in different places?',
      answer:
        'The Indian system groups the last three digits and then every two (1,25,00,000), while the international system groups in threes (12,500,000). The number is the same.',
    },
  ],
  related: ['spell-number', 'unit-converter'],
  icon: IndianRupee,
};
