/** The FIRE calculator's words in English, the source of every translation (lib/i18n.ts). */
export default {
  note: "All amounts are in today's US dollars; returns are real (after inflation). Rates are entered in percent.",
  singleMode: 'Single mode (person A only)',
  singleModeHint: 'Hides person B, who then takes no part in the calculation.',
  person: 'Person {who}',
  personSuffix: ', person {who}',
  household: 'Household',
  years: 'years',
  usdAYear: 'USD a year',
  age: 'Current age',
  retireAge: 'Retirement age',
  salary: 'Salary',
  saveRate: 'Savings rate',
  saveRateHint: 'Share of salary saved.',
  startBalance: 'Starting balance',
  startBalanceHint: 'Invested savings today.',
  spendRetirement: 'Retirement spending',
  spendRetirementHint: 'After tax, for the household.',
  healthcare: 'Pre-65 healthcare',
  healthcareHint: 'Per retired person under {age}.',
  taxRate: 'Effective tax rate on withdrawals',
  swr: 'Safe withdrawal rate',
  swrHint: 'FIRE number = spending ÷ this rate.',
  returnMean: 'Real return, mean',
  returnStdev: 'Real return, standard deviation',
  maxAge: 'Max age',
  maxAgeHintSingle: 'The money must last until this age.',
  maxAgeHintCouple: 'The money must last until the younger person reaches it.',
  fireNow: 'Now',
  fireNowIn: 'Now ({year})',
  fireYearK: 'Year {k}',
  fireYearKIn: 'Year {k} ({year})',
  p10: '10th percentile',
  p50: 'Median (50th)',
  p90: '90th percentile',
  fireNumber: 'FIRE number',
  zeroSwr: 'A safe withdrawal rate of 0% is read as 4%.',
  fireYear: 'FIRE year',
  ageAtFire: 'Age at FIRE',
  agesAtFire: 'Ages at FIRE',
  agesAB: 'A {a}, B {b}',
  reachedNow:
    'Your balance already reaches the FIRE number, and with no further income it lasts at the mean return until {ages}.',
  reachedInYear:
    'At the end of year {year} the balance reaches the FIRE number, and with no further income it lasts at the mean return until {ages}.',
  monteCarlo: 'Monte Carlo: {runs} runs',
  drawnNow:
    "Everyone stops working now; each year's real return is drawn at random (mean {mean}%, standard deviation {stdev}%).",
  drawnInYear:
    "Everyone stops working at the end of year {year}, at {ages}; each year's real return is drawn at random (mean {mean}%, standard deviation {stdev}%).",
  drawnPlan:
    "Your plan as entered, retiring at {ages} (there is no FIRE year); each year's real return is drawn at random (mean {mean}%, standard deviation {stdev}%).",
  success: 'Success',
  successRuns: '{percent}% of runs never run short',
  percentilesNote: 'Percentiles of the balance at the end, at {ages}.',
  planShort:
    'Your plan as entered, retiring at {ages}, at the mean return: the money runs short in year {year}, at {shortAges}.',
  planLasts:
    'Your plan as entered, retiring at {ages}, at the mean return: it lasts until {endAges} with {left} left.',
  shareTitle: 'FIRE Calculator',
  year: 'Year',
  ageColumn: 'Age',
  ageA: 'Age A',
  ageB: 'Age B',
  balance: 'Balance',
  contributed: 'Contributed',
  withdrew: 'Withdrew',
  working: 'Working',
  workingA: 'Working A',
  workingB: 'Working B',
  atAge: 'Age {age}',
  atAgeCouple: 'Age {age} (person B {ageB})',
  yes: 'Yes',
  no: 'No',
  chartNow: 'Balance if everyone stops working now: median and 10th–90th percentile of {runs} runs',
  chartInYear:
    'Balance if everyone stops working at the end of year {year}: median and 10th–90th percentile of {runs} runs',
  chartPlan: 'Balance with your plan as entered: median and 10th–90th percentile of {runs} runs',
  ageOfA: 'Age of person A',
  median: 'Median',
  band: '10th–90th percentile',
  sampleCaption: 'Your plan as entered: 5 sample years at the mean return',
  ranShort: '{balance} (ran short)',
  rowsNote:
    'Rows: the first year, 25%, 50% and 75% of the way, and the last of {years}. Year 1 is the coming 12 months; ages are those at the start of the year; the balance is at its end.',
  howSimulated: 'How each year is simulated',
  ruleWorking:
    'A person works while younger than their retirement age (a retirement age at or below the current age means already retired). Withdrawals start once everyone has retired.',
  ruleRunsSingle: 'The simulation runs until person A reaches the max age (at most 120 years).',
  ruleRunsCouple: 'The simulation runs until the younger person reaches the max age (at most 120 years).',
  ruleFireYear:
    'The FIRE year is the first year at whose end the balance reaches the FIRE number and, with everyone stopping work then and the mean return every year, the money never runs short through the max age.',
  ruleMonteCarlo:
    'The Monte Carlo repeats the FIRE plan (or your plan as entered when there is no FIRE year) 1,000 times with normally distributed real returns from a fixed seed, so the same inputs always give the same figures. A run succeeds if its balance never runs short.',
  noFire:
    'No feasible FIRE under these assumptions before max age. Lower spending, raise savings, or retire later.',
  yearCount: { one: '{n} year', other: '{n} years' },
  agesSingle: 'age {a}',
  agesCouple: 'ages {a} (A) and {b} (B)',
  // One line for screen readers and Copy summary.
  summaryNow:
    'FIRE number {fireNumber}. FIRE now, at {ages}. Monte Carlo: {percent}% of {runs} runs succeed; final balance 10th percentile {p10}, median {p50}, 90th percentile {p90}.',
  summaryInYear:
    'FIRE number {fireNumber}. FIRE in year {year}, at {ages}. Monte Carlo: {percent}% of {runs} runs succeed; final balance 10th percentile {p10}, median {p50}, 90th percentile {p90}.',
  summaryNoFire:
    'FIRE number {fireNumber}. {message} Monte Carlo: {percent}% of {runs} runs succeed; final balance 10th percentile {p10}, median {p50}, 90th percentile {p90}.',
  // The steps of a simulated year (inputs.ts, YEAR_STEPS).
  'step.start':
    'Start-of-year balance (the previous year’s end balance; year 1 starts with the starting balances).',
  'step.growth': 'Growth: the balance grows (or falls) by the year’s real return.',
  'step.savings': 'Savings: each person still working adds salary × savings rate.',
  'step.withdrawal':
    'Withdrawal, once everyone has retired: retirement spending plus pre-65 healthcare for each person under 65, grossed up for tax (need ÷ (1 − tax rate)). If the balance cannot cover it, what is left is withdrawn and the plan has run short.',
  'step.end': 'End-of-year balance.',
} as const;
