import { expect } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/baking/exact-dose-bean-counter';

test('loads with its parameters: 6 beans to add, 150 beans weigh 19.5 g', async ({ page }) => {
  await open(page, `${path}?t=20&c=19.2&b=0.13&n=150`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exact Dose Bean Counter');
  await expectTexts(page, {
    'bean-adjust': '+6 beans',
    'bean-adjust-text': 'Add 6 beans (0.8 g short).',
    'bean-count-text': '150 beans weigh about 19.5 g.',
  });
});

test('over the target, the messages and a clamped bean weight', async ({ page }) => {
  await open(page, path);
  await expect(page.getByTestId('bean-adjust')).toHaveText('+5 beans');
  await page.getByLabel('Current weight').fill('18.6');
  await expect(page.getByTestId('bean-adjust')).toHaveText('−5 beans');
  await page.getByLabel('Current weight').fill('');
  await expect(page.getByText('Enter target & current grams.')).toBeVisible();
  await page.getByLabel('Beans counted').fill('');
  await expect(page.getByText('Enter a bean count.')).toBeVisible();
  await page.getByLabel('Average weight of one bean').fill('5');
  await page.getByLabel('Beans counted').fill('10');
  await expect(page.getByTestId('bean-count-text')).toHaveText('10 beans weigh about 3.0 g.');
});
