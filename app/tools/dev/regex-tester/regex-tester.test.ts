import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate, type T } from '~/lib/i18n';
import en from './messages/en';
import {
  advanceIndex,
  captureGroupNames,
  highlightSegments,
  MAX_SHOWN_MATCHES,
  normalizeFlags,
  runRegex,
  shownLength,
  withFlag,
  type RegexInput,
  type RegexFailure,
  type RegexOutcome,
  type RegexResult,
} from './regex-tester';
import { cutNoteText, matchSummaryText } from './words';

/** The page's words in English, as the components get them. */
const t = ((key: keyof typeof en, params?: Record<string, string | number>) =>
  translate(en[key], params)) as unknown as T<typeof en>;
const matchSummary = (result: RegexResult) => matchSummaryText(t, result);
const TRUNCATED_TEXT = en.truncated;
const NO_CHANGE_TEXT = en.noChange;

const run = (pattern: string, flags = 'g', text = '', replacement = '') =>
  runRegex({ pattern, flags, text, replacement });

/** The result, failing the test when it is null or an error. */
function ok(outcome: RegexOutcome | null): RegexResult {
  if (outcome === null || 'error' in outcome)
    throw new Error(`expected a result, got ${JSON.stringify(outcome)}`);
  return outcome;
}

const spans = (outcome: RegexOutcome | null) => ok(outcome).matches.map((m) => [m.start, m.end, m.text]);

describe('the catalogue example', () => {
  it('finds both e-mail addresses, case-insensitively, and replaces them', () => {
    const result = ok(
      run(
        String.raw`\b[\w.]+@\w+\.com\b`,
        'gi',
        'Contact ana.lee@example.com or Bob@Test.com by Friday.',
        '[email]',
      ),
    );
    expect(result.matches).toEqual([
      { start: 8, end: 27, text: 'ana.lee@example.com', groups: [] },
      { start: 31, end: 43, text: 'Bob@Test.com', groups: [] },
    ]);
    expect(result).toMatchObject({
      truncated: false,
      total: 2,
      replaced: 'Contact [email] or [email] by Friday.',
      changed: true,
    });
    expect(matchSummary(result)).toBe('2 matches');
  });
});

describe('empty pattern', () => {
  it('gives no result (the page shows its intro), whatever the text', () => {
    expect(run('', 'g', 'some text', 'x')).toBeNull();
    expect(run('', '', '')).toBeNull();
  });
  it('a pattern that only matches empty strings lists nothing but still replaces', () => {
    const result = ok(run('(?:)', 'g', 'ab', '-'));
    expect(result.matches).toEqual([]);
    expect(result.replaced).toBe('-a-b-');
    expect(matchSummary(result)).toBe('No matches');
  });
});

