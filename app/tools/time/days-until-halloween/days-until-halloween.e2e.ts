import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { open, test } from '../../../../e2e/helpers';

test('counts to next Halloween and downloads halloween-2027.ics', async ({ page }) => {
  await open(page, '/time/days-until-halloween', { at: '2026-11-22T10:00:00' });
  await expect(page.getByTestId('countdown-days')).toHaveText('343');
  await expect(page.getByText(/^Until Sunday, October 31, 2027/)).toBeVisible();
  await expect(page.getByText(/a weekend, so parties can run late/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('halloween-2027.ics');
  expect(readFileSync((await file.path())!, 'utf8')).toContain('DTSTART;VALUE=DATE:20271031');
});
