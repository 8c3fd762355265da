/** The number speller's words in English, the source of every translation (lib/i18n.ts). */
export default {
  number: 'Number',
  changeSign: '± (change sign)',
  hint: 'Up to 999 trillion, with decimals and a minus sign. Commas are fine.',
  style: 'Style',
  plain: 'Plain words',
  title: 'Title Case',
  cheque: 'Cheque',
  examples: 'Examples',
  summary: '{number} in words: {words}',
  intro:
    'Type a number, such as 1234.56 or -42, to see it written out in US English words. Choose Title Case for headings, or Cheque to write a check amount with cents as /100.',
  inWords: '{number} in words',
  wordCount: { one: '{n} word', other: '{n} words' },
  copy: 'Copy words',
  centsNote: 'Cents are rounded to the nearest cent (half up).',
  invalidNumber: 'Please enter a valid number',
  tooLarge: 'Number is too large (max: 999 trillion)',
} as const;
