/**
 * JSON beautifier. Pure logic: no React, no DOM, so the
 * page and its Web Worker (json.worker.ts) share it. The page never imports this module
 * statically: it arrives on demand (json-engine.ts), keeping the page's first load small; what
 * the page needs at first render (limits, sample, result types) is in json-constants.ts.
 *
 * The engine's JSON.parse validates the text and supplies the parser message shown under
 * 'JSON Parse Error'. The output is then printed from a lossless tree of the text itself, not
 * from the parsed values: numbers and strings are copied exactly as written (12345678901234567890,
 * 1e400, 1.50 and "\u00e9" stay as typed, where JSON.stringify would round, write null or
 * decode them) and duplicate keys are kept in order (counted in the stats, as JSON.parse keeps
 * only the last). Only whitespace changes, and with `sort` the order of object members.
 */

import {
  INDENT_DEFAULT,
  INDENT_MAX,
  INDENT_MIN,
  MAX_DEPTH,
  type ErrorExcerpt,
  type ErrorPlace,
  type FormatInput,
  type FormatOutcome,
} from './json-constants';

export { MAX_DEPTH };

/** An indent size the tool accepts, or the default. */
export function clampIndent(indent: number): number {
  return Number.isInteger(indent) && indent >= INDENT_MIN && indent <= INDENT_MAX ? indent : INDENT_DEFAULT;
}

/**
 * Formats or minifies JSON text. Null for empty or whitespace-only input; `{ error }` with the
 * engine's message (and where it points) for invalid JSON. Never throws for any string.
 */
export function formatJson({ text, indent, sort, mode }: FormatInput): FormatOutcome {
  if (!/\S/.test(text)) return null;
  try {
    JSON.parse(text);
  } catch (error) {
    return { error: { kind: 'parse', ...locateError(text, messageOf(error)) } };
  }
  let tree: ParsedTree;
  try {
    tree = parseTree(text);
  } catch (error) {
    if (!(error instanceof TooDeepError)) throw error;
    return { error: { kind: 'depth', ...pointAt(text, error.position) } };
  }
  const root = sort ? sortKeys(tree.root) : tree.root;
  const output = printJson(root, mode === 'minified' ? null : clampIndent(indent));
  const inputBytes = utf8Length(text);
  return {
    output,
    stats: {
      inputBytes,
      // Only ASCII whitespace changes; every other character is copied once, so the bytes
      // beyond one per character are the input's.
      outputBytes: output.length + (inputBytes - text.length),
      keys: tree.keys,
      values: tree.values,
      depth: tree.depth,
      duplicateKeys: tree.duplicateKeys,
    },
  };
}

// ---- The lossless tree ---------------------------------------------------------------------------

/** A scalar is its exact text (`"a\n"`, `-1.50e3`, `true`, `null`). */
export type JsonNode = string | JsonArray | JsonObject;
export interface JsonArray {
  type: 'array';
  items: JsonNode[];
}
export interface JsonObject {
  type: 'object';
  members: JsonMember[];
}
export interface JsonMember {
  /** The key as written, quotes and escapes included. */
  key: string;
  /** The key's value as a string (escapes decoded): what sorting compares. */
  name: string;
  value: JsonNode;
}

export interface ParsedTree {
  root: JsonNode;
  keys: number;
  values: number;
  depth: number;
  duplicateKeys: number;
}

class TooDeepError extends Error {
  constructor(readonly position: number) {
    super('Too deep');
  }
}

const SPACE = 32;
const TAB = 9;
const LF = 10;
const CR = 13;
const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;

/**
 * Builds the tree of text that JSON.parse has already accepted (so it checks no syntax). Throws
 * TooDeepError past MAX_DEPTH levels.
 */
