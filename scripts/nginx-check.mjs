// The deploy recipe, checked end to end: deploy/nginx.conf (with deploy/tiny-tools-headers.conf)
// serves the production build from a local nginx (Debian's package), and this script asks it
// for what a host must get right: clean URLs, the 404 page with status 404, hashed assets cached
// for a year, pages, .data files and sw.js revalidated, gzip, the security headers of
// scripts/security-headers.mjs exactly, and a page that hydrates and computes in Chromium.
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
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';
import { securityHeaders } from './security-headers.mjs';

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
const dir = mkdtempSync(join(tmpdir(), 'tiny-tools-nginx-'));
const server = readFileSync('deploy/nginx.conf', 'utf8')
  .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
  .replace(/root \/srv\/tiny-tools;/, `root ${site};`);
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

function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
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

  const home = await get('/');
  check(home.status === 200 && /text\/html/.test(home.headers['content-type']), 'GET / is the home page');
  for (const [name, value] of Object.entries(securityHeaders))
    check(home.headers[name.toLowerCase()] === value, `${name} is the one of scripts/security-headers.mjs`);
  check(home.headers['cache-control'] === 'no-cache', 'pages are revalidated (Cache-Control: no-cache)');

  const tool = await get('/calculators/roman-numeral-converter?input=1994');
  check(
    tool.status === 200 && tool.body.toString().includes('<title>Roman Numeral Converter'),
    'a clean URL with a query serves its page (/calculators/roman-numeral-converter?input=1994)',
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

  const chunk = readdirSync(join(site, 'assets')).find((name) => name.endsWith('.js'));
  const asset = await get(`/assets/${chunk}`, { 'Accept-Encoding': 'gzip' });
  check(
    asset.status === 200 && asset.headers['cache-control'] === 'public, max-age=31536000, immutable',
    'hashed assets are cached for a year (immutable)',
  );
  check(asset.headers['content-encoding'] === 'gzip', 'JavaScript is served gzip-compressed');
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

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${port}/calculators/roman-numeral-converter?input=1994`);
    await page.waitForSelector('html[data-hydrated]');
    const output = await page.locator('[data-testid="roman-output"]').textContent();
    check(
      output === 'MCMXCIV' && errors.length === 0,
      'in Chromium the page hydrates and computes, with no console error',
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
