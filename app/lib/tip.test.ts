import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { financeTipCalculator, ROUNDING_MODES, type FinanceTipInput, type RoundingMode } from './tip';
import { wordsFrom } from '~/lib/i18n';
import uiEn from '~/ui/messages/en';
import { tipSplit, tipSummary } from '~/ui/tip-words';
import type { FinanceTipResult } from '~/lib/tip';

/** The page's sentences in English (ui/tip-words.ts). */
const english = wordsFrom<typeof uiEn>(uiEn);
const summaryOf = (r: FinanceTipResult) => tipSummary(english, r);
const splitOf = (r: FinanceTipResult) => tipSplit(english, r);

const base: FinanceTipInput = {
  currency: 'USD',
  amount: '',
  tax: '8.5',
  service: '0',
  tip: 20,
  basis: 'pre',
  people: '1',
  rounding: 'none',
};
const calc = (patch: Partial<FinanceTipInput>) => financeTipCalculator({ ...base, ...patch });
const must = (patch: Partial<FinanceTipInput>) => {
  const result = calc(patch);
  if (!result) throw new Error('expected a result');
  return result;
};

describe('the catalogue example: 84.50 EUR, tax 10 %, tip 15 % before tax, 3 people', () => {
  // By hand, in cents:
  //   bill 8450; tax 8450 × 10% = 845; service 0; tip 8450 × 15% = 1267.5 → 1268 (half up)
  //   total 8450 + 845 + 0 + 1268 = 10563 (€105.63); per person 10563 / 3 = 3521 (€35.21)
  //   'half': 3521 up to the next 50 = 3550 (€35.50); total 3550 × 3 = 10650 (€106.50)
  //   rounding adds 10650 − 10563 = 87, so the tip is 1268 + 87 = 1355 (€13.55)
  //   adjusted tip percent 1355 / 8450 = 16.0355…% → 16.04%
  const example: Partial<FinanceTipInput> = {
    currency: 'EUR',
    amount: '84.50',
    tax: '10',
    service: '0',
    tip: 15,
    basis: 'pre',
    people: '3',
  };

  it('without rounding', () => {
    const r = must({ ...example, rounding: 'none' });
    expect(r).toMatchObject({
      billAmount: 84.5,
      taxAmount: 8.45,
      serviceAmount: 0,
      tipAmount: 12.68,
      roundingAdded: 0,
      totalAmount: 105.63,
      numberOfPeople: 3,
      split: null,
    });
    expect(r.perPerson).toBeCloseTo(35.21, 10);
    expect(r.text).toMatchObject({ total: '€105.63', perPerson: '€35.21', tip: '€12.68', tax: '€8.45' });
    expect(summaryOf(r)).toBe('Total €105.63, €35.21 each for 3 people; tip €12.68 (15%)');
  });

  it('with each share up to the next 0.50', () => {
    const r = must({ ...example, rounding: 'half' });
    expect(r).toMatchObject({
      tipBeforeRounding: 12.68,
      roundingAdded: 0.87,
      tipAmount: 13.55,
      totalBeforeRounding: 105.63,
      totalAmount: 106.5,
      perPerson: 35.5,
      split: null,
    });
    expect(r.adjustedTipPercentage).toBeCloseTo((1355 / 8450) * 100, 10);
    expect(r.text).toMatchObject({
      perPerson: '€35.50',
      total: '€106.50',
      tip: '€13.55',
      roundingAdded: '€0.87',
      adjustedTipPercentage: '16.04%',
    });
    expect(summaryOf(r)).toBe('Total €106.50, €35.50 each for 3 people; tip €13.55 (16.04% after rounding)');
  });

  it('the 18 % quick tip: tip 1521, total 10816, share 3605.33 → 3650, total 10950, tip 1655', () => {
    const r = must({ ...example, tip: 18, rounding: 'half' });
    expect(r.text).toMatchObject({ tip: '€16.55', perPerson: '€36.50', total: '€109.50' });
    expect(r.text.adjustedTipPercentage).toBe('19.59%');
  });
});

