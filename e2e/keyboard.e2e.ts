import { expect, type Locator, type Page } from '@playwright/test';
import { open, test } from './helpers';

/** Presses Tab until `target` has the focus (at most `max` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * The focused control shows a visible focus ring (an outline from :focus-visible); a visually
 * hidden radio shows it on its label.
 */
async function expectFocusRing(target: Locator): Promise<void> {
  const ring = await target.evaluate((el) => {
    const host = (el.matches('input[type="radio"]') && el.closest('label')) || el;
    const style = getComputedStyle(host);
    return { visible: el.matches(':focus-visible'), outline: style.outlineStyle, width: style.outlineWidth };
  });
  expect(ring.visible).toBe(true);
  expect(ring.outline).not.toBe('none');
  expect(parseFloat(ring.width)).toBeGreaterThanOrEqual(2);
}

test('"/" goes to the search from any page, but not while typing; Escape clears the search', async ({
  page,
}) => {
  await open(page, '/calculators/percentage-calculator');
  // Typing '/' in a field types it.
  const field = page.getByRole('textbox').first();
  await field.focus();
  await page.keyboard.press('/');
  await expect(page).toHaveURL(/\/calculators\/percentage-calculator/);

  await field.blur();
  await page.keyboard.press('/');
  await expect(page).toHaveURL(/\/search$/);
  const search = page.getByRole('searchbox', { name: 'Search tools' });
  await expect(search).toBeFocused();
  await page.keyboard.type('tip');
  await expect(page.getByText(/tools? match “tip”/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');

  // A page with its own search box: '/' focuses it in place.
  await open(page, '/tools');
  await page.keyboard.press('/');
  await expect(page).toHaveURL(/\/tools$/);
  await expect(page.getByRole('searchbox', { name: 'Search tools' })).toBeFocused();
});

test('"/" stays the calculator\'s divide key', async ({ page }) => {
  await open(page, '/calculators/plain-old-calculator');
  await page.keyboard.type('8/2=');
  await expect(page).toHaveURL(/plain-old-calculator$/);
  await expect(page.getByTestId('calculator-display')).toHaveText('4');
});

test('Escape closes the mobile menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, '/');
  const menuButton = page.getByRole('button', { name: /menu/i });
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
});

test('three tools operated from the keyboard alone, each control with a visible focus ring', async ({
  page,
}) => {
  await open(page, '/calculators/roman-numeral-converter');
  const number = page.getByLabel('Number (1 to 3999)');
  await tabTo(page, number);
  await expectFocusRing(number);
  await page.keyboard.type('1994');
  await expect(page.getByTestId('roman-output')).toHaveText('MCMXCIV');

  await open(page, '/calculators/tip-calculator');
  const bill = page.getByLabel('Bill amount');
  await tabTo(page, bill);
  await expectFocusRing(bill);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('84.50');
  const twenty = page.getByRole('button', { name: '20%' });
  await tabTo(page, twenty);
  await expectFocusRing(twenty);
  await page.keyboard.press('Space');
  await expect(twenty).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('tip-amount')).toHaveText('$16.90');

  await open(page, '/calculators/temperature-converter');
  const celsius = page.getByRole('radio', { name: 'Celsius (°C)' });
  await tabTo(page, celsius);
  await expectFocusRing(celsius);
  // Arrow keys move between the radios of a group.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Fahrenheit (°F)' })).toBeChecked();
  const value = page.getByLabel('Temperature in Fahrenheit');
  await tabTo(page, value);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('212');
  await expect(page.getByTestId('temperature-C')).toHaveText('100°C');
});
