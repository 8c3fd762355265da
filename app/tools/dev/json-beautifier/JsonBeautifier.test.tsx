import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { URL_WRITE_DELAY_MS } from '~/lib/url-state';
import { expectTexts, hydratePage, renderPage } from '~/test/page';
import en from './messages/en';
import { JsonBeautifier, SYNC_MAX_CHARS, WORKER_DELAY_MS } from './JsonBeautifier';
import { loadedEngine, loadEngine } from './json-engine';
import { PREVIEW_MAX_CHARS } from './JsonResult';
import { SAMPLE_JSON } from './json-run';
import { copies, downloads } from '~/test/mocks';

// The page loads its result's display on demand; here it renders at once.
vi.mock('./LazyJsonResult', async () => ({ LazyJsonResult: (await import('./JsonResult')).JsonResult }));

vi.mock('~/lib/download', () => import('~/test/mocks').then((m) => m.download()));
vi.mock('~/lib/clipboard', () => import('~/test/mocks').then((m) => m.clipboard));

const path = '/dev/json-beautifier';
const example =
  '?json=%7B%22name%22%3A%22Ada+Lovelace%22%2C%22born%22%3A1815%2C%22langs%22%3A%5B%22en%22%2C%22fr%22%5D%2C%22active%22%3Atrue%7D&indent=4&sort=true';
const SORTED_4 =
  '{\n    "active": true,\n    "born": 1815,\n    "langs": [\n        "en",\n        "fr"\n    ],\n    "name": "Ada Lovelace"\n}';

const renderAt = (query: string) => renderPage(path, <JsonBeautifier />, query, en);

const input = () => screen.getByLabelText('JSON input') as HTMLTextAreaElement;
const output = () => {
  const el = screen.getByTestId('json-output');
  return el instanceof HTMLTextAreaElement ? el.value : el.textContent;
};
const type = (value: string) => fireEvent.change(input(), { target: { value } });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/**
 * The formatter arrives by import() (json-engine.ts): waits for it and for what follows. Once it
 * has arrived it stays for the whole file, so later pages format at once, as in the browser.
 */
const loaded = () =>
  act(async () => {
    await loadEngine();
    await vi.advanceTimersByTimeAsync(0);
  });
const query = () => new URLSearchParams(window.location.search);

beforeEach(() => {
  vi.useFakeTimers();
});

