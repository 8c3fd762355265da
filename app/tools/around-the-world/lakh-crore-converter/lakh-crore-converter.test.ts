import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanAmount, formatGrouped, groupDigits, inWords, lakhCroreConverter } from './lakh-crore-converter';

describe('lakh/crore converter', () => {
  it('converts the catalogue example: 12,500,000', () => {
    const result = lakhCroreConverter('12500000', 'number')!;
    expect(result).toMatchObject({
      indian: '1,25,00,000',
      international: '12,500,000',
      indianWords: '1.25 crore',
      internationalWords: '12.5 million',
    });
    expect(Object.fromEntries(result.perUnit.map((p) => [p.unit, p.text]))).toEqual({
      number: '12,500,000',
      thousand: '12,500',
      lakh: '125',
      million: '12.5',
      crore: '1.25',
      billion: '0.0125',
    });
  });

  it('reads 1.5 crore as 15 million, and the other units', () => {
    expect(lakhCroreConverter('1.5', 'crore')).toMatchObject({
      indian: '1,50,00,000',
      internationalWords: '15 million',
      indianWords: '1.5 crore',
    });
    expect(lakhCroreConverter('2', 'lakh')).toMatchObject({
      indian: '2,00,000',
      international: '200,000',
      indianWords: '2 lakh',
      internationalWords: '200 thousand',
    });
    expect(lakhCroreConverter('3', 'billion')).toMatchObject({
      indian: '3,00,00,00,000',
      indianWords: '300 crore',
      internationalWords: '3 billion',
    });
    expect(lakhCroreConverter('750', 'thousand')?.indianWords).toBe('7.5 lakh');
    expect(lakhCroreConverter('999', 'number')?.indianWords).toBe('999');
  });

  it('strips commas, spaces and underscores, and refuses anything else', () => {
    expect(cleanAmount('1,25,00,000')).toBe(12500000);
    expect(cleanAmount('12 500 000')).toBe(12500000);
    expect(cleanAmount('12_500_000')).toBe(12500000);
    expect(cleanAmount('-4.5')).toBe(-4.5);
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
