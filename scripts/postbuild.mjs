// After `react-router build`, for every prerendered page of build/client:
// 1. inline the stylesheet, so the first paint waits for nothing but the HTML (ARCHITECTURE.md,
//    'First paint'); the page's modules still load through the module graph;
// 2. move the modulepreload links from <head> to the end of <body>: in <head> they made the first
//    paint share the slow connection with ~130 KB of JavaScript (Lighthouse mobile LCP 2.2-2.4 s);
//    dropped altogether, hydration waits on the module waterfall (first keystroke answered
//    +800 ms); at the end they still fetch the module graph in parallel (+400 ms), and Lighthouse
//    gives 100 with LCP under 1 s. PRELOADS=head|none keeps the other placements for measuring;
// 3. put a strict content security policy first in <head>, with the hashes of the page's own
//    inline scripts (theme bootstrap, React Router's hydration data and entry).
// Then: 404.html for the static host (and no /404 page answering 200), `_headers`, and the
// offline service worker (sw.js, by Workbox) that precaches every page, its .data file and every
// chunk, so that after one visit every tool opens and computes with no network.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
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
const preloadPlacement = process.env.PRELOADS ?? 'end'; // head | end | none (measurements only)

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
const style = `<style>${stylesheet()}</style>`;

/** sha256 of every inline script the browser executes (JSON-LD is data, not script). */
function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attrs, body] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attrs ?? '') || /type="application\/(ld\+)?json"/.test(attrs ?? '')) continue;
    hashes.push(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return [...new Set(hashes)];
}

export function transformPage(html) {
  const preload = /<link rel="modulepreload" href="[^"]+"\/>/g;
  const preloads = html.match(preload) ?? [];
  let out = html;
  if (preloadPlacement !== 'head') out = out.replace(preload, '');
  if (preloadPlacement === 'end') out = out.replace('</body>', preloads.join('') + '</body>');
  const policy = contentSecurityPolicy(inlineScriptHashes(out));
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

const notFound = join(root, '404/index.html');
if (!existsSync(notFound)) throw new Error(`${notFound} is missing: is '/404' in prerenderPaths()?`);
copyFileSync(notFound, join(root, '404.html'));
// /404 is not a page of its own: unknown addresses get 404.html with a 404 status.
rmSync(join(root, '404'), { recursive: true });
rmSync(join(root, '404.data'), { force: true });
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
const worker = await generateSW({
  globDirectory: root,
  globPatterns: ['**/*.{html,data,js,css,svg,png,webmanifest}'],
  // 404.html answers with status 404, which a precache refuses.
  globIgnores: ['sw.js', '__spa-fallback.html', '404.html'],
  swDest: join(root, 'sw.js'),
  manifestTransforms: [
    async (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: pageAddress(entry.url) })) }),
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
console.log(
  `postbuild: ${pages} pages with inlined CSS, a CSP and module preloads at the ${preloadPlacement}; wrote 404.html, _headers and sw.js (${worker.count} files, ${(worker.size / 1024 / 1024).toFixed(1)} MB precached)`,
);
