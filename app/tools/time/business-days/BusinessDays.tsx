import { useState, type FormEvent } from 'react';
import { formatDate, formatLongDate, isDate, parseIsoDate, weekdayName } from '~/lib/dates';
import { formatNumber } from '~/lib/format';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { failureOf } from '~/lib/outcome';
import { SubmitButton } from '~/ui/Button';
import { Checkbox } from '~/ui/Checkbox';
import { TextField } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { ToolActions } from '~/ui/ToolActions';
import { businessDays, MAX_RANGE_YEARS, type BusinessDaysCount } from './business-days';
import type { FederalHoliday } from './holidays';
import type en from './messages/en';
import { summaryText, weeksAndDaysText } from './words';

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
  { key: 'start', label: 'startDate' },
  { key: 'end', label: 'endDate' },
] as const satisfies readonly { key: 'start' | 'end'; label: keyof typeof en }[];

export function BusinessDays() {
  const [state, setState, { hydrated, fromLink }] = useUrlState(schema);
  const t = useT<typeof en>();
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
              label={t(label)}
              type="date"
              value={inputValue(state[key])}
              aria-invalid={error?.field === key || undefined}
              onValue={(text) => setState({ [key]: text })}
            />
          ))}
        </div>
        <div className="space-y-3">
          <Checkbox
            label={t('includeEnd')}
            hint={t('includeEndHint')}
            checked={state.includeEnd}
            onChange={(includeEnd) => setState({ includeEnd })}
          />
          <Checkbox
            label={t('excludeHolidays')}
            hint={t('excludeHolidaysHint')}
            checked={state.holidays}
            onChange={(holidays) => setState({ holidays })}
          />
        </div>
        <SubmitButton disabled={!canCalculate}>{t('calculate')}</SubmitButton>
      </form>

      <ResultPanel
        result={result}
        // Room for the figure, the breakdown and a few holidays.
        minHeight="26rem"
        summary={(count) => summaryText(t, count)}
        intro={[t('intro'), t('introMore', { years: String(MAX_RANGE_YEARS) })]}
      >
        {(count) => <Breakdown count={count} />}
      </ResultPanel>
    </div>
  );
}

function Breakdown({ count }: { count: BusinessDaysCount }) {
  const t = useT<typeof en>();
  const rows: [string, string][] = [
    [t('totalDays'), formatNumber(count.totalDays, 0)],
    [t('weekendDays'), formatNumber(count.weekendsSkipped, 0)],
    [
      t('holidaysSkipped'),
      count.excludeHolidays ? formatNumber(count.holidaysSkipped.length, 0) : t('holidaysCounted'),
    ],
    [
      t('weeksSpanned'),
      t('weeksValue', {
        weeks: formatNumber(count.weeksSpanned, { min: 0, max: 1 }),
        whole: weeksAndDaysText(t, count.totalDays),
      }),
    ],
  ];
  return (
    <Figure
      testId="business-days-result"
      value={formatNumber(count.businessDays, 0)}
      lead={t('businessDays')}
    >
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {count.lastCounted
          ? t(count.includeEndDate ? 'countingIncluded' : 'countingExcluded', {
              start: formatLongDate(count.startDate),
              end: formatLongDate(count.lastCounted),
            })
          : t('noDays')}
      </p>

      <dl className="mt-4 divide-y divide-slate-200 border-y border-slate-200 text-sm dark:divide-slate-700 dark:border-slate-700">
        {rows.map(([term, value]) => (
          <div key={term} className="flex flex-wrap justify-between gap-x-4 py-2">
            <dt className="text-slate-700 dark:text-slate-300">{term}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('weeksNote')}</p>

      <HolidayList count={count} />

      <div className="mt-5">
        <ToolActions title={t('shareTitle')} summary={summaryText(t, count)} />
      </div>
    </Figure>
  );
}

function HolidayList({ count }: { count: BusinessDaysCount }) {
  const t = useT<typeof en>();
  const holidays = count.holidaysInRange;
  const heading = t(count.excludeHolidays ? 'holidaysSkippedHeading' : 'holidaysInRange');
  if (holidays.length === 0) {
    return <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{t('noHoliday')}</p>;
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
            {t('showAll', { heading, n: holidays.length })}
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
  const t = useT<typeof en>();
  const moved = !holiday.observed.equals(holiday.date);
  const parts = {
    name: <span className="font-medium">{t(`federal.${holiday.id}`)}</span>,
    date: <span className="tabular-nums">{formatLongDate(holiday.observed)}</span>,
  };
  return (
    <li>
      {moved
        ? t.rich('holidayMoved', {
            ...parts,
            observed: (
              <span className="text-slate-600 dark:text-slate-400">
                {t('observed', { date: formatDate(holiday.date), weekday: weekdayName(holiday.date) })}
              </span>
            ),
          })
        : t.rich('holiday', parts)}
    </li>
  );
}
