/** The Price Time Machine's words in English, the source of every translation (lib/i18n.ts). */
export default {
  item: 'Item',
  anchorLabel: '{item} today',
  anchorHint: 'USD {unit}; default {amount}.',
  none: 'None',
  year: 'Year',
  compareWith: 'Compare with (optional)',
  dataRange:
    '{item}: data from {from} to {to}. Years between data points are interpolated; earlier years show the earliest figure and later years the latest.',
  anchorsLegend: 'Today’s prices behind the estimates',
  anchorsNote:
    'New car, rent and doctor visit follow a price index, not a price: the tool moves today’s price back by the index. Change today’s price here.',
  intro: 'Pick an item and a year to see what it cost then and in today’s dollars.',
  priceLead: '{item}, {unit}, in {year}',
  inTodayDollars: '{amount} in today’s dollars',
  compareError: 'Compare year {year}: {error}',
  changeHeading: 'Change from {from} to {to}',
  priceMultiple: 'Price multiple',
  priceChange: 'Price change',
  notApplicable: 'Not applicable',
  changeToday: 'Change in today’s dollars',
  title: 'Price Time Machine',
  heldEarliest: '{year} shows the {from} figure (earliest data: {from}).',
  heldLatest: '{year} shows the {from} figure (latest data: {from}).',
  anchorNote: 'Estimated from today’s price of {price} and the item’s price index ({index} in {year}).',
  costSame: 'Adjusted for inflation, it cost the same in {to} as in {from}.',
  costLess: 'Adjusted for inflation, it cost {amount} less in {to} than in {from}.',
  costMore: 'Adjusted for inflation, it cost {amount} more in {to} than in {from}.',
  priceRow: 'Price ({unit})',
  todayDollars: 'In today’s dollars',
  minimumWage: 'Federal minimum wage',
  perHour: '{amount} an hour',
  wageWork: 'Minimum-wage work',
  medianIncome: 'Median household income',
  incomeShare: 'Share of median income',
  byYear: '{item} by year',
  figure: 'Figure',
  chartTitle: '{item}, {unit}, {from} to {to}: the price then and in today’s dollars',
  priceThen: 'Price then',
  howWorkedOut: 'How the figures are worked out',
  aboutPrices:
    'Prices are U.S. averages in the dollars of their year. Between the years of the data the price is interpolated in a straight line; a year before the earliest data shows the earliest figure, and a year after the latest data shows the latest figure. The index, the minimum wage and the median income follow the same rule.',
  aboutIndex:
    'Today’s dollars = price × index now ÷ index that year, with the consumer price index for all urban consumers (U.S. Bureau of Labor Statistics, annual averages, scaled so that 1970 is {cpi1970} and 2024 is {cpi2024}). Until newer index data is added, the index for years after 2024 stays at {cpi2024}, so today’s dollars are 2024 dollars.',
  aboutWage:
    'Minimum-wage work = price ÷ the federal minimum wage that year (U.S. Department of Labor). Big purchases also show their share of that year’s median household income (U.S. Census Bureau).',
  noData: 'No data for that year.',
  itemOption: '{item}, {unit}',
  anchorNoteWith:
    'Estimated from today’s price of {price} and the item’s price index ({index} in {year}). {note}',
  // One line for screen readers and Share: the main year, the compare year, the change.
  yearLine: "{price} in {year} ({today} in today's dollars)",
  summary: '{item}, {unit}: {main}',
  summaryCompare: '{item}, {unit}: {main}; {compare}',
  summaryChange: '{item}, {unit}: {main}; {compare}; {times} the {year} price',
  // Minimum-wage work (words.ts, wageWorkText).
  minutes: { one: '{n} minute', other: '{n} minutes' },
  underMinute: 'under 1 minute',
  hours: '{hours} hours',
  // The item list's sections (data.ts, SECTIONS).
  'section.groceries': 'Groceries',
  'section.energyTransport': 'Energy & Transport',
  'section.housing': 'Housing',
  'section.educationHealth': 'Education & Health',
  'section.incomeWages': 'Income & Wages',
  // What one unit of an item is (data.ts, UnitId).
  'unit.gallon': 'per gallon',
  'unit.pound': 'per pound',
  'unit.dozen': 'per dozen',
  'unit.ticket': 'per ticket',
  'unit.car': 'per car',
  'unit.house': 'per house',
  'unit.month': 'per month',
  'unit.year': 'per year',
  'unit.visit': 'per visit',
  'unit.hour': 'per hour',
  // The items (data.ts) by id: name, note and the source of the figures.
  'item.milk': 'Milk (whole)',
  'item.bread': 'White bread',
  'item.eggs': 'Eggs (grade A large)',
  'item.ground-beef': 'Ground beef',
  'item.coffee': 'Ground coffee',
  'item.gasoline': 'Gasoline (regular)',
  'item.movie-ticket': 'Movie ticket',
  'item.new-car': 'New car',
  'item.new-home': 'New home (median)',
  'item.rent': 'Rent (median)',
  'item.tuition': 'Public college tuition (in-state)',
  'item.doctor-visit': 'Doctor visit',
  'item.minimum-wage': 'Federal minimum wage',
  'item.median-income': 'Median household income',
  'note.new-car':
    'The index for new vehicles allows for cars getting better over time, so the estimate is what a car like today’s would have cost then: more than the typical car of that year.',
  'note.rent': 'The index follows the rents that tenants pay, new and existing leases alike.',
  'note.tuition': 'Average published tuition and fees for one year at a public four-year college, in-state.',
  'note.doctor-visit':
    'The index follows the price of physicians’ services, counting what insurers pay as well as the patient.',
  'source.milk':
    'Source for milk (whole): U.S. Bureau of Labor Statistics, average price data: whole milk per gallon (APU0000709112).',
  'source.bread':
    'Source for white bread: U.S. Bureau of Labor Statistics, average price data: white pan bread per pound (APU0000702111).',
  'source.eggs':
    'Source for eggs (grade a large): U.S. Bureau of Labor Statistics, average price data: grade A large eggs per dozen (APU0000708111).',
  'source.ground-beef':
    'Source for ground beef: U.S. Bureau of Labor Statistics, average price data: 100% ground beef per pound (APU0000703112).',
  'source.coffee':
    'Source for ground coffee: U.S. Bureau of Labor Statistics, average price data: 100% ground roast coffee per pound (APU0000717311).',
  'source.gasoline':
    'Source for gasoline (regular): U.S. Bureau of Labor Statistics, average price data: unleaded regular gasoline per gallon (APU000074714).',
  'source.movie-ticket':
    'Source for movie ticket: National Association of Theatre Owners (Cinema United), average U.S. movie ticket price.',
  'source.new-car':
    'Source for new car: U.S. Bureau of Labor Statistics, consumer price index for new vehicles (CUUR0000SETA01).',
  'source.new-home':
    'Source for new home (median): U.S. Census Bureau and HUD, median sales price of new houses sold (MSPNHSUS).',
  'source.rent':
    'Source for rent (median): U.S. Bureau of Labor Statistics, consumer price index for rent of primary residence (CUUR0000SEHA).',
  'source.tuition':
    "Source for public college tuition (in-state): College Board, 'Trends in College Pricing': public four-year in-state tuition and fees.",
  'source.doctor-visit':
    'Source for doctor visit: U.S. Bureau of Labor Statistics, consumer price index for physicians’ services (CUUR0000SEMC01).',
  'source.minimum-wage':
    'Source for federal minimum wage: U.S. Department of Labor, history of federal minimum wage rates.',
  'source.median-income':
    'Source for median household income: U.S. Census Bureau, median household income (Historical Income Table H-8).',
} as const;
