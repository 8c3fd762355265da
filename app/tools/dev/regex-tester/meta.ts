import { Regex } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'regex-tester',
  title: 'Regex Tester',
  description:
    'Test JavaScript regular expressions against text, see matches and groups, and try replacements.',
  href: '/dev/regex-tester',
  example:
    'p=%5Cb%5B%5Cw.%5D%2B%40%5Cw%2B%5C.com%5Cb&f=gi&t=Contact+ana.lee%40example.com+or+Bob%40Test.com+by+Friday.&r=%5Bemail%5D',
  categoryId: 'dev',
  keywords: ['regular expression', 'regexp', 'pattern', 'match', 'replace'],
  faqs: [
    {
      question: 'Which regex flavour does this tester use?',
      answer:
        "Your browser's own JavaScript engine, so results match what RegExp, String.match and String.replace do in your code. The flags g, i, m, s, u and y are supported.",
    },
    {
      question: 'Why does my pattern say it took too long?',
      answer:
        'Patterns run in the background and are stopped after 1 second. Nested repeats such as (a+)+ can backtrack exponentially on text that almost matches; make the repeats more specific or remove the nesting.',
    },
    {
      question: 'How do I use groups in the replacement?',
      answer:
        'Write $1, $2 and so on for numbered groups, $<name> for named groups, $& for the whole match and $$ for a dollar sign. Without the g flag only the first match is replaced.',
    },
    {
      question: 'Why are some matches not listed?',
      answer:
        'Empty (zero-length) matches are skipped, and at most 50 matches are listed; the count above the list still includes every match. Without the g flag only the first match is found.',
    },
  ],
  related: ['json-beautifier', 'text-case-converter'],
  icon: Regex,
};
