import { memo, use, useDeferredValue, useMemo } from 'react';
import { formatCompactMoney, formatNumber } from '~/lib/format';
import { Figure } from '~/ui/Figure';
import { LazyChart } from '~/ui/LazyChart';
import { ResultPanel } from '~/ui/ResultPanel';
import { cell, rowHead, ScrollTable, tableRow, type Column } from '~/ui/ScrollTable';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import {
  atAges,
  money,
  percentNumber,
  summaryLine,
  YEAR_STEPS,
  yearsText,
  type FireInput,
  type FireResult,
} from './fire-calculator';
import { fireResultOf } from './fire-run';
import { noteClass } from './styles';

/**
 * The results, the chart, the sample rows and the steps of a year: a part of its own
 * (LazyFireResult), loaded with the simulation after the form, which keeps the page's first load
 * within the budget; the prerendered page has it all the same.
 */
export function FireResults({ input, thisYear }: { input: FireInput; thisYear: number | null }) {
  // The result is computed in the background (fire-run.ts); until a new input's arrives, the
  // previous result stays on screen (and the prerendered one while the page hydrates).
  const result = use(fireResultOf(useDeferredValue(input)));
  return (
    <>
      <ResultPanel minHeight="30rem" summary={summaryLine(result)}>
        <Results result={result} thisYear={thisYear} />
      </ResultPanel>

      <Details result={result} />
    </>
  );
}

function fireYearText(result: FireResult, thisYear: number | null): string {
  const k = result.fireYear!;
  const when = thisYear === null ? '' : ` (${thisYear + k})`;
  return k === 0 ? `Now${when}` : `Year ${k}${when}`;
}

const PERCENTILES = [
  { term: '10th percentile', key: 'p10' },
  { term: 'Median (50th)', key: 'p50' },
  { term: '90th percentile', key: 'p90' },
] as const;

const Results = memo(function Results({ result, thisYear }: { result: FireResult; thisYear: number | null }) {
  const { input, monteCarlo: mc } = result;
  const single = input.singleMode;
  const endAges = atAges(result.endAgeA, result.endAgeB);
  const retireAges = atAges(input.A.retireAge, single ? null : input.B.retireAge);
  const retiring =
    result.monteCarloPlan === 'fire'
      ? result.fireYear === 0
        ? 'Everyone stops working now'
        : `Everyone stops working at the end of year ${result.fireYear}, at ${atAges(result.fireAgeA!, result.fireAgeB)}`
      : `Your plan as entered, retiring at ${retireAges} (there is no FIRE year)`;
  const last = result.rows[result.rows.length - 1]!;
  return (
    <div className="space-y-5">
      <Figure lead="FIRE number" testId="fire-number" value={money(result.fireNumber)}>
        <p data-testid="fire-example" className="mt-1 text-slate-700 tabular-nums dark:text-slate-300">
          {result.exampleLine}
        </p>
        {input.H.swr === 0 && <p className={noteClass}>A safe withdrawal rate of 0% is read as 4%.</p>}
      </Figure>

      {result.fireYear === null ? (
        <p
          data-testid="fire-message"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200"
        >
          {result.message}
        </p>
      ) : (
        <div className="space-y-2">
          <dl className="grid grid-cols-2 gap-3">
            <Stat term="FIRE year" testId="fire-year">
              {fireYearText(result, thisYear)}
            </Stat>
            <Stat term={single ? 'Age at FIRE' : 'Ages at FIRE'} testId="fire-ages">
              {single ? result.fireAgeA : `A ${result.fireAgeA}, B ${result.fireAgeB}`}
            </Stat>
          </dl>
          <p className={noteClass}>
            {result.fireYear === 0
              ? 'Your balance already reaches the FIRE number'
              : `At the end of year ${result.fireYear} the balance reaches the FIRE number`}
            {`, and with no further income it lasts at the mean return until ${endAges}.`}
          </p>
        </div>
      )}

      <div className="space-y-2">
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">
          Monte Carlo: {formatNumber(mc.runs, 0)} runs
        </h2>
        <p className={noteClass}>
          {retiring}; each year&apos;s real return is drawn at random (mean{' '}
          {percentNumber(input.H.realReturnMean)}%, standard deviation{' '}
          {percentNumber(input.H.realReturnStdev)}%).
        </p>
        <dl className="grid grid-cols-2 gap-3">
          <Stat term="Success" testId="mc-success" wide>
            {mc.successPercent}% of runs never run short
          </Stat>
          {PERCENTILES.map(({ term, key }) => (
            <Stat key={key} term={term} testId={`mc-${key}`}>
              {money(mc[key])}
            </Stat>
          ))}
        </dl>
        <p className={noteClass}>Percentiles of the balance at the end, at {endAges}.</p>
      </div>

      <p data-testid="plan-line" className={noteClass}>
        {`Your plan as entered, retiring at ${retireAges}, at the mean return: `}
        {result.runsShort
          ? `the money runs short in year ${result.runsShort.year}, at ${atAges(result.runsShort.ageA, result.runsShort.ageB)}.`
          : `it lasts until ${endAges} with ${money(last.balance)} left.`}
      </p>

      <ToolActions title="FIRE Calculator" summary={summaryLine(result)} />
    </div>
  );
});

