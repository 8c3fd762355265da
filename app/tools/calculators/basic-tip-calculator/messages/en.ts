/** The tip calculator's words in English, the source of every translation (lib/i18n.ts). */
export default {
  bill: 'Bill amount',
  tip: 'Tip',
  splitBetween: 'Split between',
  people: 'people',
  peopleHint: 'A whole number of people, 1 to 50.',
  quickTip: 'Quick tip',
  intro:
    'Enter the bill (above 0), a tip from 0 to 50% and 1 to 50 people to see the tip, the total and each person’s share.',
  eachPays: { one: 'Each of {n} person pays', other: 'Each of {n} people pays' },
  totalToPay: 'Total to pay',
  tipPercent: 'Tip ({percent})',
  total: 'Total',
  billTerm: 'Bill',
  perPerson: 'Per person',
  tipPerPerson: 'Tip per person',
  about: 'about {amount}',
  shareTitle: 'Tip Calculator',
} as const;
