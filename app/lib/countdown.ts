import { daysBetween, isWeekend, weekdayName } from './dates';

/** Average month length used by every countdown. */
export const DAYS_PER_MONTH = 30.44;

/**
 * The countdown block's figures, shared by Days Until and the holiday pages: days, weeks = floor(days / 7), months = days / 30.44 (one
 * decimal), and hours and minutes as whole days (days x 24, x 1440: the countdown is to the day,
 * computed once). Null when the target is already past.
 */
export interface Countdown {
  target: Temporal.PlainDate;
  days: number;
  weeks: number;
  months: number;
  hours: number;
  minutes: number;
  weekday: string;
  isWeekend: boolean;
}

export function countdown(today: Temporal.PlainDate, target: Temporal.PlainDate): Countdown | null {
  const days = daysBetween(today, target);
  if (days < 0) return null;
  return {
    target,
    days,
    weeks: Math.floor(days / 7),
    months: Math.round((days / DAYS_PER_MONTH) * 10) / 10,
    hours: days * 24,
    minutes: days * 24 * 60,
    weekday: weekdayName(target),
    isWeekend: isWeekend(target),
  };
}
