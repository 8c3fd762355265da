/**
 * The meeting's words: each takes the page's `t` (messages/en.ts) and what
 * meeting-cost-stopwatch.ts returned, whose logic speaks no language. For the page's component.
 */
import type { T } from '~/lib/i18n';
import type { CardText } from './meeting-card';
import { durationParts, money, type MeetingCost, type MeetingInput } from './meeting-cost-stopwatch';
import type en from './messages/en';

type Words = T<typeof en>;

/** '1 hour 2 minutes 3 seconds', '45 seconds': for sentences and screen readers. */
export function durationWords(t: Words, seconds: number): string {
  const parts = durationParts(seconds);
  const words = [
    parts.hours > 0 && t('hours', { n: parts.hours }),
    parts.minutes > 0 && t('minutes', { n: parts.minutes }),
    parts.seconds > 0 && t('seconds', { n: parts.seconds }),
  ].filter((word) => word !== false);
  return words.length > 0 ? words.join(t('durationSeparator')) : t('seconds', { n: 0 });
}

/** One line for screen readers and Share: 'Weekly Planning: $230.77 after 30 minutes (...).'. */
export function summaryOf(t: Words, input: MeetingInput, cost: MeetingCost): string {
  const title = input.title.trim();
  const values = {
    n: input.attendees,
    total: money(cost.total, input.currency),
    duration: durationWords(t, input.elapsedSeconds),
    salary: money(input.salary, input.currency),
    perMinute: money(cost.perMinute, input.currency),
  };
  return title ? t('summary', { ...values, title }) : t('summaryUntitled', values);
}

/** The PNG card's words. */
export const cardText = (t: Words, input: MeetingInput, cost: MeetingCost): CardText => ({
  heading: t('cardHeading'),
  title: input.title.trim() || t('cardUntitled'),
  total: money(cost.total, input.currency),
  duration: t('cardDuration', { duration: cost.duration }),
  detail: t('cardDetail', { n: input.attendees, perMinute: money(cost.perMinute, input.currency) }),
  footer: t('cardFooter', { tool: t('shareTitle') }),
});
