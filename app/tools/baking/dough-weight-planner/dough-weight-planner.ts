/**
 * Dough weight planner. Pure logic: no React, no DOM.
 *
 * Baker's percentages are of the flour, so flour = total ÷ (1 + (hydration + salt + oil + sugar)
 * ÷ 100), and each ingredient is flour × its percentage. Clamps: total at least 1 g, pieces at
 * least 1 and whole, hydration 40 to 90, salt 0 to 5, oil 0 to 10, sugar 0 to 10.
 */
import { clamp } from '~/lib/math';

export const DEFAULTS = { w: 1000, n: 4, h: 65, s: 2, o: 2, u: 0 } as const;
export const LIMITS = {
  h: { min: 40, max: 90 },
  s: { min: 0, max: 5 },
  o: { min: 0, max: 10 },
  u: { min: 0, max: 10 },
} as const;

/** The presets by id; their names are in messages/en.ts. */
export const PRESETS = [
  { id: 'neapolitan', h: 60, s: 2.5, o: 0, u: 0 },
  { id: 'new-york', h: 63, s: 2.2, o: 1.5, u: 1.5 },
  { id: 'focaccia', h: 70, s: 2.5, o: 4, u: 0.5 },
  { id: 'sandwich', h: 65, s: 2, o: 3, u: 2 },
] as const;

export interface DoughInput {
  /** Total dough weight, grams. */
  w: number;
  /** Pieces (dough balls or loaves). */
  n: number;
  /** Percentages of the flour weight. */
  h: number;
  s: number;
  o: number;
  u: number;
}

/** An ingredient's line by id (its name is in messages/en.ts). */
export interface DoughLine {
  id: 'flour' | 'water' | 'salt' | 'oil' | 'sugar';
  percent: number;
  grams: number;
}

export interface DoughResult {
  total: number;
  pieces: number;
  perPiece: number;
  lines: DoughLine[];
}

/** Within [min, max]; a value that is not a number takes `fallback`. */
const within = (value: number, min: number, max: number, fallback: number) =>
  Number.isFinite(value) ? clamp(value, min, max) : fallback;

/** The inputs within the clamps (LIMITS). */
export function clampInput(input: DoughInput): DoughInput {
  return {
    w: within(input.w, 1, 1e6, DEFAULTS.w),
    n: Math.floor(within(input.n, 1, 1000, DEFAULTS.n)),
    h: within(input.h, LIMITS.h.min, LIMITS.h.max, DEFAULTS.h),
    s: within(input.s, LIMITS.s.min, LIMITS.s.max, DEFAULTS.s),
    o: within(input.o, LIMITS.o.min, LIMITS.o.max, DEFAULTS.o),
    u: within(input.u, LIMITS.u.min, LIMITS.u.max, DEFAULTS.u),
  };
}

export function doughWeightPlanner(raw: DoughInput): DoughResult {
  const { w, n, h, s, o, u } = clampInput(raw);
  const flour = w / (1 + (h + s + o + u) / 100);
  const line = (id: DoughLine['id'], percent: number): DoughLine => ({
    id,
    percent,
    grams: (flour * percent) / 100,
  });
  const lines = [line('flour', 100), line('water', h), line('salt', s), line('oil', o), line('sugar', u)];
  return { total: w, pieces: n, perPiece: w / n, lines };
}
