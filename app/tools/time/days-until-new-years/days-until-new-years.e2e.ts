import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { open, test } from '../../../../e2e/helpers';

const path = '/time/days-until-new-years';

test('counts to 1 January of next year and downloads new-years-2027.ics', async ({ page }) => {
  await open(page, path, { at: '2026-11-22T10:00:00' });
  await expect(page.getByTestId('countdown-days')).toHaveText('40');
  await expect(page.getByText(/^Until Friday, January 1, 2027/)).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText('31 to 60 days');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('new-years-2027.ics');
  expect(readFileSync((await file.path())!, 'utf8')).toContain('DTSTART;VALUE=DATE:20270101');
});

test("on New Year's Day it counts to the next one", async ({ page }) => {
  await open(page, path, { at: '2027-01-01T09:00:00' });
  await expect(page.getByTestId('countdown-days')).toHaveText('365');
});
