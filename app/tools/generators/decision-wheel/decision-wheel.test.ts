import { addRecent } from '~/lib/recent';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '~/lib/i18n';
import { buildQuery, readQuery } from '~/lib/url-params';
import {
  MIN_OPTIONS,
  addRow,
  canSpin,
  cleanOption,
  cutText,
  DEFAULT_OPTIONS,
  EDGE_MARGIN,
  labelFontSize,
  labelMaxChars,
  labelPlacement,
  landingRotation,
  normalizeAngle,
  PALETTE,
  parseOptions,
  pickWinner,
  RECENT_KEPT,
  readOption,
  removeRow,
  serializeOptions,
  sliceAtPointer,
  sliceColours,
  sliceLabel,
  slicePath,
  SPIN_TURNS,
  wheelOptions,
} from './decision-wheel';
import en from './messages/en';
import { schema } from './schema';

const FOOD = ['Pizza', 'Sushi', 'Tacos', 'Burgers', 'Thai curry'];

/** A source that hands out fixed 32-bit words in turn. */
const words =
  (...values: number[]) =>
  (out: Uint32Array) => {
    for (let i = 0; i < out.length; i++) out[i] = values.shift() ?? 0;
  };

describe('options from the link', () => {
  it("reads the catalogue example: split on '|' and trimmed", () => {
    expect(parseOptions('Pizza|Sushi|Tacos|Burgers|Thai curry')).toEqual(FOOD);
    expect(parseOptions('  Pizza | Sushi  ')).toEqual(['Pizza', 'Sushi']);
  });

  it('drops empty options, cuts each to 100 characters and keeps at most 20', () => {
    expect(parseOptions('A||  |B|')).toEqual(['A', 'B']);
    expect(parseOptions(`${'x'.repeat(150)}|B`)).toEqual(['x'.repeat(100), 'B']);
    const many = Array.from({ length: 30 }, (_, i) => `O${i + 1}`);
    const read = parseOptions(many.join('|'))!;
    expect(read).toHaveLength(20);
    expect(read.at(-1)).toBe('O20');
    // Empty entries do not use up the 20 places.
    expect(parseOptions(`|||${many.join('||')}`)).toEqual(many.slice(0, 20));
  });

  it('gives null for fewer than 2 options (the page keeps its default wheel)', () => {
    expect(parseOptions('')).toBeNull();
    expect(parseOptions('Pizza')).toBeNull();
    expect(parseOptions('Pizza|| |')).toBeNull();
  });

  it('keeps duplicates (a repeated option gets more slices) and hostile text as text', () => {
    expect(parseOptions('A|A|B')).toEqual(['A', 'A', 'B']);
    expect(parseOptions('<script>alert(1)</script>|"quotes" & more')).toEqual([
      '<script>alert(1)</script>',
      '"quotes" & more',
    ]);
  });

  it('never splits an emoji when cutting to 100 characters', () => {
    const text = `${'a'.repeat(99)}😀`;
    expect(cutText(text, 100)).toBe('a'.repeat(99));
    expect(readOption(text)).toBe('a'.repeat(99));
    expect(cutText('short', 100)).toBe('short');
  });

  it('reads through the page schema, with the default wheel for a missing or thin link', () => {
    expect(readQuery(schema, '?options=Pizza%7CSushi%7CTacos%7CBurgers%7CThai+curry').state.options).toEqual(
      FOOD,
    );
    expect(readQuery(schema, '?options=Pizza|Sushi').state.options).toEqual(['Pizza', 'Sushi']);
    expect(readQuery(schema, '').state.options).toEqual(DEFAULT_OPTIONS);
    expect(readQuery(schema, '?options=Pizza').state.options).toEqual(DEFAULT_OPTIONS);
    expect(readQuery(schema, '?options=').state.options).toEqual(DEFAULT_OPTIONS);
    expect(readQuery(schema, '?options=%E0%A4%A').state.options).toEqual(DEFAULT_OPTIONS);
  });
});

