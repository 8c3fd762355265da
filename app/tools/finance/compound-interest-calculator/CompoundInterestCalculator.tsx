import { Calculator, Download, Info, RotateCcw } from 'lucide-react';
import { Fragment, memo, useId, useMemo, type FormEvent } from 'react';
import { formatCompactMoney, formatNumber } from '~/lib/format';
import { useUrlState } from '~/lib/url-state';
import { useSettledValue } from '~/lib/use-settled-value';
import { param } from '~/lib/url-params';
import { errorOf, okOf } from '~/lib/outcome';
import { Button } from '~/ui/Button';
import type { ChartSeries } from '~/ui/Chart';
import { LazyChart } from '~/ui/LazyChart';
import { CopyButton } from '~/ui/CopyButton';
import { NumberField } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { Select } from '~/ui/Select';
import {
  compoundInterest,
  CSV_FILENAME,
  csvRows,
  DEFAULTS,
  FREQUENCIES,
  FREQUENCY_NAMES,
  MAX_RATE,
  MAX_YEARS,
  MIN_RATE,
  money,
  NOTE,
  percent,
  summaryLine,
  summaryText,
  toFrequency,
  yearsText,
  type CompoundResult,
} from './compound-interest-calculator';

const frequencyValues = FREQUENCIES.map(String) as readonly string[];
const frequencyOptions = FREQUENCIES.map((n) => ({
  value: String(n),
  label: `${FREQUENCY_NAMES[n]} (${n} a year)`,
}));

// The query parameters; the typed text is kept, so '1,234.56' and half-typed numbers survive.
const schema = {
  principal: param.text(DEFAULTS.principal),
  contrib: param.text(DEFAULTS.contrib),
  rate: param.text(DEFAULTS.rate),
  years: param.text(DEFAULTS.years),
  freq: param.oneOf(frequencyValues, String(DEFAULTS.freq)),
};
type State = { principal: string; contrib: string; rate: string; years: string; freq: string };
const defaults: State = { ...DEFAULTS, freq: String(DEFAULTS.freq) };

export function CompoundInterestCalculator() {
  const [state, setState] = useUrlState(schema);

  // While the visitor types, the result from before the edit stays; a link, hydration,
  // Calculate and Reset show their result at once.
  const [inputs, computeNow] = useSettledValue<State>(state);
  const reset = () => {
    computeNow();
    setState(defaults);
  };

  const result = useMemo(() => compoundInterest({ ...inputs, freq: toFrequency(inputs.freq) }), [inputs]);
  const ok = okOf(result);
  const perYear = toFrequency(state.freq);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <form
        className="space-y-5"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          computeNow();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            label="Starting Amount"
            unit="USD"
            min={0}
            step={100}
            maxLength={100}
            placeholder="10,000"
            value={state.principal}
            onValue={(principal) => setState({ principal })}
          />
          <NumberField
            label="Periodic Contribution"
            hint={`Added each compounding period (${perYear} a year).`}
            unit="USD"
            min={0}
            step={10}
            maxLength={100}
            placeholder="200"
            value={state.contrib}
            onValue={(contrib) => setState({ contrib })}
          />
          <NumberField
            label="Annual Interest Rate (%)"
            unit="%"
            min={MIN_RATE}
            max={MAX_RATE}
            step={0.1}
            maxLength={100}
            inputMode="decimal"
            placeholder="6"
            value={state.rate}
            onValue={(rate) => setState({ rate })}
          />
          <NumberField
            label="Years"
            unit="years"
            min={1}
            max={MAX_YEARS}
            step={1}
            maxLength={100}
            placeholder="20"
            value={state.years}
            onValue={(years) => setState({ years })}
          />
        </div>
        <Select
          label="Compounding Frequency"
          value={state.freq}
          options={frequencyOptions}
          onChange={(freq) => setState({ freq })}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="primary">
            <Calculator aria-hidden="true" size={16} />
            Calculate
          </Button>
          <Button onClick={reset}>
            <RotateCcw aria-hidden="true" size={16} />
            Reset
          </Button>
        </div>
        <p className="flex gap-2 text-sm text-slate-700 dark:text-slate-300">
          <Info aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
          <span>{NOTE}</span>
        </p>
      </form>

      <ResultPanel
        error={errorOf(result)}
        summary={ok ? summaryLine(ok) : null}
        intro={<p>Enter the number of years (1 or more) to see how your money grows, year by year.</p>}
      >
        {ok && <Summary result={ok} />}
      </ResultPanel>

      {ok && <Breakdown result={ok} />}
    </div>
  );
}

/** A money figure that may wrap on a narrow card, but only after a thousands separator. */
function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=,)/);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && <wbr />}
    </Fragment>
  ));
}

