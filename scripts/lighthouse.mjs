// Lighthouse (mobile) on the production build: home, /tools and the two first tools, with the
// spec's query parameters. Run `npm run build` first. Lighthouse stays out of devDependencies
// (ARCHITECTURE.md): it runs through npx at the pinned version.
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';

const port = Number(process.env.LH_PORT ?? 4320);
const chrome = chromiumPath();

const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      '/',
      '/tools',
      '/calculators/roman-numeral-converter?input=1994&mode=toRoman',
      '/calculators/percentage-calculator?m=of&x=15&y=200',
    ];

const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  env: { ...process.env, PORT: String(port) },
});
await new Promise((resolve) => server.stdout.once('data', resolve));
mkdirSync('.lighthouse', { recursive: true });

// Lighthouse drives Chromium's new headless mode.
const flags = CHROMIUM_FLAGS.map((f) => (f === '--headless' ? '--headless=new' : f)).join(' ');

let failed = false;
try {
  console.log('page | performance | accessibility | best practices | SEO | LCP | TBT | CLS');
  for (const [i, path] of pages.entries()) {
    const out = `.lighthouse/report-${i}.json`;
    execFileSync(
      'npx',
      [
        '-y',
        'lighthouse@12.8.2',
        `http://127.0.0.1:${port}${path}`,
        `--chrome-path=${chrome}`,
        `--chrome-flags=${flags}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const score = (id) => Math.round(report.categories[id].score * 100);
    const audit = (id) => report.audits[id].displayValue;
    const scores = ['performance', 'accessibility', 'best-practices', 'seo'].map(score);
    console.log(
      `${path} | ${scores.join(' | ')} | ${audit('largest-contentful-paint')} | ${audit('total-blocking-time')} | ${audit('cumulative-layout-shift')}`,
    );
    if (scores[0] < 95 || scores.slice(1).some((s) => s < 100)) {
      failed = true;
      for (const [id, a] of Object.entries(report.audits)) {
        if (
          a.score !== null &&
          a.score < 1 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual'
        ) {
          console.log(`   ${id}: ${a.score} ${a.displayValue ?? ''}`);
        }
      }
    }
  }
} finally {
  server.kill();
}
if (failed) process.exitCode = 1;
