import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordsFrom } from '~/lib/i18n';
import {
  cleanAmount,
  formatGrouped,
  groupDigits,
  inWords as logicInWords,
  lakhCroreConverter as convert,
} from './lakh-crore-converter';
import en from './messages/en';
import { summaryOf, wordsText } from './words';

/** The page's words in English (messages/en.ts), as the component has them. */
const t = wordsFrom<typeof en>(en);
const inWords = (value: number, system: 'indian' | 'international') =>
  wordsText(t, logicInWords(value, system));

/** The result with the words the page shows for it (words.ts). */
function lakhCroreConverter(amount: string, unit: string) {
  const result = convert(amount, unit);
  return (
    result && {
      ...result,
      indianWords: wordsText(t, result.indianWords),
      internationalWords: wordsText(t, result.internationalWords),
      summary: summaryOf(t, result),
    }
  );
}

describe('lakh/crore converter', () => {
  it('converts the catalogue example: 12,500,000', () => {
    const result = lakhCroreConverter('12500000', 'number')!;
    expect(result).toMatchObject({
      indian: '1,25,00,000',
      international: '12,500,000',
      indianWords: '1.25 crore',
      internationalWords: '12.5 million',
      summary: '1,25,00,000 = 12,500,000 = 1.25 crore = 12.5 million',
    });
    expect(convert('12500000', 'number')).toMatchObject({
      indianWords: { amount: '1.25', unit: 'crore' },
      internationalWords: { amount: '12.5', unit: 'million' },
    });
    expect(logicInWords(999, 'indian')).toEqual({ amount: '999', unit: null });
    expect(Object.fromEntries(result.perUnit.map((p) => [p.unit, p.text]))).toEqual({
      number: '12,500,000',
      thousand: '12,500',
      lakh: '125',
      million: '12.5',
      crore: '1.25',
      billion: '0.0125',
    });
  });

  it.each([
    ['1.5', 'crore', { indian: '1,50,00,000', internationalWords: '15 million', indianWords: '1.5 crore' }],
    [
      '2',
      'lakh',
      {
        indian: '2,00,000',
        international: '200,000',
        indianWords: '2 lakh',
        internationalWords: '200 thousand',
      },
    ],
    ['3', 'billion', { indian: '3,00,00,00,000', indianWords: '300 crore', internationalWords: '3 billion' }],
    ['750', 'thousand', { indianWords: '7.5 lakh' }],
    ['999', 'number', { indianWords: '999' }],
  ])('reads %s %s', (amount, unit, expected) => {
    expect(lakhCroreConverter(amount, unit)).toMatchObject(expected);
  });

  it.each([
    ['1,25,00,000', 12500000],
    ['12 500 000', 12500000],
    ['12_500_000', 12500000],
    ['-4.5', -4.5],
  ])('strips commas, spaces and underscores: %j is %d', (text, amount) => {
    expect(cleanAmount(text)).toBe(amount);
  });

  it('refuses anything but digits, separators, a sign and a decimal point', () => {
    for (const bad of ['', 'abc', '1.2.3', '12a', 'Infinity', '1e400', '٣'])
      expect(cleanAmount(bad)).toBeNull();
    expect(lakhCroreConverter('abc', 'lakh')).toBeNull();
    expect(lakhCroreConverter('1e20', 'number')).toBeNull();
    expect(lakhCroreConverter('5', 'bogus')?.value).toBe(5);
  });

  it('groups digits the Indian and the international way', () => {
    expect(groupDigits('1', 'indian')).toBe('1');
    expect(groupDigits('1234', 'indian')).toBe('1,234');
    expect(groupDigits('123456', 'indian')).toBe('1,23,456');
    expect(groupDigits('1234567', 'indian')).toBe('12,34,567');
    expect(groupDigits('1234567', 'international')).toBe('1,234,567');
    expect(formatGrouped(-1234567.891, 'indian')).toBe('-12,34,567.89');
    expect(inWords(-20000000, 'indian')).toBe('-2 crore');
  });

  it('both groupings hold the same digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => {
        const r = lakhCroreConverter(String(n), 'number')!;
        expect(r.indian.replace(/,/g, '')).toBe(String(n));
        expect(r.international.replace(/,/g, '')).toBe(String(n));
      }),
    );
  });
});
