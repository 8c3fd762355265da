import { expect, type Page } from '@playwright/test';
import { open, test, waitForHydration } from '../../../../e2e/helpers';

const path = '/baking/recipe-scaling-calculator';
// The catalogue's example: five rows, factor 1.5, fraction rounding.
const example = `${path}?state=%7B%22rows%22%3A%5B%7B%22qty%22%3A%222+1%2F4%22%2C%22unit%22%3A%22cup%22%2C%22item%22%3A%22all-purpose+flour%22%7D%2C%7B%22qty%22%3A%221%22%2C%22unit%22%3A%22cup%22%2C%22item%22%3A%22butter%2C+softened%22%7D%2C%7B%22qty%22%3A%223%2F4%22%2C%22unit%22%3A%22cup%22%2C%22item%22%3A%22brown+sugar%22%7D%2C%7B%22qty%22%3A%222%22%2C%22unit%22%3A%22%22%2C%22item%22%3A%22eggs%22%7D%2C%7B%22qty%22%3A%221%22%2C%22unit%22%3A%22tsp%22%2C%22item%22%3A%22vanilla+extract%22%7D%5D%2C%22factor%22%3A%221.5%22%2C%22rounding%22%3A%22fraction%22%2C%22originalYield%22%3A%22%22%2C%22targetYield%22%3A%22%22%7D`;

const table = (page: Page) => page.getByRole('table', { name: 'Scaled ingredients' });
/** The scaled quantity (second cell) of the table row naming `item`. */
const scaledOf = (page: Page, item: string) =>
  table(page).getByRole('row').filter({ hasText: item }).getByRole('cell').nth(1);
const factorLine = (page: Page) => page.getByTestId('scale-factor');
/** Each named row's scaled quantity, one after another. */
async function expectScaled(page: Page, scaled: Record<string, string>) {
  for (const [item, quantity] of Object.entries(scaled)) {
    await expect(scaledOf(page, item)).toHaveText(quantity);
  }
}

test("the catalogue's example shows the scaled rows on load", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, example);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recipe Scaling Calculator');
  await expect(factorLine(page)).toHaveText('Scaling by 1.5×');
  await expectScaled(page, {
    'all-purpose flour': '3⅜',
    'butter, softened': '1½',
    'brown sugar': '1⅛',
    eggs: '3',
    'vanilla extract': '1½',
  });
  await expect(page.getByLabel('Quantity, row 1')).toHaveValue('2 1/4');
  await expect(page.getByLabel('Scale factor')).toHaveValue('1.5');
  await expect(page.getByRole('radio', { name: 'Fractions' })).toBeChecked();

  await page.getByRole('button', { name: 'Copy scaled recipe' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    '3⅜ cup all-purpose flour\n1½ cup butter, softened\n1⅛ cup brown sugar\n3 eggs\n1½ tsp vanilla extract',
  );
});

test('edit a quantity, add and remove rows; the address keeps them', async ({ page }) => {
  await open(page, example);
  await expect(scaledOf(page, 'all-purpose flour')).toHaveText('3⅜');

  await page.getByLabel('Quantity, row 1').fill('3');
  await expect(scaledOf(page, 'all-purpose flour')).toHaveText('4½');
  await page.getByLabel('Quantity, row 3').fill('a handful');
  await expect(scaledOf(page, 'brown sugar')).toHaveText('a handful');

  await page.getByRole('button', { name: 'Add ingredient' }).click();
  await page.getByLabel('Quantity, row 6').fill('2–3');
  await page.getByLabel('Ingredient, row 6').fill('cloves garlic');
  await expect(scaledOf(page, 'cloves garlic')).toHaveText('3–4½');

  await page.getByRole('button', { name: 'Remove row 2 (butter, softened)' }).click();
  await expect(table(page).getByRole('row').filter({ hasText: 'butter' })).toHaveCount(0);
  await expect(page.getByLabel('Quantity, row 6')).toHaveCount(0);
  await expect(page.getByText('5 of 50 rows')).toBeVisible();

  await expect(page).toHaveURL(/cloves\+garlic/);
  await expect(page).not.toHaveURL(/butter/);
  await page.reload();
  await waitForHydration(page);
  await expect(scaledOf(page, 'cloves garlic')).toHaveText('3–4½');
  await expect(scaledOf(page, 'all-purpose flour')).toHaveText('4½');
  await expect(table(page).getByRole('row').filter({ hasText: 'butter' })).toHaveCount(0);
});

