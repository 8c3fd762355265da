import fc from 'fast-check';
import jsQR from 'jsqr';
import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { translate, type T } from '~/lib/i18n';
import { buildQuery, readQuery } from '~/lib/url-params';
import {
  BG_DEFAULT,
  clampSize,
  colourWarnings,
  contrastRatio,
  describeQr,
  EC_DEFAULT,
  EC_INFO,
  EC_LEVELS,
  type EcLevel,
  FG_DEFAULT,
  formatRatio,
  holdsWifiPassword,
  isTooLongError,
  type Modules,
  modulesFromBits,
  parseHexInput,
  pixelLayout,
  QUIET_ZONE,
  readHexParam,
  relativeLuminance,
  safeHex,
  shortText,
  SIZE_DEFAULT,
  SIZE_MAX,
  SIZE_MIN,
  tooLong,
  totalModules,
  utf8Length,
  versionOf,
  wellFormed,
} from './qr-generator';
import { darkPath, darkRuns, matrixToSvg, sizeForSharpModules, smallModuleWarning } from './qr-image';
import en from './messages/en';
import { colourWarningText, factTexts, smallModulesText, summaryText, tooLongText } from './words';

/** The page's words in English, as the components get them. */
const t = ((key: keyof typeof en, params?: Record<string, string | number>) =>
  translate(en[key], params)) as unknown as T<typeof en>;
/** The facts and the summary as the English page words them. */
const describedQr = (input: Parameters<typeof describeQr>[0]) => {
  const facts = describeQr(input);
  return { ...factTexts(t, facts), summary: summaryText(t, facts) };
};
const tooLongMessage = (level: EcLevel, bytes: number) => tooLongText(t, tooLong(level, bytes));
const warningsFor = (fg: string, bg: string) => colourWarnings(fg, bg).map((w) => colourWarningText(t, w));
const smallModules = (size: number, count: number) => {
  const warning = smallModuleWarning(size, count);
  return warning && smallModulesText(t, warning);
};
import { schema } from './schema';

/** The encoder's symbol as rows of booleans, as the page gets it. */
const symbol = (text: string, level: EcLevel = 'M'): Modules => {
  const qr = create(text, { errorCorrectionLevel: level });
  return modulesFromBits(qr.modules.size, qr.modules.data);
};

/** Draws the symbol as the page's PNG does (same layout), into an RGBA buffer. */
function rasterize(modules: Modules, size: number, fg = FG_DEFAULT, bg = BG_DEFAULT): Uint8ClampedArray {
  const rgb = (hex: string) => [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [dark, light] = [rgb(fg), rgb(bg)];
  const pixels = new Uint8ClampedArray(size * size * 4);
  for (let i = 0; i < size * size; i++) pixels.set([...light, 255], i * 4);
  const { edges } = pixelLayout(size, modules.length);
  for (const { x, y, length } of darkRuns(modules)) {
    for (let py = edges[y]!; py < edges[y + 1]!; py++) {
      for (let px = edges[x]!; px < edges[x + length]!; px++)
        pixels.set([...dark, 255], (py * size + px) * 4);
    }
  }
  return pixels;
}

const decode = (modules: Modules, size: number, fg?: string, bg?: string) =>
  jsQR(rasterize(modules, size, fg, bg), size, size, { inversionAttempts: 'dontInvert' })?.data ?? null;

/** Reads a path of `M{x} {y}h{n}v1h-{n}z` runs back into the set of covered modules. */
function cellsOfPath(path: string): Set<string> {
  expect(path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)*$/);
  const cells = new Set<string>();
  for (const match of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    const [x, y, length, back] = match.slice(1).map(Number) as [number, number, number, number];
    expect(back).toBe(length);
    for (let i = 0; i < length; i++) {
      const key = `${x + i},${y}`;
      expect(cells.has(key), `module ${key} drawn twice`).toBe(false);
      cells.add(key);
    }
  }
  return cells;
}

