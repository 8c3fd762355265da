import { expect, type Page } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/time/what-week-number';
const week = (page: Page) => page.getByTestId('week-number');
const dateBox = (page: Page) => page.getByLabel('Date', { exact: true });

test.beforeEach(async ({ page }) => {
  // Sunday, November 22, 2026, 10:00 local time: ISO week 47 of 2026.
  await page.clock.setFixedTime(new Date('2026-11-22T10:00:00'));
});

test('without parameters it shows this week: week 47 of 2026', async ({ page }) => {
  await open(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What Week Number Is It?');
  await expect(dateBox(page)).toHaveValue('2026-11-22');
  await expectTexts(page, {
    'week-date': 'Today, Sunday, November 22, 2026',
    'week-number': 'Week 47 of 2026',
  });
  await expect(page.getByTestId('week-range')).toHaveText(
    'Monday, November 16, 2026 to Sunday, November 22, 2026',
  );
  await expectTexts(page, { 'weeks-in-year': '53', 'week-iso-date': '2026-W47-7' });
  await expect(page.getByTestId('week-us')).toContainText('Week 48 of 2026');
  await expect(page.getByTestId('week-year-note')).toHaveCount(0);
  // Today is the default: the address stays clean.
  await expect(page).not.toHaveURL(/[?&]date=/);
});

test('date=2027-01-01 is in week 53 of 2026, and says why', async ({ page }) => {
  await open(page, `${path}?date=2027-01-01`);
  await expect(dateBox(page)).toHaveValue('2027-01-01');
  await expect(week(page)).toHaveText('Week 53 of 2026');
  await expect(page.getByTestId('week-year-note')).toContainText(
    'January 1, 2027 is a Friday before the first Thursday of 2027, so it belongs to the last ISO week of 2026.',
  );
  await expect(page.getByTestId('week-range')).toHaveText(
    'Monday, December 28, 2026 to Sunday, January 3, 2027',
  );
  await expect(page.getByTestId('week-us')).toContainText('Week 1 of 2027');
});

test('typing a date, the week buttons and Today update the result and the address', async ({ page }) => {
  await open(page, path);
  await dateBox(page).fill('2024-12-30');
  await expect(week(page)).toHaveText('Week 1 of 2025');
  await expect(page.getByTestId('week-year-note')).toContainText("this week's Thursday is January 2, 2025");
  await expect(page).toHaveURL(/\?date=2024-12-30$/);
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(dateBox(page)).toHaveValue('2024-12-23');
  await expect(week(page)).toHaveText('Week 52 of 2024');
  await expect(page).toHaveURL(/\?date=2024-12-23$/);
  await page.getByRole('button', { name: /^Today/ }).click();
  await expect(week(page)).toHaveText('Week 47 of 2026');
  await expect(page).not.toHaveURL(/[?&]date=/);
});

test('date=2027-13-01 says Invalid date; a malformed value says Use YYYY-MM-DD', async ({ page }) => {
  await open(page, `${path}?date=2027-13-01`);
  await expect(page.getByRole('alert')).toHaveText('Invalid date');
  await expect(page.getByText('The link gave “2027-13-01”.')).toBeVisible();
  await expect(week(page)).toHaveCount(0);
  await open(page, `${path}?date=2026-W47`);
  await expect(page.getByRole('alert')).toHaveText('Use YYYY-MM-DD');
  await expect(page.locator('main')).not.toContainText(/NaN|undefined|Invalid Date/);
  // Today repairs it.
  await page.getByRole('button', { name: /^Today/ }).click();
  await expect(week(page)).toHaveText('Week 47 of 2026');
});
