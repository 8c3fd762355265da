import { Calculator, ChefHat, Code, Earth, Landmark, CalendarDays, Type, WandSparkles } from 'lucide';
import type { Category, CategoryId } from './types';

/** Categories in the order of the header's category bar. */
export const categories: readonly Category[] = [
  {
    id: 'finance',
    name: 'Finance',
    description: 'Interest, loans, inflation, salaries, tips and taxes worked out in seconds.',
    longDescription:
      'Money questions answered with transparent formulas: compound growth, loan schedules, inflation-adjusted prices, salary conversions, freelance tax set-asides and more. Every figure is computed in your browser and nothing you type leaves your device.',
    href: '/finance/',
    icon: Landmark,
    color: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  },
  {
    id: 'time',
    name: 'Time & Date',
    description: 'Ages, countdowns, business days, week numbers and clocks around the world.',
    longDescription:
      'Calendar-correct date arithmetic for everyday questions: how old am I, how many days until a holiday, how many working days are in a range, what weekday a date fell on, and what time it is in another city.',
    href: '/time/',
    icon: CalendarDays,
    color: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  },
  {
    id: 'baking',
    name: 'Baking & Cooking',
    description: 'Cups to grams, butter, pans, eggs, altitude, dough and safe cooking temperatures.',
    longDescription:
      'Kitchen conversions and planners for home bakers and cooks: convert cups to grams by ingredient, swap pan sizes, scale recipes, adjust for altitude, plan dough and check that food is cooked to a safe temperature.',
    href: '/baking/',
    icon: ChefHat,
    color: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  },
  {
    id: 'dev',
    name: 'Dev Tools',
    description: 'UUIDs, JSON formatting, Base64 images, regular expressions and a keyboard tester.',
    longDescription:
      'Small utilities developers reach for every day, running locally so you can paste private data safely: generate UUIDs, format and validate JSON, test regular expressions, encode images as Base64 and check a keyboard.',
    href: '/dev/',
    icon: Code,
    color: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
  },
  {
    id: 'calculators',
    name: 'Calculators',
    description: 'Percentages, units, temperatures, Roman numerals, BMI and a plain calculator.',
    longDescription:
      'Fast, precise calculators and converters for school, work and home: percentages, unit and temperature conversions, Roman numerals, numbers spelled out in words, BMI and more, with clear working shown.',
    href: '/calculators/',
    icon: Calculator,
    color: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  },
  {
    id: 'text',
    name: 'Text Tools',
    description: 'Change case, remove line breaks and make clean URL slugs.',
    longDescription:
      'Clean up and reshape text without uploading it anywhere: convert between title, camel, snake and other cases, strip unwanted line breaks and turn headlines into SEO-friendly slugs.',
    href: '/text/',
    icon: Type,
    color: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200',
  },
  {
    id: 'generators',
    name: 'Generators',
    description: 'Strong passwords, random numbers, QR codes and a decision wheel.',
    longDescription:
      'Generators that use your browser’s cryptographic random source: strong passwords, fair random numbers, QR codes for links and text, and a spinning wheel for when you cannot decide.',
    href: '/generators/',
    icon: WandSparkles,
    color: 'bg-fuchsia-100 text-fuchsia-800 dark:bg-fuchsia-950 dark:text-fuchsia-200',
  },
  {
    id: 'around-the-world',
    name: 'Around the World',
    description: 'Tipping customs, plugs and voltage, shoe sizes and lakh/crore numbers.',
    longDescription:
      'Travel helpers for crossing borders: how much to tip in each country, which plug and voltage to expect, how shoe sizes convert between systems, and how Indian lakh and crore compare with millions.',
    href: '/around-the-world/',
    icon: Earth,
    color: 'bg-teal-100 text-teal-800 dark:bg-teal-950 dark:text-teal-200',
  },
];

/** The /tools page's grouping order, around-the-world last. */
export const allToolsOrder: readonly CategoryId[] = [
  'baking',
  'finance',
  'time',
  'dev',
  'calculators',
  'text',
  'generators',
  'around-the-world',
];

const byId = new Map(categories.map((c) => [c.id, c]));

export function getCategory(id: string): Category | undefined {
  return byId.get(id as CategoryId);
}
