import { Plug } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'plug-voltage-checker',
  title: 'Plug & Voltage Checker',
  description:
    'Find the plug types, voltage and frequency of your destination and whether you need an adapter.',
  href: '/around-the-world/plug-voltage-checker',
  example: 'from=US&to=GB&dual=1',
  categoryId: 'around-the-world',
  keywords: ['travel adapter', 'plug type', 'voltage converter', 'socket'],
  faqs: [
    {
      question: 'Do I need a plug adapter or a voltage converter?',
      answer:
        'A plug adapter only changes the shape of the plug; a voltage converter (transformer) changes the voltage. Look at the device’s label: if it says INPUT 100–240V, as most phone, tablet and laptop chargers do, an adapter is all you need. A device made only for 120 V, such as many hair dryers, needs a step-down converter in countries with 220–240 V.',
    },
    {
      question: 'Can I use my American plugs and devices in Japan?',
      answer:
        'The plugs fit: Japan uses types A and B like the United States, although many sockets are two-pin only and some do not take the wider blade of a polarised plug. Japan’s mains is 100 V, lower than the 120 V American devices are made for, so dual-voltage chargers work as they are, while other devices may run weakly and are better used with a step-up converter.',
    },
    {
      question: 'Does it matter that a country uses 50 Hz instead of 60 Hz?',
      answer:
        'Chargers and most electronics accept both frequencies (their label says 50/60 Hz). Motors, clocks and timers made for one frequency can run slower or faster on the other, and some appliances can overheat. A voltage converter does not change the frequency. Japan uses 50 Hz in the east and 60 Hz in the west.',
    },
  ],
  related: ['tipping-risk-o-meter', 'world-clock'],
  icon: Plug,
};
