import fc from 'fast-check';
import { expect, type Page } from '@playwright/test';
import { pendingToolIds, tools } from '../app/catalogue';
import { test, waitForHydration } from './helpers';

/**
 * Hostile input, generated: every tool opened with 20 queries of its own parameters carrying
 * arbitrary values (empty, huge, negative, NaN, Infinity, Unicode, HTML, JSON of the wrong shape,
 * broken percent-encoding). Each page must load with its heading, no page or console error, no
 * injected element and no NaN, Infinity or undefined on screen. The seed is fixed: a failure
 * names its query, and the same run repeats it.
 */
const QUERIES_PER_TOOL = 20;

const payloads = [
  '<img src=x data-fuzz onerror="window.__xss=1">',
  '"><script>window.__xss=1</script>',
  '{"__proto__":{"polluted":1}}',
  '[{"name":1,"price":{"a":[]}}]',
  'javascript:window.__xss=1',
  '%E0%A4%A',
  '%',
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '-0',
  '٣',
  '１２３',
  '0x1F',
  '9'.repeat(40),
];
const hostileValue = fc.oneof(
  fc.constantFrom(...payloads),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.double().map(String),
  fc.bigInt().map(String),
  fc.integer().map(String),
  fc.json({ maxDepth: 2 }),
);

/** A tool's own parameter names: those of its catalogue example, or a few common ones. */
function paramNames(example: string | undefined): string[] {
  const names = example ? [...new URLSearchParams(example).keys()] : [];
  return names.length > 0 ? names : ['value', 'input', 'text', 'q'];
}

/** The queries, with their values: a word the link itself holds may be echoed back ('The link gave “NaN”'). */
function queries(names: string[], seed: number): { query: string; values: string[] }[] {
  const query = fc.array(fc.tuple(fc.constantFrom(...names), hostileValue), { minLength: 1, maxLength: 8 });
  return fc.sample(query, { seed, numRuns: QUERIES_PER_TOOL }).map((pairs) => ({
    query: pairs
      // Broken percent-encoding goes in raw; everything else is encoded as a browser would.
      .map(([name, value]) => `${name}=${value.startsWith('%') ? value : encodeURIComponent(value)}`)
      .join('&'),
    values: pairs.map(([, value]) => value.toLowerCase()),
  }));
}

/** What must never appear on screen unless the visitor's own input holds it. */
const FORBIDDEN = ['NaN', 'Infinity', 'undefined', '[object Object]'];

async function expectSurvives(page: Page, url: string, values: string[], problems: string[]) {
  problems.length = 0;
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible();
  // One frame: the tool has applied the query and computed.
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), url).toBeUndefined();
  await expect(page.locator('[data-fuzz], main script'), url).toHaveCount(0);
  const text = await page.locator('main').innerText();
  for (const word of FORBIDDEN) {
    if (values.some((value) => value.includes(word.toLowerCase()))) continue;
    expect(text.includes(word), `${url} shows '${word}'`).toBe(false);
  }
  expect(problems, url).toEqual([]);
}

for (const [index, tool] of tools.filter((t) => !pendingToolIds.has(t.id)).entries()) {
  test(`${tool.href} survives ${QUERIES_PER_TOOL} generated hostile queries`, async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    for (const { query, values } of queries(paramNames(tool.example), 1000 + index)) {
      await expectSurvives(page, `${tool.href}?${query}`, values, problems);
    }
  });
}
