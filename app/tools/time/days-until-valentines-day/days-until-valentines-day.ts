import { plural } from '~/lib/format';
/**
 * Days until Valentine's Day: 14 February, next year's once the day has come. Advice tiers by days
 * left (more than 30, more than 14, more than 7, else), the label 'Days' except 'Day' at 1, a
 * planning timeline with the same thresholds, and a pro tip that speaks of weeks when more than 21
 * days are left, else of days.
 */
import type { Holiday, PlanningStage } from '~/lib/holiday-countdown';

export function dayLabel(days: number): 'Day' | 'Days' {
  return days === 1 ? 'Day' : 'Days';
}

const ADVICE = [
  { moreThan: 30, text: 'Plenty of time: think about what would really surprise them, and save for it.' },
  { moreThan: 14, text: 'Good time to book: popular restaurants and weekend getaways fill up now.' },
  { moreThan: 7, text: 'Order flowers, a card and any gift that has to be delivered.' },
  {
    moreThan: -1,
    text: 'Last days: a handwritten note, a home-cooked dinner or an experience never needs shipping.',
  },
] as const;

/** The advice for the days left. */
export function valentineAdvice(days: number): string {
  return ADVICE.find((tier) => days > tier.moreThan)!.text;
}

/** The pro tip: in weeks when more than 21 days are left, else in days. */
export function proTip(days: number): string {
  if (days > 21) {
    const weeks = Math.floor(days / 7);
    return `Pro tip: with ${weeks} weeks to go, reserve a table now and set a reminder one week before.`;
  }
  return `Pro tip: with ${days} ${plural(days, 'day')} to go, order today and choose in-store pickup if delivery is tight.`;
}

export const VALENTINE_STAGES: readonly PlanningStage[] = [
  {
    moreThan: 30,
    title: 'More than 30 days: plan',
    tasks: ['Decide between a dinner, a trip or a gift', 'Set a budget', 'Note their wish-list hints'],
  },
  {
    moreThan: 14,
    title: '15 to 30 days: book',
    tasks: [
      'Reserve the restaurant or the tickets',
      'Order a personalised gift',
      'Arrange a babysitter if needed',
    ],
  },
  {
    moreThan: 7,
    title: '8 to 14 days: order',
    tasks: ['Order flowers for delivery on the day', 'Buy the card', 'Plan the outfit'],
  },
  {
    moreThan: -1,
    title: '7 days or fewer: finish',
    tasks: ['Write the card', 'Pick up the gift', 'Confirm the booking the day before'],
  },
];

export const VALENTINES_DAY: Holiday = {
  name: "Valentine's Day",
  month: 2,
  day: 14,
  filePrefix: 'valentines-day',
  stages: VALENTINE_STAGES,
  timelineTitle: "Valentine's planning timeline",
};
