import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordsFrom } from '~/lib/i18n';
import { BUILT_IN_CPI, SPEC_VALUES } from './data';
import {
  calculateInflation,
  DEFAULT_AMOUNT,
  DEFAULT_YEAR,
  earliestYear,
  formatAmount,
  formatDollars,
  formatIndex,
  formatPercent,
  latestYear,
  MAX_AMOUNT,
  parseAmount,
  quickYears,
} from './inflation-calculator';
import en from './messages/en';
import { doublingNoteOf, summaryOf } from './words';

/** The page's words in English (messages/en.ts), as the component has them. */
const t = wordsFrom<typeof en>(en);

/** The result with the sentences the page shows for it (words.ts). */
const calc = (amount: string, year: number, index = BUILT_IN_CPI) => {
  const result = calculateInflation({ amount, year }, index);
  return result && { ...result, summary: summaryOf(t, result), doublingNote: doublingNoteOf(t, result) };
};

describe('the built-in table', () => {
  it('has every year from 1970 to 2024, all positive', () => {
    const years = [...BUILT_IN_CPI.keys()];
    expect(years).toEqual(Array.from({ length: 55 }, (_, i) => 1970 + i));
    for (const value of BUILT_IN_CPI.values()) expect(value).toBeGreaterThan(0);
  });

  it("keeps the spec's listed values exactly", () => {
    expect(SPEC_VALUES.size).toBe(13);
    for (const [year, value] of SPEC_VALUES) expect(BUILT_IN_CPI.get(year), String(year)).toBe(value);
  });

  it('has the published BLS annual averages for other years', () => {
    expect(BUILT_IN_CPI.get(1970)).toBe(38.8);
    expect(BUILT_IN_CPI.get(1980)).toBe(82.4);
    expect(BUILT_IN_CPI.get(1985)).toBe(107.6);
    expect(BUILT_IN_CPI.get(2009)).toBe(214.537); // the one year prices fell (2008: 215.303)
    expect(BUILT_IN_CPI.get(2017)).toBe(245.12);
  });

  it('runs from 1970 to 2024, with all five quick years', () => {
    expect(earliestYear(BUILT_IN_CPI)).toBe(1970);
    expect(latestYear(BUILT_IN_CPI)).toBe(2024);
    expect(quickYears(BUILT_IN_CPI)).toEqual([1980, 1990, 2000, 2010, 2020]);
  });
});

describe('calculateInflation', () => {
  it('the default: $100 from 1990 is 100 × 315.6 / 130.7 = $241.47 in 2024', () => {
    expect(DEFAULT_AMOUNT).toBe('100');
    expect(DEFAULT_YEAR).toBe(1990);
    const result = calc('100', 1990)!;
    expect(result).toMatchObject({
      originalAmount: 100,
      fromYear: 1990,
      toYear: 2024,
      fromCPI: 130.7,
      toCPI: 315.6,
      years: 34,
    });
    expect(result.ratio).toBeCloseTo(2.41469013, 8);
    expect(result.adjustedAmount).toBeCloseTo(241.46901301, 8);
    expect(result.totalInflation).toBeCloseTo(141.46901301, 8);
    // Simple average: total / 34 years.
    expect(result.annualAverage).toBeCloseTo(4.16085332, 8);
    expect(result.compoundAnnualRate).toBeCloseTo(2.62676271, 8);
    expect(result.buyingPowerThen).toBeCloseTo(41.41318124, 8);
    expect(result.summary).toBe('$100 in 1990 is worth $241.47 in 2024');
    expect(formatPercent(result.totalInflation)).toBe('141.47%');
    expect(formatPercent(result.annualAverage!)).toBe('4.16%');
  });

  it('the catalogue example: $50 from 2000 is $91.64 in 2024, no doubling note', () => {
    const result = calc('50', 2000)!;
    expect(result.summary).toBe('$50 in 2000 is worth $91.64 in 2024');
    expect(formatPercent(result.totalInflation)).toBe('83.28%');
    expect(formatPercent(result.annualAverage!)).toBe('3.47%');
    expect(result.doublingNote).toBeNull();
  });

  it('formula: adjusted = amount × index(latest) / index(year), total = (ratio − 1) × 100', () => {
    const result = calc('10000', 1980)!;
    expect(result.adjustedAmount).toBeCloseTo((10000 * 315.6) / 82.4, 8);
    expect(result.totalInflation).toBeCloseTo((315.6 / 82.4 - 1) * 100, 8);
    expect(result.summary).toBe('$10,000 in 1980 is worth $38,300.97 in 2024');
  });

  it('the target is the latest year of the data, whatever it is', () => {
    const index = new Map([...BUILT_IN_CPI, [2025, 321.943]]);
    const result = calc('100', 1990, index)!;
    expect(result.toYear).toBe(2025);
    expect(result.summary).toBe('$100 in 1990 is worth $246.32 in 2025');
  });

  it('the doubling note shows only when total inflation exceeds 100 %', () => {
    const exactlyDouble = new Map([
      [2000, 100],
      [2010, 200],
    ]);
    expect(calc('1', 2000, exactlyDouble)!.totalInflation).toBe(100);
    expect(calc('1', 2000, exactlyDouble)!.doublingNote).toBeNull();
    expect(calc('1', 2000, exactlyDouble)!.doubled).toBe(false);
    const justOver = new Map([
      [2000, 100],
      [2010, 200.001],
    ]);
    expect(calc('1', 2000, justOver)!.doublingNote).toBe(
      'Prices more than doubled between 2000 and 2010: a dollar in 2010 buys less than half of what it bought in 2000.',
    );
    expect(calc('100', 1990)!.doublingNote).toContain('more than doubled between 1990 and 2024');
    expect(calc('100', 2000)!.doublingNote).toBeNull();
  });

  it('the latest year itself: 0 years, no division by zero', () => {
    expect(calc('100', 2024)).toMatchObject({
      years: 0,
      ratio: 1,
      totalInflation: 0,
      adjustedAmount: 100,
      annualAverage: null,
      compoundAnnualRate: null,
      doublingNote: null,
      summary: '$100 in 2024 is worth $100.00 in 2024',
    });
  });

  it('falling prices give a value below the amount and negative inflation', () => {
    const index = new Map([
      [2008, 215.303],
      [2009, 214.537],
    ]);
    const result = calc('100', 2008, index)!;
    expect(result.adjustedAmount).toBeLessThan(100);
    expect(formatPercent(result.totalInflation)).toBe('-0.36%');
    expect(result.doublingNote).toBeNull();
  });

  it('reads amounts as people type them', () => {
    expect(calc('1,000', 1990)!.summary).toBe('$1,000 in 1990 is worth $2,414.69 in 2024');
    expect(calc(' 12.50 ', 2024)!.summary).toBe('$12.50 in 2024 is worth $12.50 in 2024');
    expect(calc('12,5', 2024)!.originalAmount).toBe(12.5);
  });
});

