import { lazy, Suspense, type ComponentProps } from 'react';
import type { Chart as ChartComponent } from './Chart';

const Chart = lazy(() => import('./Chart').then((module) => ({ default: module.Chart })));

/**
 * The chart, in a chunk of its own loaded on demand: it sits below the figures, and keeping it
 * out of the first load keeps the pages that draw one within the 130 KB budget. The prerender
 * waits for it, so the static HTML has the chart and hydration keeps it while the chunk loads;
 * the placeholder only shows on an in-app navigation, at the chart's height.
 */
export function LazyChart(props: ComponentProps<typeof ChartComponent>) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="h-[22rem]" />}>
      <Chart {...props} />
    </Suspense>
  );
}
