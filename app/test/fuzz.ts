/**
 * Hostile input, generated: the one generator of queries that the unit fuzz (app/test/fuzz-pages.tsx)
 * and the browser fuzz (e2e/fuzz.e2e.ts) feed every tool. A query holds
 * 1 to 8 of the tool's own parameters with arbitrary values: empty, huge, negative, NaN,
 * Infinity, Unicode, HTML, JSON of the wrong shape, broken percent-encoding. For tests only.
 */
import fc from 'fast-check';

const payloads = [
  '<img src=x data-fuzz onerror="window.__xss=1">',
  '"><script>window.__xss=1</script>',
  '{"__proto__":{"polluted":1}}',
  '[{"name":1,"price":{"a":[]}}]',
  'javascript:window.__xss=1',
  '%E0%A4%A',
  '%',
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '-0',
  '٣',
  '１２３',
  '0x1F',
  '9'.repeat(40),
];

export const hostileValue = fc.oneof(
  fc.constantFrom(...payloads),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.double().map(String),
  fc.bigInt().map(String),
  fc.integer().map(String),
  fc.json({ maxDepth: 2 }),
);

/** A tool's own parameter names: those of its catalogue example, or a few common ones. */
export function paramNames(example: string | undefined): string[] {
  const names = example ? [...new URLSearchParams(example).keys()] : [];
  return names.length > 0 ? names : ['value', 'input', 'text', 'q'];
}

export interface HostileQuery {
  /** Without the '?'. */
  query: string;
  /** The values, lower-cased: a word the link itself holds may be echoed back ('The link gave “NaN”'). */
  values: string[];
}

/** Queries of the given parameters carrying hostile values. */
export function hostileQuery(names: readonly string[]): fc.Arbitrary<HostileQuery> {
  return fc
    .array(fc.tuple(fc.constantFrom(...names), hostileValue), { minLength: 1, maxLength: 8 })
    .map((pairs) => ({
      query: pairs
        // Broken percent-encoding goes in raw; everything else is encoded as a browser would.
        .map(([name, value]) => `${name}=${value.startsWith('%') ? value : encodeURIComponent(value)}`)
        .join('&'),
      values: pairs.map(([, value]) => value.toLowerCase()),
    }));
}

/**
 * Long values (10,000 to 100,000 characters) in the shapes that make a parser work hardest: a
 * digit run with a bad character after it (a backtracking pattern is quadratic on it), groups of
 * thousands, padding, unclosed JSON, a repeated word, escapes and astral characters.
 */
const LONG_SHAPES: ((length: number) => string)[] = [
  (n) => `${'1'.repeat(n)}x`,
  (n) => `${'1,'.repeat(n / 2)}1.x`,
  (n) => `${' '.repeat(n)}1e`,
  (n) => '['.repeat(n),
  (n) => `[${'1,'.repeat(n / 2)}1`,
  (n) => 'a'.repeat(n),
  (n) => `${'\\'.repeat(n / 2)}(`,
  (n) => '😀'.repeat(n / 2),
];

/**
 * One query of a tool's parameters, each carrying a long value (the first 100,000 characters, the others 10,000);
 * `variant` picks the shapes, so every run of the same variant is the same.
 */
export function longQuery(names: readonly string[], variant: number): HostileQuery {
  const pairs = names.map((name, i) => {
    const shape = LONG_SHAPES[(variant + i) % LONG_SHAPES.length]!;
    return [name, shape(i === 0 ? 100_000 : 10_000)] as const;
  });
  return {
    query: pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&'),
    values: pairs.map(([, value]) => value.toLowerCase()),
  };
}

/** What must never appear on screen unless the visitor's own input holds it. */
const FORBIDDEN = ['NaN', 'Infinity', 'undefined', '[object Object]'];

/** The forbidden words in a page's text that the query did not bring with it. */
export function forbiddenWords(text: string, values: readonly string[]): string[] {
  return FORBIDDEN.filter(
    (word) => text.includes(word) && !values.some((value) => value.includes(word.toLowerCase())),
  );
}
