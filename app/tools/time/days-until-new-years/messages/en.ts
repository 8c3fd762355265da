/** The New Year countdown's words in English, the source of every translation (lib/i18n.ts). */
export default {
  intro: 'Counting the days to 1 January, the start of next year, in your own time zone.',
  welcome: 'Welcome to {year}: it starts on a {weekday}.',
} as const;
