import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '~/lib/i18n';
import { buildQuery, parseQuery } from '~/lib/url-params';
import en from './messages/en';
import {
  addRow,
  DEFAULT_STATE,
  effectiveFactor,
  formatQuantity,
  MAX_ROWS,
  parseFactor,
  parseQuantity,
  removeRow,
  roundToKitchenFraction,
  sanitizeState,
  scaleRecipe,
  scaleRow,
  STATE_MAX,
  updateRow,
  type Rounding,
  type Row,
  type ScalingResult,
  type ScalingState,
} from './recipe-scaling-calculator';
import { parseIngredientList } from './paste-recipe';
import { jsonParam } from '~/lib/url-params-json';

const value = (text: string) => {
  const q = parseQuantity(text);
  if (q?.kind !== 'number')
    throw new Error(`expected a number for ${JSON.stringify(text)}, got ${JSON.stringify(q)}`);
  return q.value;
};
const row = (qty: string, unit = '', item = '', id = '1'): Row => ({ id, qty, unit, item });
const scaled = (qty: string, factor: number, rounding: Rounding = 'fraction') =>
  scaleRow(row(qty), factor, rounding).scaled;
/** The factor line as the page writes it in English. */
const factorLine = ({ factorText: { factor, yields } }: ScalingResult) =>
  yields ? translate(en.factorLineYields, { factor, ...yields }) : translate(en.factorLine, { factor });
const state = (patch: Partial<ScalingState>): ScalingState => ({ ...DEFAULT_STATE, ...patch });

describe('parseQuantity', () => {
  it.each([
    ['2', 2],
    ['12', 12],
    [' 3 ', 3],
    ['1.5', 1.5],
    ['.5', 0.5],
    ['0.25', 0.25],
    ['1,5', 1.5],
    ['1,250', 1250],
    ['1,250.5', 1250.5],
    ['0', 0],
    ['1/2', 0.5],
    ['3/4', 0.75],
    ['3 / 4', 0.75],
    ['5/4', 1.25],
    ['1⁄2', 0.5],
    ['2 1/4', 2.25],
    ['1 1/2', 1.5],
    ['1  1/2', 1.5],
    ['1-1/2', 1.5],
    ['1-2/3', 5 / 3],
    ['½', 0.5],
    ['⅓', 1 / 3],
    ['⅔', 2 / 3],
    ['¼', 0.25],
    ['¾', 0.75],
    ['⅛', 0.125],
    ['⅜', 0.375],
    ['⅝', 0.625],
    ['⅞', 0.875],
    ['⅕', 0.2],
    ['⅙', 1 / 6],
    ['⅒', 0.1],
    ['1½', 1.5],
    ['1 ½', 1.5],
    ['1-½', 1.5],
    ['2¾', 2.75],
    ['1,000½', 1000.5],
  ])('%j is %d', (text, expected) => {
    expect(value(text)).toBeCloseTo(expected, 12);
  });

  it.each([
    ['2-3', 2, 3, '-'],
    ['2–3', 2, 3, '–'],
    ['2 - 3', 2, 3, '-'],
    ['1/2 - 3/4', 0.5, 0.75, '-'],
    ['1/2-1', 0.5, 1, '-'],
    ['½–¾', 0.5, 0.75, '–'],
    ['1 1/2 - 2', 1.5, 2, '-'],
    ['1-1/2-2', 1.5, 2, '-'],
    ['0-1', 0, 1, '-'],
    ['1.5–2.5', 1.5, 2.5, '–'],
  ])('%j is a range from %d to %d', (text, low, high, separator) => {
    expect(parseQuantity(text)).toEqual({ kind: 'range', low, high, separator });
  });

  it.each([
    '',
    '   ',
    'a pinch',
    'to taste',
    'some',
    '2 cups',
    '-2',
    '+2',
    '1e3',
    'Infinity',
    'NaN',
    '1/0',
    '1 3/2',
    '1 1/0',
    '3-2',
    '2-2',
    '1 - 1/2',
    '2--3',
    '2 to 3',
    '½½',
    '1.2.3',
    '0x10',
    '1 2',
    '9'.repeat(100),
  ])('%j is not a quantity', (text) => {
    expect(parseQuantity(text)).toBeNull();
  });
});

