import {
  AArrowDown,
  Activity,
  Banknote,
  Bean,
  Binary,
  Braces,
  Briefcase,
  CakeSlice,
  Calculator,
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  CaseSensitive,
  Coffee,
  Cookie,
  CookingPot,
  Croissant,
  Dices,
  Disc3,
  Dog,
  Egg,
  FlaskConical,
  Flame,
  Footprints,
  Ghost,
  Globe,
  HandCoins,
  Hash,
  Heart,
  History,
  Hourglass,
  Image,
  IndianRupee,
  Keyboard,
  KeyRound,
  Landmark,
  Languages,
  Link2,
  MoonStar,
  MountainSnow,
  PartyPopper,
  Percent,
  PiggyBank,
  Plug,
  QrCode,
  Receipt,
  Regex,
  Ruler,
  Scale,
  ShoppingCart,
  Thermometer,
  Timer,
  TreePine,
  TrendingUp,
  Wheat,
} from 'lucide';
import type { AnswerPage, Tool } from './types';

/**
 * Every tool of the three spec documents, in the spec's catalogue order (document 1, section 2):
 * finance, time, calculators, text, dev, generators, baking, around the world. The order matters:
 * the home page shows the first six tools flagged popular.
 */
export const tools: readonly Tool[] = [
  // Finance
  {
    id: 'compound-interest-calculator',
    title: 'Compound Interest Calculator',
    description:
      'See how savings grow with compound interest and regular contributions, with a year-by-year breakdown and CSV download.',
    href: '/finance/compound-interest-calculator',
    example: 'principal=25000&contrib=500&rate=7&years=30&freq=12',
    categoryId: 'finance',
    icon: TrendingUp,
    popular: true,
    keywords: ['savings', 'investment', 'growth', 'interest', 'apy', 'contribution'],
    faqs: [
      {
        question: 'How is compound interest calculated here?',
        answer:
          'Each compounding period, the balance grows by the annual rate divided by the number of periods per year, then that period’s contribution is added. With monthly compounding at 6 %, the balance grows by 0.5 % each month. Interest earned in one period earns interest itself in every later period.',
      },
      {
        question: 'When are my contributions added?',
        answer:
          'At the end of each compounding period, so a contribution starts earning interest in the next period. The contribution is per compounding period: with monthly compounding it is a monthly amount, and with weekly compounding a weekly one.',
      },
      {
        question: 'What is the effective annual rate?',
        answer:
          'It is the interest a year actually earns once compounding is counted: (1 + r/n)^n − 1. At 6 % compounded monthly it is 6.17 %, and it rises a little the more often interest compounds. Banks often call it the APY.',
      },
      {
        question: 'Can I open the schedule in a spreadsheet?',
        answer:
          'Yes. Download CSV saves compound_interest_schedule.csv with the columns Year, Start Balance, Contributed, Interest and End Balance, as plain numbers with two decimals. The address of the page also keeps your inputs, so you can bookmark or share a calculation.',
      },
    ],
    related: ['inflation-calculator', 'loan-payment-calculator', 'fire-calculator', 'percentage-calculator'],
  },
  {
    id: 'inflation-calculator',
    title: 'Inflation Calculator',
    description:
      'Find what an amount of US dollars from a past year is worth today using the consumer price index.',
    href: '/finance/inflation-calculator',
    example: 'amount=50&year=2000',
    categoryId: 'finance',
    icon: Landmark,
    keywords: ['cpi', 'purchasing power', 'dollar value', 'prices'],
    faqs: [
      {
        question: 'Where does the inflation data come from?',
        answer:
          "From the U.S. Bureau of Labor Statistics' consumer price index for all urban consumers (CPI-U), U.S. city average, all items. The page asks BLS for the latest monthly figures when it opens and averages each year's months; if that request fails or takes more than 5 seconds, it uses a built-in table of annual averages from 1970 to 2024.",
      },
      {
        question: 'How is the adjusted amount calculated?',
        answer:
          'It multiplies your amount by the index of the latest year divided by the index of the year you chose. For example, $100 in 1990 × 315.6 / 130.7 = $241.47 in 2024. Total inflation is that ratio minus 1, as a percent.',
      },
      {
        question: 'What is the difference between the simple and the compound annual rate?',
        answer:
          'The simple average divides total inflation by the number of years (141.47% over 34 years is 4.16% a year). The compound rate is the steady yearly rate that would give the same total when each year builds on the last (2.63% a year for 1990 to 2024), which is how inflation actually accumulates.',
      },
      {
        question: 'Why can the latest year change while I watch?',
        answer:
          'The result first uses the built-in table, then updates if newer data arrives from the Bureau of Labor Statistics. A year still in progress uses the average of the months published so far, so its figure can change as new months come out.',
      },
    ],
    related: ['price-time-machine', 'salary-converter', 'loan-payment-calculator'],
  },
  {
    id: 'loan-payment-calculator',
    title: 'Loan Payment Calculator',
    description:
      'Work out the payment, total interest and payoff date of a loan or mortgage, with an amortization schedule and extra payments.',
    href: '/finance/loan-payment-calculator',
    example: 'amount=320000&rate=6.75&years=30&ppy=12&extra=200',
    categoryId: 'finance',
    icon: Banknote,
    keywords: ['mortgage', 'amortization', 'repayment', 'interest', 'schedule'],
    faqs: [
      {
        question: 'How is the loan payment calculated?',
        answer:
          'With the standard amortization formula: payment = P × i / (1 − (1 + i)^−n), where P is the amount borrowed, i is the annual rate divided by the number of payments per year, and n is the number of payments (years × payments per year, rounded). At a 0% rate the amount is simply divided evenly over the payments.',
      },
      {
        question: 'What does an extra payment per period do?',
        answer:
          'The extra amount goes straight to the principal with every payment, so less interest builds up and the loan ends sooner. The calculator compares with the same loan without the extra and shows the interest and time saved. The final extra payment is reduced so you never pay more than you owe.',
      },
      {
        question: 'Why do bi-weekly or weekly payments cost less interest?',
        answer:
          'Interest is charged on a balance that is paid down more often, so a little less builds up between payments. Bi-weekly payments of half the monthly amount also add up to 13 monthly payments a year (26 halves), which pays the loan off faster. Set Payments per year to compare.',
      },
      {
        question: 'Can I get the full amortization schedule?',
        answer:
          'Yes. The table shows the first 360 payments; Show All Rows lists every payment, and Download CSV saves the whole schedule (period, payment, interest, principal, extra and balance) for a spreadsheet. Nothing is uploaded: everything is calculated in your browser.',
      },
    ],
    related: ['compound-interest-calculator', 'inflation-calculator', 'salary-converter'],
  },
  {
    id: 'salary-converter',
    title: 'Salary Converter',
    description:
      'Convert pay between hourly, daily, weekly, monthly and annual, allowing for time off and holidays.',
    href: '/finance/salary-converter',
    example: 'm=hourly&a=32.50&c=USD&hpd=7.5&pto=15&hol=11',
    categoryId: 'finance',
    icon: Briefcase,
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
  },
  {
    id: 'finance-tip-calculator',
    title: 'Tip Calculator with Tax',
    description:
      'Split a bill with tax, service charge and tip on the pre-tax amount, in six currencies, with rounding per person.',
    href: '/finance/finance-tip-calculator',
    example: 'cur=EUR&a=84.50&t=10&s=0&tp=15&tb=pre&ppl=3&r=half',
    aliases: ['/finance/tip-calculator'],
    categoryId: 'finance',
    icon: Receipt,
    keywords: ['tip', 'gratuity', 'split bill', 'tax', 'restaurant'],
    faqs: [
      {
        question: 'Should I tip on the amount before or after tax?',
        answer:
          'Tipping on the pre-tax amount is the usual custom, so it is the default here. Choose "After tax" to tip on the bill plus tax instead. On a $100 bill with 10% tax, a 20% tip is $20.00 before tax or $22.00 after tax.',
      },
      {
        question: 'How does rounding per person work?',
        answer:
          'With "Each share up to the next 0.50", each person\'s share is raised to the next multiple of 0.50 and the total becomes that share times the number of people. For example, €105.63 split 3 ways is €35.21, which becomes €35.50, so the total is €106.50. The extra €0.87 is added to the tip, and the page shows the new tip percent (16.04% instead of 15%).',
      },
      {
        question: 'Is the service charge part of the tip?',
        answer:
          'No. The service charge is a separate percentage of the bill, added to the total on its own line. The tip is never calculated on it. If a service charge is already added to your bill, you may want a smaller tip.',
      },
      {
        question: 'Why do some people pay one cent more?',
        answer:
          'Money is counted in whole cents, and not every total divides evenly. $128.50 split 4 ways is $32.125, so 2 people pay $32.13 and 2 pay $32.12. Choose a rounding mode if you would rather everyone pays the same round amount.',
      },
    ],
    related: ['basic-tip-calculator', 'tipping-risk-o-meter', 'percentage-calculator'],
  },
  {
    id: 'fire-calculator',
    title: 'FIRE Calculator',
    description:
      'Estimate when you (and a partner) can reach financial independence and retire early, with a Monte Carlo stress test.',
    href: '/finance/fire-calculator',
    example:
      'q=%7B%22singleMode%22%3Afalse%2C%22A%22%3A%7B%22age%22%3A35%2C%22retireAge%22%3A55%2C%22salary%22%3A110000%2C%22saveRate%22%3A0.25%2C%22startBalance%22%3A120000%7D%2C%22B%22%3A%7B%22age%22%3A33%2C%22retireAge%22%3A55%2C%22salary%22%3A85000%2C%22saveRate%22%3A0.2%2C%22startBalance%22%3A60000%7D%2C%22H%22%3A%7B%22spendRetirement%22%3A55000%2C%22preMedicareHealthcare%22%3A9000%2C%22effectiveTaxRate%22%3A0.15%2C%22swr%22%3A0.04%2C%22realReturnMean%22%3A0.05%2C%22realReturnStdev%22%3A0.12%2C%22maxAge%22%3A95%7D%7D',
    categoryId: 'finance',
    icon: Flame,
    keywords: ['financial independence', 'retire early', 'retirement', 'safe withdrawal rate', 'monte carlo'],
    faqs: [
      {
        question: 'How is the FIRE number calculated?',
        answer:
          'It is your yearly retirement spending divided by the safe withdrawal rate, for example $60,000 ÷ 3.8 % = $1,578,947. A rate of 0 is read as 4 %. Pre-65 healthcare and tax are not in the FIRE number, but they are added to the yearly withdrawals in the simulation.',
      },
      {
        question: 'How is the FIRE year found?',
        answer:
          'The calculator simulates your plan year by year in today’s dollars: growth at the real return, then the savings of whoever still works, then, once everyone has retired, spending plus healthcare for each person under 65, grossed up for tax. The FIRE year is the first year whose end balance reaches the FIRE number and then, with no further income and the mean return every year, never runs short until the younger person reaches the max age.',
      },
      {
        question: 'What does the Monte Carlo success rate mean?',
        answer:
          'It repeats retirement at the FIRE year (or your plan as entered if there is none) 1,000 times, drawing each year’s real return from a normal distribution with your mean and standard deviation and a fixed seed, so the same inputs always give the same figures. The success rate is the share of runs that never run short; the 10th, 50th and 90th percentiles are the balances at the end. It can be near 50 % even when a FIRE year exists, because the FIRE year assumes the average return every year.',
      },
    ],
    related: ['compound-interest-calculator', 'salary-converter', 'inflation-calculator'],
  },
  {
    id: 'unit-price-calculator',
    title: 'Unit Price Calculator',
    description: 'Compare up to ten products by price per unit to find the best value and how much you save.',
    href: '/finance/unit-price-calculator',
    example:
      'items=%5B%7B%22name%22%3A%22Regular+jar%22%2C%22price%22%3A%223.99%22%2C%22quantity%22%3A%2216%22%2C%22unit%22%3A%22oz%22%7D%2C%7B%22name%22%3A%22Family+size%22%2C%22price%22%3A%225.49%22%2C%22quantity%22%3A%2224%22%2C%22unit%22%3A%22oz%22%7D%2C%7B%22name%22%3A%22Club+pack%22%2C%22price%22%3A%229.98%22%2C%22quantity%22%3A%2248%22%2C%22unit%22%3A%22oz%22%7D%5D',
    categoryId: 'finance',
    icon: ShoppingCart,
    keywords: ['price per ounce', 'best value', 'grocery', 'comparison', 'unit cost'],
    faqs: [
      {
        question: 'How is the unit price calculated?',
        answer:
          'Unit price is the price divided by the quantity, for example $3.99 for 16 oz is about $0.249 per ounce. To compare products sold in different sizes, each quantity is first converted to a common unit, chosen as the unit most of your products use.',
      },
      {
        question: 'Can I compare ounces with grams, or litres with gallons?',
        answer:
          'Yes. Weights (oz, lb, g, kg) are compared with weights and volumes (ml, L, fl oz, qt, gal) with volumes, using exact conversion factors: 1 oz = 28.349523125 g, 1 lb = 453.59237 g and 1 US gallon = 3.785411784 L. Fluid ounces, quarts and gallons are US measures.',
      },
      {
        question: 'Why is one of my products not in the ranking?',
        answer:
          'A weight cannot be compared with a volume or a count without knowing the density or the size of each item, so products of another kind of unit get a note instead. A product also needs a price and a quantity above 0 to be ranked.',
      },
      {
        question: 'What does the savings percent mean?',
        answer:
          'It is how much less a product costs per unit than the most expensive product in the comparison. For example, 9.98 for 48 oz costs 16.6% less per ounce than 3.99 for 16 oz.',
      },
    ],
    related: ['percentage-calculator', 'cups-to-grams'],
  },
  {
    id: 'price-time-machine',
    title: 'Price Time Machine',
    description:
      'See what milk, bread, gas, rent, tuition and more cost in any year since 1970, in today’s dollars and minimum-wage hours.',
    href: '/finance/price-time-machine',
    example: 'item=gasoline&y=1980&y2=2024',
    categoryId: 'finance',
    icon: History,
    keywords: ['historical prices', 'cost of living', 'then and now', 'inflation', 'minimum wage'],
    faqs: [
      {
        question: 'How does the tool work out a price in today’s dollars?',
        answer:
          'It multiplies the price by the consumer price index now and divides by the index for that year. The index is the U.S. Bureau of Labor Statistics CPI-U annual average, scaled so that 1970 is 38 and 2024 is 310. Until newer index data is added, the index for years after 2024 stays at 310, so today’s dollars are currently 2024 dollars.',
      },
      {
        question: 'What happens for years between the data points, or outside them?',
        answer:
          'Each item has figures for roughly every 5 to 10 years from 1970 to 2024. Years in between are interpolated in a straight line between the two nearest figures. A year before the first figure shows the first figure, and a year after the latest shows the latest; the page says which year the figure is from.',
      },
      {
        question: 'Why are the new car, rent and doctor visit shown as estimates?',
        answer:
          'For these three the tool uses a consumer price index instead of a price: the price in a year is today’s price times the index that year divided by the latest index. Today’s prices start at $48,000 for a new car, $1,600 a month for rent and $120 for a doctor visit, and you can change them. The new-vehicle index allows for cars getting better over time, so past car prices come out higher than what a typical car cost then.',
      },
    ],
    related: ['inflation-calculator', 'salary-converter'],
  },
  {
    id: 'freelancer-tax-buffer',
    title: 'Freelancer Tax Buffer',
    description:
      'Estimate how much of a freelance payment to set aside for US federal, self-employment and state tax, with quarterly due dates.',
    href: '/finance/freelancer-tax-buffer',
    example: 'g=8000&e=0.2&st=IL&fs=single&ty=2026',
    categoryId: 'finance',
    icon: PiggyBank,
    keywords: ['self-employment tax', '1099', 'quarterly estimated tax', 'freelance', 'set aside'],
    faqs: [
      {
        question: 'How much of a freelance payment should I set aside for taxes?',
        answer:
          'The tool adds three parts: self-employment tax (15.3% on 92.35% of your net profit, about 14.1%), the extra federal income tax the payment causes on top of any W-2 wages, and a flat state rate on the net profit. With the defaults (a $5,000 payment, 25% expenses, California, single, no other income) that is $717.36, or 14.35% of the payment: $529.86 self-employment tax, $187.50 state tax and no federal income tax, because the income stays under the $14,600 standard deduction. It is an estimate with the 2024 federal tables, not tax advice.',
      },
      {
        question: 'When are quarterly estimated tax payments due?',
        answer:
          'April 15, June 15 and September 15 of the tax year, and January 15 of the following year. When a date falls on a weekend or a legal holiday, the deadline moves to the next business day. The calendar download holds the due dates from today on, or all four if every one has passed.',
      },
      {
        question: 'Why do my W-2 wages change the amount?',
        answer:
          'Federal income tax is charged in brackets, and the payment is taxed on top of your wages. A single filer with $60,000 in W-2 wages pays $591.72 federal income tax on a $5,000 payment with 25% expenses, part at 12% and part at 22%, so the set-aside rises to $1,309.08 in California. Social Security tax also stops at the $168,600 wage base (2024) for wages and self-employment earnings together: if your W-2 Social Security wages already reach it, only the 2.9% Medicare part applies.',
      },
    ],
    related: ['salary-converter', 'percentage-calculator'],
  },
  {
    id: 'meeting-cost-stopwatch',
    title: 'Meeting Cost Stopwatch',
    description:
      'Watch the cost of a meeting tick up live from the number of attendees and their average salary.',
    href: '/business/meeting-cost-stopwatch',
    example: 't=Weekly+Planning&a=8&s=120000&c=USD&e=1800',
    categoryId: 'finance',
    icon: Timer,
    keywords: ['meeting cost', 'burn rate', 'stopwatch', 'salary', 'productivity'],
    faqs: [
      {
        question: 'How is the cost of a meeting calculated?',
        answer:
          'Each attendee’s yearly salary is turned into an hourly rate over 2,080 work hours (40 hours × 52 weeks), multiplied by the number of attendees and by the time spent. Eight people earning $120,000 cost about $461.54 an hour together, so a 30-minute meeting costs $230.77.',
      },
      {
        question: 'Does the stopwatch keep counting if I switch tabs?',
        answer:
          'Yes. The time is measured from the clock when you press Start, not by counting ticks, so it is still right when the browser slows a background tab or the laptop sleeps. Pause keeps the time in the page address, so a reload or a shared link shows the same meeting.',
      },
      {
        question: 'Can I paste the invite list instead of counting people?',
        answer:
          'Yes. Paste the attendees’ e-mail addresses into the Attendees box and each @ sign counts as one person. The addresses stay in your browser: only the count goes into the link.',
      },
    ],
    related: ['salary-converter'],
  },

  // Time & Date
  {
    id: 'age-calculator',
    title: 'Age Calculator',
    description:
      'Calculate exact age in years, months and days, total days and hours lived, and the countdown to the next birthday.',
    href: '/time/age-calculator',
    example: 'dob=1988-03-14',
    categoryId: 'time',
    icon: CalendarDays,
    popular: true,
    keywords: ['how old am i', 'birthday', 'date of birth', 'age'],
    faqs: [
      {
        question: 'How is my age in years, months and days worked out?',
        answer:
          'We count the whole years since your last birthday, then the whole months since the last monthly anniversary of your birth date, then the remaining days. Added back to your date of birth, the three parts always give exactly the target date. When a month is too short (born on the 31st, a 30-day month), the monthly anniversary falls on its last day.',
      },
      {
        question: 'I was born on 29 February. When is my birthday in other years?',
        answer:
          'In common years the calculator keeps your birthday on 28 February: on that day your age goes up by one year and the countdown shows 0 days. In leap years your birthday is on 29 February itself.',
      },
      {
        question: 'Are the total hours and minutes exact?',
        answer:
          'They are the total number of days multiplied by 24 and by 1,440. They count whole days from midnight to midnight, so they ignore the time of day you were born and daylight-saving changes.',
      },
      {
        question: 'What is the next milestone age?',
        answer:
          'It is the next multiple of 5 above your current age in whole years: at 38 it is 40, and on your 40th birthday it becomes 45. The calculator shows the date you reach it and how many days away it is.',
      },
    ],
    related: ['half-birthday-calculator', 'days-until', 'what-day', 'pet-age-calculator'],
  },
  {
    id: 'days-until',
    title: 'Days Until Calculator',
    description:
      'Count the days, weeks and hours until any date or holiday, and add the event to your calendar.',
    href: '/time/days-until',
    example: 'date=2030-06-15&event=Our+Wedding',
    categoryId: 'time',
    icon: Hourglass,
    keywords: ['countdown', 'how many days', 'holiday', 'event', 'date'],
    faqs: [
      {
        question: 'Does today count in the number of days?',
        answer:
          'No: the count is whole days from today to the date you pick, so a date that is today shows 0 days and tomorrow shows 1 day. Weeks are whole weeks (days divided by 7, rounded down) and months are days divided by 30.44, the average month length.',
      },
      {
        question: "How are the dates of Easter, Mother's Day and Thanksgiving worked out?",
        answer:
          "Each holiday counts to its next date on or after today. Easter Sunday follows the Western (Gregorian) Easter calculation. Mother's Day is the second Sunday of May, Memorial Day the last Monday of May, Father's Day the third Sunday of June, Labor Day the first Monday of September and Thanksgiving the fourth Thursday of November, as in the United States.",
      },
      {
        question: 'Can I share my countdown or add it to my calendar?',
        answer:
          'Yes. The date, event name and holiday are kept in the page address, so Share, Permalink or copying the address gives a link that opens the same countdown (counted from the day it is opened). "Add to calendar" downloads an .ics file with one all-day event that Google Calendar, Apple Calendar and Outlook can import.',
      },
      {
        question: 'Why does it say "Target date must be in the future"?',
        answer:
          "The countdown only counts forward, so a date before today cannot be used. Pick today or a later date. A shared holiday link from a past year counts to that holiday's next date instead.",
      },
    ],
    related: ['business-days', 'days-until-christmas', 'age-calculator'],
  },
  {
    id: 'business-days',
    title: 'Business Days Calculator',
    description:
      'Count working days between two dates, skipping weekends and optionally US federal holidays.',
    href: '/time/business-days',
    example: 'start=2026-11-23&end=2026-12-31&includeEnd=true&holidays=true',
    categoryId: 'time',
    icon: CalendarCheck,
    keywords: ['working days', 'weekdays', 'federal holidays', 'date range'],
    faqs: [
      {
        question: 'Does the calculator count the start date and the end date?',
        answer:
          'The start date always counts. The end date counts only when "Include end date" is ticked, so Monday to Friday of one week is 4 business days without it and 5 with it.',
      },
      {
        question: 'Which holidays are excluded?',
        answer:
          "The 11 US federal holidays: New Year's Day, Martin Luther King Jr. Day, Presidents' Day, Memorial Day, Juneteenth, Independence Day, Labor Day, Columbus Day, Veterans Day, Thanksgiving and Christmas Day. Juneteenth counts from 2021 and Martin Luther King Jr. Day from 1986. State and local holidays are not included.",
      },
      {
        question: 'What happens when a holiday falls on a weekend?',
        answer:
          "It is skipped on the weekday it is observed: a Saturday holiday on the Friday before, a Sunday holiday on the Monday after. When 1 January is a Saturday, New Year's Day is observed on Friday 31 December of the year before, so a range ending on that day skips it.",
      },
      {
        question: 'How are "weeks spanned" worked out?',
        answer:
          'It is the number of days counted divided by 7, to one decimal, shown alongside whole weeks and days (39 days is 5.6, or 5 weeks 4 days). Ranges of up to 100 years can be counted.',
      },
    ],
    related: ['days-until', 'what-week-number'],
  },
  {
    id: 'friday-13th',
    title: 'Friday the 13th Finder',
    description: 'Find the next Friday the 13th and every one in any year from 1900 to 2100.',
    href: '/time/friday-13th',
    example: 'year=2029',
    categoryId: 'time',
    icon: Ghost,
    keywords: ['friday 13', 'unlucky', 'calendar', 'superstition'],
    faqs: [
      {
        question: 'How often does Friday the 13th happen?',
        answer:
          'Every year has at least one Friday the 13th and at most three. A month has one exactly when it starts on a Sunday. 2026 has three (February, March and November), while 2027 has only one, in August.',
      },
      {
        question: 'What is the longest wait between two Friday the 13ths?',
        answer:
          'Fourteen months, as from July 2001 to September 2002, or from August 2027 to October 2028. The shortest is four weeks: February to March of a year that is not a leap year, as in 2015 and 2026.',
      },
      {
        question: 'Is the 13th really more likely to fall on a Friday?',
        answer:
          'Slightly. The Gregorian calendar repeats every 400 years, and in that cycle the 13th falls on a Friday 688 times, against 684 to 687 times for each of the other weekdays.',
      },
      {
        question: 'How is the next Friday the 13th counted?',
        answer:
          "From today's date in your own time zone. If today is a Friday the 13th it counts as the next one and the banner says so. The year list covers 1900 to 2100 and shows how many days ago or ahead each date is.",
      },
    ],
    related: ['what-day', 'days-until'],
  },
  {
    id: 'what-day',
    title: 'What Day Was It?',
    description: 'Find the weekday of any date, its day of the year, leap-year status and the moon phase.',
    href: '/time/what-day',
    example: 'date=1969-07-20&moon=true',
    categoryId: 'time',
    icon: MoonStar,
    keywords: ['day of the week', 'weekday', 'moon phase', 'date'],
    faqs: [
      {
        question: 'Which calendar does it use for old dates?',
        answer:
          'The Gregorian calendar for every date, extended back before it was adopted (1582 in much of Europe, 1752 in Britain and its colonies). Older documents often use Julian dates, which can be 10 to 13 days apart from these.',
      },
      {
        question: 'How accurate is the moon phase?',
        answer:
          'It comes from the average lunar cycle of 29.53058867 days, counted from the new moon of 6 January 2000 at 18:14 UTC, taken at noon UTC on your date. Each of the 8 phases lasts about 3.7 days, so near a change of phase the real sky can be a day ahead or behind. The percentage lit is rounded to 0, 25, 50, 75 or 100.',
      },
      {
        question: 'What counts as a leap year?',
        answer:
          'A year divisible by 4, except century years that are not divisible by 400. So 2000 and 2024 are leap years, but 1900 and 2100 are not. A leap year has 366 days.',
      },
      {
        question: 'What is the day of the year?',
        answer:
          'The count of days since the year began, with 1 January as day 1. 31 December is day 365, or day 366 in a leap year.',
      },
    ],
    related: ['age-calculator', 'friday-13th', 'what-week-number'],
  },
  {
    id: 'world-clock',
    title: 'World Clock & Time Zone Converter',
    description: 'See the time now in cities around the world and convert a time between time zones.',
    href: '/time/world-clock',
    example: 'cities=new-york%2Clondon%2Ctokyo%2Csydney&from=new-york&to=tokyo&time=09%3A00&date=2027-01-15',
    categoryId: 'time',
    icon: Globe,
    keywords: ['time zone', 'timezone converter', 'current time', 'utc', 'cities'],
    faqs: [
      {
        question: 'Does the world clock handle daylight saving time?',
        answer:
          "Yes. Each city is tied to its official IANA time zone (such as America/New_York or Europe/London), and your browser's time zone database applies the daylight-saving rules for the exact date. That is why New York and London are 4 hours apart for a few weeks in March and again in late October, when only one of them has changed its clocks, and 5 hours apart the rest of the year.",
      },
      {
        question: 'Why does the converter ask for a date?',
        answer:
          'The difference between two cities depends on the date: countries change their clocks on different days, and the southern hemisphere changes in the opposite season. The date defaults to today; pick another to plan a future call. When the converted time falls on another day, the result says "next day" or "previous day".',
      },
      {
        question:
          'What if I enter a time that does not exist, like 2:30 AM on the night the clocks spring forward?',
        answer:
          'That hour is skipped in the city, so the converter moves the time forward by the size of the jump (2:30 becomes 3:30 in New York on the second Sunday of March) and tells you so. For a time that happens twice when the clocks fall back, it uses the first one and shows both offsets.',
      },
      {
        question: 'Can I save or share my list of cities?',
        answer:
          "Your cities and converter inputs are kept in the page address, so bookmarking or sharing the link brings back the same cities and conversion. Nothing is sent to a server: the clocks run in your browser from your device's own clock.",
      },
    ],
    related: ['unix-timestamp-converter', 'plug-voltage-checker'],
  },
  {
    id: 'half-birthday-calculator',
    title: 'Half Birthday Calculator',
    description:
      'Find the date of your half birthday, six months after your birthday, and add it to your calendar.',
    href: '/time/half-birthday-calculator',
    example: 'dob=1992-04-18',
    categoryId: 'time',
    icon: CakeSlice,
    keywords: ['half birthday', 'six months', 'birthday'],
    faqs: [
      {
        question: 'How is a half birthday worked out?',
        answer:
          'It is six calendar months after your birthday: born April 18, your half birthday is October 18 every year. The calculator shows this year’s half birthday, the next one with the days left until it, and the half age you reach, such as 36½.',
      },
      {
        question: 'What if I was born on August 31 or another day that six months later does not have?',
        answer:
          'The half birthday falls on the last day of that month, worked out for each year: August 29, 30 or 31 gives February 28, or February 29 in a leap year; March, May, October and December 31 give the 30th of September, November, April and June. A February 29 birthday gives August 29 every year.',
      },
      {
        question: 'Is a half birthday exactly 182.5 days after my birthday?',
        answer:
          'No. Like birthdays, half birthdays follow the calendar rather than a day count, so the gap is 181 to 184 days depending on the months in between. Most people celebrate on the same day of the month, six months on, which is what this calculator uses.',
      },
      {
        question: 'Can I add my half birthday to my calendar?',
        answer:
          'Yes: "Add to calendar (.ics)" downloads a file with your next half birthday as an all-day event, which Google Calendar, Apple Calendar and Outlook can import. The file is made in your browser; nothing is uploaded.',
      },
    ],
    related: ['age-calculator', 'days-until'],
  },
  {
    id: 'days-until-christmas',
    title: 'Days Until Christmas',
    description:
      'A live countdown to Christmas Day with the number of shopping days left and a planning timeline.',
    href: '/time/days-until-christmas',
    example: '',
    categoryId: 'time',
    icon: TreePine,
    popular: true,
    keywords: ['christmas countdown', 'december 25', 'shopping days', 'xmas'],
    faqs: [
      {
        question: 'How are the shopping days counted?',
        answer:
          'Six of every seven days left, rounded down: the count leaves out one day a week, as many shops close or keep short hours on Sundays.',
      },
      {
        question: 'What happens on Christmas Day itself?',
        answer:
          "On 25 December the countdown moves on to next year's Christmas, so it never shows 0 or a negative number.",
      },
      {
        question: 'Can I put Christmas in my calendar?',
        answer:
          'Yes: "Add to calendar" downloads christmas-YEAR.ics, an all-day event that Google Calendar, Apple Calendar and Outlook can import. Nothing is uploaded.',
      },
    ],
    related: ['days-until-new-years', 'days-until-halloween', 'days-until'],
  },
  {
    id: 'days-until-new-years',
    title: 'Days Until New Year’s',
    description: 'Count down the days, hours and minutes to January 1st and the start of the new year.',
    href: '/time/days-until-new-years',
    example: '',
    categoryId: 'time',
    icon: PartyPopper,
    popular: true,
    keywords: ['new year countdown', 'january 1', 'new years eve'],
    faqs: [
      {
        question: "Which date does the New Year's countdown use?",
        answer:
          "Always 1 January of next year, counted from today's date in your own time zone. On 1 January itself it counts to the following New Year's Day.",
      },
      {
        question: 'Why are the hours and minutes whole days?',
        answer:
          'The countdown is to the day: hours are the days left multiplied by 24 and minutes by 1,440, computed once when the page opens.',
      },
      {
        question: 'Can I add it to my calendar?',
        answer: 'Yes: "Add to calendar" downloads new-years-YEAR.ics, an all-day event for 1 January.',
      },
    ],
    related: ['days-until-christmas', 'days-until-valentines-day', 'days-until'],
  },
  {
    id: 'days-until-halloween',
    title: 'Days Until Halloween',
    description: 'Count down to Halloween on October 31st and plan costumes and parties in time.',
    href: '/time/days-until-halloween',
    example: '',
    categoryId: 'time',
    icon: Ghost,
    popular: true,
    keywords: ['halloween countdown', 'october 31', 'costume'],
    faqs: [
      {
        question: 'When is Halloween?',
        answer:
          "Every year on 31 October. Once the day has come, the countdown moves to next year's Halloween.",
      },
      {
        question: 'How is the planning timeline chosen?',
        answer:
          'The stage marked "You are here" depends on the days left: more than 60, 31 to 60, 15 to 30, 8 to 14, and the last week.',
      },
      {
        question: 'Can I add Halloween to my calendar?',
        answer: 'Yes: "Add to calendar" downloads halloween-YEAR.ics, an all-day event for 31 October.',
      },
    ],
    related: ['days-until-christmas', 'friday-13th', 'days-until'],
  },
  {
    id: 'days-until-valentines-day',
    title: 'Days Until Valentine’s Day',
    description: 'Count down to Valentine’s Day on February 14th with planning tips for every stage.',
    href: '/time/days-until-valentines-day',
    example: '',
    categoryId: 'time',
    icon: Heart,
    popular: true,
    keywords: ['valentines countdown', 'february 14', 'valentine'],
    faqs: [
      {
        question: "When is Valentine's Day?",
        answer:
          "Every year on 14 February. On the day itself the countdown moves to next year's, so you can start planning again.",
      },
      {
        question: 'How does the advice change?',
        answer:
          'It follows the days left: more than 30 days is time to plan, 15 to 30 to book, 8 to 14 to order flowers and gifts, and the last week is for the personal touches.',
      },
      {
        question: "Can I add Valentine's Day to my calendar?",
        answer: 'Yes: "Add to calendar" downloads valentines-day-YEAR.ics, an all-day event for 14 February.',
      },
    ],
    related: ['days-until-new-years', 'days-until-christmas', 'days-until'],
  },
  {
    id: 'pet-age-calculator',
    title: 'Pet Age Calculator',
    description: 'Convert dog, cat, rabbit and guinea pig years into human years, by size for dogs.',
    href: '/time/pet-age-calculator',
    example: 'species=dog&size=large&age=7',
    categoryId: 'time',
    icon: Dog,
    keywords: ['dog years', 'cat years', 'human years', 'pet'],
    faqs: [
      {
        question: 'How is my pet’s age converted into human years?',
        answer:
          'Each animal has a chart of ages and human equivalents. Ages between two rows are worked out in a straight line between them (a 1.5-year-old medium dog is halfway between 15 and 24, so about 20), and the result is rounded to a whole year. Dogs follow the AVMA guidance published by the American Kennel Club: about 15 human years for the first year, 24 at two, then about 4, 5, 6 or 7 years per year for small, medium, large and giant dogs. Cats follow the AAFP/AAHA chart: 15, 24, then 4 per year.',
      },
      {
        question: 'Why does my dog’s size matter?',
        answer:
          'Larger dogs age faster once they are adults and usually live shorter lives. Pick the size by adult weight: small under 20 lb (about 9 kg), medium 20 to 50 lb, large 50 to 90 lb and giant over 90 lb (about 41 kg). At 7 years a small dog is about 44 in human years, a large dog about 54.',
      },
      {
        question: 'Why is there a warning for older rabbits and guinea pigs?',
        answer:
          'Rabbits typically live up to around 10 years and guinea pigs up to around 7. Past those ages the charts are simply extended, so the result is an extrapolated estimate. Ages above 15 for rabbits and 12 for guinea pigs are counted as 15 and 12.',
      },
      {
        question: 'Is the result exact?',
        answer:
          'No. Every conversion is a rule of thumb: breed, size, health and care all change how an animal ages, and rabbit and guinea pig charts are not official veterinary standards. Use it for fun and general guidance, and ask your vet about your pet’s life stage and care.',
      },
    ],
    related: ['age-calculator', 'bmi-calculator'],
  },
  {
    id: 'what-week-number',
    title: 'What Week Number Is It?',
    description: 'Find the ISO week number of today or any date, with the week’s start and end dates.',
    href: '/time/what-week-number',
    example: 'date=2026-12-31',
    categoryId: 'time',
    icon: CalendarClock,
    keywords: ['week number', 'iso week', 'calendar week', 'kw'],
    faqs: [
      {
        question: 'How are ISO week numbers counted?',
        answer:
          'Under ISO 8601, used in Europe and much of the world, weeks run from Monday to Sunday and week 1 is the week that contains the year’s first Thursday (the week of January 4). Each week belongs to the year of its Thursday.',
      },
      {
        question: 'Why is January 1 sometimes in week 52 or 53 of the previous year?',
        answer:
          'When January 1 falls on a Friday, Saturday or Sunday, its week has its Thursday in December, so the week belongs to the old year: January 1, 2027 is in week 53 of 2026. In the same way, December 29 to 31 can be in week 1 of the next year, as December 30, 2024 was in week 1 of 2025.',
      },
      {
        question: 'Does every year have 52 weeks?',
        answer:
          'Most ISO years have 52 weeks, but a year that starts on a Thursday, or a leap year that starts on a Wednesday, has 53. 2020, 2026 and 2032 are 53-week years.',
      },
      {
        question: 'Why does my US calendar show a different week number?',
        answer:
          'Many US calendars and spreadsheets (Excel’s WEEKNUM by default) start weeks on Sunday and call the week containing January 1 week 1, however short. Their numbers can be one more than the ISO number, and such a year has 53 or 54 weeks. The tool shows both.',
      },
    ],
    related: ['what-day', 'business-days'],
  },

  // Calculators
  {
    id: 'percentage-calculator',
    title: 'Percentage Calculator',
    description:
      'Work out X% of a number, what percent one number is of another, and increase or decrease a value by a percentage.',
    href: '/calculators/percentage-calculator',
    example: 'm=change&x=80&y=25&d=decrease',
    categoryId: 'calculators',
    icon: Percent,
    popular: true,
    keywords: ['percent', 'percentage of', 'what percent', 'increase', 'decrease', 'discount'],
    faqs: [
      {
        question: 'How do I work out a percentage of a number?',
        answer:
          'Multiply the number by the percentage and divide by 100. For example, 15% of 200 is 200 × 15 ÷ 100 = 30.',
      },
      {
        question: 'How do I find what percent one number is of another?',
        answer:
          'Divide the first number by the second and multiply by 100. For example, 30 is 15% of 200 because 30 ÷ 200 × 100 = 15. Dividing by zero has no answer, so the result shows a dash.',
      },
      {
        question: 'How do I increase or decrease a number by a percentage?',
        answer:
          'Multiply by 1 plus the percentage for an increase, or 1 minus the percentage for a decrease. 200 increased by 15% is 200 × 1.15 = 230; decreased by 15% it is 200 × 0.85 = 170.',
      },
    ],
    related: ['basic-tip-calculator', 'unit-price-calculator', 'plain-old-calculator'],
  },
  {
    id: 'basic-tip-calculator',
    title: 'Tip Calculator',
    description:
      'Work out the tip and split the bill between up to 50 people, with quick 15–25% tip buttons.',
    href: '/calculators/tip-calculator',
    example: 'amount=86.40&tip=20&people=4',
    categoryId: 'calculators',
    icon: HandCoins,
    popular: true,
    keywords: ['tip', 'gratuity', 'split bill', 'restaurant', 'per person'],
    faqs: [
      {
        question: 'How many people can split the bill?',
        answer: 'The tip split supports up to 50 people; the per-person amount includes the tip.',
      },
      {
        question: 'How much should I tip?',
        answer:
          'In the United States 15–20% is usual for table service. Customs differ widely by country: the Tipping Risk-o-Meter shows the norms for 16 countries.',
      },
    ],
    related: ['finance-tip-calculator', 'tipping-risk-o-meter', 'percentage-calculator'],
  },
  {
    id: 'roman-numeral-converter',
    title: 'Roman Numeral Converter',
    description:
      'Convert numbers to Roman numerals and Roman numerals back to numbers, from 1 to 3999, with a step-by-step breakdown.',
    href: '/calculators/roman-numeral-converter',
    example: 'input=1994&mode=toRoman',
    categoryId: 'calculators',
    icon: Landmark,
    keywords: ['roman numerals', 'numerals converter', 'mcmxciv', 'latin numbers', 'year in roman numerals'],
    faqs: [
      {
        question: 'Which numbers can be converted?',
        answer:
          'Whole numbers from 1 to 3999, the range standard Roman numerals can write. Going the other way, numerals up to MMMMCMXCIX (4999) written in canonical form are read.',
      },
      {
        question: 'What is canonical Roman form?',
        answer:
          'Symbols run from largest to smallest, at most three of I, X, C or M repeat in a row, and only the subtractive pairs IV, IX, XL, XC, CD and CM are used. IIII or IC are not canonical, so they are rejected.',
      },
      {
        question: 'How is 1994 written?',
        answer: 'MCMXCIV: M (1000) + CM (900) + XC (90) + IV (4).',
      },
    ],
    related: ['spell-number', 'unix-timestamp-converter', 'percentage-calculator', 'lakh-crore-converter'],
  },
  {
    id: 'spell-number',
    title: 'Number to Words Converter',
    description:
      'Spell out any number in English words, including decimals and negatives, up to 999 trillion.',
    href: '/calculators/spell-number',
    example: 'input=1234.56',
    categoryId: 'calculators',
    icon: Languages,
    keywords: ['number to words', 'spell out', 'cheque writing', 'check amount'],
    faqs: [
      {
        question: 'How are decimals written in words?',
        answer:
          'The digits after the decimal point are read one by one after "and", followed by the place name: 1234.56 becomes "one thousand two hundred thirty-four and five six hundredths". One, two and three digits give tenths, hundredths and thousandths, four give ten-thousandths, and longer fractions end in "decimal places".',
      },
      {
        question: 'How do I write a cheque amount?',
        answer:
          'Choose the Cheque style. The dollars are written in words and the cents as a fraction of 100, for example "One hundred twenty-three and 45/100 dollars". Amounts are rounded to the nearest cent, with half a cent rounded up.',
      },
      {
        question: 'What is the largest number it can spell?',
        answer:
          'Up to 999,999,999,999,999 (just under one quadrillion), positive or negative. Anything larger shows "Number is too large (max: 999 trillion)".',
      },
      {
        question: 'Can I type commas or a minus sign?',
        answer:
          'Yes. Thousands separators such as 1,000,000 are ignored, and a leading minus gives "negative". Use the ± button if your keypad has no minus key. Scientific notation such as 1e5 is not accepted: type the digits instead.',
      },
    ],
    related: ['roman-numeral-converter', 'lakh-crore-converter'],
  },
  {
    id: 'temperature-converter',
    title: 'Temperature Converter',
    description:
      'Convert between Celsius, Fahrenheit and Kelvin instantly, with a description of how it feels.',
    href: '/calculators/temperature-converter',
    example: 'value=37',
    categoryId: 'calculators',
    icon: Thermometer,
    keywords: ['celsius', 'fahrenheit', 'kelvin', 'c to f', 'f to c'],
    faqs: [
      {
        question: 'How do I convert Celsius to Fahrenheit?',
        answer:
          'Multiply by 9/5 and add 32: 37 °C × 9/5 + 32 = 98.6 °F. To go back, subtract 32 and multiply by 5/9.',
      },
      {
        question: 'How do I convert to Kelvin?',
        answer:
          'Add 273.15 to the Celsius figure: 20 °C is 293.15 K. Kelvin has no degree sign and no negative values, because 0 K is absolute zero.',
      },
      {
        question: 'What is the lowest possible temperature?',
        answer:
          'Absolute zero: -273.15 °C, -459.67 °F or 0 K. Anything lower shows "Temperature cannot be below absolute zero (-273.15°C, -459.67°F, 0K)".',
      },
      {
        question: 'Where do Celsius and Fahrenheit meet?',
        answer: 'At -40: -40 °C is exactly -40 °F.',
      },
    ],
    related: ['unit-converter', 'is-it-done', 'high-altitude-adjuster'],
  },
  {
    id: 'unit-converter',
    title: 'Unit Converter',
    description:
      'Convert length and weight between metric and imperial units: metres, feet, miles, kilograms, pounds and more.',
    href: '/calculators/unit-converter',
    example: 'value=10&from=kg&to=lb&cat=weight',
    categoryId: 'calculators',
    icon: Ruler,
    keywords: ['length', 'weight', 'metric', 'imperial', 'km to miles', 'kg to lb'],
    faqs: [
      {
        question: 'Are the conversion factors exact?',
        answer:
          'Yes. Since 1959 the inch is defined as exactly 2.54 cm and the pound as exactly 0.45359237 kg, so 1 mile is 1,609.344 m and 1 ounce is 28.349523125 g. Results are rounded to at most 6 decimals.',
      },
      {
        question: 'How many pounds are in a kilogram?',
        answer:
          '1 kg is about 2.204623 lb (1 ÷ 0.45359237). For a quick mental estimate, double the kilograms and add 10%.',
      },
      {
        question: 'How many miles are in a kilometre?',
        answer: '1 km is about 0.621371 miles; 1 mile is exactly 1.609344 km.',
      },
      {
        question: 'Is a tonne the same as a ton?',
        answer:
          'No. The t here is the metric tonne of 1,000 kg. A US short ton is 2,000 lb (about 907 kg) and a UK long ton is 2,240 lb (about 1,016 kg).',
      },
    ],
    related: ['temperature-converter', 'cups-to-grams', 'international-shoe-size-converter'],
  },
  {
    id: 'plain-old-calculator',
    title: 'Plain Old Calculator',
    description:
      'A simple, keyboard-friendly calculator for everyday arithmetic, with percent and sign keys.',
    href: '/calculators/plain-old-calculator',
    example: '',
    categoryId: 'calculators',
    icon: Calculator,
    keywords: ['calculator', 'arithmetic', 'add', 'subtract', 'multiply', 'divide'],
    faqs: [
      {
        question: 'Why does 2 + 3 × 4 give 20 and not 14?',
        answer:
          'This calculator works like a pocket calculator: each operation is carried out as soon as you press the next operator, so 2 + 3 becomes 5 before × 4 is applied. For 14, work out 3 × 4 first, then add 2.',
      },
      {
        question: 'How does the % key work?',
        answer:
          'On its own, % divides the number by 100 (50 % gives 0.5). With an operation pending it takes that percentage of the first number: 200 + 10 % turns the 10 into 20, so = gives 220, and 200 − 10 % = gives 180.',
      },
      {
        question: 'Why does 0.1 + 0.2 show exactly 0.3 here?',
        answer:
          'Many apps store numbers in binary and show 0.30000000000000004. This calculator works in exact decimals, keeps 20 significant digits and shows up to 15, so everyday sums come out as you expect. Very large or very small results are shown in exponent form, such as 1.5e+20.',
      },
      {
        question: 'Can I use my keyboard?',
        answer:
          'Yes, as soon as the page opens: digits, . or , for the decimal point, + - * / for the operations, = or Enter for equals, % for percent, Backspace to delete a digit and Esc to clear. Pressing = again repeats the last operation.',
      },
    ],
    related: ['percentage-calculator', 'unit-converter'],
  },
  {
    id: 'bmi-calculator',
    title: 'BMI Calculator',
    description:
      'Calculate body mass index in metric or imperial units and see where it falls on the BMI scale.',
    href: '/calculators/bmi-calculator',
    example: 'u=m&kg=72&cm=178',
    categoryId: 'calculators',
    icon: Scale,
    keywords: ['body mass index', 'healthy weight', 'bmi chart'],
    faqs: [
      {
        question: 'How is BMI calculated?',
        answer:
          'Weight in kilograms divided by height in metres squared. In pounds and inches it is 703 × weight ÷ height². 72 kg at 1.78 m gives 72 ÷ 1.78² = 22.7.',
      },
      {
        question: 'What are the BMI categories?',
        answer:
          'For adults: under 18.5 underweight, 18.5 to 24.9 healthy, 25 to 29.9 overweight, 30 to 34.9 obesity class I, 35 to 39.9 class II, and 40 or more class III (World Health Organization and CDC).',
      },
      {
        question: 'Is BMI accurate for everyone?',
        answer:
          'No. BMI is a screening figure, not a diagnosis: it cannot tell muscle from fat, and it is not meant for children, teenagers or pregnancy. A doctor can look at the whole picture.',
      },
      {
        question: 'What is a healthy weight for my height?',
        answer:
          'The weights that give a BMI from 18.5 to 24.9. For 178 cm that is 58.6 to 78.9 kg; the calculator works it out for the height you enter.',
      },
    ],
    related: ['pet-age-calculator', 'unit-converter'],
  },
  {
    id: 'peptide-calculator',
    title: 'Peptide Calculator',
    description:
      'Calculate a peptide’s molecular weight, isoelectric point, net charge and extinction coefficient from its sequence.',
    href: '/calculators/peptide-calculator',
    example: 'seq=RPKPQQFFGLM&ph=7&amid=1',
    categoryId: 'calculators',
    icon: FlaskConical,
    keywords: ['molecular weight', 'isoelectric point', 'pi', 'amino acid', 'extinction coefficient'],
    faqs: [
      {
        question: 'Which mass should I use, monoisotopic or average?',
        answer:
          'Use the monoisotopic mass to match peaks in high-resolution mass spectrometry, and the average molecular weight (g/mol) for weighing and for molar concentrations. The average mass counts the natural mix of isotopes, so it is about 0.06% higher.',
      },
      {
        question: 'Why does the calculator say the pI is above 14?',
        answer:
          'The isoelectric point is the pH at which the net charge is zero. A peptide with basic residues but no acidic group (for example an amidated peptide with no D, E, C or Y) stays positively charged at every pH from 0 to 14, so it has no pI in that range. pI values also depend on the pKa set used, so they can differ from other calculators by a few tenths.',
      },
      {
        question: 'Can I paste a FASTA entry or three-letter codes?',
        answer:
          'Yes. A header line starting with > is skipped, spaces and numbers are ignored, and hyphenated three-letter codes such as H-Arg-Pro-Lys-NH2 are read too. Ac- and -NH2 around a sequence are read as N-terminal acetylation and C-terminal amidation. Any other character is ignored and listed under the box.',
      },
      {
        question: 'How do I make a solution of a given molarity?',
        answer:
          'Choose mM in the solution helper, pick what to find, and enter the other two values. It uses the average molecular weight of the peptide itself; lyophilised peptides also contain counter-ions (such as TFA or acetate) and water, so check the net peptide content on your certificate of analysis. This tool is for research use only, not for dosing or injection.',
      },
    ],
    related: ['unit-converter', 'bmi-calculator'],
  },
  {
    id: 'unix-timestamp-converter',
    title: 'Unix Timestamp Converter',
    description:
      'Convert Unix epoch timestamps to readable dates and dates back to timestamps, in seconds or milliseconds.',
    href: '/calculators/unix-timestamp-converter',
    example: 'ts=1700000000&date=2024-01-01T00%3A00%3A00Z',
    categoryId: 'calculators',
    icon: Binary,
    keywords: ['epoch', 'unix time', 'timestamp', 'posix'],
    faqs: [
      {
        question: 'What is a Unix timestamp?',
        answer:
          'It is the number of seconds since 00:00:00 UTC on 1 January 1970 (the Unix epoch), not counting leap seconds. It is the same everywhere in the world at the same moment, which is why computers use it; time zones only matter when it is turned into a date and time on a clock.',
      },
      {
        question: 'How does the converter know whether I entered seconds, milliseconds or microseconds?',
        answer:
          'By the number of digits. Up to 11 digits is read as seconds (1700000000), 12 to 14 digits as milliseconds (1700000000000, as JavaScript uses) and 15 to 17 digits as microseconds. For today’s dates these ranges never overlap. The result always says which unit was used, and a decimal part such as 1700000000.5 is fine.',
      },
      {
        question: 'Can a Unix timestamp be negative?',
        answer:
          'Yes. A negative timestamp is a moment before 1970: -1 is 23:59:59 UTC on 31 December 1969, and -86400 is one day before the epoch.',
      },
      {
        question: 'What is the year 2038 problem?',
        answer:
          'Systems that store the timestamp in a signed 32-bit number can count only up to 2147483647, which is 03:14:07 UTC on 19 January 2038. One second later such a counter wraps around to a date in December 1901. Systems using 64-bit numbers, as most now do, are not affected.',
      },
    ],
    related: ['world-clock', 'uuid-generator'],
  },

  // Text
  {
    id: 'remove-line-breaks',
    title: 'Remove Line Breaks',
    description: 'Remove unwanted line breaks from copied text, optionally keeping paragraph breaks.',
    href: '/text/remove-line-breaks',
    example: 'text=Hi+team%2C%0Athe+review+moved%0Ato+Friday+at+3+pm.%0A%0AThanks%2C%0AAna&preserve=true',
    categoryId: 'text',
    icon: AArrowDown,
    keywords: ['line breaks', 'newlines', 'pdf text', 'clean text', 'paragraphs'],
    faqs: [
      {
        question: 'Why does text pasted from a PDF have line breaks in the middle of sentences?',
        answer:
          'PDFs store each printed line separately, so copying keeps a break at the end of every line. This tool turns each break into a single space, so the sentences flow again.',
      },
      {
        question: 'Can I keep my paragraphs?',
        answer:
          'Yes. Tick ‘Keep paragraph breaks’: a blank line between paragraphs stays as one blank line, and only the breaks inside paragraphs are removed.',
      },
      {
        question: 'Does it handle Windows and Mac line endings?',
        answer:
          'Yes. Windows (CR LF), old Mac (CR) and Unix (LF) line endings, and the Unicode line and paragraph separators, are all treated as line breaks.',
      },
    ],
    related: ['text-case-converter', 'slug-generator'],
  },
  {
    id: 'text-case-converter',
    title: 'Text Case Converter',
    description: 'Convert text to lower, upper, title, camel, pascal, snake, kebab, constant or dot case.',
    href: '/text/text-case-converter',
    example: 'text=the+quick+brown+fox+jumps+over+the+lazy+dog',
    categoryId: 'text',
    icon: CaseSensitive,
    popular: true,
    keywords: ['uppercase', 'lowercase', 'title case', 'camelcase', 'snake case', 'kebab case'],
    faqs: [
      {
        question: 'What is the difference between camelCase and PascalCase?',
        answer:
          'Both join the words without spaces and capitalise each word; camelCase starts with a lower-case letter (userName), PascalCase with a capital (UserName).',
      },
      {
        question: 'Can it convert an existing variable name?',
        answer:
          'Yes. Words are split on spaces, punctuation, underscores, hyphens and camelCase boundaries, so getUserByID becomes get_user_by_id, get-user-by-id or GET_USER_BY_ID.',
      },
      {
        question: 'Are accented and non-Latin letters kept?',
        answer:
          'Yes. Letters from any alphabet are kept as they are, only their case changes: crème brûlée becomes crèmeBrûlée in camelCase.',
      },
    ],
    related: ['slug-generator', 'remove-line-breaks', 'json-beautifier'],
  },
  {
    id: 'slug-generator',
    title: 'Slug Generator',
    description: 'Turn a title into a clean, SEO-friendly URL slug with your choice of separator and length.',
    href: '/text/slug-generator',
    example: 'text=Cr%C3%A8me+Br%C3%BBl%C3%A9e%3A+10+Tips+for+a+Perfect+Caramel+Top%21&max=50',
    categoryId: 'text',
    icon: Link2,
    keywords: ['url slug', 'permalink', 'seo', 'friendly url'],
    faqs: [
      {
        question: 'What is a URL slug?',
        answer:
          'The readable part of a web address that names a page, such as creme-brulee-tips in example.com/blog/creme-brulee-tips. Good slugs are short, lower case and use hyphens between words.',
      },
      {
        question: 'How long should a slug be?',
        answer:
          'Keep it to 60 characters or fewer, so it is readable and not cut off in search results. The tool checks the length and can cut the slug to a maximum you set.',
      },
      {
        question: 'What happens to accents and symbols?',
        answer:
          'Accents are removed (crème becomes creme), letters such as ß and æ are spelled out (ss, ae), punctuation and symbols are dropped, and spaces become the separator you choose.',
      },
    ],
    related: ['text-case-converter', 'remove-line-breaks', 'uuid-generator'],
  },

  // Dev
  {
    id: 'uuid-generator',
    title: 'UUID Generator',
    description: 'Generate random version 4 UUIDs in bulk, in standard, short, uppercase or braced format.',
    href: '/dev/uuid-generator',
    example: 'format=uppercase&qty=5',
    categoryId: 'dev',
    icon: Hash,
    keywords: ['guid', 'uuid v4', 'unique id', 'random id'],
    faqs: [
      {
        question: 'Are these UUIDs really random and unique?',
        answer:
          'They are version 4 UUIDs with 122 random bits from your browser’s cryptographic random generator. The chance of two ever matching is so small it can be ignored, even across billions of UUIDs.',
      },
      {
        question: 'What do the formats mean?',
        answer:
          'Standard is lower case with hyphens (8-4-4-4-12). Short drops the hyphens, Uppercase uses capital letters, and Braced wraps the UUID in curly braces, as Microsoft tools often show GUIDs.',
      },
      {
        question: 'How can I tell which version a UUID is?',
        answer:
          'Paste it into Check a UUID. The version is the first digit of the third group: 4 for random, 1 for time-based, 7 for Unix time-based, and so on.',
      },
    ],
    related: ['password-generator', 'random-number-generator', 'json-beautifier'],
  },
  {
    id: 'json-beautifier',
    title: 'JSON Beautifier & Validator',
    description: 'Format, validate, sort and minify JSON in your browser, with clear parse errors.',
    href: '/dev/json-beautifier',
    example:
      'json=%7B%22name%22%3A%22Ada+Lovelace%22%2C%22born%22%3A1815%2C%22langs%22%3A%5B%22en%22%2C%22fr%22%5D%2C%22active%22%3Atrue%7D&indent=4&sort=true',
    categoryId: 'dev',
    icon: Braces,
    keywords: ['json formatter', 'pretty print', 'minify', 'validate json', 'lint'],
    faqs: [
      {
        question: 'Is my JSON uploaded anywhere?',
        answer:
          'No. Formatting, validation and minifying all happen in your browser, and large documents are processed in a background worker on your own device. Only short documents (500 characters or fewer) are kept in the page link, and only if you share that link.',
      },
      {
        question: 'Will formatting change my numbers or text?',
        answer:
          'No. Only whitespace changes, plus the order of keys when sorting is on. Numbers such as 12345678901234567890 or 1.50 and escapes such as \\u00e9 are kept exactly as you typed them. Many formatters round or rewrite them.',
      },
      {
        question: 'How are keys sorted?',
        answer:
          'Objects are sorted at every depth, including objects inside arrays, while arrays keep their order. Keys are compared by character code, so capital letters come before lowercase, "10" comes before "9", and accented letters come after "z".',
      },
      {
        question: 'What does "JSON Parse Error" mean?',
        answer:
          "Your text is not valid JSON. The message comes from your browser's own parser; when it names a position, the tool shows the line and column and marks the spot with a caret. Common causes are trailing commas, single quotes and missing quotes around keys.",
      },
    ],
    related: ['regex-tester', 'base64-image-converter', 'uuid-generator'],
  },
  {
    id: 'base64-image-converter',
    title: 'Image to Base64 Converter',
    description: 'Encode an image as a Base64 data URL for CSS or HTML, entirely in your browser.',
    href: '/dev/base64-image-converter',
    example: '',
    categoryId: 'dev',
    icon: Image,
    keywords: ['base64', 'data uri', 'data url', 'encode image', 'inline image'],
    faqs: [
      {
        question: 'Is my image uploaded anywhere?',
        answer: 'No. The image is read and encoded by your browser and never leaves your device.',
      },
      {
        question: 'How large can the image be?',
        answer: 'Up to 10MB. The Base64 text is about a third larger than the original file.',
      },
    ],
    related: ['json-beautifier', 'qr-generator'],
  },
  {
    id: 'keyboard-tester',
    title: 'Keyboard Tester',
    description: 'Test every key on your keyboard and see which ones respond, with a live press counter.',
    href: '/dev/keyboard-tester',
    example: '',
    categoryId: 'dev',
    icon: Keyboard,
    keywords: ['key test', 'keyboard check', 'stuck keys', 'keycode'],
    faqs: [
      {
        question: 'How do I test my keyboard with this tool?',
        answer:
          'Open the page and press each key once. A key lights up while you hold it and keeps a check mark once it has been tested; the counter and the completion percentage update as you go. When all 104 keys of a full-size US keyboard have been pressed, a success message appears. Reset starts over.',
      },
      {
        question: 'Why does my laptop keyboard not reach 100%?',
        answer:
          'The tester uses a full-size keyboard with a numeric keypad, Insert, Print Screen, Scroll Lock and Pause. Laptop and compact keyboards lack some of these keys, so they stop short of 100%. Keys that are on your keyboard but not on this layout, such as media keys, still show as the last key and under Other keys pressed.',
      },
      {
        question: 'Why are the left and right Shift, Ctrl and Alt keys tested separately?',
        answer:
          'Each key is identified by its physical position (KeyboardEvent.code), so ShiftLeft and ShiftRight, or Digit1 and Numpad1, are different keys. The last-key panel also shows the location: 0 standard, 1 left, 2 right, 3 numeric keypad.',
      },
      {
        question: 'Can pressing keys here close or reload the page?',
        answer:
          'While you test, the page stops Tab, Space, the arrows, Backspace, F1 to F12 and Alt from scrolling, reloading or opening menus. Browsers never let a page block some shortcuts, such as Ctrl+W, Ctrl+T, Alt+Tab or Cmd+Q, so avoid those. Holding a key down counts as one press, and nothing you type leaves your browser.',
      },
    ],
    related: ['regex-tester', 'plain-old-calculator'],
  },
  {
    id: 'regex-tester',
    title: 'Regex Tester',
    description:
      'Test JavaScript regular expressions against text, see matches and groups, and try replacements.',
    href: '/dev/regex-tester',
    example:
      'p=%5Cb%5B%5Cw.%5D%2B%40%5Cw%2B%5C.com%5Cb&f=gi&t=Contact+ana.lee%40example.com+or+Bob%40Test.com+by+Friday.&r=%5Bemail%5D',
    categoryId: 'dev',
    icon: Regex,
    keywords: ['regular expression', 'regexp', 'pattern', 'match', 'replace'],
    faqs: [
      {
        question: 'Which regex flavour does this tester use?',
        answer:
          "Your browser's own JavaScript engine, so results match what RegExp, String.match and String.replace do in your code. The flags g, i, m, s, u and y are supported.",
      },
      {
        question: 'Why does my pattern say it took too long?',
        answer:
          'Patterns run in the background and are stopped after 1 second. Nested repeats such as (a+)+ can backtrack exponentially on text that almost matches; make the repeats more specific or remove the nesting.',
      },
      {
        question: 'How do I use groups in the replacement?',
        answer:
          'Write $1, $2 and so on for numbered groups, $<name> for named groups, $& for the whole match and $$ for a dollar sign. Without the g flag only the first match is replaced.',
      },
      {
        question: 'Why are some matches not listed?',
        answer:
          'Empty (zero-length) matches are skipped, and at most 50 matches are listed; the count above the list still includes every match. Without the g flag only the first match is found.',
      },
    ],
    related: ['json-beautifier', 'text-case-converter'],
  },

  // Generators
  {
    id: 'password-generator',
    title: 'Password Generator',
    description: 'Create strong random passwords from 4 to 128 characters with a live strength estimate.',
    href: '/generators/password-generator',
    example: 'length=20&lower=true&upper=true&numbers=true&symbols=false',
    categoryId: 'generators',
    icon: KeyRound,
    popular: true,
    keywords: ['strong password', 'random password', 'secure', 'passphrase'],
    faqs: [
      {
        question: 'How is the strength worked out?',
        answer:
          'From the entropy: length × log2 of the number of characters that can appear. Under 30 bits is Very Weak, under 50 Weak, under 70 Fair, under 90 Strong and 90 or more Very Strong. 16 characters from all four sets give about 103 bits.',
      },
      {
        question: 'Is it safe to generate passwords on a website?',
        answer:
          'Here the password is made in your browser with its cryptographic random generator and is never sent anywhere or stored; the recent list disappears when you leave the page.',
      },
      {
        question: 'Which symbols are used?',
        answer:
          'These 26: ! @ # $ % ^ & * ( ) _ + - = [ ] { } | ; : , . < > ? Every password contains at least one character from each set you tick.',
      },
    ],
    related: ['uuid-generator', 'random-number-generator', 'qr-generator'],
  },
  {
    id: 'random-number-generator',
    title: 'Random Number Generator',
    description: 'Generate fair random numbers in any range, with or without duplicates and decimals.',
    href: '/generators/random-number-generator',
    example: 'min=1&max=49&qty=6&duplicates=false',
    categoryId: 'generators',
    icon: Dices,
    keywords: ['rng', 'random integer', 'lottery', 'pick a number', 'dice'],
    faqs: [
      {
        question: 'Are the numbers truly random?',
        answer:
          'They come from your browser’s cryptographic random generator, with every value in the range equally likely (no rounding or modulo bias). That makes them suitable for draws, games and sampling.',
      },
      {
        question: 'How do I draw lottery numbers?',
        answer:
          'Set the minimum and maximum (for example 1 and 49), the quantity (6) and untick Allow duplicates. Tick Sort ascending to read them in order.',
      },
      {
        question: 'What if I ask for more unique numbers than the range holds?',
        answer:
          'You get every possible number once and a warning such as: You requested 10 unique numbers, but only 5 unique numbers are possible in this range.',
      },
    ],
    related: ['decision-wheel', 'password-generator', 'uuid-generator'],
  },
  {
    id: 'decision-wheel',
    title: 'Decision Wheel',
    description: 'Spin a wheel of up to 20 options to make a fair random choice.',
    href: '/generators/decision-wheel',
    example: 'options=Pizza%7CSushi%7CTacos%7CBurgers%7CThai+curry',
    categoryId: 'generators',
    icon: Disc3,
    keywords: ['spin the wheel', 'random picker', 'wheel of names', 'choose'],
    faqs: [
      {
        question: 'How many options can the wheel hold?',
        answer: 'Up to 20 options. At least two non-empty options are needed to spin.',
      },
      {
        question: 'Is the spin fair?',
        answer: 'Yes. The winner is drawn with your browser’s cryptographic random generator, without bias.',
      },
    ],
    related: ['random-number-generator', 'password-generator'],
  },
  {
    id: 'qr-generator',
    title: 'QR Code Generator',
    description:
      'Make a QR code for a link or text and download it as an image, without sign-up or tracking.',
    href: '/generators/qr-generator',
    example: 'text=https%3A%2F%2Fexample.com%2Fmenu&ec=Q&size=320',
    categoryId: 'generators',
    icon: QrCode,
    keywords: ['qr code', 'qr maker', 'barcode', 'link to qr'],
    faqs: [
      {
        question: 'Do these QR codes expire or track scans?',
        answer:
          'No. The code holds your text or link directly and is made in your browser, so it works for as long as the link itself works. Nothing is uploaded, and no scan counting or redirect service is involved.',
      },
      {
        question: 'Which error correction level should I choose?',
        answer:
          'M (15%) suits most screens and prints. Choose Q (25%) or H (30%) if the code may get scratched or dirty, or if you will put a small logo over it. Higher levels make a denser code, so long texts may need L (7%).',
      },
      {
        question: 'PNG or SVG?',
        answer:
          'PNG is a picture at the size you choose, good for websites, documents and messages. SVG is a vector file that stays sharp at any size, best for print: flyers, posters, menus and stickers.',
      },
      {
        question: 'Can I use my own colours?',
        answer:
          'Yes, but keep a dark foreground on a light background with a contrast of at least 4:1. Light-on-dark or pale codes fail on many phones; the page warns you when this happens.',
      },
    ],
    related: ['password-generator', 'base64-image-converter', 'slug-generator'],
  },

  // Baking & Cooking
  {
    id: 'cups-to-grams',
    title: 'Cups to Grams Converter',
    description: 'Convert cups, tablespoons and teaspoons to grams for about 50 baking ingredients.',
    href: '/baking/cups-to-grams',
    example: 'ingredient=bread-flour&amount=2.5&unit=cup',
    categoryId: 'baking',
    icon: Wheat,
    popular: true,
    keywords: ['cups to grams', 'flour', 'sugar', 'baking conversion', 'measuring'],
    faqs: [
      {
        question: 'How many grams are in a cup of flour?',
        answer:
          'A cup of all-purpose flour, spooned into the cup and leveled, weighs about 120 g (4.23 oz). Scooping straight from the bag packs it down and can add 20 to 30 g. Bread flour is about 127 g and cake flour about 114 g per cup.',
      },
      {
        question: 'Why does a cup of sugar weigh more than a cup of flour?',
        answer:
          'A cup measures volume, not weight. Granulated sugar is denser than flour, so a cup of it weighs about 200 g against 120 g for flour. Honey weighs even more, about 340 g a cup, because it is heavier than water.',
      },
      {
        question: 'How are tablespoons and teaspoons converted?',
        answer:
          'A tablespoon is 1/16 of a US cup and a teaspoon is 1/48, so 1 tbsp of all-purpose flour is about 7.5 g and 1 tsp about 2.5 g. A US cup is about 240 mL, a tablespoon 15 mL and a teaspoon 5 mL.',
      },
      {
        question: 'How exact are these weights?',
        answer:
          'They are typical values from a published baking chart. The real weight depends on the brand, how finely it is ground and how the cup is filled, so use a kitchen scale when a recipe needs precision. Grams are rounded to whole numbers and ounces to 2 decimals.',
      },
    ],
    related: ['butter-converter', 'recipe-scaling-calculator', 'egg-size-adjuster'],
  },
  {
    id: 'butter-converter',
    title: 'Butter Converter',
    description: 'Convert butter between sticks, cups, tablespoons, teaspoons, grams and ounces.',
    href: '/baking/butter-converter',
    example: 'amount=0.75&unit=cup',
    categoryId: 'baking',
    icon: Croissant,
    keywords: ['stick of butter', 'butter grams', 'tablespoons', 'cups of butter'],
    faqs: [
      {
        question: 'How many grams is a stick of butter?',
        answer: 'One US stick is 113.4 g (4 oz), which is 1/2 cup or 8 tablespoons.',
      },
      {
        question: 'How do I convert cups of butter to grams?',
        answer:
          'Multiply by 226.8: 1 cup is two sticks, about 227 g. So 3/4 cup is about 170 g and 1/2 cup 113 g.',
      },
      {
        question: 'How many tablespoons are in a cup of butter?',
        answer: '16 tablespoons, or 48 teaspoons. A stick is 8 tablespoons.',
      },
    ],
    related: ['cups-to-grams', 'recipe-scaling-calculator'],
  },
  {
    id: 'pan-size-converter',
    title: 'Pan Size Converter',
    description:
      'Swap baking pans and scale the recipe and bake time to fit, for round and rectangular pans.',
    href: '/baking/pan-size-converter',
    example: 'ss=rect&su=in&sw=8&sl=8&sdp=2&st=30&ts=rect&tu=in&tw=9&tl=13&tdp=2&sc=yes',
    categoryId: 'baking',
    icon: CookingPot,
    keywords: ['cake pan', 'baking tin', '9x13', 'round pan', 'pan conversion'],
    faqs: [
      {
        question: 'How do I convert a recipe to a different pan size?',
        answer:
          "Compare the pans' volumes: area times depth. A 9 × 13 in pan holds 234 cubic inches at 2 in deep, an 8 × 8 in pan 128, so a recipe for the 8 × 8 needs about 1.83 times the ingredients to fill the 9 × 13 to the same depth.",
      },
      {
        question: 'How do I change the baking time for a different pan?',
        answer:
          'What matters is how thick the batter is. This tool scales the time by the thickness ratio to the power 0.8: the same batter spread thinner bakes faster, deeper batter takes longer. Start checking a few minutes early either way.',
      },
      {
        question: 'What is the area of a round pan?',
        answer:
          'π times the radius squared: an 8 in round is about 50.3 square inches, a 9 in round 63.6, a 10 in round 78.5.',
      },
    ],
    related: ['recipe-scaling-calculator', 'cake-slice-calculator'],
  },
  {
    id: 'egg-size-adjuster',
    title: 'Egg Size Adjuster',
    description: 'Swap egg sizes or types in a recipe, from quail to duck eggs, by weight and volume.',
    href: '/baking/egg-size-adjuster',
    example: 'sk=chicken-l&sc=3&tk=duck&ru=smart',
    categoryId: 'baking',
    icon: Egg,
    keywords: ['egg substitute', 'egg sizes', 'large egg grams', 'quail eggs', 'duck eggs'],
    faqs: [
      {
        question: 'How much does a large egg weigh without the shell?',
        answer:
          'About 50 g (roughly 50 mL, or about 3¼ tablespoons beaten). A duck egg is about 75 g and a quail egg about 16 g. Eggs vary, so weigh your own and edit the reference table for a closer match.',
      },
      {
        question: 'How many duck eggs replace chicken eggs?',
        answer:
          'By weight, 2 duck eggs (about 150 g) replace 3 large chicken eggs. Duck eggs have bigger, richer yolks, so cakes come out a little denser and more golden.',
      },
      {
        question: 'How many quail eggs equal one chicken egg?',
        answer:
          'About 3 quail eggs (16 g each) make up one large chicken egg (50 g). For two large eggs, smart rounding suggests 6⅓ quail eggs: whisk 7 and measure about 101 g.',
      },
      {
        question: 'What do the rounding modes do?',
        answer:
          'Smart picks whichever is closest to the exact amount: the nearest half, third or whole egg. Round down and Round up give whole eggs, and Exact keeps the precise number. When the rounded amount is off by more than 0.1 g, a note says how much beaten egg to add or leave out.',
      },
    ],
    related: ['recipe-scaling-calculator', 'cups-to-grams'],
  },
  {
    id: 'high-altitude-adjuster',
    title: 'High-Altitude Baking Adjuster',
    description:
      'Adjust oven temperature, bake time, leavening, sugar, liquid and flour for baking at altitude.',
    href: '/baking/high-altitude-adjuster',
    example: 'city=Denver&u=ft&r=cake&t=35',
    categoryId: 'baking',
    icon: MountainSnow,
    keywords: ['high altitude baking', 'denver', 'elevation', 'leavening'],
    faqs: [
      {
        question: 'Why do recipes need changing at high altitude?',
        answer:
          'Air pressure is lower, so gas from baking powder, soda and yeast expands more and faster, and water boils at a lower temperature (about 202 °F in Denver), so batters dry out and rise then fall. Less leavening and sugar, a little more liquid and flour, and a hotter oven help the structure set before it collapses.',
      },
      {
        question: 'At what altitude should I start adjusting?',
        answer:
          'From 3,000 ft (about 914 m). This tool counts one step for each full 1,000 ft above 3,000 ft, so Denver at 5,280 ft is 2 steps, and multiplies each ingredient change by the number of steps. Below 3,000 ft it tells you no changes are needed.',
      },
      {
        question: 'Why is the oven increase capped at 25 °F?',
        answer:
          'Each step adds 5 °F, but beyond 25 °F the outside of a cake or loaf sets and browns long before the middle is done, so the rise stops at 25 °F (about 14 °C) however high you are.',
      },
      {
        question: 'My town is not in the list. What should I enter?',
        answer:
          'Type your altitude in the manual altitude box, in feet or metres. When it holds a number it is used instead of the city. These are rules of thumb, so bake a test batch and adjust.',
      },
    ],
    related: ['yeast-to-flour-ratio', 'pan-size-converter'],
  },
  {
    id: 'cake-slice-calculator',
    title: 'Cake Slice Calculator',
    description:
      'Work out how many servings a tiered cake gives and how big a cake you need for your guests.',
    href: '/baking/cake-slice-calculator',
    example: 'u=in&style=wedding&g=80&buf=10&n=3&t0=round-12--4&t1=round-9--4&t2=round-6--4',
    categoryId: 'baking',
    icon: CakeSlice,
    keywords: ['cake servings', 'wedding cake', 'tiers', 'party cake', 'portions'],
    faqs: [
      {
        question: 'How many servings does a wedding cake slice give compared with a party slice?',
        answer:
          'A wedding slice is about 1 × 2 inches (2 square inches) from a 4-inch-high tier; a party slice is about 3 square inches and a generous one about 4. The same cake gives half as many generous slices as wedding slices.',
      },
      {
        question: 'How is the number of servings worked out?',
        answer:
          "Each tier's top area is divided by the slice footprint and scaled by its height against the standard 4-inch height. The tiers are added up, the cutting loss is taken off, and the result is rounded down.",
      },
      {
        question: 'Why add a buffer to the guest count?',
        answer:
          'Some guests take a second slice, and some slices get cut badly. The buffer (10% by default) raises the number of servings you aim for: 80 guests with a 10% buffer need 88 servings.',
      },
      {
        question: 'Can I use centimeters?',
        answer:
          'Yes. Switch the unit to centimeters and enter your tin sizes in cm. Switching converts the sizes you have entered, so an 8-inch tin becomes 20.32 cm and the servings stay the same.',
      },
    ],
    related: ['pan-size-converter', 'recipe-scaling-calculator'],
  },
  {
    id: 'recipe-scaling-calculator',
    title: 'Recipe Scaling Calculator',
    description: 'Scale a recipe up or down by a factor or serving count, with kitchen-friendly fractions.',
    href: '/baking/recipe-scaling-calculator',
    example:
      'state=%7B%22rows%22%3A%5B%7B%22qty%22%3A%222+1%2F4%22%2C%22unit%22%3A%22cup%22%2C%22item%22%3A%22all-purpose+flour%22%7D%2C%7B%22qty%22%3A%221%22%2C%22unit%22%3A%22cup%22%2C%22item%22%3A%22butter%2C+softened%22%7D%2C%7B%22qty%22%3A%223%2F4%22%2C%22unit%22%3A%22cup%22%2C%22item%22%3A%22brown+sugar%22%7D%2C%7B%22qty%22%3A%222%22%2C%22unit%22%3A%22%22%2C%22item%22%3A%22eggs%22%7D%2C%7B%22qty%22%3A%221%22%2C%22unit%22%3A%22tsp%22%2C%22item%22%3A%22vanilla+extract%22%7D%5D%2C%22factor%22%3A%221.5%22%2C%22rounding%22%3A%22fraction%22%2C%22originalYield%22%3A%22%22%2C%22targetYield%22%3A%22%22%7D',
    categoryId: 'baking',
    icon: Cookie,
    keywords: ['scale recipe', 'halve recipe', 'double recipe', 'servings', 'fractions'],
    faqs: [
      {
        question: 'How do I scale a recipe by servings instead of a factor?',
        answer:
          'Fill in the original yield and the target yield, for example 4 and 6 servings. When both are numbers and the original is above 0, the factor is target ÷ original (here 1.5×) and the factor box is ignored.',
      },
      {
        question: 'Which quantities does it understand?',
        answer:
          'Whole numbers, decimals (1.5 or 1,5), fractions (3/4), mixed numbers (1 1/2 or 1-1/2), fraction characters such as ½ or 1½, and ranges such as 2-3 or 2–3, where both ends are scaled. Text such as "a pinch" or "to taste" is kept as written.',
      },
      {
        question: 'How are the scaled amounts rounded?',
        answer:
          'With Fractions, each amount goes to the nearest half, third, quarter or eighth (for example 3⅜ cups), which matches standard measuring cups and spoons. You can also choose 1 or 2 decimals, or unrounded amounts with up to 4 decimals. Very small amounts never show as 0: they appear as decimals.',
      },
      {
        question: 'Can I paste a recipe instead of typing each row?',
        answer:
          'Yes. Open "Paste a whole recipe", paste one ingredient per line and press Fill rows. Each line is split into quantity, unit and ingredient; lines without a quantity keep their whole text as the ingredient. Your rows are saved in the page address, so you can bookmark or share the scaled recipe.',
      },
    ],
    related: ['cups-to-grams', 'pan-size-converter', 'egg-size-adjuster'],
  },
  {
    id: 'yeast-to-flour-ratio',
    title: 'Yeast to Flour Ratio',
    description:
      'Find how much active dry, instant or fresh yeast to use for your flour with baker’s percentages.',
    href: '/baking/yeast-to-flour-ratio',
    example: 'fa=1000&pct=2',
    categoryId: 'baking',
    icon: Wheat,
    keywords: ['yeast', 'bread', 'bakers percentage', 'instant yeast', 'fresh yeast'],
    faqs: [
      {
        question: 'How much yeast do I need for 500 g of flour?',
        answer:
          'For a lean bread at 1.5%, 7.5 g of active dry yeast, which is about 5.6 g of instant or 22.5 g of fresh yeast. Enriched doughs use about twice as much; cold, slow ferments much less.',
      },
      {
        question: 'How do I swap instant, active dry and fresh yeast?',
        answer:
          'Instant yeast is 0.75 times the weight of active dry, and fresh (cake) yeast 3 times. One 7 g packet of dry yeast is about 2 1/4 teaspoons.',
      },
      {
        question: "What is the baker's percentage of yeast?",
        answer:
          'The yeast weight as a percentage of the flour weight. Here it is given for active dry yeast and converted for the other types.',
      },
    ],
    related: ['dough-weight-planner', 'high-altitude-adjuster'],
  },
  {
    id: 'coffee-ratio-calculator',
    title: 'Coffee Ratio Calculator',
    description: 'Get the right amount of coffee for drip, pour-over, French press, AeroPress or cold brew.',
    href: '/baking/coffee-ratio-calculator',
    example: 'w=500&r=16',
    aliases: ['/cooking/coffee-ratio-calculator'],
    categoryId: 'baking',
    icon: Coffee,
    keywords: ['coffee to water ratio', 'brew ratio', 'pour over', 'french press', 'cold brew'],
    faqs: [
      {
        question: 'What is a good coffee to water ratio?',
        answer:
          '1:15 to 1:17 (1 g of coffee for 15 to 17 g of water) suits drip, pour-over and French press; AeroPress is often brewed a little stronger at 1:14, and cold brew concentrate at about 1:8.',
      },
      {
        question: 'How many grams of coffee for a cup?',
        answer: 'A 240 mL (8 fl oz) cup at 1:15 needs 16 g of coffee, about 3 level tablespoons.',
      },
      {
        question: 'Does the ratio use water weight or volume?',
        answer:
          'Weight, but for water 1 mL weighs 1 g, so millilitres work the same. Fluid ounces and cups are converted at 29.57 mL and 240 mL.',
      },
    ],
    related: ['exact-dose-bean-counter', 'cups-to-grams'],
  },
  {
    id: 'dough-weight-planner',
    title: 'Dough Weight Planner',
    description:
      'Plan flour, water, salt, oil and sugar for pizza or bread dough from a total weight and hydration.',
    href: '/baking/dough-weight-planner',
    example: 'w=1500&n=6&h=63&s=2.2&o=1.5&u=1.5',
    categoryId: 'baking',
    icon: Croissant,
    keywords: ['pizza dough', 'hydration', 'dough calculator', 'bakers percentage', 'focaccia'],
    faqs: [
      {
        question: "What are baker's percentages?",
        answer:
          'Each ingredient is written as a percentage of the flour weight. 65% hydration means 65 g of water for every 100 g of flour; the flour is always 100%.',
      },
      {
        question: 'How is the flour weight worked out from the total?',
        answer:
          'Flour = total dough weight ÷ (1 + the sum of the other percentages ÷ 100). For 1,000 g at 65% water, 2% salt and 2% oil that is 1,000 ÷ 1.69 = 591.7 g of flour.',
      },
      {
        question: 'What hydration should I use?',
        answer:
          'About 60% for Neapolitan pizza, 63% for New York style, 65% for sandwich bread and 70% or more for focaccia. Higher hydration gives a more open, stickier dough.',
      },
    ],
    related: ['yeast-to-flour-ratio', 'recipe-scaling-calculator'],
  },
  {
    id: 'exact-dose-bean-counter',
    title: 'Exact Dose Bean Counter',
    description: 'Hit an exact coffee dose: how many beans to add or remove to reach your target grams.',
    href: '/baking/exact-dose-bean-counter',
    example: 't=20&c=19.2&b=0.13&n=150',
    categoryId: 'baking',
    icon: Bean,
    keywords: ['coffee dose', 'espresso', 'bean count', 'grams of coffee'],
    faqs: [
      {
        question: 'How much does one coffee bean weigh?',
        answer:
          'Usually 0.1 to 0.2 g; 0.12 g is a common average for medium roasts. Weigh 50 beans and divide by 50 to find yours.',
      },
      {
        question: 'How does it work out the beans to add?',
        answer:
          'It divides the gap between your target dose and the weight on the scale by the weight of one bean, and rounds to the nearest whole bean. A negative gap tells you how many to take out.',
      },
    ],
    related: ['coffee-ratio-calculator'],
  },
  {
    id: 'is-it-done',
    title: 'Is It Done? Meat Temperature Guide',
    description:
      'Check safe minimum internal temperatures for poultry, beef, pork, fish and more, in °F or °C.',
    href: '/cooking/is-it-done',
    example: 'food=pork&unit=C',
    categoryId: 'baking',
    icon: Thermometer,
    popular: true,
    keywords: ['internal temperature', 'meat thermometer', 'food safety', 'steak doneness', 'usda'],
    faqs: [
      {
        question: 'What temperature should chicken and turkey reach?',
        answer:
          'All poultry (whole birds, breasts, thighs, wings, ground poultry and stuffing) should reach 165 °F (74 °C), measured with a food thermometer in the thickest part, away from bone.',
      },
      {
        question: 'Why do pork, beef and lamb steaks need a 3-minute rest?',
        answer:
          'The USDA minimum for whole cuts of beef, pork, veal and lamb is 145 °F (63 °C) followed by at least 3 minutes of rest. The temperature stays high or keeps rising during the rest, which helps destroy harmful bacteria. Ground meat has no rest time but needs 160 °F (71 °C).',
      },
      {
        question: 'Is a medium-rare steak safe?',
        answer:
          'Medium-rare (130–135 °F, 54–57 °C) is a doneness preference and is below the USDA safe minimum for whole cuts of beef, 145 °F (63 °C) with a 3-minute rest. Many people enjoy it; the risk is higher for young children, older adults, pregnant people and anyone with a weakened immune system. Burgers and other ground beef should always reach 160 °F (71 °C).',
      },
      {
        question: 'Why is the Celsius figure 63 and not 62.8?',
        answer:
          'The guide converts each Fahrenheit figure to Celsius and rounds to whole degrees, as most kitchen thermometers show them: 145 °F is 62.8 °C, shown as 63 °C; 165 °F is 73.9 °C, shown as 74 °C.',
      },
    ],
    related: ['temperature-converter', 'high-altitude-adjuster'],
  },

  // Around the world
  {
    id: 'tipping-risk-o-meter',
    title: 'Tipping Risk-o-Meter',
    description: 'Check whether your tip fits local custom in 16 countries, for restaurants, bars and taxis.',
    href: '/around-the-world/tipping-risk-o-meter',
    example: 'c=DE&s=restaurant&t=10',
    categoryId: 'around-the-world',
    icon: Activity,
    popular: true,
    keywords: ['tipping etiquette', 'tipping abroad', 'travel', 'gratuity by country'],
    faqs: [
      {
        question: 'How does the Tipping Risk-o-Meter rate my tip?',
        answer:
          'Each country has a typical range for restaurants, bars and taxis. A tip more than 1 percentage point below the bottom of the range is red, "Risk: under-tipping". Up to the top of the range it is green, "Typical"; up to 5 points above the top it is amber, "Above typical", and beyond that amber, "Unusual". Where tipping is not the custom, 0 % is green, "No tip expected", and any tip is amber, "Uncommon here".',
      },
      {
        question: 'Should I tip in Japan?',
        answer:
          'No. Tipping is not customary in Japanese restaurants, bars or taxis, and the Japan National Tourism Organization says there is no need to tip. Some upscale restaurants and hotels add a 10–15 % service charge to the bill instead.',
      },
      {
        question: 'What if a service charge is already on the bill?',
        answer:
          'Then it counts as the tip. In countries such as the United Kingdom, Italy, Brazil, India, the United Arab Emirates and Turkey a service charge is often added to restaurant and bar bills, so the tool reminds you to check the bill before tipping more.',
      },
    ],
    related: ['basic-tip-calculator', 'plug-voltage-checker', 'finance-tip-calculator'],
  },
  {
    id: 'lakh-crore-converter',
    title: 'Lakh and Crore Converter',
    description: 'Convert lakh and crore to millions and billions, with Indian digit grouping.',
    href: '/around-the-world/lakh-crore-converter',
    example: 'v=12500000',
    categoryId: 'around-the-world',
    icon: IndianRupee,
    keywords: ['lakh to million', 'crore to billion', 'indian numbering', 'rupees'],
    faqs: [
      {
        question: 'How much is a lakh and a crore?',
        answer:
          'A lakh is 100,000 (written 1,00,000 in India) and a crore is 10 million (1,00,00,000). So 1 crore = 100 lakh, and 10 lakh = 1 million.',
      },
      {
        question: 'How do I convert crore to million?',
        answer:
          'Multiply by 10: 1.5 crore is 15 million, and 25 crore is 250 million. To go from million to crore, divide by 10.',
      },
      {
        question: 'Why are the commas in different places?',
        answer:
          'The Indian system groups the last three digits and then every two (1,25,00,000), while the international system groups in threes (12,500,000). The number is the same.',
      },
    ],
    related: ['spell-number', 'unit-converter'],
  },
  {
    id: 'plug-voltage-checker',
    title: 'Plug & Voltage Checker',
    description:
      'Find the plug types, voltage and frequency of your destination and whether you need an adapter.',
    href: '/around-the-world/plug-voltage-checker',
    example: 'from=US&to=GB&dual=1',
    categoryId: 'around-the-world',
    icon: Plug,
    keywords: ['travel adapter', 'plug type', 'voltage converter', 'socket'],
    faqs: [
      {
        question: 'Do I need a plug adapter or a voltage converter?',
        answer:
          'A plug adapter only changes the shape of the plug; a voltage converter (transformer) changes the voltage. Look at the device’s label: if it says INPUT 100–240V, as most phone, tablet and laptop chargers do, an adapter is all you need. A device made only for 120 V, such as many hair dryers, needs a step-down converter in countries with 220–240 V.',
      },
      {
        question: 'Can I use my American plugs and devices in Japan?',
        answer:
          'The plugs fit: Japan uses types A and B like the United States, although many sockets are two-pin only and some do not take the wider blade of a polarised plug. Japan’s mains is 100 V, lower than the 120 V American devices are made for, so dual-voltage chargers work as they are, while other devices may run weakly and are better used with a step-up converter.',
      },
      {
        question: 'Does it matter that a country uses 50 Hz instead of 60 Hz?',
        answer:
          'Chargers and most electronics accept both frequencies (their label says 50/60 Hz). Motors, clocks and timers made for one frequency can run slower or faster on the other, and some appliances can overheat. A voltage converter does not change the frequency. Japan uses 50 Hz in the east and 60 Hz in the west.',
      },
    ],
    related: ['tipping-risk-o-meter', 'world-clock'],
  },
  {
    id: 'international-shoe-size-converter',
    title: 'International Shoe Size Converter',
    description: 'Convert shoe sizes between US, UK, EU and centimetres for men and women.',
    href: '/around-the-world/international-shoe-size-converter',
    example: 'g=women&s=us&v=8',
    categoryId: 'around-the-world',
    icon: Footprints,
    keywords: ['shoe size chart', 'eu to us', 'uk shoe size', 'foot length'],
    faqs: [
      {
        question: 'How does the converter work out my size?',
        answer:
          'It goes through your foot length. US and UK sizes use the foot length in inches: US men = 3 × inches − 22, US women = 3 × inches − 21, UK = 3 × inches − 23. EU sizes count the shoe last in Paris points of 2/3 cm: EU = 1.5 × (foot length in cm + 1.75), the 1.75 cm being the room a shoe leaves in front of the toes. US and UK sizes are rounded to the nearest half size, EU sizes to whole sizes.',
      },
      {
        question: 'Are men’s and women’s shoe sizes different?',
        answer:
          'Only in the US system here: for the same foot, a women’s US size is one above the men’s (a 10-inch foot is men’s 8 and women’s 9). UK and EU sizes use one scale for everyone, so that foot is UK 7 and EU 41 either way.',
      },
      {
        question: 'Why does a brand’s size chart not match exactly?',
        answer:
          'Every brand builds shoes on its own lasts and rounds to its own steps, so charts for the same foot often differ by half a size, and the EU label for one UK size can vary by a whole size (ISO 19407 pairs UK 6 with EU 39, some brand charts with 39.5 or 40). Allow plus or minus 0.5 size, measure your foot from heel to longest toe on the longer foot, and use the brand’s foot-length chart when it has one.',
      },
    ],
    related: ['unit-converter', 'plug-voltage-checker'],
  },
];

/** Static answer pages (document 3, section 2.6). */
export const answerPages: readonly AnswerPage[] = [
  {
    id: 'how-much-butter-is-one-stick',
    title: 'How Much Butter Is One Stick?',
    description: 'One US stick of butter is 1/2 cup, 8 tablespoons, 4 ounces or 113 grams.',
    href: '/baking/how-much-butter-is-one-stick',
    categoryId: 'baking',
    toolId: 'butter-converter',
  },
  {
    id: 'how-many-cups-is-one-stick',
    title: 'How Many Cups Is One Stick of Butter?',
    description: 'One US stick of butter is 1/2 cup, the same as 8 tablespoons or 113 grams.',
    href: '/baking/how-many-cups-is-one-stick',
    categoryId: 'baking',
    toolId: 'butter-converter',
  },
];

/**
 * Tools whose own issue has not landed yet: their page shows the wrapper with a
 * 'This tool is being built' note and noindex. A unit test checks this list against
 * the tool modules that exist; each tool issue removes its ids from here.
 */
export const pendingToolIds: ReadonlySet<string> = new Set([]);
