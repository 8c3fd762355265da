import { expect } from '@playwright/test';
import { published } from './catalogue';
import { open, test, waitForHydration } from './helpers';

test.describe('theme', () => {
  test('toggle persists across reload and is applied before any script module runs', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, '/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();

    // No flash: with every JavaScript module held back, the inline bootstrap alone sets the theme.
    await page.route('**/assets/*.js', () => {});
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveClass(/\bdark\b/);
    await page.unroute('**/assets/*.js');

    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
  });

  test('follows the operating system while nothing is saved', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, '/tools');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test('with storage blocked, the page still follows a dark operating system', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    // Toggling still works for this page.
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('a choice made in one tab applies in the others', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    for (const page of [first, second]) {
      await page.emulateMedia({ colorScheme: 'light' });
      await open(page, '/tools');
    }
    await first.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    await first.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('navigation', () => {
  test('mobile menu at 375 px opens and closes when a link is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, '/');
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // The categories, all tools, and a link to the page in each published language.
    await expect(menu.getByRole('link')).toHaveCount(9 + published.length);
    await menu.getByRole('link', { name: 'Baking & Cooking' }).click();
    await expect(page).toHaveURL(/\/baking\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Baking & Cooking' })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('mobile menu: focus moves in, Escape closes it and gives focus back, aria-controls always resolves', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, '/tools');
    const button = page.getByRole('button', { name: 'Open menu' });
    const controls = await button.getAttribute('aria-controls');
    await expect(page.locator(`#${controls}`)).toHaveCount(1);
    await button.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'All Tools' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  for (const width of [768, 820, 900, 1000]) {
    test(`category bar fits at ${width} px: every category visible, no scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const bar = page.getByRole('navigation', { name: 'Categories' });
      await expect(bar).toBeVisible();
      const list = bar.getByRole('list');
      const overflow = await list.evaluate((ul) => ul.scrollWidth - ul.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(bar.getByRole('link', { name: 'Around the World' })).toBeInViewport({ ratio: 1 });
      await expect(bar.getByRole('link', { name: 'Finance' })).toBeInViewport({ ratio: 1 });
    });
  }

  test('category bar shows at 1280 px and the menu button does not', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Categories' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveText([
      'Finance',
      'Time & Date',
      'Baking & Cooking',
      'Dev Tools',
      'Calculators',
      'Text Tools',
      'Generators',
      'Around the World',
    ]);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await bar.getByRole('link', { name: 'Dev Tools' }).click();
    await expect(page).toHaveURL(/\/dev\/$/);
  });

  test('home shows six popular tools, the categories and every tool with the count', async ({ page }) => {
    await page.goto('/');
    const popular = page.locator('section', { has: page.getByRole('heading', { name: 'Popular Tools' }) });
    await expect(popular.getByRole('listitem')).toHaveCount(6);
    await expect(popular.getByRole('heading', { level: 3 }).first()).toHaveText(
      'Compound Interest Calculator',
    );
    const browse = page.locator('section', {
      has: page.getByRole('heading', { name: 'Browse by Category' }),
    });
    await expect(browse.getByRole('listitem')).toHaveCount(8);
    await expect(page.getByRole('heading', { name: /All Tools \(\d+\)/ })).toBeVisible();
  });

  test('footer lists popular tools, categories, the source link and the years', async ({ page }) => {
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'QR Code Generator' })).toHaveAttribute(
      'href',
      '/generators/qr-generator',
    );
    await expect(footer.getByRole('link', { name: 'All Tools' })).toHaveAttribute('href', '/tools/');
    await expect(footer.getByRole('link', { name: /source code/i })).toHaveAttribute('href', /^https:\/\//);
    await expect(footer).toContainText('© 2025');
    await expect(footer).toContainText(`Updated ${new Date().getFullYear()}`);
  });
});

test.describe('all tools and search', () => {
  test('/tools filters as you type, case-insensitive, words in any order', async ({ page }) => {
    await open(page, '/tools');
    const groups = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(groups).toHaveText([
      'Baking & Cooking',
      'Finance',
      'Time & Date',
      'Dev Tools',
      'Calculators',
      'Text Tools',
      'Generators',
      'Around the World',
    ]);
    const box = page.getByRole('searchbox', { name: 'Search tools' });
    await box.fill('base 64');
    await expect(page.getByRole('link', { name: /Image to Base64 Converter/ })).toBeVisible();
    await expect(page.getByText('1 tool matches')).toBeVisible();
    await box.fill('CONVERTER ROMAN');
    await expect(page.getByRole('link', { name: /Roman Numeral Converter/ })).toBeVisible();
    await box.fill('zzqqxx');
    await expect(page.getByText('No tools match')).toBeVisible();
  });

  test('/search?q= shows results for q and searches again from its form', async ({ page }) => {
    await open(page, '/search?q=roman');
    await expect(page.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('roman');
    await expect(page.getByRole('link', { name: /Roman Numeral Converter/ })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search tools' }).fill('mortgage');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=mortgage$/);
    await expect(page.getByRole('link', { name: /Loan Payment Calculator/ })).toBeVisible();
    // Typing rewrites the address in place (no history entry per keystroke); results rank by relevance.
    const entries = await page.evaluate(() => history.length);
    await page.getByRole('searchbox', { name: 'Search tools' }).clear();
    await page.getByRole('searchbox', { name: 'Search tools' }).pressSequentially('age', { delay: 30 });
    await expect(page).toHaveURL(/\/search\?q=age$/);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await expect(
      page
        .getByRole('main')
        .getByRole('link')
        .filter({ hasText: /Calculator|Converter|Tool/ })
        .first(),
    ).toContainText('Age Calculator');
    await expect(page.getByRole('link', { name: /Percentage Calculator/ })).toHaveCount(0);
  });
});

test.describe('category pages', () => {
  for (const path of ['/time/', '/time']) {
    test(`${path} shows breadcrumb, name, descriptions, tools and a back link`, async ({ page }) => {
      await open(page, path);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Time & Date');
      await expect(page.getByText(/Calendar-correct date arithmetic/)).toBeVisible();
      await expect(page.getByRole('link', { name: /Age Calculator/ }).first()).toBeVisible();
      await page.getByRole('link', { name: 'Back to all tools' }).click();
      await expect(page).toHaveURL(/\/tools$/);
    });
  }
});

test.describe('not found', () => {
  // The host answers with 404.html and status 404, which the console reports: the only error.
  test.use({ expectedErrors: /status of 404/ });

  test("an unknown tool says 'Tool not found' with a 404 status", async ({ page }) => {
    const response = await page.goto('/calculators/no-such-tool');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tool not found');
  });

  test("an unknown category says 'Category not found' with a 404 status", async ({ page }) => {
    const response = await page.goto('/no-such-category/');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Category not found');
  });
});

test('printing a tool: inputs and result, FAQ answers open, the link to this state; no header, buttons, ads or related tools', async ({
  page,
}) => {
  await open(page, '/calculators/roman-numeral-converter?input=1994&utm=x');
  await expect(page.getByTestId('roman-output')).toHaveText('MCMXCIV');
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText(/This result online:/)).toBeVisible();
  await expect(page.getByText(/This result online:/)).toContainText(
    '/calculators/roman-numeral-converter?input=1994',
  );
  await expect(page.getByText(/This result online:/)).not.toContainText('utm');
  await expect(page.getByTestId('roman-output')).toBeVisible();
  await expect(page.getByLabel('Number (1 to 3999)')).toBeVisible();
  const faq = page.locator('#faq-heading + div details');
  const count = await faq.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expect(faq.nth(i)).toHaveAttribute('open', '');
  await expect(page.locator('body > header, header').first()).toBeHidden();
  for (const name of ['Copy result', 'Share / Copy Link', 'Print']) {
    await expect(page.getByRole('button', { name })).toBeHidden();
  }
  await expect(page.getByRole('heading', { name: 'You Might Also Like' })).toBeHidden();
  await expect(page.locator('[data-ad-slot]')).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await page.emulateMedia({ media: 'screen' });
  for (let i = 0; i < count; i++) await expect(faq.nth(i)).not.toHaveAttribute('open', '');
});

test('the Aa toggle enlarges text and is remembered', async ({ page }) => {
  await open(page, '/calculators/roman-numeral-converter');
  const toggle = page.getByRole('button', { name: 'Larger text' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const size = () => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  const before = await size();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await size()).toBeGreaterThan(before);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Larger text' })).toHaveAttribute('aria-pressed', 'true');
  expect(await size()).toBeGreaterThan(before);
});

test('the Temporal polyfill is downloaded only by a browser without Temporal', async ({ page }) => {
  const polyfill: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/global\.esm-[^/]+\.js$/.test(request.url())) polyfill.push(request.url());
  });
  await open(page, '/calculators/roman-numeral-converter?input=1994');
  expect(polyfill).toEqual([]);

  await page.addInitScript(() => {
    delete (globalThis as { Temporal?: unknown }).Temporal;
  });
  await page.reload();
  await waitForHydration(page);
  expect(polyfill).toHaveLength(1);
  // A chunk loaded on demand stays lazily compiled.
  const code = await (await page.request.get(polyfill[0]!)).text();
  expect(code).not.toContain('allFunctionsCalledOnLoad');
  expect(await page.evaluate(() => typeof Temporal.PlainDate.from)).toBe('function');
  await expect(page.getByTestId('roman-output')).toHaveText('MCMXCIV');
});

test('pages paint before any JavaScript is fetched, then hydrate with the whole module graph preloaded', async ({
  page,
}) => {
  // The first frame's time, as the page's own code sees it (an init script's callback runs first).
  await page.addInitScript(() =>
    requestAnimationFrame(() => {
      (window as { firstFrame?: number }).firstFrame = performance.now();
    }),
  );
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  for (const path of ['/', '/finance/fire-calculator?a=40', '/time/world-clock']) {
    workers.length = 0;
    await open(page, path);
    // A worker loads the browser's locale data off the page's thread, as the modules download.
    expect(workers).toContainEqual(expect.stringMatching(/^\/assets\/intl-warmup-\w+\.js$/));
    const timing = await page.evaluate(() => ({
      paint: (window as { firstFrame?: number }).firstFrame ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
      preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
    }));
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);
    expect(timing.preloads).toBeGreaterThan(3);
    // Every chunk the page starts with (the entry module's list) asks V8 to compile it whole
    // while it streams in, but a chunk with no function in it (an icon's drawing).
    const html = await (await page.request.get(path)).text();
    const startup = JSON.parse(/for \(const href of (\[[^\]]*\])/.exec(html)![1]!) as string[];
    expect(startup.length).toBeGreaterThan(3);
    for (const href of startup) {
      const code = await (await page.request.get(href)).text();
      const hinted = code.startsWith('//# allFunctionsCalledOnLoad\n');
      expect(hinted, href).toBe(/=>|\bfunction\b/.test(code));
    }
  }
  // The static HTML itself carries none: they are added after the first frame.
  const html = await (await page.request.get('/time/world-clock')).text();
  expect(html).not.toContain('rel="modulepreload"');
});
