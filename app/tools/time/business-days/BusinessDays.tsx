import { useState, type FormEvent } from 'react';
import { formatDate, formatLongDate, isDate, parseIsoDate, weekdayName } from '~/lib/dates';
import { countOf, formatNumber } from '~/lib/format';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { failureOf } from '~/lib/outcome';
import { SubmitButton } from '~/ui/Button';
import { Checkbox } from '~/ui/Checkbox';
import { TextField } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { ToolActions } from '~/ui/ToolActions';
import {
  businessDays,
  businessDaysSummary,
  MAX_RANGE_YEARS,
  weeksAndDays,
  type BusinessDaysCount,
} from './business-days';
import type { FederalHoliday } from './holidays';

// The query parameters, defaults left out of the address.
const schema = {
  start: param.text('', 20),
  end: param.text('', 20),
  includeEnd: param.bool(false),
  holidays: param.bool(true),
};

/** More holidays than this are folded into a disclosure so a long range stays readable. */
const OPEN_LIST_MAX = 12;

/** What the date input shows: a valid YYYY-MM-DD, else empty (a browser rejects other values). */
const inputValue = (raw: string) => (isDate(parseIsoDate(raw)) ? raw.trim() : '');

const DATE_FIELDS = [
  { key: 'start', label: 'Start date' },
  { key: 'end', label: 'End date' },
] as const;

export function BusinessDays() {
  const [state, setState, { hydrated, fromLink }] = useUrlState(schema);
  // Calculate on the button, or at once when the page was opened from a link with its parameters.
  // After that the result follows every edit, so it always matches the address that is shared.
  const [pressed, setPressed] = useState(false);
  const active = pressed || (hydrated && fromLink);
  const canCalculate = state.start.trim() !== '' && state.end.trim() !== '';
  const result = active
    ? businessDays({
        start: state.start,
        end: state.end,
        includeEnd: state.includeEnd,
        excludeHolidays: state.holidays,
      })
    : null;
  const error = failureOf(result);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canCalculate) setPressed(true);
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <form className="space-y-5" onSubmit={onSubmit} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          {DATE_FIELDS.map(({ key, label }) => (
            <TextField
              key={key}
              label={label}
              type="date"
              value={inputValue(state[key])}
              aria-invalid={error?.field === key || undefined}
              onValue={(text) => setState({ [key]: text })}
            />
          ))}
        </div>
        <div className="space-y-3">
          <Checkbox
            label="Include end date"
            hint="The start date always counts; the end date counts only when this is ticked."
            checked={state.includeEnd}
            onChange={(includeEnd) => setState({ includeEnd })}
          />
          <Checkbox
            label="Exclude US federal holidays"
            hint="The 11 federal holidays, on the weekday they are observed: a Saturday holiday on the Friday before, a Sunday holiday on the Monday after."
            checked={state.holidays}
            onChange={(holidays) => setState({ holidays })}
          />
        </div>
        <SubmitButton disabled={!canCalculate}>Calculate</SubmitButton>
      </form>

      <ResultPanel
        result={result}
        // Room for the figure, the breakdown and a few holidays.
        minHeight="26rem"
        summary={businessDaysSummary}
        intro={[
          'Pick a start and an end date, then press Calculate to count the working days (Monday to Friday) between them.',
          `Weekends are skipped, and so are US federal holidays unless you untick that option. Ranges up to ${MAX_RANGE_YEARS} years are counted.`,
        ]}
      >
        {(count) => <Breakdown count={count} />}
      </ResultPanel>
    </div>
  );
}

function Breakdown({ count }: { count: BusinessDaysCount }) {
  const rows: [string, string][] = [
    ['Total days counted', formatNumber(count.totalDays, 0)],
    ['Weekend days skipped', formatNumber(count.weekendsSkipped, 0)],
    [
      'Holidays skipped',
      count.excludeHolidays ? formatNumber(count.holidaysSkipped.length, 0) : 'None (holidays counted)',
    ],
    [
      'Weeks spanned',
      `${formatNumber(count.weeksSpanned, { min: 0, max: 1 })} (${weeksAndDays(count.totalDays)})`,
    ],
  ];
  return (
    <Figure testId="business-days-result" value={formatNumber(count.businessDays, 0)} lead="Business days">
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {count.lastCounted
          ? `Counting ${formatLongDate(count.startDate)} to ${formatLongDate(count.lastCounted)}`
          : `No days counted: the start and end dates are the same and the end date is not included.`}
        {count.lastCounted &&
          (count.includeEndDate ? ' (end date included).' : ' (the end date is not counted).')}
      </p>

      <dl className="mt-4 divide-y divide-slate-200 border-y border-slate-200 text-sm dark:divide-slate-700 dark:border-slate-700">
        {rows.map(([term, value]) => (
          <div key={term} className="flex flex-wrap justify-between gap-x-4 py-2">
            <dt className="text-slate-700 dark:text-slate-300">{term}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        Weeks spanned = total days counted ÷ 7.
      </p>

      <HolidayList count={count} />

      <div className="mt-5">
        <ToolActions title="Business Days Calculator" summary={businessDaysSummary(count)} />
      </div>
    </Figure>
  );
}

function HolidayList({ count }: { count: BusinessDaysCount }) {
  const holidays = count.holidaysInRange;
  const heading = count.excludeHolidays
    ? 'US federal holidays skipped'
    : 'US federal holidays in this range (counted as business days)';
  if (holidays.length === 0) {
    return (
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
        No US federal holiday is observed on the days counted.
      </p>
    );
  }
  const list = (
    <ul className="mt-2 space-y-1.5 text-sm text-slate-800 dark:text-slate-200">
      {holidays.map((h) => (
        <HolidayItem key={h.observed.toString()} holiday={h} />
      ))}
    </ul>
  );
  return (
    <div className="mt-4">
      {holidays.length > OPEN_LIST_MAX ? (
        <details>
          <summary className="cursor-pointer text-sm font-semibold text-slate-900 dark:text-slate-100">
            {heading}: {countOf(holidays.length, 'holiday')} (show all)
          </summary>
          {list}
        </details>
      ) : (
        <>
          <h2 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{heading}</h2>
          {list}
        </>
      )}
    </div>
  );
}

function HolidayItem({ holiday }: { holiday: FederalHoliday }) {
  const moved = !holiday.observed.equals(holiday.date);
  return (
    <li>
      <span className="font-medium">{holiday.name}</span>
      {': '}
      <span className="tabular-nums">{formatLongDate(holiday.observed)}</span>
      {moved && (
        <span className="text-slate-600 dark:text-slate-400">
          {' '}
          (observed; {formatDate(holiday.date)} is a {weekdayName(holiday.date)})
        </span>
      )}
    </li>
  );
}
