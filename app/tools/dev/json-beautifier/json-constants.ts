import { plural } from '~/lib/format';
/**
 * What the JSON beautifier's page needs at first render: limits, options, the shapes of a result
 * and formatBytes. Small on purpose: the formatter (json-beautifier.ts) and the sample arrive on
 * demand (json-engine.ts, json-run.ts), so they stay out of the page's first load.
 */

/** Indent sizes offered; a link may carry any whole number from 1 to 8. */
export const INDENT_SIZES = [1, 2, 3, 4, 6, 8] as const;
export const INDENT_DEFAULT = 2;
export const INDENT_MIN = 1;
export const INDENT_MAX = 8;
/** A `json` value from a link is cut to this many characters. */
export const JSON_LINK_MAX = 500;

export type JsonMode = 'formatted' | 'minified';

export interface FormatInput {
  text: string;
  /** Spaces per level, 1 to 8 (anything else: the default 2). Ignored when minified. */
  indent: number;
  /** Sort object members by key at every depth; arrays keep their order. */
  sort: boolean;
  mode: JsonMode;
}

export interface JsonStats {
  /** UTF-8 bytes of the input and of the output. */
  inputBytes: number;
  outputBytes: number;
  /** Object members, at every depth. */
  keys: number;
  /** Strings, numbers, true, false and null (not objects or arrays). */
  values: number;
  /** Levels of nesting: 0 for a lone value, 1 for a flat object or array. */
  depth: number;
  /** Members whose key repeats an earlier key of the same object (JSON.parse keeps the last). */
  duplicateKeys: number;
}

export interface JsonError {
  /** 'parse': the engine's message, shown under 'JSON Parse Error'. 'depth': nested too deeply. */
  kind: 'parse' | 'depth';
  message: string;
  /** Where the engine gave a position: 1-based line and column (UTF-16 code units). */
  line?: number;
  column?: number;
  /** A short piece of that line and where the caret goes under it. */
  excerpt?: ErrorExcerpt;
}

export interface ErrorExcerpt {
  /** Up to 40 characters either side of the position, '…' where the line was cut. */
  text: string;
  /** Characters (code points) of `text` before the caret. */
  caret: number;
}

export type FormatOutcome = { output: string; stats: JsonStats } | { error: JsonError } | null;

/** '1 byte', '512 bytes', '12.3 KB', '5.2 MB' (1 KB = 1,000 bytes, as file managers show). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} ${plural(bytes, 'byte')}`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 999.95 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
