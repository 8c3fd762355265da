import { expect, type Page } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/time/what-day';
const byId = (page: Page, id: string) => page.getByTestId(id);
const dateBox = (page: Page) => page.getByLabel('Date', { exact: true });
const moonBox = (page: Page) => page.getByLabel('Show moon phase');
const find = (page: Page) => page.getByRole('button', { name: 'Find', exact: true });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-22T10:00:00'));
});

test('a link with date=1969-07-20&moon=true shows Sunday and the moon; edits apply on Find', async ({
  page,
}) => {
  await open(page, `${path}?date=1969-07-20&moon=true`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What Day Was It?');
  await expectTexts(page, {
    'what-day-weekday': 'Sunday',
    'what-day-date': 'Sunday, July 20, 1969',
    'what-day-sentence': 'July 20, 1969 was a Sunday (20,944 days ago).',
    'what-day-day-of-year': 'Day 201 of 365',
  });
  await expect(byId(page, 'what-day-leap-year')).toContainText('No');
  // The mean-cycle age at noon UTC is 5.8 days: the First Quarter's span (see the unit tests).
  await expect(byId(page, 'what-day-moon')).toContainText('First Quarter');
  await expect(byId(page, 'what-day-moon')).toContainText('About 50% lit');
  await expect(page.getByRole('status').filter({ hasText: 'July 20, 1969' })).toHaveText(
    'July 20, 1969 was a Sunday (20,944 days ago). Moon: First Quarter, about 50% lit.',
  );
  await expect(dateBox(page)).toHaveValue('1969-07-20');
  await expect(moonBox(page)).toBeChecked();

  // The moon off: at once, and out of the link.
  await moonBox(page).uncheck();
  await expect(byId(page, 'what-day-moon')).toHaveCount(0);
  await expect(page).toHaveURL(/\?date=1969-07-20$/);

  // A new date shows on Find.
  await dateBox(page).fill('2024-12-31');
  await expect(byId(page, 'what-day-weekday')).toHaveText('Sunday');
  await find(page).click();
  await expectTexts(page, {
    'what-day-weekday': 'Tuesday',
    'what-day-date': 'Tuesday, December 31, 2024',
    'what-day-day-of-year': 'Day 366 of 366',
  });
  await expect(byId(page, 'what-day-leap-year')).toContainText('Yes');
  await expect(page).toHaveURL(/\?date=2024-12-31$/);

  // The future reads 'will be'.
  await dateBox(page).fill('2030-01-01');
  await find(page).click();
  await expect(byId(page, 'what-day-sentence')).toHaveText(
    'January 1, 2030 will be a Tuesday (in 1,136 days).',
  );
});

test('links with an impossible date or another shape show the exact messages', async ({ page }) => {
  await open(page, `${path}?date=2023-02-30`);
  await expect(page.getByRole('alert')).toHaveText('Invalid date');
  await expect(byId(page, 'what-day-weekday')).toHaveCount(0);
  await expect(page.getByText('The link gave “2023-02-30”.')).toBeVisible();

  await open(page, `${path}?date=20230101`);
  await expect(page.getByRole('alert')).toHaveText('Use YYYY-MM-DD');
  await expect(dateBox(page)).toHaveValue('');
});

test('without a link: Find is off until a date is picked', async ({ page }) => {
  await open(page, path);
  await expect(find(page)).toBeDisabled();
  await dateBox(page).fill('2000-01-01');
  await moonBox(page).check();
  await expect(byId(page, 'what-day-weekday')).toHaveCount(0);
  await find(page).click();
  await expect(byId(page, 'what-day-weekday')).toHaveText('Saturday');
  await expect(byId(page, 'what-day-moon')).toContainText('Waning Crescent');
  await expect(page).toHaveURL(/[?&]date=2000-01-01(&|$)/);
  await expect(page).toHaveURL(/[?&]moon=true(&|$)/);
});