const matrixArb = fc
  .integer({ min: 1, max: 25 })
  .chain((n) =>
    fc.array(fc.array(fc.boolean(), { minLength: n, maxLength: n }), { minLength: n, maxLength: n }),
  );

describe('the encoder and the page agree (round trip through a QR reader)', () => {
  it.each(EC_LEVELS)("'hello' at level %s decodes back to 'hello'", (level) => {
    const modules = symbol('hello', level);
    expect(decode(modules, SIZE_DEFAULT)).toBe('hello');
  });

  it('the catalogue example: version 3 at Q, 320 px, 8 px modules, decodes to the URL', () => {
    const modules = symbol('https://example.com/menu', 'Q');
    expect(modules).toHaveLength(29);
    expect(describeQr({ count: 29, level: 'Q', text: 'https://example.com/menu', size: 320 })).toEqual({
      version: 3,
      count: 29,
      level: 'Q',
      recovery: 25,
      bytes: 24,
      px: 320,
      modulePx: 8,
    });
    expect(describedQr({ count: 29, level: 'Q', text: 'https://example.com/menu', size: 320 })).toEqual({
      version: 'Version 3 (29 × 29 modules)',
      errorCorrection: 'Q (recovers up to 25% damage)',
      bytes: '24 bytes',
      image: '320 × 320 px (8 px per module)',
      summary: 'QR code ready: version 3 (29 × 29 modules), error correction Q, 24 bytes, 320 px.',
    });
    expect(decode(modules, 320)).toBe('https://example.com/menu');
  });

  it('UTF-8 text, Wi-Fi details and custom colours decode too', () => {
    expect(decode(symbol('Grüße aus Köln 😀', 'H'), 400)).toBe('Grüße aus Köln 😀');
    expect(decode(symbol('WIFI:T:WPA;S:MyNetwork;P:password;;'), 256)).toBe(
      'WIFI:T:WPA;S:MyNetwork;P:password;;',
    );
    expect(decode(symbol('dark blue on cream'), 256, '1e3a8a', 'fef9c3')).toBe('dark blue on cream');
  });

  it('a long text (version 40) decodes at 1024 px', () => {
    const text = 'The quick brown fox jumps over the lazy dog. '.repeat(40).slice(0, 1600);
    const modules = symbol(text, 'L');
    expect(versionOf(modules.length)).toBeGreaterThan(25);
    expect(decode(modules, SIZE_MAX)).toBe(text);
  });
});

describe('error correction levels and capacity', () => {
  it('recovery shares are 7, 15, 25 and 30%', () => {
    expect(EC_LEVELS.map((level) => EC_INFO[level].recovery)).toEqual([7, 15, 25, 30]);
    expect(EC_DEFAULT).toBe('M');
  });

  it.each(EC_LEVELS)('level %s holds exactly its listed number of bytes in version 40', (level) => {
    const max = EC_INFO[level].maxBytes;
    const full = create('a'.repeat(max), { errorCorrectionLevel: level });
    expect(full.version).toBe(40);
    expect(() => create('a'.repeat(max + 1), { errorCorrectionLevel: level })).toThrow(
      'The amount of data is too big to be stored in a QR Code',
    );
  });

  it('recognises the encoder’s too-long error, and only that one', () => {
    let error: unknown;
    try {
      create('x'.repeat(3000), { errorCorrectionLevel: 'H' });
    } catch (e) {
      error = e;
    }
    expect(isTooLongError(error)).toBe(true);
    expect(isTooLongError(new Error('No input text'))).toBe(false);
    expect(isTooLongError('too big')).toBe(false);
  });

  it('the too-long message states the bytes and the limit, and suggests a level where it fits', () => {
    expect(tooLongMessage('H', 1400)).toBe(
      'Too long for a QR code at error correction H: the text is 1,400 bytes and at most 1,273 fit. Shorten the text or lower the error correction (it fits at Q).',
    );
    expect(tooLongMessage('H', 2000)).toBe(
      'Too long for a QR code at error correction H: the text is 2,000 bytes and at most 1,273 fit. Shorten the text or lower the error correction (it fits at M).',
    );
    expect(tooLongMessage('Q', 2500)).toBe(
      'Too long for a QR code at error correction Q: the text is 2,500 bytes and at most 1,663 fit. Shorten the text or lower the error correction (it fits at L).',
    );
    expect(tooLongMessage('L', 3000)).toBe(
      'Too long for a QR code at error correction L: the text is 3,000 bytes and at most 2,953 fit. Shorten the text.',
    );
    expect(tooLongMessage('M', 5000)).toMatch(/Shorten the text\.$/);
    expect(tooLong('H', 1400)).toEqual({ level: 'H', bytes: 1400, maxBytes: 1273, fitsAt: 'Q' });
    expect(tooLong('L', 3000).fitsAt).toBeNull();
  });
});

