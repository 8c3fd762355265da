import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate, type T } from '~/lib/i18n';
import {
  clampIndent,
  formatJson,
  highlightTokens,
  locateError,
  MAX_DEPTH,
  parseTree,
  printJson,
  sortKeys,
  utf8Length,
} from './json-beautifier';
import {
  formatBytes,
  INDENT_DEFAULT,
  INDENT_SIZES,
  JSON_LINK_MAX,
  type FormatInput,
  type FormatOutcome,
  type JsonError,
} from './json-constants';
import en from './messages/en';
import { errorMessageText, sizeText } from './words';

/** The page's words in English, as the components get them. */
const t = ((key: keyof typeof en, params?: Record<string, string | number>) =>
  translate(en[key], params)) as unknown as T<typeof en>;

const run = (text: string, patch: Partial<FormatInput> = {}): FormatOutcome =>
  formatJson({ text, indent: 2, sort: false, mode: 'formatted', ...patch });

/** The output, failing the test when there is none. */
function out(text: string, patch: Partial<FormatInput> = {}): string {
  const result = run(text, patch);
  if (!result || 'error' in result) throw new Error(`expected output, got ${JSON.stringify(result)}`);
  return result.output;
}

/** The error, with the message the page shows for it (the parser's own, or the depth limit's). */
function err(text: string, patch: Partial<FormatInput> = {}): JsonError & { message: string } {
  const result = run(text, patch);
  if (!result || !('error' in result)) throw new Error(`expected an error, got ${JSON.stringify(result)}`);
  return { ...result.error, message: errorMessageText(t, result.error) };
}

const EXAMPLE = '{"name":"Ada Lovelace","born":1815,"langs":["en","fr"],"active":true}';

describe('the spec', () => {
  it('offers indents 1, 2, 3, 4, 6 and 8, default 2; a link may carry 1 to 8', () => {
    expect(INDENT_SIZES).toEqual([1, 2, 3, 4, 6, 8]);
    expect(INDENT_DEFAULT).toBe(2);
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) expect(clampIndent(n)).toBe(n);
    for (const n of [0, 9, -2, 2.5, Number.NaN, Infinity]) expect(clampIndent(n)).toBe(2);
  });

  it('formats the catalogue example with 4 spaces and sorted keys', () => {
    expect(out(EXAMPLE, { indent: 4, sort: true })).toBe(
      [
        '{',
        '    "active": true,',
        '    "born": 1815,',
        '    "langs": [',
        '        "en",',
        '        "fr"',
        '    ],',
        '    "name": "Ada Lovelace"',
        '}',
      ].join('\n'),
    );
  });

  it('minifies the example, sorted or not', () => {
    expect(out(EXAMPLE, { mode: 'minified', sort: true })).toBe(
      '{"active":true,"born":1815,"langs":["en","fr"],"name":"Ada Lovelace"}',
    );
    expect(out(JSON.stringify(JSON.parse(EXAMPLE), null, 8), { mode: 'minified' })).toBe(EXAMPLE);
  });

  it('lays out every indent as JSON.stringify does', () => {
    const doc = '{"a":[1,{"b":null,"c":[]},{}],"d":{"e":"f"},"g":[[]]}';
    for (let n = 1; n <= 8; n++) {
      expect(out(doc, { indent: n })).toBe(JSON.stringify(JSON.parse(doc), null, n));
    }
    // An indent the tool does not offer is formatted with the default.
    expect(out(doc, { indent: 12 })).toBe(JSON.stringify(JSON.parse(doc), null, 2));
  });

  it('shows the parser message for invalid JSON', () => {
    const error = err('{"a":1,}');
    expect(error.kind).toBe('parse');
    expect(error.message).toMatch(/property name/i);
    expect(error.message).toMatch(/position 7/);
    expect(error).toMatchObject({ line: 1, column: 8 });
  });
});

describe('empty input', () => {
  it.each(['', ' ', '\n\n', '\t \r\n ', '\u00a0'])('%j shows the intro (null)', (text) => {
    expect(run(text)).toBeNull();
  });
});

