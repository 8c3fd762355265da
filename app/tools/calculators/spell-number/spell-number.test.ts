import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chequeAmount,
  fractionToWords,
  groupDigits,
  integerToWords,
  MAX_MAGNITUDE,
  parseDecimal,
  SCALES,
  spellNumber,
  toTitleCase,
  type SpellStyle,
} from './spell-number';
import en from './messages/en';

const spell = (input: string, style: SpellStyle = 'plain') => spellNumber({ input, style });

const ok = (r: ReturnType<typeof spellNumber>) => {
  if (r === null || 'error' in r) throw new Error(`expected a result, got ${JSON.stringify(r)}`);
  return r;
};
const words = (input: string, style: SpellStyle = 'plain') => ok(spell(input, style)).words;

/** An independent reader of the plain words of a whole number, for round trips. */
const SMALL: Record<string, number> = Object.fromEntries(
  (
    'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen ' +
    'sixteen seventeen eighteen nineteen'
  )
    .split(' ')
    .map((w, i) => [w, i]),
);
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALE_VALUES: Record<string, bigint> = {
  thousand: 10n ** 3n,
  million: 10n ** 6n,
  billion: 10n ** 9n,
  trillion: 10n ** 12n,
  quadrillion: 10n ** 15n,
};

function wordsToNumber(text: string): bigint {
  const tokens = text.split(' ');
  let sign = 1n;
  if (tokens[0] === 'negative') {
    sign = -1n;
    tokens.shift();
  }
  let total = 0n;
  let group = 0n;
  let lastScale = Infinity;
  for (const token of tokens) {
    if (token === 'hundred') {
      if (group === 0n || group > 9n) throw new Error(`bad hundred in ${text}`);
      group *= 100n;
    } else if (token in SCALE_VALUES) {
      const scale = SCALE_VALUES[token]!;
      // Scales must fall strictly, each after a non-zero group below a thousand.
      if (group === 0n || group > 999n || Number(scale) >= lastScale) throw new Error(`bad scale in ${text}`);
      lastScale = Number(scale);
      total += group * scale;
      group = 0n;
    } else {
      const [tens, unit] = token.split('-');
      let value: number;
      if (unit !== undefined) {
        if (!(tens! in TENS) || !(unit in SMALL) || SMALL[unit]! === 0 || SMALL[unit]! > 9)
          throw new Error(`bad hyphenated word ${token}`);
        value = TENS[tens!]! + SMALL[unit]!;
      } else if (token in TENS) value = TENS[token]!;
      else if (token in SMALL) value = SMALL[token]!;
      else throw new Error(`unknown word ${token} in ${text}`);
      if (group % 100n !== 0n) throw new Error(`two tens/units in a row in ${text}`);
      group += BigInt(value);
    }
  }
  return sign * (total + group);
}

describe('the spec examples and the issue rules', () => {
  it('1234.56 spells digit by digit after and (the catalogue example)', () => {
    expect(ok(spell('1234.56'))).toEqual({
      input: '1234.56',
      number: '1,234.56',
      words: 'one thousand two hundred thirty-four and five six hundredths',
      originalWords: 'one thousand two hundred thirty-four and five six hundredths',
      style: 'plain',
      isDecimal: true,
      isNegative: false,
      wordCount: 9,
      amount: null,
    });
  });

  it('-0 and -0.00 are not negative', () => {
    expect(ok(spell('-0')).isNegative).toBe(false);
    expect(ok(spell('-0.00'))).toMatchObject({ words: 'zero and zero zero hundredths', isNegative: false });
    expect(ok(spell('-0.01'))).toMatchObject({
      words: 'negative zero and zero one hundredth',
      isNegative: true,
    });
  });

  it('flags decimals and negatives', () => {
    expect(ok(spell('5'))).toMatchObject({ isDecimal: false, isNegative: false });
    expect(ok(spell('5.'))).toMatchObject({ isDecimal: false });
    expect(ok(spell('5.0'))).toMatchObject({ isDecimal: true, words: 'five and zero tenths' });
    expect(ok(spell('-5.25'))).toMatchObject({ isDecimal: true, isNegative: true });
  });
});

