import { History } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useId, useMemo, type ReactNode } from 'react';
import { formatCompactMoney } from '~/lib/format';
import { useT } from '~/lib/i18n';
import { Figure } from '~/ui/Figure';
import { LazyChart } from '~/ui/LazyChart';
import { ResultPanel } from '~/ui/ResultPanel';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import { CPI_1970, CPI_2024, type PriceItem } from './data';
import type en from './messages/en';
import {
  chartData,
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
import { summaryOf, wageWorkText } from './words';

/**
 * The result, the chart and how the figures are worked out: a part of its own
 * (LazyPriceResult), loaded with the price arithmetic after the form, which keeps the page's
 * first load within the budget; the prerendered page has it all the same.
 */
type T = ReturnType<typeof useT<typeof en>>;

export function PriceResult({ input, item }: { input: PriceTimeMachineInput; item: PriceItem }) {
  const t = useT<typeof en>();
  const result = priceTimeMachine(input);
  return (
    <>
      <ResultPanel
        // Reserve the result's height: a shared link's result appears after hydration.
        minHeight="34rem"
        result={result}
        summary={(ok) => summaryOf(t, ok)}
        intro={t('intro')}
      >
        {(ok) => <Results result={ok} />}
      </ResultPanel>

      <Chart item={item} anchors={input.anchors} currentYear={input.currentYear} />

      <About item={item} />
    </>
  );
}

function Results({ result }: { result: PriceTimeMachineResult }) {
  const t = useT<typeof en>();
  const { item, main, compare, change } = result;
  const other = compare && 'price' in compare ? compare : null;
  const columns = other ? [main, other] : [main];
  const held = columns.filter((f) => f.heldFrom !== null);
  const changeId = useId();
  return (
    <div className="space-y-4">
      <Figure
        lead={t('priceLead', {
          item: t(`item.${item.id}`),
          unit: t(`unit.${item.unit}`),
          year: String(main.year),
        })}
        testId="ptm-price"
        value={money(main.price)}
      >
        <p data-testid="ptm-today" className="mt-1 text-slate-800 dark:text-slate-200">
          {t('inTodayDollars', { amount: money(main.today) })}
        </p>
      </Figure>

      <FiguresTable item={item} columns={columns} />

      {compare && 'error' in compare && (
        <p data-testid="ptm-compare-error" className="font-medium text-red-700 dark:text-red-300">
          {t('compareError', { year: String(compare.year), error: t.error(compare) ?? '' })}
        </p>
      )}
      {held.map((f, i) => (
        <p key={i} data-testid="ptm-held" className="text-sm text-slate-700 dark:text-slate-300">
          {heldNote(f, t)}
        </p>
      ))}

      {change && other && (
        <section aria-labelledby={changeId}>
          <h2 id={changeId} className="text-base font-semibold text-slate-900 dark:text-white">
            {t('changeHeading', { from: String(main.year), to: String(other.year) })}
          </h2>
          <dl className="mt-2 grid grid-cols-2 gap-3">
            <Stat term={t('priceMultiple')} testId="ptm-change-times">
              {change.times === null ? t('notApplicable') : formatTimes(change.times)}
            </Stat>
            <Stat term={t('priceChange')} testId="ptm-change-percent">
              {change.percent === null ? t('notApplicable') : signedPercent(change.percent)}
            </Stat>
            <Stat term={t('changeToday')} testId="ptm-change-today" wide>
              {signedMoney(change.todayDifference)}
              {change.todayPercent === null ? '' : ` (${signedPercent(change.todayPercent)})`}
            </Stat>
          </dl>
          <p data-testid="ptm-change-sentence" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {changeSentence(main, other, t)}
          </p>
        </section>
      )}

      {result.anchor !== null && (
        <p data-testid="ptm-anchor-note" className="text-sm text-slate-700 dark:text-slate-300">
          {anchorNote(result.anchor, item, t)}
        </p>
      )}
      {result.anchor === null && item.note && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t(`note.${item.note}`)}</p>
      )}

      <ToolActions title={t('title')} summary={summaryOf(t, result)} />
    </div>
  );
}

