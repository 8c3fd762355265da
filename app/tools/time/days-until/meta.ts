import { Hourglass } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'days-until',
  title: 'Days Until Calculator',
  description:
    'Count the days, weeks and hours until any date or holiday, and add the event to your calendar.',
  href: '/time/days-until',
  example: 'date=2030-06-15&event=Our+Wedding',
  categoryId: 'time',
  keywords: ['countdown', 'how many days', 'holiday', 'event', 'date'],
  faqs: [
    {
      question: 'Does today count in the number of days?',
      answer:
        'No: the count is whole days from today to the date you pick, so a date that is today shows 0 days and tomorrow shows 1 day. Weeks are whole weeks (days divided by 7, rounded down) and months are days divided by 30.44, the average month length.',
    },
    {
      question: "How are the dates of Easter, Mother's Day and Thanksgiving worked out?",
      answer:
        "Each holiday counts to its next date on or after today. Easter Sunday follows the Western (Gregorian) Easter calculation. Mother's Day is the second Sunday of May, Memorial Day the last Monday of May, Father's Day the third Sunday of June, Labor Day the first Monday of September and Thanksgiving the fourth Thursday of November, as in the United States.",
    },
    {
      question: 'Can I share my countdown or add it to my calendar?',
      answer:
        'Yes. The date, event name and holiday are kept in the page address, so Share, Permalink or copying the address gives a link that opens the same countdown (counted from the day it is opened). "Add to calendar" downloads an .ics file with one all-day event that Google Calendar, Apple Calendar and Outlook can import.',
    },
    {
      question: 'Why does it say "Target date must be in the future"?',
      answer:
        "The countdown only counts forward, so a date before today cannot be used. Pick today or a later date. A shared holiday link from a past year counts to that holiday's next date instead.",
    },
  ],
  related: ['business-days', 'days-until-christmas', 'age-calculator'],
  icon: Hourglass,
};
