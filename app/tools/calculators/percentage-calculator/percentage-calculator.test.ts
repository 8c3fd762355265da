import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate, type T } from '~/lib/i18n';
import en from './messages/en';
import { calculatePercentage, clampDecimals, type PercentageInput } from './percentage-calculator';
import { summaryText } from './words';

/** The page's words in English, as the component gets them. */
const t = ((key: keyof typeof en, params?: Record<string, string | number>) =>
  translate(en[key], params)) as unknown as T<typeof en>;

const base: PercentageInput = { mode: 'of', x: '', y: '', direction: 'increase', decimals: 2 };
const calc = (patch: Partial<PercentageInput>) => calculatePercentage({ ...base, ...patch });

describe('percentage of', () => {
  it('15% of 200 is 30.00 (the spec example)', () => {
    const result = calc({ x: '15', y: '200' })!;
    expect(result).toMatchObject({
      value: 30,
      display: '30.00',
      statement: { kind: 'of', x: '15', y: '200', answer: '30.00' },
    });
    expect(summaryText(t, result)).toBe('15% of 200 = 30.00');
  });
  it('accepts thousands separators and decimal commas', () => {
    expect(calc({ x: '10', y: '1,234.5' })?.display).toBe('123.45');
    expect(calc({ x: '12,5', y: '80' })?.display).toBe('10.00');
  });
  it('handles negatives and large values', () => {
    expect(calc({ x: '-10', y: '50' })?.display).toBe('-5.00');
    expect(calc({ x: '50', y: '2000000' })?.display).toBe('1,000,000.00');
  });
});

describe('what percent', () => {
  it('30 is 15.00% of 200', () => {
    expect(calc({ mode: 'whatPercent', x: '30', y: '200' })).toMatchObject({ value: 15, display: '15.00%' });
    expect(summaryText(t, calc({ mode: 'whatPercent', x: '30', y: '200' })!)).toBe('30 is 15.00% of 200');
  });
  it('Y = 0 is undefined and shown as a dash', () => {
    expect(calc({ mode: 'whatPercent', x: '5', y: '0' })).toMatchObject({ value: null, display: '—' });
    expect(summaryText(t, calc({ mode: 'whatPercent', x: '5', y: '0' })!)).toBe(
      '5 is — of 0 (undefined: division by zero)',
    );
  });
});

describe('change', () => {
  it('increase and decrease X by Y%', () => {
    expect(calc({ mode: 'change', x: '200', y: '15', direction: 'increase' })).toMatchObject({
      value: 230,
      difference: 30,
      display: '230.00',
    });
    expect(calc({ mode: 'change', x: '200', y: '15', direction: 'decrease' })).toMatchObject({
      value: 170,
      difference: -30,
      display: '170.00',
    });
    expect(summaryText(t, calc({ mode: 'change', x: '200', y: '15', direction: 'increase' })!)).toBe(
      '200 increased by 15% = 230.00',
    );
    expect(summaryText(t, calc({ mode: 'change', x: '200', y: '15', direction: 'decrease' })!)).toBe(
      '200 decreased by 15% = 170.00',
    );
  });
  it('increase never gives less than decrease for positive X and Y', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        (x, y) => {
          const up = calc({ mode: 'change', x: String(x), y: String(y), direction: 'increase' })!.value!;
          const down = calc({ mode: 'change', x: String(x), y: String(y), direction: 'decrease' })!.value!;
          expect(up).toBeGreaterThanOrEqual(down);
        },
      ),
    );
  });
});

describe('decimals and empty input', () => {
  it('decimals are clamped to 0..6, default 2', () => {
    expect(calc({ x: '1', y: '3', decimals: 0 })?.display).toBe('0');
    expect(calc({ x: '1', y: '3', decimals: 6 })?.display).toBe('0.030000');
    expect(calc({ x: '1', y: '3', decimals: 9 })?.display).toBe('0.030000');
    expect(calc({ x: '1', y: '3', decimals: -4 })?.display).toBe('0');
    expect(clampDecimals(Number.NaN)).toBe(2);
  });
  it.each([
    ['', '200'],
    ['15', ''],
    ['  ', '1'],
    ['abc', '1'],
    ['Infinity', '1'],
    ['1e999', '1'],
    ['NaN', '1'],
  ])('x=%j y=%j shows no result', (x, y) => {
    for (const mode of ['of', 'whatPercent', 'change'] as const) expect(calc({ mode, x, y })).toBeNull();
  });
  it('never returns NaN for finite inputs', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('of', 'whatPercent', 'change'),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        (mode, x, y) => {
          const r = calc({ mode, x: String(x), y: String(y) });
          if (r) expect(r.display).not.toMatch(/NaN|Infinity/);
        },
      ),
    );
  });
});
