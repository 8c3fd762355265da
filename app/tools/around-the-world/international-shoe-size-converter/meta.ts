import { Footprints } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'international-shoe-size-converter',
  title: 'International Shoe Size Converter',
  description: 'Convert shoe sizes between US, UK, EU and centimetres for men and women.',
  href: '/around-the-world/international-shoe-size-converter',
  example: 'g=women&s=us&v=8',
  categoryId: 'around-the-world',
  keywords: ['shoe size chart', 'eu to us', 'uk shoe size', 'foot length'],
  faqs: [
    {
      question: 'How does the converter work out my size?',
      answer:
        'It goes through your foot length. US and UK sizes use the foot length in inches: US men = 3 × inches − 22, US women = 3 × inches − 21, UK = 3 × inches − 23. EU sizes count the shoe last in Paris points of 2/3 cm: EU = 1.5 × (foot length in cm + 1.75), the 1.75 cm being the room a shoe leaves in front of the toes. US and UK sizes are rounded to the nearest half size, EU sizes to whole sizes.',
    },
    {
      question: 'Are men’s and women’s shoe sizes different?',
      answer:
        'Only in the US system here: for the same foot, a women’s US size is one above the men’s (a 10-inch foot is men’s 8 and women’s 9). UK and EU sizes use one scale for everyone, so that foot is UK 7 and EU 41 either way.',
    },
    {
      question: 'Why does a brand’s size chart not match exactly?',
      answer:
        'Every brand builds shoes on its own lasts and rounds to its own steps, so charts for the same foot often differ by half a size, and the EU label for one UK size can vary by a whole size (ISO 19407 pairs UK 6 with EU 39, some brand charts with 39.5 or 40). Allow plus or minus 0.5 size, measure your foot from heel to longest toe on the longer foot, and use the brand’s foot-length chart when it has one.',
    },
  ],
  related: ['unit-converter', 'plug-voltage-checker'],
  icon: Footprints,
};
