/**
 * FIRE Calculator: pure logic (no React, no DOM, no globals).
 * The `q` parameter is encoded JSON of singleMode, A, B, H; a malformed q is ignored. Each person
 * retires at retireAge and saves while working; withdrawals start once all are retired. Non-finite
 * inputs count as 0; rates are in percent on screen. At most 120 years, healthcare paid before 65,
 * 1000 Monte Carlo runs, a rounded success percent, percentiles 10/50/90, 5 sample rows, USD
 * without decimals.
 *
 * Further choices (all shown on the page or in the FAQ):
 * - Everything is in real (today's) dollars; a year is one step of `yearEnd` below, in the order
 *   of YEAR_STEPS. Year 1 is the coming twelve months; ages in a row are the ages at its start.
 * - A person works in a year when their age at its start is below their retirement age (a
 *   retirement age at or below the current age means already retired).
 * - The simulation runs until the younger person (person A alone in single mode) reaches the max
 *   age: money must last as long as either partner may live. At least 1 year, at most 120.
 * - A balance never goes below 0: a year whose withdrawal is more than the balance withdraws what
 *   is left and counts as running short (a failed run).
 * - FIRE year k (0 = now): the first k in 0..years−1 where the balance at the end of year k of the
 *   plan as entered is at least the FIRE number, and a stress test from that balance, with
 *   everyone retired from year k+1 and the mean return every year, never runs short through the
 *   max age. FIRE ages are the ages at the end of year k (when work stops).
 * - The Monte Carlo simulates the same plan with everyone retiring at the end of the FIRE year, or
 *   the plan as entered when there is no FIRE year. Each year's real return is drawn from a
 *   normal distribution, floored at −100 %, from a fixed seed so every visit shows the same runs.
 *   p10/p50/p90 are the balances at the end of the simulation (linear interpolation between
 *   ranks); the chart's band uses the same percentiles year by year. A run that runs short ends
 *   at 0.
 * - A 0 % safe withdrawal rate is read as 4 % for the FIRE number as well as the example line,
 *   and a rate between 0 and 0.1 % as 0.1 %, so the FIRE number is never infinite.
 */
import { formatMoney } from '~/lib/format';
import {
  FALLBACK_SWR,
  type FireInput,
  type Household,
  MAX_YEARS,
  MEDICARE_AGE,
  MIN_SWR,
  MONTE_CARLO_RUNS,
  MONTE_CARLO_SEED,
  normalizeInput,
  percentNumber,
} from './inputs';
import { mulberry32, normalSource } from './prng';

export {
  DEFAULT_A,
  DEFAULT_B,
  DEFAULT_H,
  DEFAULT_INPUT,
  FALLBACK_SWR,
  type FireInput,
  HOUSEHOLD_LIMITS,
  type Household,
  type Limit,
  MAX_YEARS,
  MEDICARE_AGE,
  MIN_SWR,
  MONEY_MAX,
  MONTE_CARLO_RUNS,
  MONTE_CARLO_SEED,
  PERSON_LIMITS,
  type Person,
  YEAR_STEPS,
  type YearStep,
  clean,
  fit,
  normalizeInput,
  percentNumber,
  readTyped,
  sanitizeFireInput,
} from './inputs';
import { clamp } from '~/lib/math';

// ---- One year ---------------------------------------------------------------------------------

/**
 * One simulated year, in the order of YEAR_STEPS. Returns the end balance, which is negative when
 * the withdrawal was more than the balance (the caller then withdraws what was there and stops at 0).
 */
export function yearEnd(start: number, realReturn: number, savings: number, withdrawal: number): number {
  // 1. Start-of-year balance.
  let balance = start;
  // 2. Growth at the real return (a fall of more than 100 % is not possible).
  balance *= 1 + Math.max(-1, realReturn);
  // 3. Savings of those still working.
  balance += savings;
  // 4. Withdrawal once everyone has retired (already grossed up for tax).
  balance -= withdrawal;
  // 5. End-of-year balance.
  return balance;
}

