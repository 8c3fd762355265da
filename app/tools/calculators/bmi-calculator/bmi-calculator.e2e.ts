import { expect } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/calculators/bmi-calculator';

test('loads with its parameters and shows the BMI, category, gauge and healthy range', async ({ page }) => {
  await open(page, `${path}?u=m&kg=72&cm=178`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('BMI Calculator');
  await expectTexts(page, {
    'bmi-value': '22.7',
    'bmi-category': 'Healthy',
    'bmi-healthy-range': '58.6 to 78.9 kg',
    'bmi-standing': 'Within healthy range',
  });
  await expect(page.getByRole('img', { name: /BMI 22\.7, Healthy/ })).toBeVisible();
  await expect(page.getByText('BMI is a screening figure, not a diagnosis.')).toBeVisible();
});

test('imperial links, switching units converts the figures, and bad input shows a dash', async ({ page }) => {
  await open(page, `${path}?u=i&lb=160&ft=5&inch=9`);
  await expectTexts(page, {
    'bmi-value': '23.6',
    'bmi-healthy-range': '125.3 to 168.6 lb',
  });

  await page.getByRole('radio', { name: 'Metric (kg, cm)' }).check({ force: true });
  await expect(page.getByLabel('Weight')).toHaveValue('72.6');
  await expect(page.getByLabel('Height')).toHaveValue('175.3');
  await expect(page.getByTestId('bmi-value')).toHaveText('23.6');
  await expect(page).toHaveURL(/kg=72\.6/);

  await page.getByLabel('Weight').fill('110');
  await expectTexts(page, {
    'bmi-category': 'Obesity (Class II)',
    'bmi-standing': '33.5 kg above the healthy range',
  });

  await page.getByLabel('Weight').fill('0');
  await expect(page.getByTestId('bmi-value')).toHaveCount(0);
  await expect(page.getByText('BMI –')).toBeVisible();
  await page.getByLabel('Height').fill('999');
  await expect(page.getByText('Enter a value from 50 to 260.')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);
});
