/**
 * The generators' 'recent' lists (UUIDs, passwords, wheel winners): newest first, each entry
 * once, at most `keep`. `fresh` is in the order it was made, so its last item ends up first.
 */
export function addRecent<T>(recent: readonly T[], fresh: readonly T[], keep: number): T[] {
  const merged = [...fresh.slice().reverse(), ...recent];
  return merged.filter((item, i) => merged.indexOf(item) === i).slice(0, keep);
}
