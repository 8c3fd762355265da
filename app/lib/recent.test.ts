import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addRecent } from './recent';

describe('addRecent', () => {
  it('puts the newest first, keeps each entry once and at most `keep`', () => {
    expect(addRecent(['a', 'b'], ['c', 'd'], 10)).toEqual(['d', 'c', 'a', 'b']);
    expect(addRecent(['a', 'b'], ['b'], 10)).toEqual(['b', 'a']);
    let list: string[] = [];
    for (let i = 0; i < 30; i++) list = addRecent(list, [`u${i}`], 20);
    expect(list).toHaveLength(20);
    expect(list[0]).toBe('u29');
  });

  it('never exceeds the limit and never repeats', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string()),
        fc.array(fc.string()),
        fc.integer({ min: 1, max: 30 }),
        (old, fresh, keep) => {
          const list = addRecent(old, fresh, keep);
          expect(list.length).toBeLessThanOrEqual(keep);
          expect(new Set(list).size).toBe(list.length);
        },
      ),
    );
  });
});