/** One yearly row. Ages are the ages at the start of the year. */
export interface YearRow {
  year: number;
  ageA: number;
  ageB: number | null;
  /** End-of-year balance (never below 0). */
  balance: number;
  contributed: number;
  withdrew: number;
  workingA: boolean;
  workingB: boolean | null;
  /** The withdrawal could not be covered in full this year. */
  short: boolean;
}

/** What the plan adds and takes out each year (index t = 1..years; index 0 unused). */
export interface Schedule {
  years: number;
  savings: Float64Array;
  withdrawals: Float64Array;
}

export interface Timeline {
  input: FireInput;
  /** Simulated years. */
  years: number;
  /** The plan as entered: people retire at their retirement ages. */
  planned: Schedule;
  workingA: boolean[];
  workingB: (boolean | null)[];
  /** The withdrawal of year t when everyone is retired (the stress test's and the FIRE plan's). */
  retiredWithdrawal: Float64Array;
}

/** Years simulated: until the younger person (A alone in single mode) reaches the max age. */
export function simulatedYears(input: FireInput): number {
  const youngest = input.singleMode ? input.A.age : Math.min(input.A.age, input.B.age);
  return clamp(input.H.maxAge - youngest, 1, MAX_YEARS);
}

/** The yearly savings and withdrawals of the plan as entered, for a normalized input. */
export function buildTimeline(input: FireInput): Timeline {
  const { A, B, H, singleMode } = input;
  const years = simulatedYears(input);
  const savings = new Float64Array(years + 1);
  const withdrawals = new Float64Array(years + 1);
  const retiredWithdrawal = new Float64Array(years + 1);
  const workingA: boolean[] = [false];
  const workingB: (boolean | null)[] = [singleMode ? null : false];
  const grossUp = 1 / (1 - H.effectiveTaxRate);
  for (let t = 1; t <= years; t++) {
    const ageA = A.age + t - 1;
    const ageB = B.age + t - 1;
    const aWorks = ageA < A.retireAge;
    const bWorks = !singleMode && ageB < B.retireAge;
    workingA.push(aWorks);
    workingB.push(singleMode ? null : bWorks);
    savings[t] = (aWorks ? A.salary * A.saveRate : 0) + (bWorks ? B.salary * B.saveRate : 0);
    const under65 = (ageA < MEDICARE_AGE ? 1 : 0) + (!singleMode && ageB < MEDICARE_AGE ? 1 : 0);
    retiredWithdrawal[t] = (H.spendRetirement + H.preMedicareHealthcare * under65) * grossUp;
    withdrawals[t] = aWorks || bWorks ? 0 : retiredWithdrawal[t]!;
  }
  return { input, years, planned: { years, savings, withdrawals }, workingA, workingB, retiredWithdrawal };
}

export function startBalance(input: FireInput): number {
  return input.A.startBalance + (input.singleMode ? 0 : input.B.startBalance);
}

/** The plan as entered at the mean return, one row per year. */
export function plannedRows(timeline: Timeline): YearRow[] {
  const { input, planned, years } = timeline;
  const rows: YearRow[] = [];
  let balance = startBalance(input);
  for (let t = 1; t <= years; t++) {
    const end = yearEnd(balance, input.H.realReturnMean, planned.savings[t]!, planned.withdrawals[t]!);
    const short = end < 0;
    rows.push({
      year: t,
      ageA: input.A.age + t - 1,
      ageB: input.singleMode ? null : input.B.age + t - 1,
      balance: short ? 0 : end,
      contributed: planned.savings[t]!,
      withdrew: short ? planned.withdrawals[t]! + end : planned.withdrawals[t]!,
      workingA: timeline.workingA[t]!,
      workingB: timeline.workingB[t]!,
      short,
    });
    balance = rows[rows.length - 1]!.balance;
  }
  return rows;
}

