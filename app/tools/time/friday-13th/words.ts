/**
 * The year's sentences from the logic's values, in the page's words: `t` reads the page's
 * catalogue (messages/en.ts is the source). Used by Friday13th; the logic speaks no language.
 */
import type { T } from '~/lib/i18n';
import type { Friday13thFacts, Friday13thYearResult } from './friday-13th';
import type en from './messages/en';

type Words = T<typeof en>;

/** 'April', 'April and July', 'February, March and November'. */
export function listOf(t: Words, items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  const head = items.slice(0, -1).reduce((a, b) => t('comma', { a, b }));
  return t('and', { a: head, b: items[items.length - 1]! });
}

/** '2029 has 2 Friday the 13ths'. */
export const headlineText = (t: Words, r: Friday13thYearResult) =>
  t('headline', { n: r.count, year: String(r.year) });

/** One line for screen readers, Copy summary and Share: '2029 has 2 Friday the 13ths: April 13 and July 13.' */
export const summaryText = (t: Words, r: Friday13thYearResult) =>
  t('summary', {
    headline: headlineText(t, r),
    dates: listOf(
      t,
      r.dates.map((date) => t('monthThirteenth', { month: date.month })),
    ),
  });

/** Five short facts, three of them about this year. */
export function factsText(t: Words, facts: Friday13thFacts): string[] {
  const year = String(facts.year);
  const count = facts.count === 1 ? 'factOne' : facts.count === 3 ? 'factThree' : 'factTwo';
  return [
    t(count, { year }),
    t('factSunday', { n: facts.count, year, months: listOf(t, facts.sundayMonths) }),
    t('factWait', { n: facts.gapMonths, last: facts.last, next: facts.next }),
    t('factCycle'),
    t('factPhobia'),
  ];
}
