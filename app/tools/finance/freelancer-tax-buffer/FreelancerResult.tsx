import { today } from '~/lib/clock';
import { weekdayName } from '~/lib/dates';
import { formatMoney } from '~/lib/format';
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
import { legendClass } from './styles';

const TITLE = 'Freelancer Tax Buffer';

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
  const result = freelancerTaxBuffer(input);
  const problem = result ? null : inputProblem(input);
  return (
    <ResultPanel
      // Reserve the result's height: a shared link's result appears after hydration.
      minHeight="58rem"
      summary={result?.summary}
      intro={
        <div className="space-y-2">
          {problem && problem !== 'empty' ? (
            <p className="font-medium text-amber-900 dark:text-amber-200">{problem}</p>
          ) : (
            <p>
              Enter a payment you received as a freelancer to see how much of it to set aside for federal
              income tax, self-employment tax and state tax.
            </p>
          )}
          <p>You get the breakdown line by line, the quarterly amount and the four due dates.</p>
        </div>
      }
    >
      {result && <TaxBufferResult result={result} hydrated={hydrated} />}
    </ResultPanel>
  );
}

function TaxBufferResult({ result, hydrated }: { result: FreelancerTaxBufferResult; hydrated: boolean }) {
  return (
    <Figure lead="Set aside from this payment" testId="tax-buffer-total" value={formatMoney(result.total)}>
      <p data-testid="tax-buffer-headline" className="mt-2 text-slate-700 dark:text-slate-300">
        {formatPercent(result.percentOfGross)} of the {formatMoney(result.gross)} payment, or{' '}
        {formatMoney(result.quarterly)} in each of four quarterly payments.
      </p>

      <NoteList label="Adjustments" notes={result.notes} />

      <h2 className={`mt-5 ${legendClass}`}>How the amount adds up</h2>
      <dl className="divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {result.lines.map((line) => (
          <div
            key={line.id}
            data-testid={`tax-line-${line.id}`}
            className="flex flex-wrap items-baseline justify-between gap-x-4 py-2"
          >
            <dt className="min-w-0 flex-1 text-slate-700 dark:text-slate-300">{line.label}</dt>
            <dd
              className={`tabular-nums text-slate-900 dark:text-white ${line.strong ? 'font-semibold' : ''}`}
            >
              {line.display}
            </dd>
            {line.note && (
              <dd className="mt-0.5 w-full text-sm text-slate-600 dark:text-slate-400">{line.note}</dd>
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

      <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
        An estimate with the 2024 federal tables, not tax advice. Your real tax depends on your whole
        year&rsquo;s income, deductions and credits.
      </p>
      <div className="mt-4">
        <ToolActions title={TITLE} summary={result.copyText} />
      </div>
    </Figure>
  );
}

function DueDates({ result, taxYear }: { result: FreelancerTaxBufferResult; taxYear: number }) {
  return (
    <section aria-labelledby="tax-buffer-due" className="mt-5 min-h-80">
      <h2 id="tax-buffer-due" className={legendClass}>
        Estimated tax due dates for {taxYear}
      </h2>
      <ol className="space-y-2" data-testid="tax-buffer-due-dates">
        {result.dueDates.map((due) => (
          <li key={due.payment} className="text-slate-800 dark:text-slate-200">
            <span className="font-medium">{due.readable}</span>: {formatMoney(result.quarterly)}
            <span className="block text-sm text-slate-600 dark:text-slate-400">
              Payment {due.payment} of 4, {due.covers}
              {due.weekend && `. A ${weekdayName(due.date)}: due the next business day`}.
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        When a due date falls on a weekend or a legal holiday, the payment is due the next business day; the
        dates above are not moved.
      </p>
      <div className="mt-3">
        <AddToCalendar filename={calendarFilename(taxYear)} events={calendarEvents(result, today())} />
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          The file holds the due dates from today on (all four when every one has passed), as all-day events
          with the amount in the title.
        </p>
      </div>
    </section>
  );
}
