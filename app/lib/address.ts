/**
 * The address people most likely meant: lower case, single slashes. Every site address is lower
 * case, so '/Finance/' or '/calculators//roman-numeral-converter' lead to a real page.
 */
export function canonicalAddress(pathname: string): string {
  return pathname.toLowerCase().replace(/\/{2,}/g, '/');
}

/**
 * Where a tool runs embedded in another site's frame: /embed/<category>/<tool>, the tool's own
 * address after the prefix, with the same query.
 */
export const EMBED_PREFIX = '/embed';

export function isEmbedAddress(pathname: string): boolean {
  return pathname.startsWith(`${EMBED_PREFIX}/`);
}
