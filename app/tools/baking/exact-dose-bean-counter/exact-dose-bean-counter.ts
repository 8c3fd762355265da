/**
 * Exact dose bean counter. Pure logic: no React, no DOM.
 *
 * Two answers from an average bean weight: how many beans to add (or take out) to go from the
 * current dose to the target, and what a counted number of beans weighs. Grams per bean default
 * to 0.12 when invalid or not above 0, and are clamped to 0.05 to 0.3.
 */
import { formatNumber, parseNumber, plural } from '~/lib/format';
import { clamp } from '~/lib/math';

export const DEFAULTS = { t: '18', c: '17.4', b: '0.12', n: '147' } as const;
export const BEAN_DEFAULT = 0.12;
export const BEAN_MIN = 0.05;
export const BEAN_MAX = 0.3;
export const NEED_GRAMS = 'Enter target & current grams.';
export const NEED_COUNT = 'Enter a bean count.';

export function gramsPerBean(text: string): number {
  const value = parseNumber(text);
  if (value === null || value <= 0) return BEAN_DEFAULT;
  return clamp(value, BEAN_MIN, BEAN_MAX);
}

export type Adjustment =
  { error: string } | { beans: number; action: 'add' | 'remove' | 'none'; differenceG: number; text: string };

/** Beans to add (or remove) to reach the target: the difference over the bean weight, rounded. */
export function adjustment(targetText: string, currentText: string, beanText: string): Adjustment {
  const target = parseNumber(targetText);
  const current = parseNumber(currentText);
  if (target === null || current === null || target <= 0 || current < 0 || target > 1e5 || current > 1e5) {
    return { error: NEED_GRAMS };
  }
  const perBean = gramsPerBean(beanText);
  const differenceG = target - current;
  const beans = Math.round(Math.abs(differenceG) / perBean);
  const g = formatNumber(Math.abs(differenceG), { min: 1, max: 2 });
  if (beans === 0) {
    return { beans: 0, action: 'none', differenceG, text: `On target: within half a bean (${g} g off).` };
  }
  const action = differenceG > 0 ? 'add' : 'remove';
  return {
    beans,
    action,
    differenceG,
    text: `${action === 'add' ? 'Add' : 'Remove'} ${beans} ${plural(beans, 'bean')} (${g} g ${action === 'add' ? 'short' : 'over'}).`,
  };
}

export type CountWeight = { error: string } | { grams: number; text: string };

/** What `count` beans weigh at the bean weight. */
export function weightOfCount(countText: string, beanText: string): CountWeight {
  const count = parseNumber(countText);
  if (count === null || count <= 0 || !Number.isInteger(count) || count > 1e6) return { error: NEED_COUNT };
  const grams = count * gramsPerBean(beanText);
  return {
    grams,
    text: `${formatNumber(count, 0)} beans weigh about ${formatNumber(grams, { min: 1, max: 2 })} g.`,
  };
}