function Card({
  label,
  value,
  detail,
  testId,
  main = false,
}: {
  label: string;
  value: string;
  detail?: string;
  testId: string;
  /** The headline figure (the ending balance) stands out. */
  main?: boolean;
}) {
  const frame = main
    ? 'border-blue-300 bg-blue-50 dark:border-blue-700 dark:bg-blue-950'
    : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-800';
  return (
    <div className={`min-w-0 rounded-xl border p-3 ${frame}`}>
      <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{label}</dt>
      <dd
        data-testid={testId}
        className="mt-1 text-xl font-bold text-slate-900 tabular-nums sm:text-2xl dark:text-white"
      >
        <Breakable text={value} />
      </dd>
      {detail && <dd className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{detail}</dd>}
    </div>
  );
}

// Memoized: while the visitor types, the result (and so the chart and table) stays the same object.
const Summary = memo(function Summary({ result }: { result: CompoundResult }) {
  const { terms } = result;
  const chart = useMemo(() => chartSeries(result), [result]);
  const share = result.ending > 0 && result.totalInterest > 0 ? result.totalInterest / result.ending : null;
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Card
          label="Ending Balance"
          value={money(result.ending)}
          detail={`after ${yearsText(terms.years)}`}
          testId="ending-balance"
          main
        />
        <Card
          label="Total Contributed"
          value={money(result.totalContrib)}
          detail={`${money(terms.principal)} start + ${money(result.totalContrib - terms.principal)} added`}
          testId="total-contributed"
        />
        <Card
          label="Total Interest"
          value={money(result.totalInterest)}
          detail={share === null ? undefined : `${formatNumber(share * 100, 1)}% of the ending balance`}
          testId="total-interest"
        />
        <Card
          label="Effective Annual Rate"
          value={percent(result.effRate)}
          detail={`${formatNumber(terms.rate, { min: 0, max: 4 })}% compounded ${FREQUENCY_NAMES[terms.freq].toLowerCase()}`}
          testId="effective-rate"
        />
      </dl>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={() => summaryText(result)} label="Copy Summary" />
        <Button
          onClick={() =>
            // The download helper loads on the click: most visitors never download.
            void import('~/lib/download').then(({ downloadFile, toCsv }) =>
              downloadFile(CSV_FILENAME, toCsv(csvRows(result)), 'text/csv;charset=utf-8'),
            )
          }
        >
          <Download aria-hidden="true" size={16} />
          Download CSV
        </Button>
      </div>
      <LazyChart
        title={chart.title}
        kind="stacked"
        xLabel="Year"
        xValues={chart.years}
        series={chart.series}
        formatY={money}
        formatX={(year) => `Year ${year}`}
        compactY={(value) => formatCompactMoney(value)}
      />
    </div>
  );
});

/**
 * Contributions (the start plus everything added so far) and interest earned so far, stacked to
 * the end balance of each year. With a negative rate the interest is a loss that a stacked bar
 * cannot show, so the chart then draws the balance alone.
 */
function chartSeries(result: CompoundResult): {
  title: string;
  years: number[];
  series: ChartSeries[];
} {
  const years = result.rows.map((row) => row.year);
  let paidIn = result.terms.principal;
  const contributions = result.rows.map((row) => (paidIn += row.contrib));
  const interest = result.rows.map((row, i) => row.end - contributions[i]!);
  if (interest.some((value) => value < -0.005)) {
    return {
      title: 'Balance at the end of each year',
      years,
      series: [{ name: 'Balance', values: result.rows.map((row) => row.end), tone: 'blue' }],
    };
  }
  return {
    title: 'Balance at the end of each year: contributions and interest',
    years,
    series: [
      { name: 'Contributions', values: contributions, tone: 'blue' },
      { name: 'Interest', values: interest, tone: 'emerald' },
    ],
  };
}

const Breakdown = memo(function Breakdown({ result }: { result: CompoundResult }) {
  const captionId = useId();
  const last = result.rows[result.rows.length - 1]!;
  const partYear = last.periods < result.terms.freq;
  const cell = 'px-3 py-2 text-right';
  return (
    <section className="min-w-0 lg:col-span-2">
      <div
        role="region"
        aria-labelledby={captionId}
        // A table that scrolls sideways on a phone must be reachable by keyboard to scroll it.
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700"
      >
        <table className="w-full min-w-[36rem] text-sm text-slate-800 tabular-nums dark:text-slate-200">
          <caption
            id={captionId}
            className="px-3 pt-3 pb-2 text-left text-base font-semibold text-slate-900 dark:text-white"
          >
            Year-by-Year Breakdown
          </caption>
          <thead className="bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                Year
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                Start Balance
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                Contributed
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                Interest
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                End Balance
              </th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((row) => (
              <tr key={row.year} className="border-t border-slate-200 dark:border-slate-700">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {row.year}
                  {row === last && partYear ? '*' : ''}
                </th>
                <td className={cell}>{money(row.start)}</td>
                <td className={cell}>{money(row.contrib)}</td>
                <td className={cell}>{money(row.interest)}</td>
                <td className={`${cell} font-semibold`}>{money(row.end)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {partYear && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {`* Year ${last.year} is a part year: ${last.periods} of ${result.terms.freq} compounding periods ` +
            `(${yearsText(result.terms.years)} in all).`}
        </p>
      )}
    </section>
  );
});
