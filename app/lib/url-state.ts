import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useHydrated } from './hydrated';
import { defaultsOf, readQuery, writeState, type Schema } from './url-params';

/**
 * The one way tools keep their inputs in the address (ARCHITECTURE.md, 'URL is the state'): the
 * schema (app/lib/url-params.ts) says how each parameter reads and writes; this hook renders the
 * defaults until hydrated, then the address's values; edits are merged into the latest state at
 * once and written with a batched history.replaceState. Share and Permalink build their link from
 * the state, never from the address as it stands.
 */

// ---- The batched writer and the share link -----------------------------------------------------

/** Trailing delay of address writes: Safari throws after 100 replaceState calls in 30 s. */
export const URL_WRITE_DELAY_MS = 300;
/** After a refused write, when to try again. */
const URL_RETRY_MS = 2000;

interface Entry {
  schema: Schema<unknown>;
  state: unknown;
  /** The history entry the state belongs to; a write never lands on another page's entry. */
  historyKey: unknown;
  dirty: boolean;
}

const entries = new Map<symbol, Entry>();
let writeTimer: ReturnType<typeof setTimeout> | undefined;

function historyKey(): unknown {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'key' in state ? state.key : null;
}

/** Writes pending edits to the address now (before Share, Permalink, navigation and pagehide). */
export function flushUrlState(): void {
  clearTimeout(writeTimer);
  writeTimer = undefined;
  const dirty = [...entries.values()].filter((e) => e.dirty);
  if (dirty.length === 0) return;
  const params = new URLSearchParams(window.location.search);
  const key = historyKey();
  // Edits of another history entry (the visitor has navigated since) cannot be written any more.
  const ours = dirty.filter((entry) => entry.historyKey === key);
  for (const entry of dirty) if (entry.historyKey !== key) entry.dirty = false;
  for (const entry of ours) writeState(entry.schema, entry.state, params);
  const query = params.toString();
  const url = window.location.pathname + (query ? `?${query}` : '') + window.location.hash;
  try {
    // Keep the router's own history state so back/forward keep working.
    if (url !== window.location.pathname + window.location.search + window.location.hash) {
      window.history.replaceState(window.history.state, '', url);
    }
    for (const entry of ours) entry.dirty = false;
  } catch {
    // Rate-limited (Safari allows 100 calls in 30 s) or refused: the state on screen stays right
    // and the edits stay pending; try again a little later.
    clearTimeout(writeTimer);
    writeTimer = setTimeout(flushUrlState, URL_RETRY_MS);
  }
}

function scheduleWrite(): void {
  clearTimeout(writeTimer);
  writeTimer = setTimeout(flushUrlState, URL_WRITE_DELAY_MS);
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flushUrlState);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushUrlState();
  });
  // Before a link or form takes the visitor elsewhere: the router pushes the new entry before it
  // renders, so pending edits must reach this entry first (capture phase runs before the router).
  const beforeLeaving = (event: Event) => {
    if (event.type === 'submit' || (event.target instanceof Element && event.target.closest('a[href]'))) {
      flushUrlState();
    }
  };
  document.addEventListener('click', beforeLeaving, true);
  document.addEventListener('submit', beforeLeaving, true);
}

/**
 * The link to this page in its current state, for Share and Permalink: this page's address with
 * only the tool's own parameters, built from the state (unknown or hostile parameters dropped).
 */
export function shareableUrl(): string {
  flushUrlState();
  const params = new URLSearchParams();
  for (const entry of entries.values()) writeState(entry.schema, entry.state, params);
  const query = params.toString();
  return window.location.origin + window.location.pathname + (query ? `?${query}` : '');
}

// ---- The hook ----------------------------------------------------------------------------------

export type Patch<S> = Partial<S> | ((state: S) => Partial<S>);

export interface UrlStateInfo {
  /** False while the prerendered HTML hydrates (the state is then the static defaults). */
  hydrated: boolean;
  /** The address the page was opened or navigated with carried at least one of the schema's parameters. */
  fromLink: boolean;
}

/**
 * The tool's state, kept in the query string. `schema` must be a module constant.
 * - Renders the static defaults until hydrated (the prerendered HTML had no query), then the address's.
 * - `set(patch)` merges into the latest state at once (two calls in one tick keep both); a patch
 *   may be a function of the latest state.
 * - Any navigation (a new location key, even to the same address) replaces local edits.
 * - Writes are batched into one replaceState after a short quiet spell, flushed before a link or
 *   form leaves the page, on pagehide and before Share. (Browser Back within the quiet spell
 *   cannot be caught: that last edit stays on screen only.)
 */
export function useUrlState<S>(schema: Schema<S>): [S, (patch: Patch<S>) => void, UrlStateInfo] {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigating = useNavigation().state !== 'idle';
  const generation = `${hydrated}:${location.key}`;
  const fromAddress = useMemo(
    () =>
      hydrated
        ? readQuery(schema, location.search)
        : { state: defaultsOf(schema, false, true), fromLink: false },
    [schema, hydrated, location.search],
  );
  const [edits, setEdits] = useState<{ generation: string; state: S } | null>(null);
  const edited = edits !== null && edits.generation === generation;
  const state = edited ? edits.state : fromAddress.state;

  // The setter is stable and always merges into the latest state, even when it was captured
  // before hydration or a navigation (a timer, an await, a worker reply).
  const latest = useRef({ generation, fromAddress });
  useLayoutEffect(() => {
    latest.current = { generation, fromAddress };
  }, [generation, fromAddress]);
  const set = useCallback(
    (patch: Patch<S>) =>
      setEdits((previous) => {
        const { generation: now, fromAddress: address } = latest.current;
        const base = previous && previous.generation === now ? previous.state : address.state;
        return {
          generation: now,
          state: { ...base, ...(typeof patch === 'function' ? patch(base) : patch) },
        };
      }),
    [],
  );

  // Register this state for the writer and the share link; write edits, never the loaded state.
  const [id] = useState(() => Symbol('url-state'));
  useEffect(() => {
    if (!hydrated) return;
    entries.set(id, { schema: schema as Schema<unknown>, state, historyKey: historyKey(), dirty: edited });
    if (edited) scheduleWrite();
  }, [id, schema, state, edited, hydrated]);
  useEffect(
    () => () => {
      flushUrlState();
      entries.delete(id);
    },
    [id],
  );
  // A navigation is starting: put pending edits on the entry they belong to first.
  useEffect(() => {
    if (navigating) flushUrlState();
  }, [navigating]);

  return [state, set, { hydrated, fromLink: fromAddress.fromLink }];
}
