import { expect } from '@playwright/test';
import { open, test } from '../../../../e2e/helpers';

const path = '/generators/password-generator';

test('loads with its parameters: 20 letters and digits, no symbols, Very Strong', async ({ page }) => {
  await open(page, `${path}?length=20&lower=true&upper=true&numbers=true&symbols=false`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password Generator');
  const output = page.getByTestId('password-output');
  await expect(output).toHaveText(/^[A-Za-z0-9]{20}$/);
  const password = (await output.textContent())!;
  expect(password).toMatch(/[a-z]/);
  expect(password).toMatch(/[A-Z]/);
  expect(password).toMatch(/[0-9]/);
  await expect(page.getByTestId('password-strength')).toHaveText(
    'Strength: Very Strong (119.1 bits of entropy: 20 characters from 62)',
  );
  await expect(page.getByLabel('Symbols (!@#$%^&*…)')).not.toBeChecked();
});

test('options regenerate, the last type cannot be unticked, hide and copy', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, path);
  const output = page.getByTestId('password-output');
  await expect(output).toHaveText(/^.{16}$/);

  for (const label of ['Uppercase (A–Z)', 'Numbers (0–9)', 'Symbols (!@#$%^&*…)'])
    await page.getByLabel(label).uncheck();
  await expect(output).toHaveText(/^[a-z]{16}$/);
  await page.getByLabel('Lowercase (a–z)').click();
  await expect(page.getByLabel('Lowercase (a–z)')).toBeChecked();
  await expect(page.getByTestId('password-strength')).toContainText('Strength: Strong');

  const before = await output.textContent();
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(output).not.toHaveText(before!);

  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(output).toHaveText(/^•{16}$/);
  await page.getByRole('button', { name: 'Copy password' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^[a-z]{16}$/);
  await expect(page).toHaveURL(/upper=false/);
});
