// Writes the web app manifest's PNG icons (public/icons/) from the site's SVG mark, drawn by the
// same Chromium the browser tests use. Run by hand when the mark changes: node scripts/make-icons.mjs
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';

const glyph =
  '<path d="M20.5 7.5a5 5 0 0 0-6.3 6.3l-6.4 6.4a2 2 0 1 0 2.8 2.8l6.4-6.4a5 5 0 0 0 6.3-6.3l-3 3-2.6-.2-.2-2.6z" fill="#fff"/>';
// 'any': the favicon's rounded square. 'maskable': a full square with the glyph inside the
// central safe zone (80 %), as launchers crop it to their own shape.
const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const page = await browser.newPage();
for (const { file, size, maskable } of icons) {
  const svg = maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}"><rect width="32" height="32" fill="#1d4ed8"/><g transform="translate(1.6 1.6) scale(0.9)">${glyph}</g></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}"><rect width="32" height="32" rx="8" fill="#1d4ed8"/>${glyph}</svg>`;
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`);
  await page.locator('svg').screenshot({ path: `public/icons/${file}`, omitBackground: true });
}
await browser.close();
console.log(`make-icons: wrote ${icons.map((i) => i.file).join(', ')} in public/icons/`);
