/**
 * URL-encoded JSON checked field by field (`jsonParam` with `shape`), for the few tools whose
 * state is a structure. Kept apart from url-params.ts, which every tool page loads, so that the
 * pages without it do not load it.
 */
import { clamp } from './math';
import { scalar, TEXT_PARAM_MAX, type Param } from './url-params';

/** Encoded-JSON state (recipe rows, unit-price items, FIRE inputs) longer than this is ignored. */
export const JSON_PARAM_MAX = 4000;

/**
 * URL-encoded JSON, checked by `sanitize` (use `shape` below): a value of the wrong shape is
 * ignored, or repaired field by field where the sanitizer says so.
 */
export function jsonParam<T>(
  defaultValue: T,
  sanitize: (value: unknown) => T | undefined,
  maxLength = JSON_PARAM_MAX,
): Param<T> {
  return scalar(
    defaultValue,
    (raw) => (raw.length > maxLength ? undefined : sanitize(JSON.parse(raw))),
    (v) => JSON.stringify(v),
  );
}

/** Checks for parsed JSON: each returns the value when it fits, else undefined. */
export type Sanitizer<T> = (value: unknown) => T | undefined;

export const shape = {
  number:
    ({ min = -Infinity, max = Infinity } = {}): Sanitizer<number> =>
    (v) =>
      typeof v === 'number' && Number.isFinite(v) ? clamp(v, min, max) : undefined,
  string:
    (maxLength = TEXT_PARAM_MAX): Sanitizer<string> =>
    (v) =>
      typeof v === 'string' ? v.slice(0, maxLength) : undefined,
  boolean: (): Sanitizer<boolean> => (v) => (typeof v === 'boolean' ? v : undefined),
  oneOf:
    <T extends string>(values: readonly T[]): Sanitizer<T> =>
    (v) =>
      values.find((x) => x === v),
  /** A list of at most `max` entries; entries that do not fit are dropped. */
  array:
    <T>(item: Sanitizer<T>, max: number): Sanitizer<T[]> =>
    (v) =>
      Array.isArray(v)
        ? v
            .slice(0, max)
            .map(item)
            .filter((x): x is T => x !== undefined)
        : undefined,
  /**
   * An object read field by field: a field that is missing or does not fit takes its default.
   * Only the named fields are read, so '__proto__' and other keys are never copied.
   */
  object:
    <T extends object>(defaults: T, fields: { [K in keyof T]: Sanitizer<T[K]> }): Sanitizer<T> =>
    (v) => {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
      const result = { ...defaults };
      for (const key of Object.keys(fields) as (keyof T)[]) {
        if (!Object.hasOwn(v, key)) continue;
        const value = fields[key]((v as Record<keyof T, unknown>)[key]);
        if (value !== undefined) result[key] = value;
      }
      return result;
    },
};
