/**
 * Exact dose bean counter. Pure logic: no React, no DOM.
 *
 * Two answers from an average bean weight: how many beans to add (or take out) to go from the
 * current dose to the target, and what a counted number of beans weighs. Grams per bean default
 * to 0.12 when invalid or not above 0, and are clamped to 0.05 to 0.3.
 */
import { formatNumber, parseNumber } from '~/lib/format';
import { clamp } from '~/lib/math';
import type { Failure } from '~/lib/outcome';
import type en from './messages/en';

export const DEFAULTS = { t: '18', c: '17.4', b: '0.12', n: '147' } as const;
export const BEAN_DEFAULT = 0.12;
export const BEAN_MIN = 0.05;
export const BEAN_MAX = 0.3;

/** A failure names its message by its key in messages/en.ts. */
type BeanFailure = Failure<keyof typeof en>;

export function gramsPerBean(text: string): number {
  const value = parseNumber(text);
  if (value === null || value <= 0) return BEAN_DEFAULT;
  return clamp(value, BEAN_MIN, BEAN_MAX);
}

export type Adjustment =
  | BeanFailure
  | {
      beans: number;
      action: 'add' | 'remove' | 'none';
      differenceG: number;
      /** The difference as the page writes it, without its sign: '0.6'. */
      g: string;
    };

/** Beans to add (or remove) to reach the target: the difference over the bean weight, rounded. */
export function adjustment(targetText: string, currentText: string, beanText: string): Adjustment {
  const target = parseNumber(targetText);
  const current = parseNumber(currentText);
  if (target === null || current === null || target <= 0 || current < 0 || target > 1e5 || current > 1e5) {
    return { error: 'needGrams' };
  }
  const perBean = gramsPerBean(beanText);
  const differenceG = target - current;
  const beans = Math.round(Math.abs(differenceG) / perBean);
  const g = formatNumber(Math.abs(differenceG), { min: 1, max: 2 });
  const action = beans === 0 ? 'none' : differenceG > 0 ? 'add' : 'remove';
  return { beans, action, differenceG, g };
}

export type CountWeight = BeanFailure | { count: number; grams: number };

/** What `count` beans weigh at the bean weight. */
export function weightOfCount(countText: string, beanText: string): CountWeight {
  const count = parseNumber(countText);
  if (count === null || count <= 0 || !Number.isInteger(count) || count > 1e6) return { error: 'needCount' };
  return { count, grams: count * gramsPerBean(beanText) };
}
