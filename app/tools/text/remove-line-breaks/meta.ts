import { AArrowDown } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'remove-line-breaks',
  title: 'Remove Line Breaks',
  description: 'Remove unwanted line breaks from copied text, optionally keeping paragraph breaks.',
  href: '/text/remove-line-breaks',
  example: 'text=Hi+team%2C%0Athe+review+moved%0Ato+Friday+at+3+pm.%0A%0AThanks%2C%0AAna&preserve=true',
  categoryId: 'text',
  keywords: ['line breaks', 'newlines', 'pdf text', 'clean text', 'paragraphs'],
  faqs: [
    {
      question: 'Why does text pasted from a PDF have line breaks in the middle of sentences?',
      answer:
        'PDFs store each printed line separately, so copying keeps a break at the end of every line. This tool turns each break into a single space, so the sentences flow again.',
    },
    {
      question: 'Can I keep my paragraphs?',
      answer:
        'Yes. Tick ‘Keep paragraph breaks’: a blank line between paragraphs stays as one blank line, and only the breaks inside paragraphs are removed.',
    },
    {
      question: 'Does it handle Windows and Mac line endings?',
      answer:
        'Yes. Windows (CR LF), old Mac (CR) and Unix (LF) line endings, and the Unicode line and paragraph separators, are all treated as line breaks.',
    },
  ],
  related: ['text-case-converter', 'slug-generator'],
  icon: AArrowDown,
};
