import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from './hydrated';

/**
 * One typed query parameter: its default, how to read it from the address (undefined = ignore a
 * malformed value) and how to write it back. Values equal to the default are left out of the URL.
 */
export interface Param<T> {
  default: T;
  parse: (raw: string) => T | undefined;
  format: (value: T) => string;
}

export type Schema<S> = { readonly [K in keyof S]: Param<S[K]> };

/** Text parameters are cut to 100 characters (document 2, section 2). */
export const TEXT_PARAM_MAX = 100;

export const param = {
  text(defaultValue = '', maxLength = TEXT_PARAM_MAX): Param<string> {
    return {
      default: defaultValue,
      parse: (raw) => raw.slice(0, maxLength),
      format: (v) => v.slice(0, maxLength),
    };
  },
  oneOf<T extends string>(values: readonly T[], defaultValue: T): Param<T> {
    return {
      default: defaultValue,
      parse: (raw) => values.find((v) => v === raw),
      format: (v) => v,
    };
  },
  /** A whole number, clamped into [min, max]; anything that is not an integer is ignored. */
  int(defaultValue: number, min: number, max: number): Param<number> {
    return {
      default: defaultValue,
      parse: (raw) =>
        /^\s*[+-]?\d{1,12}\s*$/.test(raw) ? Math.min(max, Math.max(min, Number(raw))) : undefined,
      format: (v) => String(v),
    };
  },
  bool(defaultValue: boolean): Param<boolean> {
    return {
      default: defaultValue,
      parse: (raw) =>
        raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : undefined,
      format: (v) => String(v),
    };
  },
};

export function defaultsOf<S>(schema: Schema<S>): S {
  const state = {} as S;
  for (const key of Object.keys(schema) as (keyof S)[]) state[key] = schema[key].default;
  return state;
}

/** Reads the state from a query string; missing or malformed values take their defaults. */
export function parseQuery<S>(schema: Schema<S>, search: string): S {
  const params = new URLSearchParams(search);
  const state = defaultsOf(schema);
  for (const key of Object.keys(schema) as (keyof S & string)[]) {
    const raw = params.get(key);
    if (raw === null) continue;
    const value = schema[key].parse(raw);
    if (value !== undefined) state[key] = value;
  }
  return state;
}

/**
 * Writes the state into a query string, leaving out values equal to their defaults and keeping
 * any parameters the schema does not know (campaign tags and the like).
 */
export function buildQuery<S>(schema: Schema<S>, state: NoInfer<S>, search = ''): string {
  const params = new URLSearchParams(search);
  for (const key of Object.keys(schema) as (keyof S & string)[]) {
    const p = schema[key];
    const text = p.format(state[key]);
    if (text === p.format(p.default) || text === '') params.delete(key);
    else params.set(key, text);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The tool's state, kept in the query string. Renders the defaults until hydrated (the static
 * HTML had no query string), then the address's values; updates rewrite the address with
 * history.replaceState (no history entry, no reload). `schema` must be a module constant.
 */
export function useUrlState<S>(schema: Schema<S>): [S, (patch: Partial<S>) => void] {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const fromUrl = useMemo(
    () => (hydrated ? parseQuery(schema, search) : defaultsOf(schema)),
    [schema, hydrated, search],
  );
  // Edits made on this page since the router last set the address; a router navigation
  // (a new `search`) supersedes them.
  const [edits, setEdits] = useState<{ search: string; values: Partial<S> }>({ search, values: {} });
  const state = useMemo(
    () => (edits.search === search ? { ...fromUrl, ...edits.values } : fromUrl),
    [edits, fromUrl, search],
  );

  const update = useCallback(
    (patch: Partial<S>) => {
      const next = { ...state, ...patch };
      setEdits({ search, values: { ...(edits.search === search ? edits.values : {}), ...patch } });
      const query = buildQuery(schema, next, window.location.search);
      const url = window.location.pathname + query + window.location.hash;
      // Keep the router's own history state so back/forward keep working.
      window.history.replaceState(window.history.state, '', url);
    },
    [schema, state, search, edits],
  );

  return [state, update];
}
