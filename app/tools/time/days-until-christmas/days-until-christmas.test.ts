import { describe, expect, it } from 'vitest';
import { currentStage, holidayCountdown } from '~/lib/holiday-countdown';
import { christmas, shoppingDays } from './days-until-christmas';
import en from './messages/en';

const d = (iso: string) => Temporal.PlainDate.from(iso);
const CHRISTMAS = christmas((key) => en[key]);
const count = (today: string) => holidayCountdown(d(today), CHRISTMAS.month, CHRISTMAS.day);

describe('days until Christmas', () => {
  it('counts to 25 December, and to next year on the day itself', () => {
    expect(count('2026-11-22')).toMatchObject({
      days: 33,
      weeks: 4,
      months: 1.1,
      hours: 792,
      weekday: 'Friday',
    });
    expect(String(count('2026-12-25').target)).toBe('2027-12-25');
    expect(count('2026-12-24').days).toBe(1);
    expect(count('2026-12-26').days).toBe(364);
  });
  it('gives shopping days as days x 6/7 rounded down', () => {
    expect([0, 1, 6, 7, 8, 33, 100].map(shoppingDays)).toEqual([0, 0, 5, 6, 6, 28, 85]);
  });
  it('moves through the planning stages at 60, 30, 14 and 7 days', () => {
    expect([61, 60, 31, 30, 15, 14, 8, 7, 0].map((days) => currentStage(days, CHRISTMAS.stages))).toEqual([
      0, 1, 1, 2, 2, 3, 3, 4, 4,
    ]);
  });
  it('names the holiday, its calendar event, its stages and their tasks in the words it is given', () => {
    expect(CHRISTMAS).toMatchObject({
      name: 'Christmas',
      filePrefix: 'christmas',
      calendarDescription: 'Christmas Day. Countdown from Tiny Tools.',
      timelineTitle: 'Christmas planning timeline',
    });
    expect(CHRISTMAS.stages[1]).toEqual({
      moreThan: 30,
      title: '31 to 60 days: shop early',
      tasks: [
        'Buy the gifts that ship from far away',
        'Order photo gifts and cards',
        'Plan who hosts which meal',
      ],
    });
  });
});