describe('tip basis', () => {
  // Each row: the input, and the amounts it comes to.
  it.each([
    [
      'before tax: 100 + tax 10 + tip 20 % of 100 = 130',
      { amount: '100', tax: '10', tip: 20 },
      { tipBase: 100, tipAmount: 20, totalAmount: 130 },
    ],
    [
      'after tax: 100 + tax 10 + tip 20 % of 110 = 132',
      { amount: '100', tax: '10', tip: 20, basis: 'post' },
      { tipBase: 110, tipAmount: 22, totalAmount: 132 },
    ],
    [
      'service is charged on the bill and is not part of the tip base',
      { amount: '200', tax: '0', service: '12.5', tip: 10, basis: 'post' },
      { serviceAmount: 25, tipBase: 200, tipAmount: 20, totalAmount: 245 },
    ],
  ] as const)('%s', (_name, input, amounts) => {
    expect(must(input)).toMatchObject(amounts);
  });
  it('the defaults: tax 8.5 %, tip 20 % before tax, 1 person', () => {
    // 50 + 4.25 + 10 = 64.25
    const r = must({ amount: '50' });
    expect(r).toMatchObject({ taxAmount: 4.25, tipAmount: 10, totalAmount: 64.25, perPerson: 64.25 });
    expect(summaryOf(r)).toBe('Total $64.25; tip $10.00 (20%)');
  });
});

describe('rounding modes: bill 100, tax 8.5 %, tip 20 % before tax, 4 people (total 128.50)', () => {
  const four = { amount: '100', people: '4' };
  it('none: 128.50 / 4 = 32.125, so 2 people pay 32.13 and 2 pay 32.12', () => {
    const r = must({ ...four, rounding: 'none' });
    expect(r).toMatchObject({ totalAmount: 128.5, perPerson: 32.125, roundingAdded: 0, tipAmount: 20 });
    expect(r.split).toEqual({ highCount: 2, high: 32.13, lowCount: 2, low: 32.12 });
    expect(splitOf(r)).toBe(
      '$128.50 does not split into equal whole cents: 2 people pay $32.13 and 2 pay $32.12.',
    );
  });
  // Each row: the mode, and the share, total and tip it rounds to.
  it.each([
    [
      'half: 32.125 up to 32.50, total 130.00, tip 20 + 1.50 = 21.50 (21.5 %)',
      'half',
      { perPerson: 32.5, totalAmount: 130, roundingAdded: 1.5, tipAmount: 21.5, split: null },
      { adjustedTipPercentage: '21.5%' },
    ],
    [
      'whole: 32.125 up to 33.00, total 132.00, tip 20 + 3.50 = 23.50',
      'whole',
      { perPerson: 33, totalAmount: 132, roundingAdded: 3.5, tipAmount: 23.5 },
      { adjustedTipPercentage: '23.5%' },
    ],
    [
      'total: 128.50 up to 129.00, 32.25 each, tip 20.50',
      'total',
      { totalAmount: 129, perPerson: 32.25, roundingAdded: 0.5, tipAmount: 20.5, split: null },
      {},
    ],
  ] as const)('%s', (_name, rounding, amounts, text) => {
    const r = must({ ...four, rounding });
    expect(r).toMatchObject(amounts);
    expect(r.text).toMatchObject(text);
  });
  it('total with an uneven split: 12900 cents / 7 = 1842 rest 6 → 6 people pay 18.43 and 1 pays 18.42', () => {
    const r = must({ amount: '100', people: '7', rounding: 'total' });
    expect(r.split).toEqual({ highCount: 6, high: 18.43, lowCount: 1, low: 18.42 });
    expect(splitOf(r)).toBe(
      '$129.00 does not split into equal whole cents: 6 people pay $18.43 and 1 pays $18.42.',
    );
  });
  it('an amount already on the step stays where it is', () => {
    // 30 with no tax and no tip for 3 people is 10.00 each.
    for (const rounding of ROUNDING_MODES) {
      expect(must({ amount: '30', tax: '0', tip: 0, people: '3', rounding })).toMatchObject({
        totalAmount: 30,
        perPerson: 10,
        roundingAdded: 0,
      });
    }
    expect(must({ amount: '35.50', tax: '0', tip: 0, rounding: 'half' }).totalAmount).toBe(35.5);
  });
  it('one cent over the step goes to the next step', () => {
    expect(must({ amount: '35.01', tax: '0', tip: 0, rounding: 'half' }).totalAmount).toBe(35.5);
    expect(must({ amount: '35.01', tax: '0', tip: 0, rounding: 'whole' }).totalAmount).toBe(36);
    expect(must({ amount: '35.01', tax: '0', tip: 0, rounding: 'total' }).totalAmount).toBe(36);
  });
  it('an unknown mode counts as none', () => {
    expect(must({ ...four, rounding: 'up' as RoundingMode })).toMatchObject({
      rounding: 'none',
      totalAmount: 128.5,
    });
  });
});

