import type { ReactNode } from 'react';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { NumberField, NumberFields, type NumberFieldSpec } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { NoteList } from '~/ui/NoteList';
import { ResultPanel } from '~/ui/ResultPanel';
import { cell, ScrollTable, tableRow } from '~/ui/ScrollTable';
import { Segmented } from '~/ui/Segmented';
import { Select } from '~/ui/Select';
import { ToolActions } from '~/ui/ToolActions';
import {
  AMOUNT_MAX,
  convertSalary,
  CURRENCIES,
  CURRENCY_NAMES,
  DEFAULTS,
  LIMITS,
  PAY_MODES,
  readSchedule,
  showCount,
  type PayMode,
} from './salary-converter';

// The query parameters, with their defaults (left out of the address). Numbers stay the visitor's
// text, so '1,234.56' and a half-typed '7.' survive a reload.
const schema = {
  m: param.oneOf(PAY_MODES, DEFAULTS.mode),
  a: param.text(''),
  c: param.oneOf(CURRENCIES, DEFAULTS.currency),
  hpd: param.text(String(DEFAULTS.hoursPerDay)),
  dpw: param.text(String(DEFAULTS.daysPerWeek)),
  wpy: param.text(String(DEFAULTS.weeksPerYear)),
  pto: param.text(String(DEFAULTS.pto)),
  hol: param.text(String(DEFAULTS.holidays)),
  uw: param.text(String(DEFAULTS.unpaidWeeks)),
};

const modeOptions: { value: PayMode; label: string }[] = [
  { value: 'hourly', label: 'Hour' },
  { value: 'daily', label: 'Day' },
  { value: 'weekly', label: 'Week' },
  { value: 'monthly', label: 'Month' },
  { value: 'annual', label: 'Year' },
];

const amountLabels: Record<PayMode, string> = {
  hourly: 'Pay per hour',
  daily: 'Pay per day',
  weekly: 'Pay per week',
  monthly: 'Pay per month',
  annual: 'Pay per year',
};

const currencyOptions = CURRENCIES.map((code) => ({
  value: code,
  label: `${code}: ${CURRENCY_NAMES[code]}`,
}));

