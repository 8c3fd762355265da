import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordsFrom } from '~/lib/i18n';
import { buildQuery, parseQuery } from '~/lib/url-params';
import {
  buildTimeline,
  DEFAULT_A,
  DEFAULT_B,
  DEFAULT_H,
  DEFAULT_INPUT,
  findFireYear,
  fireCalculator,
  fireNumberOf,
  monteCarlo,
  normalizeInput,
  percentile,
  plannedRows,
  readTyped,
  sampleRows,
  sanitizeFireInput,
  simulatedYears,
  YEAR_STEPS,
  yearEnd,
  type FireInput,
  type FireResult,
} from './fire-calculator';
import en from './messages/en';
import { mulberry32, normalSource } from './prng';
import * as words from './words';

/** The page's words in English (messages/en.ts), as the result's component has them. */
const t = wordsFrom<typeof en>(en);
const summaryLine = (r: FireResult) => words.summaryLine(t, r);
const NO_FIRE_MESSAGE = en.noFire;
import { jsonParam } from '~/lib/url-params-json';

const schema = { q: jsonParam<FireInput>(DEFAULT_INPUT, sanitizeFireInput) };

/** The catalogue's example link. */
const EXAMPLE_QUERY =
  '?q=%7B%22singleMode%22%3Afalse%2C%22A%22%3A%7B%22age%22%3A35%2C%22retireAge%22%3A55%2C%22salary%22%3A110000%2C%22saveRate%22%3A0.25%2C%22startBalance%22%3A120000%7D%2C%22B%22%3A%7B%22age%22%3A33%2C%22retireAge%22%3A55%2C%22salary%22%3A85000%2C%22saveRate%22%3A0.2%2C%22startBalance%22%3A60000%7D%2C%22H%22%3A%7B%22spendRetirement%22%3A55000%2C%22preMedicareHealthcare%22%3A9000%2C%22effectiveTaxRate%22%3A0.15%2C%22swr%22%3A0.04%2C%22realReturnMean%22%3A0.05%2C%22realReturnStdev%22%3A0.12%2C%22maxAge%22%3A95%7D%7D';
const EXAMPLE: FireInput = {
  singleMode: false,
  A: { age: 35, retireAge: 55, salary: 110000, saveRate: 0.25, startBalance: 120000 },
  B: { age: 33, retireAge: 55, salary: 85000, saveRate: 0.2, startBalance: 60000 },
  H: {
    spendRetirement: 55000,
    preMedicareHealthcare: 9000,
    effectiveTaxRate: 0.15,
    swr: 0.04,
    realReturnMean: 0.05,
    realReturnStdev: 0.12,
    maxAge: 95,
  },
};

const withH = (patch: Partial<FireInput['H']>, base: FireInput = DEFAULT_INPUT): FireInput => ({
  ...base,
  H: { ...base.H, ...patch },
});

/** Every number anywhere in the result is finite (no NaN, no Infinity). */
function allFinite(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(allFinite);
  if (value instanceof Float64Array) return [...value].every(Number.isFinite);
  if (typeof value === 'object' && value !== null) return Object.values(value).every(allFinite);
  return true;
}

/** Closed form of a balance saving `c` a year at the end of each year, growing at r. */
const savedFor = (start: number, c: number, r: number, years: number) =>
  start * (1 + r) ** years + (c * ((1 + r) ** years - 1)) / r;

/**
 * An independent stress test: everyone retired from the age pair given, spending plus pre-65
 * healthcare grossed up for tax, growth first, until the younger person reaches maxAge.
 */
function lastsFrom(balance: number, input: FireInput, ageA: number, ageB: number | null): boolean {
  const { H } = input;
  const younger = ageB === null ? ageA : Math.min(ageA, ageB);
  let b = balance;
  for (let i = 0; younger + i < H.maxAge; i++) {
    const under65 = (ageA + i < 65 ? 1 : 0) + (ageB !== null && ageB + i < 65 ? 1 : 0);
    b =
      b * (1 + H.realReturnMean) -
      (H.spendRetirement + under65 * H.preMedicareHealthcare) / (1 - H.effectiveTaxRate);
    if (b < 0) return false;
  }
  return true;
}

