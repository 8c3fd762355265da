import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCsv } from '~/lib/download';
import { wordsFrom } from '~/lib/i18n';
import {
  compound,
  compoundInterest,
  csvRows as logicCsvRows,
  DEFAULTS,
  FREQUENCIES,
  MAX_BALANCE,
  money,
  percent,
  readTerms,
  toFrequency,
  type CompoundInput,
  type CompoundResult,
} from './compound-interest-calculator';
import en from './messages/en';
import * as words from './words';

/** The page's words in English (messages/en.ts), as the component has them. */
const t = wordsFrom<typeof en>(en);
const summaryLine = (result: CompoundResult) => words.summaryLine(t, result);
const summaryText = (result: CompoundResult) => words.summaryText(t, result);
const yearsText = (years: number) => words.yearsText(t, years);
const csvRows = (result: CompoundResult) => logicCsvRows(result, words.csvHeads(t));

const defaults: CompoundInput = { ...DEFAULTS };
const calc = (patch: Partial<CompoundInput> = {}) => compoundInterest({ ...defaults, ...patch });
const ok = (r: ReturnType<typeof compoundInterest>): CompoundResult => {
  if (r === null || 'error' in r) throw new Error(`expected a result, got ${JSON.stringify(r)}`);
  return r;
};

/**
 * The closed form, written independently of the loop: the future value of P after N periods at
 * i per period, plus an ordinary annuity of C paid at the end of each period.
 */
function futureValue(P: number, C: number, annualPercent: number, n: number, N: number): number {
  const i = annualPercent / 100 / n;
  if (i === 0) return P + C * N;
  // (1 + i)^N − 1 through expm1/log1p, so a tiny rate keeps its digits.
  const grown = Math.expm1(N * Math.log1p(i));
  return P * (1 + grown) + (C * grown) / i;
}

const cents = (value: number) => Math.round(value * 100);

describe('the defaults (10000 start, 200 a period, 6 %, 20 years, monthly)', () => {
  const result = ok(calc());

  it('ends at the closed-form future value, to the cent', () => {
    const expected = futureValue(10000, 200, 6, 12, 240);
    expect(expected).toBeCloseTo(125510.2238, 3);
    expect(cents(result.ending)).toBe(cents(expected));
    expect(money(result.ending)).toBe('$125,510.22');
  });

  it('shows the four summary figures', () => {
    expect(money(result.totalContrib)).toBe('$58,000.00');
    expect(money(result.totalInterest)).toBe('$67,510.22');
    expect(result.effRate).toBeCloseTo(Math.pow(1.005, 12) - 1, 12);
    expect(percent(result.effRate)).toBe('6.17%');
    expect(summaryLine(result)).toBe('Ending balance after 20 years: $125,510.22');
  });

  it('has 20 yearly rows; each year ends at the closed form for 12 k periods', () => {
    expect(result.rows).toHaveLength(20);
    result.rows.forEach((row, k) => {
      expect(row.year).toBe(k + 1);
      expect(row.periods).toBe(12);
      expect(row.contrib).toBe(2400);
      expect(cents(row.end)).toBe(cents(futureValue(10000, 200, 6, 12, 12 * (k + 1))));
    });
    expect(money(result.rows[0]!.interest)).toBe('$683.89');
    expect(money(result.rows[19]!.start)).toBe('$115,894.96');
  });

  it('Copy Summary carries the inputs and the four figures', () => {
    expect(summaryText(result)).toBe(
      [
        'Compound interest: $10,000.00 starting amount, $200.00 added at the end of each period (12 a year), 6% a year compounded monthly for 20 years',
        'Ending balance: $125,510.22',
        'Total contributed (including the starting amount): $58,000.00',
        'Total interest: $67,510.22',
        'Effective annual rate: 6.17%',
      ].join('\n'),
    );
  });
});

