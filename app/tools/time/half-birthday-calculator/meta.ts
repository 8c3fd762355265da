import { CakeSlice } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'half-birthday-calculator',
  title: 'Half Birthday Calculator',
  description:
    'Find the date of your half birthday, six months after your birthday, and add it to your calendar.',
  href: '/time/half-birthday-calculator',
  example: 'dob=1992-04-18',
  categoryId: 'time',
  keywords: ['half birthday', 'six months', 'birthday'],
  faqs: [
    {
      question: 'How is a half birthday worked out?',
      answer:
        'It is six calendar months after your birthday: born April 18, your half birthday is October 18 every year. The calculator shows this year’s half birthday, the next one with the days left until it, and the half age you reach, such as 36½.',
    },
    {
      question: 'What if I was born on August 31 or another day that six months later does not have?',
      answer:
        'The half birthday falls on the last day of that month, worked out for each year: August 29, 30 or 31 gives February 28, or February 29 in a leap year; March, May, October and December 31 give the 30th of September, November, April and June. A February 29 birthday gives August 29 every year.',
    },
    {
      question: 'Is a half birthday exactly 182.5 days after my birthday?',
      answer:
        'No. Like birthdays, half birthdays follow the calendar rather than a day count, so the gap is 181 to 184 days depending on the months in between. Most people celebrate on the same day of the month, six months on, which is what this calculator uses.',
    },
    {
      question: 'Can I add my half birthday to my calendar?',
      answer:
        'Yes: "Add to calendar (.ics)" downloads a file with your next half birthday as an all-day event, which Google Calendar, Apple Calendar and Outlook can import. The file is made in your browser; nothing is uploaded.',
    },
  ],
  related: ['age-calculator', 'days-until'],
  icon: CakeSlice,
};
