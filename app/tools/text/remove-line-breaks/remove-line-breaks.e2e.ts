import { expect } from '@playwright/test';
import { open, test } from '../../../../e2e/helpers';

const path = '/text/remove-line-breaks';

test('loads with its parameters and joins the lines, keeping the paragraph break', async ({ page }) => {
  await open(
    page,
    `${path}?text=Hi+team%2C%0Athe+review+moved%0Ato+Friday+at+3+pm.%0A%0AThanks%2C%0AAna&preserve=true`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Remove Line Breaks');
  await expect(page.getByTestId('line-break-output')).toHaveValue(
    'Hi team, the review moved to Friday at 3 pm.\n\nThanks, Ana',
  );
  await expect(page.getByTestId('line-break-counts')).toHaveText(
    'Before: 57 characters, 6 lines. After: 57 characters, 3 lines. Line breaks removed: 3.',
  );
});

test('typing Windows line ends, toggling paragraphs and copying', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, path);
  const input = page.getByLabel('Text with line breaks');
  await input.fill('first line  \r\nsecond line\r\n\r\nnext paragraph');
  await expect(page.getByTestId('line-break-output')).toHaveValue('first line second line next paragraph');
  await page.getByLabel('Keep paragraph breaks (blank lines)').check();
  await expect(page.getByTestId('line-break-output')).toHaveValue('first line second line\n\nnext paragraph');
  await expect(page).toHaveURL(/preserve=true/);
  await page.getByRole('button', { name: 'Copy text' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'first line second line\n\nnext paragraph',
  );
  await input.fill('');
  await expect(page.getByText('Paste text to join its lines')).toBeVisible();
});
