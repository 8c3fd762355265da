// The one place that finds Chromium and lists the flags every headless launch needs here
// (ARCHITECTURE.md): browser downloads are impossible, so tests use Debian's Chromium.
import { existsSync } from 'node:fs';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROME_PATH, else /usr/bin/chromium; a clear message when neither exists. */
export function chromiumPath() {
  return firstBrowser([process.env.CHROME_PATH, '/usr/bin/chromium']);
}

/**
 * The browser tests' browser: CHROME_PATH, else Debian's Chromium headless shell (a page opens and
 * hydrates in about half the time full Chromium takes: 450 ms against 850 ms here), else Chromium.
 * Lighthouse keeps full Chromium (chromiumPath), as a visitor's browser.
 */
export function testBrowserPath() {
  return firstBrowser([process.env.CHROME_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium']);
}

function firstBrowser(candidates) {
  const found = candidates.find((p) => p && existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found for the browser tests. Install it with `sudo apt-get install -y chromium` ' +
        '(Debian/Ubuntu) or set CHROME_PATH to a Chromium or Chrome executable.',
    );
  }
  return found;
}
