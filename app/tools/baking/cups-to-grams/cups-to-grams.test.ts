import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '~/lib/i18n';
import {
  cupsToGrams,
  DEFAULT_AMOUNT,
  DEFAULT_INGREDIENT,
  DEFAULT_UNIT,
  findIngredient,
  GRAMS_PER_OUNCE,
  INGREDIENT_KEYS,
  INGREDIENTS,
  MAX_AMOUNT,
  ML_PER_CUP,
  parseAmount,
  PER_CUP,
  POPULAR_KEYS,
  searchIngredients,
  TABLE_SIZE,
  referenceRow,
  type CupsToGramsInput,
  type CupsToGramsResult,
  type IngredientId,
} from './cups-to-grams';
import en from './messages/en';

/** The English names and notes, as the page shows them. */
const nameOf = (key: IngredientId) => en[`ingredient.${key}`];
const noteOf = (key: IngredientId) => en[`note.${key}`];

/** The result's sentences as the page writes them in English (its messages filled with the result's parts). */
function english(r: CupsToGramsResult) {
  const quantityText = translate(en.quantity, { amount: r.amountLabel, unit: en[`unit.${r.unitWord}`] });
  return {
    note: noteOf(r.ingredient.key),
    quantityText,
    mlText: translate(en.aboutMl, { ml: r.mlLabel }),
    perCupText: translate(en.perCupText, { grams: r.gramsPerCupLabel }),
    per100gText: translate(en.per100gText, { cups: r.per100gCups, tbsp: r.per100gTbsp }),
    summary: translate(en.summary, {
      ingredient: nameOf(r.ingredient.key),
      quantity: quantityText,
      grams: r.gramsText,
      ounces: r.ouncesText,
    }),
  };
}

const base: CupsToGramsInput = { ingredient: DEFAULT_INGREDIENT, amount: DEFAULT_AMOUNT, unit: DEFAULT_UNIT };
const calc = (patch: Partial<CupsToGramsInput>) => {
  const result = cupsToGrams({ ...base, ...patch });
  return result && { ...result, ...english(result) };
};
const ok = (patch: Partial<CupsToGramsInput>) => {
  const result = calc(patch);
  if (!result) throw new Error(`expected a result for ${JSON.stringify(patch)}`);
  return result;
};
const search = (query: string) => searchIngredients(query, nameOf);

describe("the spec's constants", () => {
  it('tbsp is 1/16 cup, tsp is 1/48 cup, an ounce is 28.349523125 g, a cup about 240 mL', () => {
    expect(PER_CUP).toEqual({ cup: 1, tbsp: 16, tsp: 48 });
    expect(GRAMS_PER_OUNCE).toBe(28.349523125);
    expect(ML_PER_CUP).toBe(240);
  });
  it('defaults are all-purpose-flour, 1, cup: 120 g, 4.23 oz', () => {
    expect([DEFAULT_INGREDIENT, DEFAULT_AMOUNT, DEFAULT_UNIT]).toEqual(['all-purpose-flour', '1', 'cup']);
    expect(ok({})).toMatchObject({
      grams: 120,
      ounces: 4.23,
      cups: 1,
      ml: 240,
      gramsPerCup: 120,
      note: 'Spooned and leveled, not scooped',
      gramsText: '120 g',
      ouncesText: '4.23 oz',
      mlText: 'about 240 mL',
      summary: 'All-purpose flour: 1 cup = 120 g (4.23 oz)',
    });
  });
  it('1 tbsp is 15 mL and 1 tsp is 5 mL', () => {
    expect(ok({ unit: 'tbsp' }).ml).toBe(15);
    expect(ok({ unit: 'tsp' }).ml).toBe(5);
    expect(ok({ unit: 'tsp', amount: '1/4' }).mlText).toBe('about 1.3 mL');
  });
});

describe('the catalogue example: 2.5 cups of bread flour', () => {
  it('gives the parts the page builds its sentences from', () => {
    expect(cupsToGrams({ ingredient: 'bread-flour', amount: '2.5', unit: 'cup' })).toMatchObject({
      ingredient: { key: 'bread-flour' },
      amountLabel: '2.5',
      unitWord: 'cups',
      mlLabel: '600',
      gramsPerCupLabel: '127',
      per100gCups: '0.79',
      per100gTbsp: '12.6',
    });
  });
  it('is 318 g (2.5 × 127 = 317.5, rounded half up) and 11.20 oz', () => {
    const r = ok({ ingredient: 'bread-flour', amount: '2.5', unit: 'cup' });
    expect(r).toMatchObject({
      amount: 2.5,
      unit: 'cup',
      cups: 2.5,
      grams: 318,
      ounces: 11.2,
      ml: 600,
      gramsPerCup: 127,
      gramsText: '318 g',
      ouncesText: '11.20 oz',
      mlText: 'about 600 mL',
      quantityText: '2.5 cups',
      perCupText: '1 cup = 127 g',
      per100gText: '100 g = 0.79 cup (12.6 tbsp)',
      summary: 'Bread flour: 2.5 cups = 318 g (11.20 oz)',
    });
  });
});

