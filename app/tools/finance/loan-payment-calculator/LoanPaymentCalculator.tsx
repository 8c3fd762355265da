import { Download } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useId, useMemo, useState } from 'react';
import { countOf, formatCompactMoney, formatMoney, formatNumber, parseNumber, plural } from '~/lib/format';
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
  FREQUENCIES,
  formatDuration,
  formatMonths,
  loanPaymentCalculator,
  MAX_MONEY,
  MAX_PERIODS,
  MAX_RATE,
  PAYMENTS_PER_YEAR,
  periodCount,
  scheduleTable,
  summaryLine,
  summaryText,
  TABLE_ROW_LIMIT,
  type LoanResult,
  type PaymentsPerYear,
} from './loan-payment-calculator';
import { LazyScheduleTable } from './LazyScheduleTable';

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

const ppyOptions = PAYMENTS_PER_YEAR.map((value) => ({
  value,
  label: `${FREQUENCIES[value].label} (${value} a year)`,
}));

const toPpy = (text: string) => Number(text) as PaymentsPerYear;

const AMOUNT_FIELDS = {
  amount: { label: 'Loan amount', unit: 'USD', min: 0, max: MAX_MONEY, step: 1000 },
  rate: { label: 'Annual interest rate', unit: '%', min: 0, max: MAX_RATE, step: 0.125 },
} satisfies Record<string, NumberFieldSpec>;
const TERM_FIELD: NumberFieldSpec = { label: 'Loan term', unit: 'years', min: 0 };
const EXTRA_FIELD = {
  extra: {
    label: 'Extra payment per period',
    unit: 'USD',
    min: 0,
    max: MAX_MONEY,
    step: 50,
    hint: 'Added to every payment and paid straight off the principal.',
  },
} satisfies Record<string, NumberFieldSpec>;

export function LoanPaymentCalculator() {
  const [state, setState] = useUrlState(schema);
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
        ? `Over ${formatNumber(MAX_PERIODS, 0)} payments: the schedule stops there.`
        : countOf(payments, 'payment');

  return (
    <div className="space-y-8">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="space-y-5">
          <NumberFields fields={AMOUNT_FIELDS} state={state} onChange={setState} />
          <div className="grid gap-5 sm:grid-cols-2">
            <NumberField
              {...TERM_FIELD}
              hint={yearsHint}
              value={state.years}
              onValue={(years) => setState({ years })}
            />
            <Select
              label="Payments per year"
              value={ppy}
              options={ppyOptions}
              onChange={(value) => setState({ ppy: String(value) })}
            />
          </div>
          <NumberFields fields={EXTRA_FIELD} state={state} onChange={setState} />
        </div>

        <ResultPanel
          // Reserve the result's room: a shared link's figures replace the defaults after hydration.
          minHeight="30rem"
          summary={result ? summaryLine(result) : null}
          intro="Enter the loan amount, the interest rate and the term in years to see the payment, the total interest and the amortization schedule."
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
  const { terms } = result;
  const frequency = FREQUENCIES[terms.ppy];
  const label = frequency.adjective[0]!.toUpperCase() + frequency.adjective.slice(1);
  const share = (result.totalInterest / terms.amount) * 100;

  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <StatCard
          main
          className="sm:col-span-2"
          term={`${label} payment`}
          value={formatMoney(result.payment)}
          testId="loan-payment"
          detail={
            terms.extra > 0
              ? `${formatMoney(result.payment + terms.extra)} with the ${formatMoney(terms.extra)} extra`
              : `${formatNumber(result.scheduledPeriods, 0)} payments of principal and interest`
          }
        />
        <StatCard
          term="Total paid"
          value={formatMoney(result.totalPaid)}
          testId="loan-total-paid"
          detail={`${formatMoney(terms.amount)} borrowed`}
        />
        <StatCard
          term="Total interest"
          value={formatMoney(result.totalInterest)}
          testId="loan-total-interest"
          detail={`${formatNumber(share, { min: 0, max: 1 })}% of the amount borrowed`}
        />
        <StatCard
          term="Payoff time"
          value={formatMonths(result.payoffMonths)}
          testId="loan-payoff"
          detail={
            result.capped
              ? `${formatDuration(result.payoffMonths)}, and not paid off`
              : `${formatDuration(result.payoffMonths)} (${formatNumber(result.periods, 0)} payments)`
          }
        />
        <StatCard
          term="Saved vs No Extra"
          value={formatMoney(result.interestSaved)}
          testId="loan-saved"
          detail={
            terms.extra > 0
              ? `Interest saved, and ${formatDuration(result.monthsSaved)} sooner`
              : 'No extra payment set'
          }
        />
      </dl>

      {result.capped && (
        <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
          Note: the schedule stops at {formatNumber(MAX_PERIODS, 0)} payments with{' '}
          {formatMoney(result.remaining)} still owed.
        </p>
      )}

      <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 dark:border-emerald-800 dark:bg-emerald-950">
        <h2 className="font-semibold text-slate-900 dark:text-white">Extra Payment Benefits</h2>
        <Benefits result={result} onTryExtra={onTryExtra} />
      </div>

      <div className="flex flex-wrap gap-2">
        <CopyButton text={() => summaryText(result)} label="Copy Summary" />
        <Button
          onClick={() =>
            // The download helper loads on the click: most visitors never download.
            void import('~/lib/download').then(({ downloadFile, toCsv }) =>
              downloadFile(CSV_FILENAME, toCsv(scheduleTable(result.rows)), 'text/csv;charset=utf-8'),
            )
          }
        >
          <NodeIcon node={Download} size={16} />
          Download CSV
        </Button>
      </div>
    </div>
  );
}

