import { expect, type Page } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/baking/cups-to-grams';
const grams = (page: Page) => page.getByTestId('grams-result');
const ounces = (page: Page) => page.getByTestId('ounces-result');
const ingredient = (page: Page) => page.getByLabel('Ingredient', { exact: true });
const search = (page: Page) => page.getByLabel('Search ingredients');
const amount = (page: Page) => page.getByLabel('Amount', { exact: true });

test('the catalogue example: 2.5 cups of bread flour is 318 g and 11.20 oz', async ({ page }) => {
  await open(page, `${path}?ingredient=bread-flour&amount=2.5&unit=cup`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cups to Grams Converter');
  await expect(grams(page)).toHaveText('318 g');
  await expect(ounces(page)).toHaveText('11.20 oz');
  await expectTexts(page, {
    'ml-result': 'Volume: about 600 mL',
    'ingredient-note': 'Spooned and leveled, not scooped',
  });
  await expect(ingredient(page)).toHaveValue('bread-flour');
  await expect(amount(page)).toHaveValue('2.5');
  await expect(page.getByRole('radio', { name: 'cup', exact: true })).toBeChecked();
  await expect(
    page.getByRole('status').filter({ hasText: 'Bread flour: 2.5 cups = 318 g (11.20 oz)' }),
  ).toHaveCount(1);
});

test('a popular button, tbsp, a search for cocoa and the amount all recalculate', async ({ page }) => {
  await open(page, path);
  await expect(grams(page)).toHaveText('120 g');

  const butter = page.getByRole('button', { name: 'Butter', exact: true });
  await butter.click();
  await expect(butter).toHaveAttribute('aria-pressed', 'true');
  await expect(grams(page)).toHaveText('227 g');
  await expect(ounces(page)).toHaveText('8.01 oz');
  await expect(page).toHaveURL(/\?ingredient=butter$/);

  // The unit buttons are radios styled as a segmented control: click the visible label.
  await page.getByRole('group', { name: 'Unit' }).getByText('tbsp', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'tbsp' })).toBeChecked();
  await expect(grams(page)).toHaveText('14 g');
  await expect(ounces(page)).toHaveText('0.50 oz');
  await expect(page).toHaveURL(/unit=tbsp/);

  // Search narrows the dropdown to the chosen ingredient and the matches; pick cocoa from it.
  await search(page).fill('cocoa');
  await expect(ingredient(page).locator('option')).toHaveText(['Butter', 'Cocoa powder']);
  await ingredient(page).selectOption('cocoa-powder');
  await expect(grams(page)).toHaveText('5 g');
  await expect(page).toHaveURL(/ingredient=cocoa-powder/);

  // Enter in the search box picks the first match.
  await search(page).fill('honey');
  await search(page).press('Enter');
  await expect(ingredient(page)).toHaveValue('honey');
  await expect(page.getByTestId('ingredient-note')).toHaveText('Weighs more than water');
  await expect(search(page)).toHaveValue('');

  await amount(page).fill('3');
  await expect(grams(page)).toHaveText('64 g');
  // The three parameters, in whatever order they were written.
  for (const pair of ['ingredient=honey', 'amount=3', 'unit=tbsp'])
    await expect(page).toHaveURL(new RegExp(`[?&]${pair}(&|$)`));
});

test('an amount of 0 shows the intro; a fraction works again', async ({ page }) => {
  await open(page, `${path}?ingredient=granulated-sugar`);
  await expect(grams(page)).toHaveText('200 g');
  await amount(page).fill('0');
  await expect(grams(page)).toHaveCount(0);
  await expect(page.getByText('Enter an amount above 0')).toBeVisible();
  await amount(page).fill('1/2');
  await expect(grams(page)).toHaveText('100 g');
  await expect(ounces(page)).toHaveText('3.53 oz');
});

test('a bad link shows the defaults and the intro, without errors', async ({ page }) => {
  await open(page, `${path}?ingredient=unobtainium&unit=gallon&amount=abc`);
  await expect(ingredient(page)).toHaveValue('all-purpose-flour');
  await expect(page.getByRole('radio', { name: 'cup', exact: true })).toBeChecked();
  await expect(amount(page)).toHaveValue('abc');
  await expect(grams(page)).toHaveCount(0);
  await expect(page.getByText('Enter an amount above 0')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Result' })).not.toContainText(/NaN|Infinity|undefined/, {
    useInnerText: true,
  });
});

test('the reference table has the first 20 ingredients and the page fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, path);
  const table = page.getByRole('table', { name: /Grams per cup, tablespoon and teaspoon/ });
  await expect(table.locator('tbody tr')).toHaveCount(20);
  await expect(table.locator('tbody tr').first()).toHaveText(/All-purpose flour\s*120 g\s*7\.5 g\s*2\.5 g/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
