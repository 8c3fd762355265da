import fc from 'fast-check';
import { expect, type Page } from '@playwright/test';
import { tools } from '../app/catalogue';
import { forbiddenWords, hostileQuery, longQuery, paramNames, type HostileQuery } from '../app/test/fuzz';
import { test, waitForHydration } from './helpers';

/**
 * Hostile input, generated (app/test/fuzz.ts): every tool opened with queries of its own
 * parameters carrying arbitrary values (3 per tool in `npm test`, 20 in `npm run test:deep`:
 * FUZZ_QUERIES), and with one query of values 10,000 to 100,000 characters long. Each page must load with its heading, no page or console error, no
 * injected element and no NaN, Infinity or undefined on screen. The seed is fixed: a failure
 * names its query, and the same run repeats it.
 */
const QUERIES_PER_TOOL = Number(process.env.FUZZ_QUERIES ?? 3);

/** The queries of one tool, the same on every run (a fixed seed per tool). */
function queries(names: string[], seed: number): HostileQuery[] {
  return fc.sample(hostileQuery(names), { seed, numRuns: QUERIES_PER_TOOL });
}

async function expectSurvives(page: Page, url: string, values: string[], problems: string[]) {
  problems.length = 0;
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible();
  // One frame: the tool has applied the query and computed.
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), url).toBeUndefined();
  await expect(page.locator('[data-fuzz], main script'), url).toHaveCount(0);
  expect(forbiddenWords(await page.locator('main').innerText(), values), url).toEqual([]);
  expect(problems, url).toEqual([]);
}

/** A hostile value never widens the page past a phone's screen. */
async function expectNoHorizontalScroll(page: Page, url: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal scroll at 375 px: ${url}`).toBeLessThanOrEqual(0);
}

// A phone's width: hostile values must not push the page sideways.
test.use({ viewport: { width: 375, height: 800 } });

for (const [index, tool] of tools.entries()) {
  test(`${tool.href} survives ${QUERIES_PER_TOOL} generated hostile queries`, async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    for (const { query, values } of queries(paramNames(tool.example), 1000 + index)) {
      await expectSurvives(page, `${tool.href}?${query}`, values, problems);
      await expectNoHorizontalScroll(page, `${tool.href}?${query}`);
    }
  });

  test(`${tool.href} answers at once with values of 10,000 to 100,000 characters`, async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const { query, values } = longQuery(paramNames(tool.example), index);
    await expectSurvives(page, `${tool.href}?${query}`, values, problems);
    // After hydration the page answers: five tasks in a row each run within 100 ms.
    const delays = await page.evaluate(async () => {
      const result: number[] = [];
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        await new Promise((resolve) => setTimeout(resolve, 0));
        result.push(performance.now() - start);
      }
      return result;
    });
    expect(Math.max(...delays), `task delays ${delays.map(Math.round).join(', ')} ms`).toBeLessThan(100);
  });
}