describe('roundToKitchenFraction', () => {
  it.each([
    [0.5, 0, 1, 2],
    [0.3, 0, 1, 3],
    [0.7, 0, 2, 3],
    [0.26, 0, 1, 4],
    [0.74, 0, 3, 4],
    [0.12, 0, 1, 8],
    [0.38, 0, 3, 8],
    [0.6, 0, 5, 8],
    [0.86, 0, 7, 8],
    [3.375, 3, 3, 8],
    [1.125, 1, 1, 8],
    [2.02, 2, 0, 1],
  ])('%d is %d %d/%d', (input, whole, numerator, denominator) => {
    const f = roundToKitchenFraction(input);
    expect([f.whole, f.numerator, f.denominator]).toEqual([whole, numerator, denominator]);
    expect(f.value).toBeCloseTo(whole + numerator / denominator, 12);
  });

  it('breaks ties towards the simpler denominator', () => {
    // 15/16 is as far from 7/8 as from 1.
    expect(roundToKitchenFraction(15 / 16)).toEqual({ whole: 1, numerator: 0, denominator: 1, value: 1 });
    // 7/24 is as far from 1/4 as from 1/3.
    expect(roundToKitchenFraction(7 / 24)).toMatchObject({ numerator: 1, denominator: 3 });
    // 17/48 is as far from 1/3 as from 3/8.
    expect(roundToKitchenFraction(17 / 48)).toMatchObject({ numerator: 1, denominator: 3 });
    // 1/16 is as far from 0 as from 1/8.
    expect(roundToKitchenFraction(1 / 16)).toMatchObject({ whole: 0, numerator: 0, value: 0 });
    // 0.75 is exactly 3/4 and 6/8: the reduced form.
    expect(roundToKitchenFraction(0.75)).toMatchObject({ numerator: 3, denominator: 4 });
  });
});

describe('formatQuantity', () => {
  it.each<[number, Rounding, string]>([
    // Fraction mode shows a whole and a Unicode fraction.
    [3.375, 'fraction', '3⅜'],
    [1.5, 'fraction', '1½'],
    [0.5, 'fraction', '½'],
    [2 / 3, 'fraction', '⅔'],
    [0.25, 'fraction', '¼'],
    [0.875, 'fraction', '⅞'],
    [3, 'fraction', '3'],
    [1250.5, 'fraction', '1,250½'],
    // Shows 0 only for 0; a tiny positive amount shows two significant digits.
    [0, 'fraction', '0'],
    [0.03, 'fraction', '0.03'],
    [0.0625, 'fraction', '0.063'],
    [0.0039, 'fraction', '0.0039'],
    [0.04, '1dp', '0.04'],
    [0.004, '2dp', '0.004'],
    [0.00001, 'none', '0.00001'],
    [1e-9, 'none', '<0.000001'],
    [0.07, 'fraction', '⅛'],
    // Decimal modes trim trailing zeros.
    [3.375, '1dp', '3.4'],
    [3.375, '2dp', '3.38'],
    [3.375, 'none', '3.375'],
    [3, '2dp', '3'],
    [2.5, '2dp', '2.5'],
    [2 / 3, 'none', '0.6667'],
    [1 / 3, '1dp', '0.3'],
    [1234.5, '1dp', '1,234.5'],
  ])('formats %d in %s mode as %s', (x, mode, text) => {
    expect(formatQuantity(x, mode)).toBe(text);
  });

  it('never prints NaN or Infinity', () => {
    expect(formatQuantity(Number.NaN, 'fraction')).toBe('0');
    expect(formatQuantity(Number.POSITIVE_INFINITY, 'none')).toBe('0');
  });

  it('round trip: fraction mode reads back within half an eighth', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.000001, max: 10_000, noNaN: true }), (x) => {
        const back = value(formatQuantity(x, 'fraction'));
        expect(Math.abs(back - x)).toBeLessThanOrEqual(1 / 16 + 1e-9);
      }),
    );
  });
});

