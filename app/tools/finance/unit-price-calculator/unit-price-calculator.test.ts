import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordsFrom } from '~/lib/i18n';
import { buildQuery, parseQuery } from '~/lib/url-params';
import {
  addRow,
  compareUnitPrices,
  DEFAULT_ROWS,
  displayNames,
  MAX_ROWS,
  removeRow,
  roundTo,
  sanitizeItems,
  unitPriceOf,
  UNITS,
  type Row,
  type Unit,
  type UnitPriceResult,
} from './unit-price-calculator';
import en from './messages/en';
import { convertQuantity, UNIT_INFO } from './units';
import { nameText, noteText, pricePerText, savingsText, summaryOf } from './words';

/** The page's words in English (messages/en.ts), as the component has them. */
const t = wordsFrom<typeof en>(en);

/** A result with the words the page shows for it (words.ts). */
const said = (result: UnitPriceResult) => ({
  ...result,
  rows: result.rows.map((r) => ({
    ...r,
    name: nameText(t, r.name),
    ownDisplay: pricePerText(t, r.ownPrice, r.unit),
  })),
  ranking: result.ranking.map((r) => ({
    ...r,
    name: nameText(t, r.name),
    commonDisplay: pricePerText(t, r.commonPriceText, result.commonUnit!),
    savingsText: savingsText(t, result, r),
  })),
  perLabel: result.commonUnit === null ? '' : (UNIT_INFO[result.commonUnit].perLabel ?? en.perItem),
  notes: result.notes.map((note) => noteText(t, note)),
  summary: summaryOf(t, result),
});
import { jsonParam } from '~/lib/url-params-json';

let nextId = 0;
const row = (name: string, price: string, quantity: string, unit: Unit = 'oz'): Row => ({
  id: String(++nextId),
  name,
  price,
  quantity,
  unit,
});
const ranked = (rows: Row[]) => {
  const result = compareUnitPrices(rows);
  if (!result) throw new Error('expected a result');
  return said(result);
};

describe('the spec example: 3.99 for 16 oz, 5.49 for 24 oz, 9.98 for 48 oz', () => {
  const rows = [
    row('Regular jar', '3.99', '16'),
    row('Family size', '5.49', '24'),
    row('Club pack', '9.98', '48'),
  ];
  // By hand: 3.99 / 16 = 0.249375, 5.49 / 24 = 0.22875, 9.98 / 48 = 0.2079166...
  // Club pack saves 1 - 0.2079166 / 0.249375 = 1 - 159.68 / 191.52 = 16.62...% -> 16.6%;
  // Family size saves 1 - 0.22875 / 0.249375 = 8.27...% -> 8.3%.
  const result = ranked(rows);

  it('ranks the club pack first and the regular jar last', () => {
    expect(result.ranking.map((r) => [r.rank, r.name, r.best, r.dearest])).toEqual([
      [1, 'Club pack', true, false],
      [2, 'Family size', false, false],
      [3, 'Regular jar', false, true],
    ]);
    expect(result.commonUnit).toBe('oz');
  });
  it('shows unit prices in USD with 3 decimals (0.22875 rounds up)', () => {
    expect(result.ranking.map((r) => r.commonDisplay)).toEqual([
      '$0.208 per oz',
      '$0.229 per oz',
      '$0.249 per oz',
    ]);
    expect(result.rows.map((r) => r.unitPrice)).toEqual([3.99 / 16, 5.49 / 24, 9.98 / 48]);
  });
  it('gives the savings to one decimal against the dearest', () => {
    expect(result.ranking.map((r) => r.savingsText)).toEqual([
      'Saves 16.6% per oz vs Regular jar',
      'Saves 8.3% per oz vs Regular jar',
      null,
    ]);
    expect(result.summary).toBe(
      'Best value: Club pack at $0.208 per oz, saving 16.6% per oz vs Regular jar.',
    );
    expect(result.notes).toEqual([]);
  });
});

