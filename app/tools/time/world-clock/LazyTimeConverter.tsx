import { lazy, Suspense } from 'react';

const TimeConverter = lazy(() =>
  import('./TimeConverter').then((module) => ({ default: module.TimeConverter })),
);

/**
 * The time zone converter in a chunk of its own: it sits below the watched cities, the prerender
 * waits for it (so the static page has it) and hydration keeps it while the chunk loads. Keeping
 * it out of the first load keeps this page within the 130 KB budget.
 */
export function LazyTimeConverter() {
  return (
    <Suspense fallback={<div aria-hidden="true" className="min-h-[28rem]" />}>
      <TimeConverter />
    </Suspense>
  );
}
