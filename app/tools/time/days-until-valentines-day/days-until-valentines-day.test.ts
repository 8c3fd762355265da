import { describe, expect, it } from 'vitest';
import { currentStage, holidayCountdown } from '~/lib/holiday-countdown';
import {
  dayLabel,
  proTip,
  VALENTINE_STAGES,
  VALENTINES_DAY,
  valentineAdvice,
} from './days-until-valentines-day';

const d = (iso: string) => Temporal.PlainDate.from(iso);
const count = (today: string) => holidayCountdown(d(today), VALENTINES_DAY.month, VALENTINES_DAY.day);

describe("days until Valentine's Day", () => {
  it("counts to 14 February, next year's once the day has come", () => {
    expect(count('2026-11-22')).toMatchObject({ days: 84, weeks: 12, weekday: 'Sunday' });
    expect(String(count('2027-02-14').target)).toBe('2028-02-14');
    expect(count('2027-02-13').days).toBe(1);
  });
  it("says 'Day' only at 1", () => {
    expect([0, 1, 2, 84].map(dayLabel)).toEqual(['Days', 'Day', 'Days', 'Days']);
  });
  it('gives advice by tier: more than 30, 14, 7, else', () => {
    const tiers = [31, 30, 15, 14, 8, 7, 0].map(valentineAdvice);
    expect(tiers[0]).toMatch(/^Plenty of time/);
    expect(tiers[1]).toMatch(/^Good time to book/);
    expect(tiers[2]).toBe(tiers[1]);
    expect(tiers[3]).toMatch(/^Order flowers/);
    expect(tiers[4]).toBe(tiers[3]);
    expect(tiers[5]).toMatch(/^Last days/);
    expect(tiers[6]).toBe(tiers[5]);
  });
  it('speaks of weeks above 21 days, else of days', () => {
    expect(proTip(84)).toContain('12 weeks');
    expect(proTip(22)).toContain('3 weeks');
    expect(proTip(21)).toContain('21 days');
    expect(proTip(1)).toContain('1 day to go');
  });
  it('uses the timeline tiers 30, 14 and 7', () => {
    expect([31, 30, 15, 14, 8, 7, 0].map((days) => currentStage(days, VALENTINE_STAGES))).toEqual([
      0, 1, 1, 2, 2, 3, 3,
    ]);
  });
});
