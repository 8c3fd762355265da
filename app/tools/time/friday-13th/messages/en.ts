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
} as const;