describe('flags', () => {
  // Only valid, unique letters are kept, in canonical order.
  it.each([
    ['g', 'g'],
    ['yig', 'giy'],
    ['ggii', 'gi'],
    ['gimsuy', 'gimsuy'],
    ['yusmig', 'gimsuy'],
    ['gdv', 'g'],
    ['G I', ''],
    ['', ''],
    ['<script>', 'is'],
  ])('normalizes %j to %j', (flags, normalized) => {
    expect(normalizeFlags(flags)).toBe(normalized);
  });
  // One flag is switched on or off, keeping the order.
  it.each([
    ['g', 'i', true, 'gi'],
    ['gi', 'g', false, 'i'],
    ['y', 'g', true, 'gy'],
    ['gimsuy', 'm', false, 'gisuy'],
    ['', 'g', false, ''],
  ] as const)('%j with %s set to %s gives %j', (flags, flag, on, result) => {
    expect(withFlag(flags, flag, on)).toBe(result);
  });
  it('runRegex cleans the flags it is given too', () => {
    expect(spans(run('a', 'xgg', 'aa'))).toEqual([
      [0, 1, 'a'],
      [1, 2, 'a'],
    ]);
  });
  it('i ignores case', () => {
    expect(spans(run('cat', 'g', 'Cat cat CAT'))).toEqual([[4, 7, 'cat']]);
    expect(spans(run('cat', 'gi', 'Cat cat CAT'))).toHaveLength(3);
  });
  it('m lets ^ and $ match at each line', () => {
    expect(spans(run(String.raw`^\w+$`, 'g', 'one\ntwo'))).toEqual([]);
    expect(spans(run(String.raw`^\w+$`, 'gm', 'one\ntwo'))).toEqual([
      [0, 3, 'one'],
      [4, 7, 'two'],
    ]);
    expect(ok(run('^', 'gm', 'a\nb', '> ')).replaced).toBe('> a\n> b');
  });
  it('s lets the dot match line breaks', () => {
    expect(spans(run('a.b', 'g', 'a\nb'))).toEqual([]);
    expect(spans(run('a.b', 'gs', 'a\nb'))).toEqual([[0, 3, 'a\nb']]);
  });
  it('u reads whole code points and \\u{...} and \\p{...}', () => {
    expect(spans(run('.', 'g', '😀'))).toEqual([
      [0, 1, '\ud83d'],
      [1, 2, '\ude00'],
    ]);
    expect(spans(run('.', 'gu', '😀'))).toEqual([[0, 2, '😀']]);
    expect(spans(run(String.raw`\u{1F600}`, 'gu', 'a😀b'))).toEqual([[1, 3, '😀']]);
    expect(spans(run(String.raw`\p{Lu}+`, 'gu', 'abcDEFghi'))).toEqual([[3, 6, 'DEF']]);
  });
  it('y makes each match start where the last one ended', () => {
    expect(spans(run('a', 'gy', 'aaba'))).toEqual([
      [0, 1, 'a'],
      [1, 2, 'a'],
    ]);
    expect(spans(run('a', 'gy', 'baa'))).toEqual([]);
    expect(ok(run('a', 'gy', 'aaba', 'x')).replaced).toBe('xxba');
    // Without g: one try at the start only.
    expect(spans(run('a', 'y', 'ab'))).toEqual([[0, 1, 'a']]);
    expect(spans(run('a', 'y', 'ba'))).toEqual([]);
    expect(ok(run('a', 'y', 'ba', 'x'))).toMatchObject({ replaced: 'ba', changed: false });
  });
});

describe('without the g flag', () => {
  it('lists only the first match and replaces only it, like String.match and replace', () => {
    const result = ok(run(String.raw`\d+`, '', 'a1 b22 c333', '#'));
    expect(result.matches).toEqual([{ start: 1, end: 2, text: '1', groups: [] }]);
    expect(result).toMatchObject({ total: 1, truncated: false, replaced: 'a# b22 c333' });
    expect(ok(run(String.raw`\d+`, 'g', 'a1 b22 c333', '#')).replaced).toBe('a# b# c#');
  });
  it('an empty first match is skipped, not replaced by a later one', () => {
    const result = ok(run(String.raw`\d*`, '', 'abc123', 'X'));
    expect(result.matches).toEqual([]);
    expect(result.replaced).toBe('Xabc123');
  });
});

describe('groups', () => {
  it('lists numbered groups, with undefined for a group that took no part', () => {
    const [first, second] = ok(run('(a)|(b)', 'g', 'ab')).matches;
    expect(first?.groups).toEqual([
      { name: null, index: 1, value: 'a' },
      { name: null, index: 2, value: undefined },
    ]);
    expect(second?.groups).toEqual([
      { name: null, index: 1, value: undefined },
      { name: null, index: 2, value: 'b' },
    ]);
  });
  it('names named groups, in capture order among numbered ones', () => {
    const result = ok(
      run(String.raw`(?<year>\d{4})-(\d{2})-(?<day>\d{2})`, 'g', 'On 2024-02-29 and 1999-12-31.'),
    );
    expect(result.matches[0]).toEqual({
      start: 3,
      end: 13,
      text: '2024-02-29',
      groups: [
        { name: 'year', index: 1, value: '2024' },
        { name: null, index: 2, value: '02' },
        { name: 'day', index: 3, value: '29' },
      ],
    });
    expect(result.matches[1]?.groups.map((g) => g.value)).toEqual(['1999', '12', '31']);
  });
  it('an empty group value stays an empty string', () => {
    expect(ok(run('a(b?)c', 'g', 'ac')).matches[0]?.groups).toEqual([{ name: null, index: 1, value: '' }]);
  });
  it('uses the engine’s spelling of a name written with escapes', () => {
    expect(ok(run(String.raw`(?<\u0061b>x)(?<c>y)`, 'g', 'xy')).matches[0]?.groups).toEqual([
      { name: 'ab', index: 1, value: 'x' },
      { name: 'c', index: 2, value: 'y' },
    ]);
  });
  it('a hostile group name is only data', () => {
    expect(ok(run('(?<__proto__>x)', 'g', 'x')).matches[0]?.groups).toEqual([
      { name: '__proto__', index: 1, value: 'x' },
    ]);
  });
});

