// The one list of security headers and the content security policy (ARCHITECTURE.md): the build
// writes the policy into every page and the headers into `_headers`; scripts/serve.mjs sends the
// same headers, so the browser tests run under what a host would send.

/** The only origin a page may call: the labor-statistics time series the inflation tool reads. */
export const INFLATION_API_ORIGIN = 'https://api.bls.gov';

/** The per-page policy, with the sha256 hashes of that page's own inline scripts. */
export function contentSecurityPolicy(scriptHashes) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((h) => `'sha256-${h}'`).join(' ')}`.trim(),
    // React writes style attributes; the page's CSS is inlined at build.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src 'self' ${INFLATION_API_ORIGIN}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Headers for every response. frame-ancestors only works as a header, not in a meta tag. */
export const securityHeaders = {
  'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Nothing here uses these; clipboard, share and fullscreen stay allowed for our own pages.
  'Permissions-Policy': [
    'accelerometer=()',
    'autoplay=()',
    'camera=()',
    'display-capture=()',
    'encrypted-media=()',
    'geolocation=()',
    'gyroscope=()',
    'hid=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    'payment=()',
    'publickey-credentials-get=()',
    'serial=()',
    'usb=()',
    'xr-spatial-tracking=()',
    'browsing-topics=()',
  ].join(', '),
};

/** Netlify and Cloudflare Pages read this file from the site's root. */
export function headersFile() {
  const lines = ['/*', ...Object.entries(securityHeaders).map(([k, v]) => `  ${k}: ${v}`)];
  lines.push('/assets/*', '  Cache-Control: public, max-age=31536000, immutable');
  // The service worker must be revalidated on every visit, or a release would never reach it.
  lines.push('/sw.js', '  Cache-Control: no-cache', '');
  return lines.join('\n');
}
