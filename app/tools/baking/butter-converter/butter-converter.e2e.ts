import { expect } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/baking/butter-converter';

test('loads with its parameters: ¾ cup of butter in every unit', async ({ page }) => {
  await open(page, `${path}?amount=0.75&unit=cup`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Butter Converter');
  await expectTexts(page, {
    'butter-stick': '1.5 sticks',
    'butter-tbsp': '12 tbsp',
    'butter-tsp': '36 tsp',
    'butter-g': '170 g',
    'butter-oz': '6 oz',
  });
  await expect(page.getByTestId('butter-breakdown')).toHaveText(
    '0.75 cup = 1.5 sticks = 12 tbsp = 36 tsp = 170 g = 6 oz',
  );
});

test('defaults to one stick; presets, typing grams and the answer pages', async ({ page }) => {
  await open(page, path);
  await expect(page.getByTestId('butter-g')).toHaveText('113 g');
  await page.getByRole('button', { name: '2 sticks' }).click();
  await expect(page.getByTestId('butter-cup')).toHaveText('1 cup');
  await page.getByLabel('Unit').selectOption('g');
  await page.getByLabel('Amount of butter').fill('250');
  await expect(page.getByTestId('butter-stick')).toHaveText('2.2 sticks');
  await expect(page).toHaveURL(/amount=250&unit=g/);
  await page.getByLabel('Amount of butter').fill('-3');
  await expect(page.getByText('Enter an amount of butter (0 or more)')).toBeVisible();

  await page.getByRole('link', { name: 'how many cups is one stick' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How Many Cups Is One Stick of Butter?');
  await expect(page.getByText('1 stick = 1/2 cup = 8 tbsp = 4 oz = 113 g')).toBeVisible();
  await page.getByRole('link', { name: 'Convert any amount with the Butter Converter' }).click();
  await expect(page).toHaveURL(/\/baking\/butter-converter/);
});

test('the answer pages are prerendered with their table, FAQ and structured data', async ({
  page,
  request,
}) => {
  for (const slug of ['how-much-butter-is-one-stick', 'how-many-cups-is-one-stick']) {
    const html = await (await request.get(`/baking/${slug}`)).text();
    expect(html).toContain('1 stick = 1/2 cup = 8 tbsp = 4 oz = 113 g');
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).not.toContain('noindex');
  }
  await page.goto('/baking/how-much-butter-is-one-stick');
  await expect(page.getByRole('table')).toContainText('113');
});
