import { readFileSync } from 'node:fs';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * The router's instrumentation API (its `instrumentations` option, unused here) out of the
 * browser's bundle: 1.4 KB gzip on every page. The router still calls a few of its functions, so
 * the module is replaced by scripts/router-instrumentation-stub.js, whose functions do what the real
 * ones do when nothing is instrumented. The build-time render keeps the real module.
 */
function withoutRouterInstrumentation(): Plugin {
  const stub = readFileSync('scripts/router-instrumentation-stub.js', 'utf8');
  return {
    name: 'tiny-tools:without-router-instrumentation',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load: (id) => (id.endsWith('/react-router/dist/production/lib/router/instrumentation.js') ? stub : null),
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), withoutRouterInstrumentation()],
  build: {
    // SOURCEMAP=1 npm run build writes source maps, to see what each chunk is made of.
    sourcemap: Boolean(process.env.SOURCEMAP),
    // The tool page frame and its few shared modules in one chunk: one request and one gzip
    // stream instead of a dozen tiny ones (measured: tool pages 3 to 5 KB gzip lighter, other
    // pages about 4 KB heavier, every page within the 130 KB budget). Search ranking stays with
    // the search pages and the command palette, which loads on demand; the saved tools' sections
    // go with the two pages that show them. The head's builder (seo, tool-head) stays out: a tool
    // page's head comes built in its data, and only the other pages build theirs in the browser.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'frame',
              test: /\/app\/(site\/(?!seo\.|tool-head\.|ToolSearch|search\.|CommandPalette|MenuFavourites|palette\.|tool-index\.|SavedTools\.|embed-frame\.|CardStar\.|EmbedDialog\.|embed-code\.)|ui\/(Button|CopyButton|ShareButton|ToolActions|Field|Figure|ResultPanel|NodeIcon)\.|lib\/(url-state|format|clipboard|share|use-copied|hydrated|clock|address)\.)/,
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
