import { expect, type Page } from '@playwright/test';
import { open, test } from '../../../../e2e/helpers';

const path = '/generators/decision-wheel';
const example = `${path}?options=Pizza%7CSushi%7CTacos%7CBurgers%7CThai+curry`;
const FOOD = ['Pizza', 'Sushi', 'Tacos', 'Burgers', 'Thai curry'];
const WINNER = /^Winner: (Pizza|Sushi|Tacos|Burgers|Thai curry)$/;

const option = (page: Page, n: number) => page.getByLabel(`Option ${n}`, { exact: true });
const spinButton = (page: Page) => page.getByRole('button', { name: 'Spin', exact: true });
const wheel = (page: Page) => page.getByRole('img', { name: /^(Wheel with|Empty wheel)/ });
const recentItems = (page: Page) => page.getByRole('list', { name: 'Recent results' }).getByRole('listitem');

/** The option under the pointer, read from the wheel's drawn rotation (clockwise from 12 o'clock). */
async function optionUnderPointer(page: Page, options: string[]): Promise<string> {
  const degrees = await wheel(page).evaluate((svg) => {
    const matrix = new DOMMatrixReadOnly(getComputedStyle(svg.querySelector('g')!).transform);
    return (Math.atan2(matrix.b, matrix.a) * 180) / Math.PI;
  });
  const underPointer = (((-degrees % 360) + 360) % 360) / (360 / options.length);
  return options[Math.floor(underPointer)]!;
}

async function winnerText(page: Page): Promise<string> {
  const text = (await page.getByTestId('winner').textContent()) ?? '';
  return text.replace(/^Winner:\s*/, '').trim();
}

test('spins the catalogue example to a fair winner and records it', async ({ page }) => {
  await open(page, example);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Decision Wheel');
  for (const [i, food] of FOOD.entries()) await expect(option(page, i + 1)).toHaveValue(food);
  await expect(page.getByLabel(/^Option \d+$/)).toHaveCount(5);
  await expect(wheel(page)).toHaveAccessibleName(
    'Wheel with 5 options: Pizza, Sushi, Tacos, Burgers, Thai curry',
  );
  await expect(page.getByTestId('winner')).toHaveText('Press Spin to pick a winner at random.');

  await spinButton(page).click();
  await expect(spinButton(page)).toBeDisabled();
  // Disabled with aria-disabled: the button keeps the keyboard focus during the spin.
  await expect(spinButton(page)).toBeFocused();
  await expect(page.getByTestId('winner')).toHaveText('Spinning…');
  await expect(page.getByTestId('winner')).toHaveText(WINNER, { timeout: 5000 });
  await expect(spinButton(page)).toBeEnabled();
  const first = await winnerText(page);
  // The screen reader line, and the pointer on the winner's slice once the wheel has settled.
  await expect(page.getByRole('status').filter({ hasText: 'Winner:' })).toHaveText(`Winner: ${first}`);
  await expect.poll(() => optionUnderPointer(page, FOOD)).toBe(first);
  await expect(recentItems(page)).toHaveText([first]);

  await spinButton(page).click();
  await expect(spinButton(page)).toBeDisabled();
  await expect(page.getByTestId('winner')).toHaveText(WINNER, { timeout: 5000 });
  const second = await winnerText(page);
  await expect.poll(() => optionUnderPointer(page, FOOD)).toBe(second);
  // Newest first, each result once.
  await expect(recentItems(page)).toHaveText(second === first ? [second] : [second, first]);
});

test('adds and removes options, keeps them in the address and needs two to spin', async ({ page }) => {
  await open(page, example);
  const historyLength = await page.evaluate(() => history.length);

  await page.getByRole('button', { name: 'Add option' }).click();
  await expect(option(page, 6)).toBeFocused();
  await option(page, 6).fill('Ramen');
  await expect(page).toHaveURL(/options=Pizza%7CSushi%7CTacos%7CBurgers%7CThai\+curry%7CRamen/);
  await expect(wheel(page)).toHaveAccessibleName(/Thai curry, Ramen$/);

  // A '|' cannot survive the pipe-joined link: it becomes '/'.
  await option(page, 2).fill('Fish | chips');
  await expect(option(page, 2)).toHaveValue('Fish / chips');
  await expect(page).toHaveURL(/options=Pizza%7CFish\+%2F\+chips%7CTacos/);

  const removeButtons = page.getByRole('button', { name: /^Remove option \d+$/ });
  await expect(removeButtons).toHaveCount(6);
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Remove option 1' }).click();
  await expect(page.getByLabel(/^Option \d+$/)).toHaveCount(2);
  await expect(option(page, 1)).toHaveValue('Thai curry');
  await expect(option(page, 2)).toHaveValue('Ramen');
  for (const button of await removeButtons.all()) await expect(button).toBeDisabled();
  await expect(page).toHaveURL(/options=Thai\+curry%7CRamen$/);

  await option(page, 1).fill('');
  await expect(spinButton(page)).toBeDisabled();
  await expect(page.getByText('Enter at least 2 options to spin.')).toBeVisible();
  await expect(wheel(page)).toHaveAccessibleName('Empty wheel: enter at least 2 options to spin');

  await option(page, 1).fill('Udon');
  await expect(spinButton(page)).toBeEnabled();
  await expect(page).toHaveURL(/options=Udon%7CRamen$/);
  // replaceState: editing added no history entries.
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
});

test('with reduced motion the winner shows at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, example);
  await spinButton(page).click();
  await expect(page.getByTestId('winner')).toHaveText(WINNER, { timeout: 500 });
  const winner = await winnerText(page);
  expect(await optionUnderPointer(page, FOOD)).toBe(winner);
  await expect(recentItems(page)).toHaveText([winner]);
});

test('opens with a Yes / No wheel without a link, and from a link of one option', async ({ page }) => {
  await open(page, `${path}?options=Pizza`);
  await expect(option(page, 1)).toHaveValue('Yes');
  await expect(option(page, 2)).toHaveValue('No');
  await expect(wheel(page)).toHaveAccessibleName('Wheel with 2 options: Yes, No');
  await expect(spinButton(page)).toBeEnabled();
});

test('fits a 375 px wide screen without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, example);
  const box = await wheel(page).boundingBox();
  expect(box!.width).toBeGreaterThan(250);
  expect(box!.width).toBeLessThanOrEqual(375);
  expect(Math.abs(box!.width - box!.height)).toBeLessThan(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
