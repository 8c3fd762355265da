import { expect } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/finance/finance-tip-calculator';
const example = `${path}?cur=EUR&a=84.50&t=10&s=0&tp=15&tb=pre&ppl=3&r=half`;

test('the example link: 84.50 EUR, tax 10 %, tip 15 %, 3 people, shares up to 0.50', async ({ page }) => {
  await open(page, example);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tip Calculator with Tax');
  // Figures worked by hand in the unit test: share 35.21 → 35.50, total 106.50, tip 12.68 + 0.87.
  await expectTexts(page, {
    'tip-per-person': '€35.50',
    'tip-total': '€106.50',
    'tip-amount': '€13.55',
    'tip-adjusted-percent': '16.04%',
  });
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Total €106.50, €35.50 each for 3 people; tip €13.55 (16.04% after rounding)' }),
  ).toHaveCount(1);
  // Every control shows the link's values.
  await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('EUR');
  await expect(page.getByLabel('Bill amount', { exact: true })).toHaveValue('84.50');
  await expect(page.getByLabel('Tax', { exact: true })).toHaveValue('10');
  await expect(page.getByRole('slider', { name: 'Tip' })).toHaveValue('15');
  await expect(page.getByRole('radio', { name: 'Before tax' })).toBeChecked();
  await expect(page.getByLabel('People', { exact: true })).toHaveValue('3');
  await expect(page.getByLabel('Rounding', { exact: true })).toHaveValue('half');
});

test('the 18 % quick tip changes the tip and the address', async ({ page }) => {
  await open(page, example);
  await expect(page.getByTestId('tip-amount')).toHaveText('€13.55');
  await page.getByRole('button', { name: '18%', exact: true }).click();
  // tip 15.21, total 108.16, share 36.05 → 36.50, total 109.50, tip 16.55.
  await expectTexts(page, {
    'tip-amount': '€16.55',
    'tip-per-person': '€36.50',
  });
  await expect(page.getByRole('button', { name: '18%', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveURL(/[?&]tp=18(&|$)/);
});

test('typing a bill, switching basis and rounding, defaults left out of the address', async ({ page }) => {
  await open(page, path);
  await expect(page.getByText('Enter the bill amount')).toBeVisible();
  await page.getByLabel('Bill amount', { exact: true }).fill('100');
  // 100 + tax 8.50 + tip 20.00 = 128.50
  await expect(page.getByTestId('tip-grand-total')).toHaveText('$128.50');
  await expect(page).toHaveURL(/\?a=100$/);
  await page.getByText('After tax', { exact: true }).click();
  // tip 20 % of 108.50 = 21.70, total 130.20
  await expectTexts(page, {
    'tip-amount': '$21.70',
    'tip-total': '$130.20',
  });
  await page.getByLabel('People', { exact: true }).fill('4');
  await page.getByLabel('Rounding', { exact: true }).selectOption('whole');
  // 130.20 / 4 = 32.55 → 33.00, total 132.00
  await expectTexts(page, {
    'tip-per-person': '$33.00',
    'tip-total': '$132.00',
  });
  await expect(page).toHaveURL(/tb=post/);
  await expect(page).toHaveURL(/ppl=4/);
  await expect(page).toHaveURL(/r=whole/);
  await page.getByLabel('Bill amount', { exact: true }).fill('0');
  await expect(page.getByTestId('tip-total')).toHaveCount(0);
  await expect(page.getByText('Enter the bill amount')).toBeVisible();
});

test('malformed link values are ignored or floored, never an error', async ({ page }) => {
  await open(page, `${path}?cur=XXX&a=50&t=-5&s=abc&tp=99&ppl=0&r=bogus`);
  // USD, no tax, no service, tip clamped to 35 %: 50 + 17.50 = 67.50 for 1 person.
  await expect(page.getByTestId('tip-grand-total')).toHaveText('$67.50');
  await expect(page.getByRole('slider', { name: 'Tip' })).toHaveValue('35');
  await expect(page.locator('body')).not.toContainText(/NaN|Infinity|undefined/);
});

test('/finance/tip-calculator shows the same tool', async ({ page }) => {
  await open(page, '/finance/tip-calculator?cur=EUR&a=84.50&t=10&s=0&tp=15&tb=pre&ppl=3&r=half');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tip Calculator with Tax');
  await expect(page.getByTestId('tip-per-person')).toHaveText('€35.50');
});
