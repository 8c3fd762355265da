import { countdown, type Countdown } from './countdown';
import { nextYearly } from './dates';

/**
 * The holiday countdown pages: the target is the holiday's next
 * date after today; on the day itself (or after it) the countdown moves to next year's.
 * New Year's Day (1 January) therefore always targets 1 January of next year.
 */
export function holidayDate(today: Temporal.PlainDate, month: number, day: number): Temporal.PlainDate {
  return nextYearly(today, month, day, { todayCounts: false });
}

export function holidayCountdown(today: Temporal.PlainDate, month: number, day: number): Countdown {
  // Never null: the target is always after today.
  return countdown(today, holidayDate(today, month, day))!;
}

/**
 * One stage of a planning timeline: it applies while more than `moreThan` days are left (the
 * last stage has moreThan -1: everything down to the day itself). Stages run from the earliest.
 */
export interface PlanningStage {
  moreThan: number;
  title: string;
  tasks: readonly string[];
}

/** A holiday with a countdown page: its date each year, its planning timeline and its .ics file. */
export interface Holiday {
  /** As the page names it: 'Christmas', 'New Year\'s Day'. */
  name: string;
  month: number;
  day: number;
  /** The calendar file is `<filePrefix>-<year>.ics`. */
  filePrefix: string;
  /** The calendar event's description (default: '<name>. Countdown from Tiny Tools.'). */
  calendarDescription?: string;
  /** The planning timeline, earliest stage first, and its heading. */
  stages: readonly PlanningStage[];
  timelineTitle: string;
}

/** The stage that applies with `days` left: the first whose threshold the days exceed. */
export function currentStage(days: number, stages: readonly PlanningStage[]): number {
  const index = stages.findIndex((stage) => days > stage.moreThan);
  return index === -1 ? stages.length - 1 : index;
}