describe('the deterministic plan (order: start, growth, savings, withdrawal)', () => {
  const result = fireCalculator(DEFAULT_INPUT);

  it('runs until the younger person (B, 31) reaches 95: 64 years', () => {
    expect(result.years).toBe(64);
    expect(result.rows).toHaveLength(64);
    expect(result.endAgeA).toBe(96);
    expect(result.endAgeB).toBe(95);
  });

  it('computes the first years by hand', () => {
    // Year 1: (45,000 + 30,000) × 1.05 + 90,000 × 0.22 + 80,000 × 0.15 = 78,750 + 19,800 + 12,000.
    expect(result.rows[0]).toEqual({
      year: 1,
      ageA: 32,
      ageB: 31,
      balance: 110550,
      contributed: 31800,
      withdrew: 0,
      workingA: true,
      workingB: true,
      short: false,
    });
    // Year 2: 110,550 × 1.05 + 31,800 = 147,877.50. Year 3: 147,877.50 × 1.05 + 31,800 = 187,071.375.
    expect(result.rows[1]!.balance).toBeCloseTo(147877.5, 6);
    expect(result.rows[2]!.balance).toBeCloseTo(187071.375, 6);
    // Year 10 by the closed form of a saving plan.
    expect(result.rows[9]!.balance).toBeCloseTo(savedFor(75000, 31800, 0.05, 10), 4);
  });

  it('stops saving at the retirement age and withdraws once both have retired', () => {
    // A is 32 and retires at 60: works years 1-28 (ages 32-59). B is 31: works years 1-29 (31-59).
    const row28 = result.rows[27]!;
    const row29 = result.rows[28]!;
    const row30 = result.rows[29]!;
    expect([row28.workingA, row28.workingB, row28.contributed]).toEqual([true, true, 31800]);
    // Year 29: A (60) retired, B (59) works: B's savings only, no withdrawal yet.
    expect([row29.ageA, row29.workingA, row29.workingB, row29.contributed, row29.withdrew]).toEqual([
      60,
      false,
      true,
      12000,
      0,
    ]);
    expect(row29.balance).toBeCloseTo(row28.balance * 1.05 + 12000, 6);
    // Year 30: both retired, both under 65: (60,000 + 2 × 6,000) / (1 − 0.18) = 87,804.88.
    expect([row30.workingA, row30.workingB, row30.contributed]).toEqual([false, false, 0]);
    expect(row30.withdrew).toBeCloseTo(72000 / 0.82, 6);
    expect(row30.balance).toBeCloseTo(row29.balance * 1.05 - 72000 / 0.82, 6);
  });

  it('pays pre-65 healthcare only for each person under 65', () => {
    const rows = result.rows;
    // Year 33: A 64, B 63: both under 65.
    expect(rows[32]!.withdrew).toBeCloseTo((60000 + 2 * 6000) / 0.82, 6);
    // Year 34: A 65, B 64: B only.
    expect(rows[33]!.withdrew).toBeCloseTo((60000 + 6000) / 0.82, 6);
    // Year 35 on: both 65 or older.
    expect(rows[34]!.withdrew).toBeCloseTo(60000 / 0.82, 6);
    expect(rows[63]!.withdrew).toBeCloseTo(60000 / 0.82, 6);
  });

  it('grosses withdrawals up for tax: need / (1 − rate)', () => {
    const retired: FireInput = {
      singleMode: true,
      A: { age: 70, retireAge: 70, salary: 0, saveRate: 0, startBalance: 1000000 },
      B: DEFAULT_B,
      H: { ...DEFAULT_H, spendRetirement: 40000, realReturnMean: 0, maxAge: 80 },
    };
    expect(fireCalculator(withH({ effectiveTaxRate: 0 }, retired)).rows[0]!.withdrew).toBe(40000);
    expect(fireCalculator(withH({ effectiveTaxRate: 0.5 }, retired)).rows[0]!.withdrew).toBe(80000);
    expect(fireCalculator(withH({ effectiveTaxRate: 0.2 }, retired)).rows[0]!.balance).toBe(1000000 - 50000);
  });

  it('never lets the balance go below 0: the year runs short', () => {
    const poor: FireInput = {
      singleMode: true,
      A: { age: 60, retireAge: 60, salary: 0, saveRate: 0, startBalance: 100000 },
      B: DEFAULT_B,
      H: {
        ...DEFAULT_H,
        spendRetirement: 41000,
        preMedicareHealthcare: 0,
        effectiveTaxRate: 0,
        realReturnMean: 0,
        maxAge: 70,
      },
    };
    const r = fireCalculator(poor);
    // 100,000 − 41,000 − 41,000 = 18,000; year 3 withdraws the 18,000 left and runs short.
    expect(r.rows.map((row) => row.balance).slice(0, 4)).toEqual([59000, 18000, 0, 0]);
    expect(r.rows[2]).toMatchObject({ withdrew: 18000, short: true });
    expect(r.runsShort?.year).toBe(3);
  });

  it('yearEnd applies growth before savings and withdrawal, and never loses more than 100 %', () => {
    expect(yearEnd(1000, 0.1, 100, 50)).toBe(1000 * 1.1 + 100 - 50);
    expect(yearEnd(1000, -3, 100, 0)).toBe(100);
  });
});

