/**
 * The one source of randomness for passwords, UUIDs, random numbers and the decision wheel:
 * `crypto.getRandomValues`, never Math.random. Integers are drawn by rejection sampling, so every
 * value in a range is exactly equally likely (no modulo bias).
 *
 * Every function takes an optional `source` that fills a Uint32Array, so tests can drive them with
 * fixed words; pages leave it out.
 */

export type RandomSource = (words: Uint32Array<ArrayBuffer>) => void;

export const cryptoSource: RandomSource = (words) => {
  crypto.getRandomValues(words);
};

const TWO_32 = 2 ** 32;
const TWO_53 = 2 ** 53;

/**
 * A uniform integer in [0, n), for 1 <= n <= 2^53. Draws 32 bits (or 53 for n above 2^32) and
 * rejects the top slice that would make some remainders more likely than others.
 */
export function randomBelow(n: number, source: RandomSource = cryptoSource): number {
  if (!Number.isSafeInteger(n) && n !== TWO_53)
    throw new RangeError(`randomBelow needs a whole n from 1 to 2^53, got ${n}`);
  if (n < 1) throw new RangeError(`randomBelow needs n >= 1, got ${n}`);
  if (n === 1) return 0;
  const words = new Uint32Array(2);
  if (n <= TWO_32) {
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      source(words);
      const x = words[0]!;
      if (x < limit) return x % n;
    }
  }
  const limit = TWO_53 - (TWO_53 % n);
  for (;;) {
    source(words);
    // 21 high bits and 32 low bits: an exact integer below 2^53.
    const x = (words[0]! & 0x1fffff) * TWO_32 + words[1]!;
    if (x < limit) return x % n;
  }
}

/** A uniform integer from min to max, both included (whole numbers, max - min below 2^53). */
export function randomInt(min: number, max: number, source: RandomSource = cryptoSource): number {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || max < min) {
    throw new RangeError(`randomInt needs whole min <= max, got ${min} and ${max}`);
  }
  return min + randomBelow(max - min + 1, source);
}

/** One item of a non-empty list, each equally likely. */
export function randomItem<T>(items: readonly T[], source: RandomSource = cryptoSource): T {
  if (items.length === 0) throw new RangeError('randomItem needs at least one item');
  return items[randomBelow(items.length, source)]!;
}

/** A uniform float in [0, 1) with 53 random bits (for angles and jitter, not for choices). */
export function randomFraction(source: RandomSource = cryptoSource): number {
  return randomBelow(TWO_53, source) / TWO_53;
}

/** A shuffled copy (Fisher-Yates), every order equally likely. */
export function shuffled<T>(items: readonly T[], source: RandomSource = cryptoSource): T[] {
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1, source);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * `count` different whole numbers from 0 to n - 1 (n up to 2^53), in random order: every ordered
 * choice is equally likely, and the count is always met. It is a partial Fisher-Yates shuffle of
 * the list 0, 1, ..., n - 1 that never builds the list: only the positions already swapped are
 * kept (in a Map), so time and memory grow with `count`, not with n, and no draw is ever retried
 * because it repeated an earlier one.
 */
export function randomDistinct(n: number, count: number, source: RandomSource = cryptoSource): number[] {
  if ((!Number.isSafeInteger(n) && n !== TWO_53) || n < 0) {
    throw new RangeError(`randomDistinct needs a whole n from 0 to 2^53, got ${n}`);
  }
  if (!Number.isSafeInteger(count) || count < 0 || count > n) {
    throw new RangeError(`randomDistinct needs a whole count from 0 to n (${n}), got ${count}`);
  }
  // moved.get(k): what now sits at position k of the virtual list, where it is not k itself.
  const moved = new Map<number, number>();
  const picked: number[] = [];
  for (let i = 0; i < count; i++) {
    const j = i + randomBelow(n - i, source);
    picked.push(moved.get(j) ?? j);
    // Position i is never read again (later positions are above it): move its value to j.
    moved.set(j, moved.get(i) ?? i);
    moved.delete(i);
  }
  return picked;
}

/** `count` random bytes (for UUIDs). */
export function randomBytes(count: number, source: RandomSource = cryptoSource): Uint8Array {
  const words = new Uint32Array(Math.ceil(count / 4));
  if (words.length > 0) source(words);
  return new Uint8Array(words.buffer, 0, count);
}
