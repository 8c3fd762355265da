import { Briefcase } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'salary-converter',
  title: 'Salary Converter',
  description:
    'Convert pay between hourly, daily, weekly, monthly and annual, allowing for time off and holidays.',
  href: '/finance/salary-converter',
  example: 'm=hourly&a=32.50&c=USD&hpd=7.5&pto=15&hol=11',
  categoryId: 'finance',
  keywords: ['hourly to salary', 'wage', 'pay', 'annual', 'income'],
  faqs: [
    {
      question: 'How do I convert an hourly wage to an annual salary?',
      answer:
        'Multiply the hourly rate by hours per day, days per week and paid weeks per year. At 8 hours a day, 5 days a week and 52 weeks, $25 an hour is 25 × 8 × 5 × 52 = $52,000 a year, or $4,333.33 a month.',
    },
    {
      question: 'Do vacation days and public holidays lower my annual pay?',
      answer:
        'No. Paid time off and paid holidays are paid, so they do not change your pay. They do mean you work fewer hours for the same money, so the converter also shows your effective hourly rate over the hours you actually work. With 10 days off and 10 holidays that is 1,920 hours instead of 2,080, so $52,000 a year works out to $27.08 an hour worked.',
    },
    {
      question: 'What is the difference between bi-weekly and semi-monthly pay?',
      answer:
        'Bi-weekly pay comes every two weeks, so each paycheck is two weeks of pay (26 paychecks in a 52-week year). Semi-monthly pay comes twice a month, so each paycheck is the annual pay divided by 24. Semi-monthly paychecks are a little larger, but there are fewer of them.',
    },
    {
      question: 'Why is monthly pay not four times weekly pay?',
      answer:
        'A year has 52 weeks but only 12 months, so an average month is about 4.33 weeks. The converter takes monthly pay as one twelfth of annual pay: $1,000 a week over 52 weeks is $52,000 a year, or $4,333.33 a month.',
    },
  ],
  related: ['freelancer-tax-buffer', 'inflation-calculator', 'meeting-cost-stopwatch'],
  icon: Briefcase,
};
