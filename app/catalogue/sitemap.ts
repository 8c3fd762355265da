import { absoluteUrl } from '~/site/config';
import { answerPages, categories, pendingToolIds, tools } from './index';

/** sitemap.xml from the catalogue. Pending tools are left out until they are built. */
export function sitemapXml(): string {
  const paths = [
    '/',
    '/tools',
    ...categories.map((c) => c.href),
    ...tools.filter((t) => !pendingToolIds.has(t.id)).map((t) => t.href),
    ...answerPages.filter((p) => !pendingToolIds.has(p.id)).map((p) => p.href),
  ];
  const urls = paths.map((path) => `  <url><loc>${absoluteUrl(path)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
