/** The Christmas countdown's words in English, the source of every translation (lib/i18n.ts). */
export default {
  intro: 'Counting the days to Christmas Day, 25 December, in your own time zone.',
  shoppingLeft: {
    one: '{days} shopping day left (six of every seven days: Sundays off).',
    other: '{days} shopping days left (six of every seven days: Sundays off).',
  },
} as const;
