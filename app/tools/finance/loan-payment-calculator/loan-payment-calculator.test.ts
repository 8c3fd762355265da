import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCsv } from '~/lib/download';
import { csvMoney, formatMoney } from '~/lib/format';
import { wordsFrom } from '~/lib/i18n';
import {
  amortize,
  balanceSeries,
  calculateLoan,
  CHART_MAX_POINTS,
  DEFAULTS,
  loanPaymentCalculator,
  MAX_PERIODS,
  PAYMENTS_PER_YEAR,
  payoffMonths,
  periodCount,
  periodicPayment,
  readTerms,
  scheduleTable,
  SUGGESTED_EXTRA,
  type AmortizationRow,
  type LoanResult,
  type LoanTerms,
  type LoanTextInput,
} from './loan-payment-calculator';
import en from './messages/en';
import * as words from './words';

/** The page's words in English (messages/en.ts), as the components have them. */
const t = wordsFrom<typeof en>(en);
const formatDuration = (months: number) => words.formatDuration(t, months);
const summaryLine = (result: LoanResult) => words.summaryLine(t, result);
const summaryText = (result: LoanResult) => words.summaryText(t, result);
const heads = words.csvHeads(t);

// Expected figures come from an independent run in exact decimal arithmetic (Python's decimal
// module at 50 digits, same rules), not from this module.

const defaults: LoanTextInput = { ...DEFAULTS };
const calc = (patch: Partial<LoanTextInput>) => loanPaymentCalculator({ ...defaults, ...patch });
const must = (result: LoanResult | null): LoanResult => {
  if (!result) throw new Error('expected a result');
  return result;
};
const terms = (patch: Partial<LoanTerms>): LoanTerms => ({
  amount: 250000,
  rate: 6.5,
  years: 30,
  ppy: 12,
  extra: 0,
  ...patch,
});
const cents = (row: AmortizationRow) => [
  row.period,
  csvMoney(row.payment),
  csvMoney(row.interest),
  csvMoney(row.principal),
  csvMoney(row.extra),
  csvMoney(row.balance),
];

describe('the default loan: 250000 at 6.5% monthly for 30 years', () => {
  const result = must(calc({}));

  it('pays $1,580.17 a month, from P·i / (1 − (1 + i)^−n)', () => {
    // Written out here independently of periodicPayment: i = 0.065 / 12, n = 360.
    const i = 0.065 / 12;
    expect(result.payment).toBeCloseTo((250000 * i) / (1 - (1 + i) ** -360), 9);
    expect(result.payment).toBeCloseTo(1580.17005873241, 8);
    expect(formatMoney(result.payment)).toBe('$1,580.17');
  });

  it('pays $568,861.22 in total, $318,861.22 of it interest, over 360 payments', () => {
    expect(result.periods).toBe(360);
    expect(result.rows).toHaveLength(360);
    expect(result.totalPaid).toBeCloseTo(568861.221143667, 5);
    expect(result.totalInterest).toBeCloseTo(318861.221143667, 5);
    expect(formatMoney(result.totalPaid)).toBe('$568,861.22');
    expect(formatMoney(result.totalInterest)).toBe('$318,861.22');
    expect(result.payoffMonths).toBe(360);
    expect(result.capped).toBe(false);
  });

  it('ends with a last payment of 1,580.17 and a zero balance', () => {
    expect(cents(result.rows[0]!)).toEqual([1, '1580.17', '1354.17', '226.00', '0.00', '249774.00']);
    expect(cents(result.rows[358]!)).toEqual([359, '1580.17', '16.98', '1563.19', '0.00', '1571.66']);
    expect(cents(result.rows[359]!)).toEqual([360, '1580.17', '8.51', '1571.66', '0.00', '0.00']);
  });

  it('has nothing saved vs no extra, and suggests $100 more a month (saving $58,859.89 and 56 months)', () => {
    expect(result.interestSaved).toBe(0);
    expect(result.monthsSaved).toBe(0);
    expect(result.suggestion?.extra).toBe(100);
    expect(formatMoney(result.suggestion!.interestSaved)).toBe('$58,859.89');
    expect(result.suggestion?.monthsSaved).toBe(56);
  });
});

