import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/time/days-until-valentines-day';

test("counts to Valentine's Day with advice, pro tip and stage, and downloads valentines-day-2027.ics", async ({
  page,
}) => {
  await open(page, path, { at: '2026-11-22T10:00:00' });
  await expectTexts(page, { 'countdown-days': '84', 'valentine-label': '84 Days' });
  await expect(page.getByText(/^Plenty of time/)).toBeVisible();
  await expect(page.getByText(/with 12 weeks to go/)).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText('More than 30 days');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('valentines-day-2027.ics');
  expect(readFileSync((await file.path())!, 'utf8')).toContain('DTSTART;VALUE=DATE:20270214');
});

test("one day before: 'Day', the last tier and a tip in days", async ({ page }) => {
  await open(page, path, { at: '2027-02-13T10:00:00' });
  await expect(page.getByTestId('valentine-label')).toHaveText('1 Day');
  await expect(page.getByText(/^Last days/)).toBeVisible();
  await expect(page.getByText(/with 1 day to go/)).toBeVisible();
});

test('before the countdown is computed the page shows its intro block', async ({ request }) => {
  const html = await (await request.get(path)).text();
  expect(html).toContain('Counting the days to Valentine');
});
