import type * as Formatter from './json-run';

/** The formatter and its worker run (json-run.ts), loaded on demand. */
export type JsonEngine = typeof Formatter;

let loaded: JsonEngine | null = null;
let loading: Promise<JsonEngine> | null = null;

/**
 * The formatter is not in the page's first load: it arrives by import() once there is something
 * to format (or the input or Load sample takes focus), and is kept for the rest of the visit.
 * The result's display (JsonResult.tsx, a lazily loaded part) is fetched alongside, so the result
 * does not wait for a second round trip. A failed load (offline, a new release) is forgotten, so
 * the next attempt retries.
 */
export function loadEngine(): Promise<JsonEngine> {
  if (loading) return loading;
  // Only warms the cache: LazyJsonResult imports it again when it first renders.
  void import('./JsonResult').catch(() => undefined);
  loading = import('./json-run').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The formatter when it has already arrived (an earlier visit to the page in this tab), or null. */
export function loadedEngine(): JsonEngine | null {
  return loaded;
}
