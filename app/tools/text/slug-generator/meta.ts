import { Link2 } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'slug-generator',
  title: 'Slug Generator',
  description: 'Turn a title into a clean, SEO-friendly URL slug with your choice of separator and length.',
  href: '/text/slug-generator',
  example: 'text=Cr%C3%A8me+Br%C3%BBl%C3%A9e%3A+10+Tips+for+a+Perfect+Caramel+Top%21&max=50',
  categoryId: 'text',
  keywords: ['url slug', 'permalink', 'seo', 'friendly url'],
  faqs: [
    {
      question: 'What is a URL slug?',
      answer:
        'The readable part of a web address that names a page, such as creme-brulee-tips in example.com/blog/creme-brulee-tips. Good slugs are short, lower case and use hyphens between words.',
    },
    {
      question: 'How long should a slug be?',
      answer:
        'Keep it to 60 characters or fewer, so it is readable and not cut off in search results. The tool checks the length and can cut the slug to a maximum you set.',
    },
    {
      question: 'What happens to accents and symbols?',
      answer:
        'Accents are removed (crème becomes creme), letters such as ß and æ are spelled out (ss, ae), punctuation and symbols are dropped, and spaces become the separator you choose.',
    },
  ],
  related: ['text-case-converter', 'remove-line-breaks', 'uuid-generator'],
  icon: Link2,
};
