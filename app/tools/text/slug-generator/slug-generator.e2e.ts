import { expect } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/text/slug-generator';

test('loads with its parameters and shows the slug and the SEO check', async ({ page }) => {
  await open(page, `${path}?text=Cr%C3%A8me+Br%C3%BBl%C3%A9e%3A+10+Tips+for+a+Perfect+Caramel+Top%21&max=50`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slug Generator');
  await expectTexts(page, {
    'slug-output': 'creme-brulee-10-tips-for-a-perfect-caramel-top',
    'slug-seo': 'Good for SEO: 46 characters (60 or fewer).',
  });
  await expect(page.getByLabel('Maximum length')).toHaveValue('50');
});

test('separator, maximum length, lower case and the SEO warning', async ({ page }) => {
  await open(page, `${path}?sep=_&lower=false`);
  await page.getByLabel('Title or text').fill('  Hello,  Wonderful World -- of Ünïcödé!  ');
  await expect(page.getByTestId('slug-output')).toHaveText('Hello_Wonderful_World_of_Unicode');
  await page.getByRole('radio', { name: 'Hyphen (-)' }).check({ force: true });
  await page.getByLabel('Lower case').check();
  await expect(page.getByTestId('slug-output')).toHaveText('hello-wonderful-world-of-unicode');
  await page.getByLabel('Maximum length').fill('16');
  await expect(page.getByTestId('slug-output')).toHaveText('hello-wonderful');
  await expect(page.getByText('Cut to the maximum of 16 characters.')).toBeVisible();
  await expect(page).toHaveURL(/max=16/);
  await page.getByLabel('Maximum length').fill('');
  await page.getByLabel('Title or text').fill('a very long title '.repeat(5));
  await expect(page.getByTestId('slug-seo')).toContainText('Long for SEO: 89 characters.');
});