describe('the catalogue example (25000 start, 500 a period, 7 %, 30 years, monthly)', () => {
  // The browser test asserts these same strings.
  const example = { principal: '25000', contrib: '500', rate: '7', years: '30', freq: 12 };

  it('ends at $812,897.93, the closed form to the cent', () => {
    const result = ok(calc(example));
    expect(cents(result.ending)).toBe(cents(futureValue(25000, 500, 7, 12, 360)));
    expect(money(result.ending)).toBe('$812,897.93');
    expect(money(result.totalContrib)).toBe('$205,000.00');
    expect(money(result.totalInterest)).toBe('$607,897.93');
    expect(percent(result.effRate)).toBe('7.23%');
    const last = result.rows[29]!;
    expect([
      last.year,
      money(last.start),
      money(last.contrib),
      money(last.interest),
      money(last.end),
    ]).toEqual([30, '$752,316.61', '$6,000.00', '$54,581.32', '$812,897.93']);
    expect(csvRows(result)[1]).toEqual(['1', '25000.00', '6000.00', '2003.54', '33003.54']);
    expect(cents(futureValue(25000, 500, 7, 12, 12))).toBe(3300354);
  });

  it('over 10 years ends at $136,783.94', () => {
    const result = ok(calc({ ...example, years: '10' }));
    expect(cents(result.ending)).toBe(cents(futureValue(25000, 500, 7, 12, 120)));
    expect(money(result.ending)).toBe('$136,783.94');
  });
});

describe('hand-checked and closed-form cases', () => {
  it('annual compounding over 1 year: 1000 at 5 % plus 100 at the end is 1150', () => {
    const result = ok(calc({ principal: '1000', contrib: '100', rate: '5', years: '1', freq: 1 }));
    expect(result.rows).toEqual([
      { year: 1, start: 1000, contrib: 100, interest: 50, end: 1150, periods: 1 },
    ]);
    expect(result.ending).toBe(1150);
    expect(result.totalContrib).toBe(1100);
    expect(result.totalInterest).toBe(50);
    expect(result.effRate).toBeCloseTo(0.05, 15);
  });

  it('the contribution of a period earns nothing in that period (end of period)', () => {
    const result = ok(calc({ principal: '0', contrib: '100', rate: '12', years: '1', freq: 12 }));
    // 100 paid at the end of month 1 earns 11 months of 1 %, the last one earns nothing.
    expect(cents(result.ending)).toBe(cents(futureValue(0, 100, 12, 12, 12)));
    expect(money(result.ending)).toBe('$1,268.25');
  });

  it('a zero rate: the balance is what was paid in, and no interest', () => {
    const result = ok(calc({ rate: '0' }));
    expect(result.ending).toBe(10000 + 200 * 240);
    expect(result.totalInterest).toBe(0);
    expect(result.effRate).toBe(0);
    expect(percent(result.effRate)).toBe('0.00%');
    expect(result.rows.every((row) => row.interest === 0)).toBe(true);
  });

  it('zero contribution: P (1 + r/n)^N', () => {
    const result = ok(calc({ contrib: '0', years: '10', freq: 4 }));
    expect(result.ending).toBeCloseTo(10000 * Math.pow(1.015, 40), 8);
    expect(money(result.ending)).toBe('$18,140.18');
    expect(result.totalContrib).toBe(10000);
  });

  it.each([
    [1, '6.00%'],
    [2, '6.09%'],
    [4, '6.14%'],
    [12, '6.17%'],
    [26, '6.18%'],
    [52, '6.18%'],
    [365, '6.18%'],
  ])('the effective annual rate of 6 %% compounded %i times a year is %s', (freq, shown) => {
    const result = ok(calc({ freq }));
    expect(result.effRate).toBeCloseTo(Math.pow(1 + 0.06 / freq, freq) - 1, 12);
    expect(percent(result.effRate)).toBe(shown);
    expect(result.rows[0]!.periods).toBe(freq);
    expect(cents(result.ending)).toBe(cents(futureValue(10000, 200, 6, freq, 20 * freq)));
  });

  it('a negative rate shrinks the money (down to -100 % at most)', () => {
    const result = ok(calc({ rate: '-5', contrib: '0', years: '1', freq: 1 }));
    expect(result.ending).toBe(9500);
    expect(result.totalInterest).toBe(-500);
    expect(ok(calc({ rate: '-250', contrib: '0', years: '1', freq: 1 })).ending).toBe(0);
    expect(readTerms({ ...defaults, rate: '-250' })?.rate).toBe(-100);
  });

  it('counts rates above 1000 % as 1000 %', () => {
    expect(readTerms({ ...defaults, rate: '5000' })?.rate).toBe(1000);
    expect(readTerms({ ...defaults, rate: '1e308' })?.rate).toBe(1000);
  });
});