describe('validation: floors and bad input', () => {
  it('no result for an empty, non-numeric, zero, negative or too large bill', () => {
    for (const amount of ['', '   ', 'abc', '0', '-10', '0.001', 'Infinity', 'NaN', '1e13', '1e400']) {
      expect(calc({ amount })).toBeNull();
    }
  });
  it('accepts thousands separators and decimal commas in the bill', () => {
    expect(must({ amount: '1,234.50', tax: '0', tip: 0 }).totalAmount).toBe(1234.5);
    expect(must({ amount: '12,5', tax: '0', tip: 0 }).totalAmount).toBe(12.5);
  });
  it('rounds the bill to the cent, half up, without float noise', () => {
    expect(must({ amount: '1.005', tax: '0', tip: 0 }).billAmount).toBe(1.01);
    // 84.50 × 7.1 % = 5.9995 → 6.00 (float arithmetic gives 5.99949999…)
    expect(must({ amount: '84.50', tax: '7.1', tip: 0 }).taxAmount).toBe(6);
  });
  it('negative tax and service are floored at 0; blank or non-numeric count as 0', () => {
    const r = must({ amount: '100', tax: '-5', service: '-3' });
    expect(r).toMatchObject({
      taxPercent: 0,
      taxAmount: 0,
      servicePercent: 0,
      serviceAmount: 0,
      totalAmount: 120,
    });
    expect(must({ amount: '100', tax: '', service: 'x' })).toMatchObject({ taxAmount: 0, serviceAmount: 0 });
  });
  it('tax and service are capped at 100 %', () => {
    expect(must({ amount: '100', tax: '250', service: '1e300' })).toMatchObject({
      taxAmount: 100,
      serviceAmount: 100,
    });
  });
  it('the tip is clamped to 0..35 and a non-finite tip is the default 20', () => {
    expect(must({ amount: '100', tip: -5 }).tipAmount).toBe(0);
    expect(must({ amount: '100', tip: 40 }).tipAmount).toBe(35);
    expect(must({ amount: '100', tip: Number.NaN }).tipAmount).toBe(20);
  });
  it('people are floored and at least 1 (at most 1000)', () => {
    expect(must({ amount: '100', people: '2.9' }).numberOfPeople).toBe(2);
    expect(must({ amount: '100', people: '0' }).numberOfPeople).toBe(1);
    expect(must({ amount: '100', people: '0.5' }).numberOfPeople).toBe(1);
    expect(must({ amount: '100', people: '-4' }).numberOfPeople).toBe(1);
    expect(must({ amount: '100', people: 'abc' }).numberOfPeople).toBe(1);
    expect(must({ amount: '100', people: '' }).numberOfPeople).toBe(1);
    expect(must({ amount: '100', people: '1e9' }).numberOfPeople).toBe(1000);
  });
  it('formats each currency, and a bad currency code falls back to the number and the code', () => {
    expect(must({ amount: '10', tax: '0', tip: 0, currency: 'GBP' }).text.total).toBe('£10.00');
    expect(must({ amount: '10', tax: '0', tip: 0, currency: 'INR' }).text.total).toBe('₹10.00');
    expect(must({ amount: '10', tax: '0', tip: 0, currency: 'CAD' }).text.total).toBe('CA$10.00');
    const bad = must({ amount: '84.50', tax: '10', tip: 15, people: '3', currency: 'NOT-A-CODE' });
    expect(bad.text.total).toBe('105.63 NOT-A-CODE');
    expect(summaryOf(bad)).toBe(
      'Total 105.63 NOT-A-CODE, 35.21 NOT-A-CODE each for 3 people; tip 12.68 NOT-A-CODE (15%)',
    );
  });
  it('never shows NaN, Infinity or undefined, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.string(),
        fc.double(),
        fc.string(),
        fc.constantFrom(...ROUNDING_MODES),
        (amount, tax, service, tip, people, rounding) => {
          const r = calc({ amount, tax, service, tip, people, rounding });
          if (r) expect(JSON.stringify(r)).not.toMatch(/NaN|Infinity|undefined/);
        },
      ),
    );
  });
});