/** Everyone retired from year `from` on, mean return: does the balance last through the last year? */
export function passesStressTest(timeline: Timeline, balance: number, from: number): boolean {
  let b = balance;
  for (let t = from; t <= timeline.years; t++) {
    b = yearEnd(b, timeline.input.H.realReturnMean, 0, timeline.retiredWithdrawal[t]!);
    if (b < 0) return false;
  }
  return true;
}

export function safeWithdrawalRate(household: Household): number {
  return household.swr > 0 ? Math.max(MIN_SWR, household.swr) : FALLBACK_SWR;
}

export function fireNumberOf(household: Household): number {
  return household.spendRetirement / safeWithdrawalRate(household);
}

/**
 * The earliest k (0 = now) at which the plan's balance at the end of year k reaches
 * the FIRE number and the stress test from year k+1 passes; null when there is none before the
 * max age.
 */
export function findFireYear(
  timeline: Timeline,
  rows: readonly YearRow[],
  fireNumber: number,
): number | null {
  for (let k = 0; k < timeline.years; k++) {
    const balance = k === 0 ? startBalance(timeline.input) : rows[k - 1]!.balance;
    if (balance >= fireNumber && passesStressTest(timeline, balance, k + 1)) return k;
  }
  return null;
}

/** The plan with everyone retired after year `k`: saving and withdrawing as entered up to then. */
export function retireAfter(timeline: Timeline, k: number): Schedule {
  const { years, planned, retiredWithdrawal } = timeline;
  const savings = new Float64Array(years + 1);
  const withdrawals = new Float64Array(years + 1);
  for (let t = 1; t <= years; t++) {
    savings[t] = t <= k ? planned.savings[t]! : 0;
    withdrawals[t] = t <= k ? planned.withdrawals[t]! : retiredWithdrawal[t]!;
  }
  return { years, savings, withdrawals };
}

// ---- Monte Carlo ------------------------------------------------------------------------------

export interface MonteCarloResult {
  runs: number;
  seed: number;
  /** Runs that never ran short through the max age. */
  successes: number;
  /** The share of successful runs, rounded to a whole percent. */
  successPercent: number;
  /** Balances at the end of the simulation. */
  p10: number;
  p50: number;
  p90: number;
  /** Per point t = 0 (the start) .. years: the 10th, 50th and 90th percentile of the balance. */
  low: number[];
  median: number[];
  high: number[];
}

/** The q-th quantile of sorted values, interpolating linearly between neighbouring ranks. */
export function percentile(sorted: ArrayLike<number>, q: number): number {
  const n = sorted.length;
  if (n === 0) return 0;
  const position = q * (n - 1);
  const below = Math.floor(position);
  const above = Math.min(n - 1, below + 1);
  const a = sorted[below]!;
  return a + (sorted[above]! - a) * (position - below);
}

/**
 * Simulates `runs` careers of the schedule with normally distributed real returns (mean and
 * standard deviation of the household), from `seed`. Every run uses `yearEnd`, as the plan does.
 */
export function monteCarlo(
  input: FireInput,
  schedule: Schedule,
  { runs = MONTE_CARLO_RUNS, seed = MONTE_CARLO_SEED }: { runs?: number; seed?: number } = {},
): MonteCarloResult {
  const { years, savings, withdrawals } = schedule;
  const { realReturnMean: mean, realReturnStdev: stdev } = input.H;
  const normal = normalSource(mulberry32(seed));
  const start = startBalance(input);
  // Column-major: the balances of every run at point t sit together, ready to sort.
  const balances = new Float64Array((years + 1) * runs);
  let successes = 0;
  for (let run = 0; run < runs; run++) {
    let balance = start;
    let ok = true;
    balances[run] = balance;
    for (let t = 1; t <= years; t++) {
      const end = yearEnd(balance, mean + stdev * normal(), savings[t]!, withdrawals[t]!);
      if (end < 0) {
        ok = false;
        balance = 0;
      } else {
        balance = end;
      }
      balances[t * runs + run] = balance;
    }
    if (ok) successes++;
  }
  const low: number[] = [];
  const median: number[] = [];
  const high: number[] = [];
  for (let t = 0; t <= years; t++) {
    const column = balances.subarray(t * runs, (t + 1) * runs).sort();
    low.push(percentile(column, 0.1));
    median.push(percentile(column, 0.5));
    high.push(percentile(column, 0.9));
  }
  return {
    runs,
    seed,
    successes,
    successPercent: runs > 0 ? Math.round((successes / runs) * 100) : 0,
    p10: low[years]!,
    p50: median[years]!,
    p90: high[years]!,
    low,
    median,
    high,
  };
}

