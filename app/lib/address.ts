/**
 * The address people most likely meant: lower case, single slashes. Every site address is lower
 * case, so '/Finance/' or '/calculators//roman-numeral-converter' lead to a real page.
 */
export function canonicalAddress(pathname: string): string {
  return pathname.toLowerCase().replace(/\/{2,}/g, '/');
}
