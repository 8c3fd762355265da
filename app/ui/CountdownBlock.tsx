import type { Countdown } from '~/lib/countdown';
import { formatLongDate } from '~/lib/dates';
import { formatNumber } from '~/lib/format';
import { useSiteT } from '~/lib/i18n';
import { GroupedDigits } from './Figure';
import type en from './messages/en';

/**
 * The countdown figures shared by Days Until and the holiday pages: days large, then weeks,
 * months, hours and minutes, and the weekday (with a weekend note in words, not colour alone).
 */
export function CountdownBlock({ value, eventName }: { value: Countdown; eventName: string }) {
  const t = useSiteT<typeof en>();
  const tiles: [string, string][] = [
    [t('weeks'), formatNumber(value.weeks, 0)],
    [t('months'), formatNumber(value.months, { min: 0, max: 1 })],
    [t('hours'), formatNumber(value.hours, 0)],
    [t('minutes'), formatNumber(value.minutes, 0)],
  ];
  const when =
    value.days === 0
      ? value.isWeekend
        ? 'todayWeekend'
        : 'todayWeekday'
      : value.isWeekend
        ? 'untilWeekend'
        : 'untilWeekday';
  return (
    <div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{eventName}</p>
      <p className="mt-1 text-slate-900 dark:text-white">
        <span data-testid="countdown-days" className="text-5xl font-bold tabular-nums">
          {formatNumber(value.days, 0)}
        </span>{' '}
        <span className="text-xl font-semibold">{t('countdownDays', { n: value.days })}</span>
      </p>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        {t.rich(when, { date: <span className="font-medium">{formatLongDate(value.target)}</span> })}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {tiles.map(([label, figure]) => (
          <div
            key={label}
            className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-950"
          >
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
              {label}
            </dt>
            <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums [overflow-wrap:normal] dark:text-white">
              <GroupedDigits value={figure} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