describe('input rules', () => {
  it('floors the starting amount and the contribution at 0', () => {
    expect(readTerms({ ...defaults, principal: '-5000', contrib: '-1' })).toMatchObject({
      principal: 0,
      contrib: 0,
    });
    expect(ok(calc({ principal: '-5000', contrib: '-1' })).ending).toBe(0);
  });

  it('counts blank or unparsable amounts as 0', () => {
    expect(readTerms({ ...defaults, principal: '', contrib: 'abc' })).toMatchObject({
      principal: 0,
      contrib: 0,
    });
  });

  it('counts an unparsable or blank rate as 0', () => {
    for (const rate of ['', 'abc', '6..5', 'NaN', 'Infinity', '1e999', '--6']) {
      expect(readTerms({ ...defaults, rate })?.rate).toBe(0);
      expect(ok(calc({ rate })).totalInterest).toBe(0);
    }
  });

  it.each(['0', '-3', '', 'abc', '0.0', '-0', 'Infinity'])('clears the result for years %j', (years) => {
    expect(calc({ years })).toBeNull();
  });

  it('accepts thousands separators, a $ sign, a % sign and decimal commas', () => {
    expect(readTerms({ ...defaults, principal: '1,234.56', contrib: '$1,200', rate: '6.5%' })).toMatchObject({
      principal: 1234.56,
      contrib: 1200,
      rate: 6.5,
    });
    expect(readTerms({ ...defaults, rate: '6,5' })?.rate).toBe(6.5);
    expect(readTerms({ ...defaults, principal: ' 10000 ' })?.principal).toBe(10000);
  });

  it('counts years above 100 as 100', () => {
    const result = ok(calc({ years: '250' }));
    expect(result.terms.years).toBe(100);
    expect(result.rows).toHaveLength(100);
  });

  it('rounds years × n to whole periods; a last part year gets its own row', () => {
    const result = ok(calc({ principal: '1000', contrib: '10', rate: '12', years: '2.5', freq: 12 }));
    expect(result.terms).toMatchObject({ periods: 30, years: 2.5 });
    expect(result.rows.map((row) => [row.year, row.periods, row.contrib])).toEqual([
      [1, 12, 120],
      [2, 12, 120],
      [3, 6, 60],
    ]);
    expect(cents(result.ending)).toBe(cents(futureValue(1000, 10, 12, 12, 30)));
    expect(yearsText(result.terms.years)).toBe('2.5 years');
    expect([yearsText(1), yearsText(366 / 365), yearsText(20)]).toEqual(['1 year', '1 year', '20 years']);
    // 2.3 years quarterly is 9.2 periods: 9 periods, 2.25 years.
    expect(readTerms({ ...defaults, years: '2.3', freq: 4 })).toMatchObject({ periods: 9, years: 2.25 });
    // Less than half a period rounds to none: nothing to show.
    expect(calc({ years: '0.4', freq: 1 })).toBeNull();
  });

  it('offers the seven frequencies; anything else is monthly', () => {
    expect(FREQUENCIES).toEqual([1, 2, 4, 12, 26, 52, 365]);
    expect(toFrequency('365')).toBe(365);
    expect(toFrequency(7)).toBe(12);
    expect(toFrequency('x')).toBe(12);
    expect(ok(calc({ freq: 13 })).terms.freq).toBe(12);
  });

  it('refuses results too large to show, never NaN or Infinity', () => {
    expect(calc({ principal: '2e13' })).toEqual({ error: 'tooLarge' });
    expect(calc({ rate: '100000', years: '100', freq: 365 })).toEqual({ error: 'tooLarge' });
    expect(calc({ contrib: '1e300', years: '100', freq: 365 })).toEqual({ error: 'tooLarge' });
    expect(t.error(calc({ principal: '2e13' }))).toBe(
      'The result is too large to show (over $10 trillion). Lower the amounts, the rate or the years.',
    );
    expect(ok(calc({ principal: String(MAX_BALANCE), rate: '0', contrib: '0' })).ending).toBe(MAX_BALANCE);
  });
});

describe('CSV', () => {
  it('a 2-year schedule, byte for byte', () => {
    const result = ok(calc({ principal: '1000', contrib: '100', rate: '5', years: '2', freq: 1 }));
    expect(toCsv(csvRows(result))).toBe(
      'Year,Start Balance,Contributed,Interest,End Balance\r\n' +
        '1,1000.00,100.00,50.00,1150.00\r\n' +
        '2,1150.00,100.00,57.50,1307.50\r\n',
    );
  });

  it('large figures carry no thousands separators or currency signs; zeros are never -0.00', () => {
    const text = toCsv(csvRows(ok(calc({ years: '2' }))));
    expect(text).toBe(
      'Year,Start Balance,Contributed,Interest,End Balance\r\n' +
        '1,10000.00,2400.00,683.89,13083.89\r\n' +
        '2,13083.89,2400.00,874.10,16357.99\r\n',
    );
    const zero = toCsv(csvRows(ok(calc({ principal: '0', contrib: '0', rate: '-3', years: '1' }))));
    expect(zero).toBe('Year,Start Balance,Contributed,Interest,End Balance\r\n1,0.00,0.00,0.00,0.00\r\n');
  });
});