describe('captureGroupNames', () => {
  it.each([
    ['abc', []],
    ['(a)(b)', [null, null]],
    ['(?<y>a)(b)', ['y', null]],
    ['(?:a)(?=b)(?!c)(?<=d)(?<!e)(f)', [null]],
    [String.raw`\(a\)(b)`, [null]],
    [String.raw`[(](a)[\]()](?<n>b)`, [null, 'n']],
    ['[](a)', [null]],
    [String.raw`\\(a)`, [null]],
    ['((a)(?<in>b))', [null, null, 'in']],
  ])('%s', (pattern, names) => {
    expect(captureGroupNames(pattern)).toEqual(names);
  });
});

describe('empty matches', () => {
  it('are skipped and do not stop the scan', () => {
    expect(spans(run('a*', 'g', 'baac'))).toEqual([[1, 3, 'aa']]);
    expect(spans(run('a?', 'g', 'bab'))).toEqual([[1, 2, 'a']]);
    expect(spans(run(String.raw`\b`, 'g', 'two words'))).toEqual([]);
    expect(spans(run('(?=a)|b', 'g', 'abab'))).toEqual([
      [1, 2, 'b'],
      [3, 4, 'b'],
    ]);
  });
  it('move on by a code unit without u, by a whole code point with u', () => {
    // Without u the scan steps into the middle of the emoji and finds its low surrogate alone.
    expect(spans(run(String.raw`\uDE00|(?:)`, 'g', '😀'))).toEqual([[1, 2, '\ude00']]);
    expect(spans(run(String.raw`\uDE00|(?:)`, 'gu', '😀'))).toEqual([]);
    expect(ok(run('x*', 'g', '😀😀', '-')).replaced).toBe('-\ud83d-\ude00-\ud83d-\ude00-');
    expect(ok(run('x*', 'gu', '😀😀', '-')).replaced).toBe('-😀-😀-');
  });
  it('finish on long text without hanging', () => {
    const text = 'ab'.repeat(50_000);
    const result = ok(run('x*', 'g', text));
    expect(result.total).toBe(0);
    expect(ok(run('(?:)', 'gu', '😀'.repeat(10_000))).total).toBe(0);
  });
  it('advanceIndex steps over a surrogate pair only with u', () => {
    expect(advanceIndex('😀a', 0, false)).toBe(1);
    expect(advanceIndex('😀a', 0, true)).toBe(2);
    expect(advanceIndex('a😀', 0, true)).toBe(1);
    expect(advanceIndex('\ud83d', 0, true)).toBe(1);
    expect(advanceIndex('\ude00\ud83d', 0, true)).toBe(1);
    expect(advanceIndex('ab', 2, true)).toBe(3);
  });
});

describe('the 50-match cap', () => {
  it(`lists ${MAX_SHOWN_MATCHES} matches, then says ${TRUNCATED_TEXT}`, () => {
    const text = 'x'.repeat(60);
    const result = ok(run('.', 'g', text, 'y'));
    expect(result.matches).toHaveLength(50);
    expect(result.matches[49]).toMatchObject({ start: 49, end: 50 });
    expect(result).toMatchObject({ truncated: true, total: 60, replaced: 'y'.repeat(60) });
    expect(matchSummary(result)).toBe('60 matches, the first 50 shown');
    expect(TRUNCATED_TEXT).toBe('\u2026truncated');
    expect(NO_CHANGE_TEXT).toBe('(no change)');
  });
  it('exactly 50 matches are not truncated', () => {
    const result = ok(run('.', 'g', 'x'.repeat(50)));
    expect(result).toMatchObject({ truncated: false, total: 50 });
    expect(matchSummary(result)).toBe('50 matches');
  });
  it('counts every match past the cap, with thousands separators', () => {
    expect(matchSummary(ok(run('.', 'gs', 'x'.repeat(12_345))))).toBe('12,345 matches, the first 50 shown');
  });
  it('one match reads in the singular', () => {
    expect(matchSummary(ok(run('b', 'g', 'abc')))).toBe('1 match');
  });
});

