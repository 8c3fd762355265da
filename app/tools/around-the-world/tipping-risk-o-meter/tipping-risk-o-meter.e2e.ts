import { expect } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/around-the-world/tipping-risk-o-meter';

test('loads with its parameters: 10 % in a German restaurant is typical', async ({ page }) => {
  // The catalogue's example query.
  await open(page, `${path}?c=DE&s=restaurant&t=10`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tipping Risk-o-Meter');
  await expect(page.getByLabel('Country')).toHaveValue('DE');
  await expect(page.getByRole('radio', { name: 'Restaurant' })).toBeChecked();
  await expect(page.getByLabel('Your tip (%)')).toHaveValue('10');
  await expectTexts(page, {
    'tip-risk-label': 'Typical',
    'tip-norm': 'Typical here: 5–10 %',
    'tip-percent': '10 %',
  });
  await expect(page.getByRole('img', { name: /tip 10 %, Typical/ })).toBeVisible();
  await expect(page.getByTestId('tip-service-charge')).toHaveCount(0);
});

test('links: no tip in Japan, a tip of 55 clamped to 40, an unknown country read as the US', async ({
  page,
}) => {
  await open(page, `${path}?c=JP&s=restaurant&t=0`);
  await expectTexts(page, { 'tip-risk-label': 'No tip expected', 'tip-norm': 'Typical here: no tip (0 %)' });
  await expect(page.getByTestId('tip-service-charge')).toHaveText(
    'A service charge is often added to the bill: check before tipping.',
  );

  await open(page, `${path}?t=55`);
  await expect(page.getByLabel('Your tip (%)')).toHaveValue('40');
  await expectTexts(page, { 'tip-percent': '40 %', 'tip-risk-label': 'Unusual' });

  await open(page, `${path}?c=XX&t=12`);
  await expect(page.getByLabel('Country')).toHaveValue('US');
  await expectTexts(page, { 'tip-norm': 'Typical here: 15–20 %', 'tip-risk-label': 'Risk: under-tipping' });
  await expect(page.locator('main')).not.toContainText(/NaN|undefined|Infinity/);
});

test('changing country and situation resets the tip by the rule; slider and box update the address', async ({
  page,
}) => {
  await open(page, path);
  await expect(page.getByTestId('tip-percent')).toHaveText('18 %');

  // A tip of 18 moves to the middle of Germany's 5–10 %.
  await page.getByLabel('Country').selectOption('DE');
  await expectTexts(page, { 'tip-percent': '7.5 %', 'tip-norm': 'Typical here: 5–10 %' });

  // Any other tip is kept.
  await page.getByRole('radio', { name: 'Taxi' }).check({ force: true });
  await expect(page.getByTestId('tip-percent')).toHaveText('7.5 %');
  // 7.5 % is the middle of Germany's taxi range too: the link names the country and situation alone.
  await expect(page).toHaveURL(/\?c=DE&s=taxi$/);

  // The keyboard moves the slider by one step of 0.5.
  await page.getByRole('slider', { name: 'Your tip' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('tip-percent')).toHaveText('8 %');
  await expect(page).toHaveURL(/t=8(&|$)/);

  // The value box: 20 % is more than 5 points above Germany's taxi range.
  await page.getByLabel('Your tip (%)').fill('20');
  await page.getByLabel('Your tip (%)').press('Enter');
  await expect(page.getByTestId('tip-risk-label')).toHaveText('Unusual');
  await expect(page).toHaveURL(/t=20/);

  // A 0–0 norm sets the tip to 0.
  await page.getByLabel('Country').selectOption('JP');
  await expectTexts(page, { 'tip-percent': '0 %', 'tip-risk-label': 'No tip expected' });
  // 0 % is Japan's own tip: the link names the country and situation alone.
  await expect(page).toHaveURL(/\?c=JP&s=taxi$/);
});

test('a link naming only the country or situation gets the tip picking it gives', async ({ page }) => {
  await open(page, `${path}?c=JP`);
  await expect(page.getByLabel('Country')).toHaveValue('JP');
  await expect(page.getByLabel('Your tip (%)')).toHaveValue('0');
  await expectTexts(page, { 'tip-percent': '0 %', 'tip-risk-label': 'No tip expected' });
  // Picking Germany moves 0 % to the middle of its 5–10 %, Germany's own tip: the link names it alone.
  await page.getByLabel('Country').selectOption('DE');
  await expect(page.getByTestId('tip-percent')).toHaveText('7.5 %');
  await expect(page).toHaveURL(/\?c=DE$/);

  // The US taxi range is 10–15 %.
  await open(page, `${path}?s=taxi`);
  await expect(page.getByRole('radio', { name: 'Taxi' })).toBeChecked();
  await expectTexts(page, { 'tip-percent': '12.5 %', 'tip-risk-label': 'Typical' });

  await open(page, `${path}?c=DE`);
  await expectTexts(page, { 'tip-percent': '7.5 %', 'tip-norm': 'Typical here: 5–10 %' });
});
