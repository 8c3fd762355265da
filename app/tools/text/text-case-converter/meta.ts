import { CaseSensitive } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'text-case-converter',
  title: 'Text Case Converter',
  description: 'Convert text to lower, upper, title, camel, pascal, snake, kebab, constant or dot case.',
  href: '/text/text-case-converter',
  example: 'text=the+quick+brown+fox+jumps+over+the+lazy+dog',
  categoryId: 'text',
  popular: true,
  keywords: ['uppercase', 'lowercase', 'title case', 'camelcase', 'snake case', 'kebab case'],
  faqs: [
    {
      question: 'What is the difference between camelCase and PascalCase?',
      answer:
        'Both join the words without spaces and capitalise each word; camelCase starts with a lower-case letter (userName), PascalCase with a capital (UserName).',
    },
    {
      question: 'Can it convert an existing variable name?',
      answer:
        'Yes. Words are split on spaces, punctuation, underscores, hyphens and camelCase boundaries, so getUserByID becomes get_user_by_id, get-user-by-id or GET_USER_BY_ID.',
    },
    {
      question: 'Are accented and non-Latin letters kept?',
      answer:
        'Yes. Letters from any alphabet are kept as they are, only their case changes: crème brûlée becomes crèmeBrûlée in camelCase.',
    },
  ],
  related: ['slug-generator', 'remove-line-breaks', 'json-beautifier'],
  icon: CaseSensitive,
};
