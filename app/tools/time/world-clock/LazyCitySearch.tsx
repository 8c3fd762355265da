import { lazy, Suspense, type ComponentProps } from 'react';
import type { CitySearch as CitySearchComponent } from './CitySearch';

const CitySearch = lazy(() => import('./CitySearch').then((module) => ({ default: module.CitySearch })));

/**
 * The city search in a chunk of its own: the prerender waits for it, so the static page shows
 * the box and hydration keeps it while the chunk loads. Keeping it out of the first load keeps
 * this page within the 130 KB budget.
 */
export function LazyCitySearch(props: ComponentProps<typeof CitySearchComponent>) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="h-[4.75rem]" />}>
      <CitySearch {...props} />
    </Suspense>
  );
}