const legendClass = 'mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100';

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-300 p-4 dark:border-slate-600">
      <legend className={`px-1 ${legendClass}`}>{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

const SCHEDULE_FIELDS = {
  hpd: { label: 'Hours per day', unit: 'hours', ...LIMITS.hoursPerDay, step: 0.5 },
  dpw: { label: 'Days per week', unit: 'days', ...LIMITS.daysPerWeek },
  wpy: { label: 'Weeks per year', unit: 'weeks', ...LIMITS.weeksPerYear },
} satisfies Record<string, NumberFieldSpec>;
const UNPAID_FIELD: NumberFieldSpec = {
  label: 'Unpaid weeks',
  unit: 'weeks',
  hint: 'Weeks off without pay.',
  ...LIMITS.unpaidWeeks,
};
const DAYS_OFF_FIELDS = {
  pto: { label: 'Paid time off', unit: 'days', hint: 'Vacation and other paid leave.', ...LIMITS.pto },
  hol: {
    label: 'Paid holidays',
    unit: 'days',
    hint: 'Public holidays you are paid for.',
    ...LIMITS.holidays,
  },
} satisfies Record<string, NumberFieldSpec>;

const COLUMNS = [{ label: 'Period' }, { label: 'Pay', align: 'right' }] as const;

export function SalaryConverter() {
  const [state, setState] = useUrlState(schema);
  const scheduleText = {
    hoursPerDay: state.hpd,
    daysPerWeek: state.dpw,
    weeksPerYear: state.wpy,
    pto: state.pto,
    holidays: state.hol,
    unpaidWeeks: state.uw,
  };
  const result = convertSalary({ mode: state.m, amount: state.a, currency: state.c, ...scheduleText });
  // Unpaid weeks may be at most weeks per year − 1 (the weeks per year in force, after its own clamp).
  const unpaidMax = readSchedule(scheduleText).weeksPerYear - 1;
  const headline =
    result && (result.mode === 'annual' ? result.rows[0] : result.rows[result.rows.length - 1]);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <Segmented
          legend="The amount is paid per"
          value={state.m}
          onChange={(next) => setState({ m: next })}
          options={modeOptions}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            label={amountLabels[state.m]}
            unit={state.c}
            min={0}
            max={AMOUNT_MAX}
            value={state.a}
            placeholder={state.m === 'annual' ? '60,000' : state.m === 'monthly' ? '5,000' : '25'}
            onValue={(value) => setState({ a: value })}
          />
          <Select
            label="Currency"
            value={state.c}
            options={currencyOptions}
            onChange={(c) => setState({ c })}
          />
        </div>

        <Group legend="Work schedule">
          <NumberFields
            fields={{ ...SCHEDULE_FIELDS, uw: { ...UNPAID_FIELD, max: unpaidMax } }}
            state={state}
            onChange={setState}
          />
        </Group>

        <Group legend="Paid days off each year">
          <NumberFields fields={DAYS_OFF_FIELDS} state={state} onChange={setState} />
        </Group>

        <section
          aria-labelledby="salary-how"
          className="rounded-xl bg-slate-100 p-4 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300"
        >
          <h2 id="salary-how" className={legendClass}>
            How the figures are worked out
          </h2>
          <ul className="list-disc space-y-1 pl-5">
            <li>Paid weeks = weeks per year − unpaid weeks.</li>
            <li>
              Annual pay = hourly rate × hours per day × days per week × paid weeks. Daily pay = hourly rate ×
              hours per day; weekly pay = hourly rate × hours per day × days per week.
            </li>
            <li>
              Every conversion goes through the hourly rate: an amount per day, week or year is divided by the
              paid hours in it (for a year: hours per day × days per week × paid weeks). A month is a twelfth
              of the year, so annual pay = monthly pay × 12.
            </li>
            <li>Monthly = annual ÷ 12, semi-monthly (24 paydays) = annual ÷ 24, bi-weekly = weekly × 2.</li>
            <li>
              Paid time off and holidays are paid, so they do not lower your pay. The effective hourly rate
              spreads the annual pay over the hours you actually work: hours per day × (days per week × paid
              weeks − paid time off − holidays).
            </li>
          </ul>
        </section>
      </div>

      <ResultPanel
        // Reserve the result's height: a shared link's result appears after hydration.
        minHeight="34rem"
        summary={result?.summary}
        intro={
          state.a.trim() === ''
            ? 'Enter what you are paid and choose per hour, day, week, month or year to see the same pay over every period: hourly, daily, weekly, bi-weekly, semi-monthly, monthly and annual.'
            : 'Enter the amount as a number above 0, for example 25 or 1,234.56.'
        }
      >
        {result && headline && (
          <Figure
            lead={result.mode === 'annual' ? 'Hourly rate' : 'Annual pay'}
            testId="salary-headline"
            value={headline.display}
          >
            <p className="mt-2 text-slate-700 dark:text-slate-300">{result.summary}</p>

            <div className="mt-5">
              <ScrollTable caption="The same pay over each period" columns={COLUMNS}>
                {result.rows.map((row) => (
                  <tr
                    key={row.period}
                    data-testid={`salary-row-${row.period}`}
                    className={`${tableRow} ${
                      row.entered ? 'bg-blue-50 font-semibold dark:bg-blue-950' : 'font-normal'
                    }`}
                  >
                    <th scope="row" className="px-3 py-2 text-left [font-weight:inherit]">
                      {row.label}
                      {row.entered && (
                        <span className="ml-1 font-normal text-blue-800 dark:text-blue-300">
                          (you entered)
                        </span>
                      )}
                    </th>
                    <td data-testid={`salary-${row.period}`} className={cell}>
                      {row.display}
                    </td>
                  </tr>
                ))}
              </ScrollTable>
            </div>

            <p data-testid="salary-effective" className="mt-4 text-slate-800 dark:text-slate-200">
              {result.effectiveDisplay !== null ? (
                <>
                  Effective hourly rate over the hours actually worked:{' '}
                  <strong className="tabular-nums">{result.effectiveDisplay}</strong> (
                  {showCount(result.schedule.workedHours)} hours: {showCount(result.schedule.workedDays)} days
                  × {showCount(result.schedule.hoursPerDay)} hours, after{' '}
                  {showCount(result.schedule.pto + result.schedule.holidays)} paid days off).
                </>
              ) : (
                result.effectiveNote
              )}
            </p>

            <NoteList label="Adjustments" notes={result.notes} />

            <div className="mt-5">
              <ToolActions title="Salary Converter" summary={result.copyText} />
            </div>
          </Figure>
        )}
      </ResultPanel>
    </div>
  );
}