describe('invalid patterns', () => {
  it.each([
    ['(', 'g', 'Error: Invalid regular expression: /(/g: Unterminated group'],
    ['(', '', 'Error: Invalid regular expression: /(/: Unterminated group'],
    ['[a', 'gi', 'Error: Invalid regular expression: /[a/gi: Unterminated character class'],
    ['*', 'g', 'Error: Invalid regular expression: /*/g: Nothing to repeat'],
    ['a)', 'g', "Error: Invalid regular expression: /a)/g: Unmatched ')'"],
    [String.raw`\-`, 'gu', String.raw`Error: Invalid regular expression: /\-/gu: Invalid escape`],
    [
      '(?<n>a)(?<n>b)',
      'g',
      'Error: Invalid regular expression: /(?<n>a)(?<n>b)/g: Duplicate capture group name',
    ],
  ])('%s with flags %j', (pattern, flags, message) => {
    const outcome = run(pattern, flags, 'text');
    expect(outcome).toEqual({ error: 'engineError', values: { message: message.slice('Error: '.length) } });
    const failure = outcome as RegexFailure;
    expect(translate(en[failure.error], failure.values)).toBe(message);
  });
  it('the worker failures have their own messages', () => {
    expect([en.timeout, en.noWorker, en.workerFailed]).toEqual([
      'The pattern took too long (over 1 second) and was stopped. It may backtrack catastrophically; try a simpler pattern.',
      'The regex tester needs Web Workers, which this browser does not offer: patterns run in the background so that a slow one cannot freeze the page.',
      'The regex tester could not start its background worker, so the pattern was not run. Check your connection and reload the page.',
    ]);
  });
  it('an escape that is only invalid with u is fine without it', () => {
    expect(spans(run(String.raw`\-`, 'g', 'a-b'))).toEqual([[1, 2, '-']]);
  });
});

describe('replacement', () => {
  const replace = (pattern: string, flags: string, text: string, replacement: string) =>
    ok(run(pattern, flags, text, replacement)).replaced;
  // $&, $1, $<name>, $$, $` and $’ work like String.prototype.replace; a group that does not
  // exist stays literal.
  it.each([
    ['o', 'g', 'foo', '[$&]', 'f[o][o]'],
    [String.raw`(\w+) (\w+)`, '', 'hello world', '$2 $1', 'world hello'],
    [String.raw`(?<d>\d{2})/(?<m>\d{2})`, 'g', '29/02', '$<m>-$<d>', '02-29'],
    ['x', 'g', 'axb', '$$', 'a$b'],
    ['x', 'g', 'axb', '[$`]', 'a[a]b'],
    ['x', 'g', 'axb', "[$']", 'a[b]b'],
    ['(x)', 'g', 'x', '$9', '$9'],
    ['x', 'g', 'x', '$<none>', '$<none>'],
  ])('/%s/%s on %j with %j gives %j', (pattern, flags, text, replacement, replaced) => {
    expect(replace(pattern, flags, text, replacement)).toBe(replaced);
  });
  it('an empty replacement deletes the matches', () => {
    expect(ok(run(String.raw`\d`, 'g', 'a1b2c3'))).toMatchObject({ replaced: 'abc', changed: true });
    expect(ok(run('.+', 'g', 'all gone'))).toMatchObject({ replaced: '', changed: true });
  });
  it(`reports no change (${NO_CHANGE_TEXT}) when the result equals the text`, () => {
    expect(ok(run('z', 'g', 'abc', 'y'))).toMatchObject({ replaced: 'abc', changed: false });
    expect(ok(run('b', 'g', 'abc', 'b'))).toMatchObject({ replaced: 'abc', changed: false });
    expect(ok(run('a', 'g', '', 'b'))).toMatchObject({ replaced: '', changed: false, total: 0 });
  });
});

