import { PartyPopper } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'days-until-new-years',
  title: 'Days Until New Year’s',
  description: 'Count down the days, hours and minutes to January 1st and the start of the new year.',
  href: '/time/days-until-new-years',
  example: '',
  categoryId: 'time',
  popular: true,
  keywords: ['new year countdown', 'january 1', 'new years eve'],
  faqs: [
    {
      question: "Which date does the New Year's countdown use?",
      answer:
        "Always 1 January of next year, counted from today's date in your own time zone. On 1 January itself it counts to the following New Year's Day.",
    },
    {
      question: 'Why are the hours and minutes whole days?',
      answer:
        'The countdown is to the day: hours are the days left multiplied by 24 and minutes by 1,440, computed once when the page opens.',
    },
    {
      question: 'Can I add it to my calendar?',
      answer: 'Yes: "Add to calendar" downloads new-years-YEAR.ics, an all-day event for 1 January.',
    },
  ],
  related: ['days-until-christmas', 'days-until-valentines-day', 'days-until'],
  icon: PartyPopper,
};
