// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

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

/** A fresh module each time: the prompt is shown at most once per page. */
async function register() {
  vi.resetModules();
  const { registerServiceWorker } = await import('./service-worker');
  registerServiceWorker();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const prompt = () => document.querySelector<HTMLElement>('[data-testid="update-prompt"]');

afterEach(() => {
  document.body.replaceChildren();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the service worker and the update prompt', () => {
  it('registers /sw.js', async () => {
    const { container } = fakeContainer({ controlled: false });
    await register();
    expect(container.register).toHaveBeenCalledWith('/sw.js');
    expect(prompt()).toBeNull();
  });

  it('asks before a new version takes over, and reloads once it has', async () => {
    const { registration, containerListeners } = fakeContainer({ controlled: true });
    await register();
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
    expect(containerListeners.controllerchange).toHaveLength(1);
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
