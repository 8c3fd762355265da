/** The Friday the 13th finder's words in English, the source of every translation (lib/i18n.ts). */
export default {
  year: 'Year',
  yearHint: 'A year from {min} to {max}.',
  find: 'Find',
  intro:
    'Enter a year from {min} to {max} and press Find to list its Friday the 13ths, with how far each one is from today.',
  introMore: 'Every year has at least one and at most three.',
  nextHeading: 'Next Friday the 13th',
  itsToday: 'It’s today! {ghost}',
  looking: 'Looking at the calendar…',
  today: 'Today!',
  upcoming: 'Upcoming: {when}',
  past: 'Past: {when}',
  listLabel: 'Friday the 13ths in {year}',
  facts: 'Facts',
  shareTitle: 'Friday the 13th Finder',
  yearRange: 'Please enter a year between 1900 and 2100',
  tomorrow: 'Tomorrow',
  inDays: { one: 'In {n} day', other: 'In {n} days' },
  headline: { one: '{year} has {n} Friday the 13th', other: '{year} has {n} Friday the 13ths' },
  summary: '{headline}: {dates}.',
  monthThirteenth: '{month} 13',
  comma: '{a}, {b}',
  and: '{a} and {b}',
  factOne:
    'Every year has at least one Friday the 13th and at most three. {year} has one, the fewest possible.',
  factTwo: 'Every year has at least one Friday the 13th and at most three. {year} has two.',
  factThree:
    'Every year has at least one Friday the 13th and at most three. {year} has three, the most possible.',
  factSunday: {
    one: 'A month has a Friday the 13th exactly when it starts on a Sunday: in {year}, {months} starts on a Sunday.',
    other:
      'A month has a Friday the 13th exactly when it starts on a Sunday: in {year}, {months} start on a Sunday.',
  },
  factWait: {
    one: 'After {last}, the next Friday the 13th is {next}, {n} month later. The wait is never longer than 14 months, and it is only 4 weeks from February to March of a year that is not a leap year.',
    other:
      'After {last}, the next Friday the 13th is {next}, {n} months later. The wait is never longer than 14 months, and it is only 4 weeks from February to March of a year that is not a leap year.',
  },
  factCycle:
    'Over the Gregorian calendar’s 400-year cycle the 13th falls on a Friday 688 times, more often than on any other weekday.',
  factPhobia:
    'The fear of Friday the 13th is called paraskevidekatriaphobia, from the Greek words for Friday (Paraskevi) and thirteen (dekatreis).',
} as const;