describe('colours', () => {
  it('reads only 6 hex digits without # from the address', () => {
    expect(readHexParam('1e3a8a')).toBe('1e3a8a');
    expect(readHexParam('1E3A8A')).toBe('1e3a8a');
    for (const bad of ['', '#1e3a8a', 'fff', '1e3a8a0', '12345g', ' 000000', 'red', '<svg>', '0x1234'])
      expect(readHexParam(bad), bad).toBeUndefined();
  });

  it('accepts #, upper case, short form and spaces in the hex box', () => {
    expect(parseHexInput('#1E3A8A')).toBe('1e3a8a');
    expect(parseHexInput(' 1e3a8a ')).toBe('1e3a8a');
    expect(parseHexInput('#abc')).toBe('aabbcc');
    expect(parseHexInput('F0a')).toBe('ff00aa');
    for (const bad of ['', '#', '12345', '1234567', 'red', '##123456', 'ggg'])
      expect(parseHexInput(bad), bad).toBeNull();
  });

  it('falls back from anything that is not a colour', () => {
    expect(safeHex('ABCDEF', '000000')).toBe('abcdef');
    expect(safeHex('"/><script>', '000000')).toBe('000000');
  });

  it('contrast: black on white is 21, #777 on white about 4.48, a colour on itself 1', () => {
    expect(contrastRatio('000000', 'ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('777777', 'ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('1e3a8a', '1e3a8a')).toBe(1);
    expect(relativeLuminance('000000')).toBe(0);
    expect(relativeLuminance('ffffff')).toBeCloseTo(1, 12);
  });

  it('contrast is symmetric and between 1 and 21', () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => n.toString(16).padStart(6, '0'));
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeCloseTo(contrastRatio(b, a), 12);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21 + 1e-9);
        expect(formatRatio(ratio)).toMatch(/^\d{1,2}(\.\d)?:1$/);
      }),
    );
  });

  it('writes ratios cut to one decimal, never rounded up past a threshold', () => {
    expect(formatRatio(contrastRatio('000000', 'ffffff'))).toBe('21:1');
    expect(formatRatio(contrastRatio('777777', 'ffffff'))).toBe('4.4:1');
    expect(formatRatio(3.999)).toBe('3.9:1');
    expect(formatRatio(1)).toBe('1:1');
  });

  it('warns about low contrast and light-on-dark codes', () => {
    expect(colourWarnings(FG_DEFAULT, BG_DEFAULT)).toEqual([]);
    expect(colourWarnings('777777', 'ffffff')).toEqual([]);
    expect(colourWarnings('aaaaaa', 'ffffff')).toEqual([{ kind: 'lowContrast', ratio: '2.3:1' }]);
    expect(warningsFor('aaaaaa', 'ffffff')).toEqual([
      'Low contrast (2.3:1): some phones may not read this code. Aim for 4:1 or more, dark on light.',
    ]);
    expect(warningsFor('ffffff', '000000')).toEqual([
      'The foreground is lighter than the background: many scanners cannot read light-on-dark (inverted) codes. Use a dark foreground on a light background.',
    ]);
    expect(colourWarnings('eeeeee', 'cccccc')).toHaveLength(2);
    expect(warningsFor('336699', '336699')).toEqual([
      'Low contrast (1:1): some phones may not read this code. Aim for 4:1 or more, dark on light.',
    ]);
  });
});

