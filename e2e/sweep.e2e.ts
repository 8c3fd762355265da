import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { prerenderPaths } from '../app/catalogue/paths';
import { categoryForPath, toolForPath } from '../app/catalogue';
import { waitForHydration, watchErrors } from './helpers';

/** Every page of the catalogue (the resource routes and the 404 page are checked elsewhere). */
const pages = prerenderPaths().filter((p) => !/\.(xml|txt)$/.test(p) && p !== '/404');
// Category pages are linked with a trailing slash: sweep that form too.
const categoryWithSlash = pages
  .filter((p) => /^\/[a-z-]+$/.test(p) && !['/tools', '/search'].includes(p))
  .map((p) => `${p}/`);

/** Every query parameter name the specs define, so each tool meets hostile values for its own. */
const paramNames = (
  'input mode m x y d dp text preserve sep max lower format qty json indent sort p f t r length upper numbers symbols ' +
  'min decimals places duplicates options value from to cat scale style amount tip people cur a s tp tb ppl ' +
  'principal contrib rate years freq year ppy extra c hpd dpw wpy pto hol uw q item y2 anchors g e st fs ty w2 ss sr ' +
  'dob target date event holiday start end includeEnd holidays moon ingredient unit ss su sw sl sd sdp ts tu tw tl td tdp sc ' +
  'sk tk ru u city alt cl loss buf n t0 t1 state fu ft fa yt pr pct w h o food id species size age kg cm lb inch seq ph ' +
  'acetyl amid items v b'
).split(' ');
const hostileValues = [
  '<script>window.__xss=1</script>',
  '"><img src=x onerror="window.__xss=1">',
  "'; alert(1); //",
  'NaN',
  '-99999999999999999999',
  '%E0%A4%A',
  '%',
  '{"__proto__":{"polluted":1}}',
  'javascript:window.__xss=1',
];

/** Very long values go in a few parameters only: hosts refuse addresses much over 8 KB. */
const longParams = new Set(['input', 'x', 'text', 'json', 'q']);

function hostileQuery(): string {
  return paramNames
    .map((name, i) => {
      const value = longParams.has(name) ? 'x'.repeat(1000) : hostileValues[i % hostileValues.length]!;
      // Broken percent-encoding goes in raw; everything else is encoded as a browser would.
      return `${name}=${value.startsWith('%') ? value : encodeURIComponent(value)}`;
    })
    .join('&');
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal scroll at 375 px').toBeLessThanOrEqual(0);
}

async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations (${label})`).toEqual([]);
}

for (const path of [...pages, ...categoryWithSlash]) {
  test.describe(path, () => {
    test('static HTML has title, description, canonical and JSON-LD', async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<title>[^<]{5,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(canonical).toMatch(/^https?:\/\/[^/]+\//);
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
        JSON.parse(m[1]!),
      );
      const types = blocks.map((b) => b['@type']);
      expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
      if (path === '/tools' || categoryForPath(path)) {
        expect(types).toEqual(expect.arrayContaining(['CollectionPage', 'BreadcrumbList']));
      }
      const tool = toolForPath(path);
      if (tool) {
        expect(types).toEqual(expect.arrayContaining(['SoftwareApplication', 'BreadcrumbList']));
        expect(canonical?.endsWith(tool.href)).toBe(true);
        const app = blocks.find((b) => b['@type'] === 'SoftwareApplication');
        expect(app.offers).toMatchObject({ price: '0', priceCurrency: 'USD' });
        if (tool.faqs?.length) expect(types).toContain('FAQPage');
      }
    });

    test('no console errors and zero axe violations in light and dark', async ({ page }) => {
      const errors = watchErrors(page);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, 'light');
      await page.getByRole('button', { name: 'Switch to dark mode' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expectNoAxeViolations(page, 'dark');
      expect(errors).toEqual([]);
    });

    test('fits 375 px and survives hostile query values', async ({ page }) => {
      const errors = watchErrors(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(path);
      await waitForHydration(page);
      await expectNoHorizontalScroll(page);

      await page.goto(`${path}?${hostileQuery()}`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      await expect(page.locator('main img[src="x"], main script')).toHaveCount(0);
      await expect(page.locator('main')).not.toContainText(/NaN|undefined|\[object Object\]/);
      await expectNoHorizontalScroll(page);
      expect(errors).toEqual([]);
    });
  });
}

test('robots.txt and sitemap.xml come from the catalogue', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain('/calculators/roman-numeral-converter</loc>');
  expect(xml).toContain('/tools</loc>');
  expect(xml).not.toContain('/finance/compound-interest-calculator</loc>'); // pending: not indexed yet
});
