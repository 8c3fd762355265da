import { expect } from '@playwright/test';
import { localeOfPath, paths, rotatingLanguage, toolForPath } from './catalogue';
import { latePaints, open, test, watchLargestPaints } from './helpers';

/**
 * A page's largest paint (LCP) is text of its static HTML, never text the script draws after
 * hydration (a countdown from today's date, a random password, a link's result): that text waits
 * for the JavaScript, and Lighthouse's simulated slow phone then puts LCP near 2 s instead of the
 * first paint's 1 s. Measured at Lighthouse's mobile screen (412 × 823).
 *
 * Routine runs: the pages whose result never prerenders (today's date, chance), in English and the
 * day's other language. `E2E_LANGUAGES=all` (`npm run test:deep`): every tool with its example in
 * every language, the holiday countdowns on dates through the year (their advice changes with it).
 */
const allLanguages = process.env.E2E_LANGUAGES === 'all';
const alwaysLate = new Set([
  '/time/days-until-christmas',
  '/time/days-until-new-years',
  '/time/days-until-halloween',
  '/time/days-until-valentines-day',
  '/generators/password-generator',
]);
const holidayDates = [
  '2027-01-03T12:00:00Z',
  '2027-02-12T12:00:00Z',
  '2027-10-25T12:00:00Z',
  '2027-12-20T12:00:00Z',
];

const pages = paths.filter((path) => {
  const tool = toolForPath(path);
  if (!tool) return false;
  const locale = localeOfPath(path);
  if (allLanguages) return true;
  return alwaysLate.has(tool.href) && (locale === 'en' || locale === rotatingLanguage(0));
});

test.use({ viewport: { width: 412, height: 823 } });

for (const path of pages) {
  const tool = toolForPath(path)!;
  const dates = allLanguages && tool.href.includes('/days-until-') ? holidayDates : [undefined];
  for (const at of dates)
    test(`${path}${at ? ` on ${at.slice(0, 10)}` : ''}: the largest paint is static HTML`, async ({
      page,
    }) => {
      await watchLargestPaints(page);
      await open(page, tool.example ? `${path}?${tool.example}` : path, { at });
      expect(await latePaints(page)).toEqual([]);
    });
}

// The list is never empty: a rename of a tool above would otherwise silence the check.
test('the pages whose result never prerenders are in the catalogue', () => {
  for (const href of alwaysLate) expect(paths, href).toContain(href);
});
