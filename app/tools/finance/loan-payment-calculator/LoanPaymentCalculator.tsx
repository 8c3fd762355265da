import { Download } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useId, useMemo, useState } from 'react';
import { formatCompactMoney, formatMoney, formatNumber, parseNumber } from '~/lib/format';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { useSettledValue } from '~/lib/use-settled-value';
import { param } from '~/lib/url-params';
import { Button } from '~/ui/Button';
import { LazyChart } from '~/ui/LazyChart';
import { CopyButton } from '~/ui/CopyButton';
import { NumberField, NumberFields, type NumberFieldSpec } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { Select } from '~/ui/Select';
import { StatCard } from '~/ui/Stat';
import {
  balanceSeries,
  CSV_FILENAME,
  DEFAULTS,
  loanPaymentCalculator,
  MAX_MONEY,
  MAX_PERIODS,
  MAX_RATE,
  PAYMENTS_PER_YEAR,
  periodCount,
  scheduleTable,
  TABLE_ROW_LIMIT,
  type LoanResult,
  type PaymentsPerYear,
} from './loan-payment-calculator';
import { LazyScheduleTable } from './LazyScheduleTable';
import type en from './messages/en';
import { csvHeads, formatDuration, formatMonths, FREQUENCY_WORDS, summaryLine, summaryText } from './words';

const PPY_VALUES = PAYMENTS_PER_YEAR.map(String) as readonly string[];
// The query parameters; the typed text is kept as typed (defaults left out of the address).
const schema = {
  amount: param.text(DEFAULTS.amount),
  rate: param.text(DEFAULTS.rate),
  years: param.text(DEFAULTS.years),
  ppy: param.oneOf(PPY_VALUES, String(DEFAULTS.ppy)),
  extra: param.text(DEFAULTS.extra),
};
type State = { amount: string; rate: string; years: string; ppy: string; extra: string };

type Key = keyof typeof en;
type T = ReturnType<typeof useT<typeof en>>;

const toPpy = (text: string) => Number(text) as PaymentsPerYear;

/** A number field's fixed props with its words as message keys. */
type FieldData = Omit<NumberFieldSpec, 'label' | 'hint'> & { label: Key; hint?: Key };

const AMOUNT_FIELDS = {
  amount: { label: 'amountLabel', unit: 'USD', min: 0, max: MAX_MONEY, step: 1000 },
  rate: { label: 'rateLabel', unit: '%', min: 0, max: MAX_RATE, step: 0.125 },
} satisfies Record<string, FieldData>;
const EXTRA_FIELD = {
  extra: { label: 'extraLabel', unit: 'USD', min: 0, max: MAX_MONEY, step: 50, hint: 'extraHint' },
} satisfies Record<string, FieldData>;

/** The fields with their words in the page's language. */
function withWords<K extends string>(fields: Record<K, FieldData>, t: T): Record<K, NumberFieldSpec> {
  const entries = Object.entries<FieldData>(fields).map(([key, { label, hint, ...field }]) => [
    key,
    { ...field, label: t(label), hint: hint && t(hint) },
  ]);
  return Object.fromEntries(entries) as Record<K, NumberFieldSpec>;
}

