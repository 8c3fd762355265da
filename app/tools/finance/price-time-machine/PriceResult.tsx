import { History } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useId, useMemo, type ReactNode } from 'react';
import { formatCompactMoney } from '~/lib/format';
import { Figure } from '~/ui/Figure';
import { LazyChart } from '~/ui/LazyChart';
import { ResultPanel } from '~/ui/ResultPanel';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import { CPI_1970, CPI_2024, type PriceItem } from './data';
import {
  chartData,
  formatHours,
  formatIndex,
  formatShare,
  formatTimes,
  money,
  priceTimeMachine,
  signedMoney,
  signedPercent,
  type Anchors,
  type PriceTimeMachineInput,
  type PriceTimeMachineResult,
  type YearFigures,
} from './price-time-machine';

/**
 * The result, the chart and how the figures are worked out: a part of its own
 * (LazyPriceResult), loaded with the price arithmetic after the form, which keeps the page's
 * first load within the budget; the prerendered page has it all the same.
 */
export function PriceResult({ input, item }: { input: PriceTimeMachineInput; item: PriceItem }) {
  const result = priceTimeMachine(input);
  return (
    <>
      <ResultPanel
        // Reserve the result's height: a shared link's result appears after hydration.
        minHeight="34rem"
        result={result}
        intro="Pick an item and a year to see what it cost then and in today’s dollars."
      >
        {(ok) => <Results result={ok} />}
      </ResultPanel>

      <Chart item={item} anchors={input.anchors} currentYear={input.currentYear} />

      <About item={item} />
    </>
  );
}

function Results({ result }: { result: PriceTimeMachineResult }) {
  const { item, main, compare, change } = result;
  const other = compare && 'price' in compare ? compare : null;
  const columns = other ? [main, other] : [main];
  const held = columns.filter((f) => f.heldFrom !== null);
  const changeId = useId();
  return (
    <div className="space-y-4">
      <Figure
        lead={`${item.label}, ${item.unit}, in ${main.year}`}
        testId="ptm-price"
        value={money(main.price)}
      >
        <p data-testid="ptm-today" className="mt-1 text-slate-800 dark:text-slate-200">
          {money(main.today)} in today’s dollars
        </p>
      </Figure>

      <FiguresTable item={item} columns={columns} />

      {compare && 'error' in compare && (
        <p data-testid="ptm-compare-error" className="font-medium text-red-700 dark:text-red-300">
          Compare year {compare.year}: {compare.error}
        </p>
      )}
      {held.map((f, i) => (
        <p key={i} data-testid="ptm-held" className="text-sm text-slate-700 dark:text-slate-300">
          {heldNote(f)}
        </p>
      ))}

      {change && other && (
        <section aria-labelledby={changeId}>
          <h2 id={changeId} className="text-base font-semibold text-slate-900 dark:text-white">
            Change from {main.year} to {other.year}
          </h2>
          <dl className="mt-2 grid grid-cols-2 gap-3">
            <Stat term="Price multiple" testId="ptm-change-times">
              {change.times === null ? 'Not applicable' : formatTimes(change.times)}
            </Stat>
            <Stat term="Price change" testId="ptm-change-percent">
              {change.percent === null ? 'Not applicable' : signedPercent(change.percent)}
            </Stat>
            <Stat term="Change in today’s dollars" testId="ptm-change-today" wide>
              {signedMoney(change.todayDifference)}
              {change.todayPercent === null ? '' : ` (${signedPercent(change.todayPercent)})`}
            </Stat>
          </dl>
          <p data-testid="ptm-change-sentence" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {changeSentence(main, other)}
          </p>
        </section>
      )}

      {result.anchor !== null && (
        <p data-testid="ptm-anchor-note" className="text-sm text-slate-700 dark:text-slate-300">
          {anchorNote(result.anchor, item)}
        </p>
      )}
      {result.anchor === null && item.notes && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{item.notes}</p>
      )}

      <ToolActions title="Price Time Machine" summary={result.summary} />
    </div>
  );
}

/** Which data year a year outside the item's data shows: '1950 shows the 1970 figure (earliest data: 1970).' */
function heldNote(f: YearFigures): string {
  const from = f.heldFrom ?? f.year;
  return `${f.year} shows the ${from} figure (${from > f.year ? 'earliest' : 'latest'} data: ${from}).`;
}

function anchorNote(anchor: number, item: PriceItem): string {
  const latest = item.seeds[item.seeds.length - 1]!;
  return (
    `Estimated from today’s price of ${money(anchor)} and the item’s price index ` +
    `(${formatIndex(latest.value)} in ${latest.year}). ${item.notes ?? ''}`
  ).trim();
}

