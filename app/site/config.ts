/** One place for the site's identity; everything that prints the name or origin reads it here. */
declare const __SITE_ORIGIN__: string;

export const site = {
  name: 'Tiny Tools',
  tagline: 'Tiny tools, big utility',
  description:
    'Free online tools that run entirely in your browser: calculators, converters, text and developer tools, generators, time, finance and baking helpers. No sign-up, nothing uploaded.',
  /** Absolute origin without a trailing slash, set at build time by SITE_ORIGIN. */
  origin: __SITE_ORIGIN__,
  /** Public listing of the tool library's source code, linked from the footer. */
  sourceUrl: 'https://github.com/tiny-tools-site/tiny-tools',
  /** The year the site started; the footer shows it beside the current year. */
  foundedYear: 2025,
} as const;

export function absoluteUrl(path: string): string {
  return site.origin + path;
}
