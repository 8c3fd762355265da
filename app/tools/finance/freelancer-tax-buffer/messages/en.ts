/** The freelancer tax buffer's words in English, the source of every translation (lib/i18n.ts). */
export default {
  single: 'Single',
  mfj: 'Married filing jointly',
  noState: 'No state ({rate} assumed)',
  notAState: '{code}: not a US state ({rate} assumed)',
  gross: 'Gross payment',
  grossHint: 'What the client pays you, before expenses.',
  w2: 'W-2 wages',
  w2Hint: 'Box 1 for the whole year. The payment is taxed on top of them.',
  ss: 'W-2 Social Security wages',
  ssHint: 'Box 3. They use up the {wageBase} Social Security wage base.',
  expenses: 'Business expenses',
  expensesHint: 'Share of the payment spent on the work, up to {max}. Blank counts as 0%.',
  state: 'State',
  stateRate: 'State rate override',
  stateRateHint: 'Blank uses {state}: {rate}. Up to {max}.',
  stateRateHintAssumed: 'Blank uses the assumed rate: {rate}. Up to {max}.',
  filingStatus: 'Filing status',
  taxYear: 'Tax year',
  taxYearHint: 'Sets the four due dates.',
  thisYear: 'This year',
  w2Job: 'Your W-2 job this year, if you have one',
  howWorkedOut: 'How the figures are worked out',
  howNet: 'Net profit = gross payment × (1 − expense share).',
  howSelfEmployment:
    'Self-employment tax: 92.35% of the net profit is taxed at 12.4% for Social Security, up to the {wageBase} wage base less your W-2 Social Security wages, plus 2.9% for Medicare on all of it.',
  howFederal:
    'Federal income tax is the extra tax this payment adds to your W-2 wages: the tax on wages + net profit − half the self-employment tax − the standard deduction ($14,600 single, $29,200 married filing jointly), less the tax on the wages alone, with the 2024 brackets (10% to 37%).',
  howState:
    'State tax = the state rate × the net profit. The default rate is the state’s top 2024 rate on wages and business income (Tax Foundation), capped at 5%; 0% where wages are not taxed.',
  howSum: 'The set-aside is the sum of the three; each quarterly payment is a quarter of it.',
  howLeftOut:
    'Left out: the 20% qualified business income deduction, the 0.9% Additional Medicare Tax, credits, itemized deductions and local income taxes. The 2024 tables are used for every tax year.',
  shareTitle: 'Freelancer Tax Buffer',
  intro:
    'Enter a payment you received as a freelancer to see how much of it to set aside for federal income tax, self-employment tax and state tax.',
  introMore: 'You get the breakdown line by line, the quarterly amount and the four due dates.',
  setAside: 'Set aside from this payment',
  headline: '{percent} of the {gross} payment, or {quarterly} in each of four quarterly payments.',
  adjustments: 'Adjustments',
  addsUp: 'How the amount adds up',
  estimate:
    'An estimate with the 2024 federal tables, not tax advice. Your real tax depends on your whole year’s income, deductions and credits.',
  dueDates: 'Estimated tax due dates for {year}',
  dueLine: '{date}: {amount}',
  payment: 'Payment {n} of 4, {covers}.',
  paymentWeekend: 'Payment {n} of 4, {covers}. A {weekday}: due the next business day.',
  notMoved:
    'When a due date falls on a weekend or a legal holiday, the payment is due the next business day; the dates above are not moved.',
  calendarNote:
    'The file holds the due dates from today on (all four when every one has passed), as all-day events with the amount in the title.',
} as const;