describe('comparing across units', () => {
  it('oz and lb: the common unit is the most used one', () => {
    // $4 for 1 lb = $0.25/oz; $2 for 10 oz = $0.20/oz; $1.50 for 8 oz = $0.1875/oz.
    const result = ranked([row('A', '4', '1', 'lb'), row('B', '2', '10'), row('C', '1.50', '8')]);
    expect(result.commonUnit).toBe('oz');
    expect(result.ranking.map((r) => [r.name, r.commonDisplay])).toEqual([
      ['C', '$0.188 per oz'],
      ['B', '$0.200 per oz'],
      ['A', '$0.250 per oz'],
    ]);
    expect(result.ranking[0]?.savingsText).toBe('Saves 25.0% per oz vs A');
    // The row's own unit price stays per its own unit.
    expect(result.rows[0]?.ownDisplay).toBe('$4.000 per lb');
  });
  it('a tie between units goes to the first row’s unit (lb)', () => {
    // $4 per lb vs $2 for 10 oz = $3.20 per lb: 20% less.
    const result = ranked([row('A', '4', '1', 'lb'), row('B', '2', '10')]);
    expect(result.commonUnit).toBe('lb');
    expect(result.ranking.map((r) => r.commonDisplay)).toEqual(['$3.200 per lb', '$4.000 per lb']);
    expect(result.ranking[0]?.savingsText).toBe('Saves 20.0% per lb vs A');
  });
  // Each row: the products, what the comparison settles on, the ranking per the common unit and the
  // best one's saving.
  it.each([
    [
      // $2.50 for 500 g = $0.50 per 100 g; $4.00 for 1 kg = $0.40 per 100 g.
      'g vs kg, shown per 100 g',
      [row('Small', '2.50', '500', 'g'), row('Big', '4.00', '1', 'kg')],
      { perLabel: '100 g' },
      ['Big: $0.400 per 100 g', 'Small: $0.500 per 100 g'],
      'Saves 20.0% per 100 g vs Small',
    ],
    [
      // 1 gal = 3785.411784 ml; $1.99 for 2 L = 1.99 x 3.785411784 / 2 = $3.766 per gallon;
      // 1 - 3.49 / 3.7664847 = 7.34% -> 7.3%.
      'volumes: a US gallon against litres',
      [row('Jug', '3.49', '1', 'gal'), row('Bottle', '1.99', '2', 'L')],
      { family: 'volume' },
      ['Jug: $3.490 per gal', 'Bottle: $3.766 per gal'],
      'Saves 7.3% per gal vs Bottle',
    ],
  ])('%s', (_name, products, settles, ranking, savings) => {
    const result = ranked(products);
    expect(result).toMatchObject(settles);
    expect(result.ranking.map((r) => `${r.name}: ${r.commonDisplay}`)).toEqual(ranking);
    expect(result.ranking[0]?.savingsText).toBe(savings);
  });
  it('32 US fl oz is exactly one US quart: a tie, no best value (shown per the first row’s unit)', () => {
    const result = ranked([row('A', '2', '32', 'fl oz'), row('B', '2', '1', 'qt')]);
    expect(result.allTied).toBe(true);
    expect(result.ranking.map((r) => [r.rank, r.best, r.savingsText])).toEqual([
      [1, false, null],
      [1, false, null],
    ]);
    expect(result.summary).toBe('All 2 compared products cost the same: $0.063 per fl oz.');
  });
  it('the conversion factors are the exact definitions', () => {
    expect(UNIT_INFO.oz.toBase).toBe(28.349523125);
    expect(UNIT_INFO.lb.toBase).toBe(453.59237);
    expect(convertQuantity(16, 'oz', 'lb')).toBeCloseTo(1, 12);
    expect(UNIT_INFO['fl oz'].toBase).toBeCloseTo(29.5735, 4);
    expect(UNIT_INFO.qt.toBase).toBeCloseTo(946.353, 3);
    expect(UNIT_INFO.gal.toBase).toBeCloseTo(3785.41, 2);
  });
  it('count compares items with items', () => {
    // 12 eggs for $3.60 = $0.30 each; 18 for $4.86 = $0.27 each: 10% less.
    const result = ranked([row('Dozen', '3.60', '12', 'count'), row('18 pack', '4.86', '18', 'count')]);
    expect(result.ranking.map((r) => [r.name, r.commonDisplay])).toEqual([
      ['18 pack', '$0.270 per item'],
      ['Dozen', '$0.300 per item'],
    ]);
    expect(result.ranking[0]?.savingsText).toBe('Saves 10.0% per item vs Dozen');
  });
});

