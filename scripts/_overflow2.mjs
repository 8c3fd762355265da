import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '/work/main/scripts/chromium.mjs';
const [url, shot] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
await page.goto('http://127.0.0.1:4399' + url);
await page.waitForTimeout(800);
const r = await page.evaluate(() => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  while (walker.nextNode()) {
    range.selectNodeContents(walker.currentNode);
    const b = range.getBoundingClientRect();
    if (b.right > 376) out.push(`${walker.currentNode.parentElement.tagName}.${walker.currentNode.parentElement.className.slice(0,60)} right=${Math.round(b.right)} ${walker.currentNode.textContent.slice(0, 60)}`);
  }
  for (const el of document.querySelectorAll('body *')) { const b = el.getBoundingClientRect(); if (b.right > 376 || b.width > 376) out.push('EL ' + el.tagName + '.' + String(el.className).slice(0,50) + ' ' + Math.round(b.left) + '..' + Math.round(b.right)); }
  return [document.documentElement.scrollWidth, out.slice(0, 20)];
});
console.log(JSON.stringify(r, null, 1));
if (shot) await page.screenshot({ path: shot, fullPage: true });
await browser.close();
