/**
 * Heavy or untrusted work off the main thread, with a time limit: a regex that backtracks for
 * minutes, or a 5 MB JSON document. The page stays responsive; past the limit the worker is
 * terminated (the only way to stop a runaway regex) and the caller gets 'timeout'.
 *
 * The limit starts when the worker says it is ready (its script has loaded and serveTask is
 * listening), not when it is created: on a first visit the worker's script is fetched alongside
 * everything the service worker precaches, and that wait is not the task's. Starting up has its
 * own, generous limit; a worker that never starts is a 'load-failed', never a 'timeout'.
 *
 * Page side:
 *   const result = await runInWorker(
 *     () => new Worker(new URL('./regex.worker.ts', import.meta.url), { type: 'module' }),
 *     input,
 *     { timeoutMs: 1000, signal },
 *   );
 * (Vite only bundles a worker written exactly as `new Worker(new URL(...), ...)` at the call site,
 * hence the factory.) Worker side, in `regex.worker.ts`: `serveTask(findMatches)`.
 */

export type TimedResult<T> =
  | { ok: true; value: T; ms: number }
  | {
      ok: false;
      /**
       * 'timeout': the task ran past the limit. 'error': the task threw (its message). 'cancelled':
       * the signal aborted. 'unavailable': this browser has no Web Workers (and no fallback was
       * given). 'load-failed': the worker could not be created, its script failed to load, or it
       * did not say ready within the start-up limit.
       */
      reason: 'timeout' | 'error' | 'cancelled' | 'unavailable' | 'load-failed';
      /** The task's own error message ('error'); empty otherwise: the page words each reason itself. */
      message: string;
      ms: number;
    };

/** What a worker made by serveTask posts: 'ready' once, then one reply per message. */
type WorkerMessage<T> = { ready: true } | { ok: true; value: T } | { ok: false; message: string };

/** How long a worker may take to load its script and say ready, unless the caller says otherwise. */
export const WORKER_LOAD_TIMEOUT_MS = 20_000;

export interface RunOptions<I, O> {
  /** The task's time limit, counted from the moment the worker is ready. */
  timeoutMs: number;
  /** The limit for the worker to load and say ready (default WORKER_LOAD_TIMEOUT_MS). */
  loadTimeoutMs?: number;
  /** Aborting (a newer input arrived) terminates the worker and resolves as 'cancelled'. */
  signal?: AbortSignal;
  /**
   * Where workers do not exist (very old browsers) the task may run here instead, without the time
   * limit. Leave it out for work that must never run on the page's thread (untrusted patterns).
   */
  fallback?: (input: I) => O;
}

export function runInWorker<I, O>(
  createWorker: () => Worker,
  input: I,
  { timeoutMs, loadTimeoutMs = WORKER_LOAD_TIMEOUT_MS, signal, fallback }: RunOptions<I, O>,
): Promise<TimedResult<O>> {
  const created = performance.now();
  // Until the worker is ready, time counts from its creation; then from the moment it was ready.
  let started = created;
  const elapsed = () => Math.round(performance.now() - started);
  if (signal?.aborted) return Promise.resolve({ ok: false, reason: 'cancelled', message: '', ms: 0 });

  if (typeof Worker === 'undefined') {
    if (!fallback) return Promise.resolve({ ok: false, reason: 'unavailable', message: '', ms: 0 });
    try {
      return Promise.resolve({ ok: true, value: fallback(input), ms: elapsed() });
    } catch (error) {
      return Promise.resolve({ ok: false, reason: 'error', message: messageOf(error), ms: elapsed() });
    }
  }

  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = createWorker();
    } catch {
      resolve({ ok: false, reason: 'load-failed', message: '', ms: 0 });
      return;
    }
    let settled = false;
    let ready = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (result: TimedResult<O>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      worker.terminate();
      resolve(result);
    };
    const onAbort = () => finish({ ok: false, reason: 'cancelled', message: '', ms: elapsed() });
    timer = setTimeout(
      () => finish({ ok: false, reason: 'load-failed', message: '', ms: elapsed() }),
      loadTimeoutMs,
    );
    signal?.addEventListener('abort', onAbort);
    worker.onmessage = (event: MessageEvent<WorkerMessage<O>>) => {
      const message = event.data;
      if ('ready' in message) {
        if (ready || settled) return;
        // Loaded: now the task gets its input, and its time limit.
        ready = true;
        started = performance.now();
        clearTimeout(timer);
        timer = setTimeout(
          () =>
            finish({
              ok: false,
              reason: 'timeout',
              message: '',
              ms: elapsed(),
            }),
          timeoutMs,
        );
        worker.postMessage(input);
        return;
      }
      finish(
        message.ok
          ? { ok: true, value: message.value, ms: elapsed() }
          : { ok: false, reason: 'error', message: message.message, ms: elapsed() },
      );
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish(
        ready
          ? {
              ok: false,
              reason: 'error',
              message: event.message,
              ms: elapsed(),
            }
          : // Before 'ready' an error means the script did not load or did not run.
            { ok: false, reason: 'load-failed', message: '', ms: elapsed() },
      );
    };
  });
}

/**
 * Worker side: says 'ready' once the script has loaded (the page then starts the time limit and
 * sends the input), then answers each message with the task's result, or its error message.
 */
export function serveTask<I, O>(task: (input: I) => O): void {
  const scope = globalThis as unknown as {
    onmessage: ((event: MessageEvent<I>) => void) | null;
    postMessage: (message: WorkerMessage<O>) => void;
  };
  scope.onmessage = (event) => {
    try {
      scope.postMessage({ ok: true, value: task(event.data) });
    } catch (error) {
      scope.postMessage({ ok: false, message: messageOf(error) });
    }
  };
  scope.postMessage({ ready: true });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
