import { expect } from '@playwright/test';
import { open, test } from '../../../../e2e/helpers';

const path = '/baking/pan-size-converter';

test('loads with its parameters: an 8 × 8 recipe in a 9 × 13 pan', async ({ page }) => {
  await open(page, `${path}?ss=rect&su=in&sw=8&sl=8&sdp=2&st=30&ts=rect&tu=in&tw=9&tl=13&tdp=2&sc=yes`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pan Size Converter');
  await expect(page.getByTestId('pan-multiplier')).toHaveText('1.83×');
  await expect(page.getByTestId('pan-time')).toContainText('Bake about 30 minutes instead of 30');
});

test('the same batter, presets, a cleared depth and a missing size', async ({ page }) => {
  await open(page, `${path}?sw=8&sl=8&ts=rect&tw=9&tl=13`);
  await page.getByRole('radio', { name: 'Keep the same amount' }).check({ force: true });
  await expect(page.getByTestId('pan-thickness')).toHaveText('55% as thick');
  await expect(page.getByTestId('pan-time')).toContainText('Bake about 19 minutes instead of 30');
  await expect(page).toHaveURL(/sc=no/);

  await page
    .getByRole('group', { name: 'The pan you have presets' })
    .getByRole('button', { name: '9 in round' })
    .click();
  await expect(page.getByTestId('pan-ratio')).toHaveText('1.01');
  await page.getByLabel('The pan you have: depth').fill('');
  await expect(page.getByTestId('pan-ratio')).toHaveText('1.01');
  await page.getByLabel('The pan you have: diameter').fill('');
  await expect(page.getByText('Enter both pans’ sizes')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);
});
