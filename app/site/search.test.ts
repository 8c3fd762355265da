import { describe, expect, it } from 'vitest';
import { searchIndexData } from './page-data';
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
  it("ranks 'age' by relevance and matches at word starts only", () => {
    const found = ids('age');
    expect(found[0]).toBe('age-calculator');
    const titles = searchTools('age', tools).map((t) => t.title.toLowerCase());
    // Every hit has a word starting with 'age' somewhere; title hits come first.
    expect(found).not.toContain('yeast-to-flour-ratio');
    expect(found).not.toContain('loan-payment-calculator');
    const firstNonTitle = titles.findIndex((t) => !/\bage/.test(t));
    if (firstNonTitle !== -1) expect(titles.slice(firstNonTitle).some((t) => /\bage/.test(t))).toBe(false);
  });
  it('forgives one typo in longer words, not in short ones', () => {
    expect(ids('calculater')).toContain('age-calculator');
    expect(ids('pasword')[0]).toBe('password-generator');
    expect(ids('romna')[0]).toBe('roman-numeral-converter');
    expect(ids('tpi')).toEqual([]);
  });
  it('ranks title matches above keyword and description matches', () => {
    expect(ids('christmas')[0]).toBe('days-until-christmas');
    expect(ids('tip')[0]).toMatch(/tip/);
  });
  it('finds nothing for nonsense and survives hostile input', () => {
    expect(ids('zzqqxx')).toEqual([]);
    expect(() => searchTools('<script>alert(1)</script> (.*+?[', tools)).not.toThrow();
  });
});
