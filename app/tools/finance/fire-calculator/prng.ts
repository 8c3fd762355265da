/**
 * A small seeded generator for the FIRE calculator's Monte Carlo. It is not for secrets (those
 * use crypto in app/lib/random.ts): here the point is that the same seed gives the same runs, so
 * the page, its prerendered HTML and the tests all show the same figures.
 */

/**
 * mulberry32 (Tommy Ettinger's 32-bit generator): a uniform number in [0, 1) per call, 2^32
 * states, a full period and good enough statistics for a thousand simulated careers.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Standard normal numbers (mean 0, standard deviation 1) by the Box–Muller transform, two from
 * each pair of uniforms. The first uniform is taken as 1 − u, in (0, 1], so its logarithm is
 * always finite.
 */
export function normalSource(uniform: () => number): () => number {
  let spare: number | null = null;
  return () => {
    if (spare !== null) {
      const value = spare;
      spare = null;
      return value;
    }
    const radius = Math.sqrt(-2 * Math.log(1 - uniform()));
    const angle = 2 * Math.PI * uniform();
    spare = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  };
}
