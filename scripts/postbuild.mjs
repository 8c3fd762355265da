// After `react-router build`, for every prerendered page of build/client:
// 1. inline the stylesheet, so the first paint waits for nothing but the HTML;
// 2. start the JavaScript after the first paint (afterFirstPaint below): the entry module starts a
//    worker that loads the browser's locale data, adds the module preloads and runs the app once
//    a frame has been painted;
// 3. mark every chunk a page loads at startup for eager compilation (compileHint below), and
//    leave the false flags out of React Router's route manifest;
// 4. put a strict content security policy first in <head>, with the hashes of the page's own
//    inline scripts (theme bootstrap, React Router's hydration data and entry) and of the
//    stylesheet.
// Then: 404.html for the static host (and no /404 page answering 200), `_headers`, and the
// offline service workers (sw.js, by Workbox), one a language, each precaching its language's
// pages, their .data files and every chunk, so that after one visit every tool opens and computes
// with no network.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { generateSW } from 'workbox-build';
import { contentSecurityPolicy, headersFile } from './security-headers.mjs';

const root = 'build/client';
/** The other languages' address prefixes (/de/…), all and published, from the catalogue the build wrote. */
const builtCatalogue = JSON.parse(readFileSync('build/catalogue.json', 'utf8'));
const LANGUAGE_PREFIXES = builtCatalogue.locales.filter((locale) => locale !== 'en');
const PUBLISHED_PREFIXES = builtCatalogue.published.filter((locale) => locale !== 'en');

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/**
 * The site's one stylesheet: the file the client code names (app/root.tsx links it only in dev;
 * the server pass of the build may leave a twin in assets, which is not the client's).
 */
function stylesheet() {
  const assets = join(root, 'assets');
  const named = new Set();
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    for (const m of readFileSync(join(assets, file), 'utf8').matchAll(/\/assets\/[\w.-]+\.css/g))
      named.add(m[0]);
  }
  if (named.size !== 1)
    throw new Error(`postbuild: expected the client to name one stylesheet, found ${[...named].join(', ')}`);
  const [href] = named;
  return readFileSync(join(root, href), 'utf8').replace(/<\/style/gi, '<\\/style');
}
const css = stylesheet();
const style = `<style>${css}</style>`;
const styleHash = createHash('sha256').update(css, 'utf8').digest('base64');

/** sha256 of every inline script the browser executes (JSON-LD is data, not script). */
function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attrs, body] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attrs ?? '') || /type="application\/(ld\+)?json"/.test(attrs ?? '')) continue;
    hashes.push(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return [...new Set(hashes)];
}

/**
 * A worker that only formats a number and a date and picks a plural, in the page's language (its
 * name is the page's `<html lang>`), so that the browser loads that language's locale data (ICU)
 * off the page's thread. That data is shared by the page's threads: loaded on the page's own
 * thread it took 35 to 50 ms here, 140 to 190 ms with Lighthouse's 4x CPU slowdown, in a task of
 * its own before hydration; once the worker has loaded it, the page's first number and date
 * formats take under 1 ms. (Warmed for English only, German and Japanese pages measured 150 to
 * 400 ms more blocking time than English ones.) If the worker cannot start, the page loads the
 * data when it first formats, as before. Written with a content hash, so it is cached like a
 * chunk and precached.
 */
const intlWarmupCode = [
  "const tag = self.name || 'en';",
  "new Intl.NumberFormat(tag, { numberingSystem: 'latn' }).format(0);",
  'new Intl.DateTimeFormat(tag).format(0);',
  'new Intl.PluralRules(tag).select(1);',
  'close();',
  '',
].join('\n');
const intlWarmup = `/assets/intl-warmup-${createHash('sha256').update(intlWarmupCode).digest('hex').slice(0, 8)}.js`;
writeFileSync(join(root, intlWarmup), intlWarmupCode);

/**
 * React Router's inline entry module, made to start the app only after the first paint. As
 * written it is an async module whose static imports load and run as soon as they can: on a fast
 * connection before the browser has painted, so the paint waited for the JavaScript (and
 * Lighthouse's simulation counted every script that arrived before the paint as blocking it:
 * LCP 0.9 s in one run, 2.1 s in the next). Now the module waits one frame, then adds the
 * modulepreload links (the whole module graph, fetched in parallel rather than as a waterfall)
 * and runs the same imports, in the same order, as dynamic ones. A hidden tab has no frames: it
 * starts at once.
 */
