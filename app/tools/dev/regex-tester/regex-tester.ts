/**
 * Regex Tester: pure logic (no React, no DOM, no globals). The inputs are a pattern, flags
 * (g i m s u y, default g), a test text and a replacement; a match is its start, end, text and
 * groups. At most 50 matches are listed, then '…truncated'; empty matches are skipped; an invalid
 * pattern shows 'Error: ' and the engine's message in place of the matches; a replacement that
 * changes nothing shows '(no change)'.
 *
 * `runRegex` is what the page's Web Worker runs (regex.worker.ts), under a time limit: a pattern
 * that backtracks catastrophically never runs on the page's thread.
 *
 * The words are the page's (messages/en.ts, put together in words.ts): the logic gives counts and
 * the engine's own message.
 */
import { fail, type Failure } from '~/lib/outcome';
import type en from './messages/en';

/** The flags the screen offers, in the engine's canonical order. */
export const FLAG_LETTERS = ['g', 'i', 'm', 's', 'u', 'y'] as const;
export type FlagLetter = (typeof FLAG_LETTERS)[number];
export const DEFAULT_FLAGS = 'g';

/** At most this many matches are listed. */
export const MAX_SHOWN_MATCHES = 50;
/**
 * The worker's time limit (counted once its script has loaded); a run past it fails with
 * 'timeout'. Patterns never run on the page's thread (a catastrophic one would freeze the tab with
 * no way to stop it), so without a Web Worker the tester says so ('noWorker') instead of running
 * them, and 'workerFailed' when the worker does not start.
 */
export const TIME_LIMIT_MS = 1000;

/**
 * The highlighted text and the replace result show at most this many characters: laying out
 * megabytes of text in the page takes seconds. Copy gives the whole replace result. The marks are
 * bounded too: only the listed matches (at most MAX_SHOWN_MATCHES) are highlighted.
 */
export const DISPLAY_MAX_CHARS = 100_000;
/** Each listed match and group value shows at most this many characters. */
export const MATCH_TEXT_MAX_CHARS = 1_000;

export interface RegexInput {
  pattern: string;
  flags: string;
  text: string;
  replacement: string;
}

export interface RegexGroup {
  /** The group's name for (?<name>...), else null. */
  name: string | null;
  /** 1-based capture number ($1, $2, ...). */
  index: number;
  /** undefined when the group took no part in the match. */
  value: string | undefined;
}

export interface RegexMatch {
  /** Offsets in UTF-16 code units, as the engine counts them: text.slice(start, end) === text. */
  start: number;
  end: number;
  text: string;
  groups: RegexGroup[];
}

export interface RegexResult {
  /** The listed matches: at most MAX_SHOWN_MATCHES, empty matches left out. */
  matches: RegexMatch[];
  /** More non-empty matches exist than are listed. */
  truncated: boolean;
  /** How many non-empty matches the scan found (the first only without the g flag). */
  total: number;
  /** String.prototype.replace with the same pattern and flags (first match only without g). */
  replaced: string;
  /** The replace result differs from the test text. */
  changed: boolean;
}

/** A failure names its message by its key in messages/en.ts ('engineError' carries the engine's message). */
export type RegexFailure = Failure<keyof typeof en>;

export type RegexOutcome = RegexResult | RegexFailure;

/**
 * Keeps only the letters g i m s u y, once each, in canonical order: 'yig' → 'giy', 'gg' → 'g',
 * 'gx' → 'g', 'xyz' → 'y'. An empty string means no flags.
 */
export function normalizeFlags(raw: string): string {
  return FLAG_LETTERS.filter((letter) => raw.includes(letter)).join('');
}

/** The flags with one letter switched on or off, in canonical order. */
export function withFlag(flags: string, letter: FlagLetter, on: boolean): string {
  return FLAG_LETTERS.filter((l) => (l === letter ? on : flags.includes(l))).join('');
}

/**
 * Matches `pattern` against `text` like the engine does, and replaces like String.prototype.replace.
 * Returns null for an empty pattern (the page shows its intro), { error } for a pattern the engine
 * refuses, else the matches and the replace result.
 *
 * With g every match is found (zero-width ones skipped: the scan then moves on by one code unit,
 * or one whole code point with u, as the engine does); without g only the first, as String.match
 * does, and it is listed only if it is not empty. The sticky flag y makes each match start exactly
 * where the previous one ended.
 */
