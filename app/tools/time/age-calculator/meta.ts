import { CalendarDays } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'age-calculator',
  title: 'Age Calculator',
  description:
    'Calculate exact age in years, months and days, total days and hours lived, and the countdown to the next birthday.',
  href: '/time/age-calculator',
  example: 'dob=1988-03-14',
  categoryId: 'time',
  popular: true,
  keywords: ['how old am i', 'birthday', 'date of birth', 'age'],
  faqs: [
    {
      question: 'How is my age in years, months and days worked out?',
      answer:
        'We count the whole years since your last birthday, then the whole months since the last monthly anniversary of your birth date, then the remaining days. Added back to your date of birth, the three parts always give exactly the target date. When a month is too short (born on the 31st, a 30-day month), the monthly anniversary falls on its last day.',
    },
    {
      question: 'I was born on 29 February. When is my birthday in other years?',
      answer:
        'In common years the calculator keeps your birthday on 28 February: on that day your age goes up by one year and the countdown shows 0 days. In leap years your birthday is on 29 February itself.',
    },
    {
      question: 'Are the total hours and minutes exact?',
      answer:
        'They are the total number of days multiplied by 24 and by 1,440. They count whole days from midnight to midnight, so they ignore the time of day you were born and daylight-saving changes.',
    },
    {
      question: 'What is the next milestone age?',
      answer:
        'It is the next multiple of 5 above your current age in whole years: at 38 it is 40, and on your 40th birthday it becomes 45. The calculator shows the date you reach it and how many days away it is.',
    },
  ],
  related: ['half-birthday-calculator', 'days-until', 'what-day', 'pet-age-calculator'],
  icon: CalendarDays,
};
