import { today } from '~/lib/clock';
import { weekdayName } from '~/lib/dates';
import { formatMoney } from '~/lib/format';
import { useT } from '~/lib/i18n';
import { AddToCalendar } from '~/ui/AddToCalendar';
import { Figure } from '~/ui/Figure';
import { NoteList } from '~/ui/NoteList';
import { ResultPanel } from '~/ui/ResultPanel';
import { ToolActions } from '~/ui/ToolActions';
import {
  calendarEvents,
  calendarFilename,
  formatPercent,
  freelancerTaxBuffer,
  inputProblem,
  type FreelancerTaxBufferInput,
  type FreelancerTaxBufferResult,
} from './freelancer-tax-buffer';
import type en from './messages/en';
import { legendClass } from './styles';
import { copyTextOf, eventWords, say, summaryOf } from './words';

/**
 * The result: the set-aside, the breakdown line by line and the due dates. A part of its own
 * (LazyFreelancerResult), loaded with the tax arithmetic after the form, which keeps the page's
 * first load within the budget; the prerendered page has it all the same.
 */
export function FreelancerResult({
  input,
  hydrated,
}: {
  input: FreelancerTaxBufferInput;
  hydrated: boolean;
}) {
  const t = useT<typeof en>();
  const result = freelancerTaxBuffer(input);
  const problem = result ? null : inputProblem(input);
  return (
    <ResultPanel
      // Reserve the result's height: a shared link's result appears after hydration.
      minHeight="58rem"
      summary={result ? summaryOf(t, result) : undefined}
      intro={
        <div className="space-y-2">
          {problem && problem !== 'empty' ? (
            <p className="font-medium text-amber-900 dark:text-amber-200">{t.error(problem)}</p>
          ) : (
            <p>{t('intro')}</p>
          )}
          <p>{t('introMore')}</p>
        </div>
      }
    >
      {result && <TaxBufferResult result={result} hydrated={hydrated} />}
    </ResultPanel>
  );
}

function TaxBufferResult({ result, hydrated }: { result: FreelancerTaxBufferResult; hydrated: boolean }) {
  const t = useT<typeof en>();
  return (
    <Figure lead={t('setAside')} testId="tax-buffer-total" value={formatMoney(result.total)}>
      <p data-testid="tax-buffer-headline" className="mt-2 text-slate-700 dark:text-slate-300">
        {t('headline', {
          percent: formatPercent(result.percentOfGross),
          gross: formatMoney(result.gross),
          quarterly: formatMoney(result.quarterly),
        })}
      </p>

      <NoteList label={t('adjustments')} notes={result.notes.map((note) => say(t, note))} />

      <h2 className={`mt-5 ${legendClass}`}>{t('addsUp')}</h2>
      <dl className="divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {result.lines.map((line) => (
          <div
            key={line.id}
            data-testid={`tax-line-${line.id}`}
            className="flex flex-wrap items-baseline justify-between gap-x-4 py-2"
          >
            <dt className="min-w-0 flex-1 text-slate-700 dark:text-slate-300">{say(t, line.label)}</dt>
            <dd
              className={`tabular-nums text-slate-900 dark:text-white ${line.strong ? 'font-semibold' : ''}`}
            >
              {line.display}
            </dd>
            {line.note && (
              <dd className="mt-0.5 w-full text-sm text-slate-600 dark:text-slate-400">
                {say(t, line.note)}
              </dd>
            )}
          </div>
        ))}
      </dl>

      {hydrated && result.taxYear !== null ? (
        <DueDates result={result} taxYear={result.taxYear} />
      ) : (
        // The due dates need this year, known once hydrated: keep their room meanwhile.
        <div aria-hidden="true" className="mt-5 min-h-80" />
      )}

      <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{t('estimate')}</p>
      <div className="mt-4">
        <ToolActions title={t('shareTitle')} summary={copyTextOf(t, result)} />
      </div>
    </Figure>
  );
}

function DueDates({ result, taxYear }: { result: FreelancerTaxBufferResult; taxYear: number }) {
  const t = useT<typeof en>();
  return (
    <section aria-labelledby="tax-buffer-due" className="mt-5 min-h-80">
      <h2 id="tax-buffer-due" className={legendClass}>
        {t('dueDates', { year: String(taxYear) })}
      </h2>
      <ol className="space-y-2" data-testid="tax-buffer-due-dates">
        {result.dueDates.map((due) => (
          <li key={due.payment} className="text-slate-800 dark:text-slate-200">
            {t.rich('dueLine', {
              date: <span className="font-medium">{due.readable}</span>,
              amount: formatMoney(result.quarterly),
            })}
            <span className="block text-sm text-slate-600 dark:text-slate-400">
              {due.weekend
                ? t('paymentWeekend', {
                    n: String(due.payment),
                    covers: t(`covers.${due.payment}`),
                    weekday: weekdayName(due.date),
                  })
                : t('payment', { n: String(due.payment), covers: t(`covers.${due.payment}`) })}
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t('notMoved')}</p>
      <div className="mt-3">
        <AddToCalendar
          filename={calendarFilename(taxYear)}
          events={calendarEvents(result, today(), eventWords(t, result))}
        />
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('calendarNote')}</p>
      </div>
    </section>
  );
}
