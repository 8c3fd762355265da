import { MountainSnow } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'high-altitude-adjuster',
  title: 'High-Altitude Baking Adjuster',
  description:
    'Adjust oven temperature, bake time, leavening, sugar, liquid and flour for baking at altitude.',
  href: '/baking/high-altitude-adjuster',
  example: 'city=Denver&u=ft&r=cake&t=35',
  categoryId: 'baking',
  keywords: ['high altitude baking', 'denver', 'elevation', 'leavening'],
  faqs: [
    {
      question: 'Why do recipes need changing at high altitude?',
      answer:
        'Air pressure is lower, so gas from baking powder, soda and yeast expands more and faster, and water boils at a lower temperature (about 202 °F in Denver), so batters dry out and rise then fall. Less leavening and sugar, a little more liquid and flour, and a hotter oven help the structure set before it collapses.',
    },
    {
      question: 'At what altitude should I start adjusting?',
      answer:
        'From 3,000 ft (about 914 m). This tool counts one step for each full 1,000 ft above 3,000 ft, so Denver at 5,280 ft is 2 steps, and multiplies each ingredient change by the number of steps. Below 3,000 ft it tells you no changes are needed.',
    },
    {
      question: 'Why is the oven increase capped at 25 °F?',
      answer:
        'Each step adds 5 °F, but beyond 25 °F the outside of a cake or loaf sets and browns long before the middle is done, so the rise stops at 25 °F (about 14 °C) however high you are.',
    },
    {
      question: 'My town is not in the list. What should I enter?',
      answer:
        'Type your altitude in the manual altitude box, in feet or metres. When it holds a number it is used instead of the city. These are rules of thumb, so bake a test batch and adjust.',
    },
  ],
  related: ['yeast-to-flour-ratio', 'pan-size-converter'],
  icon: MountainSnow,
};
