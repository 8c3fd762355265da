import { expect } from '@playwright/test';
import { open, test } from '../../../../e2e/helpers';

const path = '/generators/random-number-generator';

test('loads with its parameters and draws 6 different numbers from 1 to 49', async ({ page }) => {
  await open(page, `${path}?min=1&max=49&qty=6&duplicates=false`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Random Number Generator');
  const cells = page.getByTestId('random-grid').locator('li');
  await expect(cells).toHaveCount(6);
  const values = (await cells.allTextContents()).map(Number);
  expect(new Set(values).size).toBe(6);
  for (const v of values) expect(v >= 1 && v <= 49 && Number.isInteger(v)).toBe(true);
  await expect(page.getByTestId('random-summary')).toContainText('Count6');
});

test('the warning, the disabled Generate, decimals, sorting and the summary-only view', async ({ page }) => {
  await open(page, `${path}?min=1&max=5&qty=10&duplicates=false`);
  await expect(page.getByTestId('random-warning')).toHaveText(
    'You requested 10 unique numbers, but only 5 unique numbers are possible in this range.',
  );
  await expect(page.getByTestId('random-grid').locator('li')).toHaveCount(5);

  await page.getByLabel('Maximum').fill('0');
  await expect(page.getByRole('button', { name: 'Generate' })).toBeDisabled();
  await expect(page.getByText('The minimum must be below the maximum.')).toBeVisible();
  await page.getByLabel('Maximum').fill('2');
  await page.getByLabel('Allow duplicates').check();
  await page.getByLabel('Decimal numbers').check();
  await page.getByLabel('Decimal places').fill('3');
  await expect(page.getByTestId('random-grid').locator('li').first()).toHaveText(/^[12]\.\d{3}$/);
  await expect(page).toHaveURL(/decimals=true&places=3/);

  await page.getByLabel('How many numbers').fill('200');
  await expect(page.getByTestId('random-grid')).toHaveCount(0);
  await expect(page.getByText('200 numbers: too many to list here')).toBeVisible();
  await expect(page.getByTestId('random-summary')).toContainText('Count200');

  await page.getByLabel('How many numbers').fill('20');
  await page.getByLabel('Sort ascending').check();
  const sorted = (await page.getByTestId('random-grid').locator('li').allTextContents()).map(Number);
  expect(sorted).toEqual(sorted.slice().sort((a, b) => a - b));
  const before = await page.getByTestId('random-grid').textContent();
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByTestId('random-grid')).not.toHaveText(before!);
});