describe('rows that cannot be compared', () => {
  it('a volume among weights gets a note and is not ranked', () => {
    const result = ranked([row('', '3.99', '16'), row('', '5.49', '24'), row('', '2.00', '500', 'ml')]);
    expect(result.ranking.map((r) => r.name)).toEqual(['Product B', 'Product A']);
    expect(result.notes).toEqual(['Product C is sold by volume and cannot be compared with the weights.']);
    expect(
      compareUnitPrices([row('', '3.99', '16'), row('', '5.49', '24'), row('', '2.00', '500', 'ml')])?.notes,
    ).toEqual([
      { kind: 'incomparable', name: { name: 'Product C', row: null }, family: 'volume', against: 'weight' },
    ]);
    expect(result.rows[2]).toMatchObject({ comparable: false, priced: true });
  });
  it('a count among volumes, and two families of one row each', () => {
    expect(
      ranked([row('Milk', '1', '1', 'L'), row('Cartons', '3', '2', 'count'), row('Cream', '2', '500', 'ml')])
        .notes,
    ).toEqual(['Cartons is sold by count and cannot be compared with the volumes.']);
    const none = ranked([row('A', '1', '1', 'L'), row('B', '3', '2', 'kg')]);
    expect(none.ranking).toEqual([]);
    expect(none.notes).toEqual(['B is sold by weight and cannot be compared with the volumes.']);
    expect(none.summary).toBe(
      'No two priced products are sold by the same kind of unit, so none can be compared.',
    );
    expect(
      ranked([row('A', '1', '1', 'count'), row('B', '1', '1', 'count'), row('C', '3', '2', 'kg')]).notes,
    ).toEqual(['C is sold by weight and cannot be compared with the items sold by count.']);
  });
});

describe('zero or invalid price or quantity', () => {
  it('gives a unit price of 0', () => {
    for (const quantity of ['0', '-2', 'abc']) expect(unitPriceOf('3', quantity), quantity).toBe(0);
    for (const price of ['', '-1']) expect(unitPriceOf(price, '4'), price).toBe(0);
    expect(unitPriceOf('1e308', '1e-308')).toBe(0);
    expect(unitPriceOf('1,234.5', '2')).toBe(617.25);
  });
  it('such rows are not ranked, and fewer than 2 priced rows give no result', () => {
    expect(compareUnitPrices(DEFAULT_ROWS)).toBeNull();
    expect(compareUnitPrices([row('A', '3', '4'), row('B', '0', '4'), row('C', '5', '')])).toBeNull();
    const result = ranked([row('A', '3', '4'), row('B', '0', '4'), row('C', '5', '5')]);
    expect(result.ranking.map((r) => r.name)).toEqual(['A', 'C']);
    expect(result.rows[1]).toMatchObject({ unitPrice: 0, priced: false });
    expect(result.notes).toEqual(['B is not ranked: enter a price above 0 and a quantity above 0.']);
  });
  it('never shows NaN or Infinity', () => {
    const result = ranked([row('A', '0.001', '99999999'), row('B', '99999999', '0.001'), row('C', 'x', '∞')]);
    expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity|undefined/);
  });
});

