import { describe, expect, it } from 'vitest';
import { currentStage, holidayCountdown } from '~/lib/holiday-countdown';
import { HALLOWEEN, HALLOWEEN_STAGES } from './days-until-halloween';

const d = (iso: string) => Temporal.PlainDate.from(iso);
const count = (today: string) => holidayCountdown(d(today), HALLOWEEN.month, HALLOWEEN.day);

describe('days until Halloween', () => {
  it("counts to 31 October, next year's once the day has come", () => {
    expect(count('2026-11-22')).toMatchObject({ days: 343, weeks: 49, weekday: 'Sunday', isWeekend: true });
    expect(String(count('2026-11-22').target)).toBe('2027-10-31');
    expect(count('2026-10-30').days).toBe(1);
    expect(String(count('2026-10-31').target)).toBe('2027-10-31');
  });
  it('moves through the planning stages at 60, 30, 14 and 7 days', () => {
    expect([343, 45, 20, 10, 1].map((days) => currentStage(days, HALLOWEEN_STAGES))).toEqual([0, 1, 2, 3, 4]);
  });
});
