import { expect } from '@playwright/test';
import { open, test } from '../../../../e2e/helpers';

const path = '/baking/pan-size-converter';

test('loads with its parameters: an 8 × 8 recipe in a 9 × 13 pan', async ({ page }) => {
  await open(page, `${path}?ss=rect&su=in&sw=8&sl=8&sdp=2&st=30&ts=rect&tu=in&tw=9&tl=13&tdp=2&sc=yes`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pan Size Converter');
  await expect(page.getByTestId('pan-multiplier')).toHaveText('1.83×');
  // Each pan's area and volume in its own unit.
  await expect(page.locator('main')).toContainText('64 in²');
  await expect(page.locator('main')).toContainText('234 in³');
  await expect(page.getByTestId('pan-time')).toContainText('Bake about 30 minutes instead of 30');
  // One minute is singular (a plural message, as in every language).
  await page.getByLabel('Original bake time').fill('1');
  await expect(page.getByTestId('pan-time')).toContainText('Bake about 1 minute instead of 1');

  // A pan measured in centimetres shows its area and volume in them.
  await open(page, `${path}?ss=rect&su=in&sw=8&sl=8&ts=rect&tu=cm&tw=23&tl=33&tdp=5`);
  await expect(page.locator('main')).toContainText('759 cm²');
  await expect(page.locator('main')).toContainText('3,795 cm³');
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