describe('scalars and layout', () => {
  it('prints a lone value as it is', () => {
    for (const text of ['"abc"', '42', '-0.5e-3', 'true', 'false', 'null', '  "x"  ']) {
      expect(out(text)).toBe(text.trim());
      expect(out(text, { mode: 'minified' })).toBe(text.trim());
    }
  });

  it('keeps empty objects and arrays on one line and drops every other whitespace', () => {
    expect(out('{ "a" : { } , "b" : [ \n ] }')).toBe('{\n  "a": {},\n  "b": []\n}');
    expect(out('[\r\n\t1 ,\t2\r\n]', { mode: 'minified' })).toBe('[1,2]');
  });

  it('never changes whitespace inside strings', () => {
    expect(out('{"a b":" x\\n y ","c":"\\"}{[],:"}', { mode: 'minified' })).toBe(
      '{"a b":" x\\n y ","c":"\\"}{[],:"}',
    );
    expect(out('["\\\\", "\\\\\\"", "a\\\\"]', { mode: 'minified' })).toBe('["\\\\","\\\\\\"","a\\\\"]');
  });
});

describe('lossless output', () => {
  it('keeps huge and precise numbers exactly as written', () => {
    const text = '{"big":12345678901234567890,"tiny":1e-400,"huge":1e400,"price":1.50,"neg":-0,"exp":2E+10}';
    expect(out(text, { mode: 'minified' })).toBe(text);
    // JSON.stringify would have written 12345678901234567000, 0, null, 1.5, 0, 20000000000.
    expect(out(text)).toContain('"big": 12345678901234567890');
    expect(out(text)).toContain('"huge": 1e400');
  });

  it('keeps unicode and escapes as written', () => {
    const text = '{"café":"naïve ☕ 😀","esc":"\\u00e9\\ud83d\\ude00\\n","cjk":"日本語"}';
    expect(out(text, { mode: 'minified' })).toBe(text);
    expect(out(text)).toBe(
      '{\n  "café": "naïve ☕ 😀",\n  "esc": "\\u00e9\\ud83d\\ude00\\n",\n  "cjk": "日本語"\n}',
    );
  });

  it('keeps duplicate keys in order and counts them (JSON.parse would keep the last)', () => {
    const result = run('{"b":1,"a":2,"b":3,"a":4,"a":5}', { sort: true, mode: 'minified' });
    expect(result).toMatchObject({
      output: '{"a":2,"a":4,"a":5,"b":1,"b":3}',
      stats: { duplicateKeys: 3, keys: 5 },
    });
    // The value JSON.parse keeps is still the last one.
    expect(JSON.parse((result as { output: string }).output)).toEqual({ a: 5, b: 3 });
  });
});

