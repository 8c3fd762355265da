import { Scale } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'bmi-calculator',
  title: 'BMI Calculator',
  description:
    'Calculate body mass index in metric or imperial units and see where it falls on the BMI scale.',
  href: '/calculators/bmi-calculator',
  example: 'u=m&kg=72&cm=178',
  categoryId: 'calculators',
  keywords: ['body mass index', 'healthy weight', 'bmi chart'],
  faqs: [
    {
      question: 'How is BMI calculated?',
      answer:
        'Weight in kilograms divided by height in metres squared. In pounds and inches it is 703 × weight ÷ height². 72 kg at 1.78 m gives 72 ÷ 1.78² = 22.7.',
    },
    {
      question: 'What are the BMI categories?',
      answer:
        'For adults: under 18.5 underweight, 18.5 to 24.9 healthy, 25 to 29.9 overweight, 30 to 34.9 obesity class I, 35 to 39.9 class II, and 40 or more class III (World Health Organization and CDC).',
    },
    {
      question: 'Is BMI accurate for everyone?',
      answer:
        'No. BMI is a screening figure, not a diagnosis: it cannot tell muscle from fat, and it is not meant for children, teenagers or pregnancy. A doctor can look at the whole picture.',
    },
    {
      question: 'What is a healthy weight for my height?',
      answer:
        'The weights that give a BMI from 18.5 to 24.9. For 178 cm that is 58.6 to 78.9 kg; the calculator works it out for the height you enter.',
    },
  ],
  related: ['pet-age-calculator', 'unit-converter'],
  icon: Scale,
};
