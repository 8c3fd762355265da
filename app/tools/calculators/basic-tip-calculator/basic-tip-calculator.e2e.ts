import { expect } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/calculators/tip-calculator';

test('loads with its parameters and shows tip, total and per person', async ({ page }) => {
  await open(page, `${path}?amount=86.40&tip=20&people=4`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tip Calculator');
  await expectTexts(page, {
    'tip-headline': '$25.92',
    'tip-amount': '$17.28',
    'tip-total': '$103.68',
  });
  await expect(page.getByRole('button', { name: '20%' })).toHaveAttribute('aria-pressed', 'true');
});

test('typing, quick tips and the ranges', async ({ page }) => {
  await open(page, path);
  await expect(page.getByText('Enter the bill (above 0)')).toBeVisible();

  await page.getByLabel('Bill amount').fill('1,000');
  await expect(page.getByTestId('tip-total')).toHaveText('$1,180.00');
  await page.getByRole('button', { name: '25%' }).click();
  await expect(page.getByTestId('tip-amount')).toHaveText('$250.00');
  await page.getByLabel('Split between').fill('3');
  await expect(page.getByTestId('tip-headline')).toHaveText('$416.67');
  await expect(page.getByText('2 people pay $416.67 and 1 pays $416.66.')).toBeVisible();
  await expect(page).toHaveURL(/amount=1%2C000&tip=25&people=3/);

  await page.getByLabel('Tip', { exact: true }).fill('60');
  await expect(page.getByText('Enter a value from 0 to 50.')).toBeVisible();
  await expect(page.getByTestId('tip-total')).toHaveCount(0);
  await page.getByLabel('Tip', { exact: true }).fill('15');
  await page.getByLabel('Split between').fill('51');
  await expect(page.getByTestId('tip-total')).toHaveCount(0);
  await page.getByLabel('Split between').fill('2');
  await expect(page.getByTestId('tip-headline')).toHaveText('$575.00');
  await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);
});