// ---- The whole result ---------------------------------------------------------------------------

/** Sample rows: first, 25 %, 50 %, 75 % and last (fewer when there are fewer than 5 years). */
export function sampleRows<T>(rows: readonly T[]): T[] {
  if (rows.length === 0) return [];
  const indexes = [0, 0.25, 0.5, 0.75, 1].map((q) => Math.round(q * (rows.length - 1)));
  return [...new Set(indexes)].map((i) => rows[i]!);
}

export interface FireResult {
  /** The input the calculation used (limits applied). */
  input: FireInput;
  years: number;
  fireNumber: number;
  /** The rate the FIRE number used (4 % when the entered rate is 0). */
  swrUsed: number;
  /** '$60,000 ÷ 3.8 % = $1,578,947'. */
  exampleLine: string;
  /** The plan as entered, every year. */
  rows: YearRow[];
  /** The 5 sample rows of `rows` (see sampleRows). */
  sample: YearRow[];
  /** Years from now until work can stop (0 = now); null: no feasible FIRE. */
  fireYear: number | null;
  fireAgeA: number | null;
  fireAgeB: number | null;
  /** The deterministic stress test passes at the FIRE year (false when there is none). */
  successAtFire: boolean;
  /**
   * 'noFire' when no year reaches FIRE before the max age (its words in messages/en.ts: 'No
   * feasible FIRE under these assumptions before max age. ...'), or null.
   */
  message: 'noFire' | null;
  /** The plan as entered at the mean return: the first row that runs short, or null. */
  runsShort: YearRow | null;
  /** Ages at the end of the simulation. */
  endAgeA: number;
  endAgeB: number | null;
  /** The plan the Monte Carlo simulated: retiring after the FIRE year, or as entered. */
  monteCarloPlan: 'fire' | 'planned';
  monteCarlo: MonteCarloResult;
}

export const money = (value: number) => formatMoney(value, 'USD', 0);

export function exampleLineOf(household: Household): string {
  const swr = safeWithdrawalRate(household);
  return `${money(household.spendRetirement)} ÷ ${percentNumber(swr)} % = ${money(fireNumberOf(household))}`;
}

export function fireCalculator(raw: FireInput): FireResult {
  const input = normalizeInput(raw);
  const timeline = buildTimeline(input);
  const rows = plannedRows(timeline);
  const fireNumber = fireNumberOf(input.H);
  const fireYear = findFireYear(timeline, rows, fireNumber);
  const schedule = fireYear === null ? timeline.planned : retireAfter(timeline, fireYear);
  return {
    input,
    years: timeline.years,
    fireNumber,
    swrUsed: safeWithdrawalRate(input.H),
    exampleLine: exampleLineOf(input.H),
    rows,
    sample: sampleRows(rows),
    fireYear,
    fireAgeA: fireYear === null ? null : input.A.age + fireYear,
    fireAgeB: fireYear === null || input.singleMode ? null : input.B.age + fireYear,
    successAtFire: fireYear !== null,
    message: fireYear === null ? 'noFire' : null,
    runsShort: rows.find((row) => row.short) ?? null,
    endAgeA: input.A.age + timeline.years,
    endAgeB: input.singleMode ? null : input.B.age + timeline.years,
    monteCarloPlan: fireYear === null ? 'planned' : 'fire',
    monteCarlo: monteCarlo(input, schedule),
  };
}
