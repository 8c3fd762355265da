import { sitemapPaths } from '~/catalogue/sitemap';
import { langTag, localizedPath, PUBLISHED_LOCALES, type Locale } from '~/lib/locale';
import { absoluteUrl } from '~/site/config';

/**
 * The sitemap: every page in every published language; with more than one, each address lists
 * its alternates in every language and English as the default (Google's hreflang in sitemaps).
 */
export function sitemapXml(paths: readonly string[], locales: readonly Locale[] = PUBLISHED_LOCALES): string {
  const link = (hreflang: string, path: string, locale: Locale) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${absoluteUrl(localizedPath(path, locale))}"/>`;
  const urls = paths.flatMap((path) => {
    const others =
      locales.length > 1
        ? [...locales.map((l) => link(langTag(l), path, l)), link('x-default', path, 'en')].join('')
        : '';
    return locales.map((l) => `  <url><loc>${absoluteUrl(localizedPath(path, l))}</loc>${others}</url>`);
  });
  const xhtml = locales.length > 1 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`;
}

/** sitemap.xml from the catalogue; prerendered to build/client/sitemap.xml. */
export function loader() {
  return new Response(sitemapXml(sitemapPaths()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
