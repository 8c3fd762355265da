import { KeyRound } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'password-generator',
  title: 'Password Generator',
  description: 'Create strong random passwords from 4 to 128 characters with a live strength estimate.',
  href: '/generators/password-generator',
  example: 'length=20&lower=true&upper=true&numbers=true&symbols=false',
  categoryId: 'generators',
  popular: true,
  keywords: ['strong password', 'random password', 'secure', 'passphrase'],
  faqs: [
    {
      question: 'How is the strength worked out?',
      answer:
        'From the entropy: length × log2 of the number of characters that can appear. Under 30 bits is Very Weak, under 50 Weak, under 70 Fair, under 90 Strong and 90 or more Very Strong. 16 characters from all four sets give about 103 bits.',
    },
    {
      question: 'Is it safe to generate passwords on a website?',
      answer:
        'Here the password is made in your browser with its cryptographic random generator and is never sent anywhere or stored; the recent list disappears when you leave the page.',
    },
    {
      question: 'Which symbols are used?',
      answer:
        'These 26: ! @ # $ % ^ & * ( ) _ + - = [ ] { } | ; : , . < > ? Every password contains at least one character from each set you tick.',
    },
  ],
  related: ['uuid-generator', 'random-number-generator', 'qr-generator'],
  icon: KeyRound,
};
