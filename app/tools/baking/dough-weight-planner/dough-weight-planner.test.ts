import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '~/lib/format';
import { translate } from '~/lib/i18n';
import { clampInput, DEFAULTS, doughWeightPlanner, PRESETS, type DoughResult } from './dough-weight-planner';
import en from './messages/en';

/** The summary as the page writes it in English. */
function summaryOf(r: DoughResult): string {
  const g = (x: number) => `${formatNumber(x, 1)} g`;
  const lines = r.lines
    .filter((l) => l.grams > 0)
    .map((l) => translate(en[`line.${l.id}`], { grams: g(l.grams) }))
    .reduce((a, b) => translate(en.comma, { a, b }));
  return translate(en.summary, {
    n: r.pieces,
    count: String(r.pieces),
    total: g(r.total),
    perPiece: g(r.perPiece),
    lines,
  });
}

const grams = (r: ReturnType<typeof doughWeightPlanner>) =>
  Object.fromEntries(r.lines.map((l) => [l.id, l.grams]));

describe('dough weight planner', () => {
  it('works out the defaults: 1000 g at 65/2/2/0 in 4 pieces', () => {
    const result = doughWeightPlanner({ ...DEFAULTS });
    // Flour = 1000 / 1.69 = 591.72 g.
    expect(grams(result).flour).toBeCloseTo(591.716, 3);
    expect(grams(result).water).toBeCloseTo(384.615, 3);
    expect(grams(result).salt).toBeCloseTo(11.834, 3);
    expect(grams(result).oil).toBeCloseTo(11.834, 3);
    expect(grams(result).sugar).toBe(0);
    expect(result.perPiece).toBe(250);
  });

  it('works out the catalogue example: 1500 g, New York style, 6 pieces', () => {
    const result = doughWeightPlanner({ w: 1500, n: 6, h: 63, s: 2.2, o: 1.5, u: 1.5 });
    // Flour = 1500 / 1.682 = 891.795 g.
    expect(grams(result).flour).toBeCloseTo(891.795, 3);
    expect(grams(result).water).toBeCloseTo(561.831, 3);
    expect(result.perPiece).toBe(250);
    expect(summaryOf(result)).toBe(
      '1,500.0 g of dough in 6 pieces of 250.0 g: flour 891.8 g, water 561.8 g, salt 19.6 g, oil 13.4 g, sugar 13.4 g',
    );
  });

  it('leaves empty lines out of the summary and counts one piece', () => {
    expect(summaryOf(doughWeightPlanner({ w: 1000, n: 1, h: 60, s: 2.5, o: 0, u: 0 }))).toBe(
      '1,000.0 g of dough in 1 piece of 1,000.0 g: flour 615.4 g, water 369.2 g, salt 15.4 g',
    );
    expect(summaryOf(doughWeightPlanner({ ...DEFAULTS, n: 1000 }))).toMatch(/ in 1000 pieces of 1\.0 g: /);
  });

  it('has the presets', () => {
    expect(PRESETS.map((p) => [p.h, p.s, p.o, p.u])).toEqual([
      [60, 2.5, 0, 0],
      [63, 2.2, 1.5, 1.5],
      [70, 2.5, 4, 0.5],
      [65, 2, 3, 2],
    ]);
  });

  it('clamps', () => {
    expect(clampInput({ w: 0, n: 0, h: 100, s: -1, o: 20, u: 11 })).toEqual({
      w: 1,
      n: 1,
      h: 90,
      s: 0,
      o: 10,
      u: 10,
    });
    expect(clampInput({ w: 500, n: 2.9, h: 30, s: 6, o: 0, u: 0 })).toMatchObject({ n: 2, h: 40, s: 5 });
    expect(
      clampInput({
        w: Number.NaN,
        n: Number.NaN,
        h: Number.NaN,
        s: Number.NaN,
        o: Number.NaN,
        u: Number.NaN,
      }),
    ).toEqual({ ...DEFAULTS });
  });

  it('the ingredients always add up to the total', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 100000, noNaN: true }),
        fc.integer({ min: 1, max: 50 }),
        fc.double({ min: 40, max: 90, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        (w, n, h, s, o, u) => {
          const result = doughWeightPlanner({ w, n, h, s, o, u });
          const sum = result.lines.reduce((a, l) => a + l.grams, 0);
          expect(sum).toBeCloseTo(w, 6);
          expect(result.perPiece * n).toBeCloseTo(w, 6);
        },
      ),
    );
  });
});
