import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { HydratedRouter } from 'react-router/dom';
import { canonicalAddress, isEmbedAddress } from './lib/address';
import { isPublishedPrefix } from './lib/locale';

/** How long after the load event the offline worker is registered (then at the next idle moment). */
const OFFLINE_DELAY_MS = 3000;

type ManifestRoute = RouteObject & { parentId?: string };

/**
 * Every page's route starts with an optional language segment, so the router would read an unknown
 * first segment as a language: /xx/baking/ as the baking page in 'xx'. The host answers such an
 * address with 404.html; it stays that static page rather than hydrate into a page whose data does
 * not exist.
 */
function underUnknownLanguage(): boolean {
  const routes = Object.values(
    (window as unknown as { __reactRouterManifest: { routes: Record<string, ManifestRoute> } })
      .__reactRouterManifest.routes,
  );
  const children = (parentId?: string): RouteObject[] =>
    routes
      .filter((r) => r.parentId === parentId)
      .map((r) => ({ ...r, children: r.index ? undefined : children(r.id) }) as RouteObject);
  const lang = matchRoutes(children(), window.location)?.at(-1)?.params.lang;
  return lang !== undefined && !isPublishedPrefix(lang);
}

// Only the host's 404 page (404.html, for every address without a page: the not-found route,
// marked data-not-found) needs these checks; other pages skip them, and with them matching the
// address against the router's ~300 route variants (each optional segment doubles a route), which
// took 30 to 110 ms of a page's start at Lighthouse's 4x slowdown.
const notFound = document.querySelector('[data-not-found]') !== null;
const canonical = canonicalAddress(window.location.pathname);
if (notFound && underUnknownLanguage()) {
  // Left as the host served it: the static 'Page not found'.
} else if (canonical !== window.location.pathname) {
  // '/TOOLS' or '/a//b': the host served 404.html, but React Router matches paths without regard
  // to case (its client ignores `caseSensitive` in 7.18 and 8.4), so hydrating would fail. Go to the
  // lower-case address instead, as a server redirect would.
  window.location.replace(canonical + window.location.search + window.location.hash);
} else {
  // Only browsers without a native Temporal download the polyfill (about 19 KB gzip).
  if (!('Temporal' in globalThis)) await import('temporal-polyfill/global');

  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });

  // Offline support, registered once the page has loaded and then gone quiet: the worker's first
  // install downloads every page and chunk of the site (about 300 files), which must not compete
  // with this page's own start for a phone's network and CPU. (Measured on the loan calculator's
  // link, 2 cores, Lighthouse's trace categories: registering at 'load' doubled the time the
  // page's thread was blocked while it hydrated.)
  const registerOffline = () =>
    void import('./after-load').then(
      (after) => after.afterLoad(),
      () => undefined,
    );
  const whenQuiet = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(registerOffline, { timeout: 5000 });
      else registerOffline();
    }, OFFLINE_DELAY_MS);
  // An embedded tool gets its frame's behaviour instead: a reader of another site's page should
  // not download all of ours.
  if (isEmbedAddress(window.location.pathname))
    void import('./site/embed-frame').then(
      (frame) => frame.startEmbeddedTool(),
      () => undefined,
    );
  else if (document.readyState === 'complete') whenQuiet();
  else window.addEventListener('load', whenQuiet, { once: true });
}
