/**
 * The age's sentences from the logic's values, in the page's words: `t` reads the page's
 * catalogue (messages/en.ts is the source). Used by AgeCalculator; the logic speaks no language.
 */
import type { T } from '~/lib/i18n';
import { ordinalForm, type AgeParts, type AgeResult } from './age-calculator';
import type en from './messages/en';

type Words = T<typeof en>;

/** '38 years, 8 months, 8 days' (singular where it is 1). */
export const agePartsText = (t: Words, { years, months, days }: AgeParts) =>
  t('ageParts', {
    years: t('yearCount', { n: years }),
    months: t('monthCount', { n: months }),
    days: t('dayCount', { n: days }),
  });

/** One line for Copy summary and Share: 'Born 1988-03-14: 38 years, 8 months, 8 days old on 2026-11-22'. */
export const summaryText = (t: Words, age: AgeResult) =>
  t('summary', { birth: age.birthDate, age: agePartsText(t, age), target: age.targetDate });

/** '1st', '2nd', '3rd', '38th' (the number as typed, not grouped). */
export const ordinalText = (t: Words, n: number) => t(`ordinal.${ordinalForm(n)}`, { n: String(n) });
