import { expect } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/calculators/temperature-converter';

test('loads with its parameters and shows all three scales with a context', async ({ page }) => {
  await open(page, `${path}?value=37`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Temperature Converter');
  await expectTexts(page, {
    'temperature-C': '37°C',
    'temperature-F': '98.6°F',
    'temperature-K': '310.15 K',
  });
  await expect(page.getByTestId('temperature-context')).toContainText('Very hot');
});

test('reads the scale from the link, converts as you type and refuses absolute zero', async ({ page }) => {
  await open(page, `${path}?value=212&scale=F`);
  await expectTexts(page, {
    'temperature-C': '100°C',
    'temperature-K': '373.15 K',
  });

  await page.getByRole('radio', { name: 'Kelvin (K)' }).check({ force: true });
  const field = page.getByLabel('Temperature in Kelvin');
  await field.fill('-1');
  await expect(page.getByRole('alert')).toHaveText(
    'Temperature cannot be below absolute zero (-273.15°C, -459.67°F, 0K)',
  );
  await field.fill('255,5');
  await expect(page.getByTestId('temperature-C')).toHaveText('-17.65°C');
  await expect(page.getByTestId('temperature-context')).toContainText('Freezing');
  await expect(page).toHaveURL(/value=255%2C5&scale=K|scale=K&value=255%2C5/);

  await field.fill('abc');
  await expect(page.getByText('Type a temperature')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);

  await page.getByRole('button', { name: 'Oven 350 °F' }).click();
  await expect(page.getByTestId('temperature-C')).toHaveText('176.67°C');
});