describe('rounding', () => {
  it('grams round to whole numbers, from the unrounded weight', () => {
    // 1 tbsp of all-purpose flour: 120 / 16 = 7.5 g -> 8 g.
    expect(ok({ unit: 'tbsp' }).grams).toBe(8);
    // 3 tsp = 360 / 48 = 7.5 exactly (no 7.4999 from multiplying by 1/48) -> 8 g.
    expect(ok({ unit: 'tsp', amount: '3' }).grams).toBe(8);
    // 1 tsp of flour is 2.5 g -> 3 g; 1 tsp of table salt is 6 g.
    expect(ok({ unit: 'tsp' }).grams).toBe(3);
    expect(ok({ ingredient: 'table-salt', unit: 'tsp' }).grams).toBe(6);
  });
  it('ounces round to 2 decimals from the unrounded grams, not from the whole grams', () => {
    // 1 tbsp flour = 7.5 g = 0.2646 oz -> 0.26 (8 g would give 0.28).
    expect(ok({ unit: 'tbsp' })).toMatchObject({ grams: 8, ounces: 0.26, ouncesText: '0.26 oz' });
    // 1 cup butter = 227 g = 8.007 oz -> 8.01.
    expect(ok({ ingredient: 'butter' }).ouncesText).toBe('8.01 oz');
  });
  it('large amounts are grouped: 1,000 cups of sugar is 200,000 g', () => {
    expect(ok({ ingredient: 'granulated-sugar', amount: '1,000' })).toMatchObject({
      grams: 200000,
      gramsText: '200,000 g',
      ouncesText: '7,054.79 oz',
      quantityText: '1,000 cups',
    });
  });
  it('a tiny amount rounds to 0 g but never shows NaN', () => {
    const r = ok({ ingredient: 'cocoa-powder', unit: 'tsp', amount: '0.1' });
    expect(r.gramsText).toBe('0 g');
    expect(r.ouncesText).toBe('0.01 oz');
  });
});

describe('the spec values and the issue notes', () => {
  it.each([
    ['all-purpose-flour', 120],
    ['bread-flour', 127],
    ['cake-flour', 114],
    ['granulated-sugar', 200],
    ['brown-sugar-packed', 213],
    ['butter', 227],
    ['honey', 340],
    ['water', 240],
    ['table-salt', 288],
    // The King Arthur chart.
    ['whole-wheat-flour', 113],
    ['powdered-sugar', 113],
    ['milk', 227],
    ['cocoa-powder', 84],
    ['rolled-oats', 89],
    ['chopped-walnuts', 113],
    ['chocolate-chips', 170],
  ])('%s weighs %i g per cup', (key, grams) => {
    expect(findIngredient(key)?.gramsPerCup).toBe(grams);
  });
  it('carries the notes people need', () => {
    expect(findIngredient('all-purpose-flour')?.key).toBe('all-purpose-flour');
    expect(noteOf('all-purpose-flour')).toBe('Spooned and leveled, not scooped');
    expect(noteOf('brown-sugar-packed')).toBe('Packed');
    expect(noteOf('honey')).toBe('Weighs more than water');
  });
});

