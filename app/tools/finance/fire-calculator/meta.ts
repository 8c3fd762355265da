import { Flame } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'fire-calculator',
  title: 'FIRE Calculator',
  description:
    'Estimate when you (and a partner) can reach financial independence and retire early, with a Monte Carlo stress test.',
  href: '/finance/fire-calculator',
  example:
    'q=%7B%22singleMode%22%3Afalse%2C%22A%22%3A%7B%22age%22%3A35%2C%22retireAge%22%3A55%2C%22salary%22%3A110000%2C%22saveRate%22%3A0.25%2C%22startBalance%22%3A120000%7D%2C%22B%22%3A%7B%22age%22%3A33%2C%22retireAge%22%3A55%2C%22salary%22%3A85000%2C%22saveRate%22%3A0.2%2C%22startBalance%22%3A60000%7D%2C%22H%22%3A%7B%22spendRetirement%22%3A55000%2C%22preMedicareHealthcare%22%3A9000%2C%22effectiveTaxRate%22%3A0.15%2C%22swr%22%3A0.04%2C%22realReturnMean%22%3A0.05%2C%22realReturnStdev%22%3A0.12%2C%22maxAge%22%3A95%7D%7D',
  categoryId: 'finance',
  keywords: ['financial independence', 'retire early', 'retirement', 'safe withdrawal rate', 'monte carlo'],
  faqs: [
    {
      question: 'How is the FIRE number calculated?',
      answer:
        'It is your yearly retirement spending divided by the safe withdrawal rate, for example $60,000 ÷ 3.8 % = $1,578,947. A rate of 0 is read as 4 %. Pre-65 healthcare and tax are not in the FIRE number, but they are added to the yearly withdrawals in the simulation.',
    },
    {
      question: 'How is the FIRE year found?',
      answer:
        'The calculator simulates your plan year by year in today’s dollars: growth at the real return, then the savings of whoever still works, then, once everyone has retired, spending plus healthcare for each person under 65, grossed up for tax. The FIRE year is the first year whose end balance reaches the FIRE number and then, with no further income and the mean return every year, never runs short until the younger person reaches the max age.',
    },
    {
      question: 'What does the Monte Carlo success rate mean?',
      answer:
        'It repeats retirement at the FIRE year (or your plan as entered if there is none) 1,000 times, drawing each year’s real return from a normal distribution with your mean and standard deviation and a fixed seed, so the same inputs always give the same figures. The success rate is the share of runs that never run short; the 10th, 50th and 90th percentiles are the balances at the end. It can be near 50 % even when a FIRE year exists, because the FIRE year assumes the average return every year.',
    },
  ],
  related: ['compound-interest-calculator', 'salary-converter', 'inflation-calculator'],
  icon: Flame,
};