export function parseTree(text: string): ParsedTree {
  const length = text.length;
  let i = 0;
  let keys = 0;
  let values = 0;
  let depth = 0;
  let duplicateKeys = 0;

  const skipSpace = () => {
    while (i < length) {
      const c = text.charCodeAt(i);
      if (c === SPACE || c === LF || c === CR || c === TAB) i++;
      else break;
    }
  };

  // From an opening quote to just past its closing quote.
  const readString = (): string => {
    const start = i;
    let at = i + 1;
    for (;;) {
      const end = text.indexOf('"', at);
      if (end === -1) throw new Error('Unterminated string');
      let slashes = 0;
      while (text.charCodeAt(end - 1 - slashes) === BACKSLASH) slashes++;
      at = end + 1;
      if (slashes % 2 === 0) break;
    }
    i = at;
    return text.slice(start, at);
  };

  const readValue = (level: number): JsonNode => {
    skipSpace();
    const c = text.charCodeAt(i);
    if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      const here = level + 1;
      if (here > MAX_DEPTH) throw new TooDeepError(i);
      if (here > depth) depth = here;
      i++;
      return c === OPEN_BRACE ? readMembers(here) : readItems(here);
    }
    values++;
    if (c === QUOTE) return readString();
    // A number or a literal: up to the next delimiter.
    const start = i;
    while (i < length) {
      const d = text.charCodeAt(i);
      if (
        d === COMMA ||
        d === CLOSE_BRACKET ||
        d === CLOSE_BRACE ||
        d === SPACE ||
        d === LF ||
        d === CR ||
        d === TAB
      )
        break;
      i++;
    }
    return text.slice(start, i);
  };

  const readItems = (level: number): JsonArray => {
    const items: JsonNode[] = [];
    skipSpace();
    if (text.charCodeAt(i) === CLOSE_BRACKET) {
      i++;
      return { type: 'array', items };
    }
    for (;;) {
      items.push(readValue(level));
      skipSpace();
      const c = text.charCodeAt(i++);
      if (c !== COMMA) break;
    }
    return { type: 'array', items };
  };

  const readMembers = (level: number): JsonObject => {
    const members: JsonMember[] = [];
    skipSpace();
    if (text.charCodeAt(i) === CLOSE_BRACE) {
      i++;
      return { type: 'object', members };
    }
    for (;;) {
      skipSpace();
      const key = readString();
      skipSpace();
      if (text.charCodeAt(i) === COLON) i++;
      const value = readValue(level);
      members.push({ key, name: decodeKey(key), value });
      skipSpace();
      const c = text.charCodeAt(i++);
      if (c !== COMMA) break;
    }
    keys += members.length;
    if (members.length > 1) duplicateKeys += members.length - new Set(members.map((m) => m.name)).size;
    return { type: 'object', members };
  };

  const root = readValue(0);
  return { root, keys, values, depth, duplicateKeys };
}

function decodeKey(key: string): string {
  return key.includes('\\') ? (JSON.parse(key) as string) : key.slice(1, -1);
}

/**
 * UTF-16 code unit order (`a < b`, JavaScript's own string order): 'B' before 'a', '10' before
 * '9', accented letters after 'z'.
 */
const byName = (a: JsonMember, b: JsonMember) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * Sorts every object's members by key, at every depth (objects inside arrays too), and returns
 * the node. In place: the tree is the caller's own, fresh from parseTree, and copying it made
 * sorting about three times slower on a 5 MB document. Arrays keep their order. The sort is
 * stable: repeated keys keep their order, so the value JSON.parse would keep stays the last.
 */
export function sortKeys(node: JsonNode): JsonNode {
  if (typeof node === 'string') return node;
  if (node.type === 'array') {
    for (const item of node.items) sortKeys(item);
    return node;
  }
  for (const member of node.members) sortKeys(member.value);
  if (node.members.length > 1) node.members.sort(byName);
  return node;
}

/**
 * Prints the tree with `indent` spaces per level, as JSON.stringify(value, null, indent) lays it
 * out (empty objects and arrays stay `{}` and `[]`), or on one line without spaces when null.
 */
export function printJson(root: JsonNode, indent: number | null): string {
  const breaks: string[] = [];
  const lineAt = (level: number) => (breaks[level] ??= '\n' + ' '.repeat(level * (indent ?? 0)));
  const colon = indent === null ? ':' : ': ';
  let out = '';

  const print = (node: JsonNode, level: number) => {
    if (typeof node === 'string') {
      out += node;
      return;
    }
    const isArray = node.type === 'array';
    const count = isArray ? node.items.length : node.members.length;
    if (count === 0) {
      out += isArray ? '[]' : '{}';
      return;
    }
    const inner = indent === null ? '' : lineAt(level + 1);
    out += isArray ? '[' : '{';
    for (let k = 0; k < count; k++) {
      out += k === 0 ? inner : ',' + inner;
      if (isArray) print(node.items[k]!, level + 1);
      else {
        const member = node.members[k]!;
        out += member.key + colon;
        print(member.value, level + 1);
      }
    }
    out += (indent === null ? '' : lineAt(level)) + (isArray ? ']' : '}');
  };

  print(root, 0);
  return out;
}

// ---- Where an error is --------------------------------------------------------------------------

/**
 * The parser's message with the line, column and an excerpt of the place it names: V8 says 'at
 * position N' (newer versions add '(line L column C)'), Firefox 'at line L column C'. Safari
 * and some V8 messages ('Unexpected token ...') give no place: then only the message.
 */
