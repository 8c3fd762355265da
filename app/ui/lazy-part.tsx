import { lazy, Suspense, type ComponentType } from 'react';
import { LateHydration } from '~/lib/hydrated';

/**
 * A part of a page in a chunk of its own, loaded on demand: a chart, a search box, a section below
 * the fold. It keeps the page's first load within the 130 KB budget. The prerender waits for the
 * part, so the static HTML has it and hydration keeps it while the chunk loads; the placeholder
 * (`placeholderClass` gives it the part's height) shows only on an in-app navigation.
 *
 * Declare each part in a module of its own, so a component test can mock it with the eager part.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, placeholderClass: string) {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={<div aria-hidden="true" className={placeholderClass} />}>
        <LateHydration>
          <Part {...props} />
        </LateHydration>
      </Suspense>
    );
  };
}
