import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { open, test } from '../../../../e2e/helpers';

const path = '/finance/freelancer-tax-buffer';
const example = `${path}?g=8000&e=0.2&st=IL&fs=single&ty=2026`;
const byTestId = (page: Page, id: string) => page.getByTestId(id);
const line = (page: Page, id: string) => page.getByTestId(`tax-line-${id}`);

test.beforeEach(async ({ page }) => {
  // Wednesday, July 1, 2026, 10:00 local time: the default tax year and the calendar file depend on today.
  await page.clock.setFixedTime(new Date('2026-07-01T10:00:00'));
});

test("the catalogue's example link shows the set-aside and every line", async ({ page }) => {
  await open(page, example);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Freelancer Tax Buffer');
  await expect(page.getByLabel('Gross payment', { exact: true })).toHaveValue('8000');
  await expect(page.getByLabel('Business expenses', { exact: true })).toHaveValue('20');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('IL');
  await expect(page.getByLabel('Tax year', { exact: true })).toHaveValue('2026');
  // Net 6,400; SE earnings 5,910.40; SS 732.89 + Medicare 171.40 = 904.29; IL 4.95% × 6,400 = 316.80.
  await expect(byTestId(page, 'tax-buffer-total')).toHaveText('$1,221.09');
  await expect(byTestId(page, 'tax-buffer-headline')).toHaveText(
    '15.26% of the $8,000.00 payment, or $305.27 in each of four quarterly payments.',
  );
  await expect(line(page, 'gross')).toHaveText('Gross payment$8,000.00');
  await expect(line(page, 'expenses')).toHaveText('Business expenses (20%)−$1,600.00');
  await expect(line(page, 'net')).toHaveText('Net profit$6,400.00');
  await expect(line(page, 'se-earnings')).toHaveText(
    'Self-employment earnings (92.35% of net profit)$5,910.40',
  );
  await expect(line(page, 'social-security')).toHaveText('Social Security (12.4% of $5,910.40)$732.89');
  await expect(line(page, 'medicare')).toHaveText('Medicare (2.9% of $5,910.40)$171.40');
  await expect(line(page, 'se-tax')).toHaveText('Self-employment tax$904.29');
  await expect(line(page, 'half-se')).toHaveText(
    'Half of the self-employment tax, deducted from income−$452.15',
  );
  await expect(line(page, 'taxable-before')).toContainText('$14,600 standard deduction');
  await expect(line(page, 'taxable-after')).toContainText('$0.00');
  await expect(line(page, 'federal')).toHaveText(
    'Federal income tax on this payment (no tax: within the standard deduction)$0.00',
  );
  await expect(line(page, 'state')).toHaveText('State tax (IL 4.95% default, on net profit)$316.80');
  await expect(line(page, 'total')).toHaveText('Total to set aside$1,221.09');
  await expect(line(page, 'percent')).toHaveText('Share of the gross payment15.26%');
  await expect(line(page, 'quarterly')).toHaveText('Each quarterly payment (total ÷ 4)$305.27');
  const due = byTestId(page, 'tax-buffer-due-dates');
  await expect(due).toContainText('Wednesday, April 15, 2026: $305.27');
  await expect(due).toContainText('Monday, June 15, 2026: $305.27');
  await expect(due).toContainText('Tuesday, September 15, 2026: $305.27');
  await expect(due).toContainText('Friday, January 15, 2027: $305.27');
  await expect(page.getByText(/due the next business day; the dates above are not moved/)).toBeVisible();
  await expect(page.getByText(/not tax advice/).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Set aside $1,221.09' })).toHaveText(
    'Set aside $1,221.09 (15.26%) of a $8,000.00 payment: $305.27 a quarter.',
  );
  await expect(page.locator('main')).not.toContainText(/NaN|Infinity|undefined/);
});

test('changing state, filing status and W-2 wages recomputes and rewrites the address', async ({ page }) => {
  await open(page, example);
  await expect(byTestId(page, 'tax-buffer-total')).toHaveText('$1,221.09');

  await page.getByLabel('State', { exact: true }).selectOption('TX');
  // Texas has no income tax: only the 904.29 self-employment tax is left.
  await expect(line(page, 'state')).toHaveText('State tax (TX 0% default, on net profit)$0.00');
  await expect(byTestId(page, 'tax-buffer-total')).toHaveText('$904.29');
  await expect(page).toHaveURL(/[?&]st=TX(&|$)/);

  await page
    .getByRole('group', { name: 'Filing status' })
    .getByText('Married filing jointly', { exact: true })
    .click();
  await expect(page.getByRole('radio', { name: 'Married filing jointly' })).toBeChecked();
  await expect(page).toHaveURL(/[?&]fs=mfj(&|$)/);

  await page.getByLabel('W-2 wages', { exact: true }).fill('100000');
  // mfj: taxable 70,800 before (tax 8,032) and 76,747.85 after (tax 8,745.74): 713.74 at 12%.
  await expect(line(page, 'federal')).toHaveText('Federal income tax on this payment (12% bracket)$713.74');
  await expect(byTestId(page, 'tax-buffer-total')).toHaveText('$1,618.03');
  await expect(page).toHaveURL(/[?&]w2=100000(&|$)/);

  // W-2 Social Security wages over the $168,600 wage base: only Medicare is left (171.40).
  await page.getByLabel('W-2 Social Security wages', { exact: true }).fill('170000');
  await expect(line(page, 'social-security')).toContainText('$0.00');
  await expect(line(page, 'se-tax')).toHaveText('Self-employment tax$171.40');
  await expect(page).toHaveURL(/[?&]ss=170000(&|$)/);
  // The link's other values stay; ty=2026 is this year, the default, so it is left out.
  await expect(page).toHaveURL(/[?&]g=8000(&|$)/);
  await expect(page).toHaveURL(/[?&]e=0\.2(&|$)/);
  await expect(page).not.toHaveURL(/[?&]ty=/);
});

