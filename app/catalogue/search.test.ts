import { describe, expect, it } from 'vitest';
import { searchIndexData } from './index';
import { searchTools } from './search';

const { tools } = searchIndexData();

const ids = (q: string) => searchTools(q, tools).map((t) => t.id);

describe('searchTools', () => {
  it('returns everything for an empty query', () => {
    expect(searchTools('   ', tools)).toHaveLength(tools.length);
  });
  it('is case-insensitive over titles', () => {
    expect(ids('ROMAN')).toContain('roman-numeral-converter');
  });
  it("finds 'Base64' from 'base 64'", () => {
    expect(ids('base 64')).toContain('base64-image-converter');
    expect(ids('Base64')).toContain('base64-image-converter');
  });
  it('matches words in any order', () => {
    expect(ids('converter numeral')).toContain('roman-numeral-converter');
    expect(ids('calculator tip').slice(0, 2).sort()).toEqual([
      'basic-tip-calculator',
      'finance-tip-calculator',
    ]);
  });
  it('matches descriptions and keywords', () => {
    expect(ids('mortgage')).toEqual(['loan-payment-calculator']);
    expect(ids('gratuity')).toEqual(
      expect.arrayContaining(['basic-tip-calculator', 'finance-tip-calculator']),
    );
    expect(ids('celsius')).toContain('temperature-converter');
  });
  it('ranks title matches first', () => {
    expect(ids('percent')[0]).toBe('percentage-calculator');
  });
  it('finds nothing for nonsense and survives hostile input', () => {
    expect(ids('zzqqxx')).toEqual([]);
    expect(() => searchTools('<script>alert(1)</script> (.*+?[', tools)).not.toThrow();
  });
});
