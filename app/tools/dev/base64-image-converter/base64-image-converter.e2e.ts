import { expect } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/dev/base64-image-converter';
// A 1 × 1 transparent PNG, 67 bytes.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

test('uploading an image shows its Base64, sizes, snippets and preview', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Image to Base64 Converter');
  await expect(page.getByText('Choose or drop an image to get its Base64 text')).toBeVisible();

  await page
    .getByLabel('Choose an image')
    .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
  await expect(page.getByTestId('base64-base64')).toHaveValue(PNG);
  await expect(page.getByTestId('base64-data-uri')).toHaveValue(`data:image/png;base64,${PNG}`);
  await expect(page.getByTestId('base64-img')).toHaveValue(
    `<img src="data:image/png;base64,${PNG}" alt="dot">`,
  );
  await expectTexts(page, {
    'base64-original': '68 bytes',
    'base64-length': '92 characters',
    'base64-estimate': '69 bytes',
  });
  await expect(page.getByRole('img', { name: 'Preview of dot.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Copy Base64' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PNG);
});

test('a file that is not an image, or is over 10 MB, gets the spec message', async ({ page }) => {
  await open(page, path);
  const input = page.getByLabel('Choose an image');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByTestId('base64-error')).toHaveText('Please select an image file');
  await input.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(page.getByTestId('base64-error')).toHaveText('File size must be less than 10MB');
  await input.setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
  await expect(page.getByTestId('base64-error')).toHaveCount(0);
  await expect(page.getByTestId('base64-base64')).toHaveValue(PNG);
});

test('an image dropped on the zone is read too', async ({ page }) => {
  await open(page, path);
  const dataTransfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'dropped.png', { type: 'image/png' }));
    return transfer;
  }, PNG);
  await page.getByText('or drop one here').dispatchEvent('drop', { dataTransfer });
  await expect(page.getByTestId('base64-base64')).toHaveValue(PNG);
});
