import { Thermometer } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'is-it-done',
  title: 'Is It Done? Meat Temperature Guide',
  description:
    'Check safe minimum internal temperatures for poultry, beef, pork, fish and more, in °F or °C.',
  href: '/cooking/is-it-done',
  example: 'food=pork&unit=C',
  categoryId: 'baking',
  popular: true,
  keywords: ['internal temperature', 'meat thermometer', 'food safety', 'steak doneness', 'usda'],
  faqs: [
    {
      question: 'What temperature should chicken and turkey reach?',
      answer:
        'All poultry (whole birds, breasts, thighs, wings, ground poultry and stuffing) should reach 165 °F (74 °C), measured with a food thermometer in the thickest part, away from bone.',
    },
    {
      question: 'Why do pork, beef and lamb steaks need a 3-minute rest?',
      answer:
        'The USDA minimum for whole cuts of beef, pork, veal and lamb is 145 °F (63 °C) followed by at least 3 minutes of rest. The temperature stays high or keeps rising during the rest, which helps destroy harmful bacteria. Ground meat has no rest time but needs 160 °F (71 °C).',
    },
    {
      question: 'Is a medium-rare steak safe?',
      answer:
        'Medium-rare (130–135 °F, 54–57 °C) is a doneness preference and is below the USDA safe minimum for whole cuts of beef, 145 °F (63 °C) with a 3-minute rest. Many people enjoy it; the risk is higher for young children, older adults, pregnant people and anyone with a weakened immune system. Burgers and other ground beef should always reach 160 °F (71 °C).',
    },
    {
      question: 'Why is the Celsius figure 63 and not 62.8?',
      answer:
        'The guide converts each Fahrenheit figure to Celsius and rounds to whole degrees, as most kitchen thermometers show them: 145 °F is 62.8 °C, shown as 63 °C; 165 °F is 73.9 °C, shown as 74 °C.',
    },
  ],
  related: ['temperature-converter', 'high-altitude-adjuster'],
  icon: Thermometer,
};
