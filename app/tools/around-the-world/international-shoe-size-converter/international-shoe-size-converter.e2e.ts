import { expect } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/around-the-world/international-shoe-size-converter';

test("loads with its parameters: women's US 8 is UK 6, EU 39, a 24.6 cm foot", async ({ page }) => {
  await open(page, `${path}?g=women&s=us&v=8`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('International Shoe Size Converter');
  await expect(page.getByLabel("US women's size")).toHaveValue('8');
  await expectTexts(page, {
    'shoe-us': '8',
    'shoe-uk': '6',
    'shoe-eu': '39',
    'shoe-cm': '24.6 cm',
    'shoe-in': '9.67 in',
  });
  await expect(page.getByTestId('shoe-rules')).toContainText('US women = 3 × foot length in inches − 21');
  await expect(page.getByTestId('shoe-rules')).toContainText('EU = 1.5 × (foot length in cm + 1.75)');
  await expect(page.getByTestId('shoe-variance')).toContainText('plus or minus 0.5 size');
  await expect(page.getByTestId('shoe-chart')).toContainText("Women's shoe size chart (US 5 to 12)");
});

test("men's EU 42, a foot clamped to 31 cm, and text that is not a number", async ({ page }) => {
  await open(page, `${path}?g=men&s=eu&v=42`);
  await expect(page.getByLabel('EU size')).toHaveValue('42');
  await expectTexts(page, { 'shoe-us': '9', 'shoe-uk': '8', 'shoe-eu': '42', 'shoe-cm': '26.3 cm' });
  await expect(page.getByTestId('shoe-clamped')).toHaveCount(0);

  await open(page, `${path}?s=cm&v=40`);
  await expect(page.getByTestId('shoe-cm')).toHaveText('31 cm');
  await expect(page.getByTestId('shoe-clamped')).toHaveText(
    'Clamped to 31 cm, the longest foot this converter covers.',
  );
  await expectTexts(page, { 'shoe-us': '14.5', 'shoe-uk': '13.5', 'shoe-eu': '49' });

  await open(page, `${path}?v=abc`);
  await expect(page.getByRole('alert')).toHaveText('Enter a value to convert.');
  await expect(page.getByTestId('shoe-us')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);

  // A bad gender or system in a link is ignored: men's US.
  await open(page, `${path}?g=robot&s=mars&v=10`);
  await expect(page.getByLabel("US men's size")).toHaveValue('10');
  await expect(page.getByTestId('shoe-eu')).toHaveText('43');
});

test('switching gender and system and typing a value update the result and the address', async ({ page }) => {
  await open(page, path);
  await expect(page.getByTestId('shoe-message')).toHaveText('Enter a value to convert.');

  await page.getByLabel("US men's size").fill('10');
  await expectTexts(page, { 'shoe-uk': '9', 'shoe-eu': '43' });
  await expect(page).toHaveURL(/v=10/);

  await page.getByRole('radio', { name: 'Women' }).check({ force: true });
  await expect(page.getByLabel("US women's size")).toHaveValue('10');
  await expectTexts(page, { 'shoe-uk': '8', 'shoe-eu': '42' });
  await expect(page).toHaveURL(/g=women/);

  await page.getByRole('radio', { name: 'UK' }).check({ force: true });
  const uk = page.getByLabel('UK size');
  await uk.fill('7');
  await expectTexts(page, { 'shoe-us': '9', 'shoe-eu': '41', 'shoe-cm': '25.4 cm', 'shoe-in': '10.00 in' });
  await expect(page).toHaveURL(/s=uk/);
  await expect(page).toHaveURL(/v=7(&|$)/);

  await uk.fill('25');
  await expect(page.getByTestId('shoe-clamped')).toHaveText(
    'Clamped to 20, the largest size this converter covers.',
  );
  await uk.fill('6,5');
  await expect(page.getByTestId('shoe-uk')).toHaveText('6.5');
  await expect(page.getByTestId('shoe-clamped')).toHaveCount(0);

  await uk.fill('');
  await expect(page.getByTestId('shoe-message')).toHaveText('Enter a value to convert.');
});
