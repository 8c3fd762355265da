import { useSyncExternalStore } from 'react';

const noopSubscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true afterwards (and on client navigations).
 * The static HTML was rendered without the visitor's query string, storage or clock, so anything
 * that depends on them waits for this to be true (ARCHITECTURE.md, 'the one trap').
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}
