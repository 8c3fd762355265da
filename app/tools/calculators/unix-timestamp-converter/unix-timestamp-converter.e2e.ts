import { expect, type Page } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/calculators/unix-timestamp-converter';
const tsPanel = (page: Page) => page.getByRole('region', { name: 'Date from timestamp' });
const datePanel = (page: Page) => page.getByRole('region', { name: 'Timestamp from date' });

test('converts the link’s timestamp and date, and the live timestamp ticks', async ({ page }) => {
  // Installed 30 s before 10:00:00 UTC, then stopped on 10:00:00 once the page is up (the clock
  // runs meanwhile, and a paused clock cannot go back): 1795341600, then 1795341601.
  await page.clock.install({ time: new Date('2026-11-22T09:59:30Z') });
  await open(page, `${path}?ts=1700000000&date=2024-01-01T00:00:00Z`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unix Timestamp Converter');

  await expectTexts(page, {
    'ts-unit': 'Read as seconds (10 digits)',
    'ts-iso-utc': '2023-11-14T22:13:20Z',
    'ts-utc': 'Tuesday, November 14, 2023, 22:13:20 UTC',
  });
  await expect(tsPanel(page)).toContainText('Tuesday, November 14, 2023');
  // The test browser's zone is UTC.
  await expect(page.getByTestId('ts-local')).toHaveText('Tuesday, November 14, 2023, 22:13:20');
  await expect(tsPanel(page)).toContainText('Your time zone: UTC (UTC+00:00)');
  await expectTexts(page, {
    'ts-iso-local': '2023-11-14T22:13:20+00:00',
    'ts-relative': '3 years ago',
    'ts-in-milliseconds': '1700000000000',
  });

  await expectTexts(page, {
    'date-seconds': '1704067200',
    'date-milliseconds': '1704067200000',
    'date-reading': 'An exact moment in UTC.',
  });

  await page.clock.pauseAt(new Date('2026-11-22T10:00:00Z'));
  await expectTexts(page, {
    'now-seconds': '1795341600',
    'now-milliseconds': '1795341600000',
  });
  await page.clock.runFor(1000);
  await expectTexts(page, {
    'now-seconds': '1795341601',
    'now-milliseconds': '1795341601000',
  });
  await page.clock.resume();

  // Typing a millisecond timestamp changes the detection; the address follows.
  await page.getByLabel('Unix timestamp').fill('1700000000000');
  await expectTexts(page, {
    'ts-unit': 'Read as milliseconds (13 digits)',
    'ts-iso-utc': '2023-11-14T22:13:20Z',
    'ts-in-seconds': '1700000000',
  });
  await expect(page).toHaveURL(/[?&]ts=1700000000000(&|$)/);
  await page.getByLabel('Unix timestamp').fill('1700000000000000');
  await expect(page.getByTestId('ts-unit')).toHaveText('Read as microseconds (16 digits)');

  await page.getByLabel('Date and time (ISO 8601)').fill('2024-01-01T09:30:00+05:30');
  await expect(page.getByTestId('date-seconds')).toHaveText('1704081600');
  await expect(page).toHaveURL(/[?&]date=2024-01-01T09%3A30%3A00%2B05%3A30(&|$)/);
});

test('shows the static page with placeholders, then Use now fills the timestamp', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-22T09:59:30Z') });
  await open(page, path);
  await expect(tsPanel(page)).toContainText('Enter a Unix timestamp');
  await page.clock.pauseAt(new Date('2026-11-22T10:00:00Z'));
  await page.getByRole('button', { name: 'Use now' }).click();
  await expect(page.getByLabel('Unix timestamp')).toHaveValue('1795341600');
  await expectTexts(page, {
    'ts-utc': 'Sunday, November 22, 2026, 10:00:00 UTC',
    'ts-relative': 'now',
  });
  await page.clock.resume();
  await expect(page).toHaveURL(/\?ts=1795341600$/);
});

test('copies the current timestamp and a result', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install({ time: new Date('2026-11-22T09:59:30Z') });
  await open(page, `${path}?ts=1700000000`);
  await page.clock.pauseAt(new Date('2026-11-22T10:00:00Z'));
  await page.getByRole('button', { name: 'Copy current seconds' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1795341600');
  await page.getByRole('button', { name: 'Copy ISO 8601 UTC' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('2023-11-14T22:13:20Z');
  await expect(tsPanel(page).getByRole('button', { name: 'Copied!' })).toBeVisible();
});

test('bad values from a link give the tool’s messages, never NaN', async ({ page }) => {
  await open(page, `${path}?ts=12abc&date=2024-13-45`);
  await expect(tsPanel(page).getByRole('alert')).toHaveText(
    'Enter a whole number of seconds, milliseconds or microseconds, like 1700000000',
  );
  await expect(datePanel(page).getByRole('alert')).toHaveText(
    'There is no such date or time: check the month, day, hours and minutes',
  );
  await page.getByLabel('Unix timestamp').fill('1234567890123456789');
  await expect(tsPanel(page).getByRole('alert')).toHaveText(
    'Too many digits: use seconds (up to 11 digits), milliseconds (12 to 14) or microseconds (15 to 17)',
  );
  await page.getByLabel('Date and time (ISO 8601)').fill('next tuesday');
  await expect(datePanel(page).getByRole('alert')).toHaveText(
    'Use an ISO 8601 date and time, like 2024-01-01T12:00:00Z',
  );
  await expect(page.locator('main')).not.toContainText(/NaN|Invalid Date|undefined/);
});

test.describe('in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('shows the local time with its zone, and reads dates without an offset there', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-22T10:00:00Z') });
    await open(page, `${path}?ts=1700000000&date=2024-01-01T09:30`);
    await expect(page.getByTestId('ts-local')).toHaveText('Tuesday, November 14, 2023, 17:13:20');
    await expect(tsPanel(page)).toContainText('Your time zone: America/New_York (UTC-05:00)');
    await expectTexts(page, {
      'ts-iso-local': '2023-11-14T17:13:20-05:00',
      'ts-utc': 'Tuesday, November 14, 2023, 22:13:20 UTC',
    });

    await expect(page.getByTestId('date-seconds')).toHaveText('1704119400');
    await expect(page.getByTestId('date-reading')).toContainText(
      'read in your time zone (America/New_York): 2024-01-01T09:30:00-05:00',
    );
    await page.getByLabel('Date and time (ISO 8601)').fill('2024-01-01');
    await expect(page.getByTestId('date-seconds')).toHaveText('1704085200');
    await expect(page.getByTestId('date-reading')).toContainText('midnight in your time zone');
    // 02:30 on 10 March 2024 was skipped in New York.
    await page.getByLabel('Date and time (ISO 8601)').fill('2024-03-10T02:30');
    await expect(page.getByTestId('date-reading')).toContainText('skipped when the clocks went forward');
    await expect(page.getByTestId('date-seconds')).toHaveText('1710055800');
  });
});
