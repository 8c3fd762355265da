import { readFileSync } from 'node:fs';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Two parts of the router this site never uses, out of the browser's bundle (2.2 KB gzip on every
 * page): its instrumentation API (the `instrumentations` option, never passed) and lazy route
 * discovery (only with `ssr: true`; this site is prerendered with the whole route manifest). The
 * router still calls a few of their functions, so each module is replaced by one in
 * scripts/router-stubs/ whose functions do what the real ones do when the feature is off. The
 * build-time render keeps the real modules.
 */
function withoutUnusedRouterParts(): Plugin {
  const stubs = Object.entries({
    '/react-router/dist/production/lib/router/instrumentation.js': 'instrumentation.js',
    '/react-router/dist/production/lib/dom/ssr/fog-of-war.js': 'fog-of-war.js',
  }).map(([module, stub]) => [module, readFileSync(`scripts/router-stubs/${stub}`, 'utf8')] as const);
  return {
    name: 'tiny-tools:without-unused-router-parts',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load: (id) => stubs.find(([module]) => id.endsWith(module))?.[1] ?? null,
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), withoutUnusedRouterParts()],
  build: {
    // SOURCEMAP=1 npm run build writes source maps, to see what each chunk is made of.
    sourcemap: Boolean(process.env.SOURCEMAP),
    // The tool page frame and its few shared modules in one chunk: one request and one gzip
    // stream instead of a dozen tiny ones (measured: tool pages 3 to 5 KB gzip lighter, other
    // pages about 4 KB heavier, every page within the 130 KB budget). Search ranking stays with
    // the search pages and the command palette, which loads on demand; the saved tools' sections
    // go with the two pages that show them; the language suggestion loads where it may appear. The
    // head's builder (seo, tool-head) stays out: pages' heads come built in their data (only the
    // 404 page builds its own in the browser).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'frame',
              test: /\/app\/(site\/(?!seo\.|tool-head\.|ToolSearch|search\.|CommandPalette|MenuFavourites|palette\.|tool-index\.|SavedTools\.|embed-frame\.|CardStar\.|EmbedDialog\.|embed-code\.|language-offer\.)|ui\/(Button|CopyButton|ShareButton|ToolActions|Field|Figure|ResultPanel|NodeIcon)\.|lib\/(url-state|format|clipboard|share|use-copied|hydrated|clock|address|locale)\.)/,
            },
          ],
        },
      },
    },
  },
  // Module workers (the regex tester, the JSON beautifier): ES output so a worker may import.
  worker: { format: 'es' },
  define: {
    // Absolute origin for canonical links, sitemap and structured data (see README).
    __SITE_ORIGIN__: JSON.stringify(
      (process.env.SITE_ORIGIN ?? 'https://tinytools.example').replace(/\/+$/, ''),
    ),
  },
});
