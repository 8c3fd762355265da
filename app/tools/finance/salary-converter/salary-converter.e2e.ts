import { expect, type Page } from '@playwright/test';
import { open, test } from '../../../../e2e/helpers';

const path = '/finance/salary-converter';
const cell = (page: Page, period: string) => page.getByTestId(`salary-${period}`);

test("the catalogue's example link shows the annual pay and the effective hourly rate", async ({ page }) => {
  await open(page, `${path}?m=hourly&a=32.50&c=USD&hpd=7.5&pto=15&hol=11`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salary Converter');
  // 32.50 × 7.5 h × 5 days × 52 weeks = 63,375.
  await expect(cell(page, 'annual')).toHaveText('$63,375.00');
  await expect(cell(page, 'monthly')).toHaveText('$5,281.25');
  await expect(page.getByTestId('salary-row-hourly')).toContainText('(you entered)');
  // 63,375 / (7.5 × (260 − 15 − 11)) = 63,375 / 1,755 = 36.11.
  await expect(page.getByTestId('salary-effective')).toContainText('$36.11');
  await expect(page.getByTestId('salary-effective')).toContainText('hours worked: 1,755');
  await expect(page.getByRole('status').filter({ hasText: /\$32\.50 an hour/ })).toHaveText(
    '$32.50 an hour is $63,375.00 a year (7.5 h/day, 5 days/week, 52 weeks)',
  );
  await expect(page.getByLabel('Hours per day', { exact: true })).toHaveValue('7.5');
  await expect(page.getByText('How the figures are worked out')).toBeVisible();
});

test('switching to a yearly amount of 90000 shows $7,500.00 a month', async ({ page }) => {
  await open(page, `${path}?m=hourly&a=32.50&c=USD&hpd=7.5&pto=15&hol=11`);
  await page
    .getByRole('group', { name: 'The amount is paid per' })
    .getByText('Year', { exact: true })
    .click();
  await expect(page.getByRole('radio', { name: 'Year', exact: true })).toBeChecked();
  await page.getByLabel('Pay per year', { exact: true }).fill('90000');
  await expect(cell(page, 'monthly')).toHaveText('$7,500.00');
  await expect(page.getByTestId('salary-row-annual')).toContainText('(you entered)');
  // 90,000 / 1,950 paid hours.
  await expect(page.getByTestId('salary-headline')).toHaveText('$46.15');
  await expect(page).toHaveURL(/[?&]m=annual(&|$)/);
  await expect(page).toHaveURL(/[?&]a=90000(&|$)/);
  await expect(page).not.toHaveURL(/[?&]c=/);
});

test('an unknown currency in the link falls back to USD without errors', async ({ page }) => {
  await open(page, `${path}?c=XYZ&a=10`);
  await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('USD');
  await expect(cell(page, 'hourly')).toHaveText('$10.00');
  await expect(cell(page, 'annual')).toHaveText('$20,800.00');
});

test('yen have no decimals; changing the currency rewrites the address', async ({ page }) => {
  await open(page, `${path}?a=2000`);
  await page.getByLabel('Currency', { exact: true }).selectOption('JPY');
  await expect(cell(page, 'annual')).toHaveText('¥4,160,000');
  await expect(cell(page, 'monthly')).toHaveText('¥346,667');
  await expect(page).toHaveURL(/[?&]c=JPY(&|$)/);
});

test('out-of-range schedule values are clamped and say so', async ({ page }) => {
  await open(page, `${path}?a=25&dpw=9`);
  // 25 × 8 × 7 × 52.
  await expect(cell(page, 'annual')).toHaveText('$72,800.00');
  await expect(page.getByText('Days per week lowered to 7: a week has 7 days.')).toBeVisible();
  await expect(page.getByText('Enter a value from 1 to 7.')).toBeVisible();
  await page.getByLabel('Days per week', { exact: true }).fill('5');
  await expect(cell(page, 'annual')).toHaveText('$52,000.00');
  await expect(page.getByText('Days per week lowered to 7: a week has 7 days.')).toHaveCount(0);
  await expect(page).not.toHaveURL(/dpw=/);
});

test('an empty or zero amount shows the intro, and the result fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, `${path}?a=0`);
  await expect(
    page.getByText('Enter the amount as a number above 0, for example 25 or 1,234.56.'),
  ).toBeVisible();
  await expect(cell(page, 'annual')).toHaveCount(0);
  await page.getByLabel('Pay per hour', { exact: true }).fill('1,234.56');
  await expect(cell(page, 'hourly')).toHaveText('$1,234.56');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
