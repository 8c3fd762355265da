import { expect } from '@playwright/test';
import { open, test } from '../../../../e2e/helpers';

const path = '/calculators/roman-numeral-converter';

test('restores input and mode from the URL and shows the breakdown', async ({ page }) => {
  await open(page, `${path}?input=1994&mode=toRoman`);
  await expect(page.getByTestId('roman-output')).toHaveText('MCMXCIV');
  const rows = page.getByRole('table', { name: 'Breakdown' }).getByRole('row');
  await expect(rows).toHaveText([
    /Value\s*Numeral\s*Count\s*Total/,
    /1,000\s*M\s*1\s*1,000/,
    /900\s*CM\s*1\s*900/,
    /90\s*XC\s*1\s*90/,
    /4\s*IV\s*1\s*4/,
  ]);
});

test('converts Roman to number from the URL, case-insensitive', async ({ page }) => {
  await page.goto(`${path}?input=mmxxiv&mode=toNumber`);
  await expect(page.getByTestId('roman-output')).toHaveText('2024');
  await expect(page.getByRole('radio', { name: 'Roman → Number' })).toBeChecked();
});

test('recalculates while typing, on mode change, and keeps the URL in step', async ({ page }) => {
  await open(page, path);
  const historyLength = await page.evaluate(() => history.length);
  const input = page.getByLabel('Number (1 to 3999)');
  await input.fill('2024');
  await expect(page.getByTestId('roman-output')).toHaveText('MMXXIV');
  await expect(page).toHaveURL(/\?input=2024$/);

  await input.fill('4000');
  await expect(page.getByRole('alert')).toHaveText('Number must be between 1 and 3999');
  await input.fill('twelve');
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid number');

  await page.getByText('Roman → Number').click();
  await expect(page).toHaveURL(/mode=toNumber/);
  await expect(page.getByRole('alert')).toHaveText('Invalid Roman numeral format');
  await page.getByLabel('Roman numeral').fill('mcmxciv');
  await expect(page.getByTestId('roman-output')).toHaveText('1994');

  await page.getByLabel('Roman numeral').fill('');
  await expect(page.getByTestId('roman-output')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\?mode=toNumber$/);
  // replaceState: typing added no history entries.
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
});

test('copy shows Copied! for about two seconds and puts the numeral on the clipboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await open(page, `${path}?input=3999`);
  // Freeze time so the confirmation's duration is measured exactly, whatever the machine's load.
  await page.clock.pauseAt(Date.now() + 60_000);
  const button = page.getByRole('button', { name: 'Copy result' });
  await button.click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('MMMCMXCIX');
  await page.clock.runFor(1900);
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await page.clock.runFor(200);
  await expect(page.getByRole('button', { name: 'Copy result' })).toBeVisible();
});