describe("the catalogue's example: 320000 at 6.75% monthly for 30 years with $200 extra", () => {
  const result = must(calc({ amount: '320000', rate: '6.75', years: '30', ppy: 12, extra: '200' }));

  it('pays $2,075.51 a month and is paid off after 280 payments', () => {
    expect(result.payment).toBeCloseTo(2075.51390901829, 8);
    expect(formatMoney(result.payment)).toBe('$2,075.51');
    expect(result.periods).toBe(280);
    expect(result.payoffMonths).toBe(280);
    expect(formatMoney(result.totalInterest)).toBe('$315,107.29');
    expect(formatMoney(result.totalPaid)).toBe('$635,107.29');
  });

  it('saves $112,077.71 of interest and 80 months (6 years 8 months) vs no extra', () => {
    expect(formatMoney(result.noExtra.totalInterest)).toBe('$427,185.01');
    expect(result.noExtra.periods).toBe(360);
    expect(formatMoney(result.interestSaved)).toBe('$112,077.71');
    expect(result.monthsSaved).toBe(80);
    expect(formatDuration(result.monthsSaved)).toBe('6 years 8 months');
    expect(result.suggestion).toBeNull();
  });

  it('ends with a short regular payment that clears the balance, so no extra is needed', () => {
    expect(cents(result.rows[278]!)).toEqual([279, '2075.51', '14.06', '2061.46', '200.00', '237.58']);
    expect(cents(result.rows[279]!)).toEqual([280, '238.91', '1.34', '237.58', '0.00', '0.00']);
  });

  it('its first CSV row (the browser test reads it from the download)', () => {
    expect(scheduleTable(result.rows, heads)[1]).toEqual([
      '1',
      '2075.51',
      '1800.00',
      '275.51',
      '200.00',
      '319524.49',
    ]);
  });

  it('weekly instead: 730 payments of $478.65, the last extra cut to $184.68', () => {
    const weekly = must(calc({ amount: '320000', rate: '6.75', years: '30', ppy: 52, extra: '200' }));
    expect(formatMoney(weekly.payment)).toBe('$478.65');
    expect(weekly.periods).toBe(730);
    expect(weekly.payoffMonths).toBe(169); // ceil(730 × 12 / 52) = ceil(168.46)
    expect(cents(weekly.rows[729]!)).toEqual([730, '478.65', '0.86', '477.79', '184.68', '0.00']);
    expect(formatMoney(weekly.totalInterest)).toBe('$175,396.22');
    expect(formatMoney(weekly.interestSaved)).toBe('$251,291.46');
    expect(weekly.monthsSaved).toBe(191);
  });

  it('says it in one line and in the copied summary', () => {
    expect(summaryLine(result)).toBe(
      'Monthly payment $2,075.51, total interest $315,107.29, paid off in 280 months',
    );
    expect(summaryText(result)).toBe(
      [
        'Loan Payment Summary',
        'Loan amount: $320,000.00',
        'Annual interest rate: 6.75%',
        'Term: 30 years, monthly (12 a year)',
        'Extra payment per period: $200.00',
        'Payment per period: $2,075.51',
        'Total paid: $635,107.29',
        'Total interest: $315,107.29',
        'Payoff time: 280 months (23 years 4 months)',
        'Saved vs no extra: $112,077.71 interest, 6 years 8 months sooner',
      ].join('\n'),
    );
  });
});

describe('zero rate', () => {
  it('divides the principal evenly over the periods', () => {
    const result = must(calc({ amount: '12000', rate: '0', years: '1' }));
    expect(result.payment).toBe(1000);
    expect(result.periods).toBe(12);
    expect(result.totalInterest).toBe(0);
    expect(result.totalPaid).toBe(12000);
    expect(result.rows.every((row) => row.interest === 0 && row.payment === 1000)).toBe(true);
    expect(result.rows[11]!.balance).toBe(0);
  });

  it('with an extra payment saves time but no interest', () => {
    const result = must(calc({ amount: '12000', rate: '0', years: '1', extra: '1000' }));
    expect(result.periods).toBe(6);
    expect(result.interestSaved).toBe(0);
    expect(result.monthsSaved).toBe(6);
  });

  it('a blank or negative rate counts as 0', () => {
    expect(must(calc({ amount: '1200', rate: '', years: '1' })).payment).toBe(100);
    expect(must(calc({ amount: '1200', rate: '-5', years: '1' })).payment).toBe(100);
  });
});

