// Budget report (ARCHITECTURE.md): gzip JavaScript loaded by every prerendered page of
// build/client, following static imports. Fails when a page loads more than 130 KB gzip in all,
// or when a tool page's own chunks (those the pending-tool page does not load) pass 25 KB gzip.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = 'build/client';
const TOTAL_LIMIT_KB = 130;
const OWN_LIMIT_KB = 25;
const BASELINE_PAGE = '/finance/compound-interest-calculator'; // a pending tool: wrapper and shell only

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path);
    return name === 'index.html' ? [path] : [];
  });
}

const gzipCache = new Map();
function gzipKb(asset) {
  if (!gzipCache.has(asset))
    gzipCache.set(asset, gzipSync(readFileSync(join(root, asset)), { level: 9 }).length / 1024);
  return gzipCache.get(asset);
}

/** Every JS file a page loads before it is interactive: the HTML's references and their static imports. */
function jsOf(html) {
  const seen = new Set();
  const queue = [...html.matchAll(/\/assets\/[^"'\s)]+\.js/g)].map((m) => m[0].slice(1));
  while (queue.length) {
    const asset = queue.pop();
    if (seen.has(asset)) continue;
    seen.add(asset);
    const code = readFileSync(join(root, asset), 'utf8');
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(posix.join(posix.dirname(asset), m[1]));
    }
  }
  return seen;
}

const pages = htmlFiles(root)
  .map((file) => {
    const route =
      '/' +
      relative(root, file)
        .replace(/\\/g, '/')
        .replace(/\/?index\.html$/, '');
    return { route, js: jsOf(readFileSync(file, 'utf8')) };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const baseline = pages.find((p) => p.route === BASELINE_PAGE)?.js ?? new Set();
const sum = (files) => [...files].reduce((kb, f) => kb + gzipKb(f), 0);

let failures = 0;
const rows = pages.map(({ route, js }) => {
  const total = sum(js);
  const own = sum([...js].filter((f) => !baseline.has(f)));
  const isTool = route.split('/').length === 3 && route !== '/404';
  const over = total > TOTAL_LIMIT_KB || (isTool && own > OWN_LIMIT_KB);
  if (over) failures++;
  return { route, files: js.size, total, own, over };
});

const width = Math.max(...rows.map((r) => r.route.length));
console.log(`${'route'.padEnd(width)}  files  total KB gz  own KB gz`);
for (const r of rows) {
  console.log(
    `${r.route.padEnd(width)}  ${String(r.files).padStart(5)}  ${r.total.toFixed(1).padStart(11)}  ${r.own
      .toFixed(1)
      .padStart(9)}${r.over ? '  OVER BUDGET' : ''}`,
  );
}
const max = rows.reduce((a, b) => (b.total > a.total ? b : a));
const maxOwn = rows.reduce((a, b) => (b.own > a.own ? b : a));
console.log(
  `\n${rows.length} pages. Largest: ${max.route} ${max.total.toFixed(1)} KB gzip (limit ${TOTAL_LIMIT_KB}); ` +
    `largest own chunks: ${maxOwn.route} ${maxOwn.own.toFixed(1)} KB gzip (limit ${OWN_LIMIT_KB}).`,
);
if (failures) {
  console.error(`${failures} page(s) over budget.`);
  process.exit(1);
}
