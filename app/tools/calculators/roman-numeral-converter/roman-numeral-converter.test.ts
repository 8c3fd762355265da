import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakdown, convertRoman, MESSAGES, toNumber, toRoman } from './roman-numeral-converter';

const ok = (r: ReturnType<typeof convertRoman>) => {
  if (r === null || 'error' in r) throw new Error(`expected a result, got ${JSON.stringify(r)}`);
  return r;
};

describe('toRoman', () => {
  it.each([
    ['1', 'I'],
    ['4', 'IV'],
    ['9', 'IX'],
    ['14', 'XIV'],
    ['40', 'XL'],
    ['90', 'XC'],
    ['400', 'CD'],
    ['1994', 'MCMXCIV'],
    ['2024', 'MMXXIV'],
    ['3888', 'MMMDCCCLXXXVIII'],
    ['3999', 'MMMCMXCIX'],
    [' 1,994 ', 'MCMXCIV'],
    ['12.0', 'XII'],
  ])('%s -> %s', (input, output) => {
    expect(ok(toRoman(input)).output).toBe(output);
  });

  it('gives the breakdown of 1994 as value, numeral, count, total', () => {
    expect(ok(toRoman('1994')).breakdown).toEqual([
      { value: 1000, numeral: 'M', count: 1, total: 1000 },
      { value: 900, numeral: 'CM', count: 1, total: 900 },
      { value: 90, numeral: 'XC', count: 1, total: 90 },
      { value: 4, numeral: 'IV', count: 1, total: 4 },
    ]);
  });

  it.each([
    'abc',
    '12.5',
    '1e3',
    '0x10',
    '--1',
    'NaN',
    'Infinity',
    '1 2 3x',
    '1 2 3',
    '1,9,9,4',
    '19 94',
    '1,99',
  ])('rejects %s as not a valid number', (input) => {
    expect(toRoman(input)).toEqual({ error: MESSAGES.invalidNumber });
  });

  it.each(['0', '-5', '4000', '99999999999999999999', '9'.repeat(400)])(
    'rejects %s as out of range',
    (input) => {
      expect(toRoman(input)).toEqual({ error: MESSAGES.outOfRange });
    },
  );

  it('uses the exact spec messages', () => {
    expect(MESSAGES).toEqual({
      invalidNumber: 'Please enter a valid number',
      outOfRange: 'Number must be between 1 and 3999',
      invalidNumeral: 'Invalid Roman numeral format',
    });
  });
});

describe('toNumber', () => {
  it.each([
    ['MCMXCIV', '1994'],
    ['mcmxciv', '1994'],
    ['  xiv ', '14'],
    ['MMMCMXCIX', '3999'],
    ['MMMM', '4000'],
    ['MMMMCMXCIX', '4999'],
  ])('%s -> %s', (input, output) => {
    expect(ok(toNumber(input)).output).toBe(output);
  });

  it('counts repeated symbols in the breakdown', () => {
    expect(ok(toNumber('MMXXIII')).breakdown).toEqual([
      { value: 1000, numeral: 'M', count: 2, total: 2000 },
      { value: 10, numeral: 'X', count: 2, total: 20 },
      { value: 1, numeral: 'I', count: 3, total: 3 },
    ]);
  });

  it.each([
    'IIII',
    'VV',
    'IC',
    'IL',
    'XM',
    'MMMMM',
    'ABC',
    '12',
    'IIV',
    'DD',
    'LL',
    'CCCC',
    'XXXX',
    'M M',
    'VX',
  ])('rejects non-canonical %s', (input) => {
    expect(toNumber(input)).toEqual({ error: MESSAGES.invalidNumeral });
  });
});

describe('convertRoman', () => {
  it('clears on blank input in both modes', () => {
    expect(convertRoman('', 'toRoman')).toBeNull();
    expect(convertRoman('   ', 'toNumber')).toBeNull();
  });

  it('round-trips every number from 1 to 3999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3999 }), (n) => {
        const numeral = ok(convertRoman(String(n), 'toRoman')).output;
        expect(ok(convertRoman(numeral, 'toNumber')).output).toBe(String(n));
        expect(ok(convertRoman(numeral.toLowerCase(), 'toNumber')).output).toBe(String(n));
      }),
    );
  });

  it('breakdown totals always sum to the value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4999 }), (n) => {
        expect(breakdown(n).reduce((sum, e) => sum + e.total, 0)).toBe(n);
      }),
    );
  });
});
