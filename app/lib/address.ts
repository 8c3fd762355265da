import { localeOfPath, localizedPath, pathWithoutLocale } from './locale';

/**
 * The address people most likely meant: lower case, single slashes. Every site address is lower
 * case, so '/Finance/' or '/calculators//roman-numeral-converter' lead to a real page.
 */
export function canonicalAddress(pathname: string): string {
  return pathname.toLowerCase().replace(/\/{2,}/g, '/');
}

/**
 * Where a tool runs embedded in another site's frame: /embed/<category>/<tool>, the tool's own
 * address after the prefix, with the same query; in another language after its prefix
 * (/de/embed/...).
 */
export const EMBED_PREFIX = '/embed';

/** An embedded tool's address: '/embed/' first, or after a language's prefix. */
export const EMBED_ADDRESS = /^(\/[a-z]{2}(?:-[a-z]{2})?)?\/embed\//;

export function isEmbedAddress(pathname: string): boolean {
  return EMBED_ADDRESS.test(pathname);
}

/** The embedded form of a page's address: '/de/finance/x' is '/de/embed/finance/x'. */
export function embedAddress(pathname: string): string {
  return localizedPath(`${EMBED_PREFIX}${pathWithoutLocale(pathname)}`, localeOfPath(pathname));
}