describe('the extra payment', () => {
  it('is limited so the final payment does not exceed the balance', () => {
    // 1000 at 12% for 1 year monthly, 300 extra: the third extra is cut from 300 to 152.05.
    const result = must(calc({ amount: '1000', rate: '12', years: '1', extra: '300' }));
    expect(result.rows.map(cents)).toEqual([
      [1, '88.85', '10.00', '78.85', '300.00', '621.15'],
      [2, '88.85', '6.21', '82.64', '300.00', '238.51'],
      [3, '88.85', '2.39', '86.46', '152.05', '0.00'],
    ]);
    expect(result.rows[2]!.extra).toBeCloseTo(152.050285425757, 9);
    expect(result.rows[2]!.balance).toBe(0);
    expect(formatMoney(result.totalPaid)).toBe('$1,018.60');
  });

  it('an extra larger than the whole loan pays it off in one period', () => {
    const result = must(calc({ amount: '1000', rate: '12', years: '1', extra: '5000' }));
    expect(result.periods).toBe(1);
    expect(cents(result.rows[0]!)).toEqual([1, '88.85', '10.00', '78.85', '921.15', '0.00']);
    expect(result.totalPaid).toBeCloseTo(1010, 9);
  });

  it('a final regular payment larger than the balance is cut to balance + interest', () => {
    const result = must(calc({ amount: '3000', rate: '12', years: '0.25', extra: '500' }));
    expect(result.rows.map(cents)).toEqual([
      [1, '1020.07', '30.00', '990.07', '500.00', '1509.93'],
      [2, '1020.07', '15.10', '1004.97', '500.00', '4.97'],
      [3, '5.02', '0.05', '4.97', '0.00', '0.00'],
    ]);
    expect(formatMoney(result.totalInterest)).toBe('$45.15');
  });
});

describe('where the schedule stops', () => {
  it('stops at a balance of 0.01 or less (float dust is not another payment)', () => {
    // 0.3 / 3 is 0.09999999999999999 in binary floating point: three payments leave ~4e-17.
    const result = must(calc({ amount: '0.3', rate: '0', years: '3', ppy: 1 }));
    expect(result.periods).toBe(3);
    expect(result.rows[2]!.balance).toBeGreaterThan(0);
    expect(result.rows[2]!.balance).toBeLessThanOrEqual(0.01);
    expect(result.capped).toBe(false);
    expect(result.remaining).toBe(0);
  });

  it('stops before the last payment once the balance is 0.01 or less', () => {
    // $1 over 104 weekly payments of 0.0096…: after 103 of them 0.0096 is left, which counts as paid.
    const result = must(calc({ amount: '1', rate: '0', years: '2', ppy: 52 }));
    expect(result.periods).toBe(103);
    expect(result.rows[102]!.balance).toBeCloseTo(1 / 104, 12);
    expect(result.capped).toBe(false);
    expect(result.payoffMonths).toBe(24); // ceil(103 × 12 / 52) = ceil(23.77)
  });

  it('still makes one payment when the amount itself is 0.01 or less', () => {
    const result = must(calc({ amount: '0.01', rate: '0', years: '1', ppy: 1 }));
    expect(result.periods).toBe(1);
    expect(result.rows[0]!.principal).toBe(0.01);
    expect(result.rows[0]!.balance).toBe(0);
  });

  it('stops at 100000 periods, in well under 200 ms, saying what is still owed', () => {
    // 2000 years weekly is 104000 payments: the schedule is cut at 100000.
    const started = performance.now();
    const result = must(calculateLoan(terms({ amount: 1000, rate: 1, years: 2000, ppy: 52 })));
    const elapsed = performance.now() - started;
    expect(result.rows).toHaveLength(MAX_PERIODS);
    expect(result.periods).toBe(MAX_PERIODS);
    expect(result.rows[MAX_PERIODS - 1]!.period).toBe(100000);
    expect(result.capped).toBe(true);
    expect(csvMoney(result.remaining)).toBe('536.60');
    expect(formatMoney(result.totalInterest)).toBe('$18,767.37');
    expect(formatMoney(result.totalPaid)).toBe('$19,230.77');
    // ceil(100000 × 12 / 52) = ceil(23076.92…)
    expect(result.payoffMonths).toBe(23077);
    expect(summaryText(result)).toContain('The schedule stops at 100,000 payments with $536.60 still owed.');
    expect(elapsed).toBeLessThan(200);
  });

  it('a tiny payment (zero rate over 5000 years) also stops at the cap', () => {
    const result = must(calc({ amount: '1000', rate: '0', years: '5000', ppy: 52 }));
    expect(result.periods).toBe(MAX_PERIODS);
    expect(result.payment).toBeCloseTo(1000 / 260000, 12);
    expect(result.remaining).toBeCloseTo(1000 - (1000 / 260000) * 100000, 6);
  });

  it('a rate so high that (1 + i)^−n underflows pays only interest until the cap, without NaN', () => {
    const result = must(calc({ amount: '1000', rate: '1000', years: '100000', ppy: 1 }));
    expect(result.payment).toBe(10000);
    expect(result.capped).toBe(true);
    expect(Number.isFinite(result.totalPaid)).toBe(true);
    expect(result.rows.every((row) => row.balance === 1000)).toBe(true);
  });
});

