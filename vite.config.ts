import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // SOURCEMAP=1 npm run build writes source maps, to see what each chunk is made of.
    sourcemap: Boolean(process.env.SOURCEMAP),
    // The tool page frame and its few shared modules in one chunk: one request and one gzip
    // stream instead of a dozen tiny ones (measured: tool pages 3 to 5 KB gzip lighter, other
    // pages about 4 KB heavier, every page within the 130 KB budget). Search ranking stays with
    // the search pages and the command palette, which loads on demand; the saved tools' sections
    // go with the two pages that show them.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'frame',
              test: /\/app\/(site\/(?!ToolSearch|search\.|CommandPalette|MenuFavourites|palette\.|tool-index\.|SavedTools\.|embed-frame\.|CardStar\.|EmbedDialog\.|embed-code\.)|ui\/(Button|CopyButton|ShareButton|ToolActions|Field|Figure|ResultPanel|NodeIcon)\.|lib\/(url-state|format|clipboard|share|use-copied|hydrated|clock|address)\.)/,
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
