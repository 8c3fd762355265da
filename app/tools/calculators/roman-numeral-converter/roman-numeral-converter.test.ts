import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import en from './messages/en';
import { breakdown, convertRoman, toNumber, toRoman } from './roman-numeral-converter';

const ok = (r: ReturnType<typeof convertRoman>) => {
  if (r === null || 'error' in r) throw new Error(`expected a result, got ${JSON.stringify(r)}`);
  return r;
};

describe('both directions', () => {
  it.each([
    [toRoman, '1', 'I'],
    [toRoman, '4', 'IV'],
    [toRoman, '9', 'IX'],
    [toRoman, '14', 'XIV'],
    [toRoman, '40', 'XL'],
    [toRoman, '90', 'XC'],
    [toRoman, '400', 'CD'],
    [toRoman, '1994', 'MCMXCIV'],
    [toRoman, '2024', 'MMXXIV'],
    [toRoman, '3888', 'MMMDCCCLXXXVIII'],
    [toRoman, '3999', 'MMMCMXCIX'],
    [toRoman, ' 1,994 ', 'MCMXCIV'],
    [toRoman, '12.0', 'XII'],
    [toNumber, 'MCMXCIV', '1994'],
    [toNumber, 'mcmxciv', '1994'],
    [toNumber, '  xiv ', '14'],
    [toNumber, 'MMMCMXCIX', '3999'],
    [toNumber, 'MMMM', '4000'],
    [toNumber, 'MMMMCMXCIX', '4999'],
  ])('%o: %s -> %s', (convert, input, output) => {
    expect(ok(convert(input)).output).toBe(output);
  });

  it('toRoman gives the breakdown of 1994 as value, numeral, count, total', () => {
    expect(ok(toRoman('1994')).breakdown).toEqual([
      { value: 1000, numeral: 'M', count: 1, total: 1000 },
      { value: 900, numeral: 'CM', count: 1, total: 900 },
      { value: 90, numeral: 'XC', count: 1, total: 90 },
      { value: 4, numeral: 'IV', count: 1, total: 4 },
    ]);
  });

  it('toNumber counts repeated symbols in the breakdown', () => {
    expect(ok(toNumber('MMXXIII')).breakdown).toEqual([
      { value: 1000, numeral: 'M', count: 2, total: 2000 },
      { value: 10, numeral: 'X', count: 2, total: 20 },
      { value: 1, numeral: 'I', count: 3, total: 3 },
    ]);
  });

  /** One row per input: the function rejects it with the message. */
  const rejects = (convert: typeof toRoman, message: keyof typeof en, inputs: string[]) =>
    inputs.map((input) => [convert.name, input, message, convert] as const);

  it.each([
    ...rejects(toRoman, 'invalidNumber', [
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
    ]),
    ...rejects(toRoman, 'outOfRange', ['0', '-5', '4000', '99999999999999999999', '9'.repeat(400)]),
    // Non-canonical numerals.
    ...rejects(toNumber, 'invalidNumeral', [
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
    ]),
  ])('%s rejects %s: %s', (_name, input, message, convert) => {
    expect(convert(input)).toEqual({ error: message });
  });

  it('use the exact spec messages', () => {
    expect([en.invalidNumber, en.outOfRange, en.invalidNumeral]).toEqual([
      'Please enter a valid number',
      'Number must be between 1 and 3999',
      'Invalid Roman numeral format',
    ]);
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
