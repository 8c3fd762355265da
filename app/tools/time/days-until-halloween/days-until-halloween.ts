/**
 * Days until Halloween: 31 October, next year's once the day has come; a planning timeline with the
 * thresholds 60, 30, 14 and 7 days.
 */
import type { Holiday } from '~/lib/holiday-countdown';

/**
 * The planning timeline, earliest stage first: the ids of each stage and of its tasks name their
 * words in messages/en.ts (`stage.<id>`, `task.<id>`).
 */
export const HALLOWEEN_STAGES = [
  { id: 'costume', moreThan: 60, tasks: ['costumeIdea', 'orderEarly', 'localEvents'] },
  { id: 'parts', moreThan: 30, tasks: ['buyCostume', 'planRoute', 'pumpkinPatch'] },
  { id: 'decorate', moreThan: 14, tasks: ['decorations', 'invitations', 'tryCostume'] },
  { id: 'candy', moreThan: 7, tasks: ['buyCandy', 'pickPumpkins', 'reflective'] },
  { id: 'lastWeek', moreThan: -1, tasks: ['carve', 'makeUp', 'flashlights'] },
] as const;

type Stage = (typeof HALLOWEEN_STAGES)[number];
/** The keys of the holiday's words (messages/en.ts). */
export type HalloweenWord =
  'name' | 'timelineTitle' | `stage.${Stage['id']}` | `task.${Stage['tasks'][number]}`;

/** Halloween for the countdown page, in the words `word` gives (the page's catalogue). */
export function halloween(word: (key: HalloweenWord) => string): Holiday {
  return {
    name: word('name'),
    month: 10,
    day: 31,
    filePrefix: 'halloween',
    stages: HALLOWEEN_STAGES.map((stage) => ({
      moreThan: stage.moreThan,
      title: word(`stage.${stage.id}`),
      tasks: stage.tasks.map((task) => word(`task.${task}`)),
    })),
    timelineTitle: word('timelineTitle'),
  };
}
