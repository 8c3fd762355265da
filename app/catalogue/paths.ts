import { EMBED_PREFIX } from '../lib/address';
import { answerPages, categories, tools } from './index';

/** Every address written as static HTML by the build (react-router.config.ts). */
export function prerenderPaths(): string[] {
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
    '/sitemap.xml',
    '/robots.txt',
    // Every tool as search reads it, for the command palette (site/tool-index.ts).
    '/tool-index.json',
    // Rendered by the catch-all route; the build copies it to /404.html for the static host.
    '/404',
  ];
}
