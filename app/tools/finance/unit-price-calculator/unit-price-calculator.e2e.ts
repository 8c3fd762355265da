import { expect, type Page } from '@playwright/test';
import { open, test } from '../../../../e2e/helpers';

const path = '/finance/unit-price-calculator';
const example = [
  { name: 'Regular jar', price: '3.99', quantity: '16', unit: 'oz' },
  { name: 'Family size', price: '5.49', quantity: '24', unit: 'oz' },
  { name: 'Club pack', price: '9.98', quantity: '48', unit: 'oz' },
];
const best = (page: Page) => page.getByTestId('unit-price-best');
const ranks = (page: Page) => page.getByTestId('unit-price-rank');

test('the example link ranks the club pack first with its savings', async ({ page }) => {
  await open(page, `${path}?items=${encodeURIComponent(JSON.stringify(example))}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unit Price Calculator');
  await expect(page.getByLabel('Price of Regular jar', { exact: true })).toHaveValue('3.99');
  await expect(page.getByLabel('Quantity of Club pack', { exact: true })).toHaveValue('48');
  await expect(page.getByLabel('Unit of Family size', { exact: true })).toHaveValue('oz');
  // 9.98 / 48 = $0.208 per oz; 1 - (9.98 / 48) / (3.99 / 16) = 16.6%; 5.49 / 24 = $0.229, 8.3%.
  await expect(best(page)).toHaveText('Club pack');
  await expect(ranks(page)).toHaveCount(3);
  await expect(ranks(page).nth(0)).toContainText('1. Club pack');
  await expect(ranks(page).nth(0)).toContainText('Best value');
  await expect(ranks(page).nth(0)).toContainText('$0.208 per oz');
  await expect(ranks(page).nth(0)).toContainText('Saves 16.6% per oz vs Regular jar');
  await expect(ranks(page).nth(1)).toContainText('$0.229 per oz');
  await expect(ranks(page).nth(1)).toContainText('Saves 8.3% per oz vs Regular jar');
  await expect(ranks(page).nth(2)).toContainText('3. Regular jar');
  await expect(ranks(page).nth(2)).toContainText('$0.249 per oz');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Best value: Club pack at $0.208 per oz, saving 16.6% per oz vs Regular jar.' }),
  ).toHaveCount(1);
});

test('add a product, fill it in, remove one: the ranking and the address follow', async ({ page }) => {
  await open(page, `${path}?items=${encodeURIComponent(JSON.stringify(example))}`);
  await page.getByRole('button', { name: 'Add product' }).click();
  // $2.50 for 1 lb = $0.156 per oz: 1 - 0.15625 / 0.249375 = 37.3% less than the regular jar.
  await page.getByLabel('Price of Product D', { exact: true }).fill('2.50');
  await page.getByLabel('Quantity of Product D', { exact: true }).fill('1');
  await page.getByLabel('Unit of Product D', { exact: true }).selectOption('lb');
  await expect(best(page)).toHaveText('Product D');
  await expect(ranks(page).nth(0)).toContainText('$0.156 per oz ($2.500 per lb)');
  await expect(ranks(page).nth(0)).toContainText('Saves 37.3% per oz vs Regular jar');
  await expect(page).toHaveURL(/items=.*Product\+D/);

  await page.getByRole('button', { name: 'Remove Regular jar' }).click();
  await expect(page.getByLabel('Price of Regular jar', { exact: true })).toHaveCount(0);
  // Now the family size is the dearest: 1 - 0.15625 / 0.22875 = 31.7%.
  await expect(ranks(page)).toHaveCount(3);
  await expect(ranks(page).nth(0)).toContainText('Saves 31.7% per oz vs Family size');
  await expect(page).not.toHaveURL(/Regular/);
});

test('a row of another unit family is not compared', async ({ page }) => {
  await open(
    page,
    `${path}?items=${encodeURIComponent(JSON.stringify([...example, { price: 2, quantity: 500, unit: 'ml' }]))}`,
  );
  await expect(
    page.getByText('Product D is sold by volume and cannot be compared with the weights.'),
  ).toBeVisible();
  await expect(ranks(page)).toHaveCount(3);
});

test('the row limits: Remove is disabled at 2 rows, Add product at 10', async ({ page }) => {
  await open(page, path);
  await expect(page.getByRole('button', { name: 'Remove Product A' })).toBeDisabled();
  const add = page.getByRole('button', { name: 'Add product' });
  for (let i = 0; i < 8; i++) await add.click();
  await expect(page.getByLabel('Price of Product J', { exact: true })).toBeVisible();
  await expect(add).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Remove Product A' })).toBeEnabled();
});

test('invalid JSON in the link shows the two default rows without errors', async ({ page }) => {
  await open(page, `${path}?items=%7Bbad`);
  await expect(page.getByLabel('Name of Product A', { exact: true })).toHaveValue('Product A');
  await expect(page.getByLabel('Name of Product B', { exact: true })).toHaveValue('Product B');
  await expect(page.getByLabel('Price of Product A', { exact: true })).toHaveValue('');
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(2);
  await expect(page.getByText('Enter a price and a quantity for at least two products')).toBeVisible();
  await expect(ranks(page)).toHaveCount(0);
});
