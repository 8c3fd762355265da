import { expect } from '@playwright/test';
import { open, test } from '../../../../e2e/helpers';

const path = '/time/pet-age-calculator';
const humanAge = (page: import('@playwright/test').Page) => page.getByTestId('pet-human-age');
const rabbitWarning =
  'Beyond Typical Lifespan: Rabbits/Guinea pigs typically live up to around 10 years. Results beyond that are extrapolated estimates.';

test('loads a large dog of 7 from the link: 54 in human years', async ({ page }) => {
  await open(page, `${path}?species=dog&size=large&age=7`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pet Age Calculator');
  // The same figure the unit test asserts (large dogs: 15, 24, then 6 human years per year).
  await expect(humanAge(page)).toHaveText('54');
  await expect(page.getByTestId('pet-sentence')).toHaveText(
    'A 7-year-old large dog is about 54 in human years.',
  );
  await expect(page.getByRole('radio', { name: 'Dog', exact: true })).toBeChecked();
  await expect(page.getByLabel('Dog size')).toHaveValue('large');
  await expect(page.getByLabel('Age', { exact: true })).toHaveValue('7');
  await expect(page.getByTestId('pet-warning')).toHaveCount(0);
});

test('the default page shows 39 for a medium dog of 5, and the chart', async ({ page }) => {
  await open(page, path);
  await expect(humanAge(page)).toHaveText('39');
  await expect(page.getByTestId('pet-sentence')).toHaveText(
    'A 5-year-old medium dog is about 39 in human years.',
  );
  await expect(page.getByText(/rule of thumb/).first()).toBeVisible();
  const rows = page.getByRole('table', { name: 'Medium dogs and cats in human years' }).getByRole('row');
  await expect(rows).toHaveCount(9);
  await expect(rows.nth(5)).toHaveText(/5 years\s*39\s*36/);
});

test('switching to Rabbit and typing 12 shows the beyond-lifespan warning', async ({ page }) => {
  await open(page, path);
  await page.getByText('Rabbit', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Rabbit', exact: true })).toBeChecked();
  // Size applies to dogs only.
  await expect(page.getByLabel('Dog size')).toHaveCount(0);
  await expect(humanAge(page)).toHaveText('44');
  await expect(page.getByTestId('pet-warning')).toHaveCount(0);

  await page.getByLabel('Age', { exact: true }).fill('12');
  await expect(humanAge(page)).toHaveText('86');
  await expect(page.getByTestId('pet-warning')).toHaveText(rabbitWarning);
  await expect(page).toHaveURL(/\?species=rabbit&age=12$/);

  // 10 is within the typical lifespan: no warning.
  await page.getByLabel('Age', { exact: true }).fill('10');
  await expect(humanAge(page)).toHaveText('74');
  await expect(page.getByTestId('pet-warning')).toHaveCount(0);
});

test('an unknown species or size falls back to a medium dog without errors', async ({ page }) => {
  await open(page, `${path}?species=lizard&size=tiny&age=3`);
  await expect(page.getByRole('radio', { name: 'Dog', exact: true })).toBeChecked();
  await expect(page.getByLabel('Dog size')).toHaveValue('medium');
  await expect(humanAge(page)).toHaveText('29');
  await expect(page.getByTestId('pet-sentence')).toHaveText(
    'A 3-year-old medium dog is about 29 in human years.',
  );
});

test('a guinea pig link is capped at 12; an age of 0 shows the intro', async ({ page }) => {
  await open(page, `${path}?species=guineapig&age=14`);
  await expect(humanAge(page)).toHaveText('122');
  await expect(page.getByTestId('pet-warning')).toHaveText(
    'Beyond Typical Lifespan: Rabbits/Guinea pigs typically live up to around 7 years. Results beyond that are extrapolated estimates.',
  );
  await expect(page.getByText('Ages above 12 years are counted as 12 for guinea pigs.')).toBeVisible();

  await page.getByLabel('Age', { exact: true }).fill('0');
  await expect(humanAge(page)).toHaveCount(0);
  await expect(page.getByText(/Enter your pet's age in years/)).toBeVisible();
});
