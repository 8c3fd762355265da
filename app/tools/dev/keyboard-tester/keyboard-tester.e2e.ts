import { expect, type Page } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';
import { ALL_KEY_CODES } from './keyboard-tester';

const path = '/dev/keyboard-tester';
const key = (page: Page, code: string) => page.locator(`[data-code="${code}"]`);
const activeIsBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);

test('tests keys by their code: pressed, tested, left and right, counter and completion', async ({
  page,
}) => {
  await open(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keyboard Tester');
  await expect(page.locator('[data-code]')).toHaveCount(ALL_KEY_CODES.length);
  await expect(page.locator('[data-state="untested"]')).toHaveCount(ALL_KEY_CODES.length);
  await expectTexts(page, { presses: '0', completion: '0%' });

  await page.keyboard.press('KeyA');
  await expect(key(page, 'KeyA')).toHaveAttribute('data-state', 'tested');
  await expectTexts(page, { 'last-code': 'KeyA', 'last-key': 'a', 'last-location': '0 (standard)' });

  await page.keyboard.down('ShiftLeft');
  await expect(key(page, 'ShiftLeft')).toHaveAttribute('data-state', 'pressed');
  await expect(page.getByTestId('last-location')).toHaveText('1 (left)');
  await page.keyboard.up('ShiftLeft');
  await expect(key(page, 'ShiftLeft')).toHaveAttribute('data-state', 'tested');
  await expect(key(page, 'ShiftRight')).toHaveAttribute('data-state', 'untested');

  await page.keyboard.press('ShiftRight');
  await expect(key(page, 'ShiftRight')).toHaveAttribute('data-state', 'tested');
  await expectTexts(page, {
    'last-code': 'ShiftRight',
    'last-key': 'Shift',
    'last-location': '2 (right)',
    presses: '3',
    'tested-count': '3 of 104',
    completion: '3%',
  });
  await expect(
    page.getByRole('status').filter({ hasText: 'Tested 3 of 104 keys (3%). Last key: ShiftRight (Shift)' }),
  ).toHaveCount(1);

  // A held key repeats its keydown: counted once.
  await page.keyboard.down('KeyB');
  await page.keyboard.down('KeyB');
  await page.keyboard.down('KeyB');
  await expect(key(page, 'KeyB')).toHaveAttribute('data-state', 'pressed');
  await page.keyboard.up('KeyB');
  await expect(page.getByTestId('presses')).toHaveText('4');

  // Tab is held back: the focus stays where it was, and Tab is tested.
  expect(await activeIsBody(page)).toBe(true);
  await page.keyboard.press('Tab');
  await expect(key(page, 'Tab')).toHaveAttribute('data-state', 'tested');
  expect(await activeIsBody(page)).toBe(true);
  // Space and PageDown do not scroll the page.
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Space');
  await page.keyboard.press('PageDown');
  await expect(key(page, 'PageDown')).toHaveAttribute('data-state', 'tested');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  await expect(page.getByTestId('presses')).toHaveText('7');

  // A key outside the layout still shows, and is listed apart.
  await page.evaluate(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { code: 'MediaPlayPause', key: 'MediaPlayPause' }));
    window.dispatchEvent(new KeyboardEvent('keyup', { code: 'MediaPlayPause', key: 'MediaPlayPause' }));
  });
  await expectTexts(page, {
    'last-code': 'MediaPlayPause',
    'other-keys': 'MediaPlayPause',
    'tested-count': '7 of 104',
  });

  await page.getByRole('button', { name: 'Reset' }).click();
  await expectTexts(page, { presses: '0', completion: '0%', 'last-code': '—' });
  await expect(page.locator('[data-state="untested"]')).toHaveCount(ALL_KEY_CODES.length);
  await expect(page.getByTestId('other-keys')).toHaveCount(0);
  // Reset hands the focus to the keyboard picture: Space tests the key instead of pressing Reset again.
  await expect(page.getByRole('region', { name: 'Virtual keyboard' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('presses')).toHaveText('1');
  await expect(key(page, 'Space')).toHaveAttribute('data-state', 'tested');
});

test('typing in a text box is not counted', async ({ page }) => {
  await open(page, path);
  // The site header has no search box: add a text box of our own to type in.
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.id = 'typing-check';
    input.setAttribute('aria-label', 'Typing check');
    document.body.append(input);
  });
  const box = page.locator('#typing-check');
  await box.focus();
  await page.keyboard.type('hello world');
  await page.keyboard.press('Backspace');
  await expect(box).toHaveValue('hello worl');
  await expect(page.getByTestId('presses')).toHaveText('0');
  await expect(key(page, 'KeyH')).toHaveAttribute('data-state', 'untested');
  await expect(page.getByTestId('last-code')).toHaveText('—');
});

test('Shift+Tab is let through, and a focused link keeps its keys', async ({ page }) => {
  await open(page, path);
  // Registered after the page's own listener on window, so it sees the page's decision.
  await page.evaluate(() => {
    const seen: boolean[] = [];
    (window as unknown as { tabPrevented: boolean[] }).tabPrevented = seen;
    window.addEventListener('keydown', (event) => {
      if (event.code === 'Tab') seen.push(event.defaultPrevented);
    });
  });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => (window as unknown as { tabPrevented: boolean[] }).tabPrevented)).toEqual([
    true,
    false,
  ]);
  // With a link focused, Tab moves the focus as usual (and still counts as a press).
  const link = page.locator('main a[href]').first();
  await link.focus();
  await page.keyboard.press('Tab');
  await expect(link).not.toBeFocused();
  expect(await activeIsBody(page)).toBe(false);
  // Tab, Shift and Tab again, then Tab.
  await expect(page.getByTestId('presses')).toHaveText('4');
});

test('every key of the list pressed once gives 100% and the success message', async ({ page }) => {
  await open(page, path);
  await expect(page.getByTestId('success')).toHaveCount(0);
  // Synthetic events: some keys (Meta, ContextMenu, PrintScreen, Pause, F11...) would reach the
  // browser or the system when pressed for real.
  await page.evaluate(
    (codes) => {
      for (const code of codes) {
        window.dispatchEvent(new KeyboardEvent('keydown', { code, key: code, bubbles: true }));
        window.dispatchEvent(new KeyboardEvent('keyup', { code, key: code, bubbles: true }));
      }
    },
    [...ALL_KEY_CODES],
  );
  await expectTexts(page, { completion: '100%', 'tested-count': '104 of 104' });
  await expect(page.getByTestId('presses')).toHaveText(String(ALL_KEY_CODES.length));
  await expect(page.locator('[data-state="tested"]')).toHaveCount(ALL_KEY_CODES.length);
  await expect(page.getByTestId('success')).toHaveText('All keys tested: your keyboard works!');
  await expect(page.getByTestId('success')).toBeVisible();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Tested 104 of 104 keys (100%). All keys tested: your keyboard works!' }),
  ).toHaveCount(1);
});

test('fits a 375 px screen without scrolling the page sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, path);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The keyboard scrolls inside its own focusable region instead.
  const region = page.getByRole('region', { name: 'Virtual keyboard' });
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});
