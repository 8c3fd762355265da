// Lighthouse (mobile) on the production build: every kind of page (home, /tools, search, a
// category, the built tools with their example parameters, a pending tool), each LH_RUNS times
// (default 3), reporting the median. Run `npm run build` first. Lighthouse stays out of
// devDependencies (ARCHITECTURE.md): it runs through npx at the pinned version.
// Fails below performance 99 (median), LCP 1.5 s, or 100 in accessibility, best practices, SEO.
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';

const port = Number(process.env.LH_PORT ?? 4320);
const chrome = chromiumPath();

const runs = Number(process.env.LH_RUNS ?? 3);
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      '/',
      '/tools',
      '/search?q=age',
      '/calculators/',
      '/calculators/roman-numeral-converter?input=1994&mode=toRoman',
      '/calculators/percentage-calculator?m=of&x=15&y=200',
      '/finance/compound-interest-calculator',
    ];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  env: { ...process.env, PORT: String(port) },
});
await new Promise((resolve) => server.stdout.once('data', resolve));
mkdirSync('.lighthouse', { recursive: true });

// Lighthouse drives Chromium's new headless mode.
const flags = CHROMIUM_FLAGS.map((f) => (f === '--headless' ? '--headless=new' : f)).join(' ');

let failed = false;
try {
  console.log(`Median of ${runs} runs (mobile).`);
  console.log('page | performance | accessibility | best practices | SEO | FCP s | LCP s | TBT ms | CLS');
  for (const [i, path] of pages.entries()) {
    const reports = [];
    for (let run = 0; run < runs; run++) {
      const out = `.lighthouse/report-${i}-${run}.json`;
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
      reports.push(JSON.parse(readFileSync(out, 'utf8')));
    }
    const score = (id) => median(reports.map((r) => Math.round(r.categories[id].score * 100)));
    const metric = (id) => median(reports.map((r) => r.audits[id].numericValue));
    const scores = ['performance', 'accessibility', 'best-practices', 'seo'].map(score);
    const lcp = metric('largest-contentful-paint') / 1000;
    console.log(
      `${path} | ${scores.join(' | ')} | ${(metric('first-contentful-paint') / 1000).toFixed(2)} | ${lcp.toFixed(2)} | ${Math.round(metric('total-blocking-time'))} | ${metric('cumulative-layout-shift').toFixed(3)}`,
    );
    // Pages meant to be noindex (search, pending tools) lose SEO points for it on purpose.
    const seoExempt = reports[0].audits['is-crawlable']?.score === 0;
    if (
      scores[0] < 99 ||
      lcp >= 1.5 ||
      scores[1] < 100 ||
      scores[2] < 100 ||
      (!seoExempt && scores[3] < 100)
    ) {
      failed = true;
      const last = reports[reports.length - 1];
      for (const [id, a] of Object.entries(last.audits)) {
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
