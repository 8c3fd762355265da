import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectTexts, renderPage } from '~/test/page';
import * as logic from './regex-tester';
import { DISPLAY_MAX_CHARS } from './regex-tester';
import en from './messages/en';
import { RegexTester } from './RegexTester';
import { copies } from '~/test/mocks';

vi.mock('~/lib/clipboard', () => import('~/test/mocks').then((m) => m.clipboard));

// Every run of runRegex is counted: without a worker the page must never run a pattern itself.
vi.mock('./regex-tester', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./regex-tester')>();
  return { ...actual, runRegex: vi.fn(actual.runRegex) };
});

/**
 * jsdom has no Worker. This one stands in for regex.worker.ts: it says 'ready' once its script
 * has 'loaded' (after `FakeRegexWorker.loadMs`), then answers each message with runRegex, as
 * serveTask does. With `failToLoad` its script never loads (an error event instead).
 */
class FakeRegexWorker {
  static loadMs = 0;
  static failToLoad = false;
  static created = 0;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  private terminated = false;
  constructor() {
    FakeRegexWorker.created++;
    setTimeout(() => {
      if (this.terminated) return;
      if (FakeRegexWorker.failToLoad) this.onerror?.({ message: '', preventDefault() {} } as ErrorEvent);
      else this.onmessage?.({ data: { ready: true } } as MessageEvent);
    }, FakeRegexWorker.loadMs);
  }
  postMessage(input: logic.RegexInput) {
    setTimeout(() => {
      if (!this.terminated)
        this.onmessage?.({ data: { ok: true, value: logic.runRegex(input) } } as MessageEvent);
    }, 0);
  }
  terminate() {
    this.terminated = true;
  }
}

beforeEach(() => {
  FakeRegexWorker.loadMs = 0;
  FakeRegexWorker.failToLoad = false;
  FakeRegexWorker.created = 0;
  vi.stubGlobal('Worker', FakeRegexWorker);
  vi.mocked(logic.runRegex).mockClear();
});

const EXAMPLE =
  '?p=%5Cb%5B%5Cw.%5D%2B%40%5Cw%2B%5C.com%5Cb&f=gi&t=Contact+ana.lee%40example.com+or+Bob%40Test.com+by+Friday.&r=%5Bemail%5D';

const renderAt = (query: string) => renderPage('/dev/regex-tester', <RegexTester />, query, en);

const flag = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('RegexTester', () => {
  it('shows the intro without a pattern', () => {
    renderAt('');
    expect(screen.getByText(/Type a JavaScript regular expression/)).toBeInTheDocument();
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
    const marks = within(screen.getByTestId('regex-highlight')).getAllByTitle(/Match/);
    expect(marks.map((m) => [m.tagName, m.textContent])).toEqual([
      ['MARK', 'ana.lee@example.com'],
      ['MARK', 'Bob@Test.com'],
    ]);
    expectTexts({
      'regex-summary': '2 matches',
      'regex-highlight': 'Contact ana.lee@example.com or Bob@Test.com by Friday.',
      'regex-replaced': 'Contact [email] or [email] by Friday.',
    });
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
    expect(await screen.findByText('/giy')).toBeInTheDocument();
    expect(flag(/global/).checked).toBe(true);
    expect(flag(/ignore case/).checked).toBe(true);
    expect(flag(/sticky/).checked).toBe(true);
    expect(flag(/multiline/).checked).toBe(false);
    fireEvent.click(flag(/global/));
    expect(flag(/global/).checked).toBe(false);
    expect(await screen.findByText('/iy')).toBeInTheDocument();
    expect(await screen.findByText(/The g flag is off/)).toBeInTheDocument();
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
    expectTexts({ 'regex-truncated': '…truncated', 'regex-summary': '60 matches, the first 50 shown' });
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

  it('a worker that loads slowly (a first visit) is not reported as a slow pattern', async () => {
    vi.useFakeTimers();
    FakeRegexWorker.loadMs = 4000;
    renderAt('?p=a&t=aaa');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByTestId('regex-pending').textContent).toBe('Matching…');
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByTestId('regex-summary').textContent).toBe('3 matches');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without Web Workers says so and never runs the pattern on the page', async () => {
    vi.stubGlobal('Worker', undefined);
    renderAt('?p=a&t=aaa');
    expect((await screen.findByRole('alert')).textContent).toBe(en.noWorker);
    expect(screen.queryByTestId('regex-summary')).toBeNull();
    expect(logic.runRegex).not.toHaveBeenCalled();
  });

  it('a worker that cannot load says so and never runs the pattern on the page', async () => {
    FakeRegexWorker.failToLoad = true;
    renderAt('?p=a&t=aaa');
    expect((await screen.findByRole('alert')).textContent).toBe(en.workerFailed);
    expect(FakeRegexWorker.created).toBe(1);
    expect(screen.queryByTestId('regex-summary')).toBeNull();
    expect(logic.runRegex).not.toHaveBeenCalled();
  });

  it('shows only the beginning of a long text and replace result; Copy gives the whole result', async () => {
    copies.length = 0;
    renderAt('?p=b');
    const text = `${'ab'.repeat(DISPLAY_MAX_CHARS)}\nend b`;
    fireEvent.change(screen.getByLabelText('Test text'), { target: { value: text } });
    expect((await screen.findByTestId('regex-summary', {}, { timeout: 3000 })).textContent).toBe(
      '100,001 matches, the first 50 shown',
    );
    const highlight = screen.getByTestId('regex-highlight');
    expect(highlight.textContent).toBe(text.slice(0, DISPLAY_MAX_CHARS));
    expect(within(highlight).getAllByTitle(/Match/)).toHaveLength(50);
    const replaced = text.replaceAll('b', '');
    expectTexts({
      'regex-highlight-note':
        'Showing the first 100,000 of 200,006 characters. All matches are counted in the whole text.',
      'regex-replaced': replaced.slice(0, DISPLAY_MAX_CHARS),
      'regex-replaced-note': 'Showing the first 100,000 of 100,005 characters. Copy gives the whole result.',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy result' }));
    await vi.waitFor(() => expect(copies).toEqual([replaced]));
  });

  it('cuts a long match in the list, saying how long it is', async () => {
    renderAt('?p=%5Cw%2B');
    fireEvent.change(screen.getByLabelText('Test text'), { target: { value: `${'w'.repeat(5000)} x` } });
    await vi.waitFor(() => expect(screen.getAllByTestId('regex-match')).toHaveLength(2));
    const [long] = screen.getAllByTestId('regex-match');
    expect(long?.textContent).toBe(`Match 1Position 0–5000${'w'.repeat(1000)} … (5,000 characters in all)`);
  });

  it('a short text shows whole, without a note', async () => {
    renderAt(EXAMPLE);
    await screen.findAllByTestId('regex-match');
    expect(screen.queryByTestId('regex-highlight-note')).toBeNull();
    expect(screen.queryByTestId('regex-replaced-note')).toBeNull();
  });
});