describe('plain words', () => {
  it.each([
    // No and inside hundreds.
    ['123', 'one hundred twenty-three'],
    ['101', 'one hundred one'],
    ['110', 'one hundred ten'],
    ['999', 'nine hundred ninety-nine'],
    // Signs, leading zeros, grouping and spaces.
    ['0', 'zero'],
    ['-0', 'zero'],
    ['+0', 'zero'],
    ['000', 'zero'],
    ['+5', 'five'],
    ['007', 'seven'],
    ['1,234', 'one thousand two hundred thirty-four'],
    ['  42  ', 'forty-two'],
    ['\t42\n', 'forty-two'],
    ['.5', 'zero and five tenths'],
    ['5.', 'five'],
    ['-5.', 'negative five'],
    ['-.5', 'negative zero and five tenths'],
    ['-42', 'negative forty-two'],
    ['-1,000', 'negative one thousand'],
    ['1,2,3,4', 'one thousand two hundred thirty-four'],
    // Decimals: the digits one by one after and, named by the last place.
    ['0.5', 'zero and five tenths'],
    ['0.1', 'zero and one tenth'],
    ['0.01', 'zero and zero one hundredth'],
    ['0.001', 'zero and zero zero one thousandth'],
    ['0.25', 'zero and two five hundredths'],
    ['0.10', 'zero and one zero hundredths'],
    ['0.010', 'zero and zero one zero thousandths'],
    ['0.125', 'zero and one two five thousandths'],
    ['0.1234', 'zero and one two three four ten-thousandths'],
    ['0.0001', 'zero and zero zero zero one ten-thousandths'],
    ['0.12345', 'zero and one two three four five decimal places'],
    ['0.00001', 'zero and zero zero zero zero one decimal places'],
    ['7.1234', 'seven and one two three four ten-thousandths'],
    ['7.12345', 'seven and one two three four five decimal places'],
    // The digits exactly, never through a float.
    [
      '999999999999998.99',
      'nine hundred ninety-nine trillion nine hundred ninety-nine billion nine hundred ninety-nine million ' +
        'nine hundred ninety-nine thousand nine hundred ninety-eight and nine nine hundredths',
    ],
    ['0.30000000000000004', `zero and three ${'zero '.repeat(15)}four decimal places`],
    ['1.10', 'one and one zero hundredths'],
    // Whole numbers.
    ['1', 'one'],
    ['10', 'ten'],
    ['11', 'eleven'],
    ['12', 'twelve'],
    ['13', 'thirteen'],
    ['14', 'fourteen'],
    ['15', 'fifteen'],
    ['16', 'sixteen'],
    ['17', 'seventeen'],
    ['18', 'eighteen'],
    ['19', 'nineteen'],
    ['20', 'twenty'],
    ['30', 'thirty'],
    ['40', 'forty'],
    ['50', 'fifty'],
    ['60', 'sixty'],
    ['70', 'seventy'],
    ['80', 'eighty'],
    ['90', 'ninety'],
    ['100', 'one hundred'],
    ['1000', 'one thousand'],
    ['1001', 'one thousand one'],
    ['1010', 'one thousand ten'],
    ['2020', 'two thousand twenty'],
    ['100000', 'one hundred thousand'],
    ['1000000', 'one million'],
    ['1000001', 'one million one'],
    ['1000000000', 'one billion'],
    ['1000000000000', 'one trillion'],
    ['100000000000000', 'one hundred trillion'],
    ['1000000001000', 'one trillion one thousand'],
    [
      '123456789',
      'one hundred twenty-three million four hundred fifty-six thousand seven hundred eighty-nine',
    ],
  ])('%j -> %s', (input, expected) => {
    expect(words(input)).toBe(expected);
  });
});

