import type { Param } from '~/lib/url-params';
import { DEFAULT_OPTIONS, parseOptions, serializeOptions } from './decision-wheel';

/**
 * The `options` parameter: the wheel's options joined by '|', at most 20.
 * Written by hand rather than with param.list, which would accept a one-option link and write
 * empty rows: a link with fewer than 2 non-empty options keeps the default wheel, and only the
 * non-empty rows are written (the default wheel is left out of the address).
 */
const options: Param<readonly string[]> = {
  default: DEFAULT_OPTIONS,
  read: (params, key) => {
    const raw = params.get(key);
    return raw === null ? undefined : (parseOptions(raw) ?? undefined);
  },
  write: (params, key, value, fallback) => {
    const text = serializeOptions(value);
    if (text === serializeOptions(fallback)) params.delete(key);
    else params.set(key, text);
  },
  present: (params, key) => params.has(key),
};

export const schema = { options };