describe('periods and payoff months', () => {
  it('rounds the period count, with at least one payment', () => {
    expect(periodCount(30, 12)).toBe(360);
    expect(periodCount(2.5, 26)).toBe(65);
    expect(periodCount(1.01, 26)).toBe(26); // 26.26
    expect(periodCount(1.02, 26)).toBe(27); // 26.52
    expect(periodCount(0.01, 12)).toBe(1); // 0.12 rounds to 0: still one payment
    expect(must(calc({ years: '0.01' })).periods).toBe(1);
  });

  it('payoff months = ceil(periods × 12 / payments per year)', () => {
    expect(payoffMonths(780, 26)).toBe(360);
    expect(payoffMonths(7, 26)).toBe(4); // 3.23
    expect(payoffMonths(562, 26)).toBe(260); // 259.38
    expect(payoffMonths(1560, 52)).toBe(360);
    expect(payoffMonths(1, 52)).toBe(1); // 0.23
    expect(payoffMonths(1123, 52)).toBe(260); // 259.15
    expect(payoffMonths(3, 4)).toBe(9);
    expect(payoffMonths(1, 1)).toBe(12);
  });

  it('bi-weekly and weekly loans with extra payments round their payoff months up', () => {
    const biweekly = must(calc({ ppy: 26, extra: '100' }));
    expect(formatMoney(biweekly.payment)).toBe('$728.97');
    expect(biweekly.periods).toBe(562);
    expect(biweekly.payoffMonths).toBe(260);
    expect(formatMoney(biweekly.totalInterest)).toBe('$215,540.49');
    expect(biweekly.noExtra.periods).toBe(780);
    expect(formatMoney(biweekly.noExtra.totalInterest)).toBe('$318,593.16');
    expect(biweekly.monthsSaved).toBe(100);

    const weekly = must(calc({ ppy: 52, extra: '50' }));
    expect(formatMoney(weekly.payment)).toBe('$364.41');
    expect(weekly.periods).toBe(1123);
    expect(weekly.payoffMonths).toBe(260);
    expect(formatMoney(weekly.totalInterest)).toBe('$215,347.88');
    expect(weekly.noExtra.periods).toBe(1560);
    expect(formatMoney(weekly.noExtra.totalInterest)).toBe('$318,478.27');
  });

  it('quarterly and annual payments', () => {
    const quarterly = must(calc({ ppy: 4 }));
    expect(formatMoney(quarterly.payment)).toBe('$4,748.81');
    expect(quarterly.periods).toBe(120);
    expect(formatMoney(quarterly.totalInterest)).toBe('$319,856.63');
    const annual = must(calc({ ppy: 1 }));
    expect(formatMoney(annual.payment)).toBe('$19,144.36');
    expect(annual.periods).toBe(30);
    expect(annual.payoffMonths).toBe(360);
    expect(formatMoney(annual.totalInterest)).toBe('$324,330.82');
  });
});