// ---- Chart, sample rows and the method ----------------------------------------------------------

/** The sample rows' columns: with two people, age and working are shown for each. */
function sampleColumns(single: boolean): Column[] {
  const right = (label: string): Column => ({ label, align: 'right' });
  const perPerson = (label: string) => (single ? [right(label)] : [right(`${label} A`), right(`${label} B`)]);
  return [
    { label: 'Year' },
    ...perPerson('Age'),
    right('Balance'),
    right('Contributed'),
    right('Withdrew'),
    ...perPerson('Working'),
  ];
}

const Details = memo(function Details({ result }: { result: FireResult }) {
  const { input, monteCarlo: mc } = result;
  const single = input.singleMode;
  const chart = useMemo(() => {
    const ages = Array.from({ length: result.years + 1 }, (_, t) => input.A.age + t);
    return { ages, fire: ages.map(() => result.fireNumber) };
  }, [result, input]);
  const formatX = (age: number) =>
    single ? `Age ${age}` : `Age ${age} (person B ${age - input.A.age + input.B.age})`;
  const yesNo = (value: boolean | null) => (value ? 'Yes' : 'No');
  const plan =
    result.monteCarloPlan === 'fire'
      ? result.fireYear === 0
        ? 'if everyone stops working now'
        : `if everyone stops working at the end of year ${result.fireYear}`
      : 'with your plan as entered';
  return (
    <div className="min-w-0 space-y-6 lg:col-span-2">
      <LazyChart
        title={`Balance ${plan}: median and 10th–90th percentile of ${formatNumber(mc.runs, 0)} runs`}
        kind="lines"
        xLabel={single ? 'Age' : 'Age of person A'}
        xValues={chart.ages}
        series={[
          { name: 'Median', values: mc.median, tone: 'blue' },
          { name: 'FIRE number', values: chart.fire, tone: 'amber' },
        ]}
        band={{ name: '10th–90th percentile', low: mc.low, high: mc.high, tone: 'blue' }}
        formatY={money}
        formatX={formatX}
        compactY={(value) => formatCompactMoney(value)}
      />

      <section>
        <ScrollTable
          caption="Your plan as entered: 5 sample years at the mean return"
          columns={sampleColumns(single)}
          minWidth="min-w-[40rem]"
        >
          {result.sample.map((row) => (
            <tr key={row.year} className={tableRow}>
              <th scope="row" className={rowHead}>
                {row.year}
              </th>
              <td className={cell}>{row.ageA}</td>
              {!single && <td className={cell}>{row.ageB}</td>}
              <td className={`${cell} font-semibold`}>
                {money(row.balance)}
                {row.short ? ' (ran short)' : ''}
              </td>
              <td className={cell}>{money(row.contributed)}</td>
              <td className={cell}>{money(row.withdrew)}</td>
              <td className={cell}>{yesNo(row.workingA)}</td>
              {!single && <td className={cell}>{yesNo(row.workingB)}</td>}
            </tr>
          ))}
        </ScrollTable>
        <p className={`mt-2 ${noteClass}`}>
          Rows: the first year, 25%, 50% and 75% of the way, and the last of {yearsText(result.years)}. Year 1
          is the coming 12 months; ages are those at the start of the year; the balance is at its end.
        </p>
      </section>

      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">How each year is simulated</h2>
        <ol className="list-decimal space-y-1 pl-5 text-slate-800 dark:text-slate-200">
          {YEAR_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <ul className={`list-disc space-y-1 pl-5 ${noteClass}`}>
          <li>
            A person works while younger than their retirement age (a retirement age at or below the current
            age means already retired). Withdrawals start once everyone has retired.
          </li>
          <li>
            The simulation runs until {single ? 'person A reaches' : 'the younger person reaches'} the max age
            (at most 120 years).
          </li>
          <li>
            The FIRE year is the first year at whose end the balance reaches the FIRE number and, with
            everyone stopping work then and the mean return every year, the money never runs short through the
            max age.
          </li>
          <li>
            The Monte Carlo repeats the FIRE plan (or your plan as entered when there is no FIRE year) 1,000
            times with normally distributed real returns from a fixed seed, so the same inputs always give the
            same figures. A run succeeds if its balance never runs short.
          </li>
        </ul>
      </section>
    </div>
  );
});