describe('options to the link', () => {
  it("joins the non-empty rows with '|' and leaves the default wheel out", () => {
    expect(serializeOptions(FOOD)).toBe('Pizza|Sushi|Tacos|Burgers|Thai curry');
    expect(serializeOptions(['Pizza', '', '  Sushi ', ''])).toBe('Pizza|Sushi');
    expect(buildQuery(schema, { options: FOOD })).toBe(
      '?options=Pizza%7CSushi%7CTacos%7CBurgers%7CThai+curry',
    );
    expect(buildQuery(schema, { options: ['Yes', 'No'] })).toBe('');
    expect(buildQuery(schema, { options: ['Yes', '', 'No', ''] })).toBe('');
    // A cleared wheel is written as cleared; reading it back gives the default wheel.
    expect(buildQuery(schema, { options: ['', ''] })).toBe('?options=');
  });

  it('round-trips any wheel of 2 to 20 options', () => {
    const option = fc
      .string({ minLength: 1, maxLength: 100 })
      .map((s) => readOption(s))
      .filter((s): s is string => s !== undefined);
    fc.assert(
      fc.property(fc.array(option, { minLength: 2, maxLength: 20 }), (options) => {
        const query = buildQuery(schema, { options });
        const back = readQuery(schema, query).state.options;
        if (serializeOptions(options) === serializeOptions(DEFAULT_OPTIONS)) expect(query).toBe('');
        expect(back).toEqual(options);
      }),
    );
  });

  it("replaces a typed '|' with '/' and cuts a row to 100 characters", () => {
    expect(cleanOption('Fish | chips')).toBe('Fish / chips');
    expect(cleanOption('a||b')).toBe('a//b');
    expect(cleanOption('y'.repeat(120))).toBe('y'.repeat(100));
    expect(cleanOption('  spaces kept while typing ')).toBe('  spaces kept while typing ');
    expect(serializeOptions(['a|b', 'c'])).toBe('a/b|c');
  });
});

describe('rows and validity', () => {
  it('needs at least 2 non-empty options to spin', () => {
    expect(canSpin(['Pizza', 'Sushi'])).toBe(true);
    expect(canSpin(['Pizza', ''])).toBe(false);
    expect(canSpin(['Pizza', '   '])).toBe(false);
    expect(canSpin(['', '', 'A', '', 'B'])).toBe(true);
    expect(canSpin([])).toBe(false);
  });

  it('puts only the non-empty rows on the wheel, trimmed, in order', () => {
    expect(wheelOptions([' A ', '', 'B', '  '])).toEqual(['A', 'B']);
  });

  it('adds rows up to 20 and removes rows down to 2', () => {
    expect(addRow(['A', 'B'])).toEqual(['A', 'B', '']);
    const twenty = Array.from({ length: 20 }, (_, i) => String(i));
    expect(addRow(twenty)).toEqual(twenty);
    expect(removeRow(['A', 'B', 'C'], 1)).toEqual(['A', 'C']);
    expect(removeRow(['A', 'B'], 0)).toEqual(['A', 'B']);
    expect(removeRow(['A', 'B', 'C'], 7)).toEqual(['A', 'B', 'C']);
    expect(removeRow(['A', 'B', 'C'], -1)).toEqual(['A', 'B', 'C']);
  });

  it('names the wheel for screen readers', () => {
    // The wheel's accessible name, in the page's words (DecisionWheel.test.tsx reads it on the page).
    expect(translate(en.wheelWith, { n: FOOD.length, options: FOOD.join(', ') })).toBe(
      'Wheel with 5 options: Pizza, Sushi, Tacos, Burgers, Thai curry',
    );
    expect(translate(en.wheelEmpty, { min: MIN_OPTIONS })).toBe(
      'Empty wheel: enter at least 2 options to spin',
    );
  });
});

