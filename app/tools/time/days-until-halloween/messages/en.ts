/** The Halloween countdown's words in English, the source of every translation (lib/i18n.ts). */
export default {
  intro: 'Counting the days to Halloween, 31 October, in your own time zone.',
  weekend: 'Halloween {year} falls on a {weekday}: a weekend, so parties can run late.',
  schoolNight: 'Halloween {year} falls on a {weekday}: trick-or-treating on a school night.',
} as const;
