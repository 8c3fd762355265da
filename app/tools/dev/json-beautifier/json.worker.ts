// The JSON beautifier's Web Worker: formats large documents off the page's thread (JsonBeautifier.tsx).
import { serveTask } from '~/lib/timed-worker';
import { formatJson } from './json-beautifier';

serveTask(formatJson);
