/**
 * Days until Christmas: 25 December, next year's once the day has come; shopping days = days x 6/7
 * rounded down (Sundays off); a planning timeline with the thresholds 60, 30, 14 and 7 days. Pure
 * data and arithmetic: the page does the rest.
 */
import type { Holiday, PlanningStage } from '~/lib/holiday-countdown';

/** Shopping days left: six of every seven days (the shops' Sundays taken out), rounded down. */
export function shoppingDays(days: number): number {
  return Math.floor((days * 6) / 7);
}

export const CHRISTMAS_STAGES: readonly PlanningStage[] = [
  {
    moreThan: 60,
    title: 'More than 60 days: plan ahead',
    tasks: [
      'Set a gift budget and start a list',
      'Book travel and time off',
      'Catch early sales on big items',
    ],
  },
  {
    moreThan: 30,
    title: '31 to 60 days: shop early',
    tasks: [
      'Buy the gifts that ship from far away',
      'Order photo gifts and cards',
      'Plan who hosts which meal',
    ],
  },
  {
    moreThan: 14,
    title: '15 to 30 days: decorate and send',
    tasks: [
      'Put up the tree and lights',
      'Post cards and parcels abroad',
      'Order the turkey or the main dish',
    ],
  },
  {
    moreThan: 7,
    title: '8 to 14 days: last shipping days',
    tasks: [
      'Check the carriers\u2019 last delivery dates',
      'Wrap what you have',
      'Shop for the Christmas dinner',
    ],
  },
  {
    moreThan: -1,
    title: 'The last week: wrap up',
    tasks: ['Pick up gifts in store or give vouchers', 'Prepare food that keeps', 'Rest: it is nearly here'],
  },
];

export const CHRISTMAS: Holiday = {
  name: 'Christmas',
  month: 12,
  day: 25,
  filePrefix: 'christmas',
  calendarDescription: 'Christmas Day. Countdown from Tiny Tools.',
  stages: CHRISTMAS_STAGES,
  timelineTitle: 'Christmas planning timeline',
};
