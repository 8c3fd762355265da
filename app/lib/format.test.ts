import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  csvMoney,
  localNumberText,
  machineNumberText,
  numberText,
  formatCompactMoney,
  formatMoney,
  formatNumber,
  formatPercent,
  NUMBER_TEXT_MAX,
  parseNumber,
} from './format';
import { LOCALES, setPageLocale, type Locale } from './locale';
import { inPageMarks } from './page-marks';

afterEach(() => setPageLocale('en'));

describe('parseNumber', () => {
  it.each([
    ['42', 42],
    [' 1,234.5 ', 1234.5],
    ['1,234,567', 1234567],
    ['12,5', 12.5],
    ['-0.25', -0.25],
    ['.5', 0.5],
    ['1e3', 1000],
    ['+7', 7],
    ['1 000', 1000],
    ['1_000_000', 1000000],
    ['1 234,5', 1234.5],
  ])('%j -> %d', (raw, value) => {
    expect(parseNumber(raw)).toBe(value);
  });
  it.each([
    '',
    '   ',
    'abc',
    '1.2.3',
    '12,34,5',
    'NaN',
    'Infinity',
    '1e999',
    '0x10',
    '--1',
    '1,2,3',
    '1 2 3',
    '12 34',
    '1 0 0 0',
  ])('%j -> null', (raw) => {
    expect(parseNumber(raw)).toBeNull();
  });

  it(`reads up to ${NUMBER_TEXT_MAX} characters and refuses longer text`, () => {
    expect(parseNumber('1'.repeat(NUMBER_TEXT_MAX))).toBe(Number('1'.repeat(NUMBER_TEXT_MAX)));
    expect(parseNumber('1'.repeat(NUMBER_TEXT_MAX + 1))).toBeNull();
    expect(parseNumber(` ${'1'.repeat(NUMBER_TEXT_MAX)}`)).toBeNull();
  });

  it('answers at once for long hostile text (a link or a paste of 10,000 to 100,000 characters)', () => {
    for (const length of [10_000, 100_000]) {
      for (const text of [
        `${'1'.repeat(length)}x`,
        `${'1,'.repeat(length / 2)}x`,
        `${' '.repeat(length)}1x`,
        `1${'0'.repeat(length)}.5e`,
      ]) {
        const start = performance.now();
        expect(parseNumber(text)).toBeNull();
        expect(performance.now() - start).toBeLessThan(20);
      }
    }
  });
});

