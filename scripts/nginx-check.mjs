// The deploy recipe, checked end to end: deploy/nginx.conf (with deploy/tiny-tools-headers.conf)
// serves the production build from a local nginx (Debian's package) over HTTPS, with a
// certificate made here for the test, and this script asks it for what a host must get right:
// plain HTTP sent to HTTPS, clean URLs, the 404 page with status 404 (also at /404 and
// /404.html), hashed assets cached for a year, pages, .data files and sw.js revalidated, gzip with
// Vary, no nginx version shown, the security headers of scripts/security-headers.mjs exactly
// (HSTS included), and a page that hydrates and computes in Chromium.
// Run after `npm run build`. Without nginx it says so and stops (CI installs nginx: .ci/run).
import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, testBrowserPath } from './chromium.mjs';
import { embedHeaders, securityHeaders } from './security-headers.mjs';

const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
if (!nginx) {
  const message = 'nginx-check: nginx is not installed (sudo apt-get install -y nginx)';
  if (process.env.CI) throw new Error(message);
  console.log(`${message}; skipped.`);
  process.exit(0);
}
const site = resolve('build/client');
if (!existsSync(join(site, 'sw.js'))) throw new Error('nginx-check: no build: run `npm run build` first');

const port = Number(process.env.NGINX_PORT ?? 4350);
const httpPort = port + 1;
const dir = mkdtempSync(join(tmpdir(), 'tiny-tools-nginx-'));
// A self-signed certificate for 127.0.0.1, for this check only.
const openssl = spawnSync(
  'openssl',
  ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
    '-keyout',
    join(dir, 'key.pem'),
    '-out',
    join(dir, 'cert.pem'),
  ]),
  { encoding: 'utf8' },
);
if (openssl.status !== 0)
  throw new Error(`nginx-check: openssl could not make a certificate:\n${openssl.stderr}`);
const server = readFileSync('deploy/nginx.conf', 'utf8')
  .replace(/^\s*listen \[::\].*$/gm, '')
  .replace(/listen 80;/, `listen 127.0.0.1:${httpPort};`)
  .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${port} ssl http2;`)
  .replace(/ssl_certificate \S+;/, `ssl_certificate ${join(dir, 'cert.pem')};`)
  .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${join(dir, 'key.pem')};`)
  .replace(/root \/srv\/tiny-tools;/, `root ${site};`);
for (const [what, pattern] of [
  ['HTTP', `127.0.0.1:${httpPort};`],
  ['HTTPS', `127.0.0.1:${port} ssl`],
  ['certificate', 'cert.pem'],
  ['root', site],
])
  if (!server.includes(pattern))
    throw new Error(`nginx-check: deploy/nginx.conf has no ${what} line to adapt`);
