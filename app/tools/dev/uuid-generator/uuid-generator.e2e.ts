import { expect } from '@playwright/test';
import { open, test } from '../../../../e2e/helpers';

const path = '/dev/uuid-generator';
const UPPER_V4 = /^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/;

test('loads with its parameters and generates five uppercase v4 UUIDs', async ({ page }) => {
  await open(page, `${path}?format=uppercase&qty=5`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('UUID Generator');
  const items = page.getByTestId('uuid-list').locator('code');
  await expect(items).toHaveCount(5);
  for (const text of await items.allTextContents()) expect(text).toMatch(UPPER_V4);
  expect(new Set(await items.allTextContents()).size).toBe(5);
});

test('regenerates, reformats, ignores an out-of-range link quantity and validates', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, `${path}?qty=500`);
  const items = page.getByTestId('uuid-list').locator('code');
  await expect(items).toHaveCount(1);
  const first = await items.first().textContent();
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(items.first()).not.toHaveText(first!);

  await page.getByRole('radio', { name: 'Braced {…}' }).check({ force: true });
  await expect(items.first()).toHaveText(/^\{[0-9a-f-]{36}\}$/);
  await expect(page).toHaveURL(/format=braced/);

  await page.getByLabel('How many').fill('3');
  await expect(items).toHaveCount(3);
  await page.getByRole('button', { name: 'Copy all 3' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n')).toHaveLength(3);

  await page.getByText('Recent UUIDs').click();
  await expect(page.getByTestId('uuid-recent').locator('li')).toHaveCount(5);

  await page.getByLabel('UUID to check').fill('c232ab00-9414-11ec-b3c8-9f6bdeced846');
  await expect(page.getByTestId('uuid-validation')).toHaveText('✓ Valid UUID, version 1 (time-based).');
  await page.getByLabel('UUID to check').fill('not-a-uuid');
  await expect(page.getByTestId('uuid-validation')).toContainText('Not a valid UUID');
});
