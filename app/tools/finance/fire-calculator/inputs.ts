/**
 * The FIRE calculator's inputs: the person and household fields, the defaults, the limits of
 * typed and linked values and the `q` parameter's sanitizer. Kept apart from the simulation (fire-calculator.ts) so the form loads without it: the
 * results, which need the simulation, load on demand.
 */
import { formatNumber, parseNumber } from '~/lib/format';

import { clamp } from '~/lib/math';
import { shape, type Sanitizer } from '~/lib/url-params-json';

export interface Person {
  age: number;
  retireAge: number;
  /** Yearly salary in today's dollars. */
  salary: number;
  /** Share of the salary saved while working, a fraction (0.22 for 22 %). */
  saveRate: number;
  startBalance: number;
}

export interface Household {
  /** Yearly spending in retirement, today's dollars, after tax. */
  spendRetirement: number;
  /** Yearly healthcare per retired person under 65, today's dollars. */
  preMedicareHealthcare: number;
  /** Tax on withdrawals, a fraction: a withdrawal is need / (1 − rate). */
  effectiveTaxRate: number;
  /** Safe withdrawal rate, a fraction: the FIRE number is spendRetirement / swr. */
  swr: number;
  /** Real (after inflation) yearly return: mean and standard deviation, fractions. */
  realReturnMean: number;
  realReturnStdev: number;
  maxAge: number;
}

export interface FireInput {
  singleMode: boolean;
  A: Person;
  B: Person;
  H: Household;
}

// ---- Defaults and constants ---------------------------------------------------------------------

export const DEFAULT_A: Person = {
  age: 32,
  retireAge: 60,
  salary: 90000,
  saveRate: 0.22,
  startBalance: 45000,
};
export const DEFAULT_B: Person = {
  age: 31,
  retireAge: 60,
  salary: 80000,
  saveRate: 0.15,
  startBalance: 30000,
};
export const DEFAULT_H: Household = {
  spendRetirement: 60000,
  preMedicareHealthcare: 6000,
  effectiveTaxRate: 0.18,
  swr: 0.038,
  realReturnMean: 0.05,
  realReturnStdev: 0.12,
  maxAge: 95,
};
export const DEFAULT_INPUT: FireInput = { singleMode: false, A: DEFAULT_A, B: DEFAULT_B, H: DEFAULT_H };

/** The simulation never runs longer than this. */
export const MAX_YEARS = 120;
/** Pre-Medicare healthcare is paid for each retired person younger than this. */
export const MEDICARE_AGE = 65;
/** A safe withdrawal rate of 0 is read as 4 %. */
export const FALLBACK_SWR = 0.04;
/** Rates above 0 but below this count as this (0.1 %), so the FIRE number stays finite. */
export const MIN_SWR = 0.001;
export const MONTE_CARLO_RUNS = 1000;
/** Fixed, so the page, its prerendered HTML and the tests show the same runs ('FIRE' in ASCII). */
export const MONTE_CARLO_SEED = 0x46495245;

/**
 * The order of the steps within a simulated year: `yearEnd` follows it, the page shows it (each
 * step's words are `step.<id>` in messages/en.ts).
 */
export const YEAR_STEPS = ['start', 'growth', 'savings', 'withdrawal', 'end'] as const;
export type YearStep = (typeof YEAR_STEPS)[number];

// ---- Limits (clamps for typed values and for the link) ------------------------------------------

export interface Limit {
  min: number;
  max: number;
  /** Rounded to a whole number (ages). */
  whole?: boolean;
}

/** Money fields: up to a billion dollars. */
export const MONEY_MAX = 1e9;

export const PERSON_LIMITS: Record<keyof Person, Limit> = {
  age: { min: 16, max: 100, whole: true },
  retireAge: { min: 16, max: 100, whole: true },
  salary: { min: 0, max: MONEY_MAX },
  saveRate: { min: 0, max: 1 },
  startBalance: { min: 0, max: MONEY_MAX },
};

export const HOUSEHOLD_LIMITS: Record<keyof Household, Limit> = {
  spendRetirement: { min: 0, max: MONEY_MAX },
  preMedicareHealthcare: { min: 0, max: MONEY_MAX },
  // Below 100 %: at 100 % no withdrawal could ever cover the need.
  effectiveTaxRate: { min: 0, max: 0.9 },
  swr: { min: 0, max: 1 },
  realReturnMean: { min: -0.5, max: 0.5 },
  realReturnStdev: { min: 0, max: 0.5 },
  maxAge: { min: 17, max: 120, whole: true },
};

