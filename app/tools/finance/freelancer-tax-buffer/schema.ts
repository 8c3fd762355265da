/**
 * The page's query parameters (g, e, st, fs, ty, w2, ss, sr) with their defaults, which are left
 * out of the address, and their clamps.
 *
 * - g, w2, ss stay the visitor's text ('8,000', a half-typed '1.'); the logic reads and clamps them.
 * - e is a fraction clamped to 0-0.95 (the page shows it as a percent).
 * - st is any text: a code that is not one of the 50 states and DC gets the 4 % rate.
 * - ty defaults to the visitor's current year, known only once hydrated (null in the static HTML).
 * - sr is a fraction clamped to 0-0.15, or null (blank: the state's default).
 */
import { today } from '~/lib/clock';
import { parseNumber } from '~/lib/format';
import { param, type Param } from '~/lib/url-params';
import { FILING_STATUSES } from './data';
import { clampStateRate, clampTaxYear, DEFAULTS, LIMITS } from './inputs';

/** Up to 12 significant digits: 0.30000000000000004 is written as 0.3. */
const decimal = (value: number) => String(Number(value.toPrecision(12)));

/** The tax year: this year by default (applied after hydration), else a whole year clamped to 2020-2100. */
export const taxYearParam: Param<number | null> = {
  default: null,
  liveDefault: () => clampTaxYear(today().year),
  read: (params, key) => {
    const raw = params.get(key);
    if (raw === null || !/^\s*[+-]?\d{1,15}\s*$/.test(raw)) return undefined;
    return clampTaxYear(Number(raw));
  },
  write: (params, key, value, fallback) => {
    if (value === null || value === fallback) params.delete(key);
    else params.set(key, String(value));
  },
  present: (params, key) => params.has(key),
};

/** The state rate override: blank (or absent) is null, a number is clamped to 0-0.15, the rest ignored. */
export const stateRateParam: Param<number | null> = {
  default: null,
  read: (params, key) => {
    const raw = params.get(key);
    if (raw === null || raw.trim() === '') return null;
    const value = parseNumber(raw);
    return value === null ? undefined : clampStateRate(value);
  },
  write: (params, key, value) => {
    if (value === null) params.delete(key);
    else params.set(key, decimal(value));
  },
  present: (params, key) => params.has(key),
};

export const schema = {
  g: param.text(String(DEFAULTS.gross)),
  e: param.number(DEFAULTS.expenseShare, LIMITS.expenseShare),
  st: param.text(DEFAULTS.state),
  fs: param.oneOf(FILING_STATUSES, DEFAULTS.filingStatus),
  ty: taxYearParam,
  w2: param.text(''),
  ss: param.text(''),
  sr: stateRateParam,
};