describe('the address', () => {
  it('reads the catalogue example and writes it back', () => {
    const search = '?text=https%3A%2F%2Fexample.com%2Fmenu&ec=Q&size=320';
    const { state } = readQuery(schema, search);
    expect(state).toEqual({
      text: 'https://example.com/menu',
      ec: 'Q',
      size: 320,
      fg: '000000',
      bg: 'ffffff',
    });
    expect(buildQuery(schema, state)).toBe(search);
  });

  it('reads colours, ignores bad ones, clamps the size, and leaves defaults out', () => {
    const { state } = readQuery(schema, '?text=hi&ec=X&size=5000&fg=1E3A8A&bg=%23ffffff');
    expect(state).toEqual({ text: 'hi', ec: 'M', size: 1024, fg: '1e3a8a', bg: 'ffffff' });
    expect(readQuery(schema, '?size=12&fg=red&bg=').state).toMatchObject({
      size: 128,
      fg: '000000',
      bg: 'ffffff',
    });
    expect(readQuery(schema, '?size=3.5').state.size).toBe(SIZE_DEFAULT);
    expect(buildQuery(schema, { ...state, size: 256, ec: 'M' })).toBe('?text=hi&fg=1e3a8a');
    // A value that is not a colour is never written.
    expect(buildQuery(schema, { ...state, fg: '"><x', bg: 'fef9c3' })).toBe('?text=hi&size=1024&bg=fef9c3');
  });

  it('a link keeps the first 100 characters of the text', () => {
    const long = 'a'.repeat(150);
    expect(buildQuery(schema, { ...readQuery(schema, '').state, text: long })).toBe(
      `?text=${'a'.repeat(100)}`,
    );
  });
});

describe('text', () => {
  it('counts UTF-8 bytes', () => {
    expect(utf8Length('')).toBe(0);
    expect(utf8Length('hello')).toBe(5);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('€')).toBe(3);
    expect(utf8Length('😀')).toBe(4);
    expect(utf8Length('\ud83d')).toBe(3); // a lone half of an emoji is sent as U+FFFD
  });

  it('counts as TextEncoder does, for any text', () => {
    const encoder = new TextEncoder();
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 40 }),
        fc.string({ unit: 'grapheme', maxLength: 10 }),
        (a, b) => {
          expect(utf8Length(a + b)).toBe(encoder.encode(a + b).length);
        },
      ),
    );
  });

  it('replaces lone surrogates so the encoder never throws on a cut link', () => {
    const cut = `${'a'.repeat(99)}😀`.slice(0, 100);
    expect(wellFormed(cut)).toBe(`${'a'.repeat(99)}\ufffd`);
    expect(wellFormed('ok 😀')).toBe('ok 😀');
    expect(() => create(wellFormed(cut))).not.toThrow();
  });

  it('shortens the accessible name to one line of at most 100 characters', () => {
    expect(shortText('https://example.com/menu')).toBe('https://example.com/menu');
    expect(shortText('line one\nline two\t end ')).toBe('line one line two end');
    const long = shortText('x'.repeat(300));
    expect([...long]).toHaveLength(100);
    expect(long.endsWith('…')).toBe(true);
    expect([...shortText('😀'.repeat(150))]).toHaveLength(100);
  });
});