export function afterFirstPaint(html, preloadHrefs) {
  const entry = /<script type="module" async="">([\s\S]*?)<\/script>/;
  const match = entry.exec(html);
  if (!match) throw new Error('postbuild: no inline entry module found');
  const body = match[1]
    .replace(/^import "([^"]+)";$/gm, 'await import("$1");')
    .replace(/^import \* as (\w+) from "([^"]+)";$/gm, 'const $1 = await import("$2");');
  if (/^import\s/m.test(body)) throw new Error('postbuild: unexpected import in the entry module');
  const start = [
    "if (document.visibilityState === 'visible') await new Promise((go) => requestAnimationFrame(() => setTimeout(go)));",
    // The browser's locale data loads once per page process, on the thread that first formats a
    // number or a date: a worker does it while the modules download.
    `try { new Worker(${JSON.stringify(intlWarmup)}, { name: document.documentElement.lang }); } catch {}`,
    `for (const href of ${JSON.stringify(preloadHrefs)}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));`,
    '',
  ].join('\n');
  return html.replace(match[0], () => `<script type="module" async="">${start}${body}</script>`);
}

/** Every chunk some page runs at startup (its module preloads). */
const startupChunks = new Set();

export function transformPage(html) {
  const preload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
  const hrefs = [...html.matchAll(preload)].map((m) => m[1]);
  for (const href of hrefs) startupChunks.add(href);
  const out = afterFirstPaint(html.replace(preload, ''), hrefs);
  const policy = contentSecurityPolicy(inlineScriptHashes(out), [styleHash]);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  if (!/<meta charSet="utf-8"\/>/.test(out))
    throw new Error('postbuild: no <meta charSet> to put the CSP after');
  // Extra <style> and <meta> in <head> are fine for hydration (React skips them).
  return out.replace('<meta charSet="utf-8"/>', (m) => m + meta + style);
}