export function locateError(text: string, message: string): { message: string } & ErrorPlace {
  let position: number | undefined;
  const at = /\bposition (\d+)/.exec(message);
  if (at) position = Number(at[1]);
  else {
    const lineColumn = /\bline (\d+) column (\d+)/.exec(message);
    if (lineColumn) position = positionOf(text, Number(lineColumn[1]), Number(lineColumn[2]));
  }
  if (position === undefined || !Number.isSafeInteger(position)) return { message };
  return { message, ...pointAt(text, Math.min(position, text.length)) };
}

const isBreak = (c: number) => c === LF || c === CR;

/** Line, column and excerpt of a position; a line ends at \n, \r\n or a lone \r. */
export function pointAt(
  text: string,
  position: number,
): { line: number; column: number; excerpt: ErrorExcerpt } {
  let line = 1;
  let lineStart = 0;
  for (let k = 0; k < position; k++) {
    const c = text.charCodeAt(k);
    if (c === LF || (c === CR && text.charCodeAt(k + 1) !== LF)) {
      line++;
      lineStart = k + 1;
    }
  }
  let lineEnd = position;
  while (lineEnd < text.length && !isBreak(text.charCodeAt(lineEnd))) lineEnd++;

  const SPAN = 40;
  let from = Math.max(lineStart, position - SPAN);
  let to = Math.min(lineEnd, position + SPAN);
  // Never split a surrogate pair at the edges.
  if (from > lineStart && isLowSurrogate(text.charCodeAt(from))) from--;
  if (to < lineEnd && isLowSurrogate(text.charCodeAt(to))) to++;
  const before = (from > lineStart ? '…' : '') + visible(text.slice(from, position));
  const after = visible(text.slice(position, to)) + (to < lineEnd ? '…' : '');
  return {
    line,
    column: position - lineStart + 1,
    excerpt: { text: before + after, caret: [...before].length },
  };
}

/** The position of a 1-based line and column, or undefined when the text has no such place. */
function positionOf(text: string, line: number, column: number): number | undefined {
  let lineStart = 0;
  for (let current = 1; current < line; current++) {
    let k = lineStart;
    while (k < text.length && !isBreak(text.charCodeAt(k))) k++;
    if (k >= text.length) return undefined;
    lineStart = text.charCodeAt(k) === CR && text.charCodeAt(k + 1) === LF ? k + 2 : k + 1;
  }
  const position = lineStart + column - 1;
  return column >= 1 && position <= text.length ? position : undefined;
}

const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/** Tabs and other control characters as one space each, so the caret stays under its place. */
const visible = (s: string) => {
  let shown = '';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    shown += c < SPACE || c === 0x7f ? ' ' : ch;
  }
  return shown;
};

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// ---- Sizes and highlighting -----------------------------------------------------------------------

/** Bytes of a string in UTF-8 (a lone surrogate counts as the 3 bytes of U+FFFD). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && isLowSurrogate(text.charCodeAt(k + 1))) {
      bytes += 4;
      k++;
    } else bytes += 3;
  }
  return bytes;
}

export type TokenKind = 'key' | 'string' | 'number' | 'literal' | 'plain';
export interface Token {
  kind: TokenKind;
  text: string;
}

/**
 * Splits printed JSON (this module's output) into coloured pieces: keys, strings, numbers,
 * literals, and plain runs of punctuation and whitespace. Joined, the texts give the input back.
 */
export function highlightTokens(json: string): Token[] {
  const tokens: Token[] = [];
  let plainStart = 0;
  let i = 0;
  const push = (kind: TokenKind, end: number) => {
    if (plainStart < i) tokens.push({ kind: 'plain', text: json.slice(plainStart, i) });
    tokens.push({ kind, text: json.slice(i, end) });
    i = end;
    plainStart = end;
  };
  while (i < json.length) {
    const c = json.charCodeAt(i);
    if (c === QUOTE) {
      let end = i + 1;
      while (end < json.length && json.charCodeAt(end) !== QUOTE)
        end += json.charCodeAt(end) === BACKSLASH ? 2 : 1;
      end = Math.min(end + 1, json.length);
      let next = end;
      while (next < json.length && json.charCodeAt(next) <= SPACE) next++;
      push(json.charCodeAt(next) === COLON ? 'key' : 'string', end);
    } else if (c === 45 || (c >= 48 && c <= 57) || c === 116 || c === 102 || c === 110) {
      // '-', a digit, or t/f/n of true, false, null.
      let end = i + 1;
      while (end < json.length && /[\w.+-]/.test(json[end]!)) end++;
      push(c === 116 || c === 102 || c === 110 ? 'literal' : 'number', end);
    } else i++;
  }
  if (plainStart < json.length) tokens.push({ kind: 'plain', text: json.slice(plainStart) });
  return tokens;
}
