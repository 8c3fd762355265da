/** The week number tool's words in English, the source of every translation (lib/i18n.ts). */
export default {
  linkGave: 'The link gave “{value}”.',
  date: 'Date',
  todayLabel: "Today: show this week's number",
  today: 'Today',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  isoNote:
    'ISO 8601 weeks run Monday to Sunday. Week 1 is the week with the year’s first Thursday (the week of January 4), so a few days at the start or end of a year can belong to the neighbouring year’s weeks.',
  intro: 'Pick a date to see its ISO week number, the dates of that week and its US-style number.',
  todayDate: 'Today, {date}',
  noteLabel: 'Note:',
  yearNote: '{label} {note}',
  theWeek: 'The week (Monday to Sunday)',
  isoWeeksIn: 'ISO weeks in {year}',
  isoWeekDate: 'ISO week date',
  usWeekNumber: 'US-style week number',
  usWeek: 'Week {week} of {year}',
  usDetail:
    '{range}. In the US style weeks start on Sunday and week 1 is the week that contains January 1, however short, so the number can differ from the ISO one; {year} has {weeks} such weeks.',
  shareTitle: 'What Week Number Is It?',
  heading: 'Week {week} of {year}',
  range: '{from} to {to}',
  yearNoteBefore:
    '{date} is a {weekday} before the first Thursday of {year}, so it belongs to the last ISO week of {weekYear}. Week 1 of {year} starts on {monday}.',
  yearNoteAfter:
    "{date} falls in week 1 of {weekYear}: an ISO week belongs to the year of its Thursday, and this week's Thursday is {thursday}.",
  'weeksInYear.fiftyTwo': '{year} has 52 ISO weeks.',
  'weeksInYear.leapWednesday': '{year} has 53 ISO weeks: it is a leap year that starts on a Wednesday.',
  'weeksInYear.thursday': '{year} has 53 ISO weeks: it starts on a Thursday.',
  summary: '{date} is in ISO week {week} of {year} ({range}).',
} as const;