function changeSentence(from: YearFigures, to: YearFigures): string {
  const difference = to.today - from.today;
  if (money(Math.abs(difference)) === money(0)) {
    return `Adjusted for inflation, it cost the same in ${to.year} as in ${from.year}.`;
  }
  return `Adjusted for inflation, it cost ${money(Math.abs(difference))} ${difference < 0 ? 'less' : 'more'} in ${to.year} than in ${from.year}.`;
}

function FiguresTable({ item, columns }: { item: PriceItem; columns: YearFigures[] }) {
  const captionId = useId();
  const names = ['main', 'compare'];
  const rows: { id: string; label: string; cell: (f: YearFigures) => ReactNode }[] = [
    { id: 'price', label: `Price (${item.unit})`, cell: (f) => money(f.price) },
    { id: 'today', label: 'In today’s dollars', cell: (f) => money(f.today) },
    { id: 'wage', label: 'Federal minimum wage', cell: (f) => `${money(f.minimumWage)} an hour` },
  ];
  if (item.id !== 'minimum-wage') {
    rows.push({ id: 'hours', label: 'Minimum-wage work', cell: (f) => formatHours(f.wageHours ?? 0) });
  }
  if (item.bigTicket) {
    rows.push(
      { id: 'income', label: 'Median household income', cell: (f) => money(f.medianIncome) },
      { id: 'share', label: 'Share of median income', cell: (f) => formatShare(f.incomeShare ?? 0) },
    );
  }
  const cell = 'px-3 py-2 text-right';
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // A table that scrolls sideways on a phone must be reachable by keyboard to scroll it.
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700"
    >
      <table
        aria-labelledby={captionId}
        className="w-full bg-white text-sm text-slate-800 tabular-nums dark:bg-slate-800 dark:text-slate-200"
      >
        <caption id={captionId} className="sr-only">
          {item.label} by year
        </caption>
        <thead className="bg-slate-100 dark:bg-slate-900">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Figure
            </th>
            {columns.map((f, i) => (
              <th key={i} scope="col" className={`${cell} font-semibold`}>
                {f.year}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200 dark:border-slate-700">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {row.label}
              </th>
              {columns.map((f, i) => (
                <td key={i} data-testid={`ptm-${row.id}-${names[i]}`} className={cell}>
                  {row.cell(f)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Chart({ item, anchors, currentYear }: { item: PriceItem; anchors: Anchors; currentYear: number }) {
  const data = useMemo(() => chartData(item, currentYear, anchors), [item, currentYear, anchors]);
  if (data.years.length === 0) return null;
  return (
    <section className="min-w-0 lg:col-span-2">
      <LazyChart
        kind="lines"
        title={`${item.label}, ${item.unit}, ${data.years[0]} to ${data.years[data.years.length - 1]}: the price then and in today’s dollars`}
        xLabel="Year"
        xValues={data.years}
        series={[
          { name: 'Price then', values: data.prices, tone: 'blue' },
          { name: 'In today’s dollars', values: data.today, tone: 'amber' },
        ]}
        formatY={money}
        compactY={(value) => formatCompactMoney(value)}
      />
    </section>
  );
}

function About({ item }: { item: PriceItem }) {
  return (
    <section className="space-y-2 text-sm text-slate-700 lg:col-span-2 dark:text-slate-300">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
        <NodeIcon node={History} size={18} />
        How the figures are worked out
      </h2>
      <p>
        Prices are U.S. averages in the dollars of their year. Between the years of the data the price is
        interpolated in a straight line; a year before the earliest data shows the earliest figure, and a year
        after the latest data shows the latest figure. The index, the minimum wage and the median income
        follow the same rule.
      </p>
      <p>
        Today’s dollars = price × index now ÷ index that year, with the consumer price index for all urban
        consumers (U.S. Bureau of Labor Statistics, annual averages, scaled so that 1970 is {CPI_1970} and
        2024 is {CPI_2024}). Until newer index data is added, the index for years after 2024 stays at{' '}
        {CPI_2024}, so today’s dollars are 2024 dollars.
      </p>
      <p>
        Minimum-wage work = price ÷ the federal minimum wage that year (U.S. Department of Labor). Big
        purchases also show their share of that year’s median household income (U.S. Census Bureau).
      </p>
      <p data-testid="ptm-source">
        Source for {item.label.toLowerCase()}: {item.source}.
      </p>
    </section>
  );
}
