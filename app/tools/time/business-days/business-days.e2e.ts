import { expect, type Page } from '@playwright/test';
import { layoutShift, open, test } from '../../../../e2e/helpers';

const path = '/time/business-days';
const panel = (page: Page) => page.getByRole('region', { name: 'Result' });
const figure = (page: Page) => page.getByTestId('business-days-result');
/** The value of one breakdown row, by its term. */
const row = (page: Page, term: string) =>
  panel(page).locator('dl > div').filter({ hasText: term }).locator('dd');

test('the link counts 27 business days, names the holidays, and recounts without them', async ({ page }) => {
  // 23 Nov to 31 Dec 2026, end included: 39 days, 10 weekend days, 29 weekdays, of which
  // Thanksgiving (26 Nov) and Christmas Day (25 Dec) are federal holidays (see the unit tests).
  await open(page, `${path}?start=2026-11-23&end=2026-12-31&includeEnd=true`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business Days Calculator');
  await expect(figure(page)).toHaveText('27');
  await expect(row(page, 'Total days counted')).toHaveText('39');
  await expect(row(page, 'Weekend days skipped')).toHaveText('10');
  await expect(row(page, 'Holidays skipped')).toHaveText('2');
  await expect(row(page, 'Weeks spanned')).toHaveText('5.6 (5 weeks 4 days)');
  await expect(panel(page).getByRole('heading', { name: 'US federal holidays skipped' })).toBeVisible();
  await expect(panel(page).getByRole('listitem')).toHaveText([
    'Thanksgiving: Thursday, November 26, 2026',
    'Christmas Day: Friday, December 25, 2026',
  ]);
  await expect(page.getByRole('status').filter({ hasText: '27 business days' })).toHaveText(
    '27 business days from Monday, November 23, 2026 to Thursday, December 31, 2026 ' +
      '(end date included; 2 US federal holidays skipped)',
  );
  await expect(page.getByLabel('Start date', { exact: true })).toHaveValue('2026-11-23');
  await expect(page.getByLabel('End date', { exact: true })).toHaveValue('2026-12-31');
  await expect(page.getByLabel('Include end date')).toBeChecked();

  const holidays = page.getByLabel('Exclude US federal holidays');
  await expect(holidays).toBeChecked();
  await holidays.uncheck();
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(figure(page)).toHaveText('29');
  await expect(row(page, 'Holidays skipped')).toHaveText('None (holidays counted)');
  // The holidays are still named, as counted business days.
  await expect(
    panel(page).getByRole('heading', {
      name: 'US federal holidays in this range (counted as business days)',
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/[?&]holidays=false(&|$)/);
});

test('a link with the end before the start shows the exact message', async ({ page }) => {
  await open(page, `${path}?start=2026-12-31&end=2026-11-23`);
  await expect(panel(page).getByRole('alert')).toHaveText('End date cannot be before start date');
  await expect(figure(page)).toHaveCount(0);
  await expect(page.getByLabel('End date', { exact: true })).toHaveAttribute('aria-invalid', 'true');
});

test('a malformed date in the link shows the format message', async ({ page }) => {
  await open(page, `${path}?start=11%2F23%2F2026&end=2026-12-31`);
  await expect(panel(page).getByRole('alert')).toHaveText('Use YYYY-MM-DD');
  await open(page, `${path}?start=2026-02-30&end=2026-12-31`);
  await expect(panel(page).getByRole('alert')).toHaveText('Invalid date');
});

test('without a link it waits for both dates and Calculate, then writes the address', async ({ page }) => {
  await open(page, path);
  const calculate = page.getByRole('button', { name: 'Calculate' });
  await expect(calculate).toBeDisabled();
  await page.getByLabel('Start date', { exact: true }).fill('2026-07-01');
  await expect(calculate).toBeDisabled();
  await page.getByLabel('End date', { exact: true }).fill('2026-07-08');
  await expect(calculate).toBeEnabled();
  await expect(figure(page)).toHaveCount(0);
  await calculate.click();
  // Wed 1 to Tue 7 July (8 July not counted): 5 weekdays, less Friday 3 July (4 July observed).
  await expect(figure(page)).toHaveText('4');
  await expect(panel(page).getByRole('listitem')).toHaveText([
    'Independence Day: Friday, July 3, 2026 (observed; July 4, 2026 is a Saturday)',
  ]);
  await expect(page).toHaveURL(/\?start=2026-07-01&end=2026-07-08$/);
  // After the first result, edits recount at once.
  await page.getByLabel('Include end date').check();
  await expect(figure(page)).toHaveText('5');
  await expect(page).toHaveURL(/includeEnd=true/);
});

test('fits a 375 px screen and a result link does not shift the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, `${path}?start=2021-12-20&end=2022-01-17&includeEnd=true`);
  await expect(panel(page).getByRole('listitem')).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await layoutShift(page)).toBeLessThan(0.02);
});