describe('sorting keys', () => {
  it('sorts objects at every depth, inside arrays too, and keeps array order', () => {
    const text =
      '{"z":[{"y":1,"x":{"d":1,"c":2}},[{"b":1,"a":2}]],"m":["c","a","b"],"a":{"k":{"j":{"i":0,"h":0}}}}';
    expect(out(text, { sort: true, mode: 'minified' })).toBe(
      '{"a":{"k":{"j":{"h":0,"i":0}}},"m":["c","a","b"],"z":[{"x":{"c":2,"d":1},"y":1},[{"a":2,"b":1}]]}',
    );
  });

  it('compares UTF-16 code units (a < b): capitals first, "10" before "9", accents after z', () => {
    const text = '{"b":0,"a":0,"B":0,"9":0,"10":0,"é":0,"z":0,"_":0,"":0,"😀":0,"ﬀ":0}';
    // Read from the printed text: JSON.parse would list integer-like keys first whatever the order.
    const printed = [...out(text, { sort: true }).matchAll(/^ {2}"([^"]*)"/gm)].map((m) => m[1]);
    expect(printed).toEqual(['', '10', '9', 'B', '_', 'a', 'b', 'z', 'é', '😀', 'ﬀ']);
  });

  it('sorts by the decoded key, whatever its escapes', () => {
    expect(out('{"b":1,"\\u0061":2,"\\u0063":3}', { sort: true, mode: 'minified' })).toBe(
      '{"\\u0061":2,"b":1,"\\u0063":3}',
    );
  });

  it('sortKeys sorts the tree it is given, at every depth, and returns it', () => {
    const tree = parseTree('[{"b":{"d":1,"c":2},"a":[{"f":1,"e":2}]},"z",{"y":[],"x":{}}]');
    expect(sortKeys(tree.root)).toBe(tree.root);
    expect(printJson(tree.root, null)).toBe('[{"a":[{"e":2,"f":1}],"b":{"c":2,"d":1}},"z",{"x":{},"y":[]}]');
    expect(sortKeys('"lone"')).toBe('"lone"');
  });

  it('keeps __proto__, constructor and prototype keys as data and pollutes nothing', () => {
    const text =
      '{"z":1,"__proto__":{"polluted":true,"b":2,"a":1},"constructor":{"prototype":{"polluted":true}}}';
    const output = out(text, { sort: true, mode: 'minified' });
    expect(output).toBe(
      '{"__proto__":{"a":1,"b":2,"polluted":true},"constructor":{"prototype":{"polluted":true}},"z":1}',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
    // Read back, the key is an own property, as JSON.parse made it.
    const back = JSON.parse(output) as object;
    expect(Object.hasOwn(back, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
  });
});

describe('properties', () => {
  const values = fc.jsonValue({ stringUnit: 'grapheme' });

  it('parse(format(x)) equals x, sorted or not, for every indent', () => {
    fc.assert(
      fc.property(values, fc.constantFrom(1, 2, 3, 4, 6, 8), fc.boolean(), (value, indent, sort) => {
        const text = JSON.stringify(value);
        expect(JSON.parse(out(text, { indent, sort }))).toEqual(JSON.parse(text));
      }),
    );
  });

  it('formatting matches JSON.stringify, and minify(format(x)) gives JSON.stringify(x) back', () => {
    fc.assert(
      fc.property(values, fc.constantFrom(1, 2, 3, 4, 6, 8), (value, indent) => {
        const text = JSON.stringify(value);
        const formatted = out(text, { indent });
        expect(formatted).toBe(JSON.stringify(value, null, indent));
        expect(out(formatted, { mode: 'minified' })).toBe(text);
        // Format again after minifying: the same document.
        expect(out(out(formatted, { mode: 'minified' }), { indent })).toBe(formatted);
      }),
    );
  });

  it('sorting is idempotent and the output bytes are counted exactly', () => {
    fc.assert(
      fc.property(values, (value) => {
        const result = run(JSON.stringify(value), { sort: true }) as {
          output: string;
          stats: { outputBytes: number };
        };
        expect(out(result.output, { sort: true })).toBe(result.output);
        expect(result.stats.outputBytes).toBe(utf8Length(result.output));
      }),
    );
  });

  // About a second alone; more on a busy machine (the whole suite runs on 2 cores), hence the limit.
  it('never throws, whatever the text, and always says something', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.string({ unit: 'binary' })), (text) => {
        const result = run(text);
        if (result && 'error' in result) {
          expect(errorMessageText(t, result.error).length).toBeGreaterThan(0);
          if (result.error.line !== undefined) {
            expect(result.error.line).toBeGreaterThanOrEqual(1);
            expect(result.error.column).toBeGreaterThanOrEqual(1);
          }
        }
      }),
    );
  }, 30_000);
});

describe('where the error is', () => {
  it('finds line and column on a multi-line document', () => {
    const text = '{\n  "a": 1,\n  "b": [1, 2\n  "c": 3\n}';
    const error = err(text);
    const position = Number(/position (\d+)/.exec(error.message)![1]);
    expect(text[position]).toBe('"');
    expect(error).toMatchObject({ line: 4, column: 3 });
    expect(error.excerpt).toEqual({ text: '  "c": 3', caret: 2 });
  });

  it('counts CRLF and lone CR as one line break each', () => {
    const crlf = '{\r\n  "a": 1,\r\n}';
    expect(err(crlf)).toMatchObject({ line: 3, column: 1 });
    const cr = '{\r  "a": 1\r  "b": 2\r}';
    expect(err(cr)).toMatchObject({ line: 3, column: 3 });
    expect(locateError('[1,\r\n\r\n  x]', 'Unexpected token in JSON at position 9')).toMatchObject({
      line: 3,
      column: 3,
    });
  });

  it('reads V8 positions, newer V8 line/column suffixes and Firefox line/column', () => {
    const text = '{\n  "a": 1,\n}';
    expect(
      locateError(text, 'Expected double-quoted property name in JSON at position 12 (line 3 column 1)'),
    ).toMatchObject({ line: 3, column: 1 });
    expect(
      locateError(
        '{\n  "a" 1\n}',
        "JSON.parse: expected ':' after property name in object at line 2 column 7 of the JSON data",
      ),
    ).toMatchObject({ line: 2, column: 7, excerpt: { text: '  "a" 1', caret: 6 } });
  });

  it('shows only the message when the engine gives no place', () => {
    expect(locateError('abc', 'JSON Parse error: Unexpected identifier "abc"')).toEqual({
      message: 'JSON Parse error: Unexpected identifier "abc"',
    });
    const error = err('x'.repeat(JSON_LINK_MAX));
    expect(error.message.length).toBeGreaterThan(0);
    expect(error.message).not.toMatch(/undefined|NaN/);
    expect(locateError('[1', 'at line 9 column 1')).toEqual({ message: 'at line 9 column 1' });
  });

  it('clamps a position past the end to the end', () => {
    expect(locateError('[1,\n2', 'Unexpected end at position 99')).toMatchObject({ line: 2, column: 2 });
  });

  it('cuts long lines around the place, keeps emoji whole and turns tabs into spaces', () => {
    const line = `{"key": "${'a'.repeat(60)}", "x": ?, "${'b'.repeat(60)}": 1}`;
    const position = line.indexOf('?');
    const { excerpt } = locateError(line, `Unexpected token at position ${position}`);
    expect(excerpt!.text.startsWith('…')).toBe(true);
    expect(excerpt!.text.endsWith('…')).toBe(true);
    expect([...excerpt!.text][excerpt!.caret]).toBe('?');

    const emoji = `["${'😀'.repeat(30)}"\t?]`;
    const at = emoji.indexOf('?');
    const located = locateError(emoji, `at position ${at}`);
    expect(located.column).toBe(at + 1);
    expect(located.excerpt!.text).not.toMatch(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/,
    );
    expect(located.excerpt!.text).not.toContain('\t');
    expect([...located.excerpt!.text][located.excerpt!.caret]).toBe('?');
  });

  it('points at the end of an unterminated string on the right line', () => {
    const error = err('[\n  "abc\n]');
    // V8: 'Bad control character in string literal' at the line break inside the string.
    expect(error.line).toBe(2);
    expect(error.column).toBe(7);
  });
});

