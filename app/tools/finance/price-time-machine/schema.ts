/**
 * The page's query parameters (item, y, y2, anchors), defaults left out of the address. Years
 * clamped to 1900-2100 and rounded; an item id is accepted only if known; the compare year is
 * optional (a blank `y2=` removes it); anchors are URL-encoded JSON, malformed JSON ignored.
 */
import { param, type Param } from '~/lib/url-params';
import { ITEM_IDS, type ItemId } from './data';
import {
  DEFAULT_COMPARE_YEAR,
  DEFAULT_ITEM,
  DEFAULT_YEAR,
  parseYear,
  sanitizeAnchors,
  type Anchors,
} from './inputs';
import { jsonParam } from '~/lib/url-params-json';

/** A year: read rounded and clamped, malformed values ignored; the default is left out. */
function yearParam(defaultValue: number): Param<number> {
  return {
    default: defaultValue,
    read: (params, key) => {
      const raw = params.get(key);
      return raw === null ? undefined : parseYear(raw);
    },
    write: (params, key, value, fallback) => {
      if (value === fallback) params.delete(key);
      else params.set(key, String(value));
    },
    present: (params, key) => params.has(key),
  };
}

/**
 * The optional compare year: like a year, but blank means none. A cleared compare year is written
 * as `y2=` (its default, 2024, is left out), so a link keeps it cleared.
 */
function optionalYearParam(defaultValue: number): Param<number | null> {
  return {
    default: defaultValue,
    read: (params, key) => {
      const raw = params.get(key);
      if (raw === null) return undefined;
      return raw.trim() === '' ? null : parseYear(raw);
    },
    write: (params, key, value, fallback) => {
      if (value === fallback) params.delete(key);
      else params.set(key, value === null ? '' : String(value));
    },
    present: (params, key) => params.has(key),
  };
}

export const schema = {
  item: param.oneOf<ItemId>(ITEM_IDS, DEFAULT_ITEM),
  y: yearParam(DEFAULT_YEAR),
  y2: optionalYearParam(DEFAULT_COMPARE_YEAR),
  anchors: jsonParam<Anchors>({}, sanitizeAnchors),
};
