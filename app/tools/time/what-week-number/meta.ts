import { CalendarClock } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'what-week-number',
  title: 'What Week Number Is It?',
  description: 'Find the ISO week number of today or any date, with the week’s start and end dates.',
  href: '/time/what-week-number',
  example: 'date=2026-12-31',
  categoryId: 'time',
  keywords: ['week number', 'iso week', 'calendar week', 'kw'],
  faqs: [
    {
      question: 'How are ISO week numbers counted?',
      answer:
        'Under ISO 8601, used in Europe and much of the world, weeks run from Monday to Sunday and week 1 is the week that contains the year’s first Thursday (the week of January 4). Each week belongs to the year of its Thursday.',
    },
    {
      question: 'Why is January 1 sometimes in week 52 or 53 of the previous year?',
      answer:
        'When January 1 falls on a Friday, Saturday or Sunday, its week has its Thursday in December, so the week belongs to the old year: January 1, 2027 is in week 53 of 2026. In the same way, December 29 to 31 can be in week 1 of the next year, as December 30, 2024 was in week 1 of 2025.',
    },
    {
      question: 'Does every year have 52 weeks?',
      answer:
        'Most ISO years have 52 weeks, but a year that starts on a Thursday, or a leap year that starts on a Wednesday, has 53. 2020, 2026 and 2032 are 53-week years.',
    },
    {
      question: 'Why does my US calendar show a different week number?',
      answer:
        'Many US calendars and spreadsheets (Excel’s WEEKNUM by default) start weeks on Sunday and call the week containing January 1 week 1, however short. Their numbers can be one more than the ISO number, and such a year has 53 or 54 weeks. The tool shows both.',
    },
  ],
  related: ['what-day', 'business-days'],
  icon: CalendarClock,
};
