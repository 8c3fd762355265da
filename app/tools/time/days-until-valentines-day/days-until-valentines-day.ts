/**
 * Days until Valentine's Day: 14 February, next year's once the day has come. Advice tiers by days
 * left (more than 30, more than 14, more than 7, else), a planning timeline with the same
 * thresholds, and a pro tip that speaks of weeks when more than 21 days are left, else of days.
 * The words are in messages/en.ts: the logic gives ids and numbers.
 */
import type { Holiday } from '~/lib/holiday-countdown';

const ADVICE = [
  { moreThan: 30, id: 'plentyOfTime' },
  { moreThan: 14, id: 'book' },
  { moreThan: 7, id: 'order' },
  { moreThan: -1, id: 'lastDays' },
] as const;

export type AdviceId = (typeof ADVICE)[number]['id'];

/** The advice for the days left (its words: `advice.<id>`). */
export function valentineAdvice(days: number): AdviceId {
  return ADVICE.find((tier) => days > tier.moreThan)!.id;
}

/** The pro tip: in whole weeks when more than 21 days are left, else in days. */
export type ProTip = { unit: 'weeks'; weeks: number } | { unit: 'days'; days: number };

export function proTip(days: number): ProTip {
  return days > 21 ? { unit: 'weeks', weeks: Math.floor(days / 7) } : { unit: 'days', days };
}

/**
 * The planning timeline, earliest stage first: the ids of each stage and of its tasks name their
 * words in messages/en.ts (`stage.<id>`, `task.<id>`).
 */
export const VALENTINE_STAGES = [
  { id: 'plan', moreThan: 30, tasks: ['decide', 'budget', 'wishList'] },
  { id: 'book', moreThan: 14, tasks: ['reserve', 'personalGift', 'babysitter'] },
  { id: 'order', moreThan: 7, tasks: ['flowers', 'buyCard', 'outfit'] },
  { id: 'finish', moreThan: -1, tasks: ['writeCard', 'pickUpGift', 'confirmBooking'] },
] as const;

type Stage = (typeof VALENTINE_STAGES)[number];
/** The keys of the holiday's words (messages/en.ts). */
export type ValentineWord =
  'name' | 'timelineTitle' | `stage.${Stage['id']}` | `task.${Stage['tasks'][number]}`;

/** Valentine's Day for the countdown page, in the words `word` gives (the page's catalogue). */
export function valentinesDay(word: (key: ValentineWord) => string): Holiday {
  return {
    name: word('name'),
    month: 2,
    day: 14,
    filePrefix: 'valentines-day',
    stages: VALENTINE_STAGES.map((stage) => ({
      moreThan: stage.moreThan,
      title: word(`stage.${stage.id}`),
      tasks: stage.tasks.map((task) => word(`task.${task}`)),
    })),
    timelineTitle: word('timelineTitle'),
  };
}
