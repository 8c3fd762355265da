import { expect, type Page } from '@playwright/test';
import { open, test } from '../../../../e2e/helpers';

const path = '/calculators/plain-old-calculator';
const display = (page: Page) => page.getByTestId('calculator-display');
const expression = (page: Page) => page.getByTestId('calculator-expression');
const key = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('the prerendered page already shows 0 (no empty state, no shift on hydration)', async ({ page }) => {
  const html = await (await page.request.get(path)).text();
  expect(html).toMatch(/<output[^>]*data-testid="calculator-display"[^>]*>0<\/output>/);
  await open(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plain Old Calculator');
  await expect(display(page)).toHaveText('0');
  await expect(expression(page)).toHaveText('');
});

test('works from the keyboard alone, without clicking the calculator first', async ({ page }) => {
  await open(page, path);

  await page.keyboard.type('12+3*4=');
  await expect(display(page)).toHaveText('60');
  await expect(expression(page)).toHaveText('15 × 4 =');

  await page.keyboard.press('Escape');
  await expect(display(page)).toHaveText('0');
  await expect(expression(page)).toHaveText('');

  await page.keyboard.type('0.1+0.2');
  await page.keyboard.press('Enter');
  await expect(display(page)).toHaveText('0.3');
  await expect(expression(page)).toHaveText('0.1 + 0.2 =');

  await page.keyboard.type('1,1*3=');
  await expect(display(page)).toHaveText('3.3');

  await page.keyboard.type('9/0=');
  await expect(display(page)).toHaveText('Cannot divide by zero');
  await expect(expression(page)).toHaveText('9 ÷ 0 =');
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/\bNaN\b/);
  expect(text).not.toMatch(/\bInfinity\b/);
  // An operator does nothing in the error state; the next digit starts afresh.
  await page.keyboard.type('+');
  await expect(display(page)).toHaveText('Cannot divide by zero');
  await page.keyboard.type('7');
  await expect(display(page)).toHaveText('7');
  await expect(expression(page)).toHaveText('');

  // Backspace removes typed digits, down to 0, and is ignored after a result.
  await page.keyboard.type('89');
  await page.keyboard.press('Backspace');
  await expect(display(page)).toHaveText('78');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(display(page)).toHaveText('0');
  await page.keyboard.type('12+3=');
  await page.keyboard.press('Backspace');
  await expect(display(page)).toHaveText('15');

  // Percent of the stored value, thousands grouping, and Delete as AC.
  await page.keyboard.press('Delete');
  await page.keyboard.type('200+10%');
  await expect(display(page)).toHaveText('20');
  await page.keyboard.type('=');
  await expect(display(page)).toHaveText('220');
  await page.keyboard.type('*10000=');
  await expect(display(page)).toHaveText('2,200,000');

  // The entry being typed keeps its trailing zeros.
  await page.keyboard.press('Escape');
  await page.keyboard.type('0.50');
  await expect(display(page)).toHaveText('0.50');

  // Browser shortcuts are left alone: Ctrl+A does not type into the calculator.
  await page.keyboard.press('Control+a');
  await expect(display(page)).toHaveText('0.50');
});

test('the buttons work by their accessible names; Enter after a click means equals', async ({ page }) => {
  await open(page, path);
  for (const name of ['7', 'divide', '2', 'equals']) await key(page, name).click();
  await expect(display(page)).toHaveText('3.5');
  await expect(expression(page)).toHaveText('7 ÷ 2 =');

  for (const name of ['AC (all clear)', '1', '2', 'decimal point', '5', 'backspace', 'plus/minus'])
    await key(page, name).click();
  await expect(display(page)).toHaveText('-12.');
  for (const name of ['multiply', '4', 'minus', '2', 'percent']) await key(page, name).click();
  await expect(expression(page)).toHaveText('-48 −');
  await expect(display(page)).toHaveText('-0.96');
  await key(page, 'plus').click();
  await expect(display(page)).toHaveText('-47.04');

  // A click leaves the focus on the calculator, not on the key: Enter then means '=', not '8' again.
  await key(page, 'AC (all clear)').click();
  await key(page, '7').click();
  await key(page, '8').click();
  await page.keyboard.press('Enter');
  await expect(display(page)).toHaveText('78');
  await expect(expression(page)).toHaveText('78 =');

  // A key reached with Tab is pressed once by Enter, not pressed and then also '='.
  await page.keyboard.press('Escape');
  await key(page, '9').focus();
  await page.keyboard.press('Enter');
  await expect(display(page)).toHaveText('9');
  await expect(expression(page)).toHaveText('');
  await page.keyboard.press('Space');
  await expect(display(page)).toHaveText('99');
});

test('typing in a text box on the page does not reach the calculator', async ({ page }) => {
  await open(page, path);
  // The tool pages have no search box of their own today; add one like the site's if none is there.
  let box = page.getByRole('searchbox').or(page.getByRole('combobox')).first();
  if ((await box.count()) === 0) {
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.type = 'search';
      input.setAttribute('aria-label', 'Search tools');
      document.querySelector('main')?.prepend(input);
    });
    box = page.getByRole('searchbox', { name: 'Search tools' });
  }
  await page.keyboard.type('5');
  await box.click();
  await page.keyboard.type('12+3=');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(display(page)).toHaveText('5');
  await expect(expression(page)).toHaveText('');
  await box.blur();
  await page.keyboard.type('+1=');
  await expect(display(page)).toHaveText('6');
});

test('Copy copies the display and says Copied! for 1.2 seconds', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await open(page, path);
  // Freeze time so the confirmation's duration is measured exactly, whatever the machine's load.
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.keyboard.type('1234567.5');
  await expect(display(page)).toHaveText('1,234,567.5');
  await key(page, 'Copy').click();
  await expect(key(page, 'Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1234567.5');
  await page.clock.runFor(1100);
  await expect(key(page, 'Copied!')).toBeVisible();
  await page.clock.runFor(200);
  await expect(key(page, 'Copy')).toBeVisible();
});

test('fits a 375 px screen with long numbers; keys are at least 48 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, path);
  const keypadTop = async () => (await page.getByRole('group', { name: 'Keypad' }).boundingBox())?.y;
  const before = await keypadTop();

  await page.keyboard.type('999999999999999*999999999999999=');
  await expect(display(page)).toHaveText('9.99999999999998e+29');
  for (const keys of ['Escape', '0.000000000123456789/7=', 'Escape', '123456789012345', 'Escape', '1/3=']) {
    if (keys === 'Escape') await page.keyboard.press('Escape');
    else await page.keyboard.type(keys);
    const box = await display(page).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The keypad does not move when the number gets longer.
    expect(await keypadTop()).toBe(before);
  }
  await expect(display(page)).toHaveText('0.333333333333333');

  for (const button of await page.getByRole('group', { name: 'Keypad' }).getByRole('button').all()) {
    const box = await button.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(48);
    expect(box!.width).toBeGreaterThanOrEqual(48);
  }
});

test('the display is announced politely and the shortcuts are listed', async ({ page }) => {
  await open(page, path);
  await expect(display(page)).toHaveAttribute('aria-live', 'polite');
  await page.getByText('Keyboard shortcuts').click();
  await expect(page.getByText('delete the last digit')).toBeVisible();
  await expect(page.getByText('all clear (AC)')).toBeVisible();
});