describe('ties', () => {
  it('equal unit prices share the best value and the rank', () => {
    // $1 for 4 oz = $2 for 8 oz = $0.25/oz; $3 for 4 oz = $0.75/oz: 66.7% more.
    const result = ranked([row('A', '1', '4'), row('B', '2', '8'), row('C', '3', '4')]);
    expect(result.ranking.map((r) => [r.rank, r.name, r.best])).toEqual([
      [1, 'A', true],
      [1, 'B', true],
      [3, 'C', false],
    ]);
    expect(result.summary).toBe('Best value: A and B at $0.250 per oz, each saving 66.7% per oz vs C.');
  });
  it('several dearest rows are all named', () => {
    const result = ranked([row('A', '1', '4'), row('B', '2', '4'), row('C', '4', '8')]);
    expect(result.ranking[0]?.savingsText).toBe('Saves 50.0% per oz vs B and C');
    const three = ranked([row('A', '1', '4'), row('B', '2', '4'), row('C', '4', '8'), row('D', '2', '4')]);
    expect(three.ranking[0]?.savingsText).toBe('Saves 50.0% per oz vs B, C and D');
  });
  it('rounds half up after removing float noise', () => {
    expect(roundTo(0.1875, 3)).toBe(0.188);
    expect(roundTo(1.005 * 100, 1)).toBe(100.5);
  });
});

describe('the items parameter', () => {
  const schema = { items: jsonParam<readonly Row[]>(DEFAULT_ROWS, sanitizeItems) };
  const read = (json: string) => parseQuery(schema, `?items=${encodeURIComponent(json)}`).items;
  const item = (id: string, name: string, price: string, quantity: string, unit: Unit): Row => ({
    id,
    name,
    price,
    quantity,
    unit,
  });

  // Each row: the parameter's JSON and the rows read from it.
  it.each([
    [
      'accepts prices and quantities as strings or numbers, keeping them as text',
      '[{"name":"Jar","price":3.99,"quantity":"16","unit":"oz"},{"price":"5.49","quantity":24}]',
      [item('1', 'Jar', '3.99', '16', 'oz'), item('2', 'Product B', '5.49', '24', 'oz')],
    ],
    [
      'drops invalid rows and repairs wrong fields',
      '[1,null,"x",[],{},{"name":7,"price":true,"quantity":{},"unit":"stone"},{"id":"k","name":"B","price":"2","quantity":"3","unit":"KG"}]',
      [item('1', 'Product A', '', '', 'oz'), item('k', 'B', '2', '3', 'kg')],
    ],
    [
      'pads a single row to 2 rows',
      '[{"name":"Only","price":"1","quantity":"1","unit":"L"}]',
      [item('1', 'Only', '1', '1', 'L'), item('2', 'Product B', '', '', 'oz')],
    ],
    ['reads no rows as the default rows', '[]', DEFAULT_ROWS],
  ])('%s', (_name, json, rows) => {
    expect(read(json)).toEqual(rows);
  });
  it('ignores invalid JSON and non-arrays', () => {
    expect(read('{bad')).toEqual(DEFAULT_ROWS);
    expect(read('{"name":"x"}')).toEqual(DEFAULT_ROWS);
    expect(read('"text"')).toEqual(DEFAULT_ROWS);
    expect(read('null')).toEqual(DEFAULT_ROWS);
  });
  it('replaces repeated ids and keeps the unit list’s spellings', () => {
    const rows = read('[{"id":"a","unit":"fl  oz"},{"id":"a","unit":"l"},{"id":5,"unit":"Count"}]');
    expect(rows.map((r) => r.id)).toEqual(['a', '2', '5']);
    expect(rows.map((r) => r.unit)).toEqual(['fl oz', 'L', 'count']);
  });
  it('never copies __proto__ or other keys', () => {
    const rows = read('[{"__proto__":{"polluted":1},"name":"A","constructor":1},{"__proto__":{"x":1}}]');
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0]!)).toEqual(['id', 'name', 'price', 'quantity', 'unit']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
  });
  it('keeps at most 10 rows and cuts long text', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ name: `P${i}`, price: '1', quantity: '1' }));
    expect(read(JSON.stringify(many))).toHaveLength(MAX_ROWS);
    const [first] = read(JSON.stringify([{ name: 'n'.repeat(300), price: '1'.repeat(60) }]));
    expect(first?.name).toHaveLength(100);
    expect(first?.price).toHaveLength(32);
  });
  it('leaves the default rows out of the address and writes edited rows back readably', () => {
    expect(buildQuery(schema, { items: DEFAULT_ROWS })).toBe('');
    const rows = [row('Jar', '3.99', '16'), row('Tub', '5', '1', 'lb')];
    expect(parseQuery(schema, buildQuery(schema, { items: rows })).items).toEqual(rows);
  });
  it('sanitizeItems rejects anything but an array', () => {
    expect(sanitizeItems({ length: 2 })).toBeUndefined();
    expect(sanitizeItems(undefined)).toBeUndefined();
  });
});