describe('invalid input gives no result (the intro)', () => {
  it('an amount that is not a number above 0', () => {
    for (const amount of [
      '',
      '   ',
      '0',
      '0.00',
      '-5',
      'abc',
      'NaN',
      'Infinity',
      '1e400',
      '$100',
      '1 2',
      '--1',
    ]) {
      expect(calc(amount, 1990), JSON.stringify(amount)).toBeNull();
    }
  });

  it('an amount above a trillion dollars', () => {
    expect(MAX_AMOUNT).toBe(1e12);
    expect(calc('1000000000000', 1990)).not.toBeNull();
    expect(calc('1000000000000.01', 1990)).toBeNull();
    expect(calc('1e13', 1990)).toBeNull();
  });

  it('a year that is not in the data', () => {
    for (const year of [1969, 2025, 0, -1990, 1990.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(calc('100', year), String(year)).toBeNull();
    }
  });

  it('an empty or broken table', () => {
    expect(calc('100', 1990, new Map())).toBeNull();
    expect(
      calc(
        '100',
        1990,
        new Map([
          [1990, 0],
          [2024, 315.6],
        ]),
      ),
    ).toBeNull();
    expect(latestYear(new Map())).toBeNull();
    expect(earliestYear(new Map())).toBeNull();
  });
});

describe('quick years and formatting', () => {
  it('quick years are only those in the data', () => {
    const index = new Map([
      [1990, 130.7],
      [2010, 218.1],
      [2024, 315.6],
    ]);
    expect(quickYears(index)).toEqual([1990, 2010]);
  });

  it('amounts print as typed, results in dollars and cents', () => {
    expect(formatAmount(100)).toBe('$100');
    expect(formatAmount(10000)).toBe('$10,000');
    expect(formatAmount(12.5)).toBe('$12.50');
    expect(formatAmount(0.1 + 0.2)).toBe('$0.30');
    expect(formatAmount(0.005)).toBe('$0.005');
    expect(formatDollars(241.469013)).toBe('$241.47');
    expect(formatDollars(0.0042)).toBe('$0.0042');
    expect(formatIndex(130.7)).toBe('130.7');
    expect(formatIndex(237)).toBe('237');
    expect(formatIndex(313.689)).toBe('313.689');
  });

  it('parseAmount accepts numbers above 0 up to the maximum', () => {
    expect(parseAmount('0.01')).toBe(0.01);
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('1,234.56')).toBe(1234.56);
  });
});

describe('properties', () => {
  const years = [...BUILT_IN_CPI.keys()];
  it('every valid amount and year gives finite figures; more inflation never lowers the value', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: MAX_AMOUNT, noNaN: true }),
        fc.constantFrom(...years),
        (amount, year) => {
          const result = calc(String(amount), year)!;
          expect(result).not.toBeNull();
          for (const value of [
            result.adjustedAmount,
            result.ratio,
            result.totalInflation,
            result.buyingPowerThen,
          ]) {
            expect(Number.isFinite(value)).toBe(true);
          }
          expect(result.summary).not.toMatch(/NaN|Infinity|undefined/);
          // The latest index is the highest in the table: the value never falls below the amount.
          expect(result.adjustedAmount).toBeGreaterThanOrEqual(amount);
          // Going there and back returns the amount.
          expect(result.buyingPowerThen * result.ratio).toBeCloseTo(amount, 2);
        },
      ),
    );
  });

  it('any text as amount gives a result or null, never a crash', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.integer({ min: -5000, max: 5000 }), (amount, year) => {
        const result = calc(amount, year);
        if (result) expect(result.summary).not.toMatch(/NaN|Infinity|undefined/);
      }),
    );
  });
});
