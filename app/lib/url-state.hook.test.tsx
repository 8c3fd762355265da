import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shareableUrl, URL_WRITE_DELAY_MS, useUrlState, type Patch } from './url-state';
import { param, withLiveDefault } from './url-params';
import { hydratePage, routerAt } from '~/test/page';

const schema = {
  input: param.text(''),
  mode: param.oneOf(['toRoman', 'toNumber'] as const, 'toRoman'),
  other: param.text(''),
};

type State = { input: string; mode: 'toRoman' | 'toNumber'; other: string };
let api: { set: (patch: Patch<State>) => void; fromLink: boolean } | undefined;

function Probe() {
  const [state, set, info] = useUrlState(schema);
  useEffect(() => {
    api = { set, fromLink: info.fromLink };
  });
  return (
    <div>
      <output data-testid="state">{JSON.stringify(state)}</output>
      <output data-testid="from-link">{String(info.fromLink)}</output>
      <Link to="/tool?input=1994">example</Link>
      <Link to="/other">other</Link>
    </div>
  );
}

/**
 * The memory router drives rendering; window.location is what the writer rewrites, as in a browser.
 * Like `renderPage`, but hands back the router, whose own location a test reads.
 */
function renderAt(url: string) {
  window.history.replaceState({ key: 'k1' }, '', url);
  const router = routerAt('/tool', <Probe />, url);
  render(<RouterProvider router={router} />);
  return router;
}

const shown = () => JSON.parse(screen.getByTestId('state').textContent!);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  api = undefined;
});

describe('useUrlState', () => {
  it('reads the address, then writes changes with one batched replaceState, omitting defaults', () => {
    renderAt('/tool?input=MMXXIV&mode=toNumber&utm=x');
    expect(shown()).toEqual({ input: 'MMXXIV', mode: 'toNumber', other: '' });
    expect(api!.fromLink).toBe(true);
    const replace = vi.spyOn(window.history, 'replaceState');
    const before = window.history.length;

    act(() => api!.set({ mode: 'toRoman', input: '1' }));
    act(() => api!.set({ input: '19' }));
    act(() => api!.set({ input: '1994' }));
    expect(shown()).toEqual({ input: '1994', mode: 'toRoman', other: '' });
    expect(replace).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(URL_WRITE_DELAY_MS));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('?input=1994&utm=x');
    expect(window.history.length).toBe(before);
    // The router's own history state is kept.
    expect(window.history.state).toEqual({ key: 'k1' });
    replace.mockRestore();
  });

  it('keeps both of two updates made in one tick, and patches computed from the latest state', () => {
    renderAt('/tool');
    act(() => {
      api!.set({ input: 'one' });
      api!.set({ other: 'two' });
      api!.set((s) => ({ input: `${s.input}+` }));
    });
    expect(shown()).toEqual({ input: 'one+', mode: 'toRoman', other: 'two' });
    act(() => vi.advanceTimersByTime(URL_WRITE_DELAY_MS));
    expect(window.location.search).toBe('?input=one%2B&other=two');
  });

  it('applies a setter fired later (a timer, an await) to the latest state', () => {
    renderAt('/tool');
    const later = api!.set;
    act(() => api!.set({ input: 'typed' }));
    act(() => later({ other: 'from a timer' }));
    expect(shown()).toEqual({ input: 'typed', mode: 'toRoman', other: 'from a timer' });
  });

  it('lets any navigation replace local edits, even to the address it was opened with', async () => {
    const router = renderAt('/tool?input=1994');
    act(() => api!.set({ input: '5' }));
    expect(shown().input).toBe('5');
    await act(async () => screen.getByText('example').click());
    expect(router.state.location.search).toBe('?input=1994');
    expect(shown().input).toBe('1994');
  });

  it('ignores malformed values', () => {
    renderAt('/tool?mode=sideways&input=%E0%A4%A');
    // Broken percent-encoding decodes to the replacement character instead of throwing.
    expect(shown()).toEqual({ input: '\ufffd%A', mode: 'toRoman', other: '' });
  });

  it('reports fromLink false without parameters', () => {
    renderAt('/tool?utm=1');
    expect(screen.getByTestId('from-link').textContent).toBe('false');
  });

  it('builds the share link from the state, dropping unknown or hostile parameters, and flushes first', () => {
    renderAt('/tool?input=12&evil=%3Cscript%3E');
    act(() => api!.set({ mode: 'toNumber' }));
    expect(shareableUrl()).toBe(`${window.location.origin}/tool?input=12&mode=toNumber`);
    // The pending write went to the address at once.
    expect(window.location.search).toBe('?input=12&evil=%3Cscript%3E&mode=toNumber');
  });

  it('flushes pending writes on pagehide; a refused write is kept and tried again', () => {
    renderAt('/tool');
    act(() => api!.set({ input: 'a' }));
    window.dispatchEvent(new Event('pagehide'));
    expect(window.location.search).toBe('?input=a');
    const replace = vi.spyOn(window.history, 'replaceState').mockImplementationOnce(() => {
      throw new DOMException('Attempt to use history.replaceState() more than 100 times', 'SecurityError');
    });
    act(() => api!.set({ input: 'b' }));
    expect(() => act(() => vi.advanceTimersByTime(URL_WRITE_DELAY_MS))).not.toThrow();
    expect(shown().input).toBe('b');
    expect(window.location.search).toBe('?input=a');
    act(() => vi.advanceTimersByTime(2000));
    expect(window.location.search).toBe('?input=b');
    replace.mockRestore();
  });
});