describe('2 to 10 rows', () => {
  it('adds rows named after their position (or the first free letter), up to 10', () => {
    let rows: Row[] = [...DEFAULT_ROWS];
    rows = addRow(rows);
    expect(rows.map((r) => r.name)).toEqual(['Product A', 'Product B', 'Product C']);
    expect(new Set(rows.map((r) => r.id)).size).toBe(3);
    for (let i = 0; i < 20; i++) rows = addRow(rows);
    expect(rows).toHaveLength(MAX_ROWS);
    expect(rows.at(-1)?.name).toBe('Product J');
    expect(new Set(rows.map((r) => r.id)).size).toBe(MAX_ROWS);
  });
  it('removes rows, never below 2', () => {
    const three = addRow(DEFAULT_ROWS);
    const two = removeRow(three, three[1]!.id);
    expect(two.map((r) => r.name)).toEqual(['Product A', 'Product C']);
    expect(removeRow(two, two[0]!.id)).toHaveLength(2);
    // Position 3 is 'Product C', taken: the first free letter is B.
    expect(addRow(two).at(-1)?.name).toBe('Product B');
    const named = [row('Jar', '1', '1'), row('Tub', '1', '1', 'lb'), row('Bag', '1', '1')];
    expect(addRow(named).at(-1)).toMatchObject({ name: 'Product D', unit: 'oz', price: '', quantity: '' });
  });
  it('labels blank and repeated names uniquely', () => {
    const names = displayNames([row('', '', ''), row('Jar', '', ''), row('Jar', '', '')]);
    expect(names).toEqual([
      { name: 'Product A', row: null },
      { name: 'Jar', row: null },
      { name: 'Jar', row: 3 },
    ]);
    expect(names.map((name) => nameText(t, name))).toEqual(['Product A', 'Jar', 'Jar (row 3)']);
  });
});

describe('property: converting units never changes the ranking', () => {
  const weights = UNITS.filter((u) => UNIT_INFO[u].family === 'weight');
  const volumes = UNITS.filter((u) => UNIT_INFO[u].family === 'volume');
  const product = (units: readonly Unit[]) =>
    fc.record({
      cents: fc.integer({ min: 1, max: 100_000 }),
      quantity: fc.integer({ min: 1, max: 10_000 }),
      unit: fc.constantFrom(...units),
      to: fc.constantFrom(...units),
    });
  const groups = (rows: Row[]) => {
    const result = compareUnitPrices(rows);
    const order: string[][] = [];
    for (const r of result?.ranking ?? []) {
      if (order.length === 0 || order.at(-1)!.length === 0 || r.rank !== rankOf(result!, order.at(-1)![0]!)) {
        order.push([r.id]);
      } else order.at(-1)!.push(r.id);
    }
    return order.map((g) => [...g].sort());
  };
  const rankOf = (result: NonNullable<ReturnType<typeof compareUnitPrices>>, id: string) =>
    result.ranking.find((r) => r.id === id)?.rank;

  for (const [family, units] of [
    ['weights', weights],
    ['volumes', volumes],
  ] as const) {
    it(`for ${family}`, () => {
      fc.assert(
        fc.property(fc.array(product(units), { minLength: 2, maxLength: 10 }), (products) => {
          const original = products.map((p, i) => ({
            id: String(i),
            name: `P${i}`,
            price: String(p.cents / 100),
            quantity: String(p.quantity),
            unit: p.unit,
          }));
          const converted = products.map((p, i) => ({
            ...original[i]!,
            quantity: String(convertQuantity(p.quantity, p.unit, p.to)),
            unit: p.to,
          }));
          expect(groups(converted)).toEqual(groups(original));
        }),
      );
    });
  }
});
