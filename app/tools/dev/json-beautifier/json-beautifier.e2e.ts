import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/dev/json-beautifier';
// The catalogue's example query.
const example =
  'json=%7B%22name%22%3A%22Ada+Lovelace%22%2C%22born%22%3A1815%2C%22langs%22%3A%5B%22en%22%2C%22fr%22%5D%2C%22active%22%3Atrue%7D&indent=4&sort=true';
// The example's object with its keys in order, as the page prints it sorted (4 spaces) and minified.
const SORTED = { active: true, born: 1815, langs: ['en', 'fr'], name: 'Ada Lovelace' };
const SORTED_4 = JSON.stringify(SORTED, null, 4);
const MINIFIED = JSON.stringify(SORTED);

const jsonInput = (page: Page) => page.getByLabel('JSON input', { exact: true });
/** The output's text, whether it is shown highlighted (<pre>) or in a read-only text box. */
const outputText = (page: Page) =>
  page
    .getByTestId('json-output')
    .evaluate((el) => (el instanceof HTMLTextAreaElement ? el.value : (el.textContent ?? '')));

test('the example link: 4 spaces, sorted keys; Minify, then a formatting change returns to formatted', async ({
  page,
}) => {
  await open(page, `${path}?${example}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSON Beautifier & Validator');
  await expect.poll(() => outputText(page)).toBe(SORTED_4);
  // '"active": true' comes before '"born"': the keys are sorted.
  expect(SORTED_4.indexOf('"active": true')).toBeLessThan(SORTED_4.indexOf('"born"'));
  await expect(page.getByLabel('Indent')).toHaveValue('4');
  await expect(page.getByLabel('Sort keys A to Z')).toBeChecked();
  await expectTexts(page, { 'json-keys': '4', 'json-depth': '2' });

  await page.getByText('Minify', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Minify' })).toBeChecked();
  await expect.poll(() => outputText(page)).toBe(MINIFIED);

  // Any change to formatting returns to the formatted display.
  await page.getByLabel('Indent').selectOption('2');
  await expect(page.getByRole('radio', { name: 'Format' })).toBeChecked();
  await expect.poll(() => outputText(page)).toBe(JSON.stringify(JSON.parse(MINIFIED), null, 2));
  await expect(page).not.toHaveURL(/indent=/);
  await expect(page).toHaveURL(/sort=true/);

  await page.getByText('Minify', { exact: true }).click();
  await page.getByLabel('Sort keys A to Z').uncheck();
  await expect(page.getByRole('radio', { name: 'Format' })).toBeChecked();
  await expect.poll(() => outputText(page)).toMatch(/^\{\n {2}"name": "Ada Lovelace",/);
  await expect(page).not.toHaveURL(/sort=/);
});

test('invalid JSON shows the JSON Parse Error heading with the line and column', async ({ page }) => {
  await open(page, path);
  await expect(page.getByText('Paste JSON to format')).toBeVisible();
  await jsonInput(page).fill('{\n  "a": 1,\n}');
  await expect(page.getByRole('heading', { name: 'JSON Parse Error' })).toBeVisible();
  await expect(page.getByTestId('json-error')).toContainText('position 12');
  await expect(page.getByTestId('json-error-place')).toHaveText('Line 3, column 1');
  await expect(page.getByTestId('json-output')).toHaveCount(0);
  await expect(page).toHaveURL(/json=%7B%0A\+\+%22a%22%3A\+1%2C%0A%7D/);

  await jsonInput(page).fill('[1, 2]');
  await expect(page.getByRole('heading', { name: 'JSON Parse Error' })).toHaveCount(0);
  await expect.poll(() => outputText(page)).toBe('[\n  1,\n  2\n]');
});

test('Copy and Download give the output; Load sample and Clear', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, `${path}?${example}`);
  await expect.poll(() => outputText(page)).toBe(SORTED_4);

  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SORTED_4);

  const [formatted] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(formatted.suggestedFilename()).toBe('formatted.json');
  expect(await readFile(await formatted.path(), 'utf8')).toBe(SORTED_4);

  await page.getByText('Minify', { exact: true }).click();
  const [minified] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(minified.suggestedFilename()).toBe('minified.json');
  expect(await readFile(await minified.path(), 'utf8')).toBe(MINIFIED);

  await page.getByRole('button', { name: 'Load sample' }).click();
  await expect.poll(() => outputText(page)).toContain('"name":"Café Lumière"');
  await expect(page).toHaveURL(/json=%7B%22id%22%3A1024/);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(jsonInput(page)).toHaveValue('');
  await expect(jsonInput(page)).toBeFocused();
  await expect(page.getByText('Paste JSON to format')).toBeVisible();
  await expect(page).not.toHaveURL(/json=/);
});

test('Load sample as the first thing done fetches the formatter and shows the sample formatted', async ({
  page,
}) => {
  await open(page, path);
  await expect(page.getByText('Paste JSON to format')).toBeVisible();
  // The formatter is not in the page's first load: it comes with the sample.
  await page.getByRole('button', { name: 'Load sample' }).click();
  await expect(jsonInput(page)).toHaveValue(/^\{"id":1024,"name":"Café Lumière"/);
  await expect.poll(() => outputText(page)).toContain('\n  "name": "Café Lumière",\n');
  await expect(
    page.getByRole('status').filter({ hasText: /^Valid JSON, formatted with 2 spaces, \d+ bytes\.$/ }),
  ).toHaveCount(1);
  await expect(page.getByTestId('json-progress')).toHaveCount(0);
  await expect(page).toHaveURL(/json=%7B%22id%22%3A1024/);
});

test('a 5 MB document formats in a worker while the page stays responsive, and stays out of the URL', async ({
  page,
}) => {
  await open(page, path);

  // Built and set inside the page: filling 5 MB keystroke by keystroke would take minutes.
  const length = await jsonInput(page).evaluate((el) => {
    const records: string[] = [];
    let size = 0;
    for (let i = 0; size < 5_000_000; i++) {
      const record = JSON.stringify({
        name: `Person ${i} Ünïcødé`,
        id: i,
        tags: ['alpha', 'beta', 'gamma'],
        address: { street: `${i} Main Street`, city: 'Springfield', geo: { lat: 45.1, lng: -122.4 } },
        active: i % 2 === 0,
        score: i * 1.5,
        notes: null,
      });
      records.push(record);
      size += record.length + 1;
    }
    const value = `[${records.join(',')}]`;
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    setter.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    return value.length;
  });
  expect(length).toBeGreaterThan(5_000_000);

  await expect(page.getByTestId('json-progress')).toHaveText('Formatting…');
  // Another control answers at once while the document is being formatted.
  const started = Date.now();
  await page.getByLabel('Sort keys A to Z').check();
  await expect(page.getByLabel('Sort keys A to Z')).toBeChecked({ timeout: 1000 });
  expect(Date.now() - started).toBeLessThan(1000);

  await expect(page.getByTestId('json-timing')).toHaveText(/^Formatted \d+\.\d MB in [\d,]+ ms$/, {
    timeout: 30_000,
  });
  // Sorted: 'active' is now each record's first key.
  expect((await outputText(page)).startsWith('[\n  {\n    "active": true,\n    "address": {')).toBe(true);
  await expect(page.getByTestId('json-output')).toHaveJSProperty('tagName', 'TEXTAREA');
  // Only the beginning is laid out (a 5 MB text box froze the page for seconds); Copy gives it all.
  await expect(page.getByTestId('json-preview-note')).toHaveText(
    /^Showing the first \d+\.\d KB of [\d.]+ MB\. Copy and Download give the whole document\.$/,
  );

  // The address keeps the options but never the 5 MB document.
  await expect(page).toHaveURL(/sort=true/);
  expect(page.url()).not.toContain('json=');
  expect(page.url().length).toBeLessThan(200);
  await expect(page.getByText('Documents over 500 characters are not kept in the link.')).toBeVisible();
});
