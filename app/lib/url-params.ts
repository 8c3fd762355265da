import { NUMBER_TEXT_MAX, parseNumber } from './format';
import { pageLocale, type Locale } from './locale';
import { clamp } from './math';

/**
 * A tool's parameters in the address: the schema and how to read and write it. Pure (no React,
 * no window), so a tool's logic module and schema can use it; the hook that keeps the state in
 * the address is app/lib/url-state.ts.
 *
 * A schema maps each state key to a Param: its default, how to read it from the query string
 * (undefined = absent or malformed, so the default stays) and how to write it back (values equal
 * to the default are left out).
 */
export interface Param<T> {
  /** The default in the static HTML (and afterwards, unless `liveDefault` says otherwise). */
  readonly default: T;
  /** A default that depends on the visitor's clock ('this year', 'today'), used once hydrated. */
  readonly liveDefault?: () => T;
  /** The value in the address, or undefined when it is absent or malformed. May throw: caught. */
  read(params: URLSearchParams, key: string): T | undefined;
  /** Writes the value into params, removing it when it equals `fallback` (the default in force). */
  write(params: URLSearchParams, key: string, value: T, fallback: T): void;
  /** Whether the address carries this parameter at all (the 'from the link' signal). */
  present(params: URLSearchParams, key: string): boolean;
  /**
   * A default that follows the other parameters (a preset's or a method's value): used when the
   * link leaves this parameter out, and the value is left out of links exactly when it equals it.
   * Set with `withDependentDefault`.
   */
  readonly dependentDefault?: (state: never) => T;
  /**
   * Another default on the pages of some languages (metric units, the region's currency), for the
   * page opened without a link. Set with `withLocalDefault`.
   */
  readonly localDefault?: (locale: Locale) => T | undefined;
}

export type Schema<S> = { readonly [K in keyof S]: Param<S[K]> };

/** Text parameters are cut to 100 characters unless a tool names another limit. */
export const TEXT_PARAM_MAX = 100;

/**
 * No parameter of any kind reads more than this many characters: a longer value is cut here,
 * before any parser or pattern sees it (every kind's own limit is smaller, so cutting changes no
 * result, and a link of any length costs the page the same).
 */
export const RAW_VALUE_MAX = 10_000;

/**
 * A parameter stored under one key as one string. A value longer than `maxRaw` is ignored (the
 * default kept) before `parse` sees it. The kinds of `param`, url-params-json.ts and url-params-numbered.ts are
 * built on it.
 */
export function scalar<T>(
  defaultValue: T,
  parse: (raw: string) => T | undefined,
  format: (v: T) => string,
  maxRaw = RAW_VALUE_MAX,
): Param<T> {
  return {
    default: defaultValue,
    read: (params, key) => {
      const raw = params.get(key);
      return raw === null || raw.length > maxRaw ? undefined : parse(raw);
    },
    write: (params, key, value, fallback) => {
      const text = format(value);
      // An empty value is written as `key=` when the default is not empty: a cleared field stays cleared.
      if (text === format(fallback)) params.delete(key);
      else params.set(key, text);
    },
    present: (params, key) => params.has(key),
  };
}

/** Up to 12 significant digits: '0.30000000000000004' is written as '0.3'. */
const formatDecimal = (value: number) => String(Number(value.toPrecision(12)));

const BOOL_SPELLINGS = { true: ['true', 'false'], '1': ['1', '0'], yes: ['yes', 'no'] } as const;
type BoolSpelling = keyof typeof BOOL_SPELLINGS;

