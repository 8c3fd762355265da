/**
 * The result in the page's words: each takes the page's `t` (messages/en.ts) and what
 * freelancer-tax-buffer.ts returned, whose logic speaks no language. For the result's component.
 */
import { formatMoney } from '~/lib/format';
import type { T } from '~/lib/i18n';
import type { DueDate, FreelancerTaxBufferResult, Said, StateInfo } from './freelancer-tax-buffer';
import { formatPercent } from './inputs';
import type en from './messages/en';

type Words = T<typeof en>;

/** The words a logic value names by key, with its placeholders filled. */
export const say = (t: Words, said: Said): string =>
  (t as unknown as (key: string, values?: Said['values']) => string)(said.key, said.values);

/** The state as the copied text names it: 'California', 'no state', 'unknown state PR'. */
export const stateName = (t: Words, state: StateInfo): string =>
  state.listed !== null
    ? t(`state.${state.listed}`)
    : state.code === ''
      ? t('noStateName')
      : t('unknownStateName', { code: state.code });

/** One line for screen readers and Share. */
export const summaryOf = (t: Words, r: FreelancerTaxBufferResult): string =>
  t('summary', {
    total: formatMoney(r.total),
    percent: formatPercent(r.percentOfGross),
    gross: formatMoney(r.gross),
    quarterly: formatMoney(r.quarterly),
  });

/** The summary, every line and the due dates, for Copy summary. */
export function copyTextOf(t: Words, r: FreelancerTaxBufferResult): string {
  const context = { status: t(r.filingStatus), state: stateName(t, r.state) };
  return [
    summaryOf(t, r),
    r.taxYear === null
      ? t('copyContextNoYear', context)
      : t('copyContext', { ...context, year: String(r.taxYear) }),
    '',
    ...r.lines.map((line) => t('copyLine', { label: say(t, line.label), value: line.display })),
    ...(r.dueDates.length > 0
      ? [
          '',
          t('copyDueDates'),
          ...r.dueDates.map((due) =>
            t('copyDue', { date: due.readable, covers: t(`covers.${due.payment}`) }),
          ),
        ]
      : []),
    '',
    t('copyEstimate'),
  ].join('\n');
}

/** A calendar event's title and description for a due date (calendarEvents). */
export const eventWords =
  (t: Words, r: FreelancerTaxBufferResult) =>
  (due: DueDate): { title: string; description: string } => {
    const amount = formatMoney(r.quarterly);
    return {
      title: t('eventTitle', { n: String(due.payment), year: String(due.taxYear), amount }),
      description: t('eventDescription', {
        amount,
        total: formatMoney(r.total),
        gross: formatMoney(r.gross),
        federal: formatMoney(r.federalIncomeTax),
        seTax: formatMoney(r.seTax),
        stateTax: formatMoney(r.stateTax),
        covers: t(`covers.${due.payment}`),
      }),
    };
  };
