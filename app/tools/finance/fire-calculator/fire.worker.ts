// The FIRE calculator's Web Worker: the Monte Carlo and the rest of the result, off the page's
// thread (fire-run.ts).
import { serveTask } from '~/lib/timed-worker';
import { fireCalculator } from './fire-calculator';

serveTask(fireCalculator);
