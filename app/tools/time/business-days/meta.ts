import { CalendarCheck } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'business-days',
  title: 'Business Days Calculator',
  description: 'Count working days between two dates, skipping weekends and optionally US federal holidays.',
  href: '/time/business-days',
  example: 'start=2026-11-23&end=2026-12-31&includeEnd=true&holidays=true',
  categoryId: 'time',
  keywords: ['working days', 'weekdays', 'federal holidays', 'date range'],
  faqs: [
    {
      question: 'Does the calculator count the start date and the end date?',
      answer:
        'The start date always counts. The end date counts only when "Include end date" is ticked, so Monday to Friday of one week is 4 business days without it and 5 with it.',
    },
    {
      question: 'Which holidays are excluded?',
      answer:
        "The 11 US federal holidays: New Year's Day, Martin Luther King Jr. Day, Presidents' Day, Memorial Day, Juneteenth, Independence Day, Labor Day, Columbus Day, Veterans Day, Thanksgiving and Christmas Day. Juneteenth counts from 2021 and Martin Luther King Jr. Day from 1986. State and local holidays are not included.",
    },
    {
      question: 'What happens when a holiday falls on a weekend?',
      answer:
        "It is skipped on the weekday it is observed: a Saturday holiday on the Friday before, a Sunday holiday on the Monday after. When 1 January is a Saturday, New Year's Day is observed on Friday 31 December of the year before, so a range ending on that day skips it.",
    },
    {
      question: 'How are "weeks spanned" worked out?',
      answer:
        'It is the number of days counted divided by 7, to one decimal, shown alongside whole weeks and days (39 days is 5.6, or 5 weeks 4 days). Ranges of up to 100 years can be counted.',
    },
  ],
  related: ['days-until', 'what-week-number'],
  icon: CalendarCheck,
};