describe('the FIRE number and the FIRE year', () => {
  it('FIRE number = spending / swr, with the example line', () => {
    const r = fireCalculator(DEFAULT_INPUT);
    // 60,000 / 0.038 = 1,578,947.37.
    expect(r.fireNumber).toBeCloseTo(1578947.368421, 5);
    expect(r.exampleLine).toBe('$60,000 ÷ 3.8 % = $1,578,947');
    expect(fireCalculator(EXAMPLE).exampleLine).toBe('$55,000 ÷ 4 % = $1,375,000');
  });

  it('reads a 0 % withdrawal rate as 4 %', () => {
    const r = fireCalculator(withH({ swr: 0 }));
    expect(r.exampleLine).toBe('$60,000 ÷ 4 % = $1,500,000');
    expect(r.fireNumber).toBe(1500000);
    // A rate above 0 but below 0.1 % counts as 0.1 %: the FIRE number stays finite.
    expect(fireCalculator(withH({ swr: 5e-324 })).exampleLine).toBe('$60,000 ÷ 0.1 % = $60,000,000');
  });

  it('the defaults reach FIRE in year 24, at ages 56 and 55', () => {
    // Both save 31,800 a year until then, so the balance is the closed form.
    const fn = 60000 / 0.038;
    expect(savedFor(75000, 31800, 0.05, 23)).toBeLessThan(fn); // 1,547,837
    expect(savedFor(75000, 31800, 0.05, 24)).toBeGreaterThanOrEqual(fn); // 1,657,047
    expect(lastsFrom(savedFor(75000, 31800, 0.05, 24), DEFAULT_INPUT, 56, 55)).toBe(true);
    const r = fireCalculator(DEFAULT_INPUT);
    expect(r.rows[23]!.balance).toBeCloseTo(savedFor(75000, 31800, 0.05, 24), 4);
    expect([r.fireYear, r.fireAgeA, r.fireAgeB, r.successAtFire, r.message]).toEqual([
      24,
      56,
      55,
      true,
      null,
    ]);
  });

  it('the example link reaches FIRE in year 16, at ages 51 and 49', () => {
    // 180,000 start; 110,000 × 0.25 + 85,000 × 0.2 = 44,500 saved a year while both work.
    expect(savedFor(180000, 44500, 0.05, 15)).toBeLessThan(1375000); // 1,334,453
    expect(savedFor(180000, 44500, 0.05, 16)).toBeGreaterThanOrEqual(1375000); // 1,445,676
    expect(lastsFrom(savedFor(180000, 44500, 0.05, 16), EXAMPLE, 51, 49)).toBe(true);
    const r = fireCalculator(EXAMPLE);
    expect(r.fireNumber).toBe(1375000);
    expect([r.fireYear, r.fireAgeA, r.fireAgeB]).toEqual([16, 51, 49]);
    expect(r.years).toBe(62);
  });

  it('a balance above the FIRE number that fails the stress test is not FIRE', () => {
    // Retired at 40 with exactly the FIRE number at a 10 % withdrawal rate and 0 % return:
    // 1,000,000 lasts 10 years, not the 55 years to 95.
    const input: FireInput = {
      singleMode: true,
      A: { age: 40, retireAge: 40, salary: 0, saveRate: 0, startBalance: 1000000 },
      B: DEFAULT_B,
      H: { ...DEFAULT_H, spendRetirement: 100000, swr: 0.1, realReturnMean: 0, effectiveTaxRate: 0 },
    };
    const r = fireCalculator(input);
    expect(r.fireNumber).toBe(1000000);
    expect(r.fireYear).toBeNull();
    expect(r.message).toBe('noFire');
  });

  it('FIRE now (year 0) when the starting balance already suffices', () => {
    const input: FireInput = {
      singleMode: true,
      A: { age: 50, retireAge: 65, salary: 50000, saveRate: 0.1, startBalance: 3000000 },
      B: DEFAULT_B,
      H: DEFAULT_H,
    };
    const r = fireCalculator(input);
    expect([r.fireYear, r.fireAgeA, r.fireAgeB]).toEqual([0, 50, null]);
    expect(summaryLine(r)).toContain('FIRE now, at age 50.');
  });

  it('says the result in one line, and each step of a year', () => {
    const r = fireCalculator(EXAMPLE);
    expect(summaryLine(r)).toMatch(
      /^FIRE number \$1,375,000\. FIRE in year 16, at ages 51 \(A\) and 49 \(B\)\. Monte Carlo: \d+% of 1,000 runs succeed; final balance 10th percentile \$[\d,]+, median \$[\d,]+, 90th percentile \$[\d,]+\.$/,
    );
    expect([words.yearsText(t, 1), words.yearsText(t, 62)]).toEqual(['1 year', '62 years']);
    expect(YEAR_STEPS.map((step) => en[`step.${step}`])).toEqual([
      'Start-of-year balance (the previous year’s end balance; year 1 starts with the starting balances).',
      'Growth: the balance grows (or falls) by the year’s real return.',
      'Savings: each person still working adds salary × savings rate.',
      'Withdrawal, once everyone has retired: retirement spending plus pre-65 healthcare for each person under 65, grossed up for tax (need ÷ (1 − tax rate)). If the balance cannot cover it, what is left is withdrawn and the plan has run short.',
      'End-of-year balance.',
    ]);
  });

  it("shows the spec's message when no FIRE year exists (spending 10 million)", () => {
    const r = fireCalculator(withH({ spendRetirement: 1e7 }));
    expect(r.fireYear).toBeNull();
    expect(r.fireAgeA).toBeNull();
    expect(r.fireAgeB).toBeNull();
    expect(r.successAtFire).toBe(false);
    expect(r.message).toBe('noFire');
    expect(en[r.message!]).toBe(
      'No feasible FIRE under these assumptions before max age. Lower spending, raise savings, or retire later.',
    );
    expect(r.monteCarloPlan).toBe('planned');
    expect(summaryLine(r)).toContain(NO_FIRE_MESSAGE);
  });

  it('single mode ignores person B entirely', () => {
    const single = { ...DEFAULT_INPUT, singleMode: true };
    const odd = { ...single, B: { age: 20, retireAge: 99, salary: 1e8, saveRate: 1, startBalance: 1e9 } };
    const a = fireCalculator(single);
    const b = fireCalculator(odd);
    expect(b.rows).toEqual(a.rows);
    expect(b.monteCarlo).toEqual(a.monteCarlo);
    expect(b.fireYear).toBe(a.fireYear);
    // A alone: 45,000 × 1.05 + 90,000 × 0.22; runs until A reaches 95 (63 years).
    expect(a.rows[0]).toMatchObject({ ageB: null, workingB: null, balance: 45000 * 1.05 + 19800 });
    expect(a.years).toBe(63);
    expect(a.endAgeB).toBeNull();
    // Only A's healthcare: in year 29 A is 60, retired, under 65.
    expect(a.rows[28]!.withdrew).toBeCloseTo(66000 / 0.82, 6);
  });

  it('a retirement age at or below the current age means already retired', () => {
    const r = fireCalculator({ ...DEFAULT_INPUT, A: { ...DEFAULT_A, retireAge: 20 } });
    expect(r.rows[0]).toMatchObject({ workingA: false, workingB: true, contributed: 12000 });
  });

  it('simulates at least 1 year and at most up to the max age', () => {
    expect(simulatedYears(normalizeInput(withH({ maxAge: 20 })))).toBe(1);
    expect(simulatedYears(normalizeInput({ ...withH({ maxAge: 120 }), A: { ...DEFAULT_A, age: 16 } }))).toBe(
      104,
    );
  });
});

