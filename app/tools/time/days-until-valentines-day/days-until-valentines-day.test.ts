import { describe, expect, it } from 'vitest';
import { currentStage, holidayCountdown } from '~/lib/holiday-countdown';
import { translate } from '~/lib/i18n';
import { proTip, valentineAdvice, valentinesDay } from './days-until-valentines-day';
import en from './messages/en';

const d = (iso: string) => Temporal.PlainDate.from(iso);
const VALENTINES_DAY = valentinesDay((key) => en[key]);
const count = (today: string) => holidayCountdown(d(today), VALENTINES_DAY.month, VALENTINES_DAY.day);

/** The advice and the pro tip as the page writes them in English. */
const adviceText = (days: number) => en[`advice.${valentineAdvice(days)}`];
const tipText = (days: number) => {
  const tip = proTip(days);
  return tip.unit === 'weeks'
    ? translate(en.proTipWeeks, { n: tip.weeks })
    : translate(en.proTipDays, { n: tip.days });
};

describe("days until Valentine's Day", () => {
  it("counts to 14 February, next year's once the day has come", () => {
    expect(count('2026-11-22')).toMatchObject({ days: 84, weeks: 12, weekday: 'Sunday' });
    expect(String(count('2027-02-14').target)).toBe('2028-02-14');
    expect(count('2027-02-13').days).toBe(1);
  });
  it("says 'Day' only at 1", () => {
    expect([0, 1, 2, 84].map((n) => translate(en.days, { n }))).toEqual([
      '0 Days',
      '1 Day',
      '2 Days',
      '84 Days',
    ]);
  });
  it('gives advice by tier: more than 30, 14, 7, else', () => {
    expect([31, 30, 15, 14, 8, 7, 0].map(valentineAdvice)).toEqual([
      'plentyOfTime',
      'book',
      'book',
      'order',
      'order',
      'lastDays',
      'lastDays',
    ]);
    const tiers = [31, 30, 15, 14, 8, 7, 0].map(adviceText);
    expect(tiers[0]).toMatch(/^Plenty of time/);
    expect(tiers[1]).toMatch(/^Good time to book/);
    expect(tiers[2]).toBe(tiers[1]);
    expect(tiers[3]).toMatch(/^Order flowers/);
    expect(tiers[4]).toBe(tiers[3]);
    expect(tiers[5]).toMatch(/^Last days/);
    expect(tiers[6]).toBe(tiers[5]);
  });
  it('speaks of weeks above 21 days, else of days', () => {
    expect([84, 22, 21, 1].map(proTip)).toEqual([
      { unit: 'weeks', weeks: 12 },
      { unit: 'weeks', weeks: 3 },
      { unit: 'days', days: 21 },
      { unit: 'days', days: 1 },
    ]);
    expect(tipText(84)).toBe(
      'Pro tip: with 12 weeks to go, reserve a table now and set a reminder one week before.',
    );
    expect(tipText(22)).toContain('3 weeks');
    expect(tipText(21)).toContain('21 days');
    expect(tipText(1)).toBe(
      'Pro tip: with 1 day to go, order today and choose in-store pickup if delivery is tight.',
    );
  });
  it('uses the timeline tiers 30, 14 and 7', () => {
    expect([31, 30, 15, 14, 8, 7, 0].map((days) => currentStage(days, VALENTINES_DAY.stages))).toEqual([
      0, 1, 1, 2, 2, 3, 3,
    ]);
  });
  it('names the holiday, its stages and their tasks in the words it is given', () => {
    expect(VALENTINES_DAY).toMatchObject({
      name: "Valentine's Day",
      filePrefix: 'valentines-day',
      timelineTitle: "Valentine's planning timeline",
    });
    expect(VALENTINES_DAY.stages[3]).toEqual({
      moreThan: -1,
      title: '7 days or fewer: finish',
      tasks: ['Write the card', 'Pick up the gift', 'Confirm the booking the day before'],
    });
  });
});
