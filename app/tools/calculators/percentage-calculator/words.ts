/**
 * The answer's line in the page's words: `t` reads the page's catalogue (messages/en.ts is the
 * source). Used by PercentageCalculator; the logic gives the figures.
 */
import type { T } from '~/lib/i18n';
import type en from './messages/en';
import { UNDEFINED_DISPLAY, type PercentageResult } from './percentage-calculator';

/** One line that states the question and the answer: '15% of 200 = 30.00'. */
export function summaryText(t: T<typeof en>, { statement: s }: PercentageResult): string {
  const answer = s.kind === 'undefined' ? UNDEFINED_DISPLAY : s.answer;
  return t(`summary.${s.kind}`, { x: s.x, y: s.y, answer });
}
