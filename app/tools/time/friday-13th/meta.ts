import { Ghost } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'friday-13th',
  title: 'Friday the 13th Finder',
  description: 'Find the next Friday the 13th and every one in any year from 1900 to 2100.',
  href: '/time/friday-13th',
  example: 'year=2029',
  categoryId: 'time',
  keywords: ['friday 13', 'unlucky', 'calendar', 'superstition'],
  faqs: [
    {
      question: 'How often does Friday the 13th happen?',
      answer:
        'Every year has at least one Friday the 13th and at most three. A month has one exactly when it starts on a Sunday. 2026 has three (February, March and November), while 2027 has only one, in August.',
    },
    {
      question: 'What is the longest wait between two Friday the 13ths?',
      answer:
        'Fourteen months, as from July 2001 to September 2002, or from August 2027 to October 2028. The shortest is four weeks: February to March of a year that is not a leap year, as in 2015 and 2026.',
    },
    {
      question: 'Is the 13th really more likely to fall on a Friday?',
      answer:
        'Slightly. The Gregorian calendar repeats every 400 years, and in that cycle the 13th falls on a Friday 688 times, against 684 to 687 times for each of the other weekdays.',
    },
    {
      question: 'How is the next Friday the 13th counted?',
      answer:
        "From today's date in your own time zone. If today is a Friday the 13th it counts as the next one and the banner says so. The year list covers 1900 to 2100 and shows how many days ago or ahead each date is.",
    },
  ],
  related: ['what-day', 'days-until'],
  icon: Ghost,
};