describe('scaleRow', () => {
  it("scales the catalogue example's quantities by 1.5", () => {
    expect(scaled('2 1/4', 1.5)).toBe('3⅜');
    expect(scaled('3/4', 1.5)).toBe('1⅛');
    expect(scaled('2', 1.5)).toBe('3');
    expect(scaled('1', 1.5)).toBe('1½');
  });

  it('scales ranges at both ends and shows them with an en dash', () => {
    expect(scaled('2–3', 2)).toBe('4–6');
    expect(scaled('2-3', 2)).toBe('4–6');
    expect(scaled('1/2 - 3/4', 2)).toBe('1–1½');
    expect(scaled('1-2', 0.5, '2dp')).toBe('0.5–1');
    // Both ends round to the same amount: one amount.
    expect(scaled('1-1.01', 1, '1dp')).toBe('1');
  });

  it('echoes unparseable text unchanged and leaves blanks blank', () => {
    expect(scaleRow(row('a pinch', '', 'salt'), 2, 'fraction')).toEqual({
      ...row('a pinch', '', 'salt'),
      scaled: 'a pinch',
      parsed: false,
    });
    expect(scaled(' to taste ', 3)).toBe(' to taste ');
    expect(scaled('', 3)).toBe('');
  });

  it('applies each rounding mode', () => {
    expect(scaled('1/3', 1, 'fraction')).toBe('⅓');
    expect(scaled('1/3', 1, '1dp')).toBe('0.3');
    expect(scaled('1/3', 1, '2dp')).toBe('0.33');
    expect(scaled('1/3', 1, 'none')).toBe('0.3333');
    expect(scaled('1½', 3, 'fraction')).toBe('4½');
    expect(scaled('⅓', 2, 'fraction')).toBe('⅔');
  });

  it('scales to 0 with a factor of 0', () => {
    expect(scaled('2 1/4', 0)).toBe('0');
    expect(scaled('2-3', 0)).toBe('0');
  });

  it('scaling by f then by 1/f comes back near the original (none)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1000, noNaN: true }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        (x, f) => {
          const there = scaled(formatQuantity(x, 'none'), f, 'none');
          const back = value(scaled(there, 1 / f, 'none'));
          expect(Math.abs(back - x)).toBeLessThan(0.001);
        },
      ),
    );
  });
});

describe('effectiveFactor', () => {
  it.each([
    ['2', 2],
    ['1.5', 1.5],
    ['1,5', 1.5],
    ['3/4', 0.75],
    ['½', 0.5],
    ['1 1/2', 1.5],
    ['2x', 2],
    ['3 ×', 3],
    ['double', null],
  ])('reads the factor field in every form: %j → %s', (text, factor) => {
    expect(parseFactor(text)).toBe(factor);
  });

  it('uses the factor field when the yields are not both numeric', () => {
    expect(effectiveFactor({ factor: '1.5', originalYield: '', targetYield: '' })).toEqual({
      value: 1.5,
      fromYields: false,
      original: null,
      target: null,
    });
    expect(effectiveFactor({ factor: '3', originalYield: '4', targetYield: 'many' }).value).toBe(3);
    expect(effectiveFactor({ factor: '3', originalYield: '', targetYield: '6' }).value).toBe(3);
  });

  it('uses target / original when both yields are numeric and the original is above 0', () => {
    expect(effectiveFactor({ factor: '2', originalYield: '4', targetYield: '6' })).toEqual({
      value: 1.5,
      fromYields: true,
      original: 4,
      target: 6,
    });
    expect(effectiveFactor({ factor: '2', originalYield: '12', targetYield: '0' }).value).toBe(0);
    // An original of 0 cannot divide: the factor field is used.
    expect(effectiveFactor({ factor: '3', originalYield: '0', targetYield: '6' })).toMatchObject({
      value: 3,
      fromYields: false,
    });
    expect(effectiveFactor({ factor: '2', originalYield: '-4', targetYield: '6' }).value).toBe(2);
  });

  it('falls back to 0', () => {
    expect(effectiveFactor({ factor: '', originalYield: '', targetYield: '' }).value).toBe(0);
    expect(effectiveFactor({ factor: 'abc', originalYield: '0', targetYield: '' }).value).toBe(0);
    expect(effectiveFactor({ factor: '-2', originalYield: '', targetYield: '' }).value).toBe(0);
  });
});

