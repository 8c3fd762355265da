import { MoonStar } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'what-day',
  title: 'What Day Was It?',
  description: 'Find the weekday of any date, its day of the year, leap-year status and the moon phase.',
  href: '/time/what-day',
  example: 'date=1969-07-20&moon=true',
  categoryId: 'time',
  keywords: ['day of the week', 'weekday', 'moon phase', 'date'],
  faqs: [
    {
      question: 'Which calendar does it use for old dates?',
      answer:
        'The Gregorian calendar for every date, extended back before it was adopted (1582 in much of Europe, 1752 in Britain and its colonies). Older documents often use Julian dates, which can be 10 to 13 days apart from these.',
    },
    {
      question: 'How accurate is the moon phase?',
      answer:
        'It comes from the average lunar cycle of 29.53058867 days, counted from the new moon of 6 January 2000 at 18:14 UTC, taken at noon UTC on your date. Each of the 8 phases lasts about 3.7 days, so near a change of phase the real sky can be a day ahead or behind. The percentage lit is rounded to 0, 25, 50, 75 or 100.',
    },
    {
      question: 'What counts as a leap year?',
      answer:
        'A year divisible by 4, except century years that are not divisible by 400. So 2000 and 2024 are leap years, but 1900 and 2100 are not. A leap year has 366 days.',
    },
    {
      question: 'What is the day of the year?',
      answer:
        'The count of days since the year began, with 1 January as day 1. 31 December is day 365, or day 366 in a leap year.',
    },
  ],
  related: ['age-calculator', 'friday-13th', 'what-week-number'],
  icon: MoonStar,
};
