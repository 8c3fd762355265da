import { Ghost } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'days-until-halloween',
  title: 'Days Until Halloween',
  description: 'Count down to Halloween on October 31st and plan costumes and parties in time.',
  href: '/time/days-until-halloween',
  example: '',
  categoryId: 'time',
  popular: true,
  keywords: ['halloween countdown', 'october 31', 'costume'],
  faqs: [
    {
      question: 'When is Halloween?',
      answer:
        "Every year on 31 October. Once the day has come, the countdown moves to next year's Halloween.",
    },
    {
      question: 'How is the planning timeline chosen?',
      answer:
        'The stage marked "You are here" depends on the days left: more than 60, 31 to 60, 15 to 30, 8 to 14, and the last week.',
    },
    {
      question: 'Can I add Halloween to my calendar?',
      answer: 'Yes: "Add to calendar" downloads halloween-YEAR.ics, an all-day event for 31 October.',
    },
  ],
  related: ['days-until-christmas', 'friday-13th', 'days-until'],
  icon: Ghost,
};