copyFileSync('deploy/tiny-tools-headers.conf', join(dir, 'tiny-tools-headers.conf'));
writeFileSync(join(dir, 'site.conf'), server);
writeFileSync(
  join(dir, 'nginx.conf'),
  `user root;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
);
const test = spawnSync(nginx, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
if (test.status !== 0) throw new Error(`nginx-check: the configuration does not load:\n${test.stderr}`);
const master = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });

/** A GET over HTTPS (the test's own certificate), or over plain HTTP with `plain`. */
function get(path, headers = {}, { plain = false } = {}) {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port: plain ? httpPort : port, path, headers };
    const request = plain ? httpRequest : httpsRequest;
    const req = request(plain ? options : { ...options, rejectUnauthorized: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

try {
  for (let i = 0; ; i++) {
    try {
      await get('/');
      break;
    } catch (error) {
      if (i > 50) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const plain = await get('/time/age-calculator?dob=2000-01-01', {}, { plain: true });
  check(
    plain.status === 301 &&
      /^https:\/\/[^/]+\/time\/age-calculator\?dob=2000-01-01$/.test(plain.headers.location ?? ''),
    'plain HTTP is sent to the same address over HTTPS (301)',
  );
  check(plain.headers.server === 'nginx', 'the HTTP redirect shows no nginx version');

  const home = await get('/');
  check(home.status === 200 && /text\/html/.test(home.headers['content-type']), 'GET / is the home page');
  check(home.headers.server === 'nginx', 'no nginx version in the Server header (server_tokens off)');
  for (const [name, value] of Object.entries(securityHeaders))
    check(home.headers[name.toLowerCase()] === value, `${name} is the one of scripts/security-headers.mjs`);
  check(home.headers['cache-control'] === 'no-cache', 'pages are revalidated (Cache-Control: no-cache)');

  const tool = await get('/calculators/roman-numeral-converter?input=1994');
  check(
    tool.status === 200 && tool.body.toString().includes('<title>Roman Numeral Converter'),
    'a clean URL with a query serves its page (/calculators/roman-numeral-converter?input=1994)',
  );
  const embedded = await get('/embed/calculators/roman-numeral-converter?input=1994');
  check(
    embedded.status === 200 && embedded.body.toString().includes('<title>Roman Numeral Converter'),
    'an embedded tool is served (/embed/calculators/roman-numeral-converter?input=1994)',
  );
  const hasHeaders = (response, expected) =>
    Object.entries(expected).every(([name, value]) => response.headers[name.toLowerCase()] === value);
  check(
    hasHeaders(embedded, embedHeaders) && !('x-frame-options' in embedded.headers),
    'an embedded tool may be framed by any site (frame-ancestors *, no X-Frame-Options)',
  );
  check(
    hasHeaders(tool, securityHeaders),
    "a tool's page refuses to be framed (frame-ancestors 'none', DENY)",
  );
  const category = await get('/finance/');
  check(
    category.status === 200 && category.body.toString().includes('<title>Finance'),
    'a category (/finance/) is served',
  );
  const missing = await get('/no/such/tool');
  check(
    missing.status === 404 && missing.body.toString().includes('noindex'),
    'an unknown address gets the 404 page with status 404',
  );
  check(missing.headers['x-frame-options'] === 'DENY', 'the 404 page carries the security headers');
  const missingInLanguage = await get('/de/no/such/tool');
  check(
    missingInLanguage.status === 404 &&
      missingInLanguage.body.toString().includes('noindex') &&
      missingInLanguage.headers['x-frame-options'] === 'DENY',
    "an unknown address under a language's prefix gets that language's 404 page with status 404",
  );
  for (const path of ['/404', '/404.html']) {
    const page = await get(path);
    check(
      page.status === 404 && page.body.toString().includes('noindex'),
      `${path} answers the 404 page with status 404, never 200`,
    );
  }

  const chunk = readdirSync(join(site, 'assets')).find((name) => name.endsWith('.js'));
  const asset = await get(`/assets/${chunk}`, { 'Accept-Encoding': 'gzip' });
  check(
    asset.status === 200 && asset.headers['cache-control'] === 'public, max-age=31536000, immutable',
    'hashed assets are cached for a year (immutable)',
  );
  check(asset.headers['content-encoding'] === 'gzip', 'JavaScript is served gzip-compressed');
  check(asset.headers.vary === 'Accept-Encoding', 'compressed responses say Vary: Accept-Encoding');
  check(asset.headers['x-content-type-options'] === 'nosniff', 'assets carry the security headers');

  const data = await get('/calculators/roman-numeral-converter.data');
  check(
    data.status === 200 &&
      data.headers['content-type'] === 'text/x-script' &&
      data.headers['cache-control'] === 'no-cache',
    "a page's .data file is served (text/x-script, revalidated)",
  );
  const worker = await get('/sw.js');
  check(
    worker.status === 200 && worker.headers['cache-control'] === 'no-cache',
    'sw.js is revalidated on every visit',
  );
  const manifest = await get('/manifest.webmanifest');
  check(
    manifest.status === 200 && manifest.headers['content-type'] === 'application/manifest+json',
    'the web app manifest is served as application/manifest+json',
  );
  // Each published language's own manifest, under its prefix (build/catalogue.json).
  const { published } = JSON.parse(readFileSync(join(site, '..', 'catalogue.json'), 'utf8'));
  for (const locale of published.filter((l) => l !== 'en')) {
    const own = await get(`/${locale}/manifest.webmanifest`);
    check(
      own.status === 200 &&
        own.headers['content-type'] === 'application/manifest+json' &&
        JSON.parse(own.body.toString()).start_url === `/${locale}/`,
      `the ${locale} web app manifest is served as application/manifest+json`,
    );
  }

  const browser = await chromium.launch({ executablePath: testBrowserPath(), args: CHROMIUM_FLAGS });
  try {
    // The test's own certificate: Chromium accepts it for pages, but never registers a service
    // worker from it (the offline browser test covers the worker).
    const context = await browser.newContext({ ignoreHTTPSErrors: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`https://127.0.0.1:${port}/calculators/roman-numeral-converter?input=1994`);
    await page.waitForSelector('html[data-hydrated]');
    const output = await page.locator('[data-testid="roman-output"]').textContent();
    check(
      output === 'MCMXCIV' && errors.length === 0,
      `in Chromium the page hydrates and computes, with no console error ${JSON.stringify({ output, errors })}`,
    );
  } finally {
    await browser.close();
  }
} finally {
  master.kill('SIGQUIT');
  await new Promise((r) => master.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`nginx-check: ${failures.length} failed`);
  process.exit(1);
}
console.log('nginx-check: the deploy recipe works on nginx');
