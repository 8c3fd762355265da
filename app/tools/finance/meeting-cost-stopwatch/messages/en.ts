/** The meeting cost stopwatch's words in English, the source of every translation (lib/i18n.ts). */
export default {
  meetingTitle: 'Meeting title',
  // The default title, held in links in English.
  defaultTitle: 'Team Sync',
  attendees: 'Attendees',
  attendeesCounted: 'Counted {count} from the @ signs of the pasted list.',
  attendeesHint: 'A number, or paste the invite list: each @ counts as one person.',
  salary: 'Average yearly salary',
  salaryHint: 'Per attendee, before tax. 2,080 work hours a year.',
  currency: 'Currency',
  formula:
    'Cost per second = salary ÷ 2,080 hours × attendees ÷ 3,600. The time is measured from the clock, so it stays right when the tab sleeps in the background.',
  running: 'Running: {perMinute} a minute.',
  titleHasCost: '{title} has cost',
  thisMeetingHasCost: 'This meeting has cost',
  elapsed: 'Elapsed {duration}',
  start: 'Start',
  pause: 'Pause',
  reset: 'Reset',
  exportPng: 'Export PNG',
  exportFailed: 'This browser could not draw the image.',
  burnRate: 'Burn rate: each bar is 10 minutes',
  perBar: '{cost} a bar',
  barValue: {
    one: '{percent}% of this bar; {count} full bar',
    other: '{percent}% of this bar; {count} full bars',
  },
  firstBar: '{percent}% of the first bar',
  fullBars: {
    one: '{n} full bar ({cost}), {percent}% of the next',
    other: '{n} full bars ({cost}), {percent}% of the next',
  },
  perMinute: 'Per minute',
  perHour: 'Per hour',
  hourlyEach: 'Hourly rate each',
  shareTitle: 'Meeting Cost Stopwatch',
  // A duration in words (words.ts, durationWords): '1 hour 2 minutes 3 seconds'.
  hours: { one: '{n} hour', other: '{n} hours' },
  minutes: { one: '{n} minute', other: '{n} minutes' },
  seconds: { one: '{n} second', other: '{n} seconds' },
  durationSeparator: ' ',
  // One line for screen readers and Share, by the number of attendees.
  summary: {
    one: '{title}: {total} after {duration} ({n} person at {salary} a year, {perMinute} a minute).',
    other: '{title}: {total} after {duration} ({n} people at {salary} a year, {perMinute} a minute).',
  },
  summaryUntitled: {
    one: 'This meeting: {total} after {duration} ({n} person at {salary} a year, {perMinute} a minute).',
    other: 'This meeting: {total} after {duration} ({n} people at {salary} a year, {perMinute} a minute).',
  },
  // The exported PNG card.
  cardHeading: 'Meeting cost',
  cardUntitled: 'Meeting',
  cardDuration: 'Duration {duration}',
  cardDetail: {
    one: '{n} person · {perMinute} per minute',
    other: '{n} people · {perMinute} per minute',
  },
  cardFooter: 'Tiny Tools · {tool}',
} as const;
