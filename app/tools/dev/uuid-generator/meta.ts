import { Hash } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'uuid-generator',
  title: 'UUID Generator',
  description: 'Generate random version 4 UUIDs in bulk, in standard, short, uppercase or braced format.',
  href: '/dev/uuid-generator',
  example: 'format=uppercase&qty=5',
  categoryId: 'dev',
  keywords: ['guid', 'uuid v4', 'unique id', 'random id'],
  faqs: [
    {
      question: 'Are these UUIDs really random and unique?',
      answer:
        'They are version 4 UUIDs with 122 random bits from your browser’s cryptographic random generator. The chance of two ever matching is so small it can be ignored, even across billions of UUIDs.',
    },
    {
      question: 'What do the formats mean?',
      answer:
        'Standard is lower case with hyphens (8-4-4-4-12). Short drops the hyphens, Uppercase uses capital letters, and Braced wraps the UUID in curly braces, as Microsoft tools often show GUIDs.',
    },
    {
      question: 'How can I tell which version a UUID is?',
      answer:
        'Paste it into Check a UUID. The version is the first digit of the third group: 4 for random, 1 for time-based, 7 for Unix time-based, and so on.',
    },
  ],
  related: ['password-generator', 'random-number-generator', 'json-beautifier'],
  icon: Hash,
};
