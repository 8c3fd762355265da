/**
 * Days until Christmas: 25 December, next year's once the day has come; shopping days = days x 6/7
 * rounded down (Sundays off); a planning timeline with the thresholds 60, 30, 14 and 7 days. Pure
 * data and arithmetic: the page does the rest.
 */
import type { Holiday } from '~/lib/holiday-countdown';

/** Shopping days left: six of every seven days (the shops' Sundays taken out), rounded down. */
export function shoppingDays(days: number): number {
  return Math.floor((days * 6) / 7);
}

/**
 * The planning timeline, earliest stage first: the ids of each stage and of its tasks name their
 * words in messages/en.ts (`stage.<id>`, `task.<id>`).
 */
export const CHRISTMAS_STAGES = [
  { id: 'planAhead', moreThan: 60, tasks: ['giftBudget', 'bookTravel', 'earlySales'] },
  { id: 'shopEarly', moreThan: 30, tasks: ['farGifts', 'photoGifts', 'whoHosts'] },
  { id: 'decorate', moreThan: 14, tasks: ['tree', 'postAbroad', 'mainDish'] },
  { id: 'lastShipping', moreThan: 7, tasks: ['deliveryDates', 'wrap', 'dinnerShopping'] },
  { id: 'lastWeek', moreThan: -1, tasks: ['pickUp', 'foodThatKeeps', 'rest'] },
] as const;

type Stage = (typeof CHRISTMAS_STAGES)[number];
/** The keys of the holiday's words (messages/en.ts). */
export type ChristmasWord =
  | 'name'
  | 'calendarDescription'
  | 'timelineTitle'
  | `stage.${Stage['id']}`
  | `task.${Stage['tasks'][number]}`;

/** Christmas for the countdown page, in the words `word` gives (the page's catalogue). */
export function christmas(word: (key: ChristmasWord) => string): Holiday {
  return {
    name: word('name'),
    month: 12,
    day: 25,
    filePrefix: 'christmas',
    calendarDescription: word('calendarDescription'),
    stages: CHRISTMAS_STAGES.map((stage) => ({
      moreThan: stage.moreThan,
      title: word(`stage.${stage.id}`),
      tasks: stage.tasks.map((task) => word(`task.${task}`)),
    })),
    timelineTitle: word('timelineTitle'),
  };
}
