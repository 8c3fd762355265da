import { expect, type Page } from '@playwright/test';
import { open, test } from '../../../../e2e/helpers';

const path = '/baking/high-altitude-adjuster';
const byTestId = (page: Page, id: string) => page.getByTestId(id);

test('the catalogue example shows Denver: 2 steps, +10 °F and the new time for 35 min', async ({ page }) => {
  await open(page, `${path}?city=Denver&u=ft&r=cake&t=35`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('High-Altitude Baking Adjuster');
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Denver');
  await expect(byTestId(page, 'altitude')).toHaveText('5,280 ft (1,609 m)');
  await expect(byTestId(page, 'altitude-source')).toHaveText('Denver, Colorado — 5,280 ft');
  await expect(byTestId(page, 'steps')).toHaveText('2 × 1,000 ft');
  await expect(byTestId(page, 'oven')).toHaveText('+10 °F (+6 °C)');
  await expect(byTestId(page, 'new-time')).toHaveText('37.8 min (was 35 min, +8%)');
  await expect(page.getByRole('table', { name: 'Ingredient changes for cake' }).getByRole('row')).toHaveText([
    /Ingredient\s*Change\s*Per step/,
    /Leavening\s*-0\.25 tsp per tsp\s*-0\.125 tsp/,
    /Sugar\s*-2 Tbsp per cup\s*-1 Tbsp/,
    /Liquid\s*\+3 Tbsp per cup\s*\+1\.5 Tbsp/,
    /Flour\s*\+1 Tbsp per cup\s*\+0\.5 Tbsp/,
  ]);
  await expect(page.getByRole('button', { name: 'Denver', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Denver, Colorado — 5,280 ft, cake' })).toHaveCount(
    1,
  );
});

test('typing a city, an unknown city, a manual altitude in metres and the yeast type', async ({ page }) => {
  await open(page, `${path}?city=Denver&u=ft&r=cake&t=35`);
  const city = page.getByLabel('City', { exact: true });

  await city.fill('la paz');
  await expect(byTestId(page, 'altitude-source')).toHaveText('La Paz, Bolivia — 11,942 ft');
  await expect(byTestId(page, 'altitude')).toHaveText('11,942 ft (3,640 m)');
  await expect(byTestId(page, 'steps')).toHaveText('8 × 1,000 ft');
  await expect(byTestId(page, 'oven')).toHaveText('+25 °F (+14 °C), capped at 25 °F');
  await expect(page).toHaveURL(/city=la(\+|%20)paz/);

  await city.fill('Atlantis');
  await expect(page.getByRole('alert')).toHaveText('No match (use manual altitude)');
  await expect(byTestId(page, 'altitude')).toHaveCount(0);

  await page.getByLabel('Manual altitude (optional)').fill('2000');
  await page.getByText('Metres', { exact: true }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(byTestId(page, 'altitude')).toHaveText('6,562 ft (2,000 m)');
  await expect(byTestId(page, 'altitude-source')).toHaveText('Manual altitude');
  await expect(byTestId(page, 'steps')).toHaveText('3 × 1,000 ft');
  await expect(byTestId(page, 'oven')).toHaveText('+15 °F (+8 °C)');
  await expect(byTestId(page, 'new-time')).toHaveText('39.2 min (was 35 min, +12%)');
  await expect(page).toHaveURL(/alt=2000/);
  await expect(page).toHaveURL(/u=m/);

  await page.getByLabel('Recipe type', { exact: true }).selectOption('yeast');
  await expect(byTestId(page, 'yeast-note')).toContainText('Reduce yeast by 25%');
  await expect(byTestId(page, 'new-time')).toHaveText('38.2 min (was 35 min, +9%)');
  await expect(page).toHaveURL(/r=yeast/);
});

test('a popular city button picks the city and clears the manual altitude', async ({ page }) => {
  await open(page, `${path}?alt=500`);
  await expect(byTestId(page, 'no-changes')).toHaveText(
    'No changes needed below 3,000 ft: bake as written (30 min).',
  );
  await page.getByRole('button', { name: 'Aspen', exact: true }).click();
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Aspen');
  await expect(page.getByLabel('Manual altitude (optional)')).toHaveValue('');
  await expect(byTestId(page, 'altitude-source')).toHaveText('Aspen, Colorado — 8,000 ft');
  await expect(byTestId(page, 'steps')).toHaveText('5 × 1,000 ft');
  await expect(page).toHaveURL(/\?city=Aspen$/);
});

test('a malformed link keeps the defaults without errors', async ({ page }) => {
  await open(page, `${path}?r=pie&u=km&t=-5`);
  await expect(page.getByLabel('Recipe type', { exact: true })).toHaveValue('cake');
  await expect(page.getByRole('radio', { name: 'Feet' })).toBeChecked();
  await expect(page.getByLabel('Original bake time', { exact: true })).toHaveValue('30');
  await expect(page.getByText(/^Type your city, pick a popular one/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('fits a phone screen without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, `${path}?city=La%20Paz&r=quick-bread&t=35`);
  await expect(byTestId(page, 'steps')).toHaveText('8 × 1,000 ft');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
