import { expect } from '@playwright/test';
import { test, waitForHydration, watchErrors } from '../../../../e2e/helpers';

const path = '/text/text-case-converter';

test('loads with its parameter and shows all nine cases', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${path}?text=the+quick+brown+fox+jumps+over+the+lazy+dog`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Text Case Converter');
  const expected: Record<string, string> = {
    lower: 'the quick brown fox jumps over the lazy dog',
    upper: 'THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG',
    title: 'The Quick Brown Fox Jumps Over The Lazy Dog',
    camel: 'theQuickBrownFoxJumpsOverTheLazyDog',
    pascal: 'TheQuickBrownFoxJumpsOverTheLazyDog',
    snake: 'the_quick_brown_fox_jumps_over_the_lazy_dog',
    kebab: 'the-quick-brown-fox-jumps-over-the-lazy-dog',
    constant: 'THE_QUICK_BROWN_FOX_JUMPS_OVER_THE_LAZY_DOG',
    dot: 'the.quick.brown.fox.jumps.over.the.lazy.dog',
  };
  for (const [id, value] of Object.entries(expected))
    await expect(page.getByTestId(`case-${id}`)).toHaveText(value);
  expect(errors).toEqual([]);
});

test('typing camelCase and Unicode text, and copying one format', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = watchErrors(page);
  await page.goto(path);
  await waitForHydration(page);
  await page.getByLabel('Text', { exact: true }).fill('parseHTTPResponse für Crème');
  await expect(page.getByTestId('case-snake')).toHaveText('parse_http_response_für_crème');
  await expect(page.getByTestId('case-pascal')).toHaveText('ParseHttpResponseFürCrème');
  await expect(page).toHaveURL(/text=parseHTTPResponse/);
  await page.getByRole('button', { name: 'Copy kebab-case' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('parse-http-response-für-crème');
  await page.getByLabel('Text', { exact: true }).fill('');
  await expect(page.getByText('Type text to see it in lower case')).toBeVisible();
  expect(errors).toEqual([]);
});
