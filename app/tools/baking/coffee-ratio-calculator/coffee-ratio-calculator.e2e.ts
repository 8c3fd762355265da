import { expect } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/baking/coffee-ratio-calculator';

test('loads with its parameters: 500 mL at 1:16 is 31.3 g', async ({ page }) => {
  await open(page, `${path}?w=500&r=16`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coffee Ratio Calculator');
  await expectTexts(page, {
    'coffee-grams': '31.3 g',
    'coffee-tbsp': '6.3 Tbsp',
  });
});

test('method changes reset the ratio; units convert; the cooking address works too', async ({ page }) => {
  await open(page, '/cooking/coffee-ratio-calculator');
  // One canonical address for both.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/baking\/coffee-ratio-calculator$/,
  );
  await expect(page.getByTestId('coffee-grams')).toHaveText('50.0 g');
  await page.getByLabel('Brew method').selectOption('cold-brew');
  await expect(page.getByTestId('coffee-grams')).toHaveText('93.8 g');
  // The ratio is cold brew's own, so the link names the method alone.
  await expect(page).toHaveURL(/\?m=cold-brew$/);
  await page.getByRole('radio', { name: 'cups' }).check({ force: true });
  await page.getByLabel('Water', { exact: true }).fill('4');
  await expect(page.getByTestId('coffee-grams')).toHaveText('120.0 g');
  await page.getByLabel('Water', { exact: true }).fill('');
  await expect(page.getByText('Enter the amount of water')).toBeVisible();
});

test("a link naming only the method gets the method's ratio", async ({ page }) => {
  await open(page, `${path}?m=cold-brew`);
  // 750 mL at cold brew's 1:8.
  await expect(page.getByTestId('coffee-grams')).toHaveText('93.8 g');
  await open(page, `${path}?m=aeropress`);
  // 750 mL at AeroPress's 1:14.
  await expect(page.getByTestId('coffee-grams')).toHaveText('53.6 g');
});