export function LoanPaymentCalculator() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  // The result (and its schedule of up to 100,000 rows) follows the inputs once typing pauses.
  const [settled] = useSettledValue<State>(state);
  const result = useMemo(() => loanPaymentCalculator({ ...settled, ppy: toPpy(settled.ppy) }), [settled]);
  const ppy = toPpy(state.ppy);
  const years = parseNumber(state.years);
  const payments = years !== null && years > 0 ? periodCount(years, ppy) : null;
  const yearsHint =
    payments === null
      ? undefined
      : payments > MAX_PERIODS
        ? t('termOverMax', { max: formatNumber(MAX_PERIODS, 0) })
        : t('payments', { n: payments });
  const ppyOptions = PAYMENTS_PER_YEAR.map((value) => ({
    value,
    label: t('ppyOption', { frequency: t(FREQUENCY_WORDS[value].label), n: value }),
  }));

  return (
    <div className="space-y-8">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="space-y-5">
          <NumberFields fields={withWords(AMOUNT_FIELDS, t)} state={state} onChange={setState} />
          <div className="grid gap-5 sm:grid-cols-2">
            <NumberField
              label={t('termLabel')}
              unit={t('years')}
              min={0}
              hint={yearsHint}
              value={state.years}
              onValue={(years) => setState({ years })}
            />
            <Select
              label={t('ppyLabel')}
              value={ppy}
              options={ppyOptions}
              onChange={(value) => setState({ ppy: String(value) })}
            />
          </div>
          <NumberFields fields={withWords(EXTRA_FIELD, t)} state={state} onChange={setState} />
        </div>

        <ResultPanel
          // Reserve the result's room: a shared link's figures replace the defaults after hydration.
          minHeight="30rem"
          summary={result ? summaryLine(t, result) : null}
          intro={t('intro')}
        >
          {result && <LoanSummary result={result} onTryExtra={(extra) => setState({ extra })} />}
        </ResultPanel>
      </div>

      {result && <BalanceChart result={result} />}
      {result && <Schedule result={result} />}
    </div>
  );
}

function LoanSummary({ result, onTryExtra }: { result: LoanResult; onTryExtra: (extra: string) => void }) {
  const t = useT<typeof en>();
  const { terms } = result;
  const share = (result.totalInterest / terms.amount) * 100;

  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <StatCard
          main
          className="sm:col-span-2"
          term={t(FREQUENCY_WORDS[terms.ppy].payment)}
          value={formatMoney(result.payment)}
          testId="loan-payment"
          detail={
            terms.extra > 0
              ? t('withExtra', {
                  total: formatMoney(result.payment + terms.extra),
                  extra: formatMoney(terms.extra),
                })
              : t('scheduledPayments', { n: formatNumber(result.scheduledPeriods, 0) })
          }
        />
        <StatCard
          term={t('totalPaid')}
          value={formatMoney(result.totalPaid)}
          testId="loan-total-paid"
          detail={t('borrowed', { amount: formatMoney(terms.amount) })}
        />
        <StatCard
          term={t('totalInterest')}
          value={formatMoney(result.totalInterest)}
          testId="loan-total-interest"
          detail={t('interestShare', { share: formatNumber(share, { min: 0, max: 1 }) })}
        />
        <StatCard
          term={t('payoffTime')}
          value={formatMonths(t, result.payoffMonths)}
          testId="loan-payoff"
          detail={
            result.capped
              ? t('notPaidOff', { duration: formatDuration(t, result.payoffMonths) })
              : t('payoffDetail', {
                  duration: formatDuration(t, result.payoffMonths),
                  n: formatNumber(result.periods, 0),
                })
          }
        />
        <StatCard
          term={t('savedVsNoExtra')}
          value={formatMoney(result.interestSaved)}
          testId="loan-saved"
          detail={
            terms.extra > 0
              ? t('savedDetail', { duration: formatDuration(t, result.monthsSaved) })
              : t('noExtraSet')
          }
        />
      </dl>

      {result.capped && (
        <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
          {t('cappedNote', { max: formatNumber(MAX_PERIODS, 0), remaining: formatMoney(result.remaining) })}
        </p>
      )}

      <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 dark:border-emerald-800 dark:bg-emerald-950">
        <h2 className="font-semibold text-slate-900 dark:text-white">{t('benefits')}</h2>
        <Benefits result={result} onTryExtra={onTryExtra} />
      </div>

      <div className="flex flex-wrap gap-2">
        <CopyButton text={() => summaryText(t, result)} label={t('copySummary')} />
        <Button
          onClick={() =>
            // The download helper loads on the click: most visitors never download.
            void import('~/lib/download').then(({ downloadFile, toCsv }) =>
              downloadFile(
                CSV_FILENAME,
                toCsv(scheduleTable(result.rows, csvHeads(t))),
                'text/csv;charset=utf-8',
              ),
            )
          }
        >
          <NodeIcon node={Download} size={16} />
          {t('downloadCsv')}
        </Button>
      </div>
    </div>
  );
}

