import { expect, test as plainTest, type APIRequestContext, type Page } from '@playwright/test';
import {
  isCategoryPath,
  langTag,
  localeOfPath,
  otherLanguages,
  paths,
  rotatingLanguage,
  toolForPath,
  tools,
  withoutLocale,
} from './catalogue';
import { expectNoAxeViolations, open, test, waitForHydration, watchErrors } from './helpers';

/**
 * Every page of the catalogue in every published language (the resource routes, the 404 pages and
 * the embedded tools are checked elsewhere).
 */
const pages = paths.filter(
  (p) =>
    !/\.(xml|txt|json|webmanifest)$/.test(p) &&
    !/(^|\/)404$/.test(p) &&
    !withoutLocale(p).startsWith('/embed/'),
);
const englishPages = pages.filter((p) => localeOfPath(p) === 'en');
/**
 * The pages opened in a browser: every English page, every language's home page, and each tool's
 * page in one other language that turns with the day (every page in every language with
 * `E2E_LANGUAGES=all`, as `npm run test:deep` runs it).
 * Static HTML: see the tests a language below.
 */
const allLanguages = process.env.E2E_LANGUAGES === 'all';
const browserChecked = new Set(
  pages.filter((p) => {
    const locale = localeOfPath(p);
    return (
      locale === 'en' ||
      allLanguages ||
      withoutLocale(p) === '/' ||
      (toolForPath(p) !== undefined && locale === rotatingLanguage(englishPages.indexOf(withoutLocale(p))))
    );
  }),
);
/**
 * Pages whose colours axe checks in the dark theme too: every English page and every language's
 * home page (each language in both themes on every run); the rest of a routine run's other
 * language in the light theme only (both with `E2E_LANGUAGES=all`).
 */
const bothThemes = (path: string) =>
  localeOfPath(path) === 'en' || withoutLocale(path) === '/' || allLanguages;
// Category pages are linked with a trailing slash (/finance/): sweep the address without it too.
const categoryWithoutSlash = pages.filter((p) => isCategoryPath(p)).map((p) => p.replace(/\/$/, ''));

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

/** Tool pages whose header and footer axe checks too: the first of each category. */
const shellChecked = new Set(
  tools
    .filter((tool, i) => tools.findIndex((t) => t.categoryId === tool.categoryId) === i)
    .map((t) => t.href),
);

/** The page with its catalogue example query, so checks see real results, tables and errors. */
function withExample(path: string): string {
  const example = toolForPath(path)?.example;
  return example ? `${path}?${example}` : path;
}

