/**
 * Hostile input, generated, at the unit level: every tool's page is prerendered and then
 * hydrated with queries of its own parameters carrying arbitrary values (app/test/fuzz.ts), so each
 * value goes through the tool's URL-state schema and into its logic. Whatever the query, the page
 * must hydrate without a throw, a hydration mismatch or a React warning, show a result or a
 * message but never NaN, Infinity, undefined or [object Object], and hold no element the query
 * brought. The browser pass (e2e/fuzz.e2e.ts) repeats this in Chromium against the build.
 *
 * The tools are split into shares, one test file each (app/fuzz-*.test.tsx), so that the test
 * workers share the run.
 */
import fc from 'fast-check';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { tools } from '~/catalogue';
import { hydratePage } from '~/test/page';
import { forbiddenWords, hostileQuery, longQuery, paramNames } from '~/test/fuzz';
import type { ToolPageData } from '~/site/page-data';
import { loading } from '~/test/eager-parts';

/** Runs per tool: 6 in `npm test`, which must stay within CI time, 40 in `npm run test:deep` (FUZZ_RUNS). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);

// The parts loaded on demand render at once here, so their logic is fuzzed too (the prerender
// waits for them in the build; a test has no build).
vi.mock('~/ui/lazy-part', () => import('~/test/eager-parts'));

interface RouteModule {
  loader: (args: { params: { lang?: string } }) => ToolPageData | Promise<ToolPageData>;
  default: ComponentType<{ loaderData: ToolPageData }>;
}
const routes = import.meta.glob<RouteModule>('../tools/*/*/route.tsx');

let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

/** Share `share` of `shares` of the tools (every `shares`-th one, so each share is a mix). */
export function fuzzTools(share: number, shares: number) {
  describe(`every tool survives hostile queries (share ${share + 1} of ${shares})`, () => {
    it('finds a route module for every built tool', () => {
      for (const tool of tools)
        expect(routes[`../tools/${tool.categoryId}/${tool.id}/route.tsx`], tool.id).toBeDefined();
    });

    for (const [index, tool] of tools.entries()) {
      if (index % shares !== share) continue;
      it(
        `${tool.href}`,
        async () => {
          const route = await routes[`../tools/${tool.categoryId}/${tool.id}/route.tsx`]!();
          await Promise.all(loading);
          const data = await route.loader({ params: {} });
          const Page = route.default;
          await fc.assert(
            fc.asyncProperty(hostileQuery(paramNames(tool.example)), async ({ query, values }) => {
              const page = await hydratePage(tool.href, <Page loaderData={data} />, `?${query}`);
              try {
                expect(page.errors, 'hydration mismatch').toEqual([]);
                expect(consoleError.mock.calls.map((call) => String(call[0]).slice(0, 200))).toEqual([]);
                expect(page.container.querySelector('[data-fuzz], main script')).toBeNull();
                expect(page.container.querySelector('h1')).not.toBeNull();
                expect(forbiddenWords(page.container.textContent ?? '', values)).toEqual([]);
              } finally {
                page.unmount();
                consoleError.mockClear();
              }
            }),
            { numRuns: RUNS, seed: 2000 + index },
          );
        },
        // A large page takes up to half a second a query in jsdom: the limit grows with the runs.
        RUNS * 1_000,
      );

      it(`${tool.href} reads values of 10,000 to 100,000 characters at once`, async () => {
        const route = await routes[`../tools/${tool.categoryId}/${tool.id}/route.tsx`]!();
        await Promise.all(loading);
        const data = await route.loader({ params: {} });
        const Page = route.default;
        const { query, values } = longQuery(paramNames(tool.example), index);
        const start = performance.now();
        const page = await hydratePage(tool.href, <Page loaderData={data} />, `?${query}`);
        // Hydrating such a page here takes 0.1 to 1 s; one quadratic parse of such a value, 30 s.
        const elapsed = performance.now() - start;
        try {
          expect(page.errors, 'hydration mismatch').toEqual([]);
          expect(consoleError.mock.calls.map((call) => String(call[0]).slice(0, 200))).toEqual([]);
          expect(page.container.querySelector('h1')).not.toBeNull();
          expect(forbiddenWords(page.container.textContent ?? '', values)).toEqual([]);
          expect(elapsed).toBeLessThan(5000);
        } finally {
          page.unmount();
        }
      });
    }
  });
}
