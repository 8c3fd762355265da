/**
 * The page's decimal and group marks for tools that group digits themselves: a module of its own,
 * so that only they load it (lib/format.ts formats everything else).
 */
import { sameEverywhere } from './format';
import { intlTag, pageLocale } from './locale';

/**
 * A number written with English marks ('1,234.5', India's '1,25,000.5') in the page's marks
 * ('1.234,5' in German, '1\u00a0234,5' in French): for tools that group digits themselves (a
 * calculator's display, Indian grouping), with the marks Intl gives the page's language.
 */
export function inPageMarks(text: string): string {
  const tag = intlTag(pageLocale());
  if (tag === 'en-US') return text;
  // 10000.5: Spanish groups only from five digits.
  const parts = new Intl.NumberFormat(tag, { minimumFractionDigits: 1 })
    .formatToParts(10000.5)
    .map((part) => [part.type, sameEverywhere(part.value)]);
  const marks = Object.fromEntries(parts) as Record<string, string>;
  return text.replace(/[,.]/g, (mark) => (mark === ',' ? (marks.group ?? ',') : (marks.decimal ?? '.')));
}