test('rounding to 2 decimals, yields 4 → 6 and a factor of 0', async ({ page }) => {
  await open(page, example);
  await expect(scaledOf(page, 'all-purpose flour')).toHaveText('3⅜');

  await page.getByText('2 decimals', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '2 decimals' })).toBeChecked();
  await expectScaled(page, { 'all-purpose flour': '3.38', 'brown sugar': '1.13', 'butter, softened': '1.5' });
  await expect(page).toHaveURL(/rounding%22%3A%222dp%22/);

  await page.getByLabel('Scale factor').fill('3');
  await expect(factorLine(page)).toHaveText('Scaling by 3×');
  await page.getByLabel('Original yield').fill('4');
  await page.getByLabel('Target yield').fill('6');
  await expect(factorLine(page)).toHaveText('Scaling by 1.5× (from 4 to 6 servings)');
  await expect(scaledOf(page, 'all-purpose flour')).toHaveText('3.38');
  await expect(page.getByText('Not used: the two yields set the factor.')).toBeVisible();

  await page.getByLabel('Target yield').fill('0');
  await expect(factorLine(page)).toHaveText('Scaling by 0× (from 4 to 0 servings)');
  await expect(page.getByText('Enter a factor above 0')).toBeVisible();
  await expect(scaledOf(page, 'all-purpose flour')).toHaveText('0');

  // A quick factor clears the yields.
  await page.getByRole('button', { name: '2× (double)' }).click();
  await expect(factorLine(page)).toHaveText('Scaling by 2×');
  await expect(page.getByLabel('Original yield')).toHaveValue('');
  await expect(scaledOf(page, 'all-purpose flour')).toHaveText('4.5');
});

test('paste a recipe and fill the rows', async ({ page }) => {
  await open(page, path);
  await page.getByText('Paste a whole recipe', { exact: true }).click();
  await page
    .getByLabel('Paste a recipe')
    .fill('1 1/2 cups sugar\n\n2 large eggs\n½ tsp. salt\n2-3 cloves garlic\na pinch of nutmeg');
  await page.getByRole('button', { name: 'Fill rows' }).click();

  await expect(page.getByLabel('Quantity, row 1')).toHaveValue('1 1/2');
  await expect(page.getByLabel('Unit, row 1')).toHaveValue('cups');
  await expect(page.getByLabel('Ingredient, row 1')).toHaveValue('sugar');
  await expect(page.getByLabel('Unit, row 3')).toHaveValue('tsp');
  await expect(page.getByLabel('Quantity, row 5')).toHaveValue('');
  await expect(page.getByLabel('Ingredient, row 5')).toHaveValue('a pinch of nutmeg');
  await expect(page.getByLabel('Quantity, row 6')).toHaveCount(0);

  // The default factor is 2.
  await expect(factorLine(page)).toHaveText('Scaling by 2×');
  await expectScaled(page, { sugar: '3', eggs: '4', salt: '1', garlic: '4–6', nutmeg: '' });
});

test('a malformed state link shows the default rows without errors', async ({ page }) => {
  await open(page, `${path}?state=%7Bbad`);
  await expect(factorLine(page)).toHaveText('Scaling by 2×');
  await expect(page.getByLabel('Quantity, row 1')).toHaveValue('2 1/4');
  await expect(scaledOf(page, 'all-purpose flour')).toHaveText('4½');
  await expect(scaledOf(page, 'eggs')).toHaveText('4');
  await expect(table(page).getByRole('row')).toHaveCount(6);

  // A half-good link keeps what is good.
  await open(
    page,
    `${path}?state=${encodeURIComponent('{"factor":"3","rounding":"9dp","rows":[7,{"qty":"1"}]}')}`,
  );
  await expect(factorLine(page)).toHaveText('Scaling by 3×');
  await expect(page.getByRole('radio', { name: 'Fractions' })).toBeChecked();
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(table(page).getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('3');
});

test('fits a 375 px screen without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, example);
  await expect(scaledOf(page, 'all-purpose flour')).toHaveText('3⅜');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
