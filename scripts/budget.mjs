// Budget report (ARCHITECTURE.md, 'Budgets') over the last build's prerendered pages.
// - initial: gzip JavaScript a page loads before it is interactive (the modules its HTML imports
//   and their static imports);
// - own: the part of that no other page shares with every page (the shared baseline is the set of
//   chunks every page loads, computed, not a hard-coded page);
// - on demand: chunks reachable only through dynamic import() (QR encoder, calendar files, the
//   Temporal polyfill), with their static imports, not counting what the page already loaded.
// Fails above: initial 130 KB for any page; own 15 KB for a tool page; on demand 60 KB for a page.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = 'build/client';
const LIMITS = { initial: 130, own: 15, onDemand: 60 };

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

const importsCache = new Map();
/** A chunk's static and dynamic imports, as asset paths. */
function importsOf(asset) {
  if (!importsCache.has(asset)) {
    const code = readFileSync(join(root, asset), 'utf8');
    const resolve = (m) => posix.join(posix.dirname(asset), m[1]);
    importsCache.set(asset, {
      static: [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map(resolve),
      dynamic: [...code.matchAll(/\bimport\(\s*[`"'](\.{1,2}\/[^`"']+\.js)[`"']\s*\)/g)].map(resolve),
    });
  }
  return importsCache.get(asset);
}

/** Everything `start` loads through static imports, and through dynamic ones too if asked. */
function closure(start, { dynamic = false } = {}) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length) {
    const asset = queue.pop();
    if (seen.has(asset)) continue;
    seen.add(asset);
    queue.push(...importsOf(asset).static, ...(dynamic ? importsOf(asset).dynamic : []));
  }
  return seen;
}

function analyse(html) {
  const initial = closure([...html.matchAll(/\/assets\/[^"'`\s)]+\.js/g)].map((m) => m[0].slice(1)));
  const dynamicRoots = [...initial].flatMap((a) => importsOf(a).dynamic).filter((a) => !initial.has(a));
  const onDemand = new Set([...closure(dynamicRoots, { dynamic: true })].filter((a) => !initial.has(a)));
  return { initial, onDemand };
}

const pages = htmlFiles(root)
  .map((file) => {
    const route =
      '/' +
      relative(root, file)
        .replace(/\\/g, '/')
        .replace(/\/?index\.html$/, '');
    return { route, ...analyse(readFileSync(file, 'utf8')) };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

// The shared baseline: chunks every page loads (React, the router, the shell).
const shared = new Set(pages[0].initial);
for (const page of pages) for (const asset of shared) if (!page.initial.has(asset)) shared.delete(asset);

const sum = (files) => [...files].reduce((kb, f) => kb + gzipKb(f), 0);
const isToolPage = (route) => route.split('/').length === 3;

let failures = 0;
const rows = pages.map(({ route, initial, onDemand }) => {
  const row = {
    route,
    initial: sum(initial),
    own: sum([...initial].filter((f) => !shared.has(f))),
    onDemand: sum(onDemand),
  };
  row.over = [
    row.initial > LIMITS.initial && `initial > ${LIMITS.initial}`,
    isToolPage(route) && row.own > LIMITS.own && `own > ${LIMITS.own}`,
    row.onDemand > LIMITS.onDemand && `on demand > ${LIMITS.onDemand}`,
  ].filter(Boolean);
  if (row.over.length) failures++;
  return row;
});

const width = Math.max(...rows.map((r) => r.route.length));
const kb = (n, w) => n.toFixed(1).padStart(w);
console.log(`Shared baseline (every page): ${shared.size} chunks, ${sum(shared).toFixed(1)} KB gzip.`);
console.log(`${'route'.padEnd(width)}  initial KB  own KB  on demand KB`);
for (const r of rows) {
  console.log(
    `${r.route.padEnd(width)}  ${kb(r.initial, 10)}  ${kb(r.own, 6)}  ${kb(r.onDemand, 12)}${r.over.length ? `  OVER BUDGET (${r.over.join(', ')})` : ''}`,
  );
}
const largest = (key, filter = () => true) =>
  rows.filter((r) => filter(r.route)).reduce((a, b) => (b[key] > a[key] ? b : a));
const line = (key, filter) => {
  const r = largest(key, filter);
  return `${r.route} ${r[key].toFixed(1)} KB (limit ${LIMITS[key]})`;
};
console.log(
  `\n${rows.length} pages. Largest initial: ${line('initial')}; own (tool pages): ${line('own', isToolPage)}; on demand: ${line('onDemand')}.`,
);
if (failures) {
  console.error(`${failures} page(s) over budget.`);
  process.exit(1);
}