export function runRegex(input: RegexInput): RegexOutcome | null {
  const { pattern, text, replacement } = input;
  if (pattern === '') return null;
  const flags = normalizeFlags(input.flags);
  let regex: RegExp;
  try {
    regex = new RegExp(pattern, flags);
  } catch (error) {
    return fail('engineError', { message: error instanceof Error ? error.message : String(error) });
  }
  const global = flags.includes('g');
  const unicode = flags.includes('u');
  const names = captureGroupNames(pattern);

  const matches: RegexMatch[] = [];
  let total = 0;
  const take = (m: RegExpExecArray) => {
    total++;
    if (matches.length < MAX_SHOWN_MATCHES) matches.push(toMatch(m, names));
  };

  if (!global) {
    const m = regex.exec(text);
    if (m && m[0] !== '') take(m);
  } else {
    regex.lastIndex = 0;
    for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
      if (m[0] === '') {
        // A zero-width match leaves lastIndex where it was: step over it, or the scan never ends.
        regex.lastIndex = advanceIndex(text, regex.lastIndex, unicode);
        continue;
      }
      take(m);
    }
  }

  const replaced = text.replace(new RegExp(pattern, flags), replacement);
  return {
    matches,
    truncated: total > matches.length,
    total,
    replaced,
    changed: replaced !== text,
  };
}

/** The next index after `index`: one code unit, or a whole surrogate pair with u (AdvanceStringIndex). */
export function advanceIndex(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const first = text.charCodeAt(index);
  const second = text.charCodeAt(index + 1);
  const pair = first >= 0xd800 && first <= 0xdbff && second >= 0xdc00 && second <= 0xdfff;
  return index + (pair ? 2 : 1);
}

/**
 * The name of each capturing group of a pattern the engine accepted, in capture order (null for
 * a numbered group). Skips escapes and character classes; (?:...), lookarounds and modifier
 * groups capture nothing.
 */
export function captureGroupNames(pattern: string): (string | null)[] {
  const names: (string | null)[] = [];
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      i++;
    } else if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') {
      inClass = true;
    } else if (c === '(') {
      if (pattern[i + 1] !== '?') names.push(null);
      else if (pattern[i + 2] === '<' && pattern[i + 3] !== '=' && pattern[i + 3] !== '!') {
        const close = pattern.indexOf('>', i + 3);
        names.push(close === -1 ? null : pattern.slice(i + 3, close));
      }
    }
  }
  return names;
}

function toMatch(m: RegExpExecArray, names: (string | null)[]): RegexMatch {
  const count = m.length - 1;
  // The engine's own spelling of each name (a name written with \u escapes, say): m.groups lists
  // the distinct names in the order they first appear.
  const spelled = new Map<string, string>();
  const engineNames = m.groups ? Object.keys(m.groups) : [];
  const written = [...new Set(names.filter((n): n is string => n !== null))];
  if (written.length === engineNames.length) {
    written.forEach((n, i) => spelled.set(n, engineNames[i] ?? n));
  }
  const known = names.length === count;
  const groups: RegexGroup[] = [];
  for (let index = 1; index <= count; index++) {
    const name = known ? (names[index - 1] ?? null) : null;
    groups.push({ name: name === null ? null : (spelled.get(name) ?? name), index, value: m[index] });
  }
  return { start: m.index, end: m.index + m[0].length, text: m[0], groups };
}

/** One piece of the test text for highlighting: plain, or the listed match numbered `match` (0-based). */
export interface Segment {
  text: string;
  match: number | null;
}

/**
 * Cuts the text at the listed matches' offsets (they are in order and never overlap). With `limit`
 * only the first `limit` code units are covered: matches past it are left out and one that runs
 * over it is cut there.
 */
export function highlightSegments(
  text: string,
  matches: readonly RegexMatch[],
  limit = text.length,
): Segment[] {
  const segments: Segment[] = [];
  const stop = Math.min(limit, text.length);
  let at = 0;
  matches.forEach((m, i) => {
    if (m.start < at || m.end > text.length || m.start >= stop) return;
    if (m.start > at) segments.push({ text: text.slice(at, m.start), match: null });
    const end = Math.min(m.end, stop);
    segments.push({ text: text.slice(m.start, end), match: i });
    at = end;
  });
  if (at < stop) segments.push({ text: text.slice(at, stop), match: null });
  return segments;
}

/**
 * How many code units of `text` to show when at most `max` are: all of a short text; of a longer
 * one up to its last line break in the second half of the first `max`, else exactly `max`
 * (one less where that would split a surrogate pair, so no emoji is cut in half).
 */
export function shownLength(text: string, max: number): number {
  if (text.length <= max) return text.length;
  const lineEnd = text.lastIndexOf('\n', max - 1);
  if (lineEnd >= max / 2) return lineEnd + 1;
  const code = text.charCodeAt(max - 1);
  return code >= 0xd800 && code <= 0xdbff ? max - 1 : max;
}