describe('decimals', () => {
  // Singular only for exactly 1, 01 and 001.
  it.each([
    ['1', 'one tenth'],
    ['01', 'zero one hundredth'],
    ['001', 'zero zero one thousandth'],
    ['2', 'two tenths'],
    ['11', 'one one hundredths'],
    ['101', 'one zero one thousandths'],
  ])('fraction %s -> %s', (fraction, expected) => {
    expect(fractionToWords(fraction)).toBe(expected);
  });
});

describe('validation messages', () => {
  it.each(['', '   ', '\n\t'])('empty input %j clears the result', (input) => {
    for (const style of ['plain', 'title', 'cheque'] as const) expect(spell(input, style)).toBeNull();
  });

  it.each([
    'abc',
    '12abc',
    '1e5',
    '1E5',
    '1.5e3',
    '0x10',
    '0b1',
    'Infinity',
    '-Infinity',
    'NaN',
    '--5',
    '+-5',
    '-',
    '+',
    '.',
    '-.',
    ',',
    ',,,',
    '1.2.3',
    '1 234',
    '- 5',
    '5-',
    '$5',
    '5%',
    '٣',
    '١٢٣',
    '１２３',
    '१२३',
    '1_000',
    '½',
    '<script>alert(1)</script>',
    '1\u00002',
  ])('%j gives the invalid-number message', (input) => {
    expect(spell(input)).toEqual({ error: 'invalidNumber' });
    expect(spell(input, 'cheque')).toEqual({ error: 'invalidNumber' });
  });

  it('boundaries of the 999 trillion limit', () => {
    expect(words('999999999999999')).toBe(
      'nine hundred ninety-nine trillion nine hundred ninety-nine billion nine hundred ninety-nine million ' +
        'nine hundred ninety-nine thousand nine hundred ninety-nine',
    );
    expect(words('-999999999999999')).toMatch(/^negative nine hundred ninety-nine trillion /);
    expect(words('999,999,999,999,999')).toMatch(/ninety-nine$/);
    expect(words('0000999999999999999')).toMatch(/ninety-nine$/);
    for (const input of [
      '1000000000000000',
      '-1000000000000000',
      '1,000,000,000,000,000',
      '1000000000000000.5',
      '99999999999999999999',
      '9'.repeat(100),
    ]) {
      expect(spell(input), input).toEqual({ error: 'tooLarge' });
    }
    expect(MAX_MAGNITUDE).toBe(999999999999999);
  });

  it('uses the exact messages', () => {
    expect([en.invalidNumber, en.tooLarge]).toEqual([
      'Please enter a valid number',
      'Number is too large (max: 999 trillion)',
    ]);
  });

  it('the too-large check comes after the number check', () => {
    expect(spell('1000000000000000x')).toEqual({ error: 'invalidNumber' });
  });
});

describe('whole numbers', () => {
  it('hyphenates every number from twenty-one to ninety-nine except the round tens', () => {
    const tens = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
    const units = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
    for (let n = 21; n <= 99; n++) {
      const ten = tens[Math.floor(n / 10) - 2]!;
      const expected = n % 10 === 0 ? ten : `${ten}-${units[(n % 10) - 1]!}`;
      expect(words(String(n)), String(n)).toBe(expected);
    }
  });

  it('keeps quadrillion in the scale table, reachable only by integerToWords', () => {
    expect(SCALES).toEqual(['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion']);
    expect(integerToWords('1000000000000000')).toBe('one quadrillion');
    expect(integerToWords('999999999999999999')).toMatch(/^nine hundred ninety-nine quadrillion /);
    expect(() => integerToWords('1000000000000000000')).toThrow(RangeError);
    expect(() => integerToWords('12a')).toThrow(TypeError);
    expect(integerToWords('000')).toBe('zero');
  });
});

