import { memo, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { linearScale, nearestIndex, niceTicks } from '~/lib/chart';
import { clamp } from '~/lib/math';
import { useSiteT } from '~/lib/i18n';
import type en from './messages/en';

/**
 * The site's one chart: light SVG, no library. 'stacked' draws stacked bars per x value (e.g.
 * contributions and interest per year); 'lines' draws one line per series (e.g. a balance with
 * and without extra payments; the second series is dashed, so colour is never the only signal).
 * Axes with round ticks, a legend, a readout that follows the pointer or the arrow keys, both
 * themes, and a visually hidden table of every value for screen readers.
 */
export interface ChartSeries {
  name: string;
  values: readonly number[];
  /** Tailwind-free colour pair: light and dark theme strokes/fills. */
  tone: 'blue' | 'emerald' | 'amber' | 'slate';
}

/**
 * A shaded range under the lines (kind 'lines' only), e.g. the 10th to 90th percentile of
 * simulated balances around the expected path. Named in the legend, the readout and the table.
 */
export interface ChartBand {
  name: string;
  low: readonly number[];
  high: readonly number[];
  tone: ChartSeries['tone'];
}

const TONES: Record<ChartSeries['tone'], string> = {
  blue: 'text-blue-700 dark:text-blue-400',
  emerald: 'text-emerald-600 dark:text-emerald-400',
  amber: 'text-amber-600 dark:text-amber-400',
  slate: 'text-slate-500 dark:text-slate-400',
};

const HEIGHT = 260;
const MARGIN = { top: 12, right: 12, bottom: 36, left: 64 };

/** The element's width, measured after hydration (the static HTML uses `fallback`). */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export function Chart({
  title,
  kind,
  xLabel,
  xValues,
  series,
  formatY,
  formatX = String,
  compactY = formatY,
  band,
}: {
  title: string;
  kind: 'stacked' | 'lines';
  xLabel: string;
  xValues: readonly number[];
  series: readonly ChartSeries[];
  formatY: (value: number) => string;
  formatX?: (value: number) => string;
  /** Short form for the axis ticks ('$120K'). */
  compactY?: (value: number) => string;
  /** With kind 'lines': a shaded range drawn beneath the lines. */
  band?: ChartBand;
}) {
  const id = useId();
  const { ref, width } = useWidth(640);
  const [active, setActive] = useState<number | null>(null);
  const count = xValues.length;
  const totals = xValues.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const shownBand = kind === 'lines' ? band : undefined;
  const maxY =
    kind === 'stacked'
      ? Math.max(0, ...totals)
      : Math.max(0, ...series.flatMap((s) => s.values), ...(shownBand?.high ?? []));
  const ticks = niceTicks(0, maxY, 4);
  const top = ticks[ticks.length - 1]!;
  const left = MARGIN.left;
  const right = width - MARGIN.right;
  const y = linearScale(0, top, HEIGHT - MARGIN.bottom, MARGIN.top);
  const slot = (right - left) / Math.max(1, count);
  const xCenter = (i: number) =>
    kind === 'stacked' ? left + slot * (i + 0.5) : linearScale(0, Math.max(1, count - 1), left, right)(i);
  const labelEvery = Math.max(1, Math.ceil(count / Math.floor((right - left) / 48)));
  const shown = active ?? count - 1;
  const t = useSiteT<typeof en>();

  const onPointer = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * width;
    setActive(
      kind === 'stacked'
        ? clamp(Math.floor((x - left) / slot), 0, count - 1)
        : nearestIndex(x, left, right, count),
    );
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, Home: -count, End: count }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    setActive(clamp(shown + step, 0, count - 1));
  };

  if (count === 0) return null;
  const readout =
    `${formatX(xValues[shown]!)}: ` +
    series.map((s) => `${s.name} ${formatY(s.values[shown] ?? 0)}`).join(', ') +
    (kind === 'stacked' && series.length > 1
      ? `, ${t('chartTotal', { value: formatY(totals[shown]!) })}`
      : '') +
    (shownBand
      ? `, ${shownBand.name} ${t('chartRange', { low: formatY(shownBand.low[shown] ?? 0), high: formatY(shownBand.high[shown] ?? 0) })}`
      : '');
  return (
    <figure className="min-w-0">
      <figcaption id={`${id}-title`} className="text-sm font-semibold text-slate-900 dark:text-white">
        {title}
      </figcaption>
      <ul
        className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300"
        aria-hidden="true"
      >
        {series.map((s, i) => (
          <li key={s.name} className="flex items-center gap-1.5">
            <svg width="18" height="10" className={TONES[s.tone]}>
              {kind === 'stacked' ? (
                <rect width="18" height="10" rx="2" fill="currentColor" />
              ) : (
                <line
                  x1="0"
                  x2="18"
                  y1="5"
                  y2="5"
                  stroke="currentColor"
                  strokeWidth="3"
                  strokeDasharray={i === 1 ? '5 3' : undefined}
                />
              )}
            </svg>
            {s.name}
          </li>
        ))}
        {shownBand && (
          <li className="flex items-center gap-1.5">
            <svg width="18" height="10" className={TONES[shownBand.tone]}>
              <rect width="18" height="10" rx="2" fill="currentColor" fillOpacity="0.25" />
            </svg>
            {shownBand.name}
          </li>
        )}
      </ul>
      <p
        className="mt-1 min-h-5 text-sm text-slate-800 tabular-nums dark:text-slate-200"
        data-testid="chart-readout"
      >
        {readout}
      </p>
      {/* A slider over the data points: the arrow keys move the readout; the table below gives
          screen readers every value. */}
      <div
        ref={ref}
        role="slider"
        tabIndex={0}
        aria-labelledby={`${id}-title`}
        aria-valuemin={0}
        aria-valuemax={count - 1}
        aria-valuenow={shown}
        aria-valuetext={readout}
        onKeyDown={onKey}
        className="mt-1 rounded-lg"
      >
        <svg
          width={width}
          height={HEIGHT}
          // Scales down until measured, so the static page never overflows a narrow screen.
          viewBox={`0 0 ${width} ${HEIGHT}`}
          // Time runs left to right and labels anchor as drawn, on a right-to-left page too.
          direction="ltr"
          aria-hidden="true"
          className="block h-auto max-w-full touch-pan-y text-slate-600 dark:text-slate-400"
          onPointerMove={onPointer}
          onPointerDown={onPointer}
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={left}
                x2={right}
                y1={y(tick)}
                y2={y(tick)}
                stroke="currentColor"
                strokeOpacity="0.25"
              />
              <text x={left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize="12" fill="currentColor">
                {compactY(tick)}
              </text>
            </g>
          ))}
          {xValues.map((value, i) =>
            i % labelEvery === 0 || i === count - 1 ? (
              <text
                key={value}
                x={xCenter(i)}
                y={HEIGHT - MARGIN.bottom + 16}
                textAnchor="middle"
                fontSize="12"
                fill="currentColor"
              >
                {value}
              </text>
            ) : null,
          )}
          <text x={(left + right) / 2} y={HEIGHT - 4} textAnchor="middle" fontSize="12" fill="currentColor">
            {xLabel}
          </text>
          {kind === 'stacked'
            ? xValues.map((_, i) => {
                let base = 0;
                return (
                  <g key={i} opacity={active === null || active === i ? 1 : 0.55}>
                    {series.map((s) => {
                      const value = Math.max(0, s.values[i] ?? 0);
                      const y0 = y(base);
                      base += value;
                      return (
                        <rect
                          key={s.name}
                          className={TONES[s.tone]}
                          x={left + slot * i + slot * 0.12}
                          width={Math.max(1, slot * 0.76)}
                          y={y(base)}
                          height={Math.max(0, y0 - y(base))}
                          fill="currentColor"
                        />
                      );
                    })}
                  </g>
                );
              })
            : [
                shownBand && (
                  <polygon
                    key="band"
                    data-testid="chart-band"
                    className={TONES[shownBand.tone]}
                    fill="currentColor"
                    fillOpacity="0.2"
                    points={[
                      ...xValues.map((_, i) => `${xCenter(i)},${y(Math.max(0, shownBand.high[i] ?? 0))}`),
                      ...xValues
                        .map((_, i) => `${xCenter(i)},${y(Math.max(0, shownBand.low[i] ?? 0))}`)
                        .reverse(),
                    ].join(' ')}
                  />
                ),
                ...series.map((s, index) => (
                  <polyline
                    key={s.name}
                    className={TONES[s.tone]}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeDasharray={index === 1 ? '7 4' : undefined}
                    points={s.values.map((v, i) => `${xCenter(i)},${y(v)}`).join(' ')}
                  />
                )),
              ]}
          {kind === 'lines' && (
            <line
              x1={xCenter(shown)}
              x2={xCenter(shown)}
              y1={MARGIN.top}
              y2={HEIGHT - MARGIN.bottom}
              stroke="currentColor"
              strokeOpacity="0.5"
            />
          )}
        </svg>
      </div>
      <DataTable
        title={title}
        xLabel={xLabel}
        xValues={xValues}
        series={series}
        band={shownBand}
        formatX={formatX}
        formatY={formatY}
      />
    </figure>
  );
}

/**
 * Every value, for screen readers: in a clipped box (a table does not shrink to the 1 px of
 * sr-only by itself). Its own component, so that moving the readout or resizing the chart does
 * not render its rows again.
 */
const DataTable = memo(function DataTable({
  title,
  xLabel,
  xValues,
  series,
  band,
  formatX,
  formatY,
}: {
  title: string;
  xLabel: string;
  xValues: readonly number[];
  series: readonly ChartSeries[];
  band: ChartBand | undefined;
  formatX: (value: number) => string;
  formatY: (value: number) => string;
}) {
  const t = useSiteT<typeof en>();
  return (
    <div className="sr-only">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{xLabel}</th>
            {series.map((s) => (
              <th key={s.name} scope="col">
                {s.name}
              </th>
            ))}
            {band && <th scope="col">{band.name}</th>}
          </tr>
        </thead>
        <tbody>
          {xValues.map((value, i) => (
            <tr key={value}>
              <th scope="row">{formatX(value)}</th>
              {series.map((s) => (
                <td key={s.name}>{formatY(s.values[i] ?? 0)}</td>
              ))}
              {band && (
                <td>
                  {t('chartRange', { low: formatY(band.low[i] ?? 0), high: formatY(band.high[i] ?? 0) })}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
