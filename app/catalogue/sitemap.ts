import { absoluteUrl } from '~/site/config';
import { answerPages, categories, tools } from './index';

/** sitemap.xml from the catalogue. */
export function sitemapXml(): string {
  const paths = [
    '/',
    '/tools',
    ...categories.map((c) => c.href),
    ...tools.map((t) => t.href),
    ...answerPages.map((p) => p.href),
  ];
  const urls = paths.map((path) => `  <url><loc>${absoluteUrl(path)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
