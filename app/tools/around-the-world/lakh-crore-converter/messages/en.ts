/** The lakh and crore converter's words in English, the source of every translation (lib/i18n.ts). */
export default {
  amount: 'Amount',
  amountHint: 'Commas, spaces and underscores are ignored.',
  unit: 'Unit',
  number: 'Number (ones)',
  thousand: 'Thousand (1,000)',
  lakh: 'Lakh (1,00,000)',
  million: 'Million (1,000,000)',
  crore: 'Crore (1,00,00,000)',
  billion: 'Billion (1,000,000,000)',
  explainer:
    '1 lakh = 100,000 and 1 crore = 10 million. Indian grouping puts a comma after the last three digits, then after every two: 1,25,00,000.',
  intro:
    'Enter an amount to see it with Indian and international digit grouping, in lakh and crore and in millions and billions.',
  noResult: 'No result: enter a number.',
  indianGrouping: 'Indian grouping',
  internationalGrouping: 'International grouping',
  inNumber: 'In ones',
  inThousand: 'In thousand',
  inLakh: 'In lakh',
  inMillion: 'In million',
  inCrore: 'In crore',
  inBillion: 'In billion',
  shareTitle: 'Lakh and Crore Converter',
  // A value said in a unit (lakh-crore-converter.ts, inWords): '1.25 crore'.
  'inWords.thousand': '{amount} thousand',
  'inWords.lakh': '{amount} lakh',
  'inWords.million': '{amount} million',
  'inWords.crore': '{amount} crore',
  'inWords.billion': '{amount} billion',
  summary: '{indian} = {international} = {indianWords} = {internationalWords}',
} as const;
