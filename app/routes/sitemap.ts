import { sitemapXml } from '~/catalogue/sitemap';

/** Prerendered to build/client/sitemap.xml. */
export function loader() {
  return new Response(sitemapXml(), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