/** Which data year a year outside the item's data shows: '1950 shows the 1970 figure (earliest data: 1970).' */
function heldNote(f: YearFigures, t: T): string {
  const from = f.heldFrom ?? f.year;
  return t(from > f.year ? 'heldEarliest' : 'heldLatest', { year: String(f.year), from: String(from) });
}

function anchorNote(anchor: number, item: PriceItem, t: T): string {
  const latest = item.seeds[item.seeds.length - 1]!;
  const values = { price: money(anchor), index: formatIndex(latest.value), year: String(latest.year) };
  return item.note
    ? t('anchorNoteWith', { ...values, note: t(`note.${item.note}`) })
    : t('anchorNote', values);
}

function changeSentence(from: YearFigures, to: YearFigures, t: T): string {
  const difference = to.today - from.today;
  const years = { to: String(to.year), from: String(from.year) };
  if (money(Math.abs(difference)) === money(0)) return t('costSame', years);
  return t(difference < 0 ? 'costLess' : 'costMore', { amount: money(Math.abs(difference)), ...years });
}

function FiguresTable({ item, columns }: { item: PriceItem; columns: YearFigures[] }) {
  const t = useT<typeof en>();
  const captionId = useId();
  const names = ['main', 'compare'];
  const rows: { id: string; label: string; cell: (f: YearFigures) => ReactNode }[] = [
    { id: 'price', label: t('priceRow', { unit: t(`unit.${item.unit}`) }), cell: (f) => money(f.price) },
    { id: 'today', label: t('todayDollars'), cell: (f) => money(f.today) },
    { id: 'wage', label: t('minimumWage'), cell: (f) => t('perHour', { amount: money(f.minimumWage) }) },
  ];
  if (item.id !== 'minimum-wage') {
    rows.push({ id: 'hours', label: t('wageWork'), cell: (f) => wageWorkText(t, f.wageHours ?? 0) });
  }
  if (item.bigTicket) {
    rows.push(
      { id: 'income', label: t('medianIncome'), cell: (f) => money(f.medianIncome) },
      { id: 'share', label: t('incomeShare'), cell: (f) => formatShare(f.incomeShare ?? 0) },
    );
  }
  const cell = 'px-3 py-2 text-end';
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
          {t('byYear', { item: t(`item.${item.id}`) })}
        </caption>
        <thead className="bg-slate-100 dark:bg-slate-900">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('figure')}
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
              <th scope="row" className="px-3 py-2 text-start font-medium">
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
  const t = useT<typeof en>();
  const data = useMemo(() => chartData(item, currentYear, anchors), [item, currentYear, anchors]);
  if (data.years.length === 0) return null;
  return (
    <section className="min-w-0 lg:col-span-2">
      <LazyChart
        kind="lines"
        title={t('chartTitle', {
          item: t(`item.${item.id}`),
          unit: t(`unit.${item.unit}`),
          from: String(data.years[0]),
          to: String(data.years[data.years.length - 1]),
        })}
        xLabel={t('year')}
        xValues={data.years}
        series={[
          { name: t('priceThen'), values: data.prices, tone: 'blue' },
          { name: t('todayDollars'), values: data.today, tone: 'amber' },
        ]}
        formatY={money}
        compactY={(value) => formatCompactMoney(value)}
      />
    </section>
  );
}

function About({ item }: { item: PriceItem }) {
  const t = useT<typeof en>();
  return (
    <section className="space-y-2 text-sm text-slate-700 lg:col-span-2 dark:text-slate-300">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
        <NodeIcon node={History} size={18} />
        {t('howWorkedOut')}
      </h2>
      <p>{t('aboutPrices')}</p>
      <p>{t('aboutIndex', { cpi1970: String(CPI_1970), cpi2024: String(CPI_2024) })}</p>
      <p>{t('aboutWage')}</p>
      <p data-testid="ptm-source">{t(`source.${item.id}`)}</p>
    </section>
  );
}
