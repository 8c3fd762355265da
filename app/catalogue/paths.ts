import { answerPages, categories, tools } from './index';

/** Every address written as static HTML by the build (react-router.config.ts). */
export function prerenderPaths(): string[] {
  return [
    '/',
    '/tools',
    '/search',
    ...categories.map((c) => c.href.replace(/\/$/, '')),
    ...tools.flatMap((t) => [t.href, ...(t.aliases ?? [])]),
    ...answerPages.map((p) => p.href),
    '/sitemap.xml',
    '/robots.txt',
    // Rendered by the catch-all route; the build copies it to /404.html for the static host.
    '/404',
  ];
}
