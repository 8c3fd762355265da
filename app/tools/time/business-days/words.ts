/**
 * The count's sentences from the logic's values, in the page's words: `t` reads the page's
 * catalogue (messages/en.ts is the source). Used by BusinessDays; the logic speaks no language.
 */
import { formatLongDate } from '~/lib/dates';
import type { T } from '~/lib/i18n';
import { weeksAndDays, type BusinessDaysCount } from './business-days';
import type en from './messages/en';

type Words = T<typeof en>;

/** '5 weeks 4 days', '1 week', '0 days'. */
export function weeksAndDaysText(t: Words, totalDays: number): string {
  const { weeks, days } = weeksAndDays(totalDays);
  if (weeks === 0) return t('dayCount', { n: days });
  if (days === 0) return t('weekCount', { n: weeks });
  return t('weeksDays', { weeks: t('weekCount', { n: weeks }), days: t('dayCount', { n: days }) });
}

/** The one line a screen reader hears and Copy summary copies. */
export function summaryText(t: Words, r: BusinessDaysCount): string {
  const values = {
    days: t('businessDayCount', { n: r.businessDays }),
    start: formatLongDate(r.startDate),
    end: formatLongDate(r.endDate),
  };
  if (!r.excludeHolidays) {
    return t(r.includeEndDate ? 'summaryIncludedCounted' : 'summaryExcludedCounted', values);
  }
  const holidays = t('federalHolidayCount', { n: r.holidaysSkipped.length });
  return t(r.includeEndDate ? 'summaryIncludedSkipped' : 'summaryExcludedSkipped', { ...values, holidays });
}
