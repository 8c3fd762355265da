import { describe, expect, it } from 'vitest';
import { currentStage, holidayCountdown } from '~/lib/holiday-countdown';
import { newYearsDay } from './days-until-new-years';
import en from './messages/en';

const d = (iso: string) => Temporal.PlainDate.from(iso);
const NEW_YEARS_DAY = newYearsDay((key) => en[key]);
const count = (today: string) => holidayCountdown(d(today), NEW_YEARS_DAY.month, NEW_YEARS_DAY.day);

describe("days until New Year's", () => {
  it('always counts to 1 January of next year', () => {
    expect(count('2026-11-22')).toMatchObject({ days: 40, weeks: 5, months: 1.3, weekday: 'Friday' });
    expect(String(count('2026-01-01').target)).toBe('2027-01-01');
    expect(count('2026-01-01').days).toBe(365);
    expect(count('2026-12-31').days).toBe(1);
    expect(count('2027-12-31').days).toBe(1);
    expect(count('2028-01-01').days).toBe(366);
  });
  it('moves through the planning stages at 60, 30, 14 and 7 days', () => {
    expect([100, 40, 20, 10, 3].map((days) => currentStage(days, NEW_YEARS_DAY.stages))).toEqual([
      0, 1, 2, 3, 4,
    ]);
  });
  it('names the holiday, its stages and their tasks in the words it is given', () => {
    expect(NEW_YEARS_DAY).toMatchObject({
      name: "New Year's Day",
      filePrefix: 'new-years',
      timelineTitle: 'New Year planning timeline',
    });
    expect(NEW_YEARS_DAY.stages[3]).toEqual({
      moreThan: 7,
      title: '8 to 14 days: final arrangements',
      tasks: [
        'Buy what keeps: drinks, decorations, sparklers',
        'Confirm who is coming',
        'Set up next year\u2019s calendar',
      ],
    });
  });
});