describe('title case', () => {
  it('capitalizes each word and each hyphenated part, keeps and lower case', () => {
    const r = ok(spell('1234.56', 'title'));
    expect(r.words).toBe('One Thousand Two Hundred Thirty-Four and Five Six Hundredths');
    expect(r.originalWords).toBe('one thousand two hundred thirty-four and five six hundredths');
    expect(r.style).toBe('title');
    expect(words('-21.1234', 'title')).toBe('Negative Twenty-One and One Two Three Four Ten-Thousandths');
    expect(words('0.12345', 'title')).toBe('Zero and One Two Three Four Five Decimal Places');
    expect(words('0', 'title')).toBe('Zero');
    expect(toTitleCase('ninety-nine')).toBe('Ninety-Nine');
  });
});

describe('cheque style', () => {
  it.each([
    ['123.45', 'One hundred twenty-three and 45/100 dollars', '$123.45'],
    ['1234.56', 'One thousand two hundred thirty-four and 56/100 dollars', '$1,234.56'],
    ['0', 'Zero and 00/100 dollars', '$0.00'],
    ['1', 'One and 00/100 dollars', '$1.00'],
    ['1.5', 'One and 50/100 dollars', '$1.50'],
    ['0.05', 'Zero and 05/100 dollars', '$0.05'],
    ['0.125', 'Zero and 13/100 dollars', '$0.13'],
    ['0.1249999', 'Zero and 12/100 dollars', '$0.12'],
    ['2.675', 'Two and 68/100 dollars', '$2.68'],
    ['1.005', 'One and 01/100 dollars', '$1.01'],
    ['0.995', 'One and 00/100 dollars', '$1.00'],
    ['0.999', 'One and 00/100 dollars', '$1.00'],
    ['99.999', 'One hundred and 00/100 dollars', '$100.00'],
    ['5.', 'Five and 00/100 dollars', '$5.00'],
    ['-123.45', 'Negative one hundred twenty-three and 45/100 dollars', '-$123.45'],
    ['-0.001', 'Zero and 00/100 dollars', '$0.00'],
    ['-0.005', 'Negative zero and 01/100 dollars', '-$0.01'],
    [
      '999999999999998.99',
      /^Nine hundred ninety-nine trillion .* ninety-eight and 99\/100 dollars$/,
      '$999,999,999,999,998.99',
    ],
    [
      '999999999999998.995',
      /^Nine hundred ninety-nine trillion .* ninety-nine and 00\/100 dollars$/,
      '$999,999,999,999,999.00',
    ],
  ])('%s -> %s', (input, expected, amount) => {
    const r = ok(spell(input, 'cheque'));
    if (typeof expected === 'string') expect(r.words).toBe(expected);
    else expect(r.words).toMatch(expected);
    expect(r.amount).toBe(amount);
  });

  it('keeps the plain words of the full input as originalWords', () => {
    expect(ok(spell('0.999', 'cheque'))).toMatchObject({
      originalWords: 'zero and nine nine nine thousandths',
      words: 'One and 00/100 dollars',
      wordCount: 4,
      style: 'cheque',
    });
  });

  it('any fraction above 999 trillion is too large, in every style (absolute value above)', () => {
    for (const style of ['plain', 'title', 'cheque'] as const) {
      expect(spell('999999999999999.001', style)).toEqual({ error: 'tooLarge' });
      expect(spell('-999999999999999.5', style)).toEqual({ error: 'tooLarge' });
      expect(spell('999999999999999.000', style)).not.toHaveProperty('error');
    }
  });
});

