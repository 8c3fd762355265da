/**
 * Days until New Year's: always 1 January of next year (on 1 January itself too); a planning
 * timeline with the thresholds 60, 30, 14 and 7 days.
 */
import type { Holiday } from '~/lib/holiday-countdown';

/**
 * The planning timeline, earliest stage first: the ids of each stage and of its tasks name their
 * words in messages/en.ts (`stage.<id>`, `task.<id>`).
 */
export const NEW_YEARS_STAGES = [
  { id: 'lookBack', moreThan: 60, tasks: ['wentWell', 'bookParty', 'startSaving'] },
  { id: 'makePlans', moreThan: 30, tasks: ['decideWhere', 'invitations', 'resolutions'] },
  { id: 'getReady', moreThan: 14, tasks: ['foodDrinks', 'taxis', 'writeResolutions'] },
  { id: 'arrangements', moreThan: 7, tasks: ['buyWhatKeeps', 'confirmGuests', 'calendar'] },
  { id: 'lastWeek', moreThan: -1, tasks: ['freshFood', 'chargePhone', 'fireworks'] },
] as const;

type Stage = (typeof NEW_YEARS_STAGES)[number];
/** The keys of the holiday's words (messages/en.ts). */
export type NewYearsWord =
  'name' | 'timelineTitle' | `stage.${Stage['id']}` | `task.${Stage['tasks'][number]}`;

/** New Year's Day for the countdown page, in the words `word` gives (the page's catalogue). */
export function newYearsDay(word: (key: NewYearsWord) => string): Holiday {
  return {
    name: word('name'),
    month: 1,
    day: 1,
    filePrefix: 'new-years',
    stages: NEW_YEARS_STAGES.map((stage) => ({
      moreThan: stage.moreThan,
      title: word(`stage.${stage.id}`),
      tasks: stage.tasks.map((task) => word(`task.${task}`)),
    })),
    timelineTitle: word('timelineTitle'),
  };
}