describe('the 5 sample rows', () => {
  it('are the first, 25 %, 50 %, 75 % and last of the years', () => {
    // 64 rows: indexes 0, round(15.75) = 16, round(31.5) = 32, round(47.25) = 47, 63.
    expect(fireCalculator(DEFAULT_INPUT).sample.map((row) => row.year)).toEqual([1, 17, 33, 48, 64]);
    expect(sampleRows([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([1, 3, 5, 7, 9]);
  });

  it('have the sampled years’ figures', () => {
    const r = fireCalculator(DEFAULT_INPUT);
    const [first, , mid, , last] = r.sample;
    expect(first).toBe(r.rows[0]);
    expect(mid).toMatchObject({
      year: 33,
      ageA: 64,
      ageB: 63,
      workingA: false,
      workingB: false,
      contributed: 0,
    });
    expect(last).toMatchObject({ year: 64, ageA: 95, ageB: 94 });
  });

  it('are fewer when there are fewer than 5 years', () => {
    expect(sampleRows([1])).toEqual([1]);
    expect(sampleRows([1, 2, 3])).toEqual([1, 2, 3]);
    expect(fireCalculator(withH({ maxAge: 33 })).sample.map((row) => row.year)).toEqual([1, 2]);
  });
});

describe('Monte Carlo', () => {
  it('is reproducible: the same input gives the same figures', () => {
    const a = fireCalculator(DEFAULT_INPUT).monteCarlo;
    const b = fireCalculator(structuredClone(DEFAULT_INPUT)).monteCarlo;
    expect(b).toEqual(a);
    expect(a.runs).toBe(1000);
    expect(a.low).toHaveLength(65);
  });

  it('a different seed gives other runs', () => {
    const input = normalizeInput(DEFAULT_INPUT);
    const timeline = buildTimeline(input);
    expect(monteCarlo(input, timeline.planned, { seed: 1 }).p90).not.toBe(
      monteCarlo(input, timeline.planned, { seed: 2 }).p90,
    );
  });

  it('the figures of the defaults and of the example link', () => {
    const d = fireCalculator(DEFAULT_INPUT).monteCarlo;
    expect([d.successPercent, Math.round(d.p10), Math.round(d.p50), Math.round(d.p90)]).toEqual([
      50, 0, 0, 9731778,
    ]);
    const e = fireCalculator(EXAMPLE).monteCarlo;
    expect([e.successPercent, Math.round(e.p10), Math.round(e.p50), Math.round(e.p90)]).toEqual([
      36, 0, 0, 7413098,
    ]);
  });

  it('with no volatility every run is the deterministic FIRE path: 100 %, p10 = p50 = p90', () => {
    const r = fireCalculator(withH({ realReturnStdev: 0 }));
    const mc = r.monteCarlo;
    expect(r.fireYear).toBe(24);
    expect(mc.successPercent).toBe(100);
    // The FIRE path by hand: saving to the end of year 24, then everyone retired, mean return.
    let b = r.rows[23]!.balance;
    for (let ageA = 56; ageA < 96; ageA++) {
      const under65 = (ageA < 65 ? 1 : 0) + (ageA - 1 < 65 ? 1 : 0);
      b = b * 1.05 - (60000 + under65 * 6000) / 0.82;
    }
    expect(mc.p10).toBe(mc.p50);
    expect(mc.p90).toBe(mc.p50);
    expect(mc.p50).toBeCloseTo(b, 2);
    expect(mc.median.slice(0, 25)).toEqual([75000, ...r.rows.slice(0, 24).map((row) => row.balance)]);
  });

  it('with no volatility and no FIRE year, the runs follow the plan as entered: 0 % when it runs short', () => {
    const r = fireCalculator(withH({ realReturnStdev: 0, spendRetirement: 200000 }));
    expect(r.fireYear).toBeNull();
    expect(r.runsShort).not.toBeNull();
    expect(r.monteCarlo.successPercent).toBe(0);
    expect([r.monteCarlo.p10, r.monteCarlo.p50, r.monteCarlo.p90]).toEqual([0, 0, 0]);
    expect(r.monteCarlo.median.slice(1)).toEqual(r.rows.map((row) => row.balance));
  });

  it('percentiles interpolate between ranks', () => {
    expect(percentile([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 0.1)).toBe(10);
    expect(percentile([1, 2], 0.5)).toBe(1.5);
    expect(percentile([5], 0.9)).toBe(5);
    expect(percentile([], 0.5)).toBe(0);
  });

  it('the generator: mulberry32 repeats from its seed; Box–Muller has mean 0 and sd 1', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(first.every((u) => u >= 0 && u < 1)).toBe(true);
    const normal = normalSource(mulberry32(7));
    const xs = Array.from({ length: 20000 }, normal);
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length);
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(sd - 1)).toBeLessThan(0.03);
    expect(xs.every(Number.isFinite)).toBe(true);
  });

  it('the whole calculation takes under 50 ms (warm, median of 9)', () => {
    for (let i = 0; i < 3; i++) fireCalculator(EXAMPLE);
    const times: number[] = [];
    for (let i = 0; i < 9; i++) {
      const start = performance.now();
      fireCalculator(i % 2 ? EXAMPLE : DEFAULT_INPUT);
      times.push(performance.now() - start);
    }
    times.sort((x, y) => x - y);
    const median = times[4]!;
    console.info(`FIRE calculation, median of 9 warm runs: ${median.toFixed(1)} ms`);
    expect(median).toBeLessThan(50);
  });

  it('the longest simulation (104 years: age 16 to 120) also takes under 50 ms', () => {
    const longest: FireInput = {
      ...withH({ maxAge: 120 }),
      A: { ...DEFAULT_A, age: 16 },
      B: { ...DEFAULT_B, age: 16 },
    };
    expect(fireCalculator(longest).years).toBe(104);
    const times: number[] = [];
    for (let i = 0; i < 9; i++) {
      const start = performance.now();
      fireCalculator(longest);
      times.push(performance.now() - start);
    }
    times.sort((x, y) => x - y);
    console.info(`Longest FIRE calculation, median of 9 runs: ${times[4]!.toFixed(1)} ms`);
    expect(times[4]).toBeLessThan(50);
  });
});

describe('the q parameter', () => {
  it('reads the catalogue example link', () => {
    expect(parseQuery(schema, EXAMPLE_QUERY).q).toEqual(EXAMPLE);
  });

  it('leaves the defaults out of the address and writes changes as JSON', () => {
    expect(buildQuery(schema, { q: DEFAULT_INPUT })).toBe('');
    const query = buildQuery(schema, { q: { ...DEFAULT_INPUT, singleMode: true } });
    expect(query).toMatch(/^\?q=%7B%22singleMode%22%3Atrue%2C/);
    expect(parseQuery(schema, query).q.singleMode).toBe(true);
  });

  it('ignores malformed JSON entirely', () => {
    expect(parseQuery(schema, '?q=%7Bbad').q).toEqual(DEFAULT_INPUT);
    expect(parseQuery(schema, '?q=').q).toEqual(DEFAULT_INPUT);
    expect(parseQuery(schema, '?q=5').q).toEqual(DEFAULT_INPUT);
    expect(parseQuery(schema, '?q=null').q).toEqual(DEFAULT_INPUT);
    expect(parseQuery(schema, '?q=%5B1%2C2%5D').q).toEqual(DEFAULT_INPUT);
  });

  it('fills missing fields with the defaults', () => {
    expect(sanitizeFireInput({})).toEqual(DEFAULT_INPUT);
    expect(sanitizeFireInput({ A: { age: 40 } })).toEqual({ ...DEFAULT_INPUT, A: { ...DEFAULT_A, age: 40 } });
    expect(sanitizeFireInput({ H: { swr: 0.04 } })).toEqual(withH({ swr: 0.04 }));
  });

  it('ignores strings, NaN, Infinity and nested junk field by field', () => {
    expect(
      sanitizeFireInput({
        singleMode: 'true',
        A: { age: '40', retireAge: NaN, salary: Infinity, saveRate: null, startBalance: [1] },
        B: 'person',
        H: [1, 2, 3],
      }),
    ).toEqual(DEFAULT_INPUT);
    expect(sanitizeFireInput({ A: { age: { value: 40 }, salary: 100000 }, H: null })).toEqual({
      ...DEFAULT_INPUT,
      A: { ...DEFAULT_A, salary: 100000 },
    });
  });

  it('clamps numbers to the limits and rounds ages', () => {
    const q = sanitizeFireInput({
      A: { age: 200, retireAge: 55.6, salary: -5, saveRate: 1.5, startBalance: 1e20 },
      H: { effectiveTaxRate: 1, swr: -1, realReturnMean: 2, realReturnStdev: 3, maxAge: 500 },
    })!;
    expect(q.A).toEqual({ age: 100, retireAge: 56, salary: 0, saveRate: 1, startBalance: 1e9 });
    expect(q.H).toMatchObject({
      effectiveTaxRate: 0.9,
      swr: 0,
      realReturnMean: 0.5,
      realReturnStdev: 0.5,
      maxAge: 120,
    });
  });

  it('never copies __proto__ or unknown keys', () => {
    const parsed: unknown = JSON.parse(
      '{"__proto__":{"polluted":true},"A":{"__proto__":{"age":50},"age":40,"extra":1},"constructor":{"x":1}}',
    );
    const q = sanitizeFireInput(parsed)!;
    expect(q).toEqual({ ...DEFAULT_INPUT, A: { ...DEFAULT_A, age: 40 } });
    expect(Object.getPrototypeOf(q)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(q.A)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(q.A)).toEqual(['age', 'retireAge', 'salary', 'saveRate', 'startBalance']);
  });

  it('never throws and always gives values within the limits (any JSON)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const q = sanitizeFireInput(value);
        if (q === undefined) return;
        expect(allFinite(q)).toBe(true);
        expect(q.A.age).toBeGreaterThanOrEqual(16);
        expect(q.H.maxAge).toBeLessThanOrEqual(120);
        expect(q.H.effectiveTaxRate).toBeLessThan(1);
      }),
    );
  });
});