describe('scaleRecipe', () => {
  const example: ScalingState = {
    rows: [
      row('2 1/4', 'cup', 'all-purpose flour', '1'),
      row('1', 'cup', 'butter, softened', '2'),
      row('3/4', 'cup', 'brown sugar', '3'),
      row('2', '', 'eggs', '4'),
      row('1', 'tsp', 'vanilla extract', '5'),
    ],
    factor: '1.5',
    rounding: 'fraction',
    originalYield: '',
    targetYield: '',
  };

  it('scales the catalogue example and copies it line by line', () => {
    const result = scaleRecipe(example)!;
    expect(result.rows.map((r) => r.scaled)).toEqual(['3⅜', '1½', '1⅛', '3', '1½']);
    expect(result.factorText).toEqual({ factor: '1.5', yields: null });
    expect(factorLine(result)).toBe('Scaling by 1.5×');
    expect(result.zero).toBe(false);
    expect(result.text).toBe(
      '3⅜ cup all-purpose flour\n1½ cup butter, softened\n1⅛ cup brown sugar\n3 eggs\n1½ tsp vanilla extract',
    );
  });

  it('names the yields in the factor line', () => {
    const result = scaleRecipe({ ...example, originalYield: '4', targetYield: '6' })!;
    expect(result.factorText).toEqual({ factor: '1.5', yields: { original: '4', target: '6' } });
    expect(factorLine(result)).toBe('Scaling by 1.5× (from 4 to 6 servings)');
    expect(factorLine(scaleRecipe({ ...example, originalYield: '3', targetYield: '4' })!)).toBe(
      'Scaling by 1.3333× (from 3 to 4 servings)',
    );
  });

  it('flags a factor of 0', () => {
    const result = scaleRecipe({ ...example, factor: '' })!;
    expect(result.zero).toBe(true);
    expect(factorLine(result)).toBe('Scaling by 0×');
    expect(result.rows.every((r) => r.scaled === '0')).toBe(true);
    expect(en.zeroFactor).toBe('Enter a factor above 0');
  });

  it('skips blank rows and is null when every row is blank', () => {
    expect(scaleRecipe(state({ rows: [row(''), row(' ', '', '', '2')] }))).toBeNull();
    const result = scaleRecipe(state({ rows: [row(''), row('a pinch', '', 'salt', '2')] }))!;
    expect(result.rows).toHaveLength(1);
    expect(result.text).toBe('a pinch salt');
  });

  it('doubles the default recipe', () => {
    expect(scaleRecipe(DEFAULT_STATE)!.rows.map((r) => r.scaled)).toEqual(['4½', '2', '1', '2', '4']);
  });
});

