import { expect, type Page, type Route } from '@playwright/test';
import { expectTexts, layoutShift, open, test } from '../../../../e2e/helpers';

const path = '/finance/inflation-calculator';
/** The one origin the page calls. There is no internet here: every test answers it first. */
const API = 'https://api.bls.gov/**';

/** A BLS answer with three 2025 months (average 321.0) and the annual average M13, which is ignored. */
const answer2025 = {
  status: 'REQUEST_SUCCEEDED',
  responseTime: 120,
  message: [],
  Results: {
    series: [
      {
        seriesID: 'CUUR0000SA0',
        data: [
          { year: '2025', period: 'M13', periodName: 'Annual', value: '330.000', footnotes: [{}] },
          { year: '2025', period: 'M03', periodName: 'March', value: '322.000', footnotes: [{}] },
          { year: '2025', period: 'M02', periodName: 'February', value: '321.000', footnotes: [{}] },
          { year: '2025', period: 'M01', periodName: 'January', value: '320.000', footnotes: [{}] },
        ],
      },
    ],
  },
};

const summary = (page: Page) => page.getByTestId('inflation-summary');
const note = (page: Page) => page.getByTestId('inflation-data-note');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Answers a CORS preflight, should it reach the handler (Playwright usually answers it itself). */
async function preflight(route: Route): Promise<boolean> {
  if (route.request().method() !== 'OPTIONS') return false;
  await route.fulfill({
    status: 204,
    headers: {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'content-type',
    },
  });
  return true;
}

const fulfil = (route: Route, json: unknown) =>
  route.fulfill({
    status: 200,
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': '*' },
    body: JSON.stringify(json),
  });

test('the result shows at once, then moves to 2025 when the index data arrives', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-22T10:00:00'));
  const requests: { method: string; contentType?: string; body: unknown }[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(API, async (route) => {
    if (await preflight(route)) return;
    const request = route.request();
    requests.push({
      method: request.method(),
      contentType: request.headers()['content-type'],
      body: request.postDataJSON(),
    });
    // Hold the answer until the pending state has been seen.
    await released;
    await fulfil(route, answer2025);
  });
  await open(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inflation Calculator');
  await expect(summary(page)).toHaveText('$100 in 1990 is worth $241.47 in 2024');
  await expect(note(page)).toHaveText('Checking for the latest index data…');
  release();

  // 100 × 321 / 130.7 = 245.60 (M13 left out).
  await expect(summary(page)).toHaveText('$100 in 1990 is worth $245.60 in 2025');
  await expectTexts(page, {
    'inflation-adjusted': '$245.60',
    'inflation-to-cpi': '321',
  });
  await expect(note(page)).toHaveText('Using data up to 2025 from the U.S. Bureau of Labor Statistics');
  await expect(
    page.getByLabel('From year', { exact: true }).locator('option', { hasText: '2025' }),
  ).toHaveCount(1);

  expect(requests).toEqual([
    {
      method: 'POST',
      contentType: 'application/json',
      body: { seriesid: ['CUUR0000SA0'], startyear: '2000', endyear: '2026' },
    },
  ]);
});

test.describe('the index service fails', () => {
  // The page's request is refused: only that failure itself may be reported.
  test.use({ expectedErrors: /Failed to load resource/ });

  test('a failed request keeps the built-in table: the linked amount and year, then quick buttons', async ({
    page,
  }) => {
    await page.route(API, (route) => route.abort());
    await open(page, `${path}?amount=50&year=2000`);
    await expect(note(page)).toHaveText('Using the built-in table (up to 2024)');
    // 50 × 315.6 / 172.2
    await expect(page.getByTestId('inflation-adjusted')).toHaveText('$91.64');
    await expect(summary(page)).toHaveText('$50 in 2000 is worth $91.64 in 2024');
    await expectTexts(page, {
      'inflation-from-cpi': '172.2',
      'inflation-to-cpi': '315.6',
      'inflation-ratio': '1.8328',
      'inflation-total': '83.28%',
      'inflation-annual': '3.47%',
    });
    await expect(page.getByTestId('inflation-doubling')).toHaveCount(0);
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('50');
    await expect(page.getByLabel('From year', { exact: true })).toHaveValue('2000');

    await button(page, '$1,000').click();
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('1000');
    await expect(button(page, '$1,000')).toHaveAttribute('aria-pressed', 'true');
    await expect(summary(page)).toHaveText('$1,000 in 2000 is worth $1,832.75 in 2024');
    await button(page, '1980').click();
    await expect(page.getByLabel('From year', { exact: true })).toHaveValue('1980');
    // 1000 × 315.6 / 82.4; prices more than doubled.
    await expect(summary(page)).toHaveText('$1,000 in 1980 is worth $3,830.10 in 2024');
    await expect(page.getByTestId('inflation-doubling')).toContainText(
      'more than doubled between 1980 and 2024',
    );
    await expect(page).toHaveURL(/\?amount=1000&year=1980$/);

    // Typing and the year list work too; the defaults leave the address.
    await page.getByLabel('Amount', { exact: true }).fill('100');
    await page.getByLabel('From year', { exact: true }).selectOption('1990');
    await expect(summary(page)).toHaveText('$100 in 1990 is worth $241.47 in 2024');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });

  test('an amount of 0 or a year without data shows the intro, never NaN', async ({ page }) => {
    await page.route(API, (route) => route.abort());
    await open(page, `${path}?amount=0&year=1960`);
    await expect(page.getByText('Enter an amount above 0 and pick a year from 1970 to 2024')).toBeVisible();
    await expect(summary(page)).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/NaN|Infinity|undefined/);
  });

  test('Copy puts the summary on the clipboard; the links go to the salary and loan tools', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route(API, (route) => route.abort());
    await open(page, `${path}?amount=50&year=2000`);
    await page.getByRole('button', { name: 'Copy result' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '$50 in 2000 is worth $91.64 in 2024',
    );
    await expect(page.getByRole('link', { name: 'Salary Converter', exact: true })).toHaveAttribute(
      'href',
      '/finance/salary-converter',
    );
    await page.getByRole('link', { name: 'Loan Payment Calculator', exact: true }).click();
    await expect(page).toHaveURL(/\/finance\/loan-payment-calculator$/);
  });
});

test('the prerendered page already holds the built-in result and the pending note', async ({ request }) => {
  const html = await (await request.get(path)).text();
  expect(html).toContain('$100 in 1990 is worth $241.47 in 2024');
  expect(html).toContain('Checking for the latest index data…');
});

test('neither a linked result nor the data arriving shifts the page', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-22T10:00:00'));
  await page.route(API, async (route) => {
    if (await preflight(route)) return;
    await fulfil(route, answer2025);
  });
  await open(page, `${path}?amount=50&year=2000`);
  await expect(summary(page)).toHaveText('$50 in 2000 is worth $93.21 in 2025');
  expect(await layoutShift(page)).toBeLessThan(0.02);
});
