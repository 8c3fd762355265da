import { expect, type Page } from '@playwright/test';
import { open, test } from '../../../../e2e/helpers';

const path = '/finance/fire-calculator';
// The catalogue's example query: a couple, 55,000 a year of spending at a 4 % withdrawal rate.
const example = `${path}?q=%7B%22singleMode%22%3Afalse%2C%22A%22%3A%7B%22age%22%3A35%2C%22retireAge%22%3A55%2C%22salary%22%3A110000%2C%22saveRate%22%3A0.25%2C%22startBalance%22%3A120000%7D%2C%22B%22%3A%7B%22age%22%3A33%2C%22retireAge%22%3A55%2C%22salary%22%3A85000%2C%22saveRate%22%3A0.2%2C%22startBalance%22%3A60000%7D%2C%22H%22%3A%7B%22spendRetirement%22%3A55000%2C%22preMedicareHealthcare%22%3A9000%2C%22effectiveTaxRate%22%3A0.15%2C%22swr%22%3A0.04%2C%22realReturnMean%22%3A0.05%2C%22realReturnStdev%22%3A0.12%2C%22maxAge%22%3A95%7D%7D`;

// The figures below are the ones the unit tests compute (fire-calculator.test.ts).
const figure = (page: Page, id: string) => page.getByTestId(id);
const table = (page: Page) => page.getByRole('table', { name: /5 sample years/ });
const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });

test('the example link shows the FIRE number, year, ages, Monte Carlo figures and 5 rows', async ({
  page,
}) => {
  await open(page, example);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FIRE Calculator');
  // 55,000 / 0.04 = 1,375,000.
  await expect(figure(page, 'fire-number')).toHaveText('$1,375,000');
  await expect(figure(page, 'fire-example')).toHaveText('$55,000 ÷ 4 % = $1,375,000');
  // The calendar year in brackets comes from the visitor's clock.
  await expect(figure(page, 'fire-year')).toHaveText(/^Year 16 \(\d{4}\)$/);
  await expect(figure(page, 'fire-ages')).toHaveText('A 51, B 49');
  await expect(figure(page, 'mc-success')).toHaveText('36% of runs never run short');
  await expect(figure(page, 'mc-p10')).toHaveText('$0');
  await expect(figure(page, 'mc-p50')).toHaveText('$0');
  await expect(figure(page, 'mc-p90')).toHaveText('$7,413,098');
  const rows = table(page).getByRole('row');
  await expect(rows).toHaveCount(6);
  await expect(rows.first()).toHaveText(
    /Year\s*Age A\s*Age B\s*Balance\s*Contributed\s*Withdrew\s*Working A\s*Working B/,
  );
  // Year 1: 180,000 × 1.05 + 110,000 × 0.25 + 85,000 × 0.2 = 233,500.
  await expect(rows.nth(1)).toHaveText(/^1\s*35\s*33\s*\$233,500\s*\$44,500\s*\$0\s*Yes\s*Yes$/);
  await expect(rows.nth(2)).toHaveText(/^16\s*50\s*48\s*\$1,445,676\s*\$44,500\s*\$0\s*Yes\s*Yes$/);
  await expect(rows.last()).toHaveText(/^62\s*96\s*94\s*\$/);
  await expect(page.getByTestId('chart-readout')).toContainText('Age 97 (person B 95): Median $0');
  await expect(page.getByRole('heading', { name: 'How each year is simulated' })).toBeVisible();
  await expect(field(page, 'Current age, person A')).toHaveValue('35');
  await expect(field(page, 'Savings rate, person B')).toHaveValue('20');
  await expect(field(page, 'Safe withdrawal rate')).toHaveValue('4');
});

test('single mode hides person B and updates the address', async ({ page }) => {
  await open(page, path);
  await expect(field(page, 'Current age, person B')).toBeVisible();
  await page.getByLabel('Single mode (person A only)').check();
  await expect(field(page, 'Current age, person B')).toHaveCount(0);
  await expect(field(page, 'Current age, person A')).toHaveValue('32');
  // Person A alone (the defaults) cannot reach 1,578,947 and last to 95.
  await expect(figure(page, 'fire-message')).toHaveText(
    'No feasible FIRE under these assumptions before max age. Lower spending, raise savings, or retire later.',
  );
  await expect(table(page).getByRole('columnheader', { name: 'Age B' })).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]q=%7B%22singleMode%22%3Atrue/);
});

test('a malformed q falls back to the defaults without errors', async ({ page }) => {
  await open(page, `${path}?q=%7Bbad`);
  await expect(figure(page, 'fire-number')).toHaveText('$1,578,947');
  await expect(figure(page, 'fire-example')).toHaveText('$60,000 ÷ 3.8 % = $1,578,947');
  await expect(figure(page, 'fire-year')).toHaveText(/^Year 24 \(\d{4}\)$/);
  await expect(figure(page, 'fire-ages')).toHaveText('A 56, B 55');
  await expect(figure(page, 'mc-success')).toHaveText('50% of runs never run short');
  await expect(field(page, 'Current age, person A')).toHaveValue('32');
  await expect(field(page, 'Retirement spending')).toHaveValue('60000');
});

test('typing a new spending value changes the FIRE number and the address', async ({ page }) => {
  // The simulation runs in Web Workers (fire-run.ts), never on the page's thread.
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await open(page, example);
  await expect(figure(page, 'fire-number')).toHaveText('$1,375,000');
  await field(page, 'Retirement spending').fill('44000');
  // 44,000 / 0.04 = 1,100,000.
  await expect(figure(page, 'fire-number')).toHaveText('$1,100,000');
  await expect(figure(page, 'fire-example')).toHaveText('$44,000 ÷ 4 % = $1,100,000');
  await expect(page).toHaveURL(/spendRetirement%22%3A44000/);
  await field(page, 'Safe withdrawal rate').fill('3.5');
  await expect(figure(page, 'fire-example')).toHaveText('$44,000 ÷ 3.5 % = $1,257,143');
  // (The page's other worker only loads the browser's locale data: scripts/postbuild.mjs.)
  expect(
    workers.filter((url) => /\/assets\/fire\.worker-[\w-]+\.js$/.test(url)).length,
  ).toBeGreaterThanOrEqual(3);
});

test('fits a 375 px wide screen without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, example);
  await expect(figure(page, 'fire-number')).toHaveText('$1,375,000');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
