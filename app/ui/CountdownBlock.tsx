import type { Countdown } from '~/lib/countdown';
import { formatDate } from '~/lib/dates';
import { formatNumber, plural } from '~/lib/format';
import { GroupedDigits } from './Figure';

/**
 * The countdown figures shared by Days Until and the holiday pages: days large, then weeks,
 * months, hours and minutes, and the weekday (with a weekend note in words, not colour alone).
 */
export function CountdownBlock({ value, eventName }: { value: Countdown; eventName: string }) {
  const tiles: [string, string][] = [
    ['Weeks', formatNumber(value.weeks, 0)],
    ['Months', formatNumber(value.months, { min: 0, max: 1 })],
    ['Hours', formatNumber(value.hours, 0)],
    ['Minutes', formatNumber(value.minutes, 0)],
  ];
  return (
    <div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{eventName}</p>
      <p className="mt-1 text-slate-900 dark:text-white">
        <span data-testid="countdown-days" className="text-5xl font-bold tabular-nums">
          {formatNumber(value.days, 0)}
        </span>{' '}
        <span className="text-xl font-semibold">{plural(value.days, 'day')}</span>
      </p>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        {value.days === 0 ? 'That is today: ' : 'Until '}
        <span className="font-medium">
          {value.weekday}, {formatDate(value.target)}
        </span>
        {value.isWeekend ? ' (a weekend day)' : ' (a weekday)'}
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
