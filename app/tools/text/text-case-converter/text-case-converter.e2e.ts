import { expect } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';
import { textCaseConverter } from './text-case-converter';

const path = '/text/text-case-converter';

test('loads with its parameter and shows all nine cases', async ({ page }) => {
  await open(page, `${path}?text=the+quick+brown+fox+jumps+over+the+lazy+dog`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Text Case Converter');
  // The unit test checks the nine values; here the page must show each one.
  const cases = textCaseConverter({ text: 'the quick brown fox jumps over the lazy dog' })!;
  expect(cases).toHaveLength(9);
  for (const { id, value } of cases) await expect(page.getByTestId(`case-${id}`)).toHaveText(value);
});

test('typing camelCase and Unicode text, and copying one format', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, path);
  await page.getByLabel('Text', { exact: true }).fill('parseHTTPResponse für Crème');
  await expectTexts(page, {
    'case-snake': 'parse_http_response_für_crème',
    'case-pascal': 'ParseHttpResponseFürCrème',
  });
  await expect(page).toHaveURL(/text=parseHTTPResponse/);
  await page.getByRole('button', { name: 'Copy kebab-case' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('parse-http-response-für-crème');
  await page.getByLabel('Text', { exact: true }).fill('');
  await expect(page.getByText('Type text to see it in lower case')).toBeVisible();
});
