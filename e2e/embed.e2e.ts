import { createServer, type Server } from 'node:http';
import { expect, test as plainTest } from '@playwright/test';
import { tools } from './catalogue';
import { expectNoAxeViolations, open, test, watchErrors } from './helpers';

const loan = '/finance/loan-payment-calculator?amount=320000&rate=6.75&years=30&ppy=12&extra=200';
/** The loan's payment card, which reads $2,075.51 for that link (the tool's own test checks why). */
const payment = '$2,075.51';

test('an embedded tool computes from its link and shows only the tool, with a link to its full page', async ({
  page,
  context,
}) => {
  await open(page, `/embed${loan}`);
  await expect(page.getByTestId('loan-payment')).toHaveText(payment);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loan Payment Calculator');
  // No site header, menu, footer, FAQ, related tools or page actions.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByText('Frequently Asked Questions')).toHaveCount(0);
  await expect(page.getByText('You Might Also Like')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to favourites' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Embed' })).toHaveCount(0);
  // Not for search engines; its canonical address is the tool's page.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/finance\/loan-payment-calculator$/,
  );
  await expectNoAxeViolations(page, 'embed, light theme');

  // An embed never writes this browser's favourites or recently used tools (the full page, opened
  // below in a tab of the same browser, does).
  expect(await page.evaluate(() => localStorage.getItem('tinytools:saved-tools:v1'))).toBeNull();

  // The link back opens the full page in a new tab, with the inputs as they are now.
  await page.getByLabel('Extra payment per period').fill('300');
  const [fullPage] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /^Tiny Tools/ }).click(),
  ]);
  await fullPage.waitForLoadState();
  const url = new URL(fullPage.url());
  expect(url.pathname).toBe('/finance/loan-payment-calculator');
  expect(url.searchParams.get('amount')).toBe('320000');
  expect(url.searchParams.get('extra')).toBe('300');
  await expect(page).toHaveURL(/\/embed\/finance\/loan-payment-calculator/);
});

test("an embedded tool takes its link's theme, else the visitor's system", async ({ page }) => {
  await open(page, `/embed${loan}&theme=dark`);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoAxeViolations(page, 'embed, dark theme');
  // The site's own saved choice does not apply inside another site.
  await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
  await open(page, `/embed${loan}&theme=light`);
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await open(page, `/embed${loan}`);
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

/** Another site, at a second local origin: a page of its own that frames ours. */
async function embedder(html: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://localhost:${port}/post`, server };
}

plainTest(
  'another site frames an embedded tool, which computes and is resized by embed.js, but not a normal page',
  async ({ page, baseURL }) => {
    const errors = watchErrors(page);
    const blog = await embedder(`<!doctype html><title>A blog</title><h1>My post</h1>
<iframe id="embedded" src="${baseURL}/embed${loan}" title="Loan calculator" width="100%" height="150" style="border:0" loading="lazy" allow="clipboard-write; web-share"></iframe>
<script src="${baseURL}/embed.js" async></script>
<iframe id="normal" src="${baseURL}${loan}" title="Normal page"></iframe>`);
    await page.goto(blog.url);
    const embedded = page.frameLocator('#embedded');
    await expect(embedded.getByTestId('loan-payment')).toHaveText(payment);
    // Resized from 150 px to the tool's height, as the tool reports it.
    await expect
      .poll(async () => (await page.locator('#embedded').boundingBox())?.height ?? 0)
      .toBeGreaterThan(600);
    const frameHeight = (await page.locator('#embedded').boundingBox())!.height;
    const contentHeight = await page
      .frame({ url: /\/embed\// })!
      .evaluate(() => document.documentElement.getBoundingClientRect().height);
    expect(Math.abs(frameHeight - contentHeight)).toBeLessThanOrEqual(1);

    // A normal page refuses the frame (frame-ancestors 'none', X-Frame-Options: DENY).
    await expect.poll(() => errors.some((error) => /frame-ancestors 'none'/.test(error))).toBe(true);
    await expect(page.frameLocator('#normal').getByRole('heading', { level: 1 })).toHaveCount(0);
    expect(errors.filter((error) => !/frame-ancestors 'none'/.test(error))).toEqual([]);
    blog.server.close();
  },
);

test('the embed dialog gives the code with the current inputs, a live preview and Copy code', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, loan);
  const button = page.getByRole('button', { name: 'Embed' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Embed this tool' });
  await expect(dialog).toBeVisible();
  const code = dialog.getByLabel('Embed code');
  await expect(code).toHaveValue(
    /^<iframe src="http:\/\/[^/]+\/embed\/finance\/loan-payment-calculator\?[^"]*amount=320000[^"]*" title="Loan Payment Calculator \(Tiny Tools\)" width="100%" height="\d+0" [^\n]*loading="lazy"[^\n]*><\/iframe>\n<script src="http:\/\/[^/]+\/embed\.js" async><\/script>$/,
  );
  // The preview measures the tool; the code asks for that height.
  const preview = page.frameLocator('iframe[title^="Preview"]');
  await expect(preview.getByTestId('loan-payment')).toHaveText(payment);
  await expect(code).not.toHaveValue(/height="600"/);
  await dialog.getByText('Dark', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(code).toHaveValue(/&amp;theme=dark"/);
  await expect(preview.locator('html')).toHaveClass(/\bdark\b/);
  // The preview has loaded again and measures the tool once more: copy when the code has settled.
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await code.inputValue();
        const settled = now === last;
        last = now;
        return settled;
      },
      { intervals: [400] },
    )
    .toBe(true);
  await dialog.getByRole('button', { name: 'Copy code' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());
  await expectNoAxeViolations(page, 'embed dialog, light theme');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page, 'embed dialog, dark theme', { colours: true });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
});

// Tools embedded as a phone shows a blog post: the example computes with no console error, nothing
// but the tool, nothing wider than the screen. One tool a category here; every tool in
// `npm run test:deep` (EMBED_ALL=1). Axe checks the same tool markup on each full page in the
// sweep, and the embed's own frame on the loan calculator above.
const embedded = process.env.EMBED_ALL
  ? tools
  : tools.filter((tool, i) => tools.findIndex((t) => t.categoryId === tool.categoryId) === i);
test.describe('every tool embedded', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  for (const tool of embedded) {
    test(tool.href, async ({ page }) => {
      await open(page, `/embed${tool.href}${tool.example ? `?${tool.example}` : ''}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tool.title);
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.locator('main')).not.toContainText(/NaN|undefined|Invalid Date|Infinity/);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'horizontal scroll at 375 px').toBeLessThanOrEqual(0);
    });
  }
});
