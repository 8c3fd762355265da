import { expect, type Page } from '@playwright/test';
import { open, test, waitForHydration } from '../../../../e2e/helpers';

const path = '/finance/price-time-machine';

// The figures below are the ones the unit tests compute by hand (price-time-machine.test.ts):
// the consumer price index is 81.142 in 1980, 128.934 in 1990 and 310 in 2024.
const byId = (page: Page, id: string) => page.getByTestId(id);
const select = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('the catalogue example shows gasoline in 1980 and 2024, then and in today’s dollars', async ({
  page,
}) => {
  await open(page, `${path}?item=gasoline&y=1980&y2=2024`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Price Time Machine');
  await expect(select(page, 'Item')).toHaveValue('gasoline');
  await expect(select(page, 'Year')).toHaveValue('1980');
  await expect(select(page, 'Compare with (optional)')).toHaveValue('2024');
  // 1.25 × 310 / 81.142 = 4.78
  await expect(byId(page, 'ptm-price')).toHaveText('$1.25');
  await expect(byId(page, 'ptm-today')).toHaveText('$4.78 in today’s dollars');
  await expect(byId(page, 'ptm-price-main')).toHaveText('$1.25');
  await expect(byId(page, 'ptm-today-main')).toHaveText('$4.78');
  await expect(byId(page, 'ptm-price-compare')).toHaveText('$3.30');
  await expect(byId(page, 'ptm-today-compare')).toHaveText('$3.30');
  await expect(byId(page, 'ptm-wage-main')).toHaveText('$3.10 an hour');
  await expect(byId(page, 'ptm-hours-main')).toHaveText('24 minutes');
  await expect(byId(page, 'ptm-hours-compare')).toHaveText('27 minutes');
  await expect(byId(page, 'ptm-change-times')).toHaveText('2.64×');
  await expect(byId(page, 'ptm-change-percent')).toHaveText('+164.0%');
  await expect(byId(page, 'ptm-change-today')).toHaveText('-$1.48 (-30.9%)');
  await expect(byId(page, 'ptm-change-sentence')).toHaveText(
    'Adjusted for inflation, it cost $1.48 less in 2024 than in 1980.',
  );
  await expect(byId(page, 'chart-readout')).toHaveText('2024: Price then $3.30, In today’s dollars $3.30');
  await expect(page.locator('main')).not.toContainText(/NaN|undefined|Infinity/);
});

test('the prerendered page already holds the default result (milk, 1990 and 2024)', async ({ request }) => {
  const html = await (await request.get(path)).text();
  expect(html).toContain('$2.78');
  expect(html).toContain('$6.68');
  expect(html).toContain('$4.00');
});

test('the item, year and compare year controls write the address', async ({ page }) => {
  await open(page, path);
  // The defaults: milk in 1990 ($2.78, 2.78 × 310 / 128.934 = $6.68 today).
  await expect(byId(page, 'ptm-price')).toHaveText('$2.78');
  await expect(byId(page, 'ptm-today')).toHaveText('$6.68 in today’s dollars');

  await select(page, 'Item').selectOption('eggs');
  await select(page, 'Year').selectOption('1980');
  await expect(byId(page, 'ptm-price')).toHaveText('$0.84');
  await expect(byId(page, 'ptm-price-compare')).toHaveText('$3.17');
  await expect(page).toHaveURL(/\?item=eggs&y=1980$/);

  // No compare year: its column goes and the address says y2= (blank).
  await select(page, 'Compare with (optional)').selectOption({ label: 'None' });
  await expect(byId(page, 'ptm-price-compare')).toHaveCount(0);
  await expect(byId(page, 'ptm-change-times')).toHaveCount(0);
  await expect(page).toHaveURL(/\?item=eggs&y=1980&y2=$/);

  // Back to the defaults: they leave the address.
  await select(page, 'Item').selectOption('milk');
  await select(page, 'Year').selectOption('1990');
  await select(page, 'Compare with (optional)').selectOption('2024');
  await expect(byId(page, 'ptm-price')).toHaveText('$2.78');
  await expect(page).toHaveURL(new RegExp(`${path}$`));
});

test('editing the anchor of an index item moves its prices and writes anchors', async ({ page }) => {
  await open(page, `${path}?item=rent&y=1990`);
  const rent = page.getByLabel('Rent (median) today', { exact: true });
  await expect(rent).toHaveValue('1600');
  // 1,600 × 138.4 / 418
  await expect(byId(page, 'ptm-price')).toHaveText('$529.76');
  await rent.fill('1800');
  // 1,800 × 138.4 / 418
  await expect(byId(page, 'ptm-price')).toHaveText('$595.98');
  await expect(byId(page, 'ptm-price-compare')).toHaveText('$1,800');
  await expect(byId(page, 'ptm-anchor-note')).toContainText('$1,800');
  await expect(page).toHaveURL((url) => url.searchParams.get('anchors') === '{"rent":1800}');
  // The link restores it.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Rent (median) today', { exact: true })).toHaveValue('1800');
  await expect(byId(page, 'ptm-price')).toHaveText('$595.98');
});

test('a year before 1900 is clamped to 1900, which shows the earliest data (1970)', async ({ page }) => {
  await open(page, `${path}?y=1800`);
  await expect(select(page, 'Year')).toHaveValue('1900');
  await expect(byId(page, 'ptm-price')).toHaveText('$1.32');
  await expect(byId(page, 'ptm-held')).toHaveText('1900 shows the 1970 figure (earliest data: 1970).');
  await expect(page.locator('main')).not.toContainText(/NaN|undefined|Infinity|No data for that year/);
});

test('a year before the first data point takes that point: gasoline in 1950 against 2024', async ({
  page,
}) => {
  await open(page, `${path}?item=gasoline&y=1950&y2=2024`);
  await expect(select(page, 'Item')).toHaveValue('gasoline');
  await expect(select(page, 'Year')).toHaveValue('1950');
  await expect(select(page, 'Compare with (optional)')).toHaveValue('2024');
  // Gasoline's first data point: $0.36 in 1970; 0.36 × 310 / 38 = 2.94 in today's dollars.
  await expect(byId(page, 'ptm-price')).toHaveText('$0.36');
  await expect(byId(page, 'ptm-today')).toHaveText('$2.94 in today’s dollars');
  await expect(byId(page, 'ptm-price-compare')).toHaveText('$3.30');
  // 3.30 / 0.36 = 9.17
  await expect(byId(page, 'ptm-change-times')).toHaveText('9.17×');
  await expect(byId(page, 'ptm-held')).toHaveText('1950 shows the 1970 figure (earliest data: 1970).');
  await expect(page.locator('main').getByRole('alert')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(/NaN|undefined|Infinity|No data for that year/);
});

test('malformed anchors are ignored', async ({ page }) => {
  await open(page, `${path}?item=rent&y=1990&anchors=%7Bbad`);
  await expect(page.getByLabel('Rent (median) today', { exact: true })).toHaveValue('1600');
  await expect(byId(page, 'ptm-price')).toHaveText('$529.76');
});

test('years after the latest data show the latest figure', async ({ page }) => {
  await open(page, `${path}?item=gasoline&y=2026&y2=`, { at: '2026-06-01T12:00:00' });
  await expect(select(page, 'Year')).toHaveValue('2026');
  await expect(byId(page, 'ptm-price')).toHaveText('$3.30');
  await expect(byId(page, 'ptm-held')).toHaveText('2026 shows the 2024 figure (latest data: 2024).');
  // A year after this one holds the latest data too.
  await open(page, `${path}?item=gasoline&y=2027&y2=`);
  await expect(select(page, 'Year')).toHaveValue('2027');
  await expect(byId(page, 'ptm-price')).toHaveText('$3.30');
  await expect(byId(page, 'ptm-held')).toHaveText('2027 shows the 2024 figure (latest data: 2024).');
  await expect(page.locator('main').getByRole('alert')).toHaveCount(0);
});
