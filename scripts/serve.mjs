// A small static server that behaves like a static host or CDN: clean URLs (/a/b serves
// a/b/index.html or a/b.html), the nearest 404.html (/de/404.html under /de/) with a 404 status
// for unknown paths, gzip, long caching for hashed assets, and the security headers of `_headers`. Serves build/client on 127.0.0.1 (PORT, default 4173).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { headersFor } from './security-headers.mjs';

const root = resolve(process.env.SITE_ROOT ?? 'build/client');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  // React Router's prerendered page data for client-side navigations.
  '.data': 'text/x-script',
};
const compressible = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
  '.data',
]);

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file a clean URL maps to, or null. Never leaves the root. */
async function resolveFile(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  // Like most hosts, '/a//b' is not '/a/b' (the client sends the visitor to the right address).
  if (decoded.includes('//')) return null;
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, safe);
  if (!base.startsWith(root)) return null;
  const candidates = safe.endsWith('/')
    ? [join(base, 'index.html')]
    : [base, `${base}.html`, join(base, 'index.html')];
  for (const candidate of candidates) if (await isFile(candidate)) return candidate;
  return null;
}

const cache = new Map();
async function load(file, gzip) {
  const key = `${file}:${gzip}:${(await stat(file)).mtimeMs}`;
  if (!cache.has(key)) {
    const body = await readFile(file);
    cache.set(key, gzip ? gzipSync(body, { level: 9 }) : body);
  }
  return cache.get(key);
}

// A returning visitor's service worker answers a link of any length, so this server does too (1 MB
// of address, where Node stops at 16 KB): the browser tests open links of 100,000 characters.
const server = createServer({ maxHeaderSize: 1 << 20 }, async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = await resolveFile(url.pathname);
    let status = 200;
    if (!file || file.endsWith('404.html')) {
      // The nearest 404.html, as static hosts serve it: /de/… gets /de/404.html.
      const prefix = url.pathname.split('/')[1] ?? '';
      const local = join(root, prefix, '404.html');
      file = prefix && local.startsWith(root) && (await isFile(local)) ? local : join(root, '404.html');
      status = 404;
    }
    const ext = extname(file);
    const gzip = compressible.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const body = await load(file, gzip);
    res.writeHead(status, {
      'Content-Type': types[ext] ?? 'application/octet-stream',
      'Cache-Control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      ...headersFor(url.pathname),
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch (error) {
    res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end('Internal error');
    console.error(error);
  }
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}/`);
});
