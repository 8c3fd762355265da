import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolIndex } from './page-data';
import { movedHighlight, PALETTE_MATCHES, paletteGroups } from './palette';
import { NO_SAVED_TOOLS } from './saved-tools';
import { searchTools } from './search';

const index = toolIndex();
const ids = (groups: ReturnType<typeof paletteGroups>) =>
  groups.map((group) => [group.label, group.tools.map((tool) => tool.id)]);

describe('what the palette lists', () => {
  it('empty, without saved tools: the popular tools', () => {
    expect(ids(paletteGroups(index, NO_SAVED_TOOLS, ''))).toEqual([['popularToolsGroup', index.popular]]);
  });

  it('empty: favourites, then recently used, then popular, each tool once', () => {
    const [popular] = index.popular;
    const saved = {
      favourites: ['uuid-generator', 'no-such-tool', 'basic-tip-calculator'],
      recent: ['basic-tip-calculator', popular!, 'age-calculator'],
    };
    const groups = paletteGroups(index, saved, '  ');
    expect(ids(groups).slice(0, 2)).toEqual([
      ['favourites', ['uuid-generator', 'basic-tip-calculator']],
      ['recentlyUsed', [popular, 'age-calculator']],
    ]);
    expect(groups[2]!.label).toBe('popularToolsGroup');
    const all = groups.flatMap((group) => group.tools.map((tool) => tool.id));
    expect(new Set(all).size).toBe(all.length);
  });

  it('typed: the best matches in the order /search ranks them', () => {
    expect(ids(paletteGroups(index, NO_SAVED_TOOLS, 'mortgage'))).toEqual([
      ['matches', ['loan-payment-calculator']],
    ]);
    const tip = paletteGroups(index, NO_SAVED_TOOLS, 'tip')[0]!.tools;
    expect(tip).toEqual(searchTools('tip', index.tools).slice(0, PALETTE_MATCHES));
    expect(paletteGroups(index, NO_SAVED_TOOLS, 'zzzzqqq')).toEqual([]);
  });
});

describe("the palette's keys", () => {
  it('move the highlight down and up, wrapping at the ends', () => {
    expect(movedHighlight(0, 3, 'ArrowDown')).toBe(1);
    expect(movedHighlight(2, 3, 'ArrowDown')).toBe(0);
    expect(movedHighlight(0, 3, 'ArrowUp')).toBe(2);
    expect(movedHighlight(1, 3, 'ArrowUp')).toBe(0);
  });

  it('leave every other key, and an empty list, to the field', () => {
    expect(movedHighlight(0, 3, 'a')).toBeNull();
    expect(movedHighlight(0, 3, 'Enter')).toBeNull();
    expect(movedHighlight(0, 0, 'ArrowDown')).toBeNull();
  });

  it('always land on an option, and down then up comes back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(), (count, seed) => {
        const start = seed % count;
        const down = movedHighlight(start, count, 'ArrowDown')!;
        expect(down).toBeGreaterThanOrEqual(0);
        expect(down).toBeLessThan(count);
        expect(movedHighlight(down, count, 'ArrowUp')).toBe(start);
      }),
    );
  });
});
