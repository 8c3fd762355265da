import { expect } from '@playwright/test';
import { layoutShift, open, test } from '../../../../e2e/helpers';

const path = '/calculators/percentage-calculator';
const result = (page: import('@playwright/test').Page) => page.getByTestId('percentage-result');

test('m=of&x=15&y=200 shows 30.00 on load', async ({ page }) => {
  await open(page, `${path}?m=of&x=15&y=200`);
  await expect(result(page)).toHaveText('30.00');
  await expect(page.getByRole('paragraph').filter({ hasText: /^15% of 200 = 30.00$/ })).toBeVisible();
});

test('restores every parameter: change mode, direction and decimals', async ({ page }) => {
  await page.goto(`${path}?m=change&x=200&y=15&d=decrease&dp=3`);
  await expect(result(page)).toHaveText('170.000');
  await expect(page.getByRole('radio', { name: 'Decrease', exact: true })).toBeChecked();
  await expect(page.getByLabel('Decimal places')).toHaveValue('3');
});

test('whatPercent with Y = 0 shows a dash; decimals are clamped', async ({ page }) => {
  await page.goto(`${path}?m=whatPercent&x=5&y=0`);
  await expect(result(page)).toHaveText('—');
  await page.goto(`${path}?m=whatPercent&x=30&y=200&dp=99`);
  await expect(result(page)).toHaveText('15.000000%');
});

test('blank or non-finite input shows no result', async ({ page }) => {
  await open(page, `${path}?x=Infinity&y=200`);
  await expect(result(page)).toHaveCount(0);
  await expect(page.getByText('Enter both numbers')).toBeVisible();
});

test('typing recalculates and rewrites the URL without defaults', async ({ page }) => {
  await open(page, path);
  await page.getByLabel('Percentage (X)').fill('20');
  await page.getByLabel('Of the number (Y)').fill('1,250');
  await expect(result(page)).toHaveText('250.00');
  await expect(page).toHaveURL(/\?x=20&y=1%2C250$/);
  await page.getByText('X is what % of Y').click();
  await expect(result(page)).toHaveText('1.60%');
  await page.getByLabel('Decimal places').selectOption('0');
  await expect(result(page)).toHaveText('2%');
  await expect(page).toHaveURL(/m=whatPercent/);
  await expect(page).toHaveURL(/dp=0/);
  await page.getByLabel('Decimal places').selectOption('2');
  await expect(page).not.toHaveURL(/dp=/);
});

test('Copy summary says Copied! for 1.2 s; Permalink copies the address', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await open(page, `${path}?x=15&y=200`);
  // Freeze time so the confirmation's duration is measured exactly, whatever the machine's load.
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole('button', { name: 'Copy summary' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('15% of 200 = 30.00');
  await page.clock.runFor(1100);
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await page.clock.runFor(200);
  await expect(page.getByRole('button', { name: 'Copy summary' })).toBeVisible();

  await page.getByRole('button', { name: 'Permalink' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/calculators\/percentage-calculator\?x=15&y=200$/,
  );
});

test('copy falls back to a hidden textarea when the Clipboard API is missing', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined });
    (window as unknown as { copied: string[] }).copied = [];
    document.addEventListener('copy', () => {
      const area = document.querySelector('textarea');
      (window as unknown as { copied: string[] }).copied.push(area ? area.value : '');
    });
  });
  await open(page, `${path}?x=15&y=200`);
  await page.getByRole('button', { name: 'Copy summary' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([
    '15% of 200 = 30.00',
  ]);
  // The textarea is gone again.
  await expect(page.locator('textarea')).toHaveCount(0);
});

test('Permalink and Share build the link from the state, without unknown or hostile parameters', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, `${path}?x=15&y=200&evil=%3Cscript%3E&dp=2`);
  await page.getByLabel('Of the number (Y)').fill('300');
  // Permalink right away: the pending address write is flushed first.
  await page.getByRole('button', { name: 'Permalink' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname + new URL(link).search).toBe(`${path}?x=15&y=300`);
  await page.getByRole('button', { name: 'Share / Copy Link' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});

test('the result is announced as one line, and a result link does not shift the page', async ({ page }) => {
  await open(page, `${path}?x=15&y=200`);
  await expect(page.getByRole('status').filter({ hasText: '15% of 200 = 30.00' })).toHaveCount(1);
  expect(await layoutShift(page)).toBeLessThan(0.02);
});
