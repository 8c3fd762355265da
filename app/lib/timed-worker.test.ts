import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInWorker, serveTask } from './timed-worker';

/** A stand-in Worker: runs `task` after `delayMs` (or never), records terminate(). */
class FakeWorker {
  static last: FakeWorker | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor(
    private task: (input: unknown) => unknown,
    private delayMs: number | null,
  ) {
    FakeWorker.last = this;
  }
  postMessage(input: unknown) {
    if (this.delayMs === null) return;
    setTimeout(() => {
      if (this.terminated) return;
      try {
        this.onmessage?.({ data: { ok: true, value: this.task(input) } } as MessageEvent);
      } catch (error) {
        this.onmessage?.({ data: { ok: false, message: (error as Error).message } } as MessageEvent);
      }
    }, this.delayMs);
  }
  terminate() {
    this.terminated = true;
  }
}

const fake = (task: (input: unknown) => unknown, delayMs: number | null) => () =>
  new FakeWorker(task, delayMs) as unknown as Worker;

describe('runInWorker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('returns the worker’s answer and terminates it', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const result = await runInWorker(
      fake((n) => (n as number) * 2, 5),
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
      fake(() => 1, null),
      'x',
      { timeoutMs: 1000 },
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toMatchObject({
      ok: false,
      reason: 'timeout',
      message: 'Took longer than 1 second and was stopped.',
    });
    expect(FakeWorker.last?.terminated).toBe(true);
  });

  it('passes the task’s error message on', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const result = await runInWorker(
      fake(() => {
        throw new SyntaxError('Invalid regular expression: /(/: Unterminated group');
      }, 1),
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
      fake(() => 1, 50),
      'x',
      { timeoutMs: 1000, signal: controller.signal },
    );
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, reason: 'cancelled' });
    expect(FakeWorker.last?.terminated).toBe(true);
    expect(
      await runInWorker(
        fake(() => 1, 1),
        'x',
        { timeoutMs: 10, signal: controller.signal },
      ),
    ).toMatchObject({
      reason: 'cancelled',
    });
  });

  it('runs the fallback where workers do not exist, and refuses without one', async () => {
    vi.stubGlobal('Worker', undefined);
    expect(
      await runInWorker(
        fake(() => 0, 1),
        4,
        { timeoutMs: 10, fallback: (n: number) => n + 1 },
      ),
    ).toMatchObject({ ok: true, value: 5 });
    expect(
      await runInWorker(
        fake(() => 0, 1),
        4,
        { timeoutMs: 10 },
      ),
    ).toMatchObject({ ok: false, reason: 'error' });
    expect(
      await runInWorker(
        fake(() => 0, 1),
        4,
        {
          timeoutMs: 10,
          fallback: () => {
            throw new Error('bad');
          },
        },
      ),
    ).toMatchObject({ ok: false, reason: 'error', message: 'bad' });
  });
});

describe('serveTask', () => {
  it('answers each message with the result or the error message', () => {
    const posted: unknown[] = [];
    vi.stubGlobal('postMessage', (reply: unknown) => posted.push(reply));
    serveTask((s: string) => {
      if (s === 'bad') throw new Error('nope');
      return s.length;
    });
    const handler = (globalThis as unknown as { onmessage: (event: { data: string }) => void }).onmessage;
    handler({ data: 'abcd' });
    handler({ data: 'bad' });
    expect(posted).toEqual([
      { ok: true, value: 4 },
      { ok: false, message: 'nope' },
    ]);
    vi.unstubAllGlobals();
  });
});
