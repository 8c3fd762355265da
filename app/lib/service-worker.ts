/**
 * The offline service worker (build/client/sw.js, written by Workbox in scripts/postbuild.mjs):
 * registered once the page has loaded, in a chunk of its own. A new release is not served
 * silently: when a new worker is waiting, a quiet prompt offers to reload, and the reload waits
 * until the new worker has taken over.
 */
export const UPDATE_MESSAGE = 'A new version is available';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js')
    .then((registration) => {
      // A worker already waiting from an earlier visit.
      if (registration.waiting && navigator.serviceWorker.controller) offerReload(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          // The first install (no controller yet) needs no prompt: there was nothing stale.
          if (installing.state === 'installed' && navigator.serviceWorker.controller) offerReload(installing);
        });
      });
    })
    .catch(() => {
      // No offline support (private mode, a host without sw.js): the site works as before.
    });
}

let shown = false;

/** A small polite bar at the bottom: the message and a Reload button (no HTML from any input). */
function offerReload(waiting: ServiceWorker): void {
  if (shown) return;
  shown = true;
  const bar = document.createElement('div');
  bar.setAttribute('role', 'status');
  bar.dataset.testid = 'update-prompt';
  bar.className =
    'print:hidden fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 text-sm text-slate-900 shadow-lg dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';
  const text = document.createElement('span');
  text.textContent = `${UPDATE_MESSAGE}.`;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload';
  reload.className =
    'min-h-10 rounded-lg bg-blue-700 px-3.5 py-2 font-medium text-white hover:bg-blue-800 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400';
  reload.addEventListener('click', () => {
    reload.disabled = true;
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    // Workbox's worker activates on this message (skipWaiting is off, so nothing changes unasked).
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
  bar.append(text, reload);
  document.body.append(bar);
}
