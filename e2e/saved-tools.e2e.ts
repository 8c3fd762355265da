import { expect } from '@playwright/test';
import { expectNoAxeViolations, layoutShift, open, test } from './helpers';

test('a favourite tool is first on the home page after a reload, and on the all-tools page', async ({
  page,
}) => {
  await open(page, '/finance/loan-payment-calculator');
  const star = page.getByRole('button', { name: 'Add to favourites' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  const remove = page.getByRole('button', { name: 'Remove from favourites' });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  await open(page, '/time/age-calculator');
  await page.getByRole('button', { name: 'Add to favourites' }).click();

  await open(page, '/');
  await page.reload();
  // Before the list arrives its space is already held: filling it moves nothing.
  const section = page.getByRole('region', { name: 'Your favourites' });
  await expect(section.getByRole('link')).toHaveText(['Loan Payment Calculator', 'Age Calculator']);
  expect(await layoutShift(page)).toBeLessThan(0.02);
  // It comes first: above the popular tools.
  const first = await page.locator('main section h2').first().textContent();
  expect(first).toBe('Your favourites');
  await expect(page.getByText('kept only in this browser')).toBeVisible();

  await section.getByRole('button', { name: 'Remove Loan Payment Calculator from favourites' }).click();
  await expect(section.getByRole('link')).toHaveText(['Age Calculator']);

  await open(page, '/tools');
  await expect(page.getByRole('region', { name: 'Your favourites' }).getByRole('link')).toHaveText([
    'Age Calculator',
  ]);
});

test('the home page lists the last tools opened, most recent first, until cleared', async ({ page }) => {
  await open(page, '/');
  await expect(page.getByRole('region', { name: 'Recently used' })).toBeHidden();
  for (const path of [
    '/dev/uuid-generator',
    '/baking/cups-to-grams',
    '/dev/uuid-generator',
    '/time/world-clock',
  ])
    await open(page, path);
  await open(page, '/');
  const recent = page.getByRole('region', { name: 'Recently used' });
  await expect(recent.getByRole('link')).toHaveText([
    'World Clock & Time Zone Converter',
    'UUID Generator',
    'Cups to Grams Converter',
  ]);
  expect(await layoutShift(page)).toBeLessThan(0.02);
  await recent.getByRole('button', { name: 'Clear' }).click();
  await expect(recent).toBeHidden();
});

test('Ctrl+K opens the command palette from a focused field; typing and Enter open a tool', async ({
  page,
}) => {
  await open(page, '/finance/loan-payment-calculator');
  const amount = page.getByLabel('Loan amount');
  await amount.focus();
  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox', { name: 'Search tools' });
  await expect(search).toBeFocused();
  // Empty, it lists the tools just used and the popular ones.
  await expect(page.getByRole('group', { name: 'Recently used' }).getByRole('option')).toHaveText([
    /Loan Payment Calculator/,
  ]);
  await expect(page.getByRole('group', { name: 'Popular tools' })).toBeVisible();
  await expectNoAxeViolations(page, 'palette, light theme');

  // Escape closes it and gives the focus back to the field.
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
  await expect(amount).toBeFocused();

  await page.keyboard.press('Control+k');
  await page.keyboard.type('roman');
  const options = page.getByRole('option');
  await expect(options.first()).toHaveText(/Roman Numeral Converter/);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(search).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/calculators\/roman-numeral-converter$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roman Numeral Converter');
});

test('the palette opens from the header button and has no axe violations in the dark theme', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await open(page, '/');
  await page.getByRole('button', { name: 'Search tools' }).click();
  await expect(page.getByRole('combobox', { name: 'Search tools' })).toBeFocused();
  await expect(page.getByRole('option').first()).toBeVisible();
  await expectNoAxeViolations(page, 'palette, dark theme');
  await page.getByRole('button', { name: 'Close search' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search tools' })).toBeFocused();
});

test('a corrupted saved value is ignored, and blocked storage keeps favourites for the page', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('tinytools:saved-tools:v1', '{"favourites": [1, "<b>"'),
  );
  await open(page, '/');
  await expect(page.getByRole('region', { name: 'Your favourites' })).toBeHidden();

  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await open(page, '/dev/uuid-generator');
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  // An in-app navigation keeps the page, and so the favourite.
  await page
    .getByRole('link', { name: /^Tiny Tools/ })
    .first()
    .click();
  await expect(page.getByRole('region', { name: 'Your favourites' }).getByRole('link')).toHaveText([
    'UUID Generator',
  ]);
});

test('the mobile menu lists the favourites', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.addInitScript(() =>
    localStorage.setItem(
      'tinytools:saved-tools:v1',
      JSON.stringify({ favourites: ['cups-to-grams', 'uuid-generator'], recent: [] }),
    ),
  );
  await open(page, '/finance/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const list = page.getByRole('list', { name: 'Your favourites' });
  await expect(list.getByRole('link')).toHaveText(['Cups to Grams Converter', 'UUID Generator']);
  await list.getByRole('link', { name: 'UUID Generator' }).click();
  await expect(page).toHaveURL(/\/dev\/uuid-generator$/);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('tool cards carry a star: starred on a category page, the tool is a favourite everywhere', async ({
  page,
}) => {
  await open(page, '/time/');
  const add = page.getByRole('button', { name: 'Add Age Calculator to favourites' });
  await expect(add).toHaveAttribute('aria-pressed', 'false');
  await add.click();
  await expect(page.getByRole('button', { name: 'Remove Age Calculator from favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The card's link still opens the tool; the star is beside it, not in it.
  await expect(page.getByRole('main').getByRole('link', { name: /^Age Calculator/ })).toHaveCount(1);
  await expectNoAxeViolations(page, 'category page with a starred card');

  await open(page, '/');
  await expect(page.getByRole('region', { name: 'Your favourites' }).getByRole('link')).toHaveText([
    'Age Calculator',
  ]);
  await open(page, '/time/age-calculator');
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  // A tool page's related tools have no stars.
  await expect(page.getByRole('button', { name: /^Add .+ to favourites$/ })).toHaveCount(0);

  await open(page, '/tools');
  await page.getByRole('button', { name: 'Remove Age Calculator from favourites' }).first().click();
  await expect(page.getByRole('region', { name: 'Your favourites' })).toBeHidden();
});
