/** The inflation calculator's words in English, the source of every translation (lib/i18n.ts). */
export default {
  checking: 'Checking for the latest index data…',
  usingLive: 'Using data up to {latest} from the U.S. Bureau of Labor Statistics',
  usingBuiltIn: 'Using the built-in table (up to {latest})',
  amount: 'Amount',
  indexIn: 'Index in {year}',
  ratio: 'Ratio',
  totalInflation: 'Total inflation',
  averagePerYear: {
    one: 'Average per year (simple, over {n} year)',
    other: 'Average per year (simple, over {n} years)',
  },
  notApplicable: 'Not applicable (same year)',
  compoundRate: 'Compound rate per year',
  chooseYear: 'Choose a year',
  quickAmounts: 'Quick amounts',
  fromYear: 'From year',
  quickYears: 'Quick years',
  introRange:
    'Enter an amount above 0 and pick a year from {first} to {latest} to see what it is worth in {latest}.',
  introNoData: 'Enter an amount above 0 and pick a year to see what it is worth today.',
  introIndex: 'The calculator compares the consumer price index of both years.',
  inDollars: 'In {year} dollars',
  copy: 'Copy',
  copyResult: 'Copy result',
  indexDetails: 'Index details',
  otherWay: 'Put the other way: {amount} in {toYear} buys what {then} bought in {fromYear}.',
  aboutIndex:
    'The index is the consumer price index for all urban consumers (CPI-U), U.S. city average, all items, in annual averages (1982–84 = 100), from the U.S. Bureau of Labor Statistics. With the latest data, a year still in progress is the average of the months published so far.',
  seeAlso:
    'Comparing pay across the years? Convert it between hourly, monthly and annual with the {salary}. Borrowing? See what a loan really costs with the {loan}.',
  salaryConverter: 'Salary Converter',
  loanCalculator: 'Loan Payment Calculator',
  summary: '{amount} in {fromYear} is worth {adjusted} in {toYear}',
  doubled:
    'Prices more than doubled between {fromYear} and {toYear}: a dollar in {toYear} buys less than half of what it bought in {fromYear}.',
} as const;
