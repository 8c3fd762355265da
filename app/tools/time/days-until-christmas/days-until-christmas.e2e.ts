import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { open, test } from '../../../../e2e/helpers';

const path = '/time/days-until-christmas';

test('counts to Christmas with shopping days and the planning stage, and downloads christmas-2026.ics', async ({
  page,
}) => {
  await open(page, path, { at: '2026-11-22T10:00:00' });
  await expect(page.getByTestId('countdown-days')).toHaveText('33');
  await expect(page.getByText(/^Until Friday, December 25, 2026/)).toBeVisible();
  await expect(page.getByTestId('shopping-days')).toHaveText('28');
  await expect(page.locator('[aria-current="step"]')).toContainText('31 to 60 days');
  await expect(page.getByRole('status').filter({ hasText: '33 days until Christmas' })).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('christmas-2026.ics');
  const ics = readFileSync((await file.path())!, 'utf8');
  expect(ics).toContain('DTSTART;VALUE=DATE:20261225');
  expect(ics).toContain('SUMMARY:Christmas');
});

test('on Christmas Day it counts to next year', async ({ page }) => {
  await open(page, path, { at: '2026-12-25T08:00:00' });
  await expect(page.getByTestId('countdown-days')).toHaveText('365');
  await expect(page.getByText(/^Until Saturday, December 25, 2027/)).toBeVisible();
});
