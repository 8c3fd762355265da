import { expect, type Page } from '@playwright/test';
import { published } from './catalogue';
import { open, test } from './helpers';

// The one test that lets the service worker run (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Waits for the page's offline worker to be active, then lists its scope and what it cached. */
function installedWorker(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    // ready resolves once a worker is active, which may still be 'activating'.
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) => {
        worker.addEventListener('statechange', () => {
          if (worker.state === 'activated') resolve();
        });
      });
    }
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return { active: registration.active?.state, scope: new URL(registration.scope).pathname, urls };
  });
}

test('after one visit, tools open and compute offline, links with parameters too', async ({
  page,
  context,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
  });

  await open(page, '/');
  // The worker's install downloads the whole site, so it waits until the page has started and
  // gone quiet (app/entry.client.tsx): once hydrated, nothing is registered yet.
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) ?? null),
  ).toBeNull();
  // Installed means every page, .data file and chunk is in the cache.
  const precached = await installedWorker(page);
  expect(precached.active).toBe('activated');
  expect(precached.urls.length).toBeGreaterThan(250);

  await context.setOffline(true);

  // Three categories, each by a link with its parameters (the query does not defeat the cache).
  await open(page, '/calculators/roman-numeral-converter?input=1994');
  await expect(page.getByTestId('roman-output')).toHaveText('MCMXCIV');

  await open(page, '/baking/cups-to-grams?ingredient=bread-flour&amount=2.5&unit=cup');
  await expect(page.getByTestId('grams-result')).toHaveText('318 g');

  await open(page, '/finance/loan-payment-calculator?amount=320000&rate=6.75&years=30&ppy=12&extra=200');
  await expect(page.getByTestId('loan-payment')).toHaveText('$2,075.51');

  // Typing still computes: all of it happens in the page.
  await open(page, '/calculators/roman-numeral-converter');
  await page.getByLabel('Number (1 to 3999)').fill('2024');
  await expect(page.getByTestId('roman-output')).toHaveText('MMXXIV');

  // Navigating between tools inside the app (the route's .data file comes from the cache).
  await page.getByRole('link', { name: 'Percentage Calculator' }).first().click();
  await expect(page).toHaveURL(/\/calculators\/percentage-calculator$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Percentage Calculator');

  // The inflation tool makes no outside call offline (it would fail): its built-in table answers.
  await open(page, '/finance/inflation-calculator?amount=50&year=2000');
  await expect(page.getByTestId('inflation-data-note')).toHaveText('Using the built-in table (up to 2024)');
  await expect(page.getByTestId('inflation-adjusted')).toHaveText('$91.64');

  expect(pageErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.setOffline(false);
});

test('in German, the German offline worker holds the German pages, not the English ones', async ({
  page,
  context,
}) => {
  test.skip(!published.includes('de'), 'German is not published');
  await open(page, '/de/');
  const installed = await installedWorker(page);
  expect(installed.scope).toBe('/de/');
  expect(installed.urls).toContain('/de/finance/loan-payment-calculator');
  expect(installed.urls).not.toContain('/finance/loan-payment-calculator');

  await context.setOffline(true);
  await open(page, '/de/finance/loan-payment-calculator?amount=320000&rate=6.75&years=30&ppy=12&extra=200');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByTestId('loan-payment')).toHaveText(/^2\.075,51\s\$$/);
  await open(page, '/de/calculators/roman-numeral-converter');
  await page.getByLabel('Zahl (1 bis 3999)').fill('2024');
  await expect(page.getByTestId('roman-output')).toHaveText('MMXXIV');
  await context.setOffline(false);
});
