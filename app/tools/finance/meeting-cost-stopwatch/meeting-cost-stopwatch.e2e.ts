import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/business/meeting-cost-stopwatch';

test('a shared link shows what the meeting cost, paused at its time', async ({ page }) => {
  await open(page, `${path}?t=Weekly+Planning&a=8&s=120000&c=USD&e=1800`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meeting Cost Stopwatch');
  await expect(page.getByTestId('meeting-elapsed')).toHaveText('0:30:00');
  // 120,000 / 2,080 × 8 people = $461.54 an hour; half an hour is $230.77.
  await expectTexts(page, {
    'meeting-total': '$230.77',
    'meeting-per-minute': '$7.69',
    'meeting-bars': '3 full bars ($230.77), 0% of the next',
  });
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Weekly Planning: $230.77 after 30 minutes' }),
  ).toHaveCount(1);
});

test('Start and Pause follow real time, Reset zeroes it, and the address keeps the time', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-11-25T09:00:00Z') });
  await open(page, `${path}?c=USD`);
  await expect(page.getByTestId('meeting-total')).toHaveText('$0.00');
  // The clock moves only when the test moves it.
  await page.clock.pauseAt(new Date('2026-11-25T09:01:00Z'));
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.clock.runFor(65_000);
  await expect(page.getByTestId('meeting-elapsed')).toHaveText('0:01:05');
  // 5 people at 90,000: $0.0600962 a second × 65 s = $3.91.
  await expect(page.getByTestId('meeting-total')).toHaveText('$3.91');
  // A tab asleep for ten minutes (no timers ran): the time is still right when it wakes.
  await page.clock.fastForward(600_000);
  await expect(page.getByTestId('meeting-elapsed')).toHaveText('0:11:05');
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(page.getByTestId('meeting-elapsed')).toHaveText('0:11:05');
  await expect(page).toHaveURL(/e=665/);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByTestId('meeting-elapsed')).toHaveText('0:00:00');
  // The address is written after 300 ms of quiet.
  await page.clock.runFor(500);
  await expect(page).not.toHaveURL(/e=/);
});

test('attendees from a pasted invite list, salary and currency', async ({ page }) => {
  await open(page, `${path}?e=3600&c=USD`);
  await page.getByLabel('Attendees').fill('ana@example.com, bo@example.com, cy@example.com');
  await expect(page.getByText('Counted 3 from the @ signs of the pasted list.')).toBeVisible();
  await page.getByLabel('Average yearly salary').fill('104,000');
  // 104,000 / 2,080 = $50 an hour each; 3 people for an hour = $150.
  await expect(page.getByTestId('meeting-total')).toHaveText('$150.00');
  await page.getByLabel('Currency').selectOption('JPY');
  await expect(page.getByTestId('meeting-total')).toHaveText('¥150');
  await expect(page).toHaveURL(/a=3/);
  await expect(page).toHaveURL(/s=104000/);
  await expect(page).toHaveURL(/c=JPY/);
  expect(page.url()).not.toContain('example.com');
  await page.getByLabel('Average yearly salary').fill('lots');
  await expect(page.getByTestId('meeting-total')).toHaveText('¥0');
});

test('the currency follows the browser locale unless the link names one', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await open(page, `${path}?e=60`);
  await expect(page.getByTestId('meeting-total')).toHaveText(/^£/);
  await open(page, `${path}?e=60&c=EUR`);
  await expect(page.getByTestId('meeting-total')).toHaveText(/^€/);
  await context.close();
});

test('exports a 1200 × 630 PNG', async ({ page }) => {
  await open(page, `${path}?t=Weekly+Planning&a=8&s=120000&c=USD&e=1800`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export PNG' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('meeting-cost.png');
  const png = await readFile((await download.path())!);
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  // The IHDR chunk: width and height as big-endian 32-bit integers.
  expect(png.readUInt32BE(16)).toBe(1200);
  expect(png.readUInt32BE(20)).toBe(630);
});
