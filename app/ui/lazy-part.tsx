import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { LateHydration } from '~/lib/hydrated';
import { Button } from './Button';

/**
 * A part of a page in a chunk of its own, loaded on demand: a chart, a search box, a section below
 * the fold. It keeps the page's first load within the 130 KB budget. The prerender waits for the
 * part, so the static HTML has it and hydration keeps it while the chunk loads; the placeholder
 * (`placeholderClass` gives it the part's height) shows only on an in-app navigation. A chunk that
 * does not load (offline before the first visit finished, or an old page asking for a chunk a new
 * release removed) leaves a message and a Reload button in its place, never a blank page.
 *
 * Declare each part in a module of its own, so a component test can mock it with the eager part.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, placeholderClass: string) {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPart(props: P) {
    return (
      <LoadFailure>
        <Suspense fallback={<div aria-hidden="true" className={placeholderClass} />}>
          <LateHydration>
            <Part {...props} />
          </LateHydration>
        </Suspense>
      </LoadFailure>
    );
  };
}

/** The page's reload, in one place (tests replace it). */
export const page = { reload: () => window.location.reload() };

/** Catches a part that failed to load and offers a full reload, which fetches the current release. */
export class LoadFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      >
        <span>This part of the page could not load. Reloading fetches it again.</span>
        <Button onClick={() => page.reload()}>Reload</Button>
      </div>
    );
  }
}
