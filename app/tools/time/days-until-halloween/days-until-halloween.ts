/**
 * Days until Halloween: 31 October, next year's once the day has come; a planning timeline with the
 * thresholds 60, 30, 14 and 7 days.
 */
import type { Holiday, PlanningStage } from '~/lib/holiday-countdown';

export const HALLOWEEN_STAGES: readonly PlanningStage[] = [
  {
    moreThan: 60,
    title: 'More than 60 days: dream up a costume',
    tasks: [
      'Pick a costume idea or a group theme',
      'Order anything that ships from far away',
      'Note the date of local events',
    ],
  },
  {
    moreThan: 30,
    title: '31 to 60 days: get the parts',
    tasks: [
      'Buy or sew the costume',
      'Plan the party or the trick-or-treat route',
      'Book a pumpkin patch visit',
    ],
  },
  {
    moreThan: 14,
    title: '15 to 30 days: decorate',
    tasks: ['Put up decorations', 'Send party invitations', 'Try the costume on, fix what does not fit'],
  },
  {
    moreThan: 7,
    title: '8 to 14 days: candy and pumpkins',
    tasks: [
      'Buy candy (and a nut-free option)',
      'Pick pumpkins to carve',
      'Get reflective tape or lights for walking',
    ],
  },
  {
    moreThan: -1,
    title: 'The last week: carve and go',
    tasks: [
      'Carve the pumpkins (they keep a few days)',
      'Make up and final costume check',
      'Charge the flashlights',
    ],
  },
];

export const HALLOWEEN: Holiday = {
  name: 'Halloween',
  month: 10,
  day: 31,
  filePrefix: 'halloween',
  stages: HALLOWEEN_STAGES,
  timelineTitle: 'Halloween planning timeline',
};
