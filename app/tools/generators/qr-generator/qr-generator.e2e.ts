import { expect, type Download, type JSHandle, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { readFile } from 'node:fs/promises';
import { expectTexts, layoutShift, open, test } from '../../../../e2e/helpers';

const path = '/generators/qr-generator';
// The catalogue's example query.
const example = `${path}?text=https%3A%2F%2Fexample.com%2Fmenu&ec=Q&size=320`;

/** An image's RGBA bytes in base64: a number array of a few hundred thousand took seconds to pass. */
interface Pixels {
  width: number;
  height: number;
  base64: string;
}

const decode = ({ width, height, base64 }: Pixels) =>
  jsQR(new Uint8ClampedArray(Buffer.from(base64, 'base64')), width, height)?.data ?? null;

/** A canvas's pixels, read in the page. */
function canvasPixels(canvas: JSHandle<HTMLCanvasElement>): Promise<Pixels> {
  return canvas.evaluate((canvas) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let binary = '';
    for (let i = 0; i < data.length; i += 0x8000)
      binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return { width: canvas.width, height: canvas.height, base64: btoa(binary) };
  });
}

/** The preview as a phone camera would see it: the SVG's rect and path drawn on a canvas. */
async function previewPixels(page: Page): Promise<Pixels> {
  const canvas = await page.getByTestId('qr-preview').evaluateHandle((svg) => {
    const total = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
    const scale = 8;
    const size = total * scale;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d')!;
    context.fillStyle = svg.querySelector('rect')!.getAttribute('fill')!;
    context.fillRect(0, 0, size, size);
    context.scale(scale, scale);
    const path = svg.querySelector('path')!;
    context.fillStyle = path.getAttribute('fill')!;
    context.fill(new Path2D(path.getAttribute('d')!));
    return canvas;
  });
  return canvasPixels(canvas);
}

/** A downloaded PNG's pixels, decoded by the browser (createImageBitmap reads the bytes, no URL). */
async function pngPixels(page: Page, download: Download): Promise<Pixels> {
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  const canvas = await page.evaluateHandle(async (base64) => {
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([data], { type: 'image/png' }));
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
    return canvas;
  }, bytes.toString('base64'));
  return canvasPixels(canvas);
}

const preview = (page: Page) => page.getByRole('img', { name: /^QR code for: / });

test('the catalogue example: a version 3 code at Q that decodes, with PNG and SVG downloads', async ({
  page,
}) => {
  await open(page, example);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('QR Code Generator');
  await expect(preview(page)).toHaveAccessibleName('QR code for: https://example.com/menu');
  await expectTexts(page, {
    'qr-version': 'Version 3 (29 × 29 modules)',
    'qr-ec': 'Q (recovers up to 25% damage)',
    'qr-bytes': '24 bytes',
    'qr-image': '320 × 320 px (8 px per module)',
    'qr-content': 'https://example.com/menu',
  });
  await expect(page.getByLabel('Text or URL')).toHaveValue('https://example.com/menu');
  await expect(page.getByRole('radio', { name: 'Q (25%)' })).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'QR code ready: version 3' })).toHaveCount(1);
  expect(decode(await previewPixels(page))).toBe('https://example.com/menu');

  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(png.suggestedFilename()).toBe('qr-code.png');
  const pixels = await pngPixels(page, png);
  expect([pixels.width, pixels.height]).toEqual([320, 320]);
  expect(decode(pixels)).toBe('https://example.com/menu');

  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  expect(svg.suggestedFilename()).toBe('qr-code.svg');
  const file = await readFile((await svg.path())!, 'utf8');
  expect(file).toContain('width="320" height="320" viewBox="0 0 37 37"');
  expect(file).toContain('<path fill="#000000" d="M');
});