function Benefits({ result, onTryExtra }: { result: LoanResult; onTryExtra: (extra: string) => void }) {
  const t = useT<typeof en>();
  const { terms, suggestion } = result;
  const each = t(FREQUENCY_WORDS[terms.ppy].each);
  const text = 'mt-2 text-sm text-slate-800 dark:text-slate-200';

  if (terms.extra > 0) {
    return (
      <>
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-800 sm:grid-cols-[auto_1fr] dark:text-slate-200">
          <dt>{t('interestSaved')}</dt>
          <dd data-testid="interest-saved" className="font-semibold tabular-nums">
            {formatMoney(result.interestSaved)}
          </dd>
          <dt>{t('timeSaved')}</dt>
          <dd data-testid="time-saved" className="font-semibold">
            {formatDuration(t, result.monthsSaved)}
          </dd>
        </dl>
        <p className={text}>
          {t('extraClears', {
            extra: formatMoney(terms.extra),
            each,
            months: formatMonths(t, result.payoffMonths),
            noExtraMonths: formatMonths(t, result.noExtra.payoffMonths),
            periods: formatNumber(result.periods, 0),
            noExtraPeriods: formatNumber(result.noExtra.periods, 0),
          })}
        </p>
      </>
    );
  }

  if (!suggestion || (suggestion.interestSaved < 0.005 && suggestion.monthsSaved <= 0)) {
    return <p className={text}>{t('addExtra')}</p>;
  }
  const interest =
    suggestion.interestSaved >= 0.005
      ? t('saveInterest', { amount: formatMoney(suggestion.interestSaved) })
      : null;
  const time =
    suggestion.monthsSaved > 0
      ? t('paySooner', { duration: formatDuration(t, suggestion.monthsSaved) })
      : null;
  const savings = interest && time ? t('suggestionBoth', { interest, time }) : (interest ?? time)!;
  const extra = formatMoney(suggestion.extra, 'USD', 0);
  return (
    <>
      <p className={text} data-testid="extra-suggestion">
        {t('suggestion', { extra, each, savings })}
      </p>
      <Button className="mt-3" onClick={() => onTryExtra(String(suggestion.extra))}>
        {t('tryExtra', { extra })}
      </Button>
    </>
  );
}

function BalanceChart({ result }: { result: LoanResult }) {
  const t = useT<typeof en>();
  const { years, withExtra, without } = balanceSeries(result);
  const series =
    result.terms.extra > 0
      ? [
          { name: t('withExtraPayments'), values: withExtra, tone: 'blue' as const },
          { name: t('withoutExtra'), values: without, tone: 'slate' as const },
        ]
      : [{ name: t('remainingBalance'), values: withExtra, tone: 'blue' as const }];
  return (
    <LazyChart
      kind="lines"
      title={t(result.terms.extra > 0 ? 'balanceComparison' : 'remainingBalance')}
      xLabel={t('year')}
      xValues={years}
      series={series}
      formatY={(value) => formatMoney(Math.max(0, value))}
      formatX={(year) => t('yearN', { year: formatNumber(year, 0) })}
      compactY={(value) => formatCompactMoney(value)}
    />
  );
}

function Schedule({ result }: { result: LoanResult }) {
  const t = useT<typeof en>();
  const [showAll, setShowAll] = useState(false);
  const headingId = useId();
  const total = result.rows.length;
  const limited = total > TABLE_ROW_LIMIT && !showAll;
  const rows = limited ? result.rows.slice(0, TABLE_ROW_LIMIT) : result.rows;
  const count = formatNumber(total, 0);
  const shown = limited
    ? t('showingPayments', { limit: formatNumber(TABLE_ROW_LIMIT, 0), count })
    : t('allPayments', { n: total });
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('scheduleHeading')}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="schedule-count">
            {t('scheduleCount', { shown })}
          </p>
        </div>
        {total > TABLE_ROW_LIMIT && (
          <Button onClick={() => setShowAll((on) => !on)}>{t(showAll ? 'showFewer' : 'showAll')}</Button>
        )}
      </div>
      <LazyScheduleTable rows={rows} labelledBy={headingId} caption={t('scheduleCaption', { shown })} />
    </div>
  );
}
