import { expect, type Page } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/dev/regex-tester';
// The catalogue's example query.
const EXAMPLE =
  'p=%5Cb%5B%5Cw.%5D%2B%40%5Cw%2B%5C.com%5Cb&f=gi&t=Contact+ana.lee%40example.com+or+Bob%40Test.com+by+Friday.&r=%5Bemail%5D';

const result = (page: Page) => page.getByRole('region', { name: 'Result' });
const patternField = (page: Page) => page.getByLabel('Pattern', { exact: true });
const textField = (page: Page) => page.getByLabel('Test text', { exact: true });
const flag = (page: Page, name: RegExp) => page.getByRole('checkbox', { name });

test('the catalogue example: matches with positions, highlights and the replace result', async ({ page }) => {
  await open(page, `${path}?${EXAMPLE}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regex Tester');
  await expect(patternField(page)).toHaveValue(String.raw`\b[\w.]+@\w+\.com\b`);
  await expect(flag(page, /global/)).toBeChecked();
  await expect(flag(page, /ignore case/)).toBeChecked();
  await expect(flag(page, /multiline/)).not.toBeChecked();

  const matches = page.getByTestId('regex-match');
  await expect(matches).toHaveCount(2);
  await expect(matches.nth(0)).toContainText('ana.lee@example.com');
  await expect(matches.nth(0)).toContainText('Position 8–27');
  await expect(matches.nth(1)).toContainText('Bob@Test.com');
  await expect(matches.nth(1)).toContainText('Position 31–43');
  await expect(page.getByTestId('regex-summary')).toHaveText('2 matches');
  await expect(page.getByTestId('regex-highlight').locator('mark')).toHaveText([
    'ana.lee@example.com',
    'Bob@Test.com',
  ]);
  await expect(page.getByTestId('regex-replaced')).toHaveText('Contact [email] or [email] by Friday.');
  await expect(page.getByRole('button', { name: 'Copy result' })).toBeVisible();

  // Without g only the first match is found and replaced.
  await flag(page, /global/).uncheck();
  await expect(matches).toHaveCount(1);
  await expect(
    page.getByText('The g flag is off: only the first match is found and replaced.'),
  ).toBeVisible();
  await expect(page.getByTestId('regex-replaced')).toHaveText('Contact [email] or Bob@Test.com by Friday.');
  await expect(page).toHaveURL(/[?&]f=i(&|$)/);
  await flag(page, /ignore case/).uncheck();
  // Every flag off is written as an empty f, so the link keeps 'no flags'.
  await expect(page).toHaveURL(/[?&]f=(&|$)/);

  // An invalid pattern: the engine's message in place of the matches.
  await patternField(page).fill('(');
  await expect(result(page).getByRole('alert')).toContainText('Error: Invalid regular expression');
  await expect(matches).toHaveCount(0);
});

test('a catastrophic pattern runs in the background and is stopped after 1 second', async ({ page }) => {
  await open(page, path);
  await patternField(page).fill('(a+)+$');
  await textField(page).fill(`${'a'.repeat(30)}b`);
  // 'Matching…' shows once the run has been going for a moment: the backtracking is under way.
  await expect(page.getByTestId('regex-pending')).toBeVisible();

  const ignoreCase = flag(page, /ignore case/);
  const started = Date.now();
  await ignoreCase.click();
  await expect(ignoreCase).toBeChecked({ timeout: 1000 });
  expect(Date.now() - started).toBeLessThan(1000);

  await expect(result(page).getByRole('alert')).toContainText(
    'The pattern took too long (over 1 second) and was stopped.',
  );
  // The page is still alive: a simpler pattern works at once.
  await patternField(page).fill('a+b');
  await expect(page.getByTestId('regex-match')).toHaveCount(1);
  await expect(page.getByTestId('regex-match')).toContainText('Position 0–31');
});

test('named groups are listed by name', async ({ page }) => {
  const p = encodeURIComponent(String.raw`(?<year>\d{4})-(?<month>\d{2})`);
  const t = encodeURIComponent('Due 2026-11, then 2027-01.');
  const r = encodeURIComponent('$<month>/$<year>');
  await open(page, `${path}?p=${p}&t=${t}&r=${r}`);
  const matches = page.getByTestId('regex-match');
  await expect(matches).toHaveCount(2);
  await expect(matches.nth(0)).toContainText('Position 4–11');
  await expect(matches.nth(0).getByRole('term')).toHaveText(['year (group 1)', 'month (group 2)']);
  await expect(matches.nth(0).getByRole('definition')).toHaveText(['2026', '11']);
  await expect(matches.nth(1).getByRole('definition')).toHaveText(['2027', '01']);
  await expect(page.getByTestId('regex-replaced')).toHaveText('Due 11/2026, then 01/2027.');
});

test('at most 50 matches are listed, then …truncated', async ({ page }) => {
  await open(page, path);
  await patternField(page).fill('.');
  await textField(page).fill('x'.repeat(60));
  await expect(page.getByTestId('regex-match')).toHaveCount(50);
  await expectTexts(page, {
    'regex-truncated': '…truncated',
    'regex-summary': '60 matches, the first 50 shown',
  });
  await expect(page).toHaveURL(/[?&]p=\.(&|$)/);
});

test('a replacement that changes nothing says (no change)', async ({ page }) => {
  await open(page, `${path}?p=z&t=abc&r=y`);
  await expectTexts(page, { 'regex-summary': 'No matches', 'regex-replaced': '(no change)' });
});

test('a long text shows its beginning only, with a note, and the page stays quick', async ({ page }) => {
  await open(page, `${path}?p=b`);
  // 300,000 characters: more than the 100,000 the highlight and the replace result show.
  await textField(page).fill('ab'.repeat(150_000));
  await expect(page.getByTestId('regex-summary')).toHaveText('150,000 matches, the first 50 shown');
  await expect(page.getByTestId('regex-highlight').locator('mark')).toHaveCount(50);
  await expect(page.getByTestId('regex-highlight-note')).toHaveText(
    'Showing the first 100,000 of 300,000 characters. All matches are counted in the whole text.',
  );
  await expect(page.getByTestId('regex-replaced-note')).toHaveText(
    'Showing the first 100,000 of 150,000 characters. Copy gives the whole result.',
  );
  expect(await page.getByTestId('regex-highlight').evaluate((el) => el.textContent?.length)).toBe(100_000);
  expect(await page.getByTestId('regex-replaced').evaluate((el) => el.textContent?.length)).toBe(100_000);
  // The text is not written to the link past its first 100 characters.
  await expect.poll(() => new URL(page.url()).searchParams.get('t')?.length).toBe(100);
});