describe('with the browser history', () => {
  it('writes pending edits to their own entry before a link leaves the page, and never to the next one', async () => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/tool');
    const router = createBrowserRouter([
      { path: '/tool', element: <Probe /> },
      { path: '/other', element: <p>other page</p> },
    ]);
    render(<RouterProvider router={router} />);
    act(() => api!.set({ input: 'typed' }));
    // Leave at once, inside the quiet spell: the write lands on the tool's entry first.
    await act(async () => screen.getByText('other').click());
    expect(screen.getByText('other page')).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/other');
    await new Promise((resolve) => setTimeout(resolve, URL_WRITE_DELAY_MS + 50));
    expect(window.location.pathname + window.location.search).toBe('/other');
    await act(async () => {
      const back = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await back;
    });
    expect(window.location.pathname + window.location.search).toBe('/tool?input=typed');
    expect(shown().input).toBe('typed');
    router.dispose();
  });
});

describe('hydrating the prerendered HTML', () => {
  it('renders the defaults first (no mismatch), then the address', async () => {
    vi.useRealTimers();
    // The static HTML was rendered without the query string.
    const { html, container, errors, unmount } = await hydratePage(
      '/tool',
      <Probe />,
      '?input=1994&mode=toRoman',
    );
    const prerendered = document.createElement('div');
    prerendered.innerHTML = html;
    expect(prerendered.querySelector('[data-testid=state]')!.textContent).toBe(
      JSON.stringify({ input: '', mode: 'toRoman', other: '' }),
    );
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid=state]')!.textContent).toBe(
      JSON.stringify({ input: '1994', mode: 'toRoman', other: '' }),
    );
    expect(container.querySelector('[data-testid=from-link]')!.textContent).toBe('true');
    unmount();
  });
});

const yearSchema = { year: withLiveDefault(param.int(0, 1900, 2100), () => 2026) };

function YearProbe() {
  const [{ year }] = useUrlState(yearSchema);
  return <output data-testid="year">{year === 0 ? 'not yet' : year}</output>;
}

describe('a default that depends on today', () => {
  it('is not baked into the static HTML; once hydrated it applies, and is left out of the address', async () => {
    vi.useRealTimers();
    const { html, container, errors, unmount } = await hydratePage('/f13', <YearProbe />, '');
    expect(html).toContain('not yet');
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('2026');
    expect(shareableUrl()).toBe(`${window.location.origin}/f13`);
    unmount();
  });
});
