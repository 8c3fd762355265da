import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import en from './messages/en';
import {
  contextFor,
  fromCelsius,
  round2,
  toCelsius,
  temperatureConverter,
  type Scale,
} from './temperature-converter';

const convert = (value: string, scale: Scale = 'C') => temperatureConverter({ value, scale });

function ok(value: string, scale: Scale = 'C') {
  const result = convert(value, scale);
  if (!result || 'error' in result) throw new Error(`no result for ${value} ${scale}`);
  return result;
}

describe('temperatureConverter', () => {
  it('shows no result for empty or non-numeric input', () => {
    for (const value of ['', '   ', 'abc', '12abc', '--5', '٣', '1e400', 'NaN', 'Infinity', '1 2']) {
      expect(convert(value)).toBeNull();
    }
  });

  // The landmarks of each scale, and each figure rounded to 2 decimals: [typed, scale, °C, °F, K].
  it.each<[string, Scale, number, number, number]>([
    ['0', 'C', 0, 32, 273.15],
    ['100', 'C', 100, 212, 373.15],
    ['37', 'C', 37, 98.6, 310.15],
    ['-40', 'C', -40, -40, 233.15],
    ['98.6', 'F', 37, 98.6, 310.15],
    ['32', 'F', 0, 32, 273.15],
    ['0', 'K', -273.15, -459.67, 0],
    ['300', 'K', 26.85, 80.33, 300],
    ['20.123', 'C', 20.12, 68.22, 293.27],
    ['1', 'F', -17.22, 1, 255.93],
  ])('%s %s is %d °C, %d °F, %d K', (value, scale, celsius, fahrenheit, kelvin) => {
    expect(ok(value, scale)).toMatchObject({ celsius, fahrenheit, kelvin });
  });

  it('rounds half away from zero, and never to -0', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-1.005)).toBe(-1.01);
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });

  it('formats the three figures and a one-line summary led by the typed scale', () => {
    expect(ok('37').text).toEqual({ C: '37°C', F: '98.6°F', K: '310.15 K' });
    expect(ok('37').summary).toBe('37°C = 98.6°F = 310.15 K');
    expect(ok('212', 'F').summary).toBe('212°F = 100°C = 373.15 K');
    expect(ok('1234.5', 'K').summary).toBe('1,234.5 K = 961.35°C = 1,762.43°F');
  });

  it('accepts thousands separators, a decimal comma and a sign', () => {
    expect(ok('1,234.5').celsius).toBe(1234.5);
    expect(ok('36,6').celsius).toBe(36.6);
    expect(ok('+5').celsius).toBe(5);
    expect(ok('-0').celsius).toBe(0);
    expect(ok('-0').text.C).toBe('0°C');
  });

  it('refuses temperatures below absolute zero with the exact message', () => {
    expect(convert('-273.16')).toEqual({ error: 'belowAbsoluteZero' });
    expect(convert('-459.68', 'F')).toEqual({ error: 'belowAbsoluteZero' });
    expect(convert('-0.01', 'K')).toEqual({ error: 'belowAbsoluteZero' });
    expect(en.belowAbsoluteZero).toBe('Temperature cannot be below absolute zero (-273.15°C, -459.67°F, 0K)');
    // Exactly absolute zero is allowed in every scale, float noise notwithstanding.
    expect(ok('-273.15').kelvin).toBe(0);
    expect(ok('-459.67', 'F').kelvin).toBe(0);
    expect(ok('0', 'K').celsius).toBe(-273.15);
  });

  it('hides the result for absurdly large magnitudes instead of printing Infinity', () => {
    expect(convert('1e300')).toBeNull();
    expect(convert('1e308', 'F')).toBeNull();
    expect(ok('1000000000000').fahrenheit).toBe(1800000000032);
    expect(convert('1000000000001')).toBeNull();
  });

  it('falls back to Celsius for an unknown scale', () => {
    expect(temperatureConverter({ value: '10', scale: 'X' as Scale })).toMatchObject({
      input: { value: 10, scale: 'C' },
    });
  });

  it('describes each Celsius band, lower bounds inclusive', () => {
    const cases: [number, string][] = [
      [-50, 'Extreme cold'],
      [-40.01, 'Extreme cold'],
      [-40, 'Severe cold'],
      [-18.01, 'Severe cold'],
      [-18, 'Freezing'],
      [-0.01, 'Freezing'],
      [0, 'Cold'],
      [9.99, 'Cold'],
      [10, 'Cool'],
      [20, 'Comfortable'],
      [24.99, 'Comfortable'],
      [25, 'Warm'],
      [30, 'Hot'],
      [35, 'Very hot'],
      [37, 'Very hot'],
      [40, 'Extreme heat'],
      [5000, 'Extreme heat'],
    ];
    for (const [celsius, description] of cases)
      expect(en[`context.${contextFor(celsius).id}`]).toBe(description);
    const colors = new Set([-50, -30, -10, 5, 15, 22, 27, 32, 37, 45].map((c) => contextFor(c).color));
    expect(colors.size).toBe(10);
    expect(ok('98.6', 'F').context).toEqual({ id: 'veryHot', color: 'orange', icon: 'flame' });
    expect(en['contextDetail.veryHot']).toBe(
      'Around human body temperature (37 °C, 98.6 °F): heat stress is possible.',
    );
  });

  it('round-trips every scale through Celsius', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -273.15, max: 1e6, noNaN: true }),
        fc.constantFrom<Scale>('C', 'F', 'K'),
        (c, s) => {
          expect(toCelsius(fromCelsius(c, s), s)).toBeCloseTo(c, 6);
        },
      ),
    );
  });

  it('never returns NaN or Infinity, and the figures agree with each other', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), fc.constantFrom<Scale>('C', 'F', 'K'), (n, s) => {
        const result = convert(String(n), s);
        if (!result || 'error' in result) return;
        for (const v of [result.celsius, result.fahrenheit, result.kelvin])
          expect(Number.isFinite(v)).toBe(true);
        expect(result.kelvin).toBeGreaterThanOrEqual(0);
        expect(result.summary).not.toMatch(/NaN|Infinity|undefined/);
        expect(Math.abs(result.fahrenheit - (result.celsius * 9) / 5 - 32)).toBeLessThan(
          Math.max(0.03, Math.abs(result.fahrenheit) * 1e-12),
        );
      }),
    );
  });
});
