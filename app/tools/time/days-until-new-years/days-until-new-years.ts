/**
 * Days until New Year's: always 1 January of next year (on 1 January itself too); a planning
 * timeline with the thresholds 60, 30, 14 and 7 days.
 */
import type { Holiday, PlanningStage } from '~/lib/holiday-countdown';

export const NEW_YEARS_STAGES: readonly PlanningStage[] = [
  {
    moreThan: 60,
    title: 'More than 60 days: look back and ahead',
    tasks: [
      'Note what went well this year',
      'Book a place for the party or a trip',
      'Start saving for the season',
    ],
  },
  {
    moreThan: 30,
    title: '31 to 60 days: make plans',
    tasks: [
      'Decide where you will see the new year in',
      'Send invitations',
      'Think about one or two resolutions',
    ],
  },
  {
    moreThan: 14,
    title: '15 to 30 days: get ready',
    tasks: ['Plan food and drinks', 'Book taxis or check late trains', 'Write your resolutions down'],
  },
  {
    moreThan: 7,
    title: '8 to 14 days: final arrangements',
    tasks: [
      'Buy what keeps: drinks, decorations, sparklers',
      'Confirm who is coming',
      'Set up next year\u2019s calendar',
    ],
  },
  {
    moreThan: -1,
    title: 'The last week: countdown',
    tasks: [
      'Shop for fresh food',
      'Charge your phone for the midnight photos',
      'Check the fireworks times near you',
    ],
  },
];

export const NEW_YEARS_DAY: Holiday = {
  name: "New Year's Day",
  month: 1,
  day: 1,
  filePrefix: 'new-years',
  stages: NEW_YEARS_STAGES,
  timelineTitle: 'New Year planning timeline',
};
