// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from './locale';

type Listener = (event?: unknown) => void;

/** A stand-in for a ServiceWorker: its state, its messages and its statechange listeners. */
function fakeWorker(state: string) {
  const listeners: Listener[] = [];
  return {
    state,
    postMessage: vi.fn(),
    addEventListener: (_: string, listener: Listener) => listeners.push(listener),
    become(next: string) {
      this.state = next;
      for (const listener of listeners) listener();
    },
  };
}

function fakeContainer({ controlled, waiting = null }: { controlled: boolean; waiting?: unknown }) {
  const registrationListeners: Listener[] = [];
  const containerListeners: Record<string, Listener[]> = {};
  const registration = {
    waiting,
    installing: null as unknown,
    update: vi.fn(async () => undefined),
    addEventListener: (_: string, listener: Listener) => registrationListeners.push(listener),
    findUpdate(worker: unknown) {
      this.installing = worker;
      for (const listener of registrationListeners) listener();
    },
  };
  const container = {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
    addEventListener: (type: string, listener: Listener) => (containerListeners[type] ??= []).push(listener),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, registration, containerListeners };
}

/** A fresh module each time: the prompt is shown at most once per page. Its reload is a spy. */
async function register(locale: Locale = 'en') {
  vi.resetModules();
  (await import('./locale')).setPageLocale(locale);
  const { registerServiceWorker, page } = await import('./service-worker');
  const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
  registerServiceWorker();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { reload };
}

const prompt = () => document.querySelector<HTMLElement>('[data-testid="update-prompt"]');

// The root layout puts the update bar's words on <body>, in the page's language.
beforeEach(() =>
  Object.assign(document.body.dataset, { updateReady: 'A new version is available.', reload: 'Reload' }),
);

afterEach(() => {
  document.body.replaceChildren();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the service worker and the update prompt', () => {
  it('registers /sw.js over the site, and on another language’s page that language’s worker over its pages', async () => {
    const { container } = fakeContainer({ controlled: false });
    await register();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(prompt()).toBeNull();
    await register('de');
    expect(container.register).toHaveBeenLastCalledWith('/de/sw.js', { scope: '/de/' });
  });

  it('asks before a new version takes over, and reloads once it has', async () => {
    const { registration, containerListeners } = fakeContainer({ controlled: true });
    const { reload: pageReload } = await register();
    const worker = fakeWorker('installing');
    registration.findUpdate(worker);
    expect(prompt()).toBeNull();
    worker.become('installed');
    expect(prompt()?.getAttribute('role')).toBe('status');
    expect(prompt()?.textContent).toBe('A new version is available.Reload');
    const reload = prompt()!.querySelector('button')!;
    reload.click();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload.disabled).toBe(true);
    expect(pageReload).not.toHaveBeenCalled();
    for (const listener of containerListeners.controllerchange!) listener();
    expect(pageReload).toHaveBeenCalledTimes(1);
  });

  it('another tab pressed Reload: a visible tab shows the prompt, a hidden one reloads at once', async () => {
    const visible = fakeContainer({ controlled: true });
    const first = await register();
    for (const listener of visible.containerListeners.controllerchange!) listener();
    expect(first.reload).not.toHaveBeenCalled();
    expect(prompt()?.textContent).toBe('A new version is available.Reload');
    prompt()!.querySelector('button')!.click();
    expect(first.reload).toHaveBeenCalledTimes(1);

    document.body.replaceChildren();
    const hidden = fakeContainer({ controlled: true });
    const second = await register();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    for (const listener of hidden.containerListeners.controllerchange!) listener();
    visibility.mockRestore();
    expect(second.reload).toHaveBeenCalledTimes(1);
    expect(prompt()).toBeNull();
  });

  it('the first worker taking over a first visit changes nothing; the next one is a new release', async () => {
    const { containerListeners } = fakeContainer({ controlled: false });
    const { reload } = await register();
    for (const listener of containerListeners.controllerchange!) listener();
    expect(reload).not.toHaveBeenCalled();
    expect(prompt()).toBeNull();
    for (const listener of containerListeners.controllerchange!) listener();
    expect(prompt()).not.toBeNull();
  });

  it('checks for a new release on in-app navigation, at most once an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { registration } = fakeContainer({ controlled: true });
      await register();
      const link = Object.assign(document.createElement('a'), { href: '/time/' });
      link.addEventListener('click', (event) => event.preventDefault());
      const away = Object.assign(document.createElement('a'), { href: 'https://example.org/' });
      away.addEventListener('click', (event) => event.preventDefault());
      document.body.append(link, away);
      link.click();
      expect(registration.update).not.toHaveBeenCalled();
      vi.setSystemTime(Date.now() + 61 * 60 * 1000);
      away.click();
      expect(registration.update).not.toHaveBeenCalled();
      link.click();
      expect(registration.update).toHaveBeenCalledTimes(1);
      link.click();
      window.dispatchEvent(new PopStateEvent('popstate'));
      expect(registration.update).toHaveBeenCalledTimes(1);
      vi.setSystemTime(Date.now() + 61 * 60 * 1000);
      window.dispatchEvent(new PopStateEvent('popstate'));
      expect(registration.update).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers a worker already waiting from an earlier visit, once', async () => {
    const waiting = fakeWorker('installed');
    const { registration } = fakeContainer({ controlled: true, waiting });
    await register();
    expect(prompt()).not.toBeNull();
    const another = fakeWorker('installing');
    registration.findUpdate(another);
    another.become('installed');
    expect(document.querySelectorAll('[data-testid="update-prompt"]')).toHaveLength(1);
  });

  it('says nothing on the first install, when no page was stale', async () => {
    const { registration } = fakeContainer({ controlled: false });
    await register();
    const worker = fakeWorker('installing');
    registration.findUpdate(worker);
    worker.become('installed');
    expect(prompt()).toBeNull();
  });

  it('does nothing where service workers do not exist, and survives a refused registration', async () => {
    await register();
    const { container } = fakeContainer({ controlled: true });
    container.register.mockRejectedValueOnce(new Error('SecurityError'));
    await register();
    expect(prompt()).toBeNull();
  });
});
