/**
 * Password generator. Pure logic: no React, no DOM.
 *
 * Characters come from app/lib/random (crypto, no modulo bias). A password must contain at least
 * one character of each selected type, so candidates drawn uniformly from the combined pool are
 * rejected until one does: every valid password is equally likely. (At 4 characters with all
 * four types about 1 draw in 14 passes; after 1,000 misses, which does not happen in practice,
 * one character of each type is placed and the rest drawn, then shuffled.)
 *
 * Strength: entropy = length × log2(pool size), labelled under 30 Very Weak, under 50 Weak,
 * under 70 Fair, under 90 Strong, otherwise Very Strong. The pool size is the number of
 * characters actually offered: the symbol set !@#$%^&*()_+-=[]{}|;:,.<>? has 26 (not the 32
 * printable ASCII symbols), and the entropy must not claim bits it does not draw.
 */
import { randomItem, shuffled, type RandomSource } from '~/lib/random';
import { clamp } from '~/lib/math';

export const POOLS = {
  lower: 'abcdefghijklmnopqrstuvwxyz',
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  numbers: '0123456789',
  symbols: '!@#$%^&*()_+-=[]{}|;:,.<>?',
} as const;
export type PoolId = keyof typeof POOLS;
export const POOL_IDS = ['lower', 'upper', 'numbers', 'symbols'] as const satisfies readonly PoolId[];

export const LENGTH_MIN = 4;
export const LENGTH_MAX = 128;
export const LENGTH_DEFAULT = 16;
export const RECENT_KEPT = 10;
export const RECENT_SHOWN = 5;
const MAX_ATTEMPTS = 1000;

export type PoolChoice = Record<PoolId, boolean>;

/** The strength labels, weakest first (their words are in messages/en.ts under the same keys). */
export const STRENGTHS = ['veryWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;
export type Strength = (typeof STRENGTHS)[number];

export function strengthOf(entropyBits: number): Strength {
  if (entropyBits < 30) return 'veryWeak';
  if (entropyBits < 50) return 'weak';
  if (entropyBits < 70) return 'fair';
  if (entropyBits < 90) return 'strong';
  return 'veryStrong';
}

export function clampLength(length: number): number {
  if (!Number.isFinite(length)) return LENGTH_DEFAULT;
  return clamp(Math.round(length), LENGTH_MIN, LENGTH_MAX);
}

/** The selected pools; none selected counts as all (at least one type must stay selected). */
export function selectedPools(choice: PoolChoice): PoolId[] {
  const chosen = POOL_IDS.filter((id) => choice[id]);
  return chosen.length > 0 ? chosen : [...POOL_IDS];
}

/** Unchecking the last selected type is ignored. */
export function toggledChoice(choice: PoolChoice, id: PoolId, on: boolean): PoolChoice {
  const next = { ...choice, [id]: on };
  return POOL_IDS.some((p) => next[p]) ? next : choice;
}

export function entropyBits(length: number, choice: PoolChoice): number {
  const poolSize = selectedPools(choice).reduce((n, id) => n + POOLS[id].length, 0);
  return clampLength(length) * Math.log2(poolSize);
}

export function generatePassword(length: number, choice: PoolChoice, source?: RandomSource): string {
  const size = clampLength(length);
  const pools = selectedPools(choice);
  const all = [...pools.map((id) => POOLS[id]).join('')];
  const hasEveryType = (chars: string[]) => pools.every((id) => chars.some((c) => POOLS[id].includes(c)));
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const chars = Array.from({ length: size }, () => randomItem(all, source));
    if (hasEveryType(chars)) return chars.join('');
  }
  const required = pools.map((id) => randomItem([...POOLS[id]], source));
  const rest = Array.from({ length: size - required.length }, () => randomItem(all, source));
  return shuffled([...required, ...rest], source).join('');
}

export interface PasswordResult {
  password: string;
  length: number;
  entropy: number;
  strength: Strength;
  poolSize: number;
}

export function passwordGenerator(length: number, choice: PoolChoice, source?: RandomSource): PasswordResult {
  const size = clampLength(length);
  const pools = selectedPools(choice);
  const entropy = entropyBits(size, choice);
  return {
    password: generatePassword(size, choice, source),
    length: size,
    entropy,
    strength: strengthOf(entropy),
    poolSize: pools.reduce((n, id) => n + POOLS[id].length, 0),
  };
}
