/**
 * The tool's inputs: defaults, limits and the state lookup. Kept apart from the tax arithmetic
 * (freelancer-tax-buffer.ts) so the form loads without it: the result, which needs the
 * arithmetic, is a part of its own loaded on demand.
 */
import { formatPercent as percentText } from '~/lib/format';
import { FILING_STATUSES, STATE_ROWS, UNKNOWN_STATE_RATE, type FilingStatus, type StateCode } from './data';
import { clamp } from '~/lib/math';

/** Defaults: gross 5000, expenses 25 %, CA, single; W-2 figures 0. */
export const DEFAULTS = {
  gross: 5000,
  expenseShare: 0.25,
  state: 'CA',
  filingStatus: 'single' as FilingStatus,
  w2Wages: 0,
  ssWages: 0,
};

/** Clamps of the inputs. `amountMax` is this tool's own ceiling, keeping every figure exact to the cent. */
export const LIMITS = {
  expenseShare: { min: 0, max: 0.95 },
  taxYear: { min: 2020, max: 2100 },
  stateRate: { min: 0, max: 0.15 },
  amountMax: 1e12,
} as const;

export interface FreelancerTaxBufferInput {
  /** Typed text ('8,000' is fine); blank gives no result. */
  gross: string;
  /** A fraction, clamped to 0-0.95. */
  expenseShare: number;
  /** A two-letter code; anything else is an unknown state (4 %). */
  state: string;
  /** 'single' or 'mfj'; anything else counts as single. */
  filingStatus: string;
  /** Clamped to 2020-2100; null while the current year is not known yet (no due dates then). */
  taxYear: number | null;
  /** Typed text; blank is 0. */
  w2Wages: string;
  /** Typed text; blank is 0. */
  ssWages: string;
  /** A fraction clamped to 0-0.15, or null for the state's default. */
  stateRate: number | null;
}

export interface StateInfo {
  /** The normalized code ('CA'), or what the link gave when it is unknown. */
  code: string;
  /** The code when it is one of the 50 states and DC (its name is `state.<code>`), else null. */
  listed: StateCode | null;
  /** The state's default rate (4 % when unknown). */
  defaultRate: number;
}

const STATES = new Map<string, { code: StateCode; rate: number }>(
  STATE_ROWS.map(([code, rate]) => [code, { code, rate }]),
);

/** Upper-case, trimmed, at most 20 characters ('ca ' is CA). */
export function normalizeState(raw: string): string {
  return raw.trim().toUpperCase().slice(0, 20);
}

/** The state's default rate and whether it is listed; a code that is not one of the 50 states and DC gets 4 %. */
export function stateInfo(raw: string): StateInfo {
  const code = normalizeState(raw);
  const row = STATES.get(code);
  return row
    ? { code, listed: row.code, defaultRate: row.rate }
    : { code, listed: null, defaultRate: UNKNOWN_STATE_RATE };
}

export function clampExpenseShare(value: number): number {
  return Number.isFinite(value)
    ? clamp(value, LIMITS.expenseShare.min, LIMITS.expenseShare.max)
    : DEFAULTS.expenseShare;
}

export function clampStateRate(value: number): number {
  return Number.isFinite(value) ? clamp(value, LIMITS.stateRate.min, LIMITS.stateRate.max) : 0;
}

export function clampTaxYear(value: number): number {
  return Number.isFinite(value)
    ? clamp(Math.round(value), LIMITS.taxYear.min, LIMITS.taxYear.max)
    : LIMITS.taxYear.min;
}

export function isFilingStatus(value: string): value is FilingStatus {
  return (FILING_STATUSES as readonly string[]).includes(value);
}

const pct = (fraction: number) => percentText(fraction * 100);

/** '14.35%', '5%', '4.95%': a fraction as a percent with up to 2 decimals. */
export const formatPercent = pct;
