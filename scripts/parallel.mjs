// Runs npm scripts at the same time and fails if any fails: `node scripts/parallel.mjs a b c`.
// `npm test` is CPU-bound on two cores, so it keeps both busy: the type checker, ESLint and
// Prettier (a core each) beside the build (one core, touching none of their files); then the unit
// tests beside the nginx check and the Lighthouse sample (which mostly wait on a browser, and gate
// only what load does not change); the browser tests last, alone. (Unit tests beside the build
// took longer in all: each slows the other.) Each script's output is printed whole when it ends,
// so the outputs do not interleave.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) throw new Error('usage: node scripts/parallel.mjs <npm script>...');

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(npm, ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          process.stdout.write(
            `\n> ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n${output}`,
          );
          resolve(code);
        });
      }),
  ),
);
process.exit(results.some((code) => code !== 0) ? 1 : 0);
