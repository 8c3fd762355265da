import { Wheat } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'yeast-to-flour-ratio',
  title: 'Yeast to Flour Ratio',
  description:
    'Find how much active dry, instant or fresh yeast to use for your flour with baker’s percentages.',
  href: '/baking/yeast-to-flour-ratio',
  example: 'fa=1000&pct=2',
  categoryId: 'baking',
  keywords: ['yeast', 'bread', 'bakers percentage', 'instant yeast', 'fresh yeast'],
  faqs: [
    {
      question: 'How much yeast do I need for 500 g of flour?',
      answer:
        'For a lean bread at 1.5%, 7.5 g of active dry yeast, which is about 5.6 g of instant or 22.5 g of fresh yeast. Enriched doughs use about twice as much; cold, slow ferments much less.',
    },
    {
      question: 'How do I swap instant, active dry and fresh yeast?',
      answer:
        'Instant yeast is 0.75 times the weight of active dry, and fresh (cake) yeast 3 times. One 7 g packet of dry yeast is about 2 1/4 teaspoons.',
    },
    {
      question: "What is the baker's percentage of yeast?",
      answer:
        'The yeast weight as a percentage of the flour weight. Here it is given for active dry yeast and converted for the other types.',
    },
  ],
  related: ['dough-weight-planner', 'high-altitude-adjuster'],
  icon: Wheat,
};