describe('parseIngredientList', () => {
  it('reads quantity, unit and item from each non-empty line', () => {
    const rows = parseIngredientList(
      [
        '2 1/4 cups all-purpose flour',
        '',
        '1 tsp. baking soda',
        '  - ½ teaspoon salt',
        '1½ cups sugar',
        '2 large eggs',
        '200g butter',
        '3 eggs',
        '1-1/2 Tbsp of honey',
        '2–3 cloves garlic',
        '8 fl oz milk',
        'a pinch of nutmeg',
        'Salt to taste',
        '1 can',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.qty, r.unit, r.item])).toEqual([
      ['2 1/4', 'cups', 'all-purpose flour'],
      ['1', 'tsp', 'baking soda'],
      ['½', 'teaspoon', 'salt'],
      ['1½', 'cups', 'sugar'],
      ['2', 'large', 'eggs'],
      ['200', 'g', 'butter'],
      ['3', '', 'eggs'],
      ['1-1/2', 'Tbsp', 'honey'],
      ['2–3', 'cloves', 'garlic'],
      ['8', 'fl oz', 'milk'],
      ['', '', 'a pinch of nutmeg'],
      ['', '', 'Salt to taste'],
      ['1', 'can', ''],
    ]);
    expect(rows.map((r) => r.id)).toEqual(rows.map((_, i) => String(i + 1)));
  });

  it("reads the other languages' kitchen units and linking words", () => {
    const rows = parseIngredientList(
      [
        '2 EL Zucker',
        '1 Prise Salz',
        '250 g de farine',
        "2 c. à s. d'huile",
        '1 cuillère à café de sel',
        '2 tazas de harina',
        '1/2 cdta. de sal',
        '3 colheres de sopa de açúcar',
        '2 xícaras de farinha',
        '2 कप आटा',
        '2 ملعقة كبيرة سكر',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.qty, r.unit, r.item])).toEqual([
      ['2', 'EL', 'Zucker'],
      ['1', 'Prise', 'Salz'],
      ['250', 'g', 'farine'],
      ['2', 'c. à s.', 'huile'],
      ['1', 'cuillère à café', 'sel'],
      ['2', 'tazas', 'harina'],
      ['1/2', 'cdta', 'sal'],
      ['3', 'colheres de sopa', 'açúcar'],
      ['2', 'xícaras', 'farinha'],
      ['2', 'कप', 'आटा'],
      ['2', 'ملعقة كبيرة', 'سكر'],
    ]);
  });

  it('handles Windows line ends, long lines and at most 50 rows', () => {
    expect(parseIngredientList('1 cup milk\r\n2 eggs\r\n').map((r) => r.item)).toEqual(['milk', 'eggs']);
    expect(parseIngredientList('x'.repeat(500))[0]?.item).toHaveLength(100);
    expect(
      parseIngredientList(Array.from({ length: 80 }, (_, i) => `${i + 1} g item`).join('\n')),
    ).toHaveLength(MAX_ROWS);
    expect(parseIngredientList('\n  \n')).toEqual([]);
  });
});

describe('editing rows', () => {
  const rows = [row('1', '', 'a', '1'), row('2', '', 'b', '3')];
  it('adds a blank row with a free id, up to 50', () => {
    expect(addRow(rows).at(-1)).toEqual({ id: '4', qty: '', unit: '', item: '' });
    expect(addRow([row('1', '', '', '3')]).at(-1)?.id).toBe('2');
    const full = Array.from({ length: MAX_ROWS }, (_, i) => row('1', '', '', String(i + 1)));
    expect(addRow(full)).toHaveLength(MAX_ROWS);
  });
  it('removes a row; the last row is cleared instead', () => {
    expect(removeRow(rows, '1')).toEqual([rows[1]]);
    expect(removeRow([rows[0]!], '1')).toEqual([{ id: '1', qty: '', unit: '', item: '' }]);
  });
  it('updates one row', () => {
    expect(updateRow(rows, '3', { qty: '5' })[1]).toEqual(row('5', '', 'b', '3'));
    expect(updateRow(rows, '3', { qty: '5' })[0]).toBe(rows[0]);
  });
});

