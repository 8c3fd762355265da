import {
  createContext,
  createElement,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

const HydratedContext = createContext<boolean | null>(null);

/**
 * Around the whole page (app/root.tsx): once React has hydrated the prerendered HTML, it turns
 * every `useHydrated()` true at once, in a transition: React then renders the visitor's query,
 * storage and clock in slices between which the browser can answer input. (A store read with
 * useSyncExternalStore forced one synchronous render of every tool instead: on a slow phone a
 * single task of up to 250 ms, in which parts still loading were thrown away and rendered anew.)
 * Then it marks `<html data-hydrated>` for the browser tests: the page has hydrated and applied
 * its link. Parts loaded on demand hydrate on their own time: see LateHydration.
 */
export function HydrationProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  useEffect(() => {
    if (hydrated) document.documentElement.setAttribute('data-hydrated', '');
  }, [hydrated]);
  return createElement(HydratedContext, { value: hydrated }, children);
}

const noopSubscribe = () => () => {};
const server = () => false;
const client = () => true;

/**
 * Inside a Suspense boundary whose content may hydrate after the page has (a part loaded on
 * demand, app/ui/lazy-part.tsx): that content sees useHydrated() false while it hydrates, as its
 * static HTML was rendered, and then the page's value. React does not hold the page's transition
 * for a part it has not begun to hydrate, so without this a late part would hydrate with the
 * visitor's values into the static HTML (a mismatch).
 */
export function LateHydration({ children }: { children: ReactNode }) {
  const page = useContext(HydratedContext);
  const self = useSyncExternalStore(noopSubscribe, client, server);
  if (page === null) return children;
  return createElement(HydratedContext, { value: page && self }, children);
}

/**
 * False while React hydrates the prerendered HTML, true afterwards (and on client navigations).
 * The static HTML was rendered without the visitor's query string, storage or clock, so anything
 * that depends on them waits for this to be true (ARCHITECTURE.md, 'the one trap'). Without the
 * provider (a component test) a store says it; with it, the store's two answers agree, so the
 * store costs nothing.
 */
export function useHydrated(): boolean {
  const fromProvider = useContext(HydratedContext);
  const fromStore = useSyncExternalStore(noopSubscribe, fromProvider === null ? client : server, server);
  return fromProvider ?? fromStore;
}
