/** The half birthday calculator's words in English, the source of every translation (lib/i18n.ts). */
export default {
  dateOfBirth: 'Date of birth',
  linkGave: 'The link gave “{value}”.',
  rule: 'Your half birthday is six calendar months after your birthday. When that month is shorter, it falls on the month’s last day: a 31 August birthday gives 28 February, or 29 February in a leap year.',
  intro: 'Enter your date of birth to see when your half birthday falls every year.',
  introMore:
    'You get this year’s half birthday, the next one with the days left until it, the half age you turn, and a calendar file to remember it.',
  noneIn: 'None in {year}',
  bornSecondHalf: 'You were born in the second half of the year: your first half birthday is in {year}.',
  todayYouAre: 'Today: you are {age}',
  passed: { one: 'Passed {n} day ago (you turned {age})', other: 'Passed {n} days ago (you turned {age})' },
  upcoming: { one: 'Upcoming, in {n} day (you turn {age})', other: 'Upcoming, in {n} days (you turn {age})' },
  nextHalf: 'Your next half birthday',
  youAreToday: 'You are {age} today.',
  inDays: { one: 'In {n} day: you turn {age}.', other: 'In {n} days: you turn {age}.' },
  daysUntil: 'Days until',
  ageThen: 'Age then',
  everyYear: 'Every year on',
  thisYear: 'This year’s half birthday ({year})',
  shareTitle: 'Half Birthday Calculator',
  futureBirth: 'Birth date cannot be in the future',
  todayGreeting: "It's your half birthday today!",
  summaryToday: "It's your half birthday today! You are {age} on {date}.",
  summaryTomorrow: 'Next half birthday: {date}, tomorrow; you turn {age}.',
  summaryInDays: {
    one: 'Next half birthday: {date}, in {n} day; you turn {age}.',
    other: 'Next half birthday: {date}, in {n} days; you turn {age}.',
  },
  monthDay: '{month} {day}',
  leapYearDay: 'February 28 (February 29 in leap years)',
  'clamp.leapOnly':
    'February has a 29th only in leap years, so in other years the half birthday falls on February 28, the last day of the month.',
  'clamp.february30':
    'February has no 30th, so the half birthday falls on its last day: February 28, or February 29 in a leap year.',
  'clamp.february31':
    'February has no 31st, so the half birthday falls on its last day: February 28, or February 29 in a leap year.',
  clampNo31: '{month} has no 31st, so the half birthday falls on its last day, {month} {day}.',
  calendarTitle: 'Half birthday',
  calendarDescription: 'Half birthday: turning {age} (born {born}). From Tiny Tools.',
} as const;
