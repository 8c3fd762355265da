import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basicTipCalculator } from './basic-tip-calculator';
import { wordsFrom } from '~/lib/i18n';
import uiEn from '~/ui/messages/en';
import { tipSplit, tipSummary } from '~/ui/tip-words';
import type { FinanceTipResult } from '~/lib/tip';

/** The page's sentences in English (ui/tip-words.ts). */
const english = wordsFrom<typeof uiEn>(uiEn);
const summaryOf = (r: FinanceTipResult) => tipSummary(english, r);
const splitOf = (r: FinanceTipResult) => tipSplit(english, r);

const tip = (amount: string, tipPercent = '18', people = '1') =>
  basicTipCalculator({ amount, tip: tipPercent, people });

describe('basicTipCalculator', () => {
  it('computes tip, total and per person (the catalogue example)', () => {
    const result = tip('86.40', '20', '4');
    expect(result).toMatchObject({
      billAmount: 86.4,
      tipPercentage: 20,
      tipAmount: 17.28,
      totalAmount: 103.68,
      numberOfPeople: 4,
      perPerson: 25.92,
      split: null,
    });
    expect(result?.text).toMatchObject({ tip: '$17.28', total: '$103.68', perPerson: '$25.92' });
    expect(result && summaryOf(result)).toBe('Total $103.68, $25.92 each for 4 people; tip $17.28 (20%)');
  });

  it('defaults to an 18% tip for one person', () => {
    expect(tip('50')).toMatchObject({ tipAmount: 9, totalAmount: 59, perPerson: 59, numberOfPeople: 1 });
    expect(summaryOf(tip('50')!)).toBe('Total $59.00; tip $9.00 (18%)');
  });

  it('rounds the tip to the cent, half up, and names an uneven split', () => {
    expect(tip('10.05', '15')?.tipAmount).toBe(1.51);
    const result = tip('100', '0', '3');
    expect(result?.split).toEqual({ highCount: 1, high: 33.34, lowCount: 2, low: 33.33 });
    expect(result && splitOf(result)).toBe(
      '$100.00 does not split into equal whole cents: 1 person pays $33.34 and 2 pay $33.33.',
    );
  });

  it('accepts tips from 0 to 50 in tenths and 1 to 50 people', () => {
    expect(tip('100', '0')?.tipAmount).toBe(0);
    expect(tip('100', '50')?.tipAmount).toBe(50);
    expect(tip('100', '12.5')?.tipAmount).toBe(12.5);
    expect(tip('100', '18', '50')?.perPerson).toBe(2.36);
    expect(tip('1,234.50', '20', '2')?.totalAmount).toBe(1481.4);
    expect(tip('12,5', '20')?.billAmount).toBe(12.5);
  });

  it('shows no result outside the ranges', () => {
    expect(tip('')).toBeNull();
    expect(tip('0')).toBeNull();
    expect(tip('-5')).toBeNull();
    expect(tip('abc')).toBeNull();
    expect(tip('1e400')).toBeNull();
    expect(tip('100', '-1')).toBeNull();
    expect(tip('100', '50.1')).toBeNull();
    expect(tip('100', '')).toBeNull();
    expect(tip('100', '18', '0')).toBeNull();
    expect(tip('100', '18', '51')).toBeNull();
    expect(tip('100', '18', '2.5')).toBeNull();
    expect(tip('100', '18', '')).toBeNull();
    expect(tip('1e13')).toBeNull();
  });

  it('always adds up: the shares make the total, and the total is bill plus tip', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 50 }),
        (cents, tenths, people) => {
          const result = tip((cents / 100).toFixed(2), String(tenths / 10), String(people))!;
          const totalCents = Math.round(result.totalAmount * 100);
          expect(totalCents).toBe(cents + Math.round(result.tipAmount * 100));
          const split = result.split;
          const shared = split
            ? split.highCount * Math.round(split.high * 100) + split.lowCount * Math.round(split.low * 100)
            : Math.round(result.perPerson * 100) * people;
          expect(shared).toBe(totalCents);
        },
      ),
    );
  });
});
