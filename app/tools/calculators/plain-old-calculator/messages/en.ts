/** The calculator's words in English, the source of every translation (lib/i18n.ts). */
export default {
  calculator: 'Calculator',
  keypad: 'Keypad',
  allClear: 'AC (all clear)',
  backspace: 'backspace',
  percent: 'percent',
  divide: 'divide',
  multiply: 'multiply',
  minus: 'minus',
  plus: 'plus',
  plusMinus: 'plus/minus',
  decimalPoint: 'decimal point',
  equals: 'equals',
  shortcuts: 'Keyboard shortcuts',
  shortcutsNote:
    'The keys work as soon as the page is open (no need to click the calculator), except while you type in a text box.',
  digits: 'digits',
  operators: 'plus, minus, multiply, divide',
  deleteLast: 'delete the last digit',
  allClearShortcut: 'all clear (AC)',
  howItCalculates: 'How it calculates',
  howOrder:
    'Like a pocket calculator, each operation is done as soon as you press the next operator: {example}. Press = again to repeat the last operation.',
  howPercent:
    '% divides by 100, or with an operation pending takes that percentage of the first number: {example}.',
  howDecimals:
    'Decimals are exact ({example}). Results show up to 15 significant digits; very large or very small numbers switch to exponent form, e.g. 1.5e+20.',
  divideByZero: 'Cannot divide by zero',
  tooLarge: 'Result too large',
} as const;
