import { expect, type Page } from '@playwright/test';
import { expectTexts, open, test, waitForHydration } from '../../../../e2e/helpers';

const path = '/time/world-clock';
const cardTime = (page: Page, id: string) => page.getByTestId(`city-time-${id}`);
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Matching cities' });

// The visitor's own zone, so 'local time' and 'ahead of you' are checked against a real offset.
test.use({ timezoneId: 'America/New_York' });

test('shows the link’s cities and conversion, ticks every second, and the address follows edits', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-11-22T10:00:00Z') });
  await open(page, `${path}?cities=tokyo,london&from=new-york&to=tokyo&time=09:00&date=2027-01-15`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('World Clock & Time Zone Converter');

  // Stop the clock on a known second (the pending tick fires on the way).
  await page.clock.pauseAt(new Date('2026-11-22T10:01:00Z'));
  await expectTexts(page, {
    'city-time-tokyo': '19:01:00',
    'city-time-london': '10:01:00',
    'local-time': '05:01:00',
  });
  const tokyo = page.getByTestId('city-tokyo');
  await expect(tokyo).toContainText('Sunday, November 22, 2026');
  await expect(tokyo).toContainText('UTC+9');
  await expect(tokyo).toContainText('14 hours ahead of you');
  await expect(page.getByTestId('city-london')).toContainText('UTC+0');
  await expect(page.getByTestId('city-london')).toContainText('5 hours ahead of you');

  // The converter ran on load: 09:00 in New York is 23:00 in Tokyo the same day.
  await expectTexts(page, { 'converted-time': '23:00', 'converted-date': 'Friday, January 15, 2027' });
  await expect(page.getByText('Tokyo is 14 hours ahead of New York on this date.')).toBeVisible();

  // One second later every clock has moved on by one second.
  await page.clock.runFor(1000);
  await expectTexts(page, {
    'city-time-tokyo': '19:01:01',
    'city-time-london': '10:01:01',
    'local-time': '05:01:01',
  });
  await page.clock.runFor(59_000);
  await expect(cardTime(page, 'tokyo')).toHaveText('19:02:00');
  await page.clock.resume();

  // Add a city through search ('sao' finds São Paulo), then remove one.
  const search = page.getByRole('combobox', { name: 'Add a city' });
  await search.fill('sao');
  await suggestions(page)
    .getByRole('option', { name: /São Paulo/ })
    .click();
  await expect(cardTime(page, 'sao-paulo')).toHaveText(/^07:0\d:\d\d$/);
  await expect(search).toHaveValue('');
  await expect(page).toHaveURL(/[?&]cities=tokyo%2Clondon%2Csao-paulo(&|$)/);

  await page.getByRole('button', { name: 'Remove London' }).click();
  await expect(page.getByTestId('city-london')).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]cities=tokyo%2Csao-paulo(&|$)/);
  // The converter's parameters are untouched.
  await expect(page).toHaveURL(/from=new-york&to=tokyo&time=09%3A00&date=2027-01-15/);
});

test('search suggests up to 10 cities not already watched, and works from the keyboard', async ({ page }) => {
  await open(page, path);
  const search = page.getByRole('combobox', { name: 'Add a city' });
  await search.fill('o');
  // 13 names contain an 'o'; New York, London and Tokyo are watched: 10 remain, all shown.
  await expect(suggestions(page).getByRole('option')).toHaveCount(10);
  await expect(suggestions(page).getByRole('option', { name: /Tokyo/ })).toHaveCount(0);
  await search.fill('to');
  await expect(suggestions(page).getByRole('option')).toHaveText([/Toronto/]);
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page.getByTestId('city-toronto')).toBeVisible();
  await expect(page).toHaveURL(/cities=new-york%2Clondon%2Ctokyo%2Ctoronto/);

  // Quick add: 8 buttons, never a watched city.
  const quick = page.getByRole('group', { name: 'Quick add' });
  await expect(quick.getByRole('button')).toHaveCount(8);
  await quick.getByRole('button', { name: 'Add Paris' }).click();
  await expect(page.getByTestId('city-paris')).toBeVisible();
  await expect(quick.getByRole('button', { name: 'Add Paris' })).toHaveCount(0);
});

test('removing every city survives a reload', async ({ page }) => {
  await open(page, `${path}?cities=tokyo`);
  await page.getByRole('button', { name: 'Remove Tokyo' }).click();
  await expect(page.getByText('No cities on your list.')).toBeVisible();
  await expect(page).toHaveURL(/\?cities=$/);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('No cities on your list.')).toBeVisible();
  await expect(page.getByTestId(/^city-/)).toHaveCount(0);
});

test('the converter: disabled until complete, across the date line, and the spec’s messages', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-11-22T10:00:00Z') });
  await open(page, path);
  const convert = page.getByRole('button', { name: 'Convert' });
  await expect(convert).toBeDisabled();
  await page.getByLabel('From city', { exact: true }).selectOption('los-angeles');
  await page.getByLabel('To city', { exact: true }).selectOption('tokyo');
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue('2026-11-22');
  await expect(convert).toBeDisabled();
  await page.getByLabel('Time', { exact: true }).fill('20:00');
  await convert.click();
  await expectTexts(page, {
    'converted-time': '13:00',
    'converted-date': 'Monday, November 23, 2026 (next day)',
  });
  // Today's date is the default: it stays out of the address.
  await expect(page).toHaveURL(/\?from=los-angeles&to=tokyo&time=20%3A00$/);

  await page.goto(`${path}?from=atlantis&to=tokyo&time=09:00`);
  await expect(page.getByRole('alert')).toHaveText('Invalid city selection');
  await page.goto(`${path}?from=new-york&to=tokyo&time=25:00`);
  await expect(page.getByRole('alert')).toHaveText('Conversion failed');
  await page.goto(`${path}?from=new-york&to=london&time=02:30&date=2026-03-08`);
  await expect(page.getByTestId('converted-time')).toHaveText('07:30');
  await expect(page.getByText(/02:30 does not exist in New York/)).toBeVisible();
});

test('Copy puts the city’s time on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install({ time: new Date('2026-11-22T10:00:00Z') });
  await open(page, `${path}?cities=tokyo`);
  await page.clock.pauseAt(new Date('2026-11-22T10:04:00Z'));
  await page.getByRole('button', { name: 'Copy Tokyo time' }).click();
  await expect(page.getByTestId('city-tokyo').getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Tokyo: 19:04, Sunday, November 22, 2026 (UTC+9)',
  );
});
