import { act } from '@testing-library/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrationProvider, LateHydration, useHydrated } from './hydrated';

/** Counts its renders: the static value, then the visitor's, with nothing in between. */
function Probe({ name, renders }: { name: string; renders: boolean[] }) {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <output data-testid={name}>{hydrated ? 'visitor' : 'static'}</output>;
}

async function hydrate(tree: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.appendChild(container);
  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) }),
  );
  return { container, errors, root };
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-hydrated');
});

describe('useHydrated', () => {
  it('with the provider: false in the static HTML and while hydrating, then true, and the page is marked', async () => {
    const renders: boolean[] = [];
    const { container, errors, root } = await hydrate(
      <HydrationProvider>
        <Probe name="probe" renders={renders} />
      </HydrationProvider>,
    );
    expect(errors).toEqual([]);
    expect(container.querySelector('output')?.textContent).toBe('visitor');
    // Server render, hydration render, then one render in the transition.
    expect(renders).toEqual([false, false, true]);
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true);
    act(() => root.unmount());
  });

  it('with the provider: a part mounted after hydration (a client navigation) starts true', async () => {
    const renders: boolean[] = [];
    let show: (value: boolean) => void = () => {};
    function Later() {
      const [shown, setShown] = useState(false);
      useEffect(() => {
        show = setShown;
      }, []);
      return shown ? <Probe name="later" renders={renders} /> : null;
    }
    const { container, root } = await hydrate(
      <HydrationProvider>
        <Later />
      </HydrationProvider>,
    );
    act(() => show(true));
    expect(renders).toEqual([true]);
    expect(container.querySelector('output')?.textContent).toBe('visitor');
    act(() => root.unmount());
  });

  it('with the provider: a lazy part still loading hydrates with the static value first, without a mismatch (LateHydration)', async () => {
    const renders: boolean[] = [];
    let load: () => void = () => {};
    const ready = new Promise<void>((resolve) => (load = resolve));
    const Part = lazy(async () => {
      await ready;
      return { default: () => <Probe name="part" renders={renders} /> };
    });
    // The static HTML holds the part (as the prerender waits for it).
    const html = renderToString(
      <HydrationProvider>
        <Suspense fallback="…">
          <LateHydration>
            <Probe name="part" renders={[]} />
          </LateHydration>
        </Suspense>
      </HydrationProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(
        container,
        <HydrationProvider>
          <Suspense fallback="…">
            <LateHydration>
              <Part />
            </LateHydration>
          </Suspense>
        </HydrationProvider>,
        { onRecoverableError: (error) => errors.push(error) },
      ),
    );
    // The part's chunk has not arrived: its static HTML stays, and so does the page's static state.
    expect(container.querySelector('output')?.textContent).toBe('static');
    await act(async () => load());
    expect(errors).toEqual([]);
    expect(renders[0]).toBe(false);
    expect(renders.at(-1)).toBe(true);
    expect(container.querySelector('output')?.textContent).toBe('visitor');
    act(() => root.unmount());
  });

  it('without the provider (a component on its own): false while hydrating, then true', async () => {
    const renders: boolean[] = [];
    const { container, errors, root } = await hydrate(<Probe name="alone" renders={renders} />);
    expect(errors).toEqual([]);
    expect(renders[0]).toBe(false);
    expect(renders.at(-1)).toBe(true);
    expect(container.querySelector('output')?.textContent).toBe('visitor');
    act(() => root.unmount());
  });
});