describe('bad input (non-finite counts as 0)', () => {
  it('reads typed numbers with $ and %', () => {
    expect(readTyped('22 %')).toBe(22);
    expect(readTyped('$1,234')).toBe(1234);
    expect(readTyped('')).toBeNull();
    expect(readTyped('abc')).toBeNull();
  });

  it('non-finite inputs count as 0, then the limits apply', () => {
    const n = normalizeInput({
      singleMode: false,
      A: { age: NaN, retireAge: Infinity, salary: -Infinity, saveRate: NaN, startBalance: NaN },
      B: DEFAULT_B,
      H: { ...DEFAULT_H, swr: NaN, maxAge: NaN },
    });
    expect(n.A).toEqual({ age: 16, retireAge: 16, salary: 0, saveRate: 0, startBalance: 0 });
    expect(n.H.swr).toBe(0);
    expect(n.H.maxAge).toBe(17);
  });

  it('never shows NaN, Infinity or undefined', () => {
    const junk = fc.oneof(
      fc.double(),
      fc.constantFrom(NaN, Infinity, -Infinity, 0, -0, 1e308),
      fc.integer({ min: -1000, max: 1000 }),
    );
    const person = fc.record({
      age: junk,
      retireAge: junk,
      salary: junk,
      saveRate: junk,
      startBalance: junk,
    });
    const household = fc.record({
      spendRetirement: junk,
      preMedicareHealthcare: junk,
      effectiveTaxRate: junk,
      swr: junk,
      realReturnMean: junk,
      realReturnStdev: junk,
      maxAge: junk,
    });
    fc.assert(
      fc.property(fc.boolean(), person, person, household, (singleMode, A, B, H) => {
        const r: FireResult = fireCalculator({ singleMode, A, B, H });
        expect(allFinite(r)).toBe(true);
        const text = [summaryLine(r), r.exampleLine].join(' ');
        expect(text).not.toMatch(/NaN|Infinity|undefined/);
      }),
      { numRuns: 60 },
    );
  });
});