describe('modules and drawing', () => {
  it('reads the bit matrix row by row', () => {
    expect(modulesFromBits(2, [1, 0, 0, 1])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(versionOf(21)).toBe(1);
    expect(versionOf(177)).toBe(40);
  });

  it('the path covers exactly the dark modules, each once, shifted by the quiet zone', () => {
    fc.assert(
      fc.property(matrixArb, (modules) => {
        const expected = new Set<string>();
        modules.forEach((row, y) =>
          row.forEach((dark, x) => dark && expected.add(`${x + QUIET_ZONE},${y + QUIET_ZONE}`)),
        );
        expect(cellsOfPath(darkPath(modules))).toEqual(expected);
      }),
    );
  });

  it('merges neighbours in a row into one run', () => {
    expect(darkRuns([[true, true, false, true]])).toEqual([
      { x: 0, y: 0, length: 2 },
      { x: 3, y: 0, length: 1 },
    ]);
    expect(darkPath([[false, true, true]])).toBe('M5 4h2v1h-2z');
    expect(darkPath([[false]])).toBe('');
  });

  it('the SVG file holds only markup built from numbers and checked colours', () => {
    const safe = /^[A-Za-z0-9 \n<>/="#.:?_-]*$/;
    fc.assert(
      fc.property(
        matrixArb,
        fc.integer({ min: -5000, max: 5000 }),
        fc.string(),
        fc.string(),
        (m, size, fg, bg) => {
          const svg = matrixToSvg(size, m, fg, bg);
          expect(svg).toMatch(safe);
          expect(svg).toContain(`width="${clampSize(size)}"`);
          expect(svg).toContain(`fill="#${safeHex(fg, FG_DEFAULT)}"`);
          expect(svg).toContain(`fill="#${safeHex(bg, BG_DEFAULT)}"`);
        },
      ),
    );
  });

  it('writes the catalogue example as an SVG file of 320 px with the quiet zone', () => {
    const modules = symbol('https://example.com/menu', 'Q');
    const svg = matrixToSvg(320, modules, '1E3A8A', '<script>');
    expect(
      svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"'),
    ).toBe(true);
    expect(svg).toContain('width="320" height="320" viewBox="0 0 37 37"');
    expect(svg).toContain('<rect width="37" height="37" fill="#ffffff"/>');
    expect(svg).toContain(`<path fill="#1e3a8a" d="${darkPath(modules)}"/>`);
    expect(svg).not.toContain('script');
  });

  it('places whole-pixel modules with at least the quiet zone on every side', () => {
    const counts = fc.integer({ min: 1, max: 40 }).map((version) => 17 + 4 * version);
    fc.assert(
      fc.property(fc.integer({ min: SIZE_MIN, max: SIZE_MAX }), counts, (size, count) => {
        const { modulePx, edges } = pixelLayout(size, count);
        expect(edges).toHaveLength(count + 1);
        expect(edges[0]).toBeGreaterThanOrEqual(0);
        expect(edges[count]).toBeLessThanOrEqual(size);
        for (let i = 0; i < count; i++) expect(edges[i + 1]!).toBeGreaterThanOrEqual(edges[i]!);
        if (size >= totalModules(count)) {
          expect(Number.isInteger(modulePx)).toBe(true);
          for (let i = 0; i < count; i++) expect(edges[i + 1]! - edges[i]!).toBe(modulePx);
          expect(edges[0]).toBeGreaterThanOrEqual(QUIET_ZONE * modulePx);
          expect(size - edges[count]!).toBeGreaterThanOrEqual(QUIET_ZONE * modulePx);
        } else {
          expect(modulePx).toBeLessThan(1);
        }
      }),
    );
  });

  it('centres the symbol: 256 px for version 1 gives 8 px modules and a 44 px margin', () => {
    const { modulePx, edges } = pixelLayout(256, 21);
    expect(modulePx).toBe(8);
    expect(edges[0]).toBe(44);
    expect(edges[21]).toBe(212);
  });

  it('hints at a larger image when modules are under 2 px', () => {
    expect(smallModuleWarning(256, 21)).toBeNull();
    expect(smallModuleWarning(370, 177)).toBeNull();
    expect(sizeForSharpModules(57)).toBe(144);
    expect(smallModuleWarning(128, 57)).toEqual({ size: 128, minPx: 2, suggested: 144 });
    expect(smallModules(128, 57)).toBe(
      'Each module is under 2 pixels wide at 128 px: choose 144 px or more so phones can read the code.',
    );
    expect(smallModules(128, 177)).toBe(
      'Each module is under 2 pixels wide at 128 px: choose 384 px or more so phones can read the code.',
    );
    expect(describedQr({ count: 177, level: 'L', text: 'x', size: 128 }).image).toBe(
      '128 × 128 px (under 1 px per module)',
    );
  });

  it('describes one byte in the singular and clamps a stray size', () => {
    expect(describedQr({ count: 21, level: 'H', text: 'x', size: 99999 })).toMatchObject({
      version: 'Version 1 (21 × 21 modules)',
      errorCorrection: 'H (recovers up to 30% damage)',
      bytes: '1 byte',
      image: '1,024 × 1,024 px (35 px per module)',
    });
    expect(clampSize(Number.NaN)).toBe(SIZE_DEFAULT);
    expect(clampSize(100)).toBe(SIZE_MIN);
  });

  describe('a Wi-Fi password never goes into a link', () => {
    const defaults = readQuery(schema, '').state;
    const withText = (text: string) => buildQuery(schema, { ...defaults, text });

    it('leaves out a text holding a Wi-Fi password, in any case and field order', () => {
      expect(withText('WIFI:S:x;T:WPA;P:secret;;')).toBe('');
      expect(withText('WIFI:T:WPA;S:MyNetwork;P:password;;')).toBe('');
      expect(withText('wifi:p:secret;s:x;;')).toBe('');
      expect(withText('Guests: WIFI:S:Cafe; P:latte42;;')).toBe('');
      // Half typed: the password is already there before the closing ';'.
      expect(withText('WIFI:S:x;T:WPA;P:sec')).toBe('');
      // Past the 100 characters a link keeps, too.
      expect(withText(`WIFI:S:${'n'.repeat(120)};P:secret;;`)).toBe('');
      // The other parameters are still written.
      expect(buildQuery(schema, { ...defaults, text: 'WIFI:S:x;P:secret;;', ec: 'H' })).toBe('?ec=H');
    });

    it('removes a password that an older link carried when the state is written back', () => {
      const search = '?text=WIFI%3AS%3Ax%3BT%3AWPA%3BP%3Asecret%3B%3B&size=320&utm_source=mail';
      const { state } = readQuery(schema, search);
      expect(state.text).toBe('WIFI:S:x;T:WPA;P:secret;;');
      expect(buildQuery(schema, state, search)).toBe('?size=320&utm_source=mail');
    });

    it('keeps other texts, Wi-Fi details without a password included', () => {
      expect(withText('WIFI:S:Open Cafe;T:nopass;;')).toBe('?text=WIFI%3AS%3AOpen+Cafe%3BT%3Anopass%3B%3B');
      expect(withText('P: 555 0100')).toBe('?text=P%3A+555+0100');
      expect(withText('https://example.com/?wifi=P:1')).toBe(
        '?text=https%3A%2F%2Fexample.com%2F%3Fwifi%3DP%3A1',
      );
    });

    it('holdsWifiPassword', () => {
      expect(holdsWifiPassword('WIFI:S:x;T:WPA;P:secret;;')).toBe(true);
      expect(holdsWifiPassword('WIFI:P:x;;')).toBe(true);
      expect(holdsWifiPassword('WIFI:S:x;T:nopass;;')).toBe(false);
      expect(holdsWifiPassword('')).toBe(false);
      // Linear: a long hostile text is answered at once.
      expect(holdsWifiPassword('WIFI:'.repeat(100_000))).toBe(false);
    });
  });
});
