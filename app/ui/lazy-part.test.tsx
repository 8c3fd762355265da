import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';
import { SiteWords } from '~/test/page';

afterEach(() => vi.restoreAllMocks());

describe('lazyPart', () => {
  it('shows the part once its chunk has loaded', async () => {
    const Part = lazyPart(async () => () => <p>the chart</p>, 'h-40');
    await act(async () => render(<Part />, { wrapper: SiteWords }));
    expect((await screen.findByText('the chart')).tagName).toBe('P');
  });

  it('offers a full reload when its chunk fails to load, and keeps the rest of the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazyPart<object>(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      'h-40',
    );
    await act(async () =>
      render(
        <main>
          <h1>Tool</h1>
          <Part />
        </main>,
        { wrapper: SiteWords },
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This part could not load.');
    expect(screen.getAllByRole('heading', { name: 'Tool' })).toHaveLength(1);
    // A plain link to the page's own address: the browser loads it afresh.
    expect(screen.getByRole('link', { name: 'Reload the page' })).toHaveAttribute(
      'href',
      window.location.href,
    );
  });
});
