import { expect } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/around-the-world/lakh-crore-converter';

test('loads with its parameters: 12,500,000 is 1.25 crore', async ({ page }) => {
  await open(page, `${path}?v=12500000`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lakh and Crore Converter');
  await expectTexts(page, {
    'lakh-indian': '1,25,00,000',
    'lakh-indian-words': '1.25 crore',
    'lakh-international': '12,500,000',
    'lakh-international-words': '12.5 million',
    'lakh-in-lakh': '125',
  });
});

test('units, cleaning, a dash for bad input and a link with a bad unit', async ({ page }) => {
  await open(page, `${path}?v=1.5&u=crore`);
  await expect(page.getByTestId('lakh-international-words')).toHaveText('15 million');
  await page.getByLabel('Unit').selectOption('lakh');
  await page.getByLabel('Amount').fill('2_50');
  await expect(page.getByTestId('lakh-indian')).toHaveText('2,50,00,000');
  await expect(page).toHaveURL(/u=lakh/);
  await page.getByLabel('Amount').fill('twelve');
  await expect(page.getByTestId('lakh-dash')).toContainText('—');
  await open(page, `${path}?v=5&u=gazillion`);
  await expect(page.getByTestId('lakh-indian')).toHaveText('5');
});
