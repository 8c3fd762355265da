import { expect, type Page } from '@playwright/test';
import { open, test } from '../../../../e2e/helpers';

const path = '/baking/egg-size-adjuster';
const suggested = (page: Page) => page.getByTestId('egg-suggested');
const note = (page: Page) => page.getByTestId('egg-note');

test('the catalogue example: 3 large chicken eggs are 2 duck eggs, with no note', async ({ page }) => {
  await open(page, `${path}?sk=chicken-l&sc=3&tk=duck&ru=smart`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Egg Size Adjuster');
  await expect(suggested(page)).toHaveText('2 duck eggs');
  await expect(page.getByTestId('egg-total')).toHaveText('150 g · 150 mL');
  await expect(page.getByTestId('egg-summary')).toHaveText(
    '3 large chicken eggs (150 g) = 2 duck eggs (150 g)',
  );
  await expect(note(page)).toHaveCount(0);
  await expect(page.getByLabel('Eggs in the recipe')).toHaveValue('3');
  await expect(page.getByLabel('Replace with')).toHaveValue('duck');
});

test('defaults: 6⅓ quail eggs with the note; US units; round up', async ({ page }) => {
  await open(page, path);
  await expect(suggested(page)).toHaveText('6⅓ quail eggs');
  await expect(page.getByTestId('egg-exact')).toHaveText('6.25 quail eggs');
  await expect(note(page)).toHaveText('Leave out about 1.3 g (0.09 tbsp) of beaten egg.');
  await expect(page.getByTestId('egg-whisk')).toHaveText(
    'Whisk 7 quail eggs and measure 101.3 g (101.3 mL).',
  );

  await page.getByText('US (oz, tbsp)').click();
  await expect(page.getByTestId('egg-total')).toHaveText('3.53 oz · 6.8 tbsp');
  await expect(page.getByTestId('egg-summary')).toHaveText(
    '2 large chicken eggs (3.53 oz) = 6⅓ quail eggs (3.57 oz)',
  );
  await expect(note(page)).toHaveText('Leave out about 0.09 tbsp of beaten egg.');
  await expect(page).toHaveURL(/\?u=us$/);

  await page.getByText('Round up', { exact: true }).click();
  await expect(suggested(page)).toHaveText('7 quail eggs');
  await expect(note(page)).toHaveText('Leave out about 0.78 tbsp of beaten egg.');
  await expect(page).toHaveURL(/ru=up/);

  await page.getByText('Exact', { exact: true }).click();
  await expect(suggested(page)).toHaveText('6¼ quail eggs');
  await expect(note(page)).toHaveCount(0);
});

test('editing the table changes the result; Reset table restores it; the link is unchanged', async ({
  page,
}) => {
  await open(page, `${path}?sc=3&tk=duck`);
  await expect(suggested(page)).toHaveText('2 duck eggs');
  await page.getByLabel('Duck weight (g)').fill('60');
  await expect(suggested(page)).toHaveText('2½ duck eggs');
  await expect(page.getByTestId('egg-whisk')).toHaveText('Whisk 3 duck eggs and measure 150 g (187.5 mL).');
  await page.getByLabel('Duck weight (g)').fill('');
  await expect(page.getByTestId('egg-hint')).toHaveText(
    'Duck eggs need a weight above 0 g in the reference table.',
  );
  await expect(suggested(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset table' }).click();
  await expect(page.getByLabel('Duck weight (g)')).toHaveValue('75');
  await expect(suggested(page)).toHaveText('2 duck eggs');
  await expect(page).toHaveURL(/\?sc=3&tk=duck$/);
});

test('a count of 0 shows the intro', async ({ page }) => {
  await open(page, path);
  await page.getByLabel('Eggs in the recipe').fill('0');
  await expect(suggested(page)).toHaveCount(0);
  await expect(page.getByText('Enter how many eggs your recipe uses')).toBeVisible();
  await expect(page).toHaveURL(/\?sc=0$/);
  await page.getByLabel('Eggs in the recipe').fill('4');
  await expect(suggested(page)).toHaveText('12½ quail eggs');
});

test('a bad link keeps the defaults without errors', async ({ page }) => {
  await open(page, `${path}?sk=ostrich&ru=sideways`);
  await expect(suggested(page)).toHaveText('6⅓ quail eggs');
  await expect(page.getByLabel('Egg type in the recipe')).toHaveValue('chicken-l');
  await expect(page.getByRole('radio', { name: 'Smart' })).toBeChecked();
  await expect(page.locator('main')).not.toContainText(/NaN|Infinity|undefined/);
});

test('Copy summary copies the result line', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, `${path}?sk=chicken-l&sc=3&tk=duck&ru=smart`);
  await page.getByRole('button', { name: 'Copy summary' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    '3 large chicken eggs (150 g) = 2 duck eggs (150 g)',
  );
});
