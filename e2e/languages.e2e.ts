import { expect } from '@playwright/test';
import { published } from './catalogue';
import { open, test } from './helpers';

/**
 * Three tools in German, Japanese and Arabic as their readers use them: a shared link's machine
 * values, numbers typed the local way, results written the local way, the page's language and
 * direction. The words themselves are the untranslated check's (app/untranslated-pages.test.tsx).
 */
const firstBox = (page: import('@playwright/test').Page) => page.locator('main input[type=text]').first();

test('German: a link and typed German numbers (decimal comma, dot groups) in the percentage calculator', async ({
  page,
}) => {
  test.skip(!published.includes('de'), 'German is not published');
  await open(page, '/de/calculators/percentage-calculator?m=of&x=12.5&y=200');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(firstBox(page)).toHaveValue('12,5');
  await expect(page.getByTestId('percentage-result')).toHaveText('25,00');
  await page.locator('main input[type=text]').nth(1).fill('1.234,5');
  await expect(page.getByTestId('percentage-result')).toHaveText('154,31');
  // The link keeps the machine form, the same in every language.
  await expect(page).toHaveURL(/[?&]y=1234\.5(&|$)/);
});

test('Japanese: a loan link, and an amount typed with Japanese grouping', async ({ page }) => {
  test.skip(!published.includes('ja'), 'Japanese is not published');
  await open(page, '/ja/finance/loan-payment-calculator?amount=320000&rate=6.75&years=30&ppy=12&extra=200');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByTestId('loan-payment')).toHaveText('$2,075.51');
  await firstBox(page).fill('1,000,000');
  await expect(page.getByTestId('loan-payment')).toHaveText('$6,485.98');
  await expect(page).toHaveURL(/[?&]amount=1000000(&|$)/);
});

test('Arabic: right to left, Arabic-Indic digits typed, a negative figure read left to right', async ({
  page,
}) => {
  test.skip(!published.includes('ar'), 'Arabic is not published');
  await open(page, '/ar/calculators/temperature-converter?value=-40&scale=C');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('temperature-F')).toHaveText('-40°F');
  // The figure is isolated left to right inside the right-to-left page: '-40', never '40-'.
  const direction = await page
    .getByTestId('temperature-F')
    .evaluate((el) => getComputedStyle(el.querySelector('bdi') ?? el).direction);
  expect(direction).toBe('ltr');
  await firstBox(page).fill('٣٧');
  await expect(page.getByTestId('temperature-F')).toHaveText('98.6°F');
  await expect(page).toHaveURL(/[?&]value=37(&|$)/);
});
