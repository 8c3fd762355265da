/** The Valentine's Day countdown's words in English, the source of every translation (lib/i18n.ts). */
export default {
  intro: 'Counting the days to Valentine’s Day, 14 February, in your own time zone.',
  introMore: 'Advice for the time left and a planning timeline appear with the countdown.',
  days: { one: '{n} Day', other: '{n} Days' },
  toValentines: '{days} to Valentine’s Day',
} as const;
