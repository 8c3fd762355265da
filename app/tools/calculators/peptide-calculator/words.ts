/**
 * The peptide's lines in the page's words: `t` reads the page's catalogue (messages/en.ts is the
 * source). Used by PeptideCalculator and PeptideResults; the logic speaks no language.
 */
import { formatNumber } from '~/lib/format';
import type { T } from '~/lib/i18n';
import type en from './messages/en';
import { shortNotation, signed, type PeptideResult } from './peptide-calculator';

type Words = T<typeof en>;

/** 'X, 1', 'ß, ı, U+200B'. */
const listOf = (t: Words, items: readonly string[]) => items.reduce((a, b) => t('comma', { a, b }));

/** 'Ignored: 2 characters (X, 1)'. */
export const ignoredText = (t: Words, ignored: { count: number; shown: string[] }) =>
  t('ignoredChars', { n: ignored.count, count: String(ignored.count), chars: listOf(t, ignored.shown) });

/** The isoelectric point, or where it is not: 'above 14', 'below 0', 'none'. */
export function piText(t: Words, r: PeptideResult): string {
  if (r.piRange === 'in') return formatNumber(r.pi, 2);
  return t(r.piRange === 'above' ? 'piValueAbove' : r.piRange === 'below' ? 'piValueBelow' : 'piValueNone');
}

/** One line for screen readers, Copy summary and Share. */
export const summaryText = (t: Words, r: PeptideResult) =>
  t('summary', {
    n: r.length,
    name: shortNotation(r),
    count: String(r.length),
    average: formatNumber(r.average, 2),
    mono: formatNumber(r.monoisotopic, 3),
    formula: r.formulaText,
    charge: signed(r.charge),
    ph: formatNumber(r.ph, 1),
    pi: piText(t, r),
  });
