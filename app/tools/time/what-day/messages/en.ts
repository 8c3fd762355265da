/** The what-day tool's words in English, the source of every translation (lib/i18n.ts). */
export default {
  linkGave: 'The link gave “{value}”.',
  date: 'Date',
  showMoon: 'Show moon phase',
  showMoonHint: 'The phase on that day, from the average lunar cycle.',
  find: 'Find',
  intro: 'Pick any date from year 1 to 9999 and press Find to see the day of the week it fell on.',
  introMore:
    'You also get the day of the year and whether it was a leap year; tick ‘Show moon phase’ to see the moon that day.',
  dayOfWeek: 'Day of the week',
  dayOfYear: 'Day of the year',
  dayOf: 'Day {day} of {days}',
  leapYear: 'Leap year',
  yes: 'Yes',
  no: 'No',
  yearHas: '{year} has {days} days',
  moonPhase: 'Moon phase',
  moonDetail: 'About {percent}% lit; moon age {age} of {month} days.',
  moonNote:
    'From the average lunar cycle at noon UTC: near a change of phase the sky can be a day ahead or behind.',
  shareTitle: 'What Day Was It?',
} as const;
