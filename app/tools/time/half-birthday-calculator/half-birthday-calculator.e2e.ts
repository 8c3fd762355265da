import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/time/half-birthday-calculator';
const byTestId = (page: Page, id: string) => page.getByTestId(id);

test.beforeEach(async ({ page }) => {
  // Sunday, November 22, 2026, 10:00 local time (the half birthdays depend on today).
  await page.clock.setFixedTime(new Date('2026-11-22T10:00:00'));
});

test('dob=1990-08-31: the next half birthday is February 28, 2027, in 98 days', async ({ page }) => {
  await open(page, `${path}?dob=1990-08-31`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Half Birthday Calculator');
  await expect(page.getByLabel('Date of birth')).toHaveValue('1990-08-31');
  await expectTexts(page, {
    'half-birthday-next': 'Sunday, February 28, 2027',
    'half-birthday-countdown': 'In 98 days: you turn 36½.',
    'half-birthday-days': '98',
    'half-birthday-age': '36½',
  });
  await expect(byTestId(page, 'half-birthday-every-year')).toContainText(
    'February 28 (February 29 in leap years)',
  );
  await expect(byTestId(page, 'half-birthday-this-year')).toContainText('Saturday, February 28, 2026');
  await expect(byTestId(page, 'half-birthday-this-year')).toContainText('Passed 267 days ago');
  await expect(
    page.getByRole('status').filter({
      hasText: 'Next half birthday: Sunday, February 28, 2027, in 98 days; you turn 36½.',
    }),
  ).toHaveCount(1);
});

test('Add to calendar downloads half-birthday-2027-02-28.ics with an all-day event', async ({ page }) => {
  await open(page, `${path}?dob=1990-08-31`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('half-birthday-2027-02-28.ics');
  const content = readFileSync(await download.path(), 'utf8');
  expect(content).toContain('DTSTART;VALUE=DATE:20270228');
  expect(content).toContain('SUMMARY:Half birthday');
  // Long lines are folded (CRLF + a space or tab): unfold before looking for the description.
  expect(content.replace(/\r\n[ \t]/g, '')).toContain('turning 36½');
});

test('typing a birth date computes at once and writes the address', async ({ page }) => {
  await open(page, path);
  await expect(page.getByText('Enter your date of birth')).toBeVisible();
  await page.getByLabel('Date of birth').fill('1990-05-22');
  await expect(byTestId(page, 'half-birthday-greeting')).toContainText("It's your half birthday today!");
  await expectTexts(page, { 'half-birthday-days': '0', 'half-birthday-age': '36½' });
  await expect(page).toHaveURL(/\?dob=1990-05-22$/);
  // 29 February: 29 August every year.
  await page.getByLabel('Date of birth').fill('2000-02-29');
  await expectTexts(page, {
    'half-birthday-next': 'Sunday, August 29, 2027',
    'half-birthday-every-year': 'August 29',
  });
  await expect(page).toHaveURL(/\?dob=2000-02-29$/);
});

test('a future or malformed birth date shows a message, never NaN', async ({ page }) => {
  await open(page, `${path}?dob=2026-11-23`);
  await expect(page.getByRole('alert')).toHaveText('Birth date cannot be in the future');
  await open(page, `${path}?dob=1990-02-30`);
  await expect(page.getByRole('alert')).toHaveText('Invalid date');
  await expect(page.getByText('The link gave “1990-02-30”.')).toBeVisible();
  await open(page, `${path}?dob=31.08.1990`);
  await expect(page.getByRole('alert')).toHaveText('Use YYYY-MM-DD');
  await expect(page.locator('main')).not.toContainText(/NaN|undefined|Invalid Date/);
});
