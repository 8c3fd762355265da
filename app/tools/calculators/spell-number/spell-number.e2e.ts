import { expect, type Page } from '@playwright/test';
import { layoutShift, open, test } from '../../../../e2e/helpers';

const path = '/calculators/spell-number';
const words = (page: Page) => page.getByTestId('spell-words');
const intro = (page: Page) => page.getByText('to see it written out in US English words');

test('loads the catalogue example ?input=1234.56 and spells it', async ({ page }) => {
  await open(page, `${path}?input=1234.56`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Number to Words Converter');
  await expect(words(page)).toHaveText('one thousand two hundred thirty-four and five six hundredths');
  await expect(page.getByTestId('spell-word-count')).toHaveText('9 words');
  await expect(page.getByLabel('Number', { exact: true })).toHaveValue('1234.56');
  await expect(page.getByRole('radio', { name: 'Plain words' })).toBeChecked();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: '1,234.56 in words: one thousand two hundred thirty-four and five six hundredths' }),
  ).toHaveCount(1);
});

test('a cheque link writes dollars and cents', async ({ page }) => {
  await open(page, `${path}?input=1234.56&style=cheque`);
  await expect(words(page)).toHaveText('One thousand two hundred thirty-four and 56/100 dollars');
  await expect(page.getByText('$1,234.56', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Cheque' })).toBeChecked();
  await expect(page.getByTestId('spell-word-count')).toHaveText('8 words');
});

test('a malformed style is ignored and hostile input only gives the message', async ({ page }) => {
  await open(page, `${path}?input=%3Cscript%3Ealert(1)%3C%2Fscript%3E&style=bogus`);
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid number');
  await expect(page.getByRole('radio', { name: 'Plain words' })).toBeChecked();
});

test('typing spells live, shows both messages, clears to the intro and keeps the URL in step', async ({
  page,
}) => {
  await open(page, path);
  await expect(intro(page)).toBeVisible();
  const historyLength = await page.evaluate(() => history.length);
  const field = page.getByLabel('Number', { exact: true });

  await field.fill('1,000,000,000,000,000');
  await expect(page.getByRole('alert')).toHaveText('Number is too large (max: 999 trillion)');
  await expect(page).toHaveURL(/\?input=1%2C000%2C000%2C000%2C000%2C000$/);

  await field.fill('999,999,999,999,999');
  await expect(words(page)).toHaveText(/^nine hundred ninety-nine trillion .* nine hundred ninety-nine$/);

  await field.fill('abc');
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid number');
  await expect(words(page)).toHaveCount(0);

  await field.fill('');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(intro(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));

  await field.fill('21');
  await expect(words(page)).toHaveText('twenty-one');
  await expect(page.getByTestId('spell-word-count')).toHaveText('1 word');
  await page.getByText('Title Case', { exact: true }).click();
  await expect(words(page)).toHaveText('Twenty-One');
  await expect(page).toHaveURL(/\?input=21&style=title$/);

  await page.getByRole('button', { name: '± (change sign)' }).click();
  await expect(field).toHaveValue('-21');
  await expect(words(page)).toHaveText('Negative Twenty-One');
  await expect(page).toHaveURL(/input=-21/);

  await page.getByRole('button', { name: '1000000', exact: true }).click();
  await expect(words(page)).toHaveText('One Million');

  await page.getByText('Plain words', { exact: true }).click();
  await expect(words(page)).toHaveText('one million');
  await expect(page).toHaveURL(/\?input=1000000$/);
  // replaceState: typing added no history entries.
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
});

test('copy puts the words on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, `${path}?input=-0.5&style=title`);
  await expect(words(page)).toHaveText('Negative Zero and Five Tenths');
  await page.getByRole('button', { name: 'Copy words' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Negative Zero and Five Tenths');
});

test('a result link does not shift the page', async ({ page }) => {
  await open(page, `${path}?input=1234.56`);
  await expect(words(page)).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.02);
});
