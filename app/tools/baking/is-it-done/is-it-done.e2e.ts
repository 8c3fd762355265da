import { expect, type Page } from '@playwright/test';
import { open, test } from '../../../../e2e/helpers';

const path = '/cooking/is-it-done';
const instruction = (page: Page) => page.getByTestId('done-instruction');

test('pork in °C shows 63 °C with the 3-minute rest; beef doneness; unit switch', async ({ page }) => {
  await open(page, `${path}?food=pork&unit=C`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Is It Done? Meat Temperature Guide');
  await expect(page.getByLabel('Food', { exact: true })).toHaveValue('pork');
  await expect(page.getByRole('radio', { name: 'Celsius (°C)' })).toBeChecked();
  await expect(instruction(page)).toHaveText('Cook to 63 °C (145 °F).');
  await expect(page.getByTestId('done-rest')).toHaveText('Let it rest 3 minutes before carving or eating.');
  await expect(page.getByTestId('done-status')).toContainText('Food safety: the USDA safe minimum');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Pork — Chops, roasts and tenderloin: cook to 63 °C (145 °F)' }),
  ).toHaveCount(1);

  // Another cut of pork, then another food: the cut goes back to beef's first (its safety entry).
  await page.getByLabel('Cut or dish', { exact: true }).selectOption('pork-fresh-ham');
  await expect(page).toHaveURL(/id=pork-fresh-ham/);
  await page.getByLabel('Food', { exact: true }).selectOption('beef');
  await expect(page.getByLabel('Cut or dish', { exact: true })).toHaveValue('beef-steaks-roasts');
  await expect(instruction(page)).toHaveText('Cook to 63 °C (145 °F).');
  await expect(page).toHaveURL(/food=beef/);
  await expect(page).not.toHaveURL(/id=/);

  // Beef's extra doneness picker.
  await expect(page.getByRole('group', { name: 'Steak doneness' })).toBeVisible();
  await page.getByRole('radio', { name: 'Medium-rare', exact: true }).check({ force: true });
  await expect(instruction(page)).toHaveText('Cook to 54–57 °C (130–135 °F) for medium-rare.');
  await expect(page.getByTestId('done-status')).toContainText(
    'Medium-rare is a doneness preference, below the USDA safe minimum for whole cuts of beef: 63 °C (145 °F) with a 3-minute rest.',
  );
  await expect(page.getByLabel('Cut or dish', { exact: true })).toHaveValue('beef-rare');
  await expect(page).toHaveURL(/id=beef-medium-rare/);

  // Switching the unit rewrites every figure.
  await page.getByRole('radio', { name: 'Fahrenheit (°F)' }).check({ force: true });
  await expect(instruction(page)).toHaveText('Cook to 130–135 °F (54–57 °C) for medium-rare.');
  await expect(page.getByTestId('done-note')).toHaveText(
    'Whole steaks only: ground beef and burgers need 160 °F (71 °C).',
  );
  await expect(page).not.toHaveURL(/unit=/);
  await expect(page).toHaveURL(/food=beef&id=beef-medium-rare$/);

  // Back to the safety entry: the doneness picker keeps no choice.
  await page.getByLabel('Cut or dish', { exact: true }).selectOption('beef-steaks-roasts');
  await expect(instruction(page)).toHaveText('Cook to 145 °F (63 °C).');
  await expect(page.getByRole('radio', { name: 'Medium-rare', exact: true })).not.toBeChecked();
});

test('a link to a beef doneness opens it; other foods have no doneness picker', async ({ page }) => {
  await open(page, `${path}?food=beef&id=beef-well-done&unit=C`);
  await expect(instruction(page)).toHaveText('Cook to 71–74 °C (160–165 °F) for well done.');
  await expect(page.getByRole('radio', { name: 'Well done', exact: true })).toBeChecked();
  await page.getByLabel('Food', { exact: true }).selectOption('shellfish');
  await expect(page.getByRole('group', { name: 'Steak doneness' })).toHaveCount(0);
  await page.getByLabel('Cut or dish', { exact: true }).selectOption('shellfish-clams-oysters-mussels');
  await expect(page.getByText('The shells open during cooking.')).toBeVisible();
  await expect(page.getByTestId('done-note')).toHaveText('Discard any that do not open.');
});

test('a bad link shows the defaults without errors', async ({ page }) => {
  await open(page, `${path}?food=dragon&id=x&unit=K`);
  await expect(page.getByLabel('Food', { exact: true })).toHaveValue('poultry');
  await expect(page.getByRole('radio', { name: 'Fahrenheit (°F)' })).toBeChecked();
  await expect(instruction(page)).toHaveText('Cook to 165 °F (74 °C).');
  await expect(page.getByTestId('done-rest')).toHaveCount(0);

  // An id of another food, and a lower-case unit, are ignored too.
  await open(page, `${path}?food=pork&id=beef-rare&unit=c`);
  await expect(page.getByLabel('Cut or dish', { exact: true })).toHaveValue('pork-chops-roasts');
  await expect(instruction(page)).toHaveText('Cook to 145 °F (63 °C).');
});

test('the quick reference lists the first 8 safety entries in both units', async ({ page }) => {
  await open(page, path);
  const table = page.getByRole('table', { name: /Quick reference/ });
  await expect(table.locator('tbody tr')).toHaveCount(8);
  await expect(table.locator('tbody tr').first()).toHaveText(/Poultry.*165.*74/);
  await expect(table.locator('tbody tr').nth(3)).toHaveText(/Beef.*145.*63.*3 min/);
  await expect(table.locator('tbody tr').last()).toHaveText(/Ground meat.*160.*71/);
});

test('fits a 375 px screen without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, `${path}?food=beef&id=beef-medium-rare`);
  await expect(instruction(page)).toHaveText('Cook to 130–135 °F (54–57 °C) for medium-rare.');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
