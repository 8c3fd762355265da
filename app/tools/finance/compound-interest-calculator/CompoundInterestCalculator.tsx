import { Calculator, Download, Info, RotateCcw } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { memo, useMemo, type FormEvent } from 'react';
import { formatCompactMoney, formatNumber } from '~/lib/format';
import { useUrlState } from '~/lib/url-state';
import { useSettledValue } from '~/lib/use-settled-value';
import { param } from '~/lib/url-params';
import { okOf } from '~/lib/outcome';
import { Button, SubmitButton } from '~/ui/Button';
import type { ChartSeries } from '~/ui/Chart';
import { LazyChart } from '~/ui/LazyChart';
import { CopyButton } from '~/ui/CopyButton';
import { NumberFields, type NumberFieldSpec } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { Select } from '~/ui/Select';
import { cell, rowHead, ScrollTable, tableRow } from '~/ui/ScrollTable';
import { StatCard } from '~/ui/Stat';
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

const FIELDS = {
  principal: { label: 'Starting Amount', unit: 'USD', min: 0, step: 100, placeholder: '10,000' },
  contrib: { label: 'Periodic Contribution', unit: 'USD', min: 0, step: 10, placeholder: '200' },
  rate: {
    label: 'Annual Interest Rate (%)',
    unit: '%',
    min: MIN_RATE,
    max: MAX_RATE,
    step: 0.1,
    inputMode: 'decimal',
    placeholder: '6',
  },
  years: { label: 'Years', unit: 'years', min: 1, max: MAX_YEARS, placeholder: '20' },
} satisfies Record<string, NumberFieldSpec>;

const contribHint = (perYear: number) => `Added each compounding period (${perYear} a year).`;

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
          <NumberFields
            fields={{ ...FIELDS, contrib: { ...FIELDS.contrib, hint: contribHint(perYear) } }}
            state={state}
            onChange={setState}
          />
        </div>
        <Select
          label="Compounding Frequency"
          value={state.freq}
          options={frequencyOptions}
          onChange={(freq) => setState({ freq })}
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton>
            <NodeIcon node={Calculator} size={16} />
            Calculate
          </SubmitButton>
          <Button onClick={reset}>
            <NodeIcon node={RotateCcw} size={16} />
            Reset
          </Button>
        </div>
        <p className="flex gap-2 text-sm text-slate-700 dark:text-slate-300">
          <NodeIcon node={Info} size={16} className="mt-0.5 shrink-0" />
          <span>{NOTE}</span>
        </p>
      </form>

      <ResultPanel
        result={result}
        summary={summaryLine}
        intro="Enter the number of years (1 or more) to see how your money grows, year by year."
      >
        {(ok) => <Summary result={ok} />}
      </ResultPanel>

      {ok && <Breakdown result={ok} />}
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
        <StatCard
          term="Ending Balance"
          value={money(result.ending)}
          detail={`after ${yearsText(terms.years)}`}
          testId="ending-balance"
          main
        />
        <StatCard
          term="Total Contributed"
          value={money(result.totalContrib)}
          detail={`${money(terms.principal)} start + ${money(result.totalContrib - terms.principal)} added`}
          testId="total-contributed"
        />
        <StatCard
          term="Total Interest"
          value={money(result.totalInterest)}
          detail={share === null ? undefined : `${formatNumber(share * 100, 1)}% of the ending balance`}
          testId="total-interest"
        />
        <StatCard
          term="Effective Annual Rate"
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
          <NodeIcon node={Download} size={16} />
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

const COLUMNS = [
  { label: 'Year' },
  { label: 'Start Balance', align: 'right' },
  { label: 'Contributed', align: 'right' },
  { label: 'Interest', align: 'right' },
  { label: 'End Balance', align: 'right' },
] as const;

const Breakdown = memo(function Breakdown({ result }: { result: CompoundResult }) {
  const last = result.rows[result.rows.length - 1]!;
  const partYear = last.periods < result.terms.freq;
  return (
    <section className="min-w-0 lg:col-span-2">
      <ScrollTable caption="Year-by-Year Breakdown" columns={COLUMNS} minWidth="min-w-[36rem]">
        {result.rows.map((row) => (
          <tr key={row.year} className={tableRow}>
            <th scope="row" className={rowHead}>
              {row.year}
              {row === last && partYear ? '*' : ''}
            </th>
            <td className={cell}>{money(row.start)}</td>
            <td className={cell}>{money(row.contrib)}</td>
            <td className={cell}>{money(row.interest)}</td>
            <td className={`${cell} font-semibold`}>{money(row.end)}</td>
          </tr>
        ))}
      </ScrollTable>
      {partYear && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {`* Year ${last.year} is a part year: ${last.periods} of ${result.terms.freq} compounding periods ` +
            `(${yearsText(result.terms.years)} in all).`}
        </p>
      )}
    </section>
  );
});