/** A non-finite (or non-numeric) value counts as 0; then the field's limits apply. */
export function fit(value: unknown, limit: Limit): number {
  const finite = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  const clamped = clamp(finite, limit.min, limit.max);
  return limit.whole ? Math.round(clamped) : clamped;
}

function fitPerson(person: Person): Person {
  return {
    age: fit(person.age, PERSON_LIMITS.age),
    retireAge: fit(person.retireAge, PERSON_LIMITS.retireAge),
    salary: fit(person.salary, PERSON_LIMITS.salary),
    saveRate: fit(person.saveRate, PERSON_LIMITS.saveRate),
    startBalance: fit(person.startBalance, PERSON_LIMITS.startBalance),
  };
}

/** The input with every field within its limits (what the calculation uses). */
export function normalizeInput(input: FireInput): FireInput {
  const H = input.H;
  return {
    singleMode: input.singleMode === true,
    A: fitPerson(input.A),
    B: fitPerson(input.B),
    H: {
      spendRetirement: fit(H.spendRetirement, HOUSEHOLD_LIMITS.spendRetirement),
      preMedicareHealthcare: fit(H.preMedicareHealthcare, HOUSEHOLD_LIMITS.preMedicareHealthcare),
      effectiveTaxRate: fit(H.effectiveTaxRate, HOUSEHOLD_LIMITS.effectiveTaxRate),
      swr: fit(H.swr, HOUSEHOLD_LIMITS.swr),
      realReturnMean: fit(H.realReturnMean, HOUSEHOLD_LIMITS.realReturnMean),
      realReturnStdev: fit(H.realReturnStdev, HOUSEHOLD_LIMITS.realReturnStdev),
      maxAge: fit(H.maxAge, HOUSEHOLD_LIMITS.maxAge),
    },
  };
}

// ---- The `q` parameter ----------------------------------------------------------------------------

/** A JSON number within the limit (clamped, ages rounded); anything else is ignored. */
const numberWithin =
  (limit: Limit): Sanitizer<number> =>
  (value) =>
    typeof value === 'number' && Number.isFinite(value) ? fit(value, limit) : undefined;

const personShape = (defaults: Person) =>
  shape.object<Person>(defaults, {
    age: numberWithin(PERSON_LIMITS.age),
    retireAge: numberWithin(PERSON_LIMITS.retireAge),
    salary: numberWithin(PERSON_LIMITS.salary),
    saveRate: numberWithin(PERSON_LIMITS.saveRate),
    startBalance: numberWithin(PERSON_LIMITS.startBalance),
  });

const householdShape = shape.object<Household>(DEFAULT_H, {
  spendRetirement: numberWithin(HOUSEHOLD_LIMITS.spendRetirement),
  preMedicareHealthcare: numberWithin(HOUSEHOLD_LIMITS.preMedicareHealthcare),
  effectiveTaxRate: numberWithin(HOUSEHOLD_LIMITS.effectiveTaxRate),
  swr: numberWithin(HOUSEHOLD_LIMITS.swr),
  realReturnMean: numberWithin(HOUSEHOLD_LIMITS.realReturnMean),
  realReturnStdev: numberWithin(HOUSEHOLD_LIMITS.realReturnStdev),
  maxAge: numberWithin(HOUSEHOLD_LIMITS.maxAge),
});

/**
 * Reads the parsed `q` JSON field by field: a missing field or one that is not a finite number
 * (or a boolean for singleMode) keeps its default; numbers are clamped to the limits above. Not
 * an object: undefined (the parameter is ignored). Only the named fields are read, so
 * '__proto__' and other keys are never copied.
 */
export const sanitizeFireInput: Sanitizer<FireInput> = shape.object<FireInput>(DEFAULT_INPUT, {
  singleMode: shape.boolean(),
  A: personShape(DEFAULT_A),
  B: personShape(DEFAULT_B),
  H: householdShape,
});

/** A fraction as a percent with up to 2 decimals: 0.038 → '3.8'. */
export const percentNumber = (fraction: number) => formatNumber(fraction * 100, { min: 0, max: 2 });

// ---- Typed numbers ------------------------------------------------------------------------------

/** Reads a typed number; a leading '$' or a trailing '%' is allowed. Blank or malformed: null. */
export function readTyped(text: string): number | null {
  return parseNumber(
    text
      .trim()
      .replace(/^\$\s*/, '')
      .replace(/\s*%$/, ''),
  );
}

/** Up to 12 significant digits, so 0.038 × 100 shows as '3.8', not '3.8000000000000003'. */
export const clean = (value: number) => Number(value.toPrecision(12));
