import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countdown } from './countdown';

const d = (iso: string) => Temporal.PlainDate.from(iso);

describe('countdown', () => {
  it('gives days, weeks, months, hours, minutes, weekday and the weekend flag', () => {
    expect(countdown(d('2026-11-22'), d('2026-12-25'))).toEqual({
      target: d('2026-12-25'),
      days: 33,
      weeks: 4,
      months: 1.1,
      hours: 792,
      minutes: 47520,
      weekday: 'Friday',
      isWeekend: false,
    });
  });
  it('gives 0 days for today and nothing for a past date', () => {
    expect(countdown(d('2026-11-22'), d('2026-11-22'))).toMatchObject({
      days: 0,
      weeks: 0,
      months: 0,
      isWeekend: true,
    });
    expect(countdown(d('2026-11-22'), d('2026-11-21'))).toBeNull();
  });
  it('weeks never exceed days / 7 and months follow 30.44 days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), (n) => {
        const result = countdown(d('2026-01-01'), d('2026-01-01').add({ days: n }))!;
        expect(result.days).toBe(n);
        expect(result.weeks * 7).toBeLessThanOrEqual(n);
        expect(n - result.weeks * 7).toBeLessThan(7);
        expect(Math.abs(result.months - n / 30.44)).toBeLessThanOrEqual(0.05);
      }),
    );
  });
});