describe('invariants', () => {
  const inputs = fc.record({
    cents: fc.integer({ min: 1, max: 100_000_000 }),
    tax: fc.double({ min: 0, max: 30, noNaN: true }),
    service: fc.double({ min: 0, max: 25, noNaN: true }),
    tipHalves: fc.integer({ min: 0, max: 70 }),
    basis: fc.constantFrom('pre' as const, 'post' as const),
    people: fc.integer({ min: 1, max: 50 }),
    rounding: fc.constantFrom(...ROUNDING_MODES),
  });
  type Values = typeof inputs extends fc.Arbitrary<infer T> ? T : never;
  const run = (v: Values) =>
    must({
      amount: (v.cents / 100).toFixed(2),
      tax: String(v.tax),
      service: String(v.service),
      tip: v.tipHalves / 2,
      basis: v.basis,
      people: String(v.people),
      rounding: v.rounding,
    });

  it('per person × people = total within a cent; the lines add up to the total', () => {
    fc.assert(
      fc.property(inputs, (v) => {
        const r = run(v);
        expect(Math.abs(r.perPerson * r.numberOfPeople - r.totalAmount)).toBeLessThan(0.01);
        const sum = r.billAmount + r.taxAmount + r.serviceAmount + r.tipAmount;
        expect(Math.abs(sum - r.totalAmount)).toBeLessThan(0.005);
      }),
    );
  });

  it('a rounded total is never below the unrounded one, and adds less than one step per share', () => {
    fc.assert(
      fc.property(inputs, (v) => {
        const r = run(v);
        const none = run({ ...v, rounding: 'none' });
        expect(r.totalAmount).toBeGreaterThanOrEqual(none.totalAmount);
        expect(r.tipAmount).toBeGreaterThanOrEqual(none.tipAmount);
        expect(r.adjustedTipPercentage).toBeGreaterThanOrEqual(none.adjustedTipPercentage);
        const step = { none: 0, half: 0.5 * r.numberOfPeople, whole: r.numberOfPeople, total: 1 }[r.rounding];
        expect(r.roundingAdded).toBeLessThan(step || 0.001);
        if (r.rounding === 'half' || r.rounding === 'whole') {
          const unit = r.rounding === 'half' ? 50 : 100;
          expect(Math.round(r.perPerson * 100) % unit).toBe(0);
        }
        if (r.rounding === 'total') expect(Number.isInteger(r.totalAmount)).toBe(true);
      }),
    );
  });
});
