/**
 * The parts a page loads on demand (ui/lazy-part.tsx), rendered at once in tests, as the build's
 * prerender waits for them: `vi.mock('~/ui/lazy-part', () => import('~/test/eager-parts'))`, then
 * `await Promise.all(loading)` before reading the page.
 */
import type { ComponentType } from 'react';

export const loading: Promise<unknown>[] = [];

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Part: ComponentType<P> | null = null;
  loading.push(load().then((component) => (Part = component)));
  return function EagerPart(props: P) {
    return Part ? <Part {...props} /> : null;
  };
}
