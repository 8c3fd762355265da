/**
 * The shared controls' words and the shared logic's messages (app/ui, app/lib) in English, the
 * source of every translation (lib/i18n.ts). The root loader hands a page its language's, with the
 * site's own (site/messages), and components read them with `useSiteT<typeof en>()`.
 */
export default {
  copy: 'Copy',
  copied: 'Copied!',
  copyBlocked: 'Copy blocked',
  share: 'Share',
  copySummary: 'Copy summary',
  permalink: 'Permalink',
  linkHoldsText: 'Links include the text you entered.',
  result: 'Result',
  value: 'Value',
  rangeBetween: 'Enter a value from {min} to {max}.',
  rangeMin: 'Enter {min} or more.',
  rangeMax: 'Enter {max} or less.',
  addToCalendar: 'Add to calendar (.ics)',
  calendarFailed: 'The calendar file could not be made. Please try again.',
  countdownDays: { one: 'day', other: 'days' },
  weeks: 'Weeks',
  months: 'Months',
  hours: 'Hours',
  minutes: 'Minutes',
  untilWeekday: 'Until {date} (a weekday)',
  untilWeekend: 'Until {date} (a weekend day)',
  todayWeekday: 'That is today: {date} (a weekday)',
  todayWeekend: 'That is today: {date} (a weekend day)',
  countdownTo: 'Countdown to {event}',
  daysUntilEvent: 'Days until {event}',
  holidaySummary: { one: '{n} day until {event} ({date})', other: '{n} days until {event} ({date})' },
  calendarDescription: '{event}. Countdown from Tiny Tools.',
  youAreHere: 'You are here',
  partFailed: 'This part could not load. {link}',
  reloadPage: 'Reload the page',
} as const;