test('typing re-draws the code and rewrites the address; a preset fills the box', async ({ page }) => {
  await open(page, path);
  await expect(page.getByText(/Type a link or any text, or start from an example/)).toBeVisible();
  await expect(preview(page)).toHaveCount(0);

  await page.getByLabel('Text or URL').fill('Hello from the browser test');
  await expect(preview(page)).toHaveAccessibleName('QR code for: Hello from the browser test');
  await expectTexts(page, {
    'qr-bytes': '27 bytes',
    'qr-version': /^Version \d+ \(\d+ × \d+ modules\)$/,
  });
  expect(decode(await previewPixels(page))).toBe('Hello from the browser test');
  await expect(page).toHaveURL(/\?text=Hello\+from\+the\+browser\+test$/);

  await page.getByText('H (30%)', { exact: true }).click();
  await expect(page.getByTestId('qr-ec')).toHaveText('H (recovers up to 30% damage)');
  await expect(page).toHaveURL(/ec=H/);
  expect(decode(await previewPixels(page))).toBe('Hello from the browser test');

  await page.getByRole('button', { name: 'Wi-Fi' }).click();
  await expect(page.getByLabel('Text or URL')).toHaveValue('WIFI:T:WPA;S:MyNetwork;P:password;;');
  await expect(page.getByLabel('Text or URL')).toBeFocused();
  await expect(preview(page)).toHaveAccessibleName('QR code for: WIFI:T:WPA;S:MyNetwork;P:password;;');
  expect(decode(await previewPixels(page))).toBe('WIFI:T:WPA;S:MyNetwork;P:password;;');
  // The preset holds a password: the address drops the text, and the page says so beside Share.
  await expect(page).toHaveURL(/\?ec=H$/);
  await expect(page.getByText('The Wi-Fi password is not included in links.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share / Copy Link' })).toHaveAccessibleDescription(
    'The Wi-Fi password is not included in links.',
  );

  await page.getByLabel('Text or URL').fill('');
  await expect(preview(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\?ec=H$/);
});

test('low-contrast and inverted colours are warned about; the code keeps its colours', async ({ page }) => {
  await open(page, `${path}?text=colours&fg=1e3a8a&bg=fef9c3`);
  await expect(page.getByLabel('Foreground colour', { exact: true })).toHaveValue('#1e3a8a');
  await expect(page.getByLabel('Background colour hex code')).toHaveValue('fef9c3');
  await expect(page.getByText(/Low contrast/)).toHaveCount(0);
  expect(decode(await previewPixels(page))).toBe('colours');

  await page.getByLabel('Foreground colour hex code').fill('aaaaaa');
  await expect(
    page.getByText(
      'Low contrast (2.1:1): some phones may not read this code. Aim for 4:1 or more, dark on light.',
    ),
  ).toBeVisible();
  await expect(page.getByTestId('qr-contrast')).toHaveText('2.1:1');
  await expect(page).toHaveURL(/fg=aaaaaa/);

  await page.getByLabel('Background colour', { exact: true }).fill('#000000');
  await expect(page.getByText(/The foreground is lighter than the background/)).toBeVisible();
  await expect(page.getByTestId('qr-preview').locator('rect')).toHaveAttribute('fill', '#000000');

  await page.getByRole('button', { name: 'Black on white' }).click();
  await expect(page.getByText(/Low contrast|lighter than the background/)).toHaveCount(0);
  await expect(page).toHaveURL(/\?text=colours$/);
});

test('a text too long for the level says so, and a lower level fits it', async ({ page }) => {
  await open(page, `${path}?ec=H`);
  await page.getByLabel('Text or URL').fill('é'.repeat(700));
  await expect(page.getByRole('alert')).toHaveText(
    'Too long for a QR code at error correction H: the text is 1,400 bytes and at most 1,273 fit. Shorten the text or lower the error correction (it fits at Q).',
  );
  await expect(preview(page)).toHaveCount(0);
  await page.getByText('Q (25%)', { exact: true }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('qr-bytes')).toHaveText('1,400 bytes');
  // The address keeps the first 100 characters; the box keeps all of them.
  await expect(page).toHaveURL(new RegExp(`text=${encodeURIComponent('é'.repeat(100))}(&|$)`));
  await expect(page.getByLabel('Text or URL')).toHaveValue('é'.repeat(700));
});

test('Copy image puts a PNG on the clipboard and says Copied!', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, example);
  await page.getByRole('button', { name: 'Copy image' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const types = await page.evaluate(async () =>
    (await navigator.clipboard.read()).flatMap((item) => item.types),
  );
  expect(types).toContain('image/png');
});

test('fits a 375 px screen and the code appearing does not shift the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // A long link without spaces must wrap, not widen the page.
  const long = `https://example.com/${'x'.repeat(80)}`;
  await open(page, `${path}?text=${encodeURIComponent(long)}&size=1024`);
  await expect(preview(page)).toBeVisible();
  await expect(page.getByTestId('qr-content')).toHaveText(long);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const box = await preview(page).boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  expect(box!.width).toBeGreaterThan(200);

  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, example);
  await expect(preview(page)).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.02);
});
