import type { RandomSource } from '~/lib/random';

/**
 * A seeded source (xorshift32): the same words on every run, so a statistical test checks the
 * arithmetic on a uniform stream and cannot fail by chance.
 */
export function seeded(seed = 0x2545f491): RandomSource {
  let x = seed;
  return (words) => {
    for (let i = 0; i < words.length; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      words[i] = x >>> 0;
    }
  };
}