describe('pickWinner', () => {
  it('draws with randomBelow from the given source (rejection sampling, no modulo bias)', () => {
    expect(pickWinner(FOOD, words(0))).toBe(0);
    expect(pickWinner(FOOD, words(3))).toBe(3);
    expect(pickWinner(FOOD, words(7))).toBe(2);
    // 2^32 - 1 lies in the rejected top slice for 5 options: the next draw decides (randomBelow
    // fills two words per draw and uses the first).
    expect(pickWinner(FOOD, words(2 ** 32 - 1, 0, 4, 0))).toBe(4);
    expect(pickWinner(['only'])).toBe(0);
    expect(() => pickWinner([])).toThrow(RangeError);
  });

  it('is uniform: chi-square over 5 options × 50,000 crypto draws is below the 0.1% critical value', () => {
    const draws = 50_000;
    const counts = [0, 0, 0, 0, 0];
    for (let i = 0; i < draws; i++) counts[pickWinner(FOOD)]!++;
    const expected = draws / FOOD.length;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 4 degrees of freedom: P(chi² > 18.467) = 0.001 for a fair draw.
    expect(chiSquare).toBeLessThan(18.467);
  });
});

describe('landingRotation', () => {
  it('puts the pointer inside the winning slice for every wheel size and index', () => {
    for (let count = 2; count <= 20; count++) {
      for (let index = 0; index < count; index++) {
        for (const fraction of [0, 0.25, 0.5, 0.999999]) {
          for (const current of [0, 1234.5, 987_654.321]) {
            const rotation = landingRotation(current, index, count, fraction);
            expect(sliceAtPointer(rotation, count)).toBe(index);
          }
        }
      }
    }
  });

  it('always turns clockwise by the full turns plus less than one more', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 20 })
          .chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: 0, max: count - 1 }))),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        ([count, index], fraction, current) => {
          const rotation = landingRotation(current, index, count, fraction);
          const turned = rotation - current;
          expect(turned).toBeGreaterThanOrEqual(SPIN_TURNS * 360 - 1e-6);
          expect(turned).toBeLessThan((SPIN_TURNS + 1) * 360 + 1e-6);
          expect(sliceAtPointer(rotation, count)).toBe(index);
        },
      ),
    );
  });

  it('keeps the pointer away from the slice edges', () => {
    const count = 8;
    const slice = 360 / count;
    for (const fraction of [0, 1]) {
      const rotation = landingRotation(0, 3, count, fraction);
      const under = normalizeAngle(-rotation) - 3 * slice;
      expect(under).toBeGreaterThanOrEqual(EDGE_MARGIN * slice - 1e-9);
      expect(under).toBeLessThanOrEqual((1 - EDGE_MARGIN) * slice + 1e-9);
    }
    // A fraction of one half lands in the middle of the slice.
    expect(normalizeAngle(-landingRotation(0, 3, count, 0.5))).toBeCloseTo(3.5 * slice, 9);
  });

  it('works out the slice under the pointer for a known rotation', () => {
    // Turned by 0: the boundary between the last and the first slice is under the pointer.
    expect(sliceAtPointer(-1, 4)).toBe(0);
    expect(sliceAtPointer(1, 4)).toBe(3);
    expect(sliceAtPointer(-100, 4)).toBe(1);
    expect(sliceAtPointer(360 * 3 - 200, 4)).toBe(2);
    expect(normalizeAngle(-30)).toBe(330);
    expect(normalizeAngle(720)).toBe(0);
  });
});

