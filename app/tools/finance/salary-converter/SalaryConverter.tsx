import type { ReactNode } from 'react';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param, withLocalDefault } from '~/lib/url-params';
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
  DEFAULTS,
  LIMITS,
  PAY_MODES,
  readSchedule,
  showCount,
  type PayMode,
} from './salary-converter';
import type en from './messages/en';
import { copyTextOf, noEffectiveText, noteText, summaryOf } from './words';
import { localCurrency } from '~/lib/local-defaults';

// The query parameters, with their defaults (left out of the address). Numbers stay the visitor's
// text, so '1,234.56' and a half-typed '7.' survive a reload.
const schema = {
  m: param.oneOf(PAY_MODES, DEFAULTS.mode),
  a: param.text(''),
  c: withLocalDefault(param.oneOf(CURRENCIES, DEFAULTS.currency), localCurrency(CURRENCIES)),
  hpd: param.text(String(DEFAULTS.hoursPerDay)),
  dpw: param.text(String(DEFAULTS.daysPerWeek)),
  wpy: param.text(String(DEFAULTS.weeksPerYear)),
  pto: param.text(String(DEFAULTS.pto)),
  hol: param.text(String(DEFAULTS.holidays)),
  uw: param.text(String(DEFAULTS.unpaidWeeks)),
};

type Key = keyof typeof en;

const MODE_OPTIONS = [
  { value: 'hourly', label: 'hour' },
  { value: 'daily', label: 'day' },
  { value: 'weekly', label: 'week' },
  { value: 'monthly', label: 'month' },
  { value: 'annual', label: 'year' },
] as const satisfies readonly { value: PayMode; label: Key }[];

const AMOUNT_LABELS = {
  hourly: 'payPerHour',
  daily: 'payPerDay',
  weekly: 'payPerWeek',
  monthly: 'payPerMonth',
  annual: 'payPerYear',
} as const satisfies Record<PayMode, Key>;