describe('properties', () => {
  const fireYearOf = (input: FireInput) => {
    const n = normalizeInput(input);
    const timeline = buildTimeline(n);
    return findFireYear(timeline, plannedRows(timeline), fireNumberOf(n.H)) ?? Infinity;
  };
  const person = fc.record({
    age: fc.integer({ min: 20, max: 60 }),
    retireAge: fc.integer({ min: 30, max: 75 }),
    salary: fc.integer({ min: 0, max: 300000 }),
    saveRate: fc.double({ min: 0, max: 0.8, noNaN: true }),
    startBalance: fc.integer({ min: 0, max: 2000000 }),
  });
  const household = fc.record({
    spendRetirement: fc.integer({ min: 0, max: 200000 }),
    preMedicareHealthcare: fc.integer({ min: 0, max: 20000 }),
    effectiveTaxRate: fc.double({ min: 0, max: 0.5, noNaN: true }),
    swr: fc.double({ min: 0.01, max: 0.08, noNaN: true }),
    realReturnMean: fc.double({ min: -0.02, max: 0.1, noNaN: true }),
    realReturnStdev: fc.constant(0.12),
    maxAge: fc.integer({ min: 70, max: 110 }),
  });
  const input = fc.record({ singleMode: fc.boolean(), A: person, B: person, H: household });

  it('saving more never delays the FIRE year', () => {
    fc.assert(
      fc.property(input, fc.double({ min: 0, max: 0.5, noNaN: true }), (base, more) => {
        const richer = { ...base, A: { ...base.A, saveRate: Math.min(1, base.A.saveRate + more) } };
        expect(fireYearOf(richer)).toBeLessThanOrEqual(fireYearOf(base));
      }),
      { numRuns: 300 },
    );
  });

  it('spending more never brings the FIRE year forward', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 100000 }), (base, more) => {
        const dearer = { ...base, H: { ...base.H, spendRetirement: base.H.spendRetirement + more } };
        expect(fireYearOf(dearer)).toBeGreaterThanOrEqual(fireYearOf(base));
      }),
      { numRuns: 300 },
    );
  });

  it('a FIRE year always passes the independent stress test and reaches the FIRE number', () => {
    fc.assert(
      fc.property(input, (raw) => {
        const r = fireCalculator(raw);
        if (r.fireYear === null) return;
        const balance = r.fireYear === 0 ? r.monteCarlo.median[0]! : r.rows[r.fireYear - 1]!.balance;
        expect(balance).toBeGreaterThanOrEqual(r.fireNumber);
        expect(lastsFrom(balance, r.input, r.fireAgeA!, r.fireAgeB)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