let pages = 0;
for (const file of htmlFiles(root)) {
  writeFileSync(file, transformPage(readFileSync(file, 'utf8')));
  pages++;
}

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): a chunk that
 * starts with this line has all its functions compiled on the thread that streams it in, instead
 * of each one on the page's thread when it is first called. Every function of a startup chunk is
 * called while the page starts (React's and React Router's are wrapped in module functions), so
 * this moves that work off the page's thread. Measured with Lighthouse (mobile, 4 runs each, the
 * medians): blocking time 374 -> 220 ms on the loan calculator's link, 233 -> 52 ms on the finance
 * tip calculator's. Chunks loaded on demand (charts, the QR encoder) are left lazy. The line goes
 * in after the build has named the file, the same line for the same content, so a hashed name
 * still stands for one content; a source map gets an empty first line to match. A chunk with no
 * function in it (an icon's drawing, a table of constants) goes without: there is nothing to
 * compile, and the line would cost it about 45 bytes of gzip. (Leaving out every chunk under 4 KB
 * as well saved 0.2 KB a page but raised the QR generator's blocking time in two Lighthouse A/B
 * runs, 100 -> 374 ms and 238 -> 328 ms medians: those chunks' functions do run at start.)
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
function compileHint(href) {
  const file = join(root, href);
  const code = readFileSync(file, 'utf8');
  if (code.startsWith(COMPILE_HINT)) return true;
  if (!/=>|\bfunction\b/.test(code)) return false;
  writeFileSync(file, COMPILE_HINT + code);
  if (existsSync(`${file}.map`)) {
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
    writeFileSync(`${file}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
  }
  return true;
}
const hinted = [...startupChunks].filter(compileHint).length;

/**
 * React Router's route manifest (assets/manifest-*.js), which every page loads, spells out each
 * route's flags, most of them false (no action, no client loader, no error boundary...). The
 * router reads a flag by its truth or as `=== true`, so a flag left out is a false one
 * (app/test/router-stub.test.ts fails if the router starts reading one otherwise): leaving out the
 * false ones takes 130 bytes of gzip off every page. Same content, same text, so the file's hashed
 * name still stands for one content.
 */
let compactedManifests = 0;
for (const name of readdirSync(join(root, 'assets')).filter((n) => /^manifest-[\w-]+\.js$/.test(n))) {
  const file = join(root, 'assets', name);
  const code = readFileSync(file, 'utf8');
  const compact = code.replace(
    /,"(hasAction|hasLoader|hasClientAction|hasClientLoader|hasClientMiddleware|hasDefaultExport|hasErrorBoundary)":false/g,
    '',
  );
  if (compact !== code) compactedManifests++;
  writeFileSync(file, compact);
}
if (compactedManifests !== 1)
  throw new Error(`postbuild: ${compactedManifests} route manifests compacted, not 1`);

// /404 is not a page of its own: unknown addresses get 404.html with a 404 status, and under a
// language's prefix that language's /de/404.html (the host serves the nearest one; nginx is told).
// A language not yet published gets the English page there.
for (const prefix of ['', ...LANGUAGE_PREFIXES]) {
  const dir = join(root, prefix, '404');
  const page = existsSync(join(dir, 'index.html')) ? join(dir, 'index.html') : join(root, '404/index.html');
  if (!existsSync(page)) throw new Error(`${page} is missing: is '/404' in prerenderPaths()?`);
  mkdirSync(join(root, prefix), { recursive: true });
  copyFileSync(page, join(root, prefix, '404.html'));
}
for (const prefix of [...LANGUAGE_PREFIXES, '']) {
  rmSync(join(root, prefix, '404'), { recursive: true, force: true });
  rmSync(join(root, prefix, '404.data'), { force: true });
}
writeFileSync(join(root, '_headers'), headersFile());

/**
 * The address a precached file answers. A page at a/b/index.html is asked for as /a/b (tools,
 * /tools, /search) or as /a/b/ (categories: the sitemap says which); Workbox tries index.html
 * after a trailing slash itself. Query strings are ignored when matching, so a tool's link with
 * its parameters opens offline too.
 */
const slashPaths = new Set(
  [...readFileSync(join(root, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]).pathname)
    .filter((path) => path.endsWith('/')),
);
const pageAddress = (file) => {
  const match = /^(.+)\/index\.html$/.exec(file);
  if (!match || slashPaths.has(`/${match[1]}/`)) return file;
  return match[1];
};
/**
 * One offline worker a language, each precaching the shared files (chunks, styles, icons) and its
 * language's pages only: /sw.js (scope /) the English pages, /de/sw.js (scope /de/) the German
 * ones. A visitor's browser registers the worker of each language it opens
 * (lib/service-worker.ts), so nobody downloads the site eight times.
 */
async function writeWorker(prefix) {
  const shared = ['assets/**/*.{js,css}', '*.{js,json,svg,png,webmanifest}', 'icons/**/*.{svg,png}'];
  const pages = prefix
    ? [`${prefix}/**/*.{html,data,json,webmanifest}`]
    : ['**/*.{html,data}', ...PUBLISHED_PREFIXES.map((p) => `!${p}/**`)];
  const worker = await generateSW({
    globDirectory: root,
    globPatterns: [...shared, ...pages.filter((p) => !p.startsWith('!'))],
    // 404.html answers with status 404, which a precache refuses; embedded tools are other sites'.
    globIgnores: [
      '**/sw.js',
      '__spa-fallback.html',
      '**/404.html',
      'embed/**',
      '*/embed/**',
      ...(prefix ? [] : LANGUAGE_PREFIXES.map((p) => `${p}/**`)),
    ],
    swDest: join(root, prefix, 'sw.js'),
    // Absolute addresses: the German worker lives under /de/.
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) => ({ ...entry, url: `/${pageAddress(entry.url)}` })),
      }),
    ],
    // Hashed chunks need no revision; pages and .data files are revised by their content.
    dontCacheBustURLsMatching: /^assets\//,
    ignoreURLParametersMatching: [/.*/],
    directoryIndex: 'index.html',
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    // A new release waits for the visitor's 'Reload' (app/lib/service-worker.ts).
    skipWaiting: false,
    clientsClaim: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
  });
  for (const warning of worker.warnings) console.warn(`postbuild: ${warning}`);
  return `${prefix || 'en'} ${worker.count} files, ${(worker.size / 1024 / 1024).toFixed(1)} MB`;
}
const workers = [];
for (const prefix of ['', ...PUBLISHED_PREFIXES]) workers.push(await writeWorker(prefix));
console.log(
  `postbuild: ${pages} pages with inlined CSS, a CSP and module preloads after the first paint; ${hinted} of ${startupChunks.size} startup chunks hinted for eager compilation; wrote 404.html, _headers and the offline workers (precached: ${workers.join('; ')})`,
);
