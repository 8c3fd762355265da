import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { canonicalAddress } from './lib/address';

const canonical = canonicalAddress(window.location.pathname);
if (canonical !== window.location.pathname) {
  // '/TOOLS' or '/a//b': the host served 404.html, but React Router matches paths without regard
  // to case (its client ignores `caseSensitive` in 7.18), so hydrating would fail. Go to the
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

  // Offline support, after the page has loaded: its code is not part of the first load.
  const registerOffline = () =>
    void import('./lib/service-worker').then(
      (worker) => worker.registerServiceWorker(),
      () => undefined,
    );
  if (document.readyState === 'complete') registerOffline();
  else window.addEventListener('load', registerOffline, { once: true });
}
