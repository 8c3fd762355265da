import { Braces } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'json-beautifier',
  title: 'JSON Beautifier & Validator',
  description: 'Format, validate, sort and minify JSON in your browser, with clear parse errors.',
  href: '/dev/json-beautifier',
  example:
    'json=%7B%22name%22%3A%22Ada+Lovelace%22%2C%22born%22%3A1815%2C%22langs%22%3A%5B%22en%22%2C%22fr%22%5D%2C%22active%22%3Atrue%7D&indent=4&sort=true',
  categoryId: 'dev',
  keywords: ['json formatter', 'pretty print', 'minify', 'validate json', 'lint'],
  faqs: [
    {
      question: 'Is my JSON uploaded anywhere?',
      answer:
        'No. Formatting, validation and minifying all happen in your browser, and large documents are processed in a background worker on your own device. Only short documents (500 characters or fewer) are kept in the page link, and only if you share that link.',
    },
    {
      question: 'Will formatting change my numbers or text?',
      answer:
        'No. Only whitespace changes, plus the order of keys when sorting is on. Numbers such as 12345678901234567890 or 1.50 and escapes such as \\u00e9 are kept exactly as you typed them. Many formatters round or rewrite them.',
    },
    {
      question: 'How are keys sorted?',
      answer:
        'Objects are sorted at every depth, including objects inside arrays, while arrays keep their order. Keys are compared by character code, so capital letters come before lowercase, "10" comes before "9", and accented letters come after "z".',
    },
    {
      question: 'What does "JSON Parse Error" mean?',
      answer:
        "Your text is not valid JSON. The message comes from your browser's own parser; when it names a position, the tool shows the line and column and marks the spot with a caret. Common causes are trailing commas, single quotes and missing quotes around keys.",
    },
  ],
  related: ['regex-tester', 'base64-image-converter', 'uuid-generator'],
  icon: Braces,
};
