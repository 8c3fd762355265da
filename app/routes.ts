import { index, prefix, route, type RouteConfig } from '@react-router/dev/routes';
import { answerPages, categories, tools } from './catalogue';
import { EMBED_PREFIX } from './lib/address';
import { DEFAULT_LOCALE, PUBLISHED_LOCALES } from './lib/locale';

/**
 * The route table, generated from the catalogue. A tool's page is its own route module at
 * app/tools/<category>/<id>/route.tsx (written by `npm run new-tool`). Other addresses of the same
 * tool render the same module under another route id. A tool's main address also answers under
 * /embed (the optional segment): the tool alone, for other sites' frames, from the same module,
 * so the embedded tools cost the route table a few bytes, not sixty more routes. The same holds for
 * the languages: every page's route but the home page starts with an optional ':lang' segment
 * (/de/baking/...); an address under an unknown one stays the host's 404 page (entry.client.tsx).
 */
function pageModule(id: string, categoryId: string): string {
  return `tools/${categoryId}/${id}/route.tsx`;
}

export default [
  index('routes/home.tsx'),
  // The home page of each language is a route of its own: an optional segment alone would make
  // every unknown one-segment address (/foo, /404) a home page.
  ...PUBLISHED_LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) =>
    route(l, 'routes/home.tsx', { id: `home-${l}` }),
  ),
  ...prefix(':lang?', [
    route('tools', 'routes/all-tools.tsx'),
    route('search', 'routes/search.tsx'),
    route('tool-index.json', 'routes/tool-index.ts'),
    route('manifest.webmanifest', 'routes/manifest.ts'),
    ...categories.map((c) => route(c.href, 'routes/category.tsx', { id: `category-${c.id}` })),
    ...tools.flatMap((t) =>
      [t.href, ...(t.aliases ?? [])].map((path, i) =>
        route(i === 0 ? `${EMBED_PREFIX}?${path}` : path, pageModule(t.id, t.categoryId), {
          id: i === 0 ? t.id : `${t.id}~alias${i}`,
        }),
      ),
    ),
    ...answerPages.map((p) => route(p.href, pageModule(p.id, p.categoryId), { id: p.id })),
  ]),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
