import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { open, test } from '../../../../e2e/helpers';

const path = '/finance/compound-interest-calculator';
const example = `${path}?principal=25000&contrib=500&rate=7&years=30&freq=12`;

// The figures below are the ones the unit tests compute and check against the closed form.
const card = (page: Page, id: string) => page.getByTestId(id);
const table = (page: Page) => page.getByRole('table', { name: 'Year-by-Year Breakdown' });

test('a link shows the four cards, the chart readout and the year-by-year table', async ({ page }) => {
  await open(page, example);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compound Interest Calculator');
  await expect(card(page, 'ending-balance')).toHaveText('$812,897.93');
  await expect(card(page, 'total-contributed')).toHaveText('$205,000.00');
  await expect(card(page, 'total-interest')).toHaveText('$607,897.93');
  await expect(card(page, 'effective-rate')).toHaveText('7.23%');
  await expect(page.getByTestId('chart-readout')).toHaveText(
    'Year 30: Contributions $205,000.00, Interest $607,897.93, total $812,897.93',
  );
  const rows = table(page).getByRole('row');
  await expect(rows).toHaveCount(31);
  await expect(rows.first()).toHaveText(/Year\s*Start Balance\s*Contributed\s*Interest\s*End Balance/);
  await expect(rows.last()).toHaveText(/^30\s*\$752,316\.61\s*\$6,000\.00\s*\$54,581\.32\s*\$812,897\.93$/);
  await expect(page.getByText('Contributions are made at the end of each compounding period.')).toBeVisible();
  await expect(page.getByLabel('Starting Amount')).toHaveValue('25000');
  await expect(page.getByLabel('Compounding Frequency')).toHaveValue('12');
});

test('the chart readout follows the arrow keys', async ({ page }) => {
  await open(page, example);
  const chart = page.getByRole('slider', { name: /Balance at the end of each year/ });
  await chart.focus();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('chart-readout')).toHaveText(
    'Year 1: Contributions $31,000.00, Interest $2,003.54, total $33,003.54',
  );
});

test('changing the years recomputes and rewrites the address; Reset restores the defaults', async ({
  page,
}) => {
  await open(page, example);
  await page.getByLabel('Years').fill('10');
  await expect(card(page, 'ending-balance')).toHaveText('$136,783.94');
  await expect(table(page).getByRole('row')).toHaveCount(11);
  await expect(page).toHaveURL(/[?&]years=10(&|$)/);

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(card(page, 'ending-balance')).toHaveText('$125,510.22');
  await expect(page.getByLabel('Starting Amount')).toHaveValue('10000');
  await expect(page.getByLabel('Periodic Contribution')).toHaveValue('200');
  await expect(page.getByLabel('Annual Interest Rate (%)')).toHaveValue('6');
  await expect(page.getByLabel('Years')).toHaveValue('20');
  await expect(page.getByLabel('Compounding Frequency')).toHaveValue('12');
  await expect(page).toHaveURL(/\/finance\/compound-interest-calculator$/);
});

test('Calculate computes at once; years of 0 show the intro', async ({ page }) => {
  await open(page, path);
  await expect(card(page, 'ending-balance')).toHaveText('$125,510.22');
  await page.getByLabel('Annual Interest Rate (%)').fill('0');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(card(page, 'ending-balance')).toHaveText('$58,000.00');
  await page.getByLabel('Years').fill('0');
  await expect(card(page, 'ending-balance')).toHaveCount(0);
  await expect(page.getByText('Enter the number of years (1 or more)')).toBeVisible();
  await expect(page.getByText('Enter a value from 1 to 100.')).toBeVisible();
});

test('Download CSV saves compound_interest_schedule.csv', async ({ page }) => {
  await open(page, example);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('compound_interest_schedule.csv');
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.split('\r\n').slice(0, 2)).toEqual([
    'Year,Start Balance,Contributed,Interest,End Balance',
    '1,25000.00,6000.00,2003.54,33003.54',
  ]);
  expect(text.split('\r\n')).toHaveLength(32);
});

test('Copy Summary puts the inputs and the four figures on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, example);
  await page.getByRole('button', { name: 'Copy Summary' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    [
      'Compound interest: $25,000.00 starting amount, $500.00 added at the end of each period (12 a year), 7% a year compounded monthly for 30 years',
      'Ending balance: $812,897.93',
      'Total contributed (including the starting amount): $205,000.00',
      'Total interest: $607,897.93',
      'Effective annual rate: 7.23%',
    ].join('\n'),
  );
});

test('fits a 375 px wide screen without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, example);
  await expect(card(page, 'ending-balance')).toHaveText('$812,897.93');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
