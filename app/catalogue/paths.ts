import { EMBED_PREFIX } from '../lib/address';
import { DEFAULT_LOCALE, localizedPath, PUBLISHED_LOCALES, type Locale } from '../lib/locale';
import { answerPages, categories, tools } from './index';

/** The pages of one language: English's at the root, another's under its prefix. */
function pagePaths(locale: Locale): string[] {
  return [
    '/',
    '/tools',
    '/search',
    // With their trailing slash, as they are linked: the build then writes their navigation data
    // where the router asks for it (/finance/_.data).
    ...categories.map((c) => c.href),
    ...tools.flatMap((t) => [t.href, ...(t.aliases ?? [])]),
    ...answerPages.map((p) => p.href),
    // Every tool alone, for other sites' frames (noindex).
    ...tools.map((t) => `${EMBED_PREFIX}${t.href}`),
    // Every tool as search reads it, for the command palette (site/tool-index.ts).
    '/tool-index.json',
    // The web app manifest in the language (routes/manifest.ts).
    '/manifest.webmanifest',
    // Rendered by the catch-all route; the build copies it to /404.html (/de/404.html) for the host.
    '/404',
  ].map((path) => localizedPath(path, locale));
}

/** Every address written as static HTML by the build (react-router.config.ts). */
export function prerenderPaths(locales: readonly Locale[] = PUBLISHED_LOCALES): string[] {
  return [
    ...pagePaths(DEFAULT_LOCALE),
    ...locales.filter((l) => l !== DEFAULT_LOCALE).flatMap(pagePaths),
    '/sitemap.xml',
    '/robots.txt',
  ];
}
