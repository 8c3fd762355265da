import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { formatMoney, formatNumber } from '~/lib/format';
import { useT } from '~/lib/i18n';
import { type AmortizationRow } from './loan-payment-calculator';
import { clamp } from '~/lib/math';
import type en from './messages/en';

/**
 * The amortization schedule as a windowed table: the table sits in a scroll box of fixed height
 * and only the rows in view (plus a margin) are in the page; spacer rows stand in for the rest.
 * So 360 rows, 5,200 rows or the 100,000-period cap cost the same to render (about 60 rows),
 * the static HTML stays light, and scrolling never waits for the whole table. Screen readers get
 * the real row count and row numbers (aria-rowcount, aria-rowindex). For printing, the rows
 * (up to PRINT_ROW_LIMIT) are rendered in full.
 */

/** Estimates until the rows are measured (text-sm rows with py-2 and a border). */
const ROW_ESTIMATE = 37;
const VIEWPORT_ESTIMATE = 512;
/** Rows rendered above and below the visible ones: about a screenful of scrolling in hand. */
const OVERSCAN = 10;
export const PRINT_ROW_LIMIT = 2000;

interface Metrics {
  row: number;
  viewport: number;
  head: number;
}

/** Which rows to render for a scroll position: [start, end). */
export function rowWindow(count: number, scrollTop: number, metrics: Metrics): [number, number] {
  const size = Math.ceil(metrics.viewport / metrics.row) + 2 * OVERSCAN;
  const first = Math.max(0, Math.floor((scrollTop - metrics.head) / metrics.row) - OVERSCAN);
  const start = clamp(count - size, 0, first);
  return [start, Math.min(count, start + size)];
}

const cell = 'whitespace-nowrap px-3 py-2 text-end';
/** The column heads, as the CSV names its columns. */
const COLUMNS = [
  'period',
  'payment',
  'interest',
  'principal',
  'extra',
  'balance',
] as const satisfies readonly (keyof typeof en)[];

export function ScheduleTable({
  rows,
  labelledBy,
  caption,
}: {
  rows: readonly AmortizationRow[];
  /** The id of the visible heading that names the scroll box. */
  labelledBy: string;
  caption: string;
}) {
  const t = useT<typeof en>();
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [metrics, setMetrics] = useState<Metrics>({
    row: ROW_ESTIMATE,
    viewport: VIEWPORT_ESTIMATE,
    head: ROW_ESTIMATE,
  });
  const [printing, setPrinting] = useState(false);

  // Printing shows the rows themselves, not the window.
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  const count = rows.length;
  const [start, end] = printing
    ? [0, Math.min(count, PRINT_ROW_LIMIT)]
    : rowWindow(count, scrollTop, metrics);

  // Measure the real row height (it grows with the 'Aa' large-text toggle), the box and the header.
  const measure = useCallback(() => {
    const box = scroller.current;
    if (!box) return;
    const rendered = box.querySelectorAll('tr[data-row]');
    const first = rendered[0]?.getBoundingClientRect();
    const last = rendered[rendered.length - 1]?.getBoundingClientRect();
    const row = first && last && last.bottom > first.top ? (last.bottom - first.top) / rendered.length : 0;
    const head = box.querySelector('thead')?.getBoundingClientRect().height ?? 0;
    const next = {
      row: row > 0 ? row : ROW_ESTIMATE,
      viewport: box.clientHeight > 0 ? box.clientHeight : VIEWPORT_ESTIMATE,
      head: head > 0 ? head : ROW_ESTIMATE,
    };
    setMetrics((current) =>
      Math.abs(current.row - next.row) < 0.01 &&
      current.viewport === next.viewport &&
      Math.abs(current.head - next.head) < 0.01
        ? current
        : next,
    );
  }, []);
  useLayoutEffect(measure, [measure, count, start, end]);
  useEffect(() => {
    const box = scroller.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  const above = printing ? 0 : start * metrics.row;
  const below = printing ? 0 : (count - end) * metrics.row;
  const spacer = (height: number) => (
    <tr aria-hidden="true">
      <td colSpan={COLUMNS.length} style={{ height, padding: 0 }} />
    </tr>
  );

  return (
    <>
      <div
        ref={scroller}
        role="region"
        aria-labelledby={labelledBy}
        // A scrollable region must take the keyboard focus, so arrows, Page Down and End scroll it
        // (WCAG 2.1.1; axe 'scrollable-region-focusable').
        tabIndex={0}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        data-testid="schedule-scroller"
        className="max-h-[32rem] overflow-auto rounded-lg border border-slate-200 [overflow-anchor:none] dark:border-slate-700 print:max-h-none print:overflow-visible"
      >
        <table
          className="w-full min-w-[34rem] border-collapse text-sm text-slate-800 tabular-nums dark:text-slate-200"
          aria-rowcount={count + 1}
        >
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr aria-rowindex={1}>
              {COLUMNS.map((header) => (
                <th
                  key={header}
                  scope="col"
                  className={`${cell} sticky top-0 bg-slate-100 font-semibold text-slate-900 dark:bg-slate-800 dark:text-white`}
                >
                  {t(header)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {above > 0 && spacer(above)}
            {rows.slice(start, end).map((row) => (
              <ScheduleRow key={row.period} row={row} />
            ))}
            {below > 0 && spacer(below)}
          </tbody>
        </table>
      </div>
      {count > PRINT_ROW_LIMIT && (
        <p className="hidden text-sm print:block">
          {t('printedRows', { limit: formatNumber(PRINT_ROW_LIMIT, 0), count: formatNumber(count, 0) })}
        </p>
      )}
    </>
  );
}

/**
 * One payment's row. Memoised: when the window moves or the rows are measured, the rows still in
 * view keep their cells instead of formatting their five amounts again.
 */
const ScheduleRow = memo(function ScheduleRow({ row }: { row: AmortizationRow }) {
  return (
    <tr
      data-row=""
      aria-rowindex={row.period + 1}
      className="border-t border-slate-200 dark:border-slate-700"
    >
      <th scope="row" className={`${cell} font-normal`}>
        {formatNumber(row.period, 0)}
      </th>
      <td className={cell}>{formatMoney(row.payment)}</td>
      <td className={cell}>{formatMoney(row.interest)}</td>
      <td className={cell}>{formatMoney(row.principal)}</td>
      <td className={cell}>{formatMoney(row.extra)}</td>
      <td className={cell}>{formatMoney(Math.max(0, row.balance))}</td>
    </tr>
  );
});
