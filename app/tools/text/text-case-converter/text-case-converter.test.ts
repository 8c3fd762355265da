import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CASE_FORMATS,
  convertCase,
  splitWords,
  textCaseConverter,
  type CaseFormat,
} from './text-case-converter';

const all = (text: string) => Object.fromEntries(textCaseConverter({ text })!.map((r) => [r.id, r.value]));

describe('textCaseConverter', () => {
  it('shows no result for empty or blank text', () => {
    expect(textCaseConverter({ text: '' })).toBeNull();
    expect(textCaseConverter({ text: '  \n ' })).toBeNull();
  });

  it('gives the nine formats for the catalogue example, in order', () => {
    const expected = {
      lower: 'the quick brown fox jumps over the lazy dog',
      upper: 'THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG',
      title: 'The Quick Brown Fox Jumps Over The Lazy Dog',
      camel: 'theQuickBrownFoxJumpsOverTheLazyDog',
      pascal: 'TheQuickBrownFoxJumpsOverTheLazyDog',
      snake: 'the_quick_brown_fox_jumps_over_the_lazy_dog',
      kebab: 'the-quick-brown-fox-jumps-over-the-lazy-dog',
      constant: 'THE_QUICK_BROWN_FOX_JUMPS_OVER_THE_LAZY_DOG',
      dot: 'the.quick.brown.fox.jumps.over.the.lazy.dog',
    };
    expect(all('the quick brown fox jumps over the lazy dog')).toEqual(expected);
    expect(CASE_FORMATS.map((f) => f.id)).toEqual(Object.keys(expected));
  });

  it('splits words on spaces, punctuation and existing camelCase boundaries', () => {
    expect(splitWords('parseHTTPResponse')).toEqual(['parse', 'HTTP', 'Response']);
    expect(splitWords('XMLHttpRequest')).toEqual(['XML', 'Http', 'Request']);
    expect(splitWords('user_id, first-name; last.name!')).toEqual([
      'user',
      'id',
      'first',
      'name',
      'last',
      'name',
    ]);
    expect(splitWords('MAX_RETRY_COUNT')).toEqual(['MAX', 'RETRY', 'COUNT']);
    expect(splitWords('version2Beta')).toEqual(['version2', 'Beta']);
    expect(splitWords('A4PAPER_SIZE')).toEqual(['A4PAPER', 'SIZE']);
    expect(convertCase('  Hello,   World!  ', 'kebab')).toBe('hello-world');
    expect(convertCase('getUserByID', 'snake')).toBe('get_user_by_id');
    expect(convertCase('some-kebab-case', 'camel')).toBe('someKebabCase');
  });

  it('keeps Unicode letters and accents', () => {
    expect(convertCase('crème brûlée à la française', 'camel')).toBe('crèmeBrûléeÀLaFrançaise');
    expect(convertCase('Ελληνικά κείμενο', 'snake')).toBe('ελληνικά_κείμενο');
    expect(convertCase('straße groß', 'upper')).toBe('STRASSE GROSS');
    expect(convertCase('привет мир', 'pascal')).toBe('ПриветМир');
    expect(convertCase('日本語 テキスト', 'kebab')).toBe('日本語-テキスト');
  });

  it('title case keeps punctuation and apostrophes', () => {
    expect(convertCase("don't STOP (believin') now", 'title')).toBe("Don't Stop (Believin') Now");
    expect(convertCase("don't stop", 'camel')).toBe('dontStop');
    expect(convertCase('hello\nworld', 'title')).toBe('Hello\nWorld');
    expect(convertCase('ßß', 'title')).toBe('Ssß');
    expect(convertCase('Ssß', 'title')).toBe('Ssß');
  });

  it('is stable: converting a result again changes nothing', () => {
    // Plain words of two or more letters ('a A' and 'aA' read alike; 'fooBar' is two words).
    const word = fc.stringMatching(/^[a-zß-öø-ÿ]{2,8}$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 6 }),
        fc.constantFrom<CaseFormat>(...CASE_FORMATS.map((f) => f.id)),
        (words, format) => {
          const once = convertCase(words.join(' '), format);
          expect(convertCase(once, format)).toBe(once);
        },
      ),
    );
  });

  it('the programming cases agree on the words', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{2,8}$/), { minLength: 1, maxLength: 6 }), (words) => {
        const text = words.join(' ');
        const snake = convertCase(text, 'snake');
        for (const format of ['camel', 'pascal', 'kebab', 'constant', 'dot'] as const) {
          expect(convertCase(convertCase(text, format), 'snake')).toBe(snake);
        }
      }),
    );
  });
});
