/**
 * The result in the page's words: each takes the page's `t` (messages/en.ts) and what
 * salary-converter.ts returned, whose logic speaks no language. For the page's component.
 */
import type { T } from '~/lib/i18n';
import type en from './messages/en';
import { showCount, type SalaryResult, type Schedule, type ScheduleNote } from './salary-converter';

type Words = T<typeof en>;

/** '7.5 h/day, 5 days/week, 52 weeks' (and ', 2 unpaid' when there are unpaid weeks). */
export function scheduleText(t: Words, s: Schedule): string {
  const parts = {
    hours: showCount(s.hoursPerDay),
    days: t('scheduleDays', { n: s.daysPerWeek, count: showCount(s.daysPerWeek) }),
    weeks: t('scheduleWeeks', { n: s.weeksPerYear, count: showCount(s.weeksPerYear) }),
  };
  return s.unpaidWeeks > 0
    ? t('scheduleUnpaid', { ...parts, unpaid: showCount(s.unpaidWeeks) })
    : t('schedule', parts);
}

/** One line for screen readers and Share: '$32.50 an hour is $63,375.00 a year (...)'. */
export function summaryOf(t: Words, r: SalaryResult): string {
  const display = (period: 'hourly' | 'annual') => r.rows.find((row) => row.period === period)?.display ?? '';
  const schedule = scheduleText(t, r.schedule);
  return r.mode === 'annual'
    ? t('summary.annual', { amount: r.amountDisplay, hourly: display('hourly'), schedule })
    : t(`summary.${r.mode}`, { amount: r.amountDisplay, annual: display('annual'), schedule });
}

/** What was changed to make the schedule valid, as a sentence. */
export const noteText = (t: Words, note: ScheduleNote): string =>
  t(`note.${note.kind}.${note.field}`, { value: showCount(note.value) });

/** Why there is no effective hourly rate (when days off cover every paid working day). */
export const noEffectiveText = (t: Words, s: Schedule): string =>
  t('noEffective', {
    daysOff: showCount(s.pto + s.holidays),
    workDays: showCount(s.daysPerWeek * s.paidWeeks),
  });

/** The summary followed by every period, for Copy summary. */
export function copyTextOf(t: Words, r: SalaryResult): string {
  const lines = [
    summaryOf(t, r),
    ...r.rows.map((row) => t('copyRow', { label: t(`period.${row.period}`), value: row.display })),
  ];
  if (r.effectiveDisplay !== null) {
    lines.push(t('copyEffective', { hours: showCount(r.schedule.workedHours), rate: r.effectiveDisplay }));
  }
  return lines.join('\n');
}
