/**
 * Component tests of a tool page, without the repetition: open the page at an address as a
 * visitor would, and the prerender trap (ARCHITECTURE.md): the static HTML is rendered without the
 * query string, then hydrated with it. For tests only (imported by `*.test.tsx`).
 */
import { act, render, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { MessagesProvider, SiteMessagesProvider, type Catalogue } from '~/lib/i18n';
import { siteWords } from '~/site/page-data';
import { flushUrlState } from '~/lib/url-state';

/** The text of the element with this test id, or null when there is none. */
export const text = (testId: string) => screen.queryByTestId(testId)?.textContent ?? null;

/**
 * The texts of the elements with these test ids, in one assertion (a failure shows every
 * difference): a string, `expect.stringMatching(...)`, or null where the element must be absent.
 */
export function expectTexts(expected: Record<string, unknown>): void {
  expect(Object.fromEntries(Object.keys(expected).map((id) => [id, text(id)]))).toEqual(expected);
}

/** The address's query once the page has written its state (the URL state writes in batches). */
export function address(): string {
  act(() => flushUrlState());
  return window.location.search;
}

/** The site's words in English, as the root loader hands them to every page. */
export const siteEn = siteWords('en');

/** The site's English words around a part, as the root layout gives every page: `render(x, { wrapper: SiteWords })`. */
export function SiteWords({ children }: { children: ReactNode }) {
  return <SiteMessagesProvider messages={siteEn}>{children}</SiteMessagesProvider>;
}

/**
 * A router holding the one page at `path`, opened at `url`, with the site's words and the tool's
 * (its messages/en.ts) where its page would have them from its loaders.
 */
export function routerAt(path: string, element: ReactElement, url: string, messages?: Catalogue) {
  const page = messages ? <MessagesProvider messages={messages}>{element}</MessagesProvider> : element;
  return createMemoryRouter([{ path, element: <SiteWords>{page}</SiteWords> }], { initialEntries: [url] });
}

/** Renders the page at `path` + `query`, with the address bar saying the same. */
export function renderPage(path: string, element: ReactElement, query = '', messages?: Catalogue) {
  const url = `${path}${query}`;
  window.history.replaceState({ key: 'k1' }, '', url);
  return render(<RouterProvider router={routerAt(path, element, url, messages)} />);
}

/**
 * The page as the build writes it (no query), then hydrated at `path` + `query`: the static HTML,
 * the container, hydration's recoverable errors (a mismatch) and a way to unmount.
 */
export async function hydratePage(
  path: string,
  element: ReactElement,
  query: string,
  /** What changes between the build and the visit (the clock, say); the tool's words. */
  { beforeHydrate, messages }: { beforeHydrate?: () => void; messages?: Catalogue } = {},
) {
  const html = renderToString(<RouterProvider router={routerAt(path, element, path, messages)} />);
  beforeHydrate?.();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const url = `${path}${query}`;
  window.history.replaceState({ key: 'k1' }, '', url);
  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, <RouterProvider router={routerAt(path, element, url, messages)} />, {
      onRecoverableError: (error) => errors.push(error),
    }),
  );
  return {
    html,
    container,
    errors,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