describe('validation', () => {
  it('no result when the amount or the years are 0 or less, blank or not a number', () => {
    for (const amount of ['0', '-250000', '', '  ', 'abc', '1e400', 'Infinity', 'NaN']) {
      expect(calc({ amount }), amount).toBeNull();
    }
    for (const years of ['0', '-30', '', 'x', '0.0']) expect(calc({ years }), years).toBeNull();
  });

  it('floors the rate and the extra at 0; a blank extra is 0', () => {
    expect(readTerms({ ...defaults, rate: '-1', extra: '-100' })).toEqual({
      amount: 250000,
      rate: 0,
      years: 30,
      ppy: 12,
      extra: 0,
    });
    expect(readTerms({ ...defaults, extra: '' })?.extra).toBe(0);
  });

  it('a rate or extra that is not a number gives no result', () => {
    expect(calc({ rate: 'six' })).toBeNull();
    expect(calc({ extra: '1..2' })).toBeNull();
  });

  it('reads what people type: thousands separators, decimal commas, spaces', () => {
    expect(readTerms({ ...defaults, amount: ' 1,234,567.89 ', rate: '6,5', extra: '1 000' })).toMatchObject({
      amount: 1234567.89,
      rate: 6.5,
      extra: 1000,
    });
  });

  it('refuses amounts above a trillion and rates above 1000%', () => {
    expect(calc({ amount: '1000000000000' })).not.toBeNull();
    expect(calc({ amount: '1000000000001' })).toBeNull();
    expect(calc({ extra: '2e12' })).toBeNull();
    expect(calc({ rate: '1000' })).not.toBeNull();
    expect(calc({ rate: '1000.5' })).toBeNull();
  });

  it('accepts only the five frequencies', () => {
    expect(PAYMENTS_PER_YEAR).toEqual([12, 26, 52, 4, 1]);
    expect(readTerms({ ...defaults, ppy: 7 as never })).toBeNull();
  });

  it('periodicPayment never returns a non-finite number', () => {
    expect(periodicPayment(1000, 1e6, 1e300, 1)).toBe(1000 * 1e4);
    expect(periodicPayment(1000, 0, 4, 12)).toBe(250);
  });

  it('hostile input never gives NaN or Infinity', () => {
    const texts = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('1e308', '-0', '0.000001', '9'.repeat(30)),
    );
    fc.assert(
      fc.property(
        texts,
        texts,
        texts,
        texts,
        fc.constantFrom(...PAYMENTS_PER_YEAR),
        (amount, rate, years, extra, ppy) => {
          const result = loanPaymentCalculator({ amount, rate, years, extra, ppy });
          if (!result) return;
          for (const value of [
            result.payment,
            result.totalPaid,
            result.totalInterest,
            result.interestSaved,
          ]) {
            expect(Number.isFinite(value)).toBe(true);
          }
          expect(summaryText(result)).not.toMatch(/NaN|Infinity|undefined/);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('CSV', () => {
  it('a 3-period loan, byte for byte', () => {
    // 3000 at 12% monthly for a quarter of a year: i = 1%, n = 3.
    const result = must(calc({ amount: '3000', rate: '12', years: '0.25' }));
    expect(toCsv(scheduleTable(result.rows, heads))).toBe(
      'Period,Payment,Interest,Principal,Extra,Balance\r\n' +
        '1,1020.07,30.00,990.07,0.00,2009.93\r\n' +
        '2,1020.07,20.10,999.97,0.00,1009.97\r\n' +
        '3,1020.07,10.10,1009.97,0.00,0.00\r\n',
    );
  });

  it('two decimals without separators, currency signs or -0.00', () => {
    expect(csvMoney(1234567.891)).toBe('1234567.89');
    expect(csvMoney(-1e-9)).toBe('0.00');
    expect(csvMoney(0)).toBe('0.00');
    const [header, first] = scheduleTable(must(calc({})).rows, heads);
    expect(header).toEqual(['Period', 'Payment', 'Interest', 'Principal', 'Extra', 'Balance']);
    expect(first).toEqual(['1', '1580.17', '1354.17', '226.00', '0.00', '249774.00']);
  });
});

describe('text', () => {
  it('formats durations', () => {
    expect(formatDuration(0)).toBe('0 months');
    expect(formatDuration(1)).toBe('1 month');
    expect(formatDuration(11)).toBe('11 months');
    expect(formatDuration(12)).toBe('1 year');
    expect(formatDuration(13)).toBe('1 year 1 month');
    expect(formatDuration(316)).toBe('26 years 4 months');
    expect(formatDuration(360)).toBe('30 years');
    expect(formatDuration(23077)).toBe('1,923 years 1 month');
  });

  it('words each frequency in the status line and the copied term, and suggests its extra', () => {
    const expected = {
      12: ['Monthly payment', 'monthly (12 a year)'],
      26: ['Bi-weekly payment', 'bi-weekly (26 a year)'],
      52: ['Weekly payment', 'weekly (52 a year)'],
      4: ['Quarterly payment', 'quarterly (4 a year)'],
      1: ['Annual payment', 'annually (1 a year)'],
    } as const;
    for (const ppy of PAYMENTS_PER_YEAR) {
      const result = must(calc({ ppy, years: '1' }));
      expect(summaryLine(result)).toMatch(new RegExp(`^${expected[ppy][0]} \\$[\\d,.]+, total interest \\$`));
      expect(summaryText(result)).toContain(`Term: 1 year, ${expected[ppy][1]}`);
      expect(result.suggestion?.extra).toBe(SUGGESTED_EXTRA[ppy]);
    }
    expect(summaryText(must(calc({ years: '2.5' })))).toContain('Term: 2.5 years, monthly');
  });

  it('the summary of a loan with no extra says so', () => {
    const text = summaryText(must(calc({})));
    expect(text).toContain('Extra payment per period: $0.00');
    expect(text).toContain('Saved vs no extra: none (no extra payment)');
    expect(text).toContain('Payoff time: 360 months (30 years)');
  });
});

describe('chart series', () => {
  it('one point per year, with and without the extra payment', () => {
    const result = must(calc({ amount: '320000', rate: '6.75', years: '30', extra: '200' }));
    const series = balanceSeries(result);
    expect(series.years).toEqual(Array.from({ length: 31 }, (_, i) => i));
    expect(series.withExtra[0]).toBe(320000);
    expect(series.without[0]).toBe(320000);
    // Paid off in year 24 (280 payments): zero from then on.
    expect(series.withExtra[23]).toBeGreaterThan(0);
    expect(series.withExtra.slice(24)).toEqual(Array(7).fill(0));
    expect(series.without[30]).toBeLessThanOrEqual(0.01);
    expect(series.without[1]).toBeCloseTo(result.noExtra.yearEnds[1]!, 9);
    expect(csvMoney(series.withExtra[1]!)).toBe(csvMoney(result.rows[11]!.balance));
  });

  it('a partial last year gets its own point; very long loans are thinned to the chart limit', () => {
    const short = balanceSeries(must(calc({ amount: '1000', rate: '12', years: '1', extra: '300' })));
    expect(short.years).toEqual([0, 1]);
    expect(short.withExtra).toEqual([1000, 0]);
    const long = balanceSeries(must(calc({ amount: '1000', rate: '1', years: '2000', ppy: 52 })));
    expect(long.years.length).toBeLessThanOrEqual(CHART_MAX_POINTS);
    expect(long.years[0]).toBe(0);
    expect(long.years.at(-1)).toBe(1924); // ceil(100000 / 52)
    expect(new Set(long.years).size).toBe(long.years.length);
  });
});

describe('properties', () => {
  const loans = fc.record({
    amount: fc.double({ min: 1, max: 5e6, noNaN: true }),
    rate: fc.double({ min: 0, max: 30, noNaN: true }),
    years: fc.integer({ min: 1, max: 40 }),
    ppy: fc.constantFrom(...PAYMENTS_PER_YEAR),
    extraShare: fc.double({ min: 0, max: 0.2, noNaN: true }),
  });

  it('principal and extra paid add up to the amount within a cent; the balance is never negative', () => {
    fc.assert(
      fc.property(loans, ({ amount, rate, years, ppy, extraShare }) => {
        const result = must(calculateLoan({ amount, rate, years, ppy, extra: amount * extraShare }));
        let repaid = 0;
        let negative = 0;
        for (const row of result.rows) {
          if (row.balance < 0 || row.extra < 0 || row.principal < 0) negative++;
          repaid += row.principal + row.extra;
        }
        expect(negative).toBe(0);
        expect(Math.abs(repaid - amount)).toBeLessThanOrEqual(0.01);
        expect(result.totalPaid - result.totalInterest).toBeCloseTo(repaid, 4);
      }),
      { numRuns: 200 },
    );
  });

  it('an extra payment never makes the payoff later, nor the interest higher', () => {
    fc.assert(
      fc.property(loans, ({ amount, rate, years, ppy, extraShare }) => {
        const base = amortize({ amount, rate, years, ppy, extra: 0 });
        const more = amortize({ amount, rate, years, ppy, extra: amount * extraShare });
        expect(more.periods).toBeLessThanOrEqual(base.periods);
        expect(more.payoffMonths).toBeLessThanOrEqual(base.payoffMonths);
        expect(more.totalInterest).toBeLessThanOrEqual(base.totalInterest + 1e-6);
      }),
      { numRuns: 200 },
    );
  });

  it('without extra, the schedule has exactly round(years × payments per year) payments', () => {
    // (When a payment is under a cent, the 0.01 stop may end it one payment early: see above.)
    fc.assert(
      fc.property(loans, ({ amount, rate, years, ppy }) => {
        fc.pre(amount >= 100);
        const result = amortize({ amount, rate, years, ppy, extra: 0 });
        expect(result.periods).toBe(periodCount(years, ppy));
      }),
      { numRuns: 200 },
    );
  });
});
