import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugGenerator, slugify, stripAccents, type SlugInput } from './slug-generator';

const base: SlugInput = { text: '', separator: '-', maxLength: 0, lowercase: true };
const slug = (text: string, options: Partial<SlugInput> = {}) => slugify({ ...base, text, ...options });

describe('slugGenerator', () => {
  it('shows no result for empty text', () => {
    expect(slugGenerator({ ...base, text: '' })).toBeNull();
    expect(slugGenerator({ ...base, text: '   ' })).toBeNull();
  });

  it('makes the catalogue example', () => {
    const result = slugGenerator({
      ...base,
      text: 'Crème Brûlée: 10 Tips for a Perfect Caramel Top!',
      maxLength: 50,
    });
    expect(result).toEqual({
      slug: 'creme-brulee-10-tips-for-a-perfect-caramel-top',
      length: 46,
      seoOk: true,
      cut: false,
    });
  });

  it('strips accents and spells out letters that do not decompose', () => {
    expect(stripAccents('àéîõüñç ÅØÆ ß œ')).toBe('aeiounc AOAE ss oe');
    expect(slug('Straße & Smørrebrød in Łódź')).toBe('strasse-smorrebrod-in-lodz');
  });

  it('removes non-word characters and turns white space into the separator', () => {
    expect(slug('Hello, World!')).toBe('hello-world');
    expect(slug("  Don't   stop -- believing ")).toBe('dont-stop-believing');
    expect(slug('a_b - c\td\ne')).toBe('a-b-c-d-e');
    expect(slug('100% @home #1')).toBe('100-home-1');
    expect(slug('日本語のテキスト')).toBe('');
  });

  it('uses the chosen separator, trimmed and never repeated', () => {
    expect(slug('Hello big world', { separator: '_' })).toBe('hello_big_world');
    expect(slug('-- Hello -- world --', { separator: '.' })).toBe('hello.world');
    expect(slug('snake_case and kebab-case', { separator: '_' })).toBe('snake_case_and_kebab_case');
    expect(slug('x', { separator: '/' as '-' })).toBe('x');
  });

  it('keeps capitals when lower case is off', () => {
    expect(slug('Hello World', { lowercase: false })).toBe('Hello-World');
  });

  it('cuts to the maximum length and trims a trailing separator', () => {
    expect(slug('hello wonderful world', { maxLength: 6 })).toBe('hello');
    expect(slug('hello wonderful world', { maxLength: 8 })).toBe('hello-wo');
    expect(slug('hello', { maxLength: 0 })).toBe('hello');
    expect(slug('a '.repeat(300), { maxLength: 500 })).toHaveLength(199);
    expect(slug('hello world', { maxLength: -5 })).toBe('hello-world');
    expect(slugGenerator({ ...base, text: 'hello wonderful world', maxLength: 8 })?.cut).toBe(true);
  });

  it('passes the SEO check at 60 characters or fewer', () => {
    expect(slugGenerator({ ...base, text: 'a'.repeat(60) })?.seoOk).toBe(true);
    expect(slugGenerator({ ...base, text: 'a'.repeat(61) })?.seoOk).toBe(false);
  });

  it('is idempotent and never has edge or doubled separators', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('-', '_', '.') as fc.Arbitrary<'-'>,
        fc.integer({ min: 0, max: 200 }),
        fc.boolean(),
        (text, separator, maxLength, lowercase) => {
          const once = slugify({ text, separator, maxLength, lowercase });
          expect(slugify({ text: once, separator, maxLength, lowercase })).toBe(once);
          expect(once).toMatch(/^[A-Za-z0-9._-]*$/);
          expect(once.startsWith(separator) || once.endsWith(separator)).toBe(false);
          expect(once.includes(separator + separator)).toBe(false);
          if (maxLength > 0) expect(once.length).toBeLessThanOrEqual(maxLength);
        },
      ),
    );
  });
});
