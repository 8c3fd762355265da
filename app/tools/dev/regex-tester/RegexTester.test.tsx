import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RegexTester } from './RegexTester';

// jsdom has no Worker: runInWorker falls back to running runRegex here, which is what these
// tests exercise (the worker wiring itself is tested in app/lib/timed-worker.test.ts).
const EXAMPLE =
  '?p=%5Cb%5B%5Cw.%5D%2B%40%5Cw%2B%5C.com%5Cb&f=gi&t=Contact+ana.lee%40example.com+or+Bob%40Test.com+by+Friday.&r=%5Bemail%5D';

function renderAt(search: string) {
  window.history.replaceState({ key: 'k' }, '', `/dev/regex-tester${search}`);
  const router = createMemoryRouter([{ path: '/dev/regex-tester', element: <RegexTester /> }], {
    initialEntries: [`/dev/regex-tester${search}`],
  });
  return render(<RouterProvider router={router} />);
}

const flag = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('RegexTester', () => {
  it('shows the intro without a pattern', () => {
    renderAt('');
    expect(screen.getByText(/Type a JavaScript regular expression/)).toBeTruthy();
    expect(flag(/global/).checked).toBe(true);
    expect(flag(/ignore case/).checked).toBe(false);
  });

  it('lists, highlights and replaces the catalogue example', async () => {
    renderAt(EXAMPLE);
    const items = await screen.findAllByTestId('regex-match');
    expect(items.map((item) => item.textContent)).toEqual([
      'Match 1Position 8–27ana.lee@example.com',
      'Match 2Position 31–43Bob@Test.com',
    ]);
    expect(screen.getByTestId('regex-summary').textContent).toBe('2 matches');
    const marks = within(screen.getByTestId('regex-highlight')).getAllByTitle(/Match/);
    expect(marks.map((m) => [m.tagName, m.textContent])).toEqual([
      ['MARK', 'ana.lee@example.com'],
      ['MARK', 'Bob@Test.com'],
    ]);
    expect(screen.getByTestId('regex-highlight').textContent).toBe(
      'Contact ana.lee@example.com or Bob@Test.com by Friday.',
    );
    expect(screen.getByTestId('regex-replaced').textContent).toBe('Contact [email] or [email] by Friday.');
    expect((screen.getByLabelText('Pattern') as HTMLInputElement).value).toBe(
      String.raw`\b[\w.]+@\w+\.com\b`,
    );
  });

  it('shows the engine’s error for an invalid pattern, in place of the matches', async () => {
    renderAt(EXAMPLE);
    await screen.findAllByTestId('regex-match');
    fireEvent.change(screen.getByLabelText('Pattern'), { target: { value: '(' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: Invalid regular expression: /(/gi: Unterminated group',
    );
    expect(screen.queryAllByTestId('regex-match')).toHaveLength(0);
  });

  it('reads flags from the link in canonical order and toggles them', async () => {
    renderAt('?p=a&f=yigxg&t=Aa');
    expect(await screen.findByText('/giy')).toBeTruthy();
    expect(flag(/global/).checked).toBe(true);
    expect(flag(/ignore case/).checked).toBe(true);
    expect(flag(/sticky/).checked).toBe(true);
    expect(flag(/multiline/).checked).toBe(false);
    fireEvent.click(flag(/global/));
    expect(flag(/global/).checked).toBe(false);
    expect(await screen.findByText('/iy')).toBeTruthy();
    expect(await screen.findByText(/The g flag is off/)).toBeTruthy();
  });

  it('an empty f means no flags', async () => {
    renderAt('?p=a&f=&t=aa');
    expect(flag(/global/).checked).toBe(false);
    expect((await screen.findByTestId('regex-summary')).textContent).toBe('1 match');
  });

  it('names named groups and marks groups that did not take part', async () => {
    renderAt('?p=' + encodeURIComponent(String.raw`(?<year>\d{4})-(\d\d)|(x)`) + '&t=2024-05');
    const [item] = await screen.findAllByTestId('regex-match');
    expect(item?.textContent).toContain('year (group 1)2024');
    expect(item?.textContent).toContain('Group 205');
    expect(item?.textContent).toContain('Group 3(not matched)');
  });

  it('lists 50 matches then …truncated', async () => {
    renderAt(`?p=.&t=${'x'.repeat(60)}`);
    expect(await screen.findAllByTestId('regex-match')).toHaveLength(50);
    expect(screen.getByTestId('regex-truncated').textContent).toBe('…truncated');
    expect(screen.getByTestId('regex-summary').textContent).toBe('60 matches, the first 50 shown');
  });

  it('says (no change) when replacing changes nothing', async () => {
    renderAt('?p=z&t=abc&r=y');
    expect((await screen.findByTestId('regex-replaced')).textContent).toBe('(no change)');
    expect(screen.getByTestId('regex-summary').textContent).toBe('No matches');
  });

  it('cuts p, t and r from a link to 100 characters', async () => {
    renderAt(`?p=${'a'.repeat(150)}&t=${'b'.repeat(150)}&r=${'c'.repeat(150)}`);
    await screen.findByTestId('regex-summary');
    expect((screen.getByLabelText('Pattern') as HTMLInputElement).value).toHaveLength(100);
    expect((screen.getByLabelText('Test text') as HTMLTextAreaElement).value).toHaveLength(100);
    expect((screen.getByLabelText('Replacement') as HTMLInputElement).value).toHaveLength(100);
  });
});