describe('parseNumber in each language', () => {
  it.each([
    // German, Spanish and Portuguese: dot groups, comma decimals.
    ['de', '1.234,5', 1234.5],
    ['de', '12,5', 12.5],
    ['de', '1.234', 1234],
    ['de', '1.234.567', 1234567],
    ['de', '1,234', 1.234],
    ['es', '1.234,5', 1234.5],
    ['pt-br', '1.234.567,89', 1234567.89],
    // Unambiguous international forms are read in every language.
    ['de', '1.5', 1.5],
    ['de', '1.23', 1.23],
    ['de', '1,234.5', 1234.5],
    ['de', '1 234,5', 1234.5],
    ['en', '1.234,5', 1234.5],
    // French: spaces group, a comma or a dot is the decimal.
    ['fr', '1 234,5', 1234.5],
    ['fr', '1\u202f234,5', 1234.5],
    ['fr', '1\u00a0234\u00a0567', 1234567],
    ['fr', '1.234', 1.234],
    ['fr', '1,234', 1.234],
    // Hindi: India's grouping; Devanagari digits.
    ['hi', '1,23,456.7', 123456.7],
    ['hi', '12,34,56,789', 123456789],
    ['hi', '१२३.५', 123.5],
    ['en', '1,23,456.7', 123456.7],
    ['ja', '1,234.5', 1234.5],
    // Arabic: Western or Arabic-Indic digits, and the Arabic separators.
    ['ar', '1,234.5', 1234.5],
    ['ar', '١٬٢٣٤٫٥', 1234.5],
    ['ar', '۱۲۳', 123],
    ['ar', '-٥', -5],
  ] as const)('%s: %j -> %d', (locale, raw, value) => {
    expect(parseNumber(raw, locale)).toBe(value);
  });

  it.each([
    ['de', '1.2.3'],
    ['de', '1,2,3'],
    ['de', '1.234,5,6'],
    ['fr', '1 23,5'],
    ['hi', '1,2,34'],
    ['ar', '١٫٢٫٣'],
    // Digits of other scripts only where the page's language writes them.
    ['en', '٣'],
    ['de', '१२'],
  ] as const)('%s: %j -> null', (locale, raw) => {
    expect(parseNumber(raw, locale)).toBeNull();
  });

  it('keeps every digit of its machine form, in the canonical form links hold', () => {
    expect(numberText('1.234.567.890.123.456,78', 'de')).toBe('1234567890123456.78');
    expect(numberText('1700000000123456789', 'fr')).toBe('1700000000123456789');
    expect(numberText('12,50', 'de')).toBe('12.50');
    expect(numberText('+007.', 'en')).toBe('7');
    expect(numberText(',5', 'de')).toBe('0.5');
    expect(numberText('-0,00', 'de')).toBe('0.00');
    expect(numberText('-1e5', 'en')).toBe('-1e5');
    expect(numberText('1,2,3', 'en')).toBeNull();
    expect(numberText('abc', 'de')).toBeNull();
  });

  it('reads its machine form as the number parseNumber reads (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.string({ unit: fc.constantFrom(...'0123456789.,- +e') }),
        (locale: Locale, raw) => {
          const text = numberText(raw, locale);
          const value = parseNumber(raw, locale);
          if (text === null) expect(value).toBeNull();
          else if (value !== null) expect(Number(text)).toBe(value);
        },
      ),
    );
  });

  it('shows a number field in the page language and writes its machine form to the link', () => {
    expect(localNumberText('1234.5', 'de')).toBe('1234,5');
    expect(localNumberText('1234.5', 'fr')).toBe('1234,5');
    expect(localNumberText('1234.5', 'en')).toBe('1234.5');
    expect(localNumberText('1234.5', 'ja')).toBe('1234.5');
    expect(localNumberText('abc.d', 'de')).toBe('abc.d');
    expect(machineNumberText('1.234,5', 'de')).toBe('1234.5');
    expect(machineNumberText('1 234,5', 'fr')).toBe('1234.5');
    expect(machineNumberText('1,23,456.7', 'hi')).toBe('123456.7');
    expect(machineNumberText('١٢٫٥', 'ar')).toBe('12.5');
    expect(machineNumberText('12,', 'de')).toBe('12');
    expect(machineNumberText('-', 'de')).toBe('-');
    // English links have always held the visitor's text.
    expect(machineNumberText('1,234.5', 'en')).toBe('1,234.5');
  });

  it('round-trips a field: what it shows, typed back, is the value it holds (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES.filter((l) => l !== 'en')),
        fc.double({ min: -1e12, max: 1e12, noNaN: true }).map((v) => String(Number(v.toFixed(3)) + 0)),
        (locale: Locale, machine) => {
          expect(machineNumberText(localNumberText(machine, locale), locale)).toBe(machine);
        },
      ),
    );
  });

  it('reads back what it formats, in every language (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.double({ min: -1e15, max: 1e15, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (locale: Locale, value, decimals) => {
          setPageLocale(locale);
          const text = formatNumber(value, decimals);
          // The number shown: Intl rounds the shortest decimal form of the double (toFixed the
          // exact binary value, which differs at halves such as 5328466397721.045).
          const shown = new Intl.NumberFormat('en-US', {
            useGrouping: false,
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
          }).format(value);
          expect(parseNumber(text, locale)).toBe(Number(shown) + 0);
        },
      ),
    );
  });
});

