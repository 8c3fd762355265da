import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInWorker, serveTask } from './timed-worker';

interface FakeTiming {
  /** When the worker's script has loaded and it says 'ready' (null: never). */
  readyMs?: number | null;
  /** How long the task takes once a message reaches it (null: forever). */
  replyMs?: number | null;
  /** The script fails to load: an error event at `readyMs` instead of 'ready'. */
  loadError?: boolean;
}

/**
 * A stand-in Worker that behaves like a real one: messages posted before its script has loaded
 * wait in a queue; once loaded it says 'ready' (as serveTask does) and then runs `task` on each
 * message after `replyMs`. Records terminate().
 */
class FakeWorker {
  static last: FakeWorker | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  private loaded = false;
  private queue: unknown[] = [];
  constructor(
    private task: (input: unknown) => unknown,
    private timing: FakeTiming,
  ) {
    FakeWorker.last = this;
    const { readyMs = 0, loadError = false } = timing;
    if (readyMs === null) return;
    setTimeout(() => {
      if (this.terminated) return;
      if (loadError) {
        this.onerror?.({ message: '', preventDefault() {} } as ErrorEvent);
        return;
      }
      this.loaded = true;
      this.onmessage?.({ data: { ready: true } } as MessageEvent);
      for (const input of this.queue.splice(0)) this.run(input);
    }, readyMs);
  }
  postMessage(input: unknown) {
    if (this.loaded) this.run(input);
    else this.queue.push(input);
  }
  private run(input: unknown) {
    const { replyMs = 0 } = this.timing;
    if (replyMs === null) return;
    setTimeout(() => {
      if (this.terminated) return;
      try {
        this.onmessage?.({ data: { ok: true, value: this.task(input) } } as MessageEvent);
      } catch (error) {
        this.onmessage?.({ data: { ok: false, message: (error as Error).message } } as MessageEvent);
      }
    }, replyMs);
  }
  terminate() {
    this.terminated = true;
  }
}

const fake =
  (task: (input: unknown) => unknown, timing: FakeTiming = {}) =>
  () =>
    new FakeWorker(task, timing) as unknown as Worker;

describe('runInWorker', () => {
  afterEach(() => {});

  it('returns the worker’s answer and terminates it', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const result = await runInWorker(
      fake((n) => (n as number) * 2, { replyMs: 5 }),
      21,
      { timeoutMs: 1000 },
    );
    expect(result).toMatchObject({ ok: true, value: 42 });
    expect(FakeWorker.last?.terminated).toBe(true);
  });

  it('stops a worker that runs past the limit and says so', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
    const pending = runInWorker(
      fake(() => 1, { replyMs: null }),
      'x',
      { timeoutMs: 1000 },
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toMatchObject({
      ok: false,
      reason: 'timeout',
      message: '',
    });
    expect(FakeWorker.last?.terminated).toBe(true);
  });

  it('does not count the worker’s start-up against the limit (a slow first load)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
    // The script takes 5 s to arrive (the service worker is precaching), the task 5 ms.
    const pending = runInWorker(
      fake((n) => (n as number) + 1, { readyMs: 5000, replyMs: 5 }),
      1,
      { timeoutMs: 1000 },
    );
    await vi.advanceTimersByTimeAsync(5005);
    expect(await pending).toMatchObject({ ok: true, value: 2 });
  });

  it('counts the limit from the moment the worker is ready', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
    let result: unknown = null;
    void runInWorker(
      fake(() => 1, { readyMs: 3000, replyMs: null }),
      'x',
      { timeoutMs: 1000 },
    ).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(3999);
    expect(result).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toMatchObject({ ok: false, reason: 'timeout' });
  });

  it('reports a worker that never starts as a load failure, after the start-up limit', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
    let result: unknown = null;
    void runInWorker(
      fake(() => 1, { readyMs: null }),
      'x',
      { timeoutMs: 1000, loadTimeoutMs: 20_000 },
    ).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(19_999);
    expect(result).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toMatchObject({ ok: false, reason: 'load-failed' });
    expect(FakeWorker.last?.terminated).toBe(true);
  });

  it('reports a script that fails to load as a load failure, not as the task’s error', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    expect(
      await runInWorker(
        fake(() => 1, { readyMs: 1, loadError: true }),
        'x',
        { timeoutMs: 1000 },
      ),
    ).toMatchObject({ ok: false, reason: 'load-failed', message: '' });
    const throwing = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    expect(await runInWorker(throwing, 'x', { timeoutMs: 1000 })).toMatchObject({
      ok: false,
      reason: 'load-failed',
      message: '',
    });
  });

  it('passes the task’s error message on', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const result = await runInWorker(
      fake(() => {
        throw new SyntaxError('Invalid regular expression: /(/: Unterminated group');
      }),
      '(',
      { timeoutMs: 1000 },
    );
    expect(result).toMatchObject({
      ok: false,
      reason: 'error',
      message: 'Invalid regular expression: /(/: Unterminated group',
    });
  });

  it('cancels when its signal aborts (a newer input arrived)', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const controller = new AbortController();
    const pending = runInWorker(
      fake(() => 1, { replyMs: 50 }),
      'x',
      { timeoutMs: 1000, signal: controller.signal },
    );
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, reason: 'cancelled' });
    expect(FakeWorker.last?.terminated).toBe(true);
    expect(
      await runInWorker(
        fake(() => 1),
        'x',
        { timeoutMs: 10, signal: controller.signal },
      ),
    ).toMatchObject({
      reason: 'cancelled',
    });
  });

  it('where workers do not exist: runs the fallback if given, else says the browser cannot', async () => {
    vi.stubGlobal('Worker', undefined);
    const task = vi.fn(() => 0);
    expect(await runInWorker(fake(task), 4, { timeoutMs: 10, fallback: (n: number) => n + 1 })).toMatchObject(
      { ok: true, value: 5 },
    );
    expect(await runInWorker(fake(task), 4, { timeoutMs: 10 })).toMatchObject({
      ok: false,
      reason: 'unavailable',
      message: '',
    });
    expect(
      await runInWorker(fake(task), 4, {
        timeoutMs: 10,
        fallback: () => {
          throw new Error('bad');
        },
      }),
    ).toMatchObject({ ok: false, reason: 'error', message: 'bad' });
    expect(task).not.toHaveBeenCalled();
  });
});

describe('serveTask', () => {
  it('says it is ready, then answers each message with the result or the error message', () => {
    const posted: unknown[] = [];
    vi.stubGlobal('postMessage', (reply: unknown) => posted.push(reply));
    serveTask((s: string) => {
      if (s === 'bad') throw new Error('nope');
      return s.length;
    });
    expect(posted).toEqual([{ ready: true }]);
    const handler = (globalThis as unknown as { onmessage: (event: { data: string }) => void }).onmessage;
    handler({ data: 'abcd' });
    handler({ data: 'bad' });
    expect(posted).toEqual([{ ready: true }, { ok: true, value: 4 }, { ok: false, message: 'nope' }]);
    vi.unstubAllGlobals();
  });
});