const legendClass = 'mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100';

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-300 p-4 dark:border-slate-600">
      <legend className={`px-1 ${legendClass}`}>{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** A number field's fixed props with its words as message keys. */
type FieldData = Omit<NumberFieldSpec, 'label' | 'unit' | 'hint'> & { label: Key; unit: Key; hint?: Key };

const SCHEDULE_FIELDS = {
  hpd: { label: 'hoursPerDay', unit: 'hours', ...LIMITS.hoursPerDay, step: 0.5 },
  dpw: { label: 'daysPerWeek', unit: 'days', ...LIMITS.daysPerWeek },
  wpy: { label: 'weeksPerYear', unit: 'weeks', ...LIMITS.weeksPerYear },
} satisfies Record<string, FieldData>;
const UNPAID_FIELD = {
  label: 'unpaidWeeks',
  unit: 'weeks',
  hint: 'unpaidWeeksHint',
  ...LIMITS.unpaidWeeks,
} satisfies FieldData;
const DAYS_OFF_FIELDS = {
  pto: { label: 'pto', unit: 'days', hint: 'ptoHint', ...LIMITS.pto },
  hol: { label: 'holidays', unit: 'days', hint: 'holidaysHint', ...LIMITS.holidays },
} satisfies Record<string, FieldData>;

const COLUMNS = [{ label: 'period' }, { label: 'pay', align: 'right' }] as const satisfies readonly {
  label: Key;
  align?: 'right';
}[];

/** The field specs with their words in the page's language. */
function fieldsIn<K extends string>(
  t: ReturnType<typeof useT<typeof en>>,
  fields: Record<K, FieldData>,
): Record<K, NumberFieldSpec> {
  return Object.fromEntries(
    (Object.entries(fields) as [K, FieldData][]).map(([key, field]) => [
      key,
      {
        ...field,
        label: t(field.label),
        unit: t(field.unit),
        hint: field.hint === undefined ? undefined : t(field.hint),
      },
    ]),
  ) as Record<K, NumberFieldSpec>;
}

export function SalaryConverter() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const currencyOptions = CURRENCIES.map((code) => ({
    value: code,
    label: t('currencyOption', { code, name: t(code) }),
  }));
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
          legend={t('paidPer')}
          value={state.m}
          onChange={(next) => setState({ m: next })}
          options={MODE_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            label={t(AMOUNT_LABELS[state.m])}
            unit={state.c}
            min={0}
            max={AMOUNT_MAX}
            value={state.a}
            placeholder={state.m === 'annual' ? '60,000' : state.m === 'monthly' ? '5,000' : '25'}
            onValue={(value) => setState({ a: value })}
          />
          <Select
            label={t('currency')}
            value={state.c}
            options={currencyOptions}
            onChange={(c) => setState({ c })}
          />
        </div>

        <Group legend={t('workSchedule')}>
          <NumberFields
            fields={fieldsIn(t, { ...SCHEDULE_FIELDS, uw: { ...UNPAID_FIELD, max: unpaidMax } })}
            state={state}
            onChange={setState}
          />
        </Group>

        <Group legend={t('daysOff')}>
          <NumberFields fields={fieldsIn(t, DAYS_OFF_FIELDS)} state={state} onChange={setState} />
        </Group>

        <section
          aria-labelledby="salary-how"
          className="rounded-xl bg-slate-100 p-4 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300"
        >
          <h2 id="salary-how" className={legendClass}>
            {t('howHeading')}
          </h2>
          <ul className="list-disc space-y-1 ps-5">
            <li>{t('howPaidWeeks')}</li>
            <li>{t('howAnnual')}</li>
            <li>{t('howHourly')}</li>
            <li>{t('howPeriods')}</li>
            <li>{t('howEffective')}</li>
          </ul>
        </section>
      </div>

      <ResultPanel
        // Reserve the result's height: a shared link's result appears after hydration.
        minHeight="34rem"
        summary={result ? summaryOf(t, result) : undefined}
        intro={t(state.a.trim() === '' ? 'intro' : 'introInvalid')}
      >
        {result && headline && (
          <Figure
            lead={t(result.mode === 'annual' ? 'hourlyRate' : 'annualPay')}
            testId="salary-headline"
            value={headline.display}
          >
            <p className="mt-2 text-slate-700 dark:text-slate-300">{summaryOf(t, result)}</p>

            <div className="mt-5">
              <ScrollTable
                caption={t('tableCaption')}
                columns={COLUMNS.map((column) => ({ ...column, label: t(column.label) }))}
              >
                {result.rows.map((row) => (
                  <tr
                    key={row.period}
                    data-testid={`salary-row-${row.period}`}
                    className={`${tableRow} ${
                      row.entered ? 'bg-blue-50 font-semibold dark:bg-blue-950' : 'font-normal'
                    }`}
                  >
                    <th scope="row" className="px-3 py-2 text-start [font-weight:inherit]">
                      {t(`period.${row.period}`)}
                      {row.entered && (
                        <span className="ms-1 font-normal text-blue-800 dark:text-blue-300">
                          {t('youEntered')}
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
              {result.effectiveDisplay !== null
                ? t.rich('effective', {
                    rate: <strong className="tabular-nums">{result.effectiveDisplay}</strong>,
                    hours: showCount(result.schedule.workedHours),
                    days: showCount(result.schedule.workedDays),
                    hoursPerDay: showCount(result.schedule.hoursPerDay),
                    daysOff: showCount(result.schedule.pto + result.schedule.holidays),
                  })
                : noEffectiveText(t, result.schedule)}
            </p>

            <NoteList label={t('adjustments')} notes={result.notes.map((note) => noteText(t, note))} />

            <div className="mt-5">
              <ToolActions title={t('shareTitle')} summary={copyTextOf(t, result)} />
            </div>
          </Figure>
        )}
      </ResultPanel>
    </div>
  );
}
