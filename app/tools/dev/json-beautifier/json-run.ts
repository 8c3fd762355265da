/**
 * What the page loads on demand (json-engine.ts): the formatter, the run of a large document in a
 * Web Worker, and the sample (needed only on a click). Kept out of the page's first load.
 */
import { runInWorker, type TimedResult } from '~/lib/timed-worker';
import { formatJson } from './json-beautifier';
import { WORKER_TIMEOUT_MS, type FormatInput, type FormatOutcome } from './json-constants';

export { formatJson };

/** 'Load sample': a small document with every kind of value, short enough to stay in the link. */
export const SAMPLE_JSON =
  '{"id":1024,"name":"Café Lumière","open":true,"rating":4.7,"tags":["coffee","wifi","outdoor seating"],' +
  '"address":{"street":"12 Rue des Fleurs","city":"Lyon","country":"FR","geo":{"lat":45.764,"lng":4.8357}},' +
  '"hours":[{"days":"Mon–Fri","from":"07:30","to":"18:00"},{"days":"Sat","from":"09:00","to":"16:00"}],' +
  '"closedOn":null}';

/**
 * Formats a large document in a Web Worker (json.worker.ts), so the page stays responsive.
 * Aborting the signal (a newer input) stops it. Where workers do not exist it runs here: a JSON
 * document is the visitor's own data and formatting it is linear, so the page's thread is safe.
 */
export function formatInWorker(input: FormatInput, signal: AbortSignal): Promise<TimedResult<FormatOutcome>> {
  return runInWorker(
    () => new Worker(new URL('./json.worker.ts', import.meta.url), { type: 'module' }),
    input,
    { timeoutMs: WORKER_TIMEOUT_MS, signal, fallback: formatJson },
  );
}
