// The one list of security headers and the content security policy (ARCHITECTURE.md): the build
// writes the policy into every page and the headers into `_headers`; scripts/serve.mjs sends the
// same headers, so the browser tests run under what a host would send.

/** The only origin a page may call: the labor-statistics time series the inflation tool reads. */
export const INFLATION_API_ORIGIN = 'https://api.bls.gov';

/**
 * The directives that depend on no page. The header carries them too, so a host that strips or
 * rewrites the meta tag still locks the page down: a page obeys both policies, each narrowing the
 * other. Images are our own or data: URLs (the QR code, image previews); workers are our own files.
 */
const sharedDirectives = [
  "default-src 'self'",
  "img-src 'self' data:",
  `connect-src 'self' ${INFLATION_API_ORIGIN}`,
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
];

/**
 * The per-page policy (a meta tag): the shared directives, the sha256 hashes of the page's own
 * inline scripts, and the hash of the one inlined stylesheet. Style attributes stay allowed on
 * their own (`style-src-attr`): React writes computed widths, grid columns and reserved heights
 * into the prerendered HTML. `style-src` is the fallback for browsers without the -elem and -attr
 * directives (Safari before 15.4).
 */
export function contentSecurityPolicy(scriptHashes, styleHashes) {
  const sources = (hashes) => hashes.map((h) => ` 'sha256-${h}'`).join('');
  return [
    ...sharedDirectives,
    `script-src 'self'${sources(scriptHashes)}`,
    "style-src 'self' 'unsafe-inline'",
    `style-src-elem 'self'${sources(styleHashes)}`,
    "style-src-attr 'unsafe-inline'",
    "worker-src 'self'",
  ].join('; ');
}

/**
 * The header policy of every response: the shared directives, and frame-ancestors, which only
 * works as a header. Inline scripts and styles are hashed per page, so here they are allowed as
 * a class and the page's meta policy narrows them to its own hashes.
 */
const headerPolicy = (frameAncestors) =>
  [
    ...sharedDirectives,
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "worker-src 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');

/** Where the embedded tools live: the only pages any site may show in a frame. */
export const EMBED_PATHS = '/embed/';

/** Headers for every response but the embedded tools' (`headersFor`). */
export const securityHeaders = {
  'Content-Security-Policy': headerPolicy("'none'"),
  // HTTPS only, for two years (browsers ignore it on plain HTTP). Subdomains are the owner's call.
  'Strict-Transport-Security': 'max-age=63072000',
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

/**
 * An embedded tool may be framed by any site: its policy says `frame-ancestors *` and it sends no
 * X-Frame-Options (which knows no 'any'). Everything else is the same.
 */
export const embedHeaders = Object.fromEntries(
  Object.entries({ ...securityHeaders, 'Content-Security-Policy': headerPolicy('*') }).filter(
    ([name]) => name !== 'X-Frame-Options',
  ),
);

/** The headers of the response at `pathname`. */
export function headersFor(pathname) {
  return pathname.startsWith(EMBED_PATHS) ? embedHeaders : securityHeaders;
}

/**
 * Netlify and Cloudflare Pages read this file from the site's root. A path matching several rules
 * gets the headers of all of them, so the embedded tools' rule first detaches the two framing
 * headers of the rule for every path (Cloudflare's `! Name` lines), then sets its own policy.
 */
export function headersFile() {
  const lines = ['/*', ...Object.entries(securityHeaders).map(([k, v]) => `  ${k}: ${v}`)];
  lines.push(
    `${EMBED_PATHS}*`,
    '  ! Content-Security-Policy',
    '  ! X-Frame-Options',
    `  Content-Security-Policy: ${embedHeaders['Content-Security-Policy']}`,
  );
  lines.push('/assets/*', '  Cache-Control: public, max-age=31536000, immutable');
  // The service worker must be revalidated on every visit, or a release would never reach it.
  lines.push('/sw.js', '  Cache-Control: no-cache', '');
  lines.push('/*/sw.js', '  Cache-Control: no-cache', '');
  return lines.join('\n');
}
