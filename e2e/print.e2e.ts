import { expect, type Page } from '@playwright/test';
import { open, test } from './helpers';

/**
 * Print preview (print media emulated): the tool's inputs, results, tables and charts print; the
 * shell, the ad slot, the related tools and every button do not, and the page says where the
 * result lives online. A screenshot of each preview is kept with the test's results.
 */
async function printPreview(page: Page, path: string, name: string) {
  await open(page, path);
  // What the browser's print command does: 'beforeprint' (opens the FAQ, writes the link), then print media.
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByText('Advertisement', { exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'You Might Also Like' })).toBeHidden();
  // No button prints (Share, Print, Copy, Download, presets...).
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('This result online:')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`${name}-print.png`), fullPage: true });
}

test('print preview of a table tool: the loan schedule', async ({ page }) => {
  await printPreview(
    page,
    '/finance/loan-payment-calculator?amount=320000&rate=6.75&years=30&ppy=12&extra=200',
    'loan',
  );
  await expect(page.getByLabel(/Loan amount/i).first()).toBeVisible();
  await expect(page.getByTestId('loan-payment')).toHaveText('$2,075.51');
  const schedule = page.getByRole('table').filter({ hasText: 'Balance' }).first();
  await expect(schedule).toBeVisible();
  await expect(schedule.getByRole('row').nth(1)).toBeVisible();
});

test('print preview of a chart tool: compound interest', async ({ page }) => {
  await printPreview(
    page,
    '/finance/compound-interest-calculator?principal=25000&contrib=500&rate=7&years=30&freq=12',
    'compound',
  );
  await expect(page.getByRole('slider', { name: /Balance at the end of each year/ })).toBeVisible();
  await expect(page.locator('figure svg').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Year-by-Year Breakdown' })).toBeVisible();
});

test('print preview of a text tool: text case', async ({ page }) => {
  await printPreview(page, '/text/text-case-converter?text=the+quick+brown+fox', 'text-case');
  await expect(page.getByRole('textbox').first()).toBeVisible();
  await expect(page.getByTestId('case-title')).toBeVisible();
  await expect(page.getByTestId('case-snake')).toHaveText('the_quick_brown_fox');
});
