import { serveTask } from '~/lib/timed-worker';
import { runRegex } from './regex-tester';

serveTask(runRegex);
