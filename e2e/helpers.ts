import type axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/**
 * Marks the page's largest paints (LCP candidates) that are not the static HTML's own elements:
 * call before `open`. The elements present when parsing ends, before the module scripts run, are
 * the static page's (hydration keeps them); a candidate outside them is text the script drew.
 */
export async function watchLargestPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store = window as unknown as { __latePaints: string[] };
    const staticElements = new WeakSet<Element>();
    store.__latePaints = [];
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        for (const element of document.querySelectorAll('*')) staticElements.add(element);
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { element: Element | null; size: number }[])
        if (entry.element && !staticElements.has(entry.element))
          store.__latePaints.push(`${entry.size} px²: ${entry.element.textContent?.slice(0, 80)}`);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The late largest paints `watchLargestPaints` saw (after the page settles half a second). */
export async function latePaints(page: Page): Promise<string[]> {
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __latePaints: string[] }).__latePaints);
}

type AxeWindow = { axe?: typeof axe };

/** axe-core's minified build: half the size of `axe.source`, so each page parses it in less time. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * All of axe's rules, or (`colours`) only those a theme can break: the dark theme changes colours,
 * not structure. `scope` limits the check to one element ('main'): the header and footer are the
 * same on every tool page, so they are checked in full on the other pages and on one tool page a
 * category. axe-core runs in the page directly, injected once: AxeBuilder injects it again on each
 * run and finishes every run in a second page, which took twice as long.
 */
export async function expectNoAxeViolations(page: Page, label: string, { colours = false, scope = '' } = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    ([scope, rules]) =>
      (window as AxeWindow).axe!.run(
        scope ? { include: [scope] } : document,
        // Only violations with all their elements: the other results keep one element a rule,
        // which halves a run's time.
        {
          resultTypes: ['violations'],
          ...(rules.length ? { runOnly: { type: 'rule' as const, values: [...rules] } } : {}),
        },
      ),
    [scope, colours ? ['color-contrast', 'link-in-text-block'] : []] as const,
  );
  if (!colours) {
    // Label in name (WCAG 2.5.3): a voice-control user says the visible text of a control.
    const ran = [
      ...results.passes,
      ...results.violations,
      ...results.incomplete,
      ...results.inapplicable,
    ].map((r) => r.id);
    expect(ran, 'axe ran the label-in-name rule').toContain('label-content-name-mismatch');
  }
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations (${label})`).toEqual([]);
}
