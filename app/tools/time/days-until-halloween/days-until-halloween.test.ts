import { describe, expect, it } from 'vitest';
import { currentStage, holidayCountdown } from '~/lib/holiday-countdown';
import { halloween } from './days-until-halloween';
import en from './messages/en';

const d = (iso: string) => Temporal.PlainDate.from(iso);
const HALLOWEEN = halloween((key) => en[key]);
const count = (today: string) => holidayCountdown(d(today), HALLOWEEN.month, HALLOWEEN.day);

describe('days until Halloween', () => {
  it("counts to 31 October, next year's once the day has come", () => {
    expect(count('2026-11-22')).toMatchObject({ days: 343, weeks: 49, weekday: 'Sunday', isWeekend: true });
    expect(String(count('2026-11-22').target)).toBe('2027-10-31');
    expect(count('2026-10-30').days).toBe(1);
    expect(String(count('2026-10-31').target)).toBe('2027-10-31');
  });
  it('moves through the planning stages at 60, 30, 14 and 7 days', () => {
    expect([343, 45, 20, 10, 1].map((days) => currentStage(days, HALLOWEEN.stages))).toEqual([0, 1, 2, 3, 4]);
  });
  it('names the holiday, its stages and their tasks in the words it is given', () => {
    expect(HALLOWEEN).toMatchObject({ name: 'Halloween', filePrefix: 'halloween' });
    expect(HALLOWEEN.timelineTitle).toBe('Halloween planning timeline');
    expect(HALLOWEEN.stages[0]).toEqual({
      moreThan: 60,
      title: 'More than 60 days: dream up a costume',
      tasks: [
        'Pick a costume idea or a group theme',
        'Order anything that ships from far away',
        'Note the date of local events',
      ],
    });
    expect(HALLOWEEN.stages.map((stage) => stage.title).at(-1)).toBe('The last week: carve and go');
  });
});
