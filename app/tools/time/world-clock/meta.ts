import { Globe } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'world-clock',
  title: 'World Clock & Time Zone Converter',
  description: 'See the time now in cities around the world and convert a time between time zones.',
  href: '/time/world-clock',
  example: 'cities=new-york%2Clondon%2Ctokyo%2Csydney&from=new-york&to=tokyo&time=09%3A00&date=2027-01-15',
  categoryId: 'time',
  keywords: ['time zone', 'timezone converter', 'current time', 'utc', 'cities'],
  faqs: [
    {
      question: 'Does the world clock handle daylight saving time?',
      answer:
        "Yes. Each city is tied to its official IANA time zone (such as America/New_York or Europe/London), and your browser's time zone database applies the daylight-saving rules for the exact date. That is why New York and London are 4 hours apart for a few weeks in March and again in late October, when only one of them has changed its clocks, and 5 hours apart the rest of the year.",
    },
    {
      question: 'Why does the converter ask for a date?',
      answer:
        'The difference between two cities depends on the date: countries change their clocks on different days, and the southern hemisphere changes in the opposite season. The date defaults to today; pick another to plan a future call. When the converted time falls on another day, the result says "next day" or "previous day".',
    },
    {
      question:
        'What if I enter a time that does not exist, like 2:30 AM on the night the clocks spring forward?',
      answer:
        'That hour is skipped in the city, so the converter moves the time forward by the size of the jump (2:30 becomes 3:30 in New York on the second Sunday of March) and tells you so. For a time that happens twice when the clocks fall back, it uses the first one and shows both offsets.',
    },
    {
      question: 'Can I save or share my list of cities?',
      answer:
        "Your cities and converter inputs are kept in the page address, so bookmarking or sharing the link brings back the same cities and conversion. Nothing is sent to a server: the clocks run in your browser from your device's own clock.",
    },
  ],
  related: ['unix-timestamp-converter', 'plug-voltage-checker'],
  icon: Globe,
};
