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
  });

  it.each<[string, string, CaseFormat, string]>([
    ['splits on spaces, punctuation and camelCase', '  Hello,   World!  ', 'kebab', 'hello-world'],
    ['splits on spaces, punctuation and camelCase', 'getUserByID', 'snake', 'get_user_by_id'],
    ['splits on spaces, punctuation and camelCase', 'some-kebab-case', 'camel', 'someKebabCase'],
    ['keeps Unicode letters and accents', 'crème brûlée à la française', 'camel', 'crèmeBrûléeÀLaFrançaise'],
    ['keeps Unicode letters and accents', 'Ελληνικά κείμενο', 'snake', 'ελληνικά_κείμενο'],
    ['keeps Unicode letters and accents', 'straße groß', 'upper', 'STRASSE GROSS'],
    ['keeps Unicode letters and accents', 'привет мир', 'pascal', 'ПриветМир'],
    ['keeps Unicode letters and accents', '日本語 テキスト', 'kebab', '日本語-テキスト'],
    [
      'title case keeps punctuation and apostrophes',
      "don't STOP (believin') now",
      'title',
      "Don't Stop (Believin') Now",
    ],
    ['title case keeps punctuation and apostrophes', "don't stop", 'camel', 'dontStop'],
    ['title case keeps punctuation and apostrophes', 'hello\nworld', 'title', 'Hello\nWorld'],
    ['title case keeps punctuation and apostrophes', 'ßß', 'title', 'Ssß'],
    ['title case keeps punctuation and apostrophes', 'Ssß', 'title', 'Ssß'],
  ])('%s: %j as %s is %j', (_, text, format, expected) => {
    expect(convertCase(text, format)).toBe(expected);
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
