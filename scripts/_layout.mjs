import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { CHROMIUM_FLAGS, chromiumPath } from '/work/main/scripts/chromium.mjs';
const out = process.argv[2];
const { tools } = JSON.parse(readFileSync('build/catalogue.json', 'utf8'));
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
const result = {};
for (const width of [375, 1280]) {
  await page.setViewportSize({ width, height: 800 });
  for (const t of tools) {
    const url = `${t.href}?${t.example}`;
    await page.goto('http://127.0.0.1:4399' + url);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForTimeout(300);
    result[width + ' ' + url] = await page.evaluate(() => [...document.querySelectorAll('main *')].map((el) => { const b = el.getBoundingClientRect(); return `${el.tagName} ${Math.round(b.width)}x${Math.round(b.height)}`; }));
  }
}
writeFileSync(out, JSON.stringify(result));
await browser.close();
