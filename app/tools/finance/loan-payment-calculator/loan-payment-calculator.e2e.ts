import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

// Every figure checked here is computed in loan-payment-calculator.test.ts against an independent
// exact-decimal run.
const path = '/finance/loan-payment-calculator';
const example = `${path}?amount=320000&rate=6.75&years=30&ppy=12&extra=200`;

const card = (page: Page, id: string) => page.getByTestId(id);
const schedule = (page: Page) => page.getByRole('region', { name: 'Amortization Schedule' });

test('the example link shows its payment, savings and schedule', async ({ page }) => {
  await open(page, example);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loan Payment Calculator');
  await expect(card(page, 'loan-payment')).toHaveText('$2,075.51');
  await expect(card(page, 'loan-total-paid')).toHaveText('$635,107.29');
  await expect(card(page, 'loan-total-interest')).toHaveText('$315,107.29');
  await expect(card(page, 'loan-payoff')).toHaveText('280 months');
  await expect(card(page, 'loan-saved')).toHaveText('$112,077.71');
  await expectTexts(page, {
    'interest-saved': '$112,077.71',
    'time-saved': '6 years 8 months',
  });
  await expect(page.getByLabel('Loan amount')).toHaveValue('320000');
  await expect(page.getByLabel('Payments per year')).toHaveValue('12');
  await expect(page.getByTestId('schedule-count')).toHaveText(
    'All 280 payments. The CSV download has every payment.',
  );
  await expect(schedule(page).getByRole('row').nth(1)).toHaveText(
    '1$2,075.51$1,800.00$275.51$200.00$319,524.49',
  );
  // 280 rows fit the 360-row limit: nothing to toggle.
  await expect(page.getByRole('button', { name: 'Show All Rows' })).toHaveCount(0);
});

test('weekly payments: Show All Rows reaches the last payment, Show Fewer Rows goes back', async ({
  page,
}) => {
  await open(page, example);
  await page.getByLabel('Payments per year').selectOption('52');
  await expect(card(page, 'loan-payment')).toHaveText('$478.65');
  await expect(page).toHaveURL(/\?amount=320000&rate=6\.75&ppy=52&extra=200$/);
  await expect(page.getByTestId('schedule-count')).toHaveText(
    'Showing payments 1 to 360 of 730. The CSV download has every payment.',
  );

  await page.getByRole('button', { name: 'Show All Rows' }).click();
  await expect(page.getByRole('button', { name: 'Show Fewer Rows' })).toBeVisible();
  await expect(page.getByTestId('schedule-count')).toHaveText(
    'All 730 payments. The CSV download has every payment.',
  );
  // The table is windowed: scroll its box (focusable, so the keyboard can scroll it too) to the end.
  await expect(schedule(page)).toHaveAttribute('tabindex', '0');
  await schedule(page).evaluate((box) => box.scrollTo(0, box.scrollHeight));
  const last = schedule(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '730', exact: true }) });
  await expect(last).toBeVisible();
  // The last extra is cut so the final payment does not exceed the balance.
  await expect(last).toHaveText('730$478.65$0.86$477.79$184.68$0.00');

  await page.getByRole('button', { name: 'Show Fewer Rows' }).click();
  await expect(page.getByRole('button', { name: 'Show All Rows' })).toBeVisible();
  await expect(schedule(page).getByRole('rowheader', { name: '730', exact: true })).toHaveCount(0);
});

test('Download CSV saves loan_amortization_schedule.csv', async ({ page }) => {
  await open(page, example);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('loan_amortization_schedule.csv');
  const text = readFileSync(await download.path(), 'utf8');
  const lines = text.split('\r\n');
  expect(lines.slice(0, 2)).toEqual([
    'Period,Payment,Interest,Principal,Extra,Balance',
    '1,2075.51,1800.00,275.51,200.00,319524.49',
  ]);
  // Header, 280 payments and the final line end.
  expect(lines).toHaveLength(282);
  expect(lines[281]).toBe('');
});

test('typing recomputes after a short pause and keeps defaults out of the address', async ({ page }) => {
  await open(page, path);
  await expect(card(page, 'loan-payment')).toHaveText('$1,580.17');
  await page.getByLabel('Loan amount').fill('200000');
  await expect(card(page, 'loan-payment')).toHaveText('$1,264.14');
  await expect(page).toHaveURL(/\?amount=200000$/);
  await page.getByRole('button', { name: 'Try $100 extra' }).click();
  await expect(page.getByLabel('Extra payment per period')).toHaveValue('100');
  await expect(page).toHaveURL(/\?amount=200000&extra=100$/);
  await page.getByLabel('Loan term').fill('0');
  await expect(card(page, 'loan-payment')).toHaveCount(0);
  await expect(page.getByText(/Enter the loan amount, the interest rate and the term/)).toBeVisible();
});

test('a 100000-payment schedule shows all rows without freezing', async ({ page }) => {
  // 2000 years of weekly payments: the schedule stops at the 100000-period cap.
  await open(page, `${path}?amount=1000&rate=1&years=2000&ppy=52`);
  await expect(
    page.getByText(/the schedule stops at 100,000 payments with \$536\.60 still owed/),
  ).toBeVisible();
  const started = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Show All Rows' }).click();
  await expect(page.getByRole('button', { name: 'Show Fewer Rows' })).toBeVisible();
  await schedule(page).evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await expect(schedule(page).getByRole('rowheader', { name: '100,000', exact: true })).toBeVisible();
  const elapsed = (await page.evaluate(() => performance.now())) - started;
  // Only a window of rows is in the page.
  expect(await schedule(page).locator('tr[data-row]').count()).toBeLessThan(120);
  expect(elapsed).toBeLessThan(2000);
});

test('fits a 375 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, example);
  await expect(card(page, 'loan-payment')).toHaveText('$2,075.51');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
