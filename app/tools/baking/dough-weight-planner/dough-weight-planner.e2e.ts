import { expect } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/baking/dough-weight-planner';

test('loads with its parameters and splits 1,500 g of New York dough into 6 pieces', async ({ page }) => {
  await open(page, `${path}?w=1500&n=6&h=63&s=2.2&o=1.5&u=1.5`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dough Weight Planner');
  await expectTexts(page, {
    'dough-per-piece': '250.0 g',
    'dough-flour': '891.8 g',
    'dough-water': '561.8 g',
  });
  await expect(page.getByRole('button', { name: 'New York pizza' })).toHaveAttribute('aria-pressed', 'true');
});

test('presets, pieces and clamped links', async ({ page }) => {
  await open(page, `${path}?h=150&n=0`);
  // Hydration clamps to 90 and pieces to 1: flour = 1000 / 1.94.
  await expectTexts(page, {
    'dough-flour': '515.5 g',
    'dough-per-piece': '1,000.0 g',
  });
  await page.getByRole('button', { name: 'Focaccia' }).click();
  await expect(page.getByTestId('dough-water')).toHaveText('395.5 g');
  await page.getByLabel('Pieces').fill('8');
  await expect(page.getByTestId('dough-per-piece')).toHaveText('125.0 g');
  await expect(page).toHaveURL(/n=8/);
});