describe('the state parameter', () => {
  const schema = { state: jsonParam<ScalingState>(DEFAULT_STATE, sanitizeState, STATE_MAX) };
  const read = (json: string) => parseQuery(schema, `?state=${encodeURIComponent(json)}`).state;

  it("reads the catalogue example's link", () => {
    const search =
      '?state=%7B%22rows%22%3A%5B%7B%22qty%22%3A%222+1%2F4%22%2C%22unit%22%3A%22cup%22%2C%22item%22%3A%22all-purpose+flour%22%7D%2C%7B%22qty%22%3A%221%22%2C%22unit%22%3A%22cup%22%2C%22item%22%3A%22butter%2C+softened%22%7D%2C%7B%22qty%22%3A%223%2F4%22%2C%22unit%22%3A%22cup%22%2C%22item%22%3A%22brown+sugar%22%7D%2C%7B%22qty%22%3A%222%22%2C%22unit%22%3A%22%22%2C%22item%22%3A%22eggs%22%7D%2C%7B%22qty%22%3A%221%22%2C%22unit%22%3A%22tsp%22%2C%22item%22%3A%22vanilla+extract%22%7D%5D%2C%22factor%22%3A%221.5%22%2C%22rounding%22%3A%22fraction%22%2C%22originalYield%22%3A%22%22%2C%22targetYield%22%3A%22%22%7D';
    const s = parseQuery(schema, search).state;
    expect(s.rows.map((r) => r.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(s.rows[0]).toEqual({ id: '1', qty: '2 1/4', unit: 'cup', item: 'all-purpose flour' });
    expect(s.factor).toBe('1.5');
    expect(scaleRecipe(s)!.rows.map((r) => r.scaled)).toEqual(['3⅜', '1½', '1⅛', '3', '1½']);
  });

  it('ignores malformed JSON and values that are not objects', () => {
    for (const bad of ['{bad', '', '[]', '"text"', 'null', '42', '[{"qty":"1"}]']) {
      expect(read(bad)).toEqual(DEFAULT_STATE);
    }
    expect(parseQuery(schema, '?state=%7Bbad').state).toEqual(DEFAULT_STATE);
    expect(parseQuery(schema, '?state=%E0%A4%A').state).toEqual(DEFAULT_STATE);
  });

  it('repairs field by field', () => {
    expect(read('{"factor":"3"}')).toEqual({ ...DEFAULT_STATE, factor: '3' });
    expect(read('{"factor":1.5,"originalYield":4,"targetYield":6}')).toMatchObject({
      factor: '1.5',
      originalYield: '4',
      targetYield: '6',
    });
    expect(read('{"rounding":"3dp","factor":true,"rows":"x"}')).toEqual(DEFAULT_STATE);
    expect(read('{"rounding":"2dp"}').rounding).toBe('2dp');
  });

  it('drops bad rows, repairs bad fields and gives missing or repeated ids', () => {
    const s = read(
      '{"rows":[1,null,"x",[],{},{"qty":2.5,"unit":7,"item":{}},{"id":"a","qty":"1"},{"id":"a","item":"b"},{"id":3,"qty":"c"}]}',
    );
    expect(s.rows).toEqual([
      // Numbers become their text; other wrong types are blank.
      { id: '1', qty: '2.5', unit: '7', item: '' },
      { id: 'a', qty: '1', unit: '', item: '' },
      // The repeated 'a' takes the first number from its position not taken by another row.
      { id: '4', qty: '', unit: '', item: 'b' },
      { id: '3', qty: 'c', unit: '', item: '' },
    ]);
    expect(read('{"rows":[]}').rows).toEqual([{ id: '1', qty: '', unit: '', item: '' }]);
  });

  it('cuts long text and keeps at most 50 rows', () => {
    const [first] = read(
      JSON.stringify({ rows: [{ qty: '1'.repeat(99), unit: 'u'.repeat(99), item: 'i'.repeat(999) }] }),
    ).rows;
    expect([first?.qty.length, first?.unit.length, first?.item.length]).toEqual([30, 20, 100]);
    const many = Array.from({ length: 70 }, (_, i) => ({ qty: String(i), item: 'x' }));
    expect(read(JSON.stringify({ rows: many })).rows).toHaveLength(MAX_ROWS);
    expect(read(JSON.stringify({ rows: many, factor: 'x'.repeat(99) })).factor).toHaveLength(30);
  });

  it('never copies __proto__ or other keys', () => {
    const s = read('{"__proto__":{"polluted":1},"rows":[{"__proto__":{"x":1},"qty":"1","extra":2}],"x":1}');
    expect(Object.keys(s)).toEqual(['rows', 'factor', 'rounding', 'originalYield', 'targetYield']);
    expect(Object.keys(s.rows[0]!)).toEqual(['id', 'qty', 'unit', 'item']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('leaves the defaults out of the address and reads back what it writes', () => {
    expect(buildQuery(schema, { state: DEFAULT_STATE })).toBe('');
    const edited = state({ factor: '3', rounding: '2dp', rows: [row('1 ½', 'cup', 'milk & honey', '7')] });
    const query = buildQuery(schema, { state: edited });
    expect(query).toMatch(/^\?state=/);
    expect(parseQuery(schema, query).state).toEqual(edited);
  });

  it('a link of 50 full rows fits', () => {
    const rows = Array.from({ length: MAX_ROWS }, (_, i) =>
      row('1'.repeat(30), 'u'.repeat(20), 'i'.repeat(100), String(i + 1)),
    );
    const full = state({ rows });
    expect(parseQuery(schema, buildQuery(schema, { state: full })).state).toEqual(full);
  });
});
