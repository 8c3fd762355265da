import { Timer } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'meeting-cost-stopwatch',
  title: 'Meeting Cost Stopwatch',
  description:
    'Watch the cost of a meeting tick up live from the number of attendees and their average salary.',
  href: '/business/meeting-cost-stopwatch',
  example: 't=Weekly+Planning&a=8&s=120000&c=USD&e=1800',
  categoryId: 'finance',
  keywords: ['meeting cost', 'burn rate', 'stopwatch', 'salary', 'productivity'],
  faqs: [
    {
      question: 'How is the cost of a meeting calculated?',
      answer:
        'Each attendee’s yearly salary is turned into an hourly rate over 2,080 work hours (40 hours × 52 weeks), multiplied by the number of attendees and by the time spent. Eight people earning $120,000 cost about $461.54 an hour together, so a 30-minute meeting costs $230.77.',
    },
    {
      question: 'Does the stopwatch keep counting if I switch tabs?',
      answer:
        'Yes. The time is measured from the clock when you press Start, not by counting ticks, so it is still right when the browser slows a background tab or the laptop sleeps. Pause keeps the time in the page address, so a reload or a shared link shows the same meeting.',
    },
    {
      question: 'Can I paste the invite list instead of counting people?',
      answer:
        'Yes. Paste the attendees’ e-mail addresses into the Attendees box and each @ sign counts as one person. The addresses stay in your browser: only the count goes into the link.',
    },
  ],
  related: ['salary-converter'],
  icon: Timer,
};
