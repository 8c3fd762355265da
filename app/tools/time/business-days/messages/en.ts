/** The business days calculator's words in English, the source of every translation (lib/i18n.ts). */
export default {
  startDate: 'Start date',
  endDate: 'End date',
  includeEnd: 'Include end date',
  includeEndHint: 'The start date always counts; the end date counts only when this is ticked.',
  excludeHolidays: 'Exclude US federal holidays',
  excludeHolidaysHint:
    'The 11 federal holidays, on the weekday they are observed: a Saturday holiday on the Friday before, a Sunday holiday on the Monday after.',
  calculate: 'Calculate',
  intro:
    'Pick a start and an end date, then press Calculate to count the working days (Monday to Friday) between them.',
  introMore:
    'Weekends are skipped, and so are US federal holidays unless you untick that option. Ranges up to {years} years are counted.',
  totalDays: 'Total days counted',
  weekendDays: 'Weekend days skipped',
  holidaysSkipped: 'Holidays skipped',
  holidaysCounted: 'None (holidays counted)',
  weeksSpanned: 'Weeks spanned',
  businessDays: 'Business days',
  countingIncluded: 'Counting {start} to {end} (end date included).',
  countingExcluded: 'Counting {start} to {end} (the end date is not counted).',
  noDays: 'No days counted: the start and end dates are the same and the end date is not included.',
  weeksNote: 'Weeks spanned = total days counted ÷ 7.',
  shareTitle: 'Business Days Calculator',
  holidaysSkippedHeading: 'US federal holidays skipped',
  holidaysInRange: 'US federal holidays in this range (counted as business days)',
  noHoliday: 'No US federal holiday is observed on the days counted.',
  showAll: { one: '{heading}: {n} holiday (show all)', other: '{heading}: {n} holidays (show all)' },
  holiday: '{name}: {date}',
  holidayMoved: '{name}: {date} {observed}',
  observed: '(observed; {date} is a {weekday})',
} as const;