describe('highlightSegments', () => {
  it('cuts the text at the matches', () => {
    const text = 'Contact ana.lee@example.com or Bob@Test.com by Friday.';
    const result = ok(run(String.raw`\b[\w.]+@\w+\.com\b`, 'gi', text));
    expect(highlightSegments(text, result.matches)).toEqual([
      { text: 'Contact ', match: null },
      { text: 'ana.lee@example.com', match: 0 },
      { text: ' or ', match: null },
      { text: 'Bob@Test.com', match: 1 },
      { text: ' by Friday.', match: null },
    ]);
  });
  it('handles matches at the edges and back to back', () => {
    const result = ok(run('a', 'g', 'aab'));
    expect(highlightSegments('aab', result.matches)).toEqual([
      { text: 'a', match: 0 },
      { text: 'a', match: 1 },
      { text: 'b', match: null },
    ]);
    expect(highlightSegments('', [])).toEqual([]);
  });
  it('with a limit covers only the beginning: later matches left out, one across the limit cut', () => {
    const text = 'xaaxaaxaa';
    const result = ok(run('a+', 'g', text));
    expect(highlightSegments(text, result.matches, 5)).toEqual([
      { text: 'x', match: null },
      { text: 'aa', match: 0 },
      { text: 'x', match: null },
      { text: 'a', match: 1 },
    ]);
    expect(highlightSegments(text, result.matches, 4)).toEqual([
      { text: 'x', match: null },
      { text: 'aa', match: 0 },
      { text: 'x', match: null },
    ]);
    expect(highlightSegments(text, result.matches, 100)).toEqual(highlightSegments(text, result.matches));
  });
  it('ignores matches that do not fit the text (a stale result)', () => {
    const result = ok(run('b', 'g', 'abc'));
    expect(highlightSegments('a', result.matches)).toEqual([{ text: 'a', match: null }]);
  });
});

describe('shownLength and cutNote (long texts show their beginning)', () => {
  it('keeps a short text whole', () => {
    expect(shownLength('abc', 3)).toBe(3);
    expect(shownLength('', 3)).toBe(0);
  });
  it('cuts after the last line break in the second half, else at the limit', () => {
    expect(shownLength('abcdef\nghij', 10)).toBe(7);
    expect(shownLength('ab\ncdefghijkl', 10)).toBe(10);
    expect(shownLength('abcdefghijkl', 10)).toBe(10);
  });
  it('never splits a surrogate pair', () => {
    expect(shownLength('abcdefghi😀xyz', 10)).toBe(9);
    expect(shownLength('abcdefgh😀xyz', 10)).toBe(10);
  });
  it('says how much is shown', () => {
    expect(cutNoteText(t, 100_000, 250_000)).toBe('Showing the first 100,000 of 250,000 characters.');
  });
});

describe('properties', () => {
  const patterns = [
    'a',
    'a*',
    'b+',
    '.',
    String.raw`\w+`,
    '(a)|(b)',
    '(?<x>a)b?',
    '',
    '$',
    '^',
    String.raw`\b`,
    '😀',
  ];
  it('listed matches are real, ordered, non-overlapping, non-empty and at most 50; segments rebuild the text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...patterns),
        fc.subarray(['g', 'i', 'm', 's', 'u', 'y']).map((f) => f.join('')),
        fc.string({ unit: fc.constantFrom('a', 'b', 'A', ' ', '\n', '😀', '\ud83d'), maxLength: 120 }),
        (pattern, flags, text) => {
          const input: RegexInput = { pattern, flags, text, replacement: '-' };
          const outcome = runRegex(input);
          if (pattern === '') {
            expect(outcome).toBeNull();
            return;
          }
          const result = ok(outcome);
          expect(result.matches.length).toBeLessThanOrEqual(MAX_SHOWN_MATCHES);
          expect(result.truncated).toBe(result.total > MAX_SHOWN_MATCHES);
          let last = 0;
          for (const m of result.matches) {
            expect(m.end).toBeGreaterThan(m.start);
            expect(m.start).toBeGreaterThanOrEqual(last);
            expect(text.slice(m.start, m.end)).toBe(m.text);
            last = m.end;
          }
          if (!flags.includes('g')) expect(result.total).toBeLessThanOrEqual(1);
          expect(result.replaced).toBe(text.replace(new RegExp(pattern, normalizeFlags(flags)), '-'));
          expect(result.changed).toBe(result.replaced !== text);
          const segments = highlightSegments(text, result.matches);
          expect(segments.map((s) => s.text).join('')).toBe(text);
          expect(segments.filter((s) => s.match !== null)).toHaveLength(result.matches.length);
        },
      ),
    );
  });
});