/** A page's static HTML: its head (title, description, canonical, alternates, JSON-LD) and CSP. */
async function checkStaticHtml(request: APIRequestContext, path: string) {
  const locale = localeOfPath(path);
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  // The page's language, its direction, and the same page in every published language.
  expect(html).toMatch(
    new RegExp(`^<!DOCTYPE html><html lang="${langTag(locale)}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`),
  );
  // The alternates go with the canonical link: a noindex page (search) has neither.
  if (otherLanguages.length && !html.includes('<meta name="robots" content="noindex"/>')) {
    const alternates = [...html.matchAll(/<link[^>]* rel="alternate"[^>]*>/g)].map(
      (m) => m[0].match(/hreflang="([^"]+)"/i)?.[1],
    );
    expect(alternates.sort()).toEqual(['en', ...otherLanguages.map(langTag), 'x-default'].sort());
  }
  expect(html).toMatch(/<title>[^<]{5,}<\/title>/);
  // The content security policy comes first, before any script, and allows no inline script but its own.
  const csp = html.match(
    /^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/,
  )?.[1];
  expect(csp, 'CSP meta first in <head>').toBeTruthy();
  expect(csp).toContain("script-src 'self' 'sha256-");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp!.match(/script-src[^;]*/)![0]).not.toContain('unsafe-inline');
  // The inlined stylesheet by its hash; only style attributes are allowed as a class.
  expect(csp).toMatch(/style-src-elem 'self' 'sha256-[\w+/=]+'(;|$)/);
  expect(csp).toContain("style-src-attr 'unsafe-inline'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).not.toContain('blob:');
  // The header carries every directive that depends on no page, so a stripped meta tag leaves them.
  const header = response.headers()['content-security-policy'] ?? '';
  for (const directive of ['default-src', 'connect-src', 'img-src', 'object-src', 'base-uri', 'form-action'])
    expect(header, `header ${directive}`).toContain(csp!.match(new RegExp(`${directive} [^;]*`))![0]);
  expect(header).toContain("frame-ancestors 'none'");
  expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
  const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  expect(canonical).toMatch(/^https?:\/\/[^/]+\//);
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
  const types = blocks.map((b) => b['@type']);
  expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
  expect(blocks.find((b) => b['@type'] === 'WebSite')?.inLanguage).toBe(langTag(locale));
  if (path === '/tools' || isCategoryPath(path)) {
    expect(types).toEqual(expect.arrayContaining(['CollectionPage', 'BreadcrumbList']));
  }
  const tool = toolForPath(path);
  if (tool) {
    expect(types).toEqual(expect.arrayContaining(['SoftwareApplication', 'BreadcrumbList']));
    expect(canonical?.endsWith(locale === 'en' ? tool.href : `/${locale}${tool.href}`)).toBe(true);
    const app = blocks.find((b) => b['@type'] === 'SoftwareApplication');
    expect(app.offers).toMatchObject({ price: '0', priceCurrency: 'USD' });
    if (tool.faqCount) expect(types).toContain('FAQPage');
  }
}

for (const path of [...pages, ...categoryWithoutSlash]) {
  test.describe(path, () => {
    const locale = localeOfPath(path);
    // A category's address without the slash renders the same page: its static HTML is enough.
    if (categoryWithoutSlash.includes(path) || !browserChecked.has(path)) return;

    test('with its example: no console errors, zero axe violations in light and dark, fits 375 px', async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await open(page, withExample(path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', langTag(locale));
      await expect(page.locator('main')).not.toContainText(/NaN|undefined|Invalid Date|Infinity/);
      const scope = toolForPath(path) && !shellChecked.has(withoutLocale(path)) ? 'main' : '';
      await expectNoAxeViolations(page, 'light', { scope });
      if (bothThemes(path)) {
        await page.getByTestId('theme-toggle').click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await expectNoAxeViolations(page, 'dark', { colours: true, scope });
      }
      await page.setViewportSize({ width: 375, height: 800 });
      await expectNoHorizontalScroll(page);

      // Tool pages meet hostile values in the fuzz pass (e2e/fuzz.e2e.ts); the others here, in English.
      if (!toolForPath(path) && locale === 'en') {
        await open(page, `${path}?${hostileQuery()}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
        await expect(page.locator('main img[src="x"], main script')).toHaveCount(0);
        await expect(page.locator('main')).not.toContainText(/NaN|undefined|\[object Object\]/);
        await expectNoHorizontalScroll(page);
      }
    });
  });
}

// One test a language, a step a page: English and, on a routine run, the day's other language
// (`E2E_LANGUAGES=all`: every one).
for (const locale of ['en', ...otherLanguages.filter((l) => allLanguages || l === rotatingLanguage(0))])
  test(`every ${locale} page's static HTML has title, description, canonical and JSON-LD`, async ({
    request,
  }) => {
    for (const path of [...pages, ...categoryWithoutSlash].filter((p) => localeOfPath(p) === locale))
      await test.step(path, () => checkStaticHtml(request, path));
  });

test.describe('addresses in the wrong case or with a double slash', () => {
  // The host answers a wrong address with 404.html (status 404): that is the only error.
  test.use({ expectedErrors: /status of 404/ });
  const cases: [string, string, string][] = [
    ['/TOOLS', '/tools', 'All Tools'],
    ['/Finance/', '/finance/', 'Finance'],
    [
      '/Calculators/roman-numeral-converter?input=1994',
      '/calculators/roman-numeral-converter?input=1994',
      'Roman Numeral Converter',
    ],
    [
      '/calculators//roman-numeral-converter',
      '/calculators/roman-numeral-converter',
      'Roman Numeral Converter',
    ],
    ['/Calculators/No-Such-Tool', '/calculators/no-such-tool', 'Tool not found'],
  ];
  for (const [from, to, heading] of cases) {
    test(`${from} ends on ${to}`, async ({ page, baseURL }) => {
      await page.goto(from);
      await expect(page).toHaveURL(`${baseURL}${to}`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  test('/404 is not a page of its own: 404 status, noindex, no canonical', async ({ request }) => {
    const response = await request.get('/404');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });
});

test.describe('an unknown language prefix', () => {
  // Every page's route starts with an optional language, so the router alone would read /xx/baking/
  // as the baking page in 'xx' and /foo as a home page: the host's 404 page must stay what it is.
  test.use({ expectedErrors: /status of 404/ });
  for (const path of [
    '/xx/baking/',
    '/en/finance/loan-payment-calculator',
    '/zz/tools',
    '/xx/embed/finance/loan-payment-calculator',
    '/foo',
    '/en/',
  ]) {
    test(`${path} is the 404 page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  }
});

// Plain test: this one causes violations on purpose.
plainTest(
  'the content security policy blocks injected inline scripts and calls to other origins',
  async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, '/calculators/roman-numeral-converter');
    const outcome = await page.evaluate(async () => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (e) => violations.push(e.violatedDirective));
      const script = document.createElement('script');
      script.textContent = 'window.__injected = 1';
      document.body.appendChild(script);
      let fetched = true;
      try {
        await fetch('https://example.com/');
      } catch {
        fetched = false;
      }
      await new Promise((r) => setTimeout(r, 100));
      return { injected: (window as unknown as { __injected?: number }).__injected, fetched, violations };
    });
    expect(outcome.injected).toBeUndefined();
    expect(outcome.fetched).toBe(false);
    expect(outcome.violations).toEqual(expect.arrayContaining(['script-src-elem', 'connect-src']));
    // Chromium reports each violation on the console: the sweep's console checks fail on any.
    expect(errors.some((e) => /Content Security Policy/.test(e))).toBe(true);
  },
);

test('the security headers of _headers are sent', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  const file = await (await request.get('/_headers')).text();
  expect(file).toContain("frame-ancestors 'none'");
  // The embedded tools may be framed by any site: their rule detaches both framing headers.
  const embed = file.slice(file.indexOf('/embed/*\n'));
  expect(embed).toMatch(
    /^\/embed\/\*\n {2}! Content-Security-Policy\n {2}! X-Frame-Options\n {2}Content-Security-Policy: [^\n]*frame-ancestors \*\n/,
  );
  const embedded = (await request.get('/embed/calculators/roman-numeral-converter')).headers();
  expect(embedded['content-security-policy']).toMatch(/frame-ancestors \*$/);
  expect(embedded['x-frame-options']).toBeUndefined();
});

test('robots.txt and sitemap.xml come from the catalogue', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain('/calculators/roman-numeral-converter</loc>');
  expect(xml).toContain('/tools</loc>');
  for (const tool of tools) expect(xml).toContain(`${tool.href}</loc>`);
});