describe('inPageMarks', () => {
  it('writes English marks as the page writes them, grouping kept', () => {
    const cases: [Locale, string][] = [
      ['en', '1,25,000.5'],
      ['de', '1.25.000,5'],
      ['fr', '1\u00a025\u00a0000,5'],
      ['es', '1.25.000,5'],
      ['pt-br', '1.25.000,5'],
      ['hi', '1,25,000.5'],
      ['ja', '1,25,000.5'],
      ['ar', '1,25,000.5'],
    ];
    for (const [locale, text] of cases) {
      setPageLocale(locale);
      expect(inPageMarks('1,25,000.5')).toBe(text);
    }
  });

  it('is what parseNumber reads back in the page language (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        (locale: Locale, value) => {
          setPageLocale(locale);
          const english = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }).format(value);
          expect(parseNumber(inPageMarks(english), locale)).toBe(Number(english.replace(/,/g, '')) + 0);
        },
      ),
    );
  });
});

describe('formatNumber', () => {
  it('uses en-US grouping and fixed decimals', () => {
    expect(formatNumber(30)).toBe('30.00');
    expect(formatNumber(1234567.891, 1)).toBe('1,234,567.9');
    expect(formatNumber(0.5, { min: 0, max: 3 })).toBe('0.5');
  });
  it('never prints negative zero', () => {
    expect(formatNumber(-0)).toBe('0.00');
    expect(formatNumber(-0.0001, 2)).toBe('0.00');
  });
});

describe('formatMoney', () => {
  it('formats a currency', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(10, 'EUR')).toBe('€10.00');
  });
  it('writes money as each language does, with one kind of space in every engine', () => {
    const money = (locale: Locale) => {
      setPageLocale(locale);
      return formatMoney(125510.22);
    };
    expect(LOCALES.map(money)).toEqual([
      '$125,510.22',
      '125.510,22\u00a0US$',
      'US$\u00a0125.510,22',
      '125.510,22\u00a0$',
      '125\u00a0510,22\u00a0$US',
      '$1,25,510.22',
      '$125,510.22',
      '125,510.22\u00a0US$',
    ]);
    setPageLocale('de');
    expect(formatMoney(-0.001, 'EUR')).toBe('0,00\u00a0€');
    expect(formatNumber(-1234.5, 1)).toBe('-1.234,5');
  });
  it('falls back to two decimals and the code for an unknown currency', () => {
    expect(formatMoney(12.345, 'NOT-A-CODE')).toBe('12.35 NOT-A-CODE');
  });
});

describe('formatCompactMoney', () => {
  it('shortens like a chart axis, the same in every engine', () => {
    expect(
      [0, 950, 50_000, 1_500, 120_000, 1_500_000, 2_000_000_000, -50_000].map((v) => formatCompactMoney(v)),
    ).toEqual(['$0', '$950', '$50K', '$1.5K', '$120K', '$1.5M', '$2B', '-$50K']);
    expect(formatCompactMoney(50_000, 'EUR')).toBe('€50K');
  });
});

describe('csvMoney', () => {
  it('writes two decimals without separators or signs, and never -0.00', () => {
    expect(csvMoney(1234567.891)).toBe('1234567.89');
    expect(csvMoney(-12.3)).toBe('-12.30');
    expect(csvMoney(-1e-9)).toBe('0.00');
    expect(csvMoney(0)).toBe('0.00');
  });
});

describe('formatPercent', () => {
  it('writes a percentage as each language does', () => {
    const seen = (['en', 'de', 'fr', 'ja', 'ar'] as const).map((locale) => {
      setPageLocale(locale);
      return [formatPercent(16.04), formatPercent(-5, 1)];
    });
    expect(seen).toEqual([
      ['16.04%', '-5.0%'],
      ['16,04\u00a0%', '-5,0\u00a0%'],
      ['16,04\u00a0%', '-5,0\u00a0%'],
      ['16.04%', '-5.0%'],
      ['16.04%', '-5.0%'],
    ]);
  });

  it('in English, is the number as formatNumber writes it and a percent sign', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        (value, decimals) => {
          expect(formatPercent(value, decimals)).toBe(`${formatNumber(value, decimals)}%`);
        },
      ),
    );
  });
});
