import { expect, type Page } from '@playwright/test';
import { open, test, waitForHydration } from '../../../../e2e/helpers';

const path = '/baking/cake-slice-calculator';
// The catalogue's example: wedding slices, 12, 9 and 6 in rounds 4 in high, 80 guests + 10%.
const example = 'u=in&style=wedding&g=80&buf=10&n=3&t0=round-12--4&t1=round-9--4&t2=round-6--4';

const servings = (page: Page) => page.getByTestId('cake-servings');
const verdict = (page: Page) => page.getByTestId('cake-verdict');
/** Segmented options are native radios inside their labels: click the label like a person. */
const option = (page: Page, label: string) =>
  page.locator('label').filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) });
const result = (page: Page) => page.getByRole('region', { name: 'Result' });
const tierField = (page: Page, tier: number, name: string) =>
  page.getByLabel(`Tier ${tier} ${name}`, { exact: true });
const referenceRow = (page: Page, label: string) =>
  page.getByTestId('cake-reference').locator('tr').filter({ hasText: label });

test('the catalogue example serves 97 of the 88 needed', async ({ page }) => {
  await open(page, `${path}?${example}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cake Slice Calculator');
  // (113.10 + 63.62 + 28.27 in²) / 2 in² x 0.95 = 97.37, rounded down; ceil(80 x 1.1) = 88.
  await expect(servings(page)).toHaveText('97');
  await expect(page.getByTestId('cake-need')).toHaveText('You need 88 servings: 80 guests + 10% buffer.');
  await expect(verdict(page)).toHaveText('Enough, with 9 to spare.');
  await expect(
    page.getByRole('status').filter({
      hasText: 'This cake serves 97; you need 88 (80 guests + 10% buffer): enough, with 9 to spare.',
    }),
  ).toHaveCount(1);
  await expect(tierField(page, 1, 'Diameter')).toHaveValue('12');
  await expect(tierField(page, 2, 'Diameter')).toHaveValue('9');
  await expect(tierField(page, 3, 'Diameter')).toHaveValue('6');
  await expect(tierField(page, 3, 'Height')).toHaveValue('4');
  await expect(page.getByLabel('Guests', { exact: true })).toHaveValue('80');
  await expect(page.getByRole('radio', { name: 'Wedding' })).toBeChecked();
  // The reference table: one 12 in round tier of wedding slices.
  await expect(referenceRow(page, '12 in round')).toContainText('53');
});

test('style, tiers and unit change the answer and the address', async ({ page }) => {
  await open(page, `${path}?${example}`);
  await expect(servings(page)).toHaveText('97');

  // Party slices of 3 in²: 204.99 / 3 x 0.95 = 64.9.
  await option(page, 'Party').click();
  await expect(servings(page)).toHaveText('64');
  await expect(verdict(page)).toHaveText('Short by 24 servings: add a tier or choose smaller slices.');
  await expect(page).toHaveURL(/style=party/);
  await expect(referenceRow(page, '12 in round')).toContainText('35');

  // A 9 x 13 x 4 in rectangle adds 117 in²: 321.99 / 3 x 0.95 = 101.96.
  await page.getByRole('button', { name: 'Add rectangular tier' }).click();
  await expect(tierField(page, 4, 'Width')).toHaveValue('9');
  await expect(tierField(page, 4, 'Length')).toHaveValue('13');
  await expect(servings(page)).toHaveText('101');
  await expect(verdict(page)).toHaveText('Enough, with 13 to spare.');
  await expect(page).toHaveURL(/[?&]n=4(&|$)/);
  await expect(page).toHaveURL(/[?&]t3=rect-9-13-4(&|$)/);

  // Without the 12 in tier: 208.89 / 3 x 0.95 = 66.1.
  await page.getByRole('button', { name: 'Remove tier 1' }).click();
  await expect(servings(page)).toHaveText('66');
  await expect(tierField(page, 1, 'Diameter')).toHaveValue('9');
  await expect(tierField(page, 4, 'Width')).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]n=3&t0=round-9--4&t1=round-6--4&t2=rect-9-13-4$/);
  await expect(page).not.toHaveURL(/t3=/);

  // In cm the same cake keeps its size and its servings.
  await option(page, 'Centimeters (cm)').click();
  await expect(tierField(page, 1, 'Diameter')).toHaveValue('22.86');
  await expect(tierField(page, 3, 'Length')).toHaveValue('33.02');
  await expect(tierField(page, 3, 'Height')).toHaveValue('10.16');
  await expect(page.getByLabel('Standard height', { exact: true })).toHaveValue('10.16');
  await expect(servings(page)).toHaveText('66');
  await expect(page).toHaveURL(/[?&]u=cm(&|$)/);
  await expect(page).toHaveURL(/[?&]t0=round-22\.86--10\.16(&|$)/);
  await expect(page).not.toHaveURL(/sh=/);
  await expect(referenceRow(page, '30.48 cm round (12 in)')).toContainText('35');

  // 50 guests + 10% need 55.
  await page.getByLabel('Guests', { exact: true }).fill('50');
  await expect(page.getByTestId('cake-need')).toHaveText('You need 55 servings: 50 guests + 10% buffer.');
  await expect(verdict(page)).toHaveText('Enough, with 11 to spare.');
  await expect(page).toHaveURL(/[?&]g=50(&|$)/);

  // Reload: the address holds the whole state.
  await page.reload();
  await waitForHydration(page);
  await expect(servings(page)).toHaveText('66');
  await expect(tierField(page, 3, 'Width')).toHaveValue('22.86');
  await expect(page.getByRole('radio', { name: 'Centimeters (cm)' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Party' })).toBeChecked();
});

test('typing tier sizes, custom slices and a blank guest count', async ({ page }) => {
  await open(page, path);
  // The defaults: one 8 x 4 in round, wedding slices, 5% loss, 100 guests + 10%.
  await expect(servings(page)).toHaveText('23');
  await expect(page.getByTestId('cake-need')).toHaveText('You need 110 servings: 100 guests + 10% buffer.');
  await expect(verdict(page)).toHaveText('Short by 87 servings: add a tier or choose smaller slices.');
  await expect(page.getByRole('button', { name: /^Remove tier/ })).toHaveCount(0);

  await tierField(page, 1, 'Diameter').fill('12');
  await expect(servings(page)).toHaveText('53');
  // A 10 x 4 in round: (113.10 + 78.54) / 2 x 0.95 = 91.03.
  await page.getByRole('button', { name: 'Add round tier' }).click();
  await expect(tierField(page, 2, 'Diameter')).toHaveValue('10');
  await expect(servings(page)).toHaveText('91');
  await expect(page).toHaveURL(/[?&]n=2&t0=round-12--4&t1=round-10--4$/);

  // Custom 2 x 2 in slices (the generous size): (113.1 + 78.54) / 4 x 0.95 = 45.5.
  await option(page, 'Custom').click();
  await page.getByLabel('Slice width', { exact: true }).fill('2');
  await expect(servings(page)).toHaveText('45');
  await expect(page).toHaveURL(/[?&]style=custom&cw=2(&|$)/);

  // A slice width of 0 gives no result, and the intro says why.
  await page.getByLabel('Slice width', { exact: true }).fill('0');
  await expect(servings(page)).toHaveCount(0);
  await expect(page.getByText(/For custom slices, enter a slice width and length above 0/)).toBeVisible();
  await page.getByLabel('Slice width', { exact: true }).fill('1');

  // Without guests the servings show alone.
  await page.getByLabel('Guests', { exact: true }).fill('');
  await expect(servings(page)).toHaveText('91');
  await expect(verdict(page)).toHaveCount(0);
  await expect(page.getByText(/Enter the number of guests/)).toBeVisible();
});

test('a malformed link does not crash: bad codes take defaults, non-numeric sizes are 0', async ({
  page,
}) => {
  await open(page, `${path}?n=2&t0=round-x--4&t1=blob`);
  await expect(tierField(page, 1, 'Diameter')).toHaveValue('0');
  await expect(tierField(page, 2, 'Diameter')).toHaveValue('8');
  await expect(tierField(page, 2, 'Height')).toHaveValue('4');
  await expect(servings(page)).toHaveText('23');
  await expect(result(page).getByText(/NaN|Infinity|undefined/)).toHaveCount(0);
  await expect(page.getByTestId('cake-reference').getByText(/NaN|Infinity|undefined/)).toHaveCount(0);

  await open(page, `${path}?u=furlong&style=%3Cb%3E&n=999&t0=rect--x-&loss=abc&buf=-5&g=1e9&sh=0`);
  await expect(page.getByRole('radio', { name: 'Inches (in)' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Wedding' })).toBeChecked();
  await expect(tierField(page, 1, 'Width')).toHaveValue('9');
  await expect(tierField(page, 1, 'Length')).toHaveValue('0');
  await expect(tierField(page, 6, 'Diameter')).toHaveValue('8');
  await expect(tierField(page, 7, 'Diameter')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add round tier' })).toBeDisabled();
  // Five 8 x 4 in rounds with no loss: 5 x 50.27 / 2 = 125.7.
  await expect(servings(page)).toHaveText('125');
  await expect(verdict(page)).toHaveCount(0);
  await expect(result(page).getByText(/NaN|Infinity|undefined/)).toHaveCount(0);
  await expect(page.getByTestId('cake-reference').getByText(/NaN|Infinity|undefined/)).toHaveCount(0);
});

test('fits a 375 px screen with six tiers in cm', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const tiers = Array.from({ length: 6 }, (_, i) => `t${i}=rect-22.86-33.02-10.16`).join('&');
  await open(page, `${path}?u=cm&n=6&${tiers}`);
  await expect(tierField(page, 6, 'Length')).toHaveValue('33.02');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