describe('performance', () => {
  it('daily compounding over 100 years (36,500 periods) computes fast', () => {
    const terms = readTerms({ principal: '10000', contrib: '5', rate: '7', years: '100', freq: 365 })!;
    expect(terms.periods).toBe(36500);
    compound(terms); // warm up the JIT
    const start = performance.now();
    const result = compound(terms);
    const elapsed = performance.now() - start;
    expect('error' in result).toBe(false);
    expect((result as CompoundResult).rows).toHaveLength(100);
    expect(cents((result as CompoundResult).ending)).toBe(cents(futureValue(10000, 5, 7, 365, 36500)));
    expect(elapsed).toBeLessThan(50);
  });
});

describe('properties', () => {
  const inputs = fc.record({
    principal: fc.double({ min: 0, max: 1e6, noNaN: true }),
    contrib: fc.double({ min: 0, max: 1e4, noNaN: true }),
    rate: fc.oneof(fc.constant(0), fc.double({ min: 1e-6, max: 20, noNaN: true })),
    years: fc.integer({ min: 1, max: 50 }),
    freq: fc.constantFrom(...FREQUENCIES),
  });
  const run = (v: { principal: number; contrib: number; rate: number; years: number; freq: number }) =>
    ok(
      calc({
        principal: String(v.principal),
        contrib: String(v.contrib),
        rate: String(v.rate),
        years: String(v.years),
        freq: v.freq,
      }),
    );

  it('for rates ≥ 0 the end balance is at least what was paid in; rows add up within a cent', () => {
    fc.assert(
      fc.property(inputs, (v) => {
        const result = run(v);
        // Within a tenth of a cent: at a 0 % rate both are float sums of up to 18,250 deposits,
        // which can differ by more than a millionth (0 % daily for 28 years: 1.0e-6 apart).
        expect(result.ending).toBeGreaterThanOrEqual(result.totalContrib - 0.001);
        expect(result.rows).toHaveLength(v.years);
        let previousEnd = result.terms.principal;
        for (const row of result.rows) {
          expect(row.start).toBe(previousEnd);
          expect(Math.abs(row.start + row.contrib + row.interest - row.end)).toBeLessThan(0.01);
          previousEnd = row.end;
        }
        expect(result.rows[result.rows.length - 1]!.end).toBe(result.ending);
        expect(Math.abs(result.totalContrib + result.totalInterest - result.ending)).toBeLessThan(0.01);
      }),
    );
  });

  it('agrees with the closed form to within a cent per million', () => {
    fc.assert(
      fc.property(inputs, (v) => {
        const result = run(v);
        const expected = futureValue(v.principal, v.contrib, v.rate, v.freq, v.years * v.freq);
        expect(Math.abs(result.ending - expected)).toBeLessThanOrEqual(0.01 + expected * 1e-8);
      }),
    );
  });

  it('whatever is typed, the result is null, an error or finite figures', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.double().map(String),
      fc.constantFrom('1e308', '-1e308', '1,000,000', '12,5', '$5', '7%', ' '),
    );
    fc.assert(
      fc.property(
        text,
        text,
        text,
        text,
        fc.integer({ min: -5, max: 400 }),
        (principal, contrib, rate, years, freq) => {
          const result = compoundInterest({ principal, contrib, rate, years, freq });
          if (result === null || 'error' in result) return;
          const figures = [result.ending, result.totalContrib, result.totalInterest, result.effRate];
          for (const row of result.rows) figures.push(row.start, row.contrib, row.interest, row.end);
          expect(figures.every(Number.isFinite)).toBe(true);
          expect(summaryText(result)).not.toMatch(/NaN|Infinity|undefined/);
          expect(toCsv(csvRows(result))).not.toMatch(/NaN|Infinity|undefined|e\+/);
        },
      ),
      { numRuns: 300 },
    );
  });
});
