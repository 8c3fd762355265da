import { TreePine } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'days-until-christmas',
  title: 'Days Until Christmas',
  description:
    'A live countdown to Christmas Day with the number of shopping days left and a planning timeline.',
  href: '/time/days-until-christmas',
  example: '',
  categoryId: 'time',
  popular: true,
  keywords: ['christmas countdown', 'december 25', 'shopping days', 'xmas'],
  faqs: [
    {
      question: 'How are the shopping days counted?',
      answer:
        'Six of every seven days left, rounded down: the count leaves out one day a week, as many shops close or keep short hours on Sundays.',
    },
    {
      question: 'What happens on Christmas Day itself?',
      answer:
        "On 25 December the countdown moves on to next year's Christmas, so it never shows 0 or a negative number.",
    },
    {
      question: 'Can I put Christmas in my calendar?',
      answer:
        'Yes: "Add to calendar" downloads christmas-YEAR.ics, an all-day event that Google Calendar, Apple Calendar and Outlook can import. Nothing is uploaded.',
    },
  ],
  related: ['days-until-new-years', 'days-until-halloween', 'days-until'],
  icon: TreePine,
};
