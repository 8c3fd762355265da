import { Heart } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'days-until-valentines-day',
  title: 'Days Until Valentine’s Day',
  description: 'Count down to Valentine’s Day on February 14th with planning tips for every stage.',
  href: '/time/days-until-valentines-day',
  example: '',
  categoryId: 'time',
  popular: true,
  keywords: ['valentines countdown', 'february 14', 'valentine'],
  faqs: [
    {
      question: "When is Valentine's Day?",
      answer:
        "Every year on 14 February. On the day itself the countdown moves to next year's, so you can start planning again.",
    },
    {
      question: 'How does the advice change?',
      answer:
        'It follows the days left: more than 30 days is time to plan, 15 to 30 to book, 8 to 14 to order flowers and gifts, and the last week is for the personal touches.',
    },
    {
      question: "Can I add Valentine's Day to my calendar?",
      answer: 'Yes: "Add to calendar" downloads valentines-day-YEAR.ics, an all-day event for 14 February.',
    },
  ],
  related: ['days-until-new-years', 'days-until-christmas', 'days-until'],
  icon: Heart,
};
