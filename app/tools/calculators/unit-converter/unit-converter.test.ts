import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  factor,
  findUnit,
  formatFigure,
  formatScientific,
  resolveUnits,
  unitConverter,
  UNITS,
  type Category,
} from './unit-converter';

const convert = (value: string, from: string, to: string, category: Category = 'length') =>
  unitConverter({ value, from, to, category });

describe('unitConverter', () => {
  it('shows no result for empty or non-numeric input', () => {
    for (const value of ['', ' ', 'abc', '1e400', '٣', '1..2', 'Infinity']) {
      expect(convert(value, 'km', 'mi')).toBeNull();
    }
  });

  it('uses the exact international definitions', () => {
    expect(convert('1', 'in', 'cm')?.result).toBe(2.54);
    expect(convert('1', 'ft', 'm')?.result).toBe(0.3048);
    expect(convert('1', 'yd', 'm')?.result).toBe(0.9144);
    expect(convert('1', 'mi', 'm')?.result).toBe(1609.344);
    expect(convert('1', 'mi', 'ft')?.result).toBe(5280);
    expect(convert('1', 'ft', 'in')?.result).toBe(12);
    expect(convert('1', 'lb', 'kg', 'weight')?.result).toBe(0.45359237);
    expect(convert('1', 'lb', 'oz', 'weight')?.result).toBe(16);
    expect(convert('1', 't', 'kg', 'weight')?.result).toBe(1000);
    expect(convert('1', 'kg', 'g', 'weight')?.result).toBe(1000);
  });

  it('shows up to 6 decimals with trailing zeros trimmed', () => {
    expect(convert('10', 'kg', 'lb', 'weight')).toMatchObject({
      display: '22.046226',
      summary: '10 kg = 22.046226 lb',
      factorLine: '1 kg = 2.2046226218 lb',
    });
    expect(convert('1', 'km', 'mi')).toMatchObject({
      display: '0.621371',
      factorLine: '1 km = 0.6213711922 mi',
    });
    expect(convert('5', 'ft', 'in')?.display).toBe('60');
    expect(convert('2.5', 'cm', 'mm')?.display).toBe('25');
    expect(convert('1000', 'mi', 'km')?.display).toBe('1,609.344');
  });

  it('accepts thousands separators, decimal commas and negatives', () => {
    expect(convert('1,234.5', 'm', 'km')?.display).toBe('1.2345');
    expect(convert('2,5', 'in', 'cm')?.display).toBe('6.35');
    expect(convert('-3', 'ft', 'in')?.display).toBe('-36');
    expect(convert('-0', 'ft', 'in')?.display).toBe('0');
  });

  it('never shows a non-zero result as 0, nor a huge one as a wall of digits', () => {
    expect(convert('1', 'mm', 'mi')?.display).toBe('0.000001');
    expect(convert('0.1', 'mm', 'mi')?.display).toBe('6.213712 × 10⁻⁸');
    expect(convert('1e20', 'km', 'mm')?.display).toBe('1 × 10²⁶');
    expect(convert('1', 'mm', 'mi')?.factorLine).toBe('1 mm = 6.213712 × 10⁻⁷ mi');
    expect(formatScientific(-0.000000123)).toBe('-1.23 × 10⁻⁷');
    expect(formatFigure(0)).toBe('0');
  });

  it('falls back to the category defaults for units that do not belong to it', () => {
    expect(resolveUnits('length', 'kg', 'lb')).toMatchObject({ from: { id: 'km' }, to: { id: 'mi' } });
    expect(resolveUnits('weight', 'km', 'zz')).toMatchObject({ from: { id: 'kg' }, to: { id: 'lb' } });
    expect(resolveUnits('weight', 'oz', 'g')).toMatchObject({ from: { id: 'oz' }, to: { id: 'g' } });
    expect(unitConverter({ value: '1', from: 'km', to: 'mi', category: 'volume' as Category })?.to.id).toBe(
      'mi',
    );
  });

  it('round-trips every pair of units', () => {
    const pairs = CATEGORIES.flatMap((c) =>
      UNITS[c].flatMap((a) => UNITS[c].map((b) => [c, a.id, b.id] as const)),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...pairs),
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        ([c, a, b], v) => {
          const there = v * factor(findUnit(c, a)!, findUnit(c, b)!);
          const back = there * factor(findUnit(c, b)!, findUnit(c, a)!);
          expect(back).toBeCloseTo(v, 6);
        },
      ),
    );
  });

  it('is monotonic: a larger value never converts to a smaller one', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        (v, d) => {
          const a = convert(String(v), 'ft', 'm')!.result;
          const b = convert(String(v + d), 'ft', 'm')!.result;
          expect(b).toBeGreaterThanOrEqual(a);
        },
      ),
    );
  });
});
