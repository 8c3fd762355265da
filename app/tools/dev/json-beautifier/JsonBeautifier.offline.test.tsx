import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '~/test/page';
import en from './messages/en';
import { JsonBeautifier, SYNC_MAX_CHARS, WORKER_DELAY_MS } from './JsonBeautifier';
import { loadEngine } from './json-engine';

// The formatter's chunk cannot be fetched (offline, or a new release replaced it).
vi.mock('./json-run', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const path = '/dev/json-beautifier';

const renderAt = (query: string) => renderPage(path, <JsonBeautifier />, query, en);

const input = () => screen.getByLabelText('JSON input') as HTMLTextAreaElement;
/** Waits for the failed load and what follows it. */
const settle = () =>
  act(async () => {
    await loadEngine().catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
  });

function expectLoadFailure() {
  expect(screen.getByRole('heading', { name: 'Could not format' })).toBeInTheDocument();
  expect(screen.getByTestId('json-error').textContent).toContain(en.loadFailed);
  expect(screen.getByRole('status').textContent).toBe(`Could not format: ${en.loadFailed}`);
  expect(screen.queryByTestId('json-progress')).toBeNull();
}

beforeEach(() => {
  vi.useFakeTimers();
});

describe('JsonBeautifier page when the formatter cannot be loaded', () => {
  it('says so instead of Formatting… forever, and Try again tries again', async () => {
    renderAt('?json=%5B1%5D');
    expect(screen.getByRole('status').textContent).toBe('Formatting…');
    await settle();
    expectLoadFailure();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status').textContent).toBe('Formatting…');
    await settle();
    expectLoadFailure();
    // A new text tries again by itself.
    fireEvent.change(input(), { target: { value: '[2]' } });
    expect(screen.getByRole('status').textContent).toBe('Formatting…');
    await settle();
    expectLoadFailure();
  });

  it('Load sample says so too, and leaves the text as it was', async () => {
    renderAt('');
    fireEvent.click(screen.getByRole('button', { name: 'Load sample' }));
    await settle();
    expectLoadFailure();
    expect(input().value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expectLoadFailure();
  });

  it('a large document says so after the typing pause', async () => {
    renderAt('');
    const big = JSON.stringify(Array.from({ length: 15_000 }, (_, i) => ({ id: i, b: [true, null] })));
    expect(big.length).toBeGreaterThan(SYNC_MAX_CHARS);
    fireEvent.change(input(), { target: { value: big } });
    expect(screen.getByRole('status').textContent).toBe('Formatting…');
    await act(() => vi.advanceTimersByTimeAsync(WORKER_DELAY_MS));
    await settle();
    expectLoadFailure();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status').textContent).toBe('Formatting…');
    await act(() => vi.advanceTimersByTimeAsync(WORKER_DELAY_MS));
    await settle();
    expectLoadFailure();
  });
});
