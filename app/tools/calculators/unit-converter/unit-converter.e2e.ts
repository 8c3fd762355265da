import { expect } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/calculators/unit-converter';

test('loads with its parameters and shows the result and the factor', async ({ page }) => {
  await open(page, `${path}?value=10&from=kg&to=lb&cat=weight`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unit Converter');
  await expectTexts(page, {
    'unit-result': '22.046226 lb',
    'unit-factor': 'Factor used: 1 kg = 2.2046226218 lb',
  });
});

test('swaps, resets units on a category change and ignores units from another category', async ({ page }) => {
  await open(page, `${path}?value=5&from=kg&to=lb`);
  // kg and lb are not lengths: the length defaults (km to mi) are used.
  await expect(page.getByTestId('unit-result')).toHaveText('3.106856 mi');

  await page.getByRole('button', { name: 'Swap units' }).click();
  await expect(page.getByTestId('unit-result')).toHaveText('8.04672 km');
  await expect(page).toHaveURL(/from=mi/);

  await page.getByLabel('From', { exact: true }).selectOption('in');
  await page.getByLabel('To', { exact: true }).selectOption('cm');
  await page.getByLabel('Value in inches').fill('1,000');
  await expect(page.getByTestId('unit-result')).toHaveText('2,540 cm');

  await page.getByRole('radio', { name: 'Weight' }).check({ force: true });
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('kg');
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('lb');
  await expect(page.getByTestId('unit-result')).toHaveText('2,204.622622 lb');
  await expect(page).toHaveURL(/cat=weight/);
  await expect(page).not.toHaveURL(/from=/);

  await page.getByLabel('Value in kilograms').fill('heavy');
  await expect(page.getByText('Type a value to convert it.')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);
});