describe('JsonBeautifier page', () => {
  // First in the file: the formatter has not been loaded yet.
  it('says Formatting… until the formatter has arrived, in the room kept for the result', async () => {
    expect(loadedEngine()).toBeNull();
    renderAt(example);
    expect(screen.getByRole('status').textContent).toBe('Formatting…');
    expect(screen.getByTestId('json-progress').textContent).toBe('Formatting…');
    expect(screen.queryByTestId('json-output')).toBeNull();
    await loaded();
    expect(screen.queryByTestId('json-progress')).toBeNull();
    expect(output()).toBe(SORTED_4);
    expect(loadedEngine()).not.toBeNull();
  });

  it('shows the catalogue example formatted with 4 spaces and sorted keys', async () => {
    renderAt(example);
    await loaded();
    expect(input().value).toBe('{"name":"Ada Lovelace","born":1815,"langs":["en","fr"],"active":true}');
    expect(output()).toBe(SORTED_4);
    expect(screen.getByLabelText('Indent')).toHaveProperty('value', '4');
    expect(screen.getByLabelText('Sort keys A to Z')).toHaveProperty('checked', true);
    expectTexts({ 'json-keys': '4', 'json-values': '5', 'json-depth': '2', 'json-input-size': '69 bytes' });
    expect(screen.getByRole('status').textContent).toBe(
      'Valid JSON, formatted with 4 spaces, keys sorted, 117 bytes.',
    );
  });

  it('Minify shows the minified display; any change of indent or sort returns to formatted', async () => {
    renderAt(example);
    await loaded();
    fireEvent.click(screen.getByLabelText('Minify'));
    expect(output()).toBe('{"active":true,"born":1815,"langs":["en","fr"],"name":"Ada Lovelace"}');
    fireEvent.change(screen.getByLabelText('Indent'), { target: { value: '2' } });
    expect(screen.getByLabelText('Format')).toHaveProperty('checked', true);
    expect(output()).toBe(JSON.stringify(JSON.parse(SORTED_4), null, 2));

    fireEvent.click(screen.getByLabelText('Minify'));
    fireEvent.click(screen.getByLabelText('Sort keys A to Z'));
    expect(screen.getByLabelText('Format')).toHaveProperty('checked', true);
    expect(output()).toBe(
      '{\n  "name": "Ada Lovelace",\n  "born": 1815,\n  "langs": [\n    "en",\n    "fr"\n  ],\n  "active": true\n}',
    );

    // Editing the text keeps the chosen display.
    fireEvent.click(screen.getByLabelText('Minify'));
    type('{"b": [1, 2]}');
    expect(output()).toBe('{"b":[1,2]}');
  });

  it('shows the JSON Parse Error heading, the message, the line and column and a caret', async () => {
    renderAt('');
    type('{\n  "a": 1,\n  "b" 2\n}');
    await loaded();
    expect(screen.getByRole('heading', { name: 'JSON Parse Error' })).toBeInTheDocument();
    expect(screen.getByTestId('json-error').textContent).toMatch(/JSON at position 18/);
    expect(screen.getByTestId('json-error-place').textContent).toBe('Line 3, column 7');
    expect(screen.getByRole('region', { name: 'The error’s place in the line' }).textContent).toBe(
      '  "b" 2\n      ^',
    );
    expect(screen.queryByTestId('json-output')).toBeNull();
    // A message without a place shows alone.
    type('[1,]');
    expect(screen.getByRole('heading', { name: 'JSON Parse Error' })).toBeInTheDocument();
    expect(screen.queryByTestId('json-error-place')).toBeNull();
  });

  it('keeps json in the address up to 500 characters only; indent and sort as set', async () => {
    renderAt('');
    type('{"a":1}');
    await loaded();
    fireEvent.change(screen.getByLabelText('Indent'), { target: { value: '8' } });
    await wait(URL_WRITE_DELAY_MS);
    expect(query().get('json')).toBe('{"a":1}');
    expect(query().get('indent')).toBe('8');
    expect(query().has('sort')).toBe(false);

    const long = JSON.stringify({ text: 'x'.repeat(600) });
    type(long);
    await wait(URL_WRITE_DELAY_MS);
    expect(query().has('json')).toBe(false);
    expect(query().get('indent')).toBe('8');
    expect(output()).toContain('x'.repeat(600));

    fireEvent.click(screen.getByLabelText('Sort keys A to Z'));
    fireEvent.change(screen.getByLabelText('Indent'), { target: { value: '2' } });
    type('[]');
    await wait(URL_WRITE_DELAY_MS);
    expect(window.location.search).toBe('?json=%5B%5D&sort=true');
  });

  it('cuts a link’s json at 500 characters, accepts indent 5 and ignores bad values', async () => {
    renderAt(`?json=${encodeURIComponent(JSON.stringify({ a: 'y'.repeat(600) }))}&indent=5&sort=maybe`);
    await loaded();
    expect(input().value).toHaveLength(500);
    expect(screen.getByRole('heading', { name: 'JSON Parse Error' })).toBeInTheDocument();
    const options = [...(screen.getByLabelText('Indent') as HTMLSelectElement).options].map((o) => o.text);
    expect(options).toEqual([
      '1 space',
      '2 spaces',
      '3 spaces',
      '4 spaces',
      '5 spaces',
      '6 spaces',
      '8 spaces',
    ]);
    expect(screen.getByLabelText('Sort keys A to Z')).toHaveProperty('checked', false);
  });

  it('ignores an indent outside 1 to 8', async () => {
    renderAt('?json=%5B1%5D&indent=9');
    await loaded();
    expect(screen.getByLabelText('Indent')).toHaveProperty('value', '2');
    expect(output()).toBe('[\n  1\n]');
  });

  it('formats a large document off the main path and says how long it took', async () => {
    renderAt('');
    const big = JSON.stringify(Array.from({ length: 15_000 }, (_, i) => ({ id: i, b: [true, null] })));
    expect(big.length).toBeGreaterThan(SYNC_MAX_CHARS);
    type(big);
    expect(screen.getByTestId('json-progress').textContent).toBe('Formatting…');
    expect(screen.getByRole('status').textContent).toBe('Formatting…');
    await wait(WORKER_DELAY_MS);
    await loaded();
    expect(screen.getByTestId('json-timing').textContent).toMatch(/^Formatted \d+\.\d KB in \d+ ms$/);
    // Too large to colour: a plain read-only text box.
    expect(screen.getByTestId('json-output').tagName).toBe('TEXTAREA');
    // Only its beginning is shown, cut at a line end; Copy gives the whole document.
    const formatted = JSON.stringify(JSON.parse(big), null, 2);
    expect(formatted.length).toBeGreaterThan(PREVIEW_MAX_CHARS);
    expect(output().length).toBeLessThanOrEqual(PREVIEW_MAX_CHARS);
    expect(formatted.startsWith(`${output()}\n`)).toBe(true);
    expect(screen.getByTestId('json-preview-note').textContent).toMatch(
      /^Showing the first \d+\.\d KB of \d+\.\d KB\. Copy and Download give the whole document\.$/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await wait(0);
    expect(copies).toEqual([formatted]);
    fireEvent.click(screen.getByLabelText('Minify'));
    expect(screen.queryByTestId('json-output')).toBeNull();
    await wait(WORKER_DELAY_MS);
    // One long line: cut at the limit.
    expect(output()).toBe(big.slice(0, PREVIEW_MAX_CHARS));
    expect(screen.getByTestId('json-preview-note')).toBeInTheDocument();
    expect(screen.getByTestId('json-timing').textContent).toMatch(/^Minified /);
  });

  it('formats a large document in the worker once its script has loaded, even after a slow start', async () => {
    // A stand-in for json.worker.ts, speaking serveTask's protocol: 'ready' after 15 s (a first
    // visit on a slow line), then each message formatted at once.
    const formatJson = (await loadEngine()).formatJson;
    class SlowWorker {
      onmessage: ((event: MessageEvent) => void) | null = null;
      onerror: (() => void) | null = null;
      constructor() {
        setTimeout(() => this.onmessage?.({ data: { ready: true } } as MessageEvent), 15_000);
      }
      postMessage(message: Parameters<typeof formatJson>[0]) {
        setTimeout(() =>
          this.onmessage?.({ data: { ok: true, value: formatJson(message) } } as MessageEvent),
        );
      }
      terminate() {}
    }
    vi.stubGlobal('Worker', SlowWorker);
    try {
      renderAt('');
      const big = `[${'1,'.repeat(SYNC_MAX_CHARS)}2]`;
      type(big);
      await wait(WORKER_DELAY_MS + 14_000);
      expect(screen.getByTestId('json-progress').textContent).toBe('Formatting…');
      await wait(2_000);
      expect(output()).toBe(JSON.stringify(JSON.parse(big), null, 2).slice(0, output()!.length));
      expect(screen.getByTestId('json-timing').textContent).toMatch(/^Formatted /);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('copies and downloads the output', async () => {
    renderAt(example);
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await wait(0);
    expect(copies).toEqual([SORTED_4]);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    fireEvent.click(screen.getByLabelText('Minify'));
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(downloads).toEqual([
      { name: 'formatted.json', text: SORTED_4, type: 'application/json' },
      {
        name: 'minified.json',
        text: '{"active":true,"born":1815,"langs":["en","fr"],"name":"Ada Lovelace"}',
        type: 'application/json',
      },
    ]);
  });

  it('Load sample fills in a document that stays in the link; Clear empties it', async () => {
    renderAt('');
    expect(screen.getByText(/Paste JSON to format/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load sample' }));
    await loaded();
    expect(input().value).toBe(SAMPLE_JSON);
    expect(SAMPLE_JSON.length).toBeLessThanOrEqual(500);
    expect(output()).toContain('"name": "Café Lumière"');
    await wait(URL_WRITE_DELAY_MS);
    expect(query().get('json')).toBe(SAMPLE_JSON);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input().value).toBe('');
    expect(document.activeElement).toBe(input());
    expect(screen.getByText(/Paste JSON to format/)).toBeInTheDocument();
  });

  it('warns about repeated keys', async () => {
    renderAt('');
    type('{"a":1,"a":2}');
    await loaded();
    expect(screen.getByText(/A key appears twice in the same object/)).toBeInTheDocument();
    type('{"a":1,"a":2,"b":{"c":1,"c":2}}');
    expect(screen.getByText(/2 keys repeat an earlier key of the same object/)).toBeInTheDocument();
    expect(output()).toBe('{\n  "a": 1,\n  "a": 2,\n  "b": {\n    "c": 1,\n    "c": 2\n  }\n}');
  });

  it('prerenders the intro, then hydrates a link without a mismatch', async () => {
    const { html, container, errors, unmount } = await hydratePage(path, <JsonBeautifier />, example, {
      messages: en,
    });
    expect(html).toContain('Paste JSON to format');
    await loaded();
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid=json-output]')!.textContent).toBe(SORTED_4);
    unmount();
  });
});
