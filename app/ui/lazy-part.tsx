import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { LateHydration } from '~/lib/hydrated';
import { useSiteT } from '~/lib/i18n';
import type en from './messages/en';

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

/**
 * Catches a part that failed to load and offers a full reload of the page (a plain link to its
 * own address, which the router leaves to the browser): it fetches the current release.
 */
export class LoadFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <LoadFailureMessage />;
  }
}

function LoadFailureMessage() {
  const t = useSiteT<typeof en>();
  return (
    <p role="alert">
      {t.rich('partFailed', {
        link: (
          <a className="underline" href={window.location.href}>
            {t('reloadPage')}
          </a>
        ),
      })}
    </p>
  );
}
