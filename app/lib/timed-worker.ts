/**
 * Heavy or untrusted work off the main thread, with a time limit: a regex that backtracks for
 * minutes, or a 5 MB JSON document. The page stays responsive; past the limit the worker is
 * terminated (the only way to stop a runaway regex) and the caller gets 'timeout'.
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
  | { ok: false; reason: 'timeout' | 'error' | 'cancelled'; message: string; ms: number };

/** What a worker made by serveTask posts back. */
type TaskReply<T> = { ok: true; value: T } | { ok: false; message: string };

export interface RunOptions<I, O> {
  timeoutMs: number;
  /** Aborting (a newer input arrived) terminates the worker and resolves as 'cancelled'. */
  signal?: AbortSignal;
  /**
   * Where workers do not exist (unit tests, very old browsers) the task may run here instead,
   * without the time limit. Leave it out for work that must never run on the page's thread.
   */
  fallback?: (input: I) => O;
}

export function runInWorker<I, O>(
  createWorker: () => Worker,
  input: I,
  { timeoutMs, signal, fallback }: RunOptions<I, O>,
): Promise<TimedResult<O>> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  if (signal?.aborted)
    return Promise.resolve({ ok: false, reason: 'cancelled', message: 'Cancelled', ms: 0 });

  if (typeof Worker === 'undefined') {
    if (!fallback)
      return Promise.resolve({
        ok: false,
        reason: 'error',
        message: 'This browser cannot run the task in the background.',
        ms: 0,
      });
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
    } catch (error) {
      resolve({ ok: false, reason: 'error', message: messageOf(error), ms: elapsed() });
      return;
    }
    let settled = false;
    const finish = (result: TimedResult<O>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      worker.terminate();
      resolve(result);
    };
    const onAbort = () => finish({ ok: false, reason: 'cancelled', message: 'Cancelled', ms: elapsed() });
    const timer = setTimeout(
      () =>
        finish({
          ok: false,
          reason: 'timeout',
          message: `Took longer than ${formatSeconds(timeoutMs)} and was stopped.`,
          ms: elapsed(),
        }),
      timeoutMs,
    );
    signal?.addEventListener('abort', onAbort);
    worker.onmessage = (event: MessageEvent<TaskReply<O>>) => {
      const reply = event.data;
      finish(
        reply.ok
          ? { ok: true, value: reply.value, ms: elapsed() }
          : { ok: false, reason: 'error', message: reply.message, ms: elapsed() },
      );
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish({
        ok: false,
        reason: 'error',
        message: event.message || 'The background task failed.',
        ms: elapsed(),
      });
    };
    worker.postMessage(input);
  });
}

/** Worker side: answers each message with the task's result, or its error message. */
export function serveTask<I, O>(task: (input: I) => O): void {
  const scope = globalThis as unknown as {
    onmessage: ((event: MessageEvent<I>) => void) | null;
    postMessage: (reply: TaskReply<O>) => void;
  };
  scope.onmessage = (event) => {
    try {
      scope.postMessage({ ok: true, value: task(event.data) });
    } catch (error) {
      scope.postMessage({ ok: false, message: messageOf(error) });
    }
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}