export const param = {
  /** Free text, cut to `maxLength` characters. */
  text(defaultValue = '', maxLength = TEXT_PARAM_MAX): Param<string> {
    return scalar(
      defaultValue,
      (raw) => raw.slice(0, maxLength),
      (v) => v.slice(0, maxLength),
    );
  },

  /** One of a fixed list of values; anything else is ignored. */
  oneOf<T extends string>(values: readonly T[], defaultValue: T): Param<T> {
    return scalar(
      defaultValue,
      (raw) => values.find((v) => v === raw),
      (v) => v,
      Math.max(...values.map((v) => v.length)),
    );
  },

  /**
   * A whole number, clamped into [min, max]; anything that is not an integer is ignored. With
   * `outOfRange: 'ignore'` a value outside [min, max] is ignored too (the default kept) rather
   * than clamped (the UUID generator's quantity).
   */
  int(
    defaultValue: number,
    min: number,
    max: number,
    { outOfRange = 'clamp' }: { outOfRange?: 'clamp' | 'ignore' } = {},
  ): Param<number> {
    return scalar(
      defaultValue,
      (raw) => {
        if (!/^\s*[+-]?\d{1,15}\s*$/.test(raw)) return undefined;
        const value = Number(raw);
        if (outOfRange === 'ignore' && (value < min || value > max)) return undefined;
        return clamp(value, min, max);
      },
      (v) => String(v),
      40,
    );
  },

  /** A decimal number ('2.5', '1,234.5'), clamped into [min, max]; non-finite values are ignored. */
  number(defaultValue: number, { min = -Infinity, max = Infinity } = {}): Param<number> {
    return scalar(
      defaultValue,
      (raw) => {
        const value = parseNumber(raw);
        return value === null ? undefined : clamp(value, min, max);
      },
      formatDecimal,
      NUMBER_TEXT_MAX,
    );
  },

  /**
   * A flag. Reads every spelling the spec uses (true/false, 1/0, yes/no, any case) and writes
   * the tool's own: `spelling` names the word for true.
   */
  bool(defaultValue: boolean, spelling: BoolSpelling = 'true'): Param<boolean> {
    const [yes, no] = BOOL_SPELLINGS[spelling];
    return scalar(
      defaultValue,
      (raw) => {
        const word = raw.trim().toLowerCase();
        if (word === 'true' || word === '1' || word === 'yes') return true;
        if (word === 'false' || word === '0' || word === 'no') return false;
        return undefined;
      },
      (v) => (v ? yes : no),
      20,
    );
  },

  /**
   * A list joined by `separator` ('|' for wheel options, ',' for cities), at most `maxItems`.
   * `item` reads one entry (undefined drops it; by default empty entries are dropped); entries
   * lose any separator they contain. An empty value is an empty list.
   */
  list<T extends string = string>({
    separator,
    maxItems,
    item = (raw) => (raw === '' ? undefined : (raw.slice(0, TEXT_PARAM_MAX) as T)),
    defaultValue = [],
    unique = false,
  }: {
    separator: string;
    maxItems: number;
    item?: (raw: string) => T | undefined;
    defaultValue?: readonly T[];
    unique?: boolean;
  }): Param<readonly T[]> {
    return scalar(
      defaultValue,
      (raw) => {
        const items: T[] = [];
        if (raw === '') return items;
        for (const part of raw.split(separator)) {
          if (items.length === maxItems) break;
          const value = item(part);
          if (value === undefined || (unique && items.includes(value))) continue;
          items.push(value);
        }
        return items;
      },
      (v) =>
        v
          .slice(0, maxItems)
          .map((entry) => entry.split(separator).join(' '))
          .join(separator),
    );
  },
};

/** The same parameter with a default that depends on the visitor's clock, applied once hydrated. */
export function withLiveDefault<T>(base: Param<T>, liveDefault: () => T): Param<T> {
  return { ...base, liveDefault };
}

/**
 * The same parameter with a default that follows other parameters: picking a preset sets this
 * value, and links leave defaults out, so a link naming only the preset means the preset's value.
 * `from` reads only the other parameters of the state (never this one).
 *
 *   r: withDependentDefault(param.number(15), (s: { m: Method }) => METHOD_INFO[s.m].ratio)
 */
export function withDependentDefault<T, D>(base: Param<T>, from: (state: D) => T): Param<T> {
  return { ...base, dependentDefault: from };
}

/**
 * The same parameter with another default on the pages of some languages: a German page opens in
 * centimetres and euros, built so into its static HTML. It applies only to a page opened without
 * any of the tool's parameters: a link is read with the defaults every language shares, and values
 * are left out of links only when they equal those, so a link means the same in every language.
 *
 *   cur: withLocalDefault(param.oneOf(CURRENCIES, 'USD'), localCurrency(CURRENCIES))
 */
export function withLocalDefault<T>(
  base: Param<T>,
  localDefault: (locale: Locale) => T | undefined,
): Param<T> {
  return { ...base, localDefault };
}

