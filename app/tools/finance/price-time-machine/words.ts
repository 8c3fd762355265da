/**
 * The result in the page's words: each takes the page's `t` (messages/en.ts) and what
 * price-time-machine.ts returned, whose logic speaks no language. For the result's component.
 */
import { formatNumber } from '~/lib/format';
import type { T } from '~/lib/i18n';
import type en from './messages/en';
import { formatTimes, money, type PriceTimeMachineResult, type YearFigures } from './price-time-machine';

type Words = T<typeof en>;

/** Minimum-wage work: '24 minutes', '1.3 hours', '5,875 hours'. */
export function wageWorkText(t: Words, hours: number): string {
  if (!Number.isFinite(hours) || hours < 0) return '—';
  const minutes = hours * 60;
  if (minutes < 59.5) {
    const whole = Math.round(minutes);
    if (whole === 0 && hours !== 0) return t('underMinute');
    return t('minutes', { n: whole });
  }
  return t('hours', { hours: formatNumber(hours, hours >= 100 ? 0 : 1) });
}

/** One line for screen readers and Share: the main year, the compare year and the price multiple. */
export function summaryOf(t: Words, result: PriceTimeMachineResult): string {
  const { item, main, compare, change } = result;
  const line = (f: YearFigures) =>
    t('yearLine', { price: money(f.price), year: String(f.year), today: money(f.today) });
  const head = { item: t(`item.${item.id}`), unit: t(`unit.${item.unit}`), main: line(main) };
  if (!compare || !('price' in compare)) return t('summary', head);
  if (!change || change.times === null) return t('summaryCompare', { ...head, compare: line(compare) });
  return t('summaryChange', {
    ...head,
    compare: line(compare),
    times: formatTimes(change.times),
    year: String(main.year),
  });
}
