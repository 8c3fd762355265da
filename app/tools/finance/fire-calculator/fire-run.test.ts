import { describe, expect, it, vi } from 'vitest';
import { fireCalculator } from './fire-calculator';
import { fireResultOf } from './fire-run';
import { DEFAULT_INPUT, type FireInput } from './inputs';

const withMaxAge = (maxAge: number): FireInput => ({ ...DEFAULT_INPUT, H: { ...DEFAULT_INPUT.H, maxAge } });

/** A worker whose script loads and answers as serveTask does, or fails to load. */
function fakeWorker(behaviour: 'answers' | 'fails') {
  const created: unknown[] = [];
  class FakeWorker {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;
    constructor() {
      created.push(this);
      setTimeout(() => {
        if (behaviour === 'fails') this.onerror?.({ message: '', preventDefault() {} });
        else this.onmessage?.({ data: { ready: true } });
      });
    }
    postMessage(input: FireInput) {
      setTimeout(() => this.onmessage?.({ data: { ok: true, value: fireCalculator(input) } }));
    }
    terminate() {}
  }
  vi.stubGlobal('Worker', FakeWorker);
  return created;
}

describe('fireResultOf', () => {
  it('without workers, gives a promise that React reads at once, with the result of the input', () => {
    vi.stubGlobal('Worker', undefined);
    const promise = fireResultOf(withMaxAge(90)) as Promise<unknown> & { status?: string; value?: unknown };
    expect(promise.status).toBe('fulfilled');
    expect(promise.value).toEqual(fireCalculator(withMaxAge(90)));
  });

  it('gives the same promise for an equal input, so a render thrown away does not start the work again', () => {
    vi.stubGlobal('Worker', undefined);
    expect(fireResultOf(withMaxAge(91))).toBe(fireResultOf(structuredClone(withMaxAge(91))));
    expect(fireResultOf(withMaxAge(91))).not.toBe(fireResultOf(withMaxAge(92)));
  });

  it('computes in a worker, once for each input', async () => {
    const created = fakeWorker('answers');
    const promise = fireResultOf(withMaxAge(93));
    expect(fireResultOf(withMaxAge(93))).toBe(promise);
    await expect(promise).resolves.toEqual(fireCalculator(withMaxAge(93)));
    expect(created).toHaveLength(1);
  });

  it('computes on the page when the worker cannot start', async () => {
    fakeWorker('fails');
    await expect(fireResultOf(withMaxAge(94))).resolves.toEqual(fireCalculator(withMaxAge(94)));
  });
});
