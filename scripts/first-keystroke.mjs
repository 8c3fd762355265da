// How long until a tool answers its first keystroke, on Lighthouse's mobile preset (4x CPU
// slowdown, 150 ms round trip, 1.6 Mbit/s down): from navigation start until typing into the
// Roman numeral converter shows its result. Median of FK_RUNS (default 5) fresh loads of the
// last build. A benchmark for before/after comparisons, not a test: `node scripts/first-keystroke.mjs`.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';

const port = Number(process.env.FK_PORT ?? 4330);
const runs = Number(process.env.FK_RUNS ?? 5);
const path = process.argv[2] ?? '/calculators/roman-numeral-converter';

const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  env: { ...process.env, PORT: String(port) },
});
await new Promise((resolve) => server.stdout.once('data', resolve));
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = [];
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'commit' });
    const input = page.getByLabel('Number (1 to 3999)');
    await input.waitFor();
    const visible = await page.evaluate(() => performance.now());
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    await input.fill('7');
    await page.getByTestId('roman-output').waitFor();
    const answered = await page.evaluate(() => performance.now());
    const paint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    );
    results.push({ paint, visible, answered });
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
console.log(`${path}, mobile preset, median of ${runs}:`);
console.log(`  first contentful paint ${Math.round(median(results.map((r) => r.paint)))} ms`);
console.log(`  input on screen        ${Math.round(median(results.map((r) => r.visible)))} ms`);
console.log(`  first keystroke answered ${Math.round(median(results.map((r) => r.answered)))} ms`);
console.log(`  (runs: ${results.map((r) => Math.round(r.answered)).join(', ')} ms)`);
