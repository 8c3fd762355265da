/**
 * A numbered family of items in the address (the cake tool's tiers), kept apart from url-params.ts,
 * which every tool page loads.
 */
import type { Param } from './url-params';

/**
 * A numbered family: `count` holds how many, and the schema key is the prefix of the items,
 * e.g. n=2&t0=...&t1=... for the key 't'. Items that do not read take the item default;
 * items past the count are removed from the address when written.
 */
export function numberedParam<T>(
  item: { read: (raw: string) => T | undefined; format: (v: T) => string; fallback: T },
  { count, max, defaultValue }: { count: string; max: number; defaultValue: readonly T[] },
): Param<readonly T[]> {
  const serialize = (items: readonly T[]) => items.map(item.format).join('\n');
  const itemKey = (prefix: string) => new RegExp(`^${prefix}\\d+$`);
  return {
    default: defaultValue,
    read: (params, prefix) => {
      const n = params.get(count);
      if (n === null || !/^\d{1,3}$/.test(n)) return undefined;
      const items: T[] = [];
      for (let i = 0; i < Math.min(Number(n), max); i++) {
        const raw = params.get(`${prefix}${i}`);
        items.push((raw === null ? undefined : item.read(raw)) ?? item.fallback);
      }
      return items;
    },
    write: (params, prefix, value, fallback) => {
      const pattern = itemKey(prefix);
      for (const key of [...params.keys()]) if (pattern.test(key)) params.delete(key);
      params.delete(count);
      const items = value.slice(0, max);
      if (serialize(items) === serialize(fallback)) return;
      params.set(count, String(items.length));
      items.forEach((entry, i) => params.set(`${prefix}${i}`, item.format(entry)));
    },
    present: (params, prefix) => params.has(count) || [...params.keys()].some((k) => itemKey(prefix).test(k)),
  };
}
