import { expect, type Page } from '@playwright/test';
import { open, test } from '../../../../e2e/helpers';

const path = '/time/friday-13th';
const banner = (page: Page) => page.getByTestId('next-friday-13th');
const headline = (page: Page) => page.getByTestId('friday-13th-headline');
const list = (page: Page, year: number) =>
  page.getByRole('list', { name: `Friday the 13ths in ${year}` }).getByRole('listitem');

test.beforeEach(async ({ page }) => {
  // Sunday 22 November 2026: the next Friday the 13th is 13 August 2027, 264 days away.
  await page.clock.setFixedTime(new Date('2026-11-22T10:00:00'));
});

test('a link with year=2029 lists its two, the banner shows the next one, Find lists another year', async ({
  page,
}) => {
  await open(page, `${path}?year=2029`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Friday the 13th Finder');
  await expect(banner(page)).toContainText('Friday, August 13, 2027');
  await expect(banner(page)).toContainText('In 264 days');

  await expect(headline(page)).toHaveText('2029 has 2 Friday the 13ths');
  await expect(list(page, 2029)).toHaveText([
    /April\s*Friday, April 13, 2029\s*Upcoming: in 873 days/,
    /July\s*Friday, July 13, 2029\s*Upcoming: in 964 days/,
  ]);
  await expect(page.getByRole('status').filter({ hasText: '2029 has 2' })).toHaveText(
    '2029 has 2 Friday the 13ths: April 13 and July 13.',
  );
  await expect(
    page.getByRole('region', { name: 'Result' }).getByText(/paraskevidekatriaphobia/),
  ).toBeVisible();
  await expect(page.getByLabel('Year', { exact: true })).toHaveValue('2029');

  // Type another year: nothing changes until Find.
  await page.getByLabel('Year', { exact: true }).fill('2015');
  await expect(headline(page)).toHaveText('2029 has 2 Friday the 13ths');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(headline(page)).toHaveText('2015 has 3 Friday the 13ths');
  await expect(list(page, 2015)).toHaveText([
    /February\s*Friday, February 13, 2015\s*Past: 4,300 days ago/,
    /March\s*Friday, March 13, 2015\s*Past: 4,272 days ago/,
    /November\s*Friday, November 13, 2015\s*Past: 4,027 days ago/,
  ]);
  await expect(page).toHaveURL(/\?year=2015$/);

  // The current year is left out of the link; Enter submits.
  await page.getByLabel('Year', { exact: true }).fill('2026');
  await page.getByLabel('Year', { exact: true }).press('Enter');
  await expect(headline(page)).toHaveText('2026 has 3 Friday the 13ths');
  await expect(page).toHaveURL(new RegExp(`${path}$`));

  await page.getByLabel('Year', { exact: true }).fill('');
  await expect(page.getByRole('button', { name: 'Find', exact: true })).toBeDisabled();
});

test('a link with a year out of range shows the exact message, not a clamped year', async ({ page }) => {
  await open(page, `${path}?year=1899`);
  await expect(page.getByRole('alert')).toHaveText('Please enter a year between 1900 and 2100');
  await expect(headline(page)).toHaveCount(0);
  await expect(page.getByLabel('Year', { exact: true })).toHaveValue('1899');
  await open(page, `${path}?year=3000`);
  await expect(page.getByRole('alert')).toHaveText('Please enter a year between 1900 and 2100');
  await expect(page.getByLabel('Year', { exact: true })).toHaveValue('3000');
});

test('without a link: the banner and this year in the box, the list on Find', async ({ page }) => {
  await open(page, path);
  await expect(banner(page)).toContainText('Friday, August 13, 2027');
  await expect(page.getByLabel('Year', { exact: true })).toHaveValue('2026');
  await expect(headline(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(list(page, 2026)).toHaveCount(3);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
});

test('on a Friday the 13th the banner says it is today', async ({ page }) => {
  await open(page, path, { at: '2027-08-13T09:00:00' });
  await expect(banner(page)).toContainText('Friday, August 13, 2027');
  await expect(banner(page)).toContainText('It’s today!');
});
