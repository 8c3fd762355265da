import { expect, type Page } from '@playwright/test';
import { expectTexts, layoutShift, open, test } from '../../../../e2e/helpers';

const path = '/time/age-calculator';
// Every figure below is checked first in age-calculator.test.ts (same dates, same clock).
const TODAY = new Date('2026-11-22T10:00:00');

const figure = (page: Page) => page.getByTestId('age-figure');
const dob = (page: Page) => page.getByLabel('Date of birth');
const target = (page: Page) => page.getByLabel('Calculate age on');
const calculate = (page: Page) => page.getByRole('button', { name: 'Calculate', exact: true });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TODAY);
});

test('dob=1988-03-14 calculates on load, on today 2026-11-22', async ({ page }) => {
  await open(page, `${path}?dob=1988-03-14`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Age Calculator');
  await expect(figure(page)).toHaveText('38 years, 8 months, 8 days');
  await expect(target(page)).toHaveValue('2026-11-22');
  await expect(dob(page)).toHaveValue('1988-03-14');
  await expectTexts(page, {
    'weekday-born': 'Monday',
    'total-days': '14,132',
    'total-hours': '339,168',
    'total-minutes': '20,350,080',
  });
  await expect(page.getByTestId('next-birthday')).toContainText('Sunday, March 14, 2027 (2027-03-14)');
  await expect(page.getByTestId('next-birthday')).toContainText('In 112 days (turns 39)');
  await expect(page.getByTestId('milestone')).toContainText(/^40/);
  await expect(page.getByTestId('milestone')).toContainText(
    'On Tuesday, March 14, 2028 (2028-03-14), in 478 days',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Born 1988-03-14' })).toHaveText(
    'Born 1988-03-14: 38 years, 8 months, 8 days old on 2026-11-22',
  );
  await expect(page.locator('main')).not.toContainText(/NaN|Invalid Date|undefined/);

  // Clear the birth date: the result goes and the button is disabled; type another and calculate.
  await dob(page).fill('');
  await expect(figure(page)).toHaveCount(0);
  await expect(calculate(page)).toBeDisabled();
  await dob(page).fill('2000-02-29');
  await calculate(page).click();
  await expect(figure(page)).toHaveText('26 years, 8 months, 24 days');
  await expect(page.getByTestId('next-birthday')).toContainText('(2027-02-28)');
  // The address follows; target is left out as it is today.
  await expect(page).toHaveURL(/\?dob=2000-02-29$/);
});

test('without a link nothing is calculated until Calculate is pressed', async ({ page }) => {
  await open(page, path);
  await expect(target(page)).toHaveValue('2026-11-22');
  await expect(calculate(page)).toBeDisabled();
  await dob(page).fill('1988-03-14');
  await expect(calculate(page)).toBeEnabled();
  await expect(page.getByText('press Calculate')).toBeVisible();
  await expect(figure(page)).toHaveCount(0);
  await calculate(page).click();
  await expect(figure(page)).toHaveText('38 years, 8 months, 8 days');
  // From then on, edits recalculate at once.
  await target(page).fill('2026-03-14');
  await expect(figure(page)).toHaveText('38 years, 0 months, 0 days');
  await expect(page.getByTestId('birthday-greeting')).toContainText('Happy birthday! 🎂 The 38th birthday.');
  await expect(page.getByTestId('next-birthday')).toContainText('0 days');
  await expect(page.getByTestId('next-birthday')).toContainText(
    'The one after: Sunday, March 14, 2027 (2027-03-14), in 365 days (turns 39)',
  );
  await expect(page).toHaveURL(/\?dob=1988-03-14&target=2026-03-14$/);
  // Today puts the target back to today, which leaves the address.
  await page.getByRole('button', { name: /^Today/ }).click();
  await expect(target(page)).toHaveValue('2026-11-22');
  await expect(page).toHaveURL(/\?dob=1988-03-14$/);
});

test('a 29 February birthday is celebrated on 28 February in a common year', async ({ page }) => {
  await open(page, `${path}?dob=2000-02-29&target=2023-02-28`);
  await expect(figure(page)).toHaveText('23 years, 0 months, 0 days');
  await expect(page.getByTestId('birthday-greeting')).toContainText('Happy birthday!');
  await expect(page.getByTestId('next-birthday')).toContainText('(2024-02-29), in 366 days');
});

test('links with bad dates show the exact messages', async ({ page }) => {
  await open(page, `${path}?dob=1988-03-14&target=1988-03-01`);
  await expect(page.getByRole('alert')).toHaveText('Target date cannot be before birth date');
  await expect(target(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(figure(page)).toHaveCount(0);

  await open(page, `${path}?dob=1988-02-30`);
  await expect(page.getByRole('alert')).toHaveText('Invalid date');
  await expect(page.getByText('The link gave “1988-02-30”.')).toBeVisible();
  await expect(dob(page)).toHaveAttribute('aria-invalid', 'true');

  await open(page, `${path}?dob=abc`);
  await expect(page.getByRole('alert')).toHaveText('Use YYYY or YYYY-MM-DD');
  await expect(figure(page)).toHaveCount(0);

  // A year beyond 9999 never crashes; a bare year is read as 1 January.
  await open(page, `${path}?dob=12345-01-01`);
  await expect(page.getByRole('alert')).toHaveText('Use YYYY or YYYY-MM-DD');
  await open(page, `${path}?dob=1988`);
  await expect(dob(page)).toHaveValue('1988-01-01');
  await expect(figure(page)).toHaveText('38 years, 10 months, 21 days');
});

test('Copy summary puts the one-line summary on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, `${path}?dob=1988-03-14`);
  await page.getByRole('button', { name: 'Copy summary' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Born 1988-03-14: 38 years, 8 months, 8 days old on 2026-11-22',
  );
});

test('a result from a link does not shift the page', async ({ page }) => {
  await open(page, `${path}?dob=1988-03-14`);
  await expect(figure(page)).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.02);
});
