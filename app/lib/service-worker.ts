/**
 * The offline service worker (build/client/sw.js, written by Workbox in scripts/postbuild.mjs):
 * registered once the page has loaded, in a chunk of its own. A new release is not served
 * silently: when a new worker is waiting, a quiet prompt offers to reload, and the reload waits
 * until the new worker has taken over.
 *
 * - A visitor who stays on the site and moves between tools (in-app navigation, no full load) is
 *   checked for a new release too, at most once an hour.
 * - When the new worker takes over because Reload was pressed in another tab, this tab's code is
 *   the old release, whose chunks the new worker no longer holds: a hidden tab reloads at once
 *   (its state is in its address), a visible one shows the prompt.
 */
import { localizedPath, pageLocale } from './locale';
import { noticeButton, showNoticeBar } from './notice-bar';

/** How often in-app navigation may ask the server for a new sw.js. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The page's reload, in one place (tests replace it). */
export const page = { reload: () => window.location.reload() };

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // The first worker to take a page over (its first visit) runs the release the page already
  // runs; any change of worker after that means a new release took over.
  let controlled = container.controller !== null;
  let reloadAsked = false;
  container.addEventListener('controllerchange', () => {
    const wasControlled = controlled;
    controlled = true;
    if (reloadAsked) page.reload();
    else if (!wasControlled) return;
    else if (document.visibilityState === 'hidden') page.reload();
    else offerReload(() => page.reload());
  });

  // The page's language's worker, over that language's pages (/de/sw.js over /de/): it precaches
  // those pages only (scripts/postbuild.mjs).
  const locale = pageLocale();
  container
    .register(localizedPath('/sw.js', locale), { scope: localizedPath('/', locale) })
    .then((registration) => {
      const offer = (waiting: ServiceWorker) =>
        offerReload(() => {
          reloadAsked = true;
          // Workbox's worker activates on this message (skipWaiting is off, so nothing changes unasked).
          waiting.postMessage({ type: 'SKIP_WAITING' });
        });
      // A worker already waiting from an earlier visit.
      if (registration.waiting && container.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          // The first install (no controller yet) needs no prompt: there was nothing stale.
          if (installing.state === 'installed' && container.controller) offer(installing);
        });
      });
      watchInAppNavigation(registration);
    })
    .catch(() => {
      // No offline support (private mode, a host without sw.js): the site works as before.
    });
}

/**
 * In-app navigation starts with a click on a link of ours or with Back/Forward; either asks the
 * server for a new sw.js when the last check (the page load counts) is an hour old or more.
 */
function watchInAppNavigation(registration: ServiceWorkerRegistration): void {
  let lastCheck = Date.now();
  const check = () => {
    if (Date.now() - lastCheck < UPDATE_CHECK_MS) return;
    lastCheck = Date.now();
    registration.update().catch(() => {
      // Offline or the server is down: the next navigation after an hour tries again.
    });
  };
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) check();
    },
    true,
  );
  window.addEventListener('popstate', check);
}

let shown = false;

/** A polite notice: the message and a Reload button, in the page's language (the root layout puts the words on <body>). */
function offerReload(onReload: () => void): void {
  if (shown) return;
  shown = true;
  const text = document.createElement('span');
  text.textContent = document.body.dataset.updateReady ?? '';
  const reload = noticeButton(document.body.dataset.reload ?? '', (button) => {
    button.disabled = true;
    onReload();
  });
  showNoticeBar([text, reload], { role: 'status', 'data-testid': 'update-prompt' });
}