describe('depth', () => {
  const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);

  it(`formats up to ${MAX_DEPTH} levels and refuses deeper documents without crashing`, () => {
    expect(run(nested(MAX_DEPTH), { mode: 'minified' })).toMatchObject({
      output: nested(MAX_DEPTH),
      stats: { depth: MAX_DEPTH },
    });
    const error = err(nested(MAX_DEPTH + 1));
    expect(error).toMatchObject({ kind: 'depth', line: 1, column: MAX_DEPTH + 1 });
    expect(error.message).toBe('This document is nested more than 1,000 levels deep, too deep to format.');
    expect(err(nested(100_000)).kind).toBe('depth');
  });
});

describe('stats', () => {
  it('counts keys, values, depth and sizes', () => {
    const result = run('{"a":[1,"é",{"b":null}],"c":{},"d":true}');
    expect(result).toMatchObject({
      stats: { keys: 4, values: 4, depth: 3, duplicateKeys: 0, inputBytes: 41 },
    });
    expect(run('"x"')).toMatchObject({ stats: { keys: 0, values: 1, depth: 0 } });
    expect(run('[]')).toMatchObject({ stats: { keys: 0, values: 0, depth: 1 } });
  });

  it('measures UTF-8 bytes like Node does, lone surrogates included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(utf8Length(text)).toBe(Buffer.byteLength(text, 'utf8'));
      }),
    );
    expect(utf8Length('a\ud800b')).toBe(5);
  });

  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [999, '999 bytes'],
    [1000, '1.0 KB'],
    [12_345, '12.3 KB'],
    [999_960, '1.0 MB'],
    [5_242_880, '5.2 MB'],
    [3e9, '3.0 GB'],
  ])('writes %d bytes as %s', (bytes, text) => {
    expect(sizeText(t, bytes)).toBe(text);
    expect(formatBytes(bytes, (n) => `${n} B`)).toBe(bytes < 1000 ? `${bytes} B` : text);
  });
});

describe('highlightTokens', () => {
  it('marks keys, strings, numbers and literals', () => {
    expect(highlightTokens('{\n  "a": "x:",\n  "b": [-1.5e3, true, null]\n}')).toEqual([
      { kind: 'plain', text: '{\n  ' },
      { kind: 'key', text: '"a"' },
      { kind: 'plain', text: ': ' },
      { kind: 'string', text: '"x:"' },
      { kind: 'plain', text: ',\n  ' },
      { kind: 'key', text: '"b"' },
      { kind: 'plain', text: ': [' },
      { kind: 'number', text: '-1.5e3' },
      { kind: 'plain', text: ', ' },
      { kind: 'literal', text: 'true' },
      { kind: 'plain', text: ', ' },
      { kind: 'literal', text: 'null' },
      { kind: 'plain', text: ']\n}' },
    ]);
  });

  it('joins back to the text it was given', () => {
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: 'binary' }), fc.boolean(), (value, minified) => {
        const text = out(JSON.stringify(value), { mode: minified ? 'minified' : 'formatted' });
        expect(
          highlightTokens(text)
            .map((t) => t.text)
            .join(''),
        ).toBe(text);
      }),
    );
  });
});
