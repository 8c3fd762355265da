import { Dog } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'pet-age-calculator',
  title: 'Pet Age Calculator',
  description: 'Convert dog, cat, rabbit and guinea pig years into human years, by size for dogs.',
  href: '/time/pet-age-calculator',
  example: 'species=dog&size=large&age=7',
  categoryId: 'time',
  keywords: ['dog years', 'cat years', 'human years', 'pet'],
  faqs: [
    {
      question: 'How is my pet’s age converted into human years?',
      answer:
        'Each animal has a chart of ages and human equivalents. Ages between two rows are worked out in a straight line between them (a 1.5-year-old medium dog is halfway between 15 and 24, so about 20), and the result is rounded to a whole year. Dogs follow the AVMA guidance published by the American Kennel Club: about 15 human years for the first year, 24 at two, then about 4, 5, 6 or 7 years per year for small, medium, large and giant dogs. Cats follow the AAFP/AAHA chart: 15, 24, then 4 per year.',
    },
    {
      question: 'Why does my dog’s size matter?',
      answer:
        'Larger dogs age faster once they are adults and usually live shorter lives. Pick the size by adult weight: small under 20 lb (about 9 kg), medium 20 to 50 lb, large 50 to 90 lb and giant over 90 lb (about 41 kg). At 7 years a small dog is about 44 in human years, a large dog about 54.',
    },
    {
      question: 'Why is there a warning for older rabbits and guinea pigs?',
      answer:
        'Rabbits typically live up to around 10 years and guinea pigs up to around 7. Past those ages the charts are simply extended, so the result is an extrapolated estimate. Ages above 15 for rabbits and 12 for guinea pigs are counted as 15 and 12.',
    },
    {
      question: 'Is the result exact?',
      answer:
        'No. Every conversion is a rule of thumb: breed, size, health and care all change how an animal ages, and rabbit and guinea pig charts are not official veterinary standards. Use it for fun and general guidance, and ask your vet about your pet’s life stage and care.',
    },
  ],
  related: ['age-calculator', 'bmi-calculator'],
  icon: Dog,
};