test('Add to calendar downloads estimated-tax-2026.ics with the coming due dates', async ({ page }) => {
  await open(page, example);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('estimated-tax-2026.ics');
  // Long lines are folded (CRLF + a space or tab): unfold before reading.
  const content = readFileSync(await download.path(), 'utf8').replace(/\r\n[ \t]/g, '');
  // Today is July 1, 2026: April 15 and June 15 have passed.
  expect(content.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  expect(content).toContain('DTSTART;VALUE=DATE:20260915');
  expect(content).toContain('DTSTART;VALUE=DATE:20270115');
  expect(content).not.toContain('DTSTART;VALUE=DATE:20260415');
  expect(content).not.toContain('DTSTART;VALUE=DATE:20260615');
  expect(content).toContain('SUMMARY:Estimated tax payment 3 of 4 (tax year 2026): $305.27');
  expect(content).toContain('SUMMARY:Estimated tax payment 4 of 4 (tax year 2026): $305.27');
});

test('a past tax year puts all four due dates in the calendar file', async ({ page }) => {
  await open(page, `${path}?ty=2024`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('estimated-tax-2024.ics');
  const content = readFileSync(await download.path(), 'utf8');
  expect(content.match(/BEGIN:VEVENT/g)).toHaveLength(4);
  for (const day of ['20240415', '20240615', '20240915', '20250115']) {
    expect(content).toContain(`DTSTART;VALUE=DATE:${day}`);
  }
});

test('without a query: the defaults and this year', async ({ page }) => {
  await open(page, path);
  await expect(page.getByLabel('Tax year', { exact: true })).toHaveValue('2026');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('CA');
  // $5,000, 25% expenses, CA, single: 529.86 SE tax + 187.50 state tax.
  await expect(byTestId(page, 'tax-buffer-total')).toHaveText('$717.36');
  await expect(byTestId(page, 'tax-buffer-due-dates')).toContainText('Wednesday, April 15, 2026');
  await page.getByLabel('Tax year', { exact: true }).selectOption('2028');
  await expect(byTestId(page, 'tax-buffer-due-dates')).toContainText(
    'Saturday, April 15, 2028: $179.34Payment 1 of 4, income from January to March. A Saturday: due the next business day.',
  );
  await expect(page).toHaveURL(/\?ty=2028$/);
});

test('clamps and bad input never show NaN', async ({ page }) => {
  // e above 0.95, sr above 0.15, an unknown state.
  await open(page, `${path}?e=3&sr=0.4&st=PR`);
  await expect(page.getByLabel('Business expenses', { exact: true })).toHaveValue('95');
  await expect(page.getByLabel('State rate override', { exact: true })).toHaveValue('15');
  // Net 5,000 × 5% = 250; 15% × 250 = 37.50.
  await expect(line(page, 'net')).toHaveText('Net profit$250.00');
  await expect(line(page, 'state')).toHaveText(
    'State tax (unknown state PR 15% your rate, on net profit)$37.50',
  );
  await page.getByLabel('State rate override', { exact: true }).fill('');
  await expect(
    page.getByText('“PR” is not one of the 50 states or DC, so a 4% state rate is assumed.'),
  ).toBeVisible();
  await expect(line(page, 'state')).toHaveText(
    'State tax (unknown state PR 4% assumed, on net profit)$10.00',
  );

  await open(page, `${path}?g=abc`);
  await expect(page.getByText('Gross payment: enter a number, for example 5,000.')).toBeVisible();
  await expect(byTestId(page, 'tax-buffer-total')).toHaveCount(0);
  await page.getByLabel('Gross payment', { exact: true }).fill('-20');
  await expect(byTestId(page, 'tax-buffer-total')).toHaveText('$0.00');
  await expect(page.getByText('Gross payment raised to $0.00: it cannot be negative.')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/NaN|Infinity|undefined/);
});