describe('drawing', () => {
  it('draws slice i of n as a pie slice clockwise from 12 o’clock', () => {
    expect(slicePath(0, 4)).toBe('M150 150 L150 10 A140 140 0 0 1 290 150 Z');
    expect(slicePath(1, 4)).toBe('M150 150 L290 150 A140 140 0 0 1 150 290 Z');
    expect(slicePath(0, 2)).toBe('M150 150 L150 10 A140 140 0 0 1 150 290 Z');
    expect(slicePath(1, 2)).toBe('M150 150 L150 290 A140 140 0 0 1 150 10 Z');
    expect(slicePath(0, 3)).toBe('M150 150 L150 10 A140 140 0 0 1 271.24 220 Z');
    // A single option would be the whole disc.
    expect(slicePath(0, 1)).toBe('M150 10 A140 140 0 1 1 150 290 A140 140 0 1 1 150 10 Z');
  });

  it('never writes NaN, Infinity or -0 into a path', () => {
    for (let count = 1; count <= 20; count++) {
      for (let index = 0; index < count; index++) {
        const path = slicePath(index, count);
        expect(path).not.toMatch(/NaN|Infinity|-0(?![.\d])/);
        expect(labelPlacement(index, count).transform).not.toMatch(/NaN|Infinity/);
      }
    }
  });

  // Labels on the left half turn a further half turn and anchor at the other end.
  it.each([
    [0, 4, 'rotate(-45 150 150)', '276', 'end'],
    [0, 2, 'rotate(0 150 150)', '276', 'end'],
    [1, 2, 'rotate(360 150 150)', '24', 'start'],
    [3, 4, 'rotate(405 150 150)', '24', 'start'],
  ])(
    'places label %i of %i along the slice middle, never upside down',
    (index, count, transform, x, anchor) => {
      expect(labelPlacement(index, count)).toEqual({ transform, x, y: '150', anchor });
    },
  );

  it('gives neighbouring slices different colours on every wheel size', () => {
    for (let count = 2; count <= 20; count++) {
      for (let i = 0; i < count; i++) {
        const next = (i + 1) % count;
        expect(sliceColours(i, count).fill, `${i} and ${next} of ${count}`).not.toBe(
          sliceColours(next, count).fill,
        );
      }
    }
  });

  it('gives every label at least 4.5:1 contrast with its slice (WCAG AA)', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    for (const { fill, text } of PALETTE) {
      const [light, dark] = [luminance(fill), luminance(text)].sort((a, b) => b - a);
      expect((light! + 0.05) / (dark! + 0.05), `${text} on ${fill}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(new Set(PALETTE.map((c) => c.fill)).size).toBe(PALETTE.length);
  });

  it('cuts long labels with an ellipsis to fit the slice', () => {
    expect(labelFontSize(5)).toBeGreaterThan(labelFontSize(20));
    expect(labelMaxChars(5)).toBeGreaterThanOrEqual(10);
    expect(sliceLabel('Thai curry', 5)).toBe('Thai curry');
    const long = 'A very long option that cannot fit';
    const cut = sliceLabel(long, 5);
    expect(cut.endsWith('…')).toBe(true);
    expect(Array.from(cut)).toHaveLength(labelMaxChars(5));
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    // A space before the cut is not kept, and emoji are not split.
    expect(labelMaxChars(5)).toBe(11);
    expect(sliceLabel('abcdefghi jklmnopqrstuvwxyz', 5)).toBe('abcdefghi…');
    expect(sliceLabel('😀'.repeat(30), 20)).toBe(`${'😀'.repeat(labelMaxChars(20) - 1)}…`);
  });
});

describe('recent results', () => {
  it('keeps the newest first, each once, at most 10', () => {
    let recent: string[] = [];
    recent = addRecent(recent, ['Pizza'], RECENT_KEPT);
    recent = addRecent(recent, ['Sushi'], RECENT_KEPT);
    expect(recent).toEqual(['Sushi', 'Pizza']);
    recent = addRecent(recent, ['Pizza'], RECENT_KEPT);
    expect(recent).toEqual(['Pizza', 'Sushi']);
    for (let i = 1; i <= 12; i++) recent = addRecent(recent, [`O${i}`], RECENT_KEPT);
    expect(recent).toHaveLength(10);
    expect(recent[0]).toBe('O12');
    expect(recent.at(-1)).toBe('O3');
    expect(new Set(recent).size).toBe(recent.length);
  });
});