describe('helpers', () => {
  it('parseDecimal keeps the fraction as typed and strips leading zeros of the whole part', () => {
    expect(parseDecimal(' -0012.3400 ')).toEqual({ negative: true, whole: '12', fraction: '3400' });
    expect(parseDecimal('.5')).toEqual({ negative: false, whole: '0', fraction: '5' });
    expect(parseDecimal('1e5')).toBeNull();
  });

  it('groupDigits groups by thousands', () => {
    expect(groupDigits('0')).toBe('0');
    expect(groupDigits('1234')).toBe('1,234');
    expect(groupDigits('999999999999999')).toBe('999,999,999,999,999');
    expect(ok(spell('-1234567.0500')).number).toBe('-1,234,567.0500');
  });

  it('counts words', () => {
    expect(ok(spell('0')).wordCount).toBe(1);
    expect(ok(spell('21')).wordCount).toBe(1);
    expect(ok(spell('1000001')).wordCount).toBe(3);
    expect(ok(spell('1', 'cheque')).wordCount).toBe(4);
  });

  it('chequeAmount is exact for every cent of a whole number', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.bigInt({ min: 0n, max: 10n ** 14n }),
        (frac, whole) => {
          const fraction = String(frac).padStart(4, '0');
          const scaled = whole * 10000n + BigInt(frac);
          const cents = (scaled + 50n) / 100n; // half up, in hundredths
          expect(chequeAmount({ negative: false, whole: String(whole), fraction })).toEqual({
            dollars: Number(cents / 100n),
            cents: Number(cents % 100n),
            negative: false,
          });
        },
      ),
    );
  });
});

describe('properties', () => {
  const integers = fc.bigInt({ min: -BigInt(MAX_MAGNITUDE), max: BigInt(MAX_MAGNITUDE) });

  it('every integer within the limit spells, reads back to itself, with single spaces', () => {
    fc.assert(
      fc.property(integers, (n) => {
        const r = ok(spell(n.toString()));
        expect(r.words).not.toBe('');
        expect(r.words).not.toMatch(/ {2}|^ | $|undefined|NaN/);
        expect(r.words).not.toMatch(/\band\b/);
        expect(wordsToNumber(r.words)).toBe(n);
        expect(r.isNegative).toBe(n < 0n);
        expect(r.wordCount).toBe(r.words.split(' ').length);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back small numbers exhaustively', () => {
    for (let n = 0; n <= 2100; n++) expect(wordsToNumber(words(String(n)))).toBe(BigInt(n));
  });

  it('grouped and ungrouped input spell the same, in every style', () => {
    fc.assert(
      fc.property(integers, fc.constantFrom<SpellStyle>('plain', 'title', 'cheque'), (n, style) => {
        const grouped = (n < 0n ? '-' : '') + groupDigits((n < 0n ? -n : n).toString());
        expect(ok(spell(grouped, style)).words).toBe(ok(spell(n.toString(), style)).words);
      }),
    );
  });

  it('decimals: the whole part reads back and each fraction digit is spelled once', () => {
    // Below the limit: 999999999999999 with a non-zero fraction is above it.
    const belowLimit = fc.bigInt({ min: 1n - BigInt(MAX_MAGNITUDE), max: BigInt(MAX_MAGNITUDE) - 1n });
    fc.assert(
      fc.property(belowLimit, fc.stringMatching(/^[0-9]{1,12}$/), (n, fraction) => {
        const r = ok(spell(`${n}.${fraction}`));
        const [whole, tail] = r.words.split(' and ');
        expect(wordsToNumber(whole!)).toBe(n);
        expect(r.isNegative).toBe(n < 0n);
        expect(r.isDecimal).toBe(true);
        const digits = tail!.split(' ').slice(0, fraction.length);
        expect(digits.map((w) => SMALL[w])).toEqual([...fraction].map(Number));
      }),
    );
  });

  it('never throws and never shows NaN or undefined, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 100 }),
        fc.constantFrom<SpellStyle>('plain', 'title', 'cheque'),
        (s, style) => {
          const r = spell(s, style);
          if (r !== null && !('error' in r)) expect(r.words).not.toMatch(/NaN|undefined|Infinity|\s{2}/);
          if (r !== null && 'error' in r) expect(['invalidNumber', 'tooLarge']).toContain(r.error);
        },
      ),
    );
  });
});
