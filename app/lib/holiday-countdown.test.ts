import { describe, expect, it } from 'vitest';
import { currentStage, holidayCountdown, holidayDate } from './holiday-countdown';

const d = (iso: string) => Temporal.PlainDate.from(iso);

describe('holiday countdowns', () => {
  it("targets this year's date while it is ahead, next year's on the day and after", () => {
    expect(String(holidayDate(d('2026-11-22'), 12, 25))).toBe('2026-12-25');
    expect(String(holidayDate(d('2026-12-24'), 12, 25))).toBe('2026-12-25');
    expect(String(holidayDate(d('2026-12-25'), 12, 25))).toBe('2027-12-25');
    expect(String(holidayDate(d('2026-12-26'), 12, 25))).toBe('2027-12-25');
  });
  it("New Year's Day always targets 1 January of next year", () => {
    for (const today of ['2026-01-01', '2026-06-15', '2026-12-31']) {
      expect(String(holidayDate(d(today), 1, 1))).toBe('2027-01-01');
    }
  });
  it('counts days, weeks and months', () => {
    expect(holidayCountdown(d('2026-11-22'), 12, 25)).toMatchObject({ days: 33, weeks: 4, months: 1.1 });
    expect(holidayCountdown(d('2026-12-25'), 12, 25)).toMatchObject({ days: 365 });
  });
  it('finds the planning stage by its thresholds', () => {
    const stages = [60, 30, 14, 7, -1].map((moreThan) => ({ moreThan, title: String(moreThan), tasks: [] }));
    expect([100, 61, 60, 31, 30, 15, 14, 8, 7, 1, 0].map((days) => currentStage(days, stages))).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4,
    ]);
  });
});
