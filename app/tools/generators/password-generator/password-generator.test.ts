import { addRecent } from '~/lib/recent';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampLength,
  entropyBits,
  generatePassword,
  passwordGenerator,
  POOL_IDS,
  POOLS,
  strengthOf,
  toggledChoice,
  type PoolChoice,
  RECENT_KEPT,
} from './password-generator';
import en from './messages/en';

const all: PoolChoice = { lower: true, upper: true, numbers: true, symbols: true };
const only = (id: keyof PoolChoice): PoolChoice => ({
  lower: false,
  upper: false,
  numbers: false,
  symbols: false,
  [id]: true,
});

/** Pearson's chi-square statistic against a uniform expectation. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe('password generator', () => {
  it('uses the exact pools', () => {
    expect(POOLS.lower).toHaveLength(26);
    expect(POOLS.upper).toHaveLength(26);
    expect(POOLS.numbers).toHaveLength(10);
    expect(POOLS.symbols).toBe('!@#$%^&*()_+-=[]{}|;:,.<>?');
  });

  it('clamps the length to 4 to 128, default 16', () => {
    expect(clampLength(1)).toBe(4);
    expect(clampLength(500)).toBe(128);
    expect(clampLength(Number.NaN)).toBe(16);
    expect(generatePassword(2, all)).toHaveLength(4);
    expect(generatePassword(999, all)).toHaveLength(128);
  });

  it('labels strength by entropy with the thresholds', () => {
    expect([29.9, 30, 49.9, 50, 69.9, 70, 89.9, 90].map(strengthOf)).toEqual([
      'veryWeak',
      'weak',
      'weak',
      'fair',
      'fair',
      'strong',
      'strong',
      'veryStrong',
    ]);
    // Each labelled in words as the spec names it.
    expect([29.9, 30, 50, 70, 90].map((bits) => en[strengthOf(bits)])).toEqual([
      'Very Weak',
      'Weak',
      'Fair',
      'Strong',
      'Very Strong',
    ]);
    // 20 characters of letters and digits: 20 × log2(62) = 119.08 bits.
    expect(entropyBits(20, { ...all, symbols: false })).toBeCloseTo(119.08, 2);
    expect(entropyBits(4, only('numbers'))).toBeCloseTo(13.29, 2);
    expect(passwordGenerator(16, all)).toMatchObject({ poolSize: 88, strength: 'veryStrong', length: 16 });
    expect(passwordGenerator(8, only('lower')).strength).toBe('weak');
  });

  it('ignores unchecking the last selected type', () => {
    expect(toggledChoice(only('upper'), 'upper', false)).toEqual(only('upper'));
    expect(toggledChoice(all, 'symbols', false)).toEqual({ ...all, symbols: false });
    expect(generatePassword(10, { lower: false, upper: false, numbers: false, symbols: false })).toHaveLength(
      10,
    );
  });

  it('always contains every selected type and nothing else', () => {
    const choices = fc.record({
      lower: fc.boolean(),
      upper: fc.boolean(),
      numbers: fc.boolean(),
      symbols: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 40 }), choices, (length, choice) => {
        const password = generatePassword(length, choice);
        expect(password).toHaveLength(length);
        const selected = POOL_IDS.filter((id) => choice[id]);
        const pools = selected.length > 0 ? selected : POOL_IDS;
        for (const id of pools) expect([...password].some((c) => POOLS[id].includes(c))).toBe(true);
        const allowed = pools.map((id) => POOLS[id]).join('');
        for (const c of password) expect(allowed.includes(c)).toBe(true);
      }),
    );
  });

  it('falls back to placing each type when the draws keep missing one', () => {
    // A source that always gives 0 draws 'a' forever: the fallback still includes every type.
    const zeros = (words: Uint32Array) => void words.fill(0);
    const password = generatePassword(6, all, zeros);
    expect(password).toHaveLength(6);
    for (const id of POOL_IDS) expect([...password].some((c) => POOLS[id].includes(c))).toBe(true);
  });

  it('draws characters uniformly: chi-square over 2,000 passwords of 128', () => {
    const alphabet = POOL_IDS.map((id) => POOLS[id]).join('');
    const counts = new Array<number>(alphabet.length).fill(0);
    for (let i = 0; i < 2000; i++) for (const c of generatePassword(128, all)) counts[alphabet.indexOf(c)]!++;
    // 87 degrees of freedom: the 0.1% critical value is 135.0.
    expect(chiSquare(counts)).toBeLessThan(135);
  });

  it('keeps 10 recent passwords, newest first', () => {
    let recent: string[] = [];
    for (let i = 0; i < 12; i++) recent = addRecent(recent, [`p${i}`], RECENT_KEPT);
    expect(recent).toHaveLength(10);
    expect(recent[0]).toBe('p11');
    expect(addRecent(['a', 'b'], ['b'], RECENT_KEPT)).toEqual(['b', 'a']);
  });
});