function Benefits({ result, onTryExtra }: { result: LoanResult; onTryExtra: (extra: string) => void }) {
  const { terms, suggestion } = result;
  const each = FREQUENCIES[terms.ppy].each;
  const text = 'mt-2 text-sm text-slate-800 dark:text-slate-200';

  if (terms.extra > 0) {
    return (
      <>
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-800 sm:grid-cols-[auto_1fr] dark:text-slate-200">
          <dt>Interest saved</dt>
          <dd data-testid="interest-saved" className="font-semibold tabular-nums">
            {formatMoney(result.interestSaved)}
          </dd>
          <dt>Time saved</dt>
          <dd data-testid="time-saved" className="font-semibold">
            {formatDuration(result.monthsSaved)}
          </dd>
        </dl>
        <p className={text}>
          Paying {formatMoney(terms.extra)} extra {each} clears the loan in{' '}
          {formatMonths(result.payoffMonths)} instead of {formatMonths(result.noExtra.payoffMonths)} (
          {formatNumber(result.periods, 0)} payments instead of {formatNumber(result.noExtra.periods, 0)}).
        </p>
      </>
    );
  }

  if (!suggestion || (suggestion.interestSaved < 0.005 && suggestion.monthsSaved <= 0)) {
    return (
      <p className={text}>Add an extra payment per period to see how much interest and time it saves.</p>
    );
  }
  const savings = [
    suggestion.interestSaved >= 0.005 ? `save ${formatMoney(suggestion.interestSaved)} in interest` : null,
    suggestion.monthsSaved > 0 ? `pay the loan off ${formatDuration(suggestion.monthsSaved)} sooner` : null,
  ].filter(Boolean);
  return (
    <>
      <p className={text} data-testid="extra-suggestion">
        Even a little extra helps: paying {formatMoney(suggestion.extra, 'USD', 0)} more {each} would{' '}
        {savings.join(' and ')}.
      </p>
      <Button className="mt-3" onClick={() => onTryExtra(String(suggestion.extra))}>
        Try {formatMoney(suggestion.extra, 'USD', 0)} extra
      </Button>
    </>
  );
}

function BalanceChart({ result }: { result: LoanResult }) {
  const { years, withExtra, without } = balanceSeries(result);
  const series =
    result.terms.extra > 0
      ? [
          { name: 'With extra payments', values: withExtra, tone: 'blue' as const },
          { name: 'Without extra', values: without, tone: 'slate' as const },
        ]
      : [{ name: 'Remaining balance', values: withExtra, tone: 'blue' as const }];
  return (
    <LazyChart
      kind="lines"
      title={
        result.terms.extra > 0 ? 'Remaining balance, with and without the extra payment' : 'Remaining balance'
      }
      xLabel="Year"
      xValues={years}
      series={series}
      formatY={(value) => formatMoney(Math.max(0, value))}
      formatX={(year) => `Year ${formatNumber(year, 0)}`}
      compactY={(value) => formatCompactMoney(value)}
    />
  );
}

function Schedule({ result }: { result: LoanResult }) {
  const [showAll, setShowAll] = useState(false);
  const headingId = useId();
  const total = result.rows.length;
  const limited = total > TABLE_ROW_LIMIT && !showAll;
  const rows = limited ? result.rows.slice(0, TABLE_ROW_LIMIT) : result.rows;
  const count = formatNumber(total, 0);
  const shown = limited
    ? `Showing payments 1 to ${formatNumber(TABLE_ROW_LIMIT, 0)} of ${count}.`
    : `All ${count} ${plural(total, 'payment')}.`;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            Amortization Schedule
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="schedule-count">
            {shown} The CSV download has every payment.
          </p>
        </div>
        {total > TABLE_ROW_LIMIT && (
          <Button onClick={() => setShowAll((on) => !on)}>
            {showAll ? 'Show Fewer Rows' : 'Show All Rows'}
          </Button>
        )}
      </div>
      <LazyScheduleTable rows={rows} labelledBy={headingId} caption={`Amortization schedule. ${shown}`} />
    </div>
  );
}
