import { runInWorker } from '~/lib/timed-worker';
import { fireCalculator, type FireInput, type FireResult } from './fire-calculator';

/**
 * The result of an input, computed in a Web Worker (fire.worker.ts): the 1,000-run Monte Carlo
 * takes 10 to 20 ms on a laptop and four times that on a phone, in one piece, which would hold up
 * the page while it hydrates and at each keystroke. The promise is cached by value, so React's
 * `use` gets the same one on every render of the same input (renders that React throws away
 * included). Where there is nothing to wait for (the prerender, a browser without workers, a
 * component test), the promise comes already settled and `use` reads it at once. A worker that
 * fails to start or to finish leaves the work to the page, so the page always has its result.
 */
export function fireResultOf(input: FireInput): Promise<FireResult> {
  const key = JSON.stringify(input);
  const known = cache.get(key);
  if (known) return known;
  const promise =
    typeof Worker === 'undefined'
      ? settled(fireCalculator(input))
      : runInWorker<FireInput, FireResult>(
          () => new Worker(new URL('./fire.worker.ts', import.meta.url), { type: 'module' }),
          input,
          { timeoutMs: WORKER_TIMEOUT_MS },
        ).then((outcome) => (outcome.ok ? outcome.value : fireCalculator(input)));
  cache.set(key, promise);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return promise;
}

/** A stuck worker (never seen) is given up after this long, and the page computes the result itself. */
const WORKER_TIMEOUT_MS = 10_000;

/** Recent inputs kept: typing a digit and deleting it again finds the earlier result. */
const CACHE_SIZE = 16;
const cache = new Map<string, Promise<FireResult>>();

/** A promise React's `use` reads without suspending: its `status` and `value` say it is settled. */
function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}