/**
 * The same parameter in metric units on every language's pages but English's, whose readers
 * measure in inches and feet: `withMetricDefault(param.oneOf(UNITS, 'in'), 'cm')`.
 */
export function withMetricDefault<T>(base: Param<T>, metric: NoInfer<T>): Param<T> {
  return withLocalDefault(base, (locale) => (locale === 'en' ? undefined : metric));
}

// ---- Reading and writing whole states ----------------------------------------------------------

function keysOf<S>(schema: Schema<S>): (keyof S & string)[] {
  return Object.keys(schema) as (keyof S & string)[];
}

/** The default that follows the rest of `state`, for a parameter that has one. */
function dependentDefault<S, K extends keyof S>(schema: Schema<S>, key: K, state: S): S[K] | undefined {
  const from = schema[key].dependentDefault as ((state: S) => S[K]) | undefined;
  return from?.(state);
}

/** Sets each dependent parameter in `only` (all by default) to the default the rest of the state gives. */
function applyDependentDefaults<S>(schema: Schema<S>, state: S, only?: ReadonlySet<keyof S>): void {
  for (const key of keysOf(schema)) {
    if (only && !only.has(key)) continue;
    const value = dependentDefault(schema, key, state);
    if (value !== undefined) state[key] = value;
  }
}

/**
 * The defaults: the static ones before hydration, the live ones after; with `local`, those of the
 * page's language (withLocalDefault), for a page opened without a link.
 */
export function defaultsOf<S>(schema: Schema<S>, live = false, local = false): S {
  const state = {} as S;
  for (const key of keysOf(schema)) {
    const p = schema[key];
    const own = local ? p.localDefault?.(pageLocale()) : undefined;
    state[key] = own !== undefined ? own : live && p.liveDefault ? p.liveDefault() : p.default;
  }
  applyDependentDefaults(schema, state);
  return state;
}

/**
 * Reads the state from a query string; missing or malformed values (a parser that throws
 * included) take their defaults. `fromLink` tells whether any of the schema's parameters was there.
 */
export function readQuery<S>(
  schema: Schema<S>,
  search: string,
  live = true,
): { state: S; fromLink: boolean } {
  const params = cappedParams(search);
  const fromLink = keysOf(schema).some((key) => schema[key].present(params, key));
  // The language's own defaults only for the page without a link (withLocalDefault).
  const state = defaultsOf(schema, live, !fromLink);
  const unread = new Set<keyof S>(keysOf(schema));
  for (const key of keysOf(schema)) {
    const p = schema[key];
    if (!p.present(params, key)) continue;
    try {
      const value = p.read(params, key);
      if (value !== undefined) {
        state[key] = value;
        unread.delete(key);
      }
    } catch {
      // A malformed value (bad JSON, an odd encoding) keeps the default.
    }
  }
  // A value the link left out follows the values it gave (the preset's ratio for its method).
  applyDependentDefaults(schema, state, unread);
  return { state, fromLink };
}

/** The query's parameters, each value cut to RAW_VALUE_MAX characters. */
function cappedParams(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  const capped = new URLSearchParams();
  for (const [key, value] of params) capped.append(key, value.slice(0, RAW_VALUE_MAX));
  return capped;
}

export function parseQuery<S>(schema: Schema<S>, search: string): S {
  return readQuery(schema, search).state;
}

/** Writes the schema's parameters into `params` (defaults removed); other parameters stay. */
export function writeState<S>(schema: Schema<S>, state: S, params: URLSearchParams): void {
  const live = defaultsOf(schema, true);
  for (const key of keysOf(schema)) {
    const fallback = schema[key].dependentDefault ? dependentDefault(schema, key, state) : live[key];
    schema[key].write(params, key, state[key], fallback as S[typeof key]);
  }
}

/**
 * The query string for a state, leaving out values equal to their defaults and keeping any
 * parameters of `search` the schema does not know (campaign tags and the like).
 */
export function buildQuery<S>(schema: Schema<S>, state: NoInfer<S>, search = ''): string {
  const params = new URLSearchParams(search);
  writeState(schema, state, params);
  const query = params.toString();
  return query ? `?${query}` : '';
}