describe('the ingredient list', () => {
  it('has about 50 entries, each with a positive weight, a name and a note', () => {
    expect(INGREDIENTS.length).toBeGreaterThanOrEqual(45);
    expect(INGREDIENTS.length).toBeLessThanOrEqual(60);
    for (const i of INGREDIENTS) {
      expect(Number.isInteger(i.gramsPerCup), i.key).toBe(true);
      expect(i.gramsPerCup, i.key).toBeGreaterThan(0);
      expect(i.gramsPerCup, i.key).toBeLessThan(400);
      expect(nameOf(i.key).trim(), i.key).not.toBe('');
      expect(noteOf(i.key).trim(), i.key).not.toBe('');
    }
  });
  it('keys are unique, lower-case and hyphenated; names are unique', () => {
    expect(new Set(INGREDIENT_KEYS).size).toBe(INGREDIENT_KEYS.length);
    expect(new Set(INGREDIENTS.map((i) => nameOf(i.key).toLowerCase())).size).toBe(INGREDIENTS.length);
    for (const key of INGREDIENT_KEYS) expect(key).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
  it('has the popular six, and the default first', () => {
    expect(POPULAR_KEYS).toHaveLength(6);
    for (const key of POPULAR_KEYS) expect(findIngredient(key), key).toBeDefined();
    expect(INGREDIENT_KEYS[0]).toBe(DEFAULT_INGREDIENT);
  });
  it('the table shows the first 20 with grams per cup, tbsp and tsp', () => {
    expect(TABLE_SIZE).toBe(20);
    const rows = INGREDIENTS.slice(0, TABLE_SIZE)
      .map(referenceRow)
      .map(({ key, ...row }) => ({ name: nameOf(key), ...row }));
    expect(rows[0]).toEqual({ name: 'All-purpose flour', cup: '120', tbsp: '7.5', tsp: '2.5' });
    expect(rows[1]).toEqual({ name: 'Bread flour', cup: '127', tbsp: '7.9', tsp: '2.6' });
    expect(rows.find((r) => r.name === 'Table salt')).toEqual({
      name: 'Table salt',
      cup: '288',
      tbsp: '18',
      tsp: '6',
    });
    // The table's everyday ingredients include flour, sugars, butter and honey.
    const keys = INGREDIENT_KEYS.slice(0, TABLE_SIZE);
    for (const key of ['all-purpose-flour', 'granulated-sugar', 'brown-sugar-packed', 'butter', 'honey'])
      expect(keys).toContain(key);
  });
});

describe('search', () => {
  it('a blank query lists everything', () => {
    expect(search('')).toHaveLength(INGREDIENTS.length);
    expect(search('   ')).toHaveLength(INGREDIENTS.length);
  });
  it.each(['cocoa', '  COCOA ', 'powder cocoa', 'cöcoa'])(
    "finds cocoa, ignoring case, accents and extra words' order: %j",
    (query) => {
      expect(search(query).map((i) => i.key)).toEqual(['cocoa-powder']);
    },
  );
  it('matches parts of words and other names, in list order', () => {
    expect(search('sugar')[0]?.key).toBe('granulated-sugar');
    expect(search('flour').length).toBeGreaterThan(8);
    expect(search('icing').map((i) => i.key)).toEqual(['powdered-sugar']);
    expect(search('plain flour').map((i) => i.key)).toEqual(['all-purpose-flour']);
    expect(search('bicarb').map((i) => i.key)).toEqual(['baking-soda']);
    expect(search('brown-sugar-packed').map((i) => i.key)).toEqual(['brown-sugar-packed']);
  });
  it('gives nothing for a word no ingredient has, and survives hostile text', () => {
    expect(search('unobtainium')).toEqual([]);
    expect(search('.*+?^${}()|[]\\')).toHaveLength(INGREDIENTS.length);
    expect(search('<script>')).toEqual([]);
  });
});

describe('amounts', () => {
  it.each([
    ['1', 1, '1'],
    ['2.5', 2.5, '2.5'],
    [' 0,5 ', 0.5, '0.5'],
    ['1,000', 1000, '1,000'],
    ['.25', 0.25, '0.25'],
    ['1/2', 0.5, '1/2'],
    ['3/4', 0.75, '3/4'],
    ['1 1/2', 1.5, '1 1/2'],
    ['1-1/2', 1.5, '1 1/2'],
    ['2 and 1/3', 2 + 1 / 3, '2 1/3'],
    ['½', 0.5, '1/2'],
    ['1½', 1.5, '1 1/2'],
    ['1 ¾', 1.75, '1 3/4'],
    ['3/2', 1.5, '3/2'],
    ['0.33333', 0.33333, '0.3333'],
  ])('%j reads as %d, shown as %j', (text, value, label) => {
    const amount = parseAmount(text);
    expect(amount?.value).toBeCloseTo(value, 12);
    expect(amount?.label).toBe(label);
  });
  it('11/2 is eleven halves, not 1 1/2', () => {
    expect(parseAmount('11/2')?.value).toBe(5.5);
  });
  it.each([
    '',
    '   ',
    '0',
    '0.0',
    '-1',
    '-1/2',
    '0/4',
    '1/0',
    '0 0/3',
    'abc',
    '1..5',
    '1/2/3',
    '1 1',
    'NaN',
    'Infinity',
    '1e999',
    '½½',
    String(MAX_AMOUNT + 1),
    '9'.repeat(50),
  ])('%j is not an amount above 0 (no result)', (text) => {
    expect(parseAmount(text)).toBeNull();
    expect(calc({ amount: text })).toBeNull();
  });
  it('the largest amount still gives finite figures', () => {
    const r = ok({ ingredient: 'honey', amount: String(MAX_AMOUNT) });
    expect(r.grams).toBe(340_000_000);
    expect(r.gramsText).toBe('340,000,000 g');
  });
  it('the plural follows the amount: 1/2 cup, 1 cup, 1 1/2 cups; tbsp and tsp never change', () => {
    expect(ok({ amount: '1/2' }).quantityText).toBe('1/2 cup');
    expect(ok({ amount: '1' }).quantityText).toBe('1 cup');
    expect(ok({ amount: '1 1/2' }).quantityText).toBe('1 1/2 cups');
    expect(ok({ amount: '3', unit: 'tbsp' }).quantityText).toBe('3 tbsp');
    expect(ok({ amount: '2', unit: 'tsp' }).quantityText).toBe('2 tsp');
  });
});

describe('invalid link values give no result', () => {
  it.each(['gallon', 'CUP', 'cups', 'tablespoon', '', 'ml'])('unit %j', (unit) => {
    expect(calc({ unit })).toBeNull();
  });
  it.each([
    'unobtainium',
    '',
    'All-purpose flour',
    'ALL-PURPOSE-FLOUR',
    '__proto__',
    'constructor',
    'toString',
  ])('ingredient %j', (ingredient) => {
    expect(calc({ ingredient })).toBeNull();
  });
});

describe('properties', () => {
  const ingredient = fc.constantFrom(...INGREDIENT_KEYS);
  const unit = fc.constantFrom('cup', 'tbsp', 'tsp');
  const amount = fc.double({ min: 0.001, max: 10_000, noNaN: true });

  it('grams and ounces never fall as the amount grows', () => {
    fc.assert(
      fc.property(ingredient, unit, amount, amount, (key, u, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const small = ok({ ingredient: key, unit: u, amount: String(lo) });
        const large = ok({ ingredient: key, unit: u, amount: String(hi) });
        expect(large.grams).toBeGreaterThanOrEqual(small.grams);
        expect(large.ounces).toBeGreaterThanOrEqual(small.ounces);
      }),
    );
  });
  it('16 tbsp and 48 tsp weigh what 1 cup weighs (within rounding)', () => {
    fc.assert(
      fc.property(ingredient, fc.double({ min: 0.001, max: 1000, noNaN: true }), (key, a) => {
        const cup = ok({ ingredient: key, unit: 'cup', amount: String(a) });
        const tbsp = ok({ ingredient: key, unit: 'tbsp', amount: String(a * 16) });
        const tsp = ok({ ingredient: key, unit: 'tsp', amount: String(a * 48) });
        expect(Math.abs(tbsp.grams - cup.grams)).toBeLessThanOrEqual(1);
        expect(Math.abs(tsp.grams - cup.grams)).toBeLessThanOrEqual(1);
        expect(Math.abs(tbsp.ounces - cup.ounces)).toBeLessThanOrEqual(0.011);
        expect(tbsp.cups).toBeCloseTo(cup.cups, 9);
      }),
    );
  });
  it('1 cup of each ingredient is its grams per cup, and 16 tbsp exactly matches', () => {
    for (const i of INGREDIENTS) {
      expect(ok({ ingredient: i.key }).grams).toBe(i.gramsPerCup);
      expect(ok({ ingredient: i.key, unit: 'tbsp', amount: '16' }).grams).toBe(i.gramsPerCup);
      expect(ok({ ingredient: i.key, unit: 'tsp', amount: '48' }).grams).toBe(i.gramsPerCup);
    }
  });
  it('never shows NaN, Infinity or undefined, whatever the text', () => {
    fc.assert(
      fc.property(ingredient, unit, fc.string({ maxLength: 20 }), (key, u, text) => {
        const r = calc({ ingredient: key, unit: u, amount: text });
        if (r === null) return;
        expect(r.amount).toBeGreaterThan(0);
        for (const value of [r.gramsText, r.ouncesText, r.mlText, r.summary, r.per100gText])
          expect(value).not.toMatch(/NaN|Infinity|undefined/);
      }),
    );
  });
});
