import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { open, test } from '../../../../e2e/helpers';

const path = '/time/days-until';
const days = (page: Page) => page.getByTestId('countdown-days');
const result = (page: Page) => page.getByRole('region', { name: 'Result' });
const holidayButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}`) });

test.beforeEach(async ({ page }) => {
  // Sunday 22 November 2026, 10:00 local time: every count below is from this day.
  await page.clock.setFixedTime(new Date('2026-11-22T10:00:00'));
});

test('counts to the date and event of a link, then follows holidays and typed dates', async ({ page }) => {
  await open(page, `${path}?date=2030-06-15&event=Our+Wedding`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Days Until Calculator');
  // 1,301 days (days-until.test.ts): 185 weeks, 42.7 months, a Saturday.
  await expect(days(page)).toHaveText('1,301');
  await expect(result(page)).toContainText('Our Wedding');
  await expect(result(page)).toContainText('Saturday, June 15, 2030');
  await expect(result(page)).toContainText('(a weekend day)');
  await expect(result(page).getByRole('definition')).toHaveText(['185', '42.7', '31,224', '1,873,440']);
  await expect(page.getByLabel('Custom date')).toHaveValue('2030-06-15');
  await expect(page.getByLabel('Custom date')).toHaveAttribute('min', '2026-11-22');

  await holidayButton(page, 'Christmas Day').click();
  await expect(days(page)).toHaveText('33');
  await expect(result(page)).toContainText('Christmas Day');
  await expect(result(page)).toContainText('Friday, December 25, 2026');
  await expect(page.getByLabel('Event name')).toHaveValue('');
  await expect(holidayButton(page, 'Christmas Day')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]holiday=Christmas\+Day(&|$)/);
  await expect(page).toHaveURL(/[?&]date=2026-12-25(&|$)/);
  await expect(page).not.toHaveURL(/event=/);

  await page.getByLabel('Custom date').fill('2027-03-01');
  await expect(days(page)).toHaveText('99');
  await expect(result(page)).toContainText('Monday, March 1, 2027');
  await expect(page).toHaveURL(/[?&]date=2027-03-01(&|$)/);
  await expect(page).not.toHaveURL(/holiday=/);
  await expect(holidayButton(page, 'Christmas Day')).toHaveAttribute('aria-pressed', 'false');
});

test('the quick buttons show their next dates; a holiday-only link counts to it', async ({ page }) => {
  await open(page, `${path}?holiday=thanksgiving`);
  await expect(days(page)).toHaveText('4');
  await expect(holidayButton(page, 'Thanksgiving')).toHaveAttribute('aria-pressed', 'true');
  await expect(holidayButton(page, 'Easter Sunday')).toContainText('Mar 28, 2027');
  await expect(holidayButton(page, "Mother's Day")).toContainText('May 9, 2027');
  await expect(holidayButton(page, 'Memorial Day')).toContainText('May 31, 2027');
  await expect(holidayButton(page, "Father's Day")).toContainText('Jun 20, 2027');
  await expect(holidayButton(page, 'Labor Day')).toContainText('Sep 6, 2027');
});

test('a past date, a malformed date and today', async ({ page }) => {
  await open(page, `${path}?date=2020-01-01`);
  await expect(page.getByRole('alert')).toHaveText('Target date must be in the future');
  await expect(days(page)).toHaveCount(0);

  await open(page, `${path}?date=25-12-2026`);
  await expect(page.getByRole('alert')).toHaveText('Use YYYY-MM-DD');

  await open(page, `${path}?date=2026-11-22`);
  await expect(days(page)).toHaveText('0');
  await expect(result(page)).toContainText("It's today!");
});

test('a hostile event name is shown as text', async ({ page }) => {
  const hostile = '<img src=x onerror=alert(1)>';
  await open(page, `${path}?date=2026-12-25&event=${encodeURIComponent(hostile)}`);
  await expect(result(page)).toContainText(hostile);
  await expect(result(page).locator('img')).toHaveCount(0);
});

test('Add to calendar downloads an all-day .ics named after the event', async ({ page }) => {
  await open(page, `${path}?date=2030-06-15&event=Our+Wedding`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('our-wedding.ics');
  const content = readFileSync(await download.path(), 'utf8');
  expect(content).toContain('SUMMARY:Our Wedding');
  expect(content).toContain('DTSTART;VALUE=DATE:20300615');
  expect(content).toContain('Countdown from Tiny Tools');

  await holidayButton(page, 'Christmas Day').click();
  await expect(days(page)).toHaveText('33');
  const [christmas] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
  ]);
  expect(christmas.suggestedFilename()).toBe('christmas-day.ics');
  expect(readFileSync(await christmas.path(), 'utf8')).toContain('SUMMARY:Christmas Day');
});
