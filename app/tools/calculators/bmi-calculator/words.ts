/**
 * The result's lines in the page's words: `t` reads the page's catalogue (messages/en.ts is the
 * source). Used by BmiCalculator; the logic gives figures and the category's id.
 */
import type { T } from '~/lib/i18n';
import { HEALTHY_MIN, type BmiResult } from './bmi-calculator';
import type en from './messages/en';

type Words = T<typeof en>;

/** '58.6 to 78.9 kg'. */
export const healthyRangeText = (t: Words, r: BmiResult) =>
  t('healthyRange', { min: r.text.healthyMin, max: r.text.healthyMax, unit: r.unit });

/** 'Within healthy range', or how far below or above it the weight is. */
export function standingText(t: Words, r: BmiResult): string {
  if (r.withinHealthy) return t('withinHealthy');
  const values = { amount: r.text.outsideBy, unit: r.unit };
  return t(r.bmi < HEALTHY_MIN ? 'belowHealthy' : 'aboveHealthy', values);
}

/** One line for screen readers, Copy summary and Share. */
export const summaryText = (t: Words, r: BmiResult) =>
  t('summary', {
    bmi: r.text.bmi,
    category: t(r.category.id),
    height: r.text.height,
    range: healthyRangeText(t, r),
  });
