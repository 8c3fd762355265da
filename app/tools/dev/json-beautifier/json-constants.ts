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
/**
 * Deeper documents are refused (JSON.parse accepts them, but printing recurses and the engine's
 * own JSON.stringify fails a few thousand levels down). Real documents stay far below.
 */
export const MAX_DEPTH = 1000;

/**
 * A worker still busy this long after it was ready is stopped, and the page says so. Formatting
 * is linear (5 MB takes about 0.5 s here), so this only catches a stuck run: generous, because a
 * slow phone or a busy machine can take many times longer, and the page stays responsive meanwhile.
 * Loading the worker's script has its own limit (runInWorker's default).
 */
export const WORKER_TIMEOUT_MS = 60_000;

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

/**
 * 'parse': the engine's own message (its words, not the page's), shown under 'JSON Parse Error'.
 * 'depth': nested more than MAX_DEPTH levels (the page words it).
 */
export type JsonError = ({ kind: 'parse'; message: string } | { kind: 'depth' }) & ErrorPlace;

export interface ErrorPlace {
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

/**
 * '1 byte', '512 bytes', '12.3 KB', '5.2 MB' (1 KB = 1,000 bytes, as file managers show): under
 * 1,000 bytes in the page's words (`byteCount`), above as a number and a unit symbol.
 */
export function formatBytes(bytes: number, byteCount: (n: number) => string): string {
  if (bytes < 1000) return byteCount(bytes);
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 999.95 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
