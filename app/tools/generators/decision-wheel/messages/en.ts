/** The decision wheel's words in English, the source of every translation (lib/i18n.ts). */
export default {
  wheel: 'Wheel',
  // The default options, held in links in English ('Yes', 'No').
  defaultYes: 'Yes',
  defaultNo: 'No',
  spin: 'Spin',
  enterAtLeast: 'Enter at least {min} options to spin.',
  winnerLabel: 'Winner: ',
  winnerSummary: 'Winner: {winner}',
  spinning: 'Spinning…',
  pressSpin: 'Press Spin to pick a winner at random.',
  recentResults: 'Recent results',
  options: 'Options',
  option: 'Option {n}',
  removeOption: 'Remove option {n}',
  addOption: 'Add option',
  rowsNote: '{rows} of {max} rows. A repeated option gets more slices.',
  shareTitle: 'Decision Wheel',
  summary: 'Decision wheel: {options}',
  summaryWinner: 'Decision wheel: {options}. Winner: {winner}',
  addAtLeast: 'Add at least {min} options',
  wheelEmpty: 'Empty wheel: enter at least {min} options to spin',
  wheelWith: {
    one: 'Wheel with {n} option: {options}',
    other: 'Wheel with {n} options: {options}',
  },
} as const;
