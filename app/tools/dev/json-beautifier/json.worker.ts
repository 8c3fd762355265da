// The JSON beautifier's Web Worker: formats large documents off the page's thread (JsonBeautifier.tsx).
// Relative imports only, so the worker bundle needs no path alias.
import { serveTask } from '../../../lib/timed-worker';
import { formatJson } from './json-beautifier';

serveTask(formatJson);
