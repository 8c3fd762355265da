import { expect, test as base, type Page } from '@playwright/test';

/** Collects console errors and page errors (hydration mismatches included) while a test runs. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Waits until React has hydrated the page (the root app sets this marker). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

/**
 * Playwright's `test` with automatic checks: the test fails on any console error or page error
 * (a hydration mismatch included) and on any content security policy violation its page reports
 * (an inline script, a style or a request the policy refuses). A test that provokes an error on
 * purpose names what it expects with `test.use({ expectedErrors: /…/ })`. It also answers the
 * site's one outside call (the inflation tool's index data) with an empty series, as the tests
 * run offline; a test's own `page.route` for it takes precedence.
 */
export const test = base.extend<{ expectedErrors: RegExp | null; pageGuard: void }>({
  expectedErrors: [null, { option: true }],
  pageGuard: [
    async ({ page, expectedErrors }, use) => {
      await page.route('https://api.bls.gov/**', (route) =>
        route.fulfill({
          json: { status: 'REQUEST_SUCCEEDED', Results: { series: [{ seriesID: 'CUUR0000SA0', data: [] }] } },
        }),
      );
      const errors = watchErrors(page);
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, 'content security policy violations').toEqual([]);
      expect(
        errors.filter((error) => !expectedErrors?.test(error)),
        'console and page errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

/** Opens a page and waits until React has hydrated it; `at` fixes the page's clock first. */
export async function open(page: Page, url: string, { at }: { at?: string } = {}): Promise<void> {
  if (at) await page.clock.setFixedTime(new Date(at));
  await page.goto(url);
  await waitForHydration(page);
}

/** Waits until the element with each test id reads its text (a string is the whole text). */
export async function expectTexts(page: Page, expected: Record<string, string | RegExp>): Promise<void> {
  for (const [testId, value] of Object.entries(expected))
    await expect(page.getByTestId(testId)).toHaveText(value);
}

/**
 * The page's cumulative layout shift so far, plus half a second (shifts without recent input,
 * as CLS counts them): a shared link's result, drawn after hydration, must not push the page.
 */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}
