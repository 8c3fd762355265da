import { expect } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/baking/yeast-to-flour-ratio';

test('loads with its parameters: 1,000 g of flour at 2% is 20 g of active dry yeast', async ({ page }) => {
  await open(page, `${path}?fa=1000&pct=2`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yeast to Flour Ratio');
  await expectTexts(page, {
    'yeast-grams': '20.0 g',
    'yeast-instant': '15.0 g',
    'yeast-fresh': '60.0 g',
  });
  await expect(page.getByLabel('Dough style')).toHaveValue('custom');
});

test('presets set the percentage; cups of bread flour; instant yeast', async ({ page }) => {
  await open(page, path);
  await expect(page.getByTestId('yeast-grams')).toHaveText('7.50 g');
  await page.getByLabel('Dough style').selectOption('enriched');
  await expect(page.getByTestId('yeast-grams')).toHaveText('15.0 g');
  await page.getByRole('radio', { name: 'Cups' }).check({ force: true });
  await page.getByLabel('Flour type').selectOption('bread');
  await page.getByLabel('Flour', { exact: true }).fill('4');
  await page.getByLabel('Yeast type').selectOption('instant');
  // 4 cups × 125 g × 3% × 0.75 = 11.25 g.
  await expect(page.getByTestId('yeast-grams')).toHaveText('11.3 g');
  await expect(page).toHaveURL(/pr=enriched/);
  await page.getByLabel('Flour', { exact: true }).fill('abc');
  await expect(page.getByText('Enter the amount of flour')).toBeVisible();
});

test("a link naming only the preset gets the preset's percentage: pizza is 0.6 %", async ({ page }) => {
  await open(page, `${path}?pr=pizza`);
  await expect(page.getByLabel('Dough style')).toHaveValue('pizza');
  // 500 g × 0.6 % = 3 g of active dry yeast.
  await expect(page.getByTestId('yeast-grams')).toHaveText('3.00 g');
  // Back to the preset's own value after a change: the link names the preset alone again.
  await page.getByLabel('Dough style').selectOption('cold');
  await page.getByLabel('Dough style').selectOption('pizza');
  await expect(page).toHaveURL(/\?pr=pizza$/);
});
