import { useState, type ReactNode } from 'react';
import { today } from '~/lib/clock';
import { weekdayName } from '~/lib/dates';
import { formatMoney, formatNumber, parseNumber } from '~/lib/format';
import { useUrlState } from '~/lib/url-state';
import { AddToCalendar } from '~/ui/AddToCalendar';
import { NumberField } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { Segmented } from '~/ui/Segmented';
import { Select } from '~/ui/Select';
import { ToolActions } from '~/ui/ToolActions';
import { SOCIAL_SECURITY_WAGE_BASE, STATE_ROWS, UNKNOWN_STATE_RATE } from './data';
import {
  calendarEvents,
  calendarFilename,
  FILING_STATUS_NAMES,
  formatPercent,
  freelancerTaxBuffer,
  inputProblem,
  LIMITS,
  stateInfo,
  type FilingStatus,
  type FreelancerTaxBufferResult,
} from './freelancer-tax-buffer';
import { schema } from './schema';

const TITLE = 'Freelancer Tax Buffer';

const filingOptions: { value: FilingStatus; label: string }[] = [
  { value: 'single', label: FILING_STATUS_NAMES.single },
  { value: 'mfj', label: FILING_STATUS_NAMES.mfj },
];

const stateOptions = STATE_ROWS.map(([code, name, rate]) => ({
  value: code,
  label: `${name} (${formatPercent(rate)})`,
}));

const yearOptions = Array.from({ length: LIMITS.taxYear.max - LIMITS.taxYear.min + 1 }, (_, i) => {
  const year = LIMITS.taxYear.min + i;
  return { value: year, label: String(year) };
});

/** A fraction as the percent people type: 0.2 is '20', 0.0495 is '4.95'. */
const percentText = (fraction: number) => formatNumber(fraction * 100, { min: 0, max: 4 }).replace(/,/g, '');

const wageBase = formatMoney(SOCIAL_SECURITY_WAGE_BASE, 'USD', 0);

/**
 * A percent box over a fraction in the state: shows what the visitor types while they type
 * ('4.', '') and the state's value otherwise. `onValue` gets the fraction, or null when blank or
 * not a number.
 */
function PercentField({
  label,
  hint,
  value,
  max,
  placeholder,
  onValue,
}: {
  label: string;
  hint: ReactNode;
  value: number | null;
  max: number;
  placeholder?: string;
  onValue: (fraction: number | null) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <NumberField
      label={label}
      hint={hint}
      unit="%"
      min={0}
      max={max * 100}
      step={1}
      maxLength={20}
      placeholder={placeholder}
      value={draft ?? (value === null ? '' : percentText(value))}
      onValue={(text) => {
        setDraft(text);
        const percent = parseNumber(text);
        onValue(percent === null ? null : Math.min(max, Math.max(0, percent / 100)));
      }}
      onBlur={() => setDraft(null)}
    />
  );
}

const legendClass = 'mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100';

export function FreelancerTaxBuffer() {
  const [state, setState, { hydrated }] = useUrlState(schema);
  const input = {
    gross: state.g,
    expenseShare: state.e,
    state: state.st,
    filingStatus: state.fs,
    // Null in the static HTML: the current year (and so the due dates) is known once hydrated.
    taxYear: state.ty,
    w2Wages: state.w2,
    ssWages: state.ss,
    stateRate: state.sr,
  };
  const result = freelancerTaxBuffer(input);
  const problem = result ? null : inputProblem(input);
  const info = stateInfo(state.st);
  const options =
    info.name === null
      ? [
          ...stateOptions,
          {
            value: info.code,
            label: `${info.code === '' ? 'No state' : `${info.code}: not a US state`} (${formatPercent(UNKNOWN_STATE_RATE)} assumed)`,
          },
        ]
      : stateOptions;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            label="Gross payment"
            unit="USD"
            hint="What the client pays you, before expenses."
            min={0}
            max={LIMITS.amountMax}
            step={100}
            maxLength={30}
            placeholder="5,000"
            value={state.g}
            onValue={(g) => setState({ g })}
          />
          <PercentField
            label="Business expenses"
            hint={`Share of the payment spent on the work, up to ${formatPercent(LIMITS.expenseShare.max)}. Blank counts as 0%.`}
            value={state.e}
            max={LIMITS.expenseShare.max}
            onValue={(e) => setState({ e: e ?? 0 })}
          />
          <Select label="State" value={info.code} options={options} onChange={(st) => setState({ st })} />
          <PercentField
            label="State rate override"
            hint={`Blank uses ${info.name ?? 'the assumed rate'}: ${formatPercent(info.defaultRate)}. Up to ${formatPercent(LIMITS.stateRate.max)}.`}
            value={state.sr}
            max={LIMITS.stateRate.max}
            placeholder={percentText(info.defaultRate)}
            onValue={(sr) => setState({ sr })}
          />
        </div>
        <Segmented
          legend="Filing status"
          value={state.fs}
          onChange={(fs) => setState({ fs })}
          options={filingOptions}
        />
        <Select
          className="max-w-48"
          label="Tax year"
          hint="Sets the four due dates."
          value={state.ty ?? 0}
          // The current year is known once hydrated (the static HTML was built on another day).
          options={state.ty === null ? [{ value: 0, label: 'This year' }] : yearOptions}
          onChange={(ty) => {
            if (ty !== 0) setState({ ty });
          }}
        />
        <fieldset className="rounded-xl border border-slate-300 p-4 dark:border-slate-600">
          <legend className={`px-1 ${legendClass}`}>Your W-2 job this year, if you have one</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              label="W-2 wages"
              unit="USD"
              hint="Box 1 for the whole year. The payment is taxed on top of them."
              min={0}
              max={LIMITS.amountMax}
              step={1000}
              maxLength={30}
              placeholder="0"
              value={state.w2}
              onValue={(w2) => setState({ w2 })}
            />
            <NumberField
              label="W-2 Social Security wages"
              unit="USD"
              hint={`Box 3. They use up the ${wageBase} Social Security wage base.`}
              min={0}
              max={LIMITS.amountMax}
              step={1000}
              maxLength={30}
              placeholder="0"
              value={state.ss}
              onValue={(ss) => setState({ ss })}
            />
          </div>
        </fieldset>
        <HowItWorks />
      </div>

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
    </div>
  );
}

function TaxBufferResult({ result, hydrated }: { result: FreelancerTaxBufferResult; hydrated: boolean }) {
  return (
    <div>
      <p className="text-sm text-slate-600 dark:text-slate-400">Set aside from this payment</p>
      <Figure testId="tax-buffer-total" value={formatMoney(result.total)} className="mt-1" />
      <p data-testid="tax-buffer-headline" className="mt-2 text-slate-700 dark:text-slate-300">
        {formatPercent(result.percentOfGross)} of the {formatMoney(result.gross)} payment, or{' '}
        {formatMoney(result.quarterly)} in each of four quarterly payments.
      </p>

      {result.notes.length > 0 && (
        <ul
          aria-label="Adjustments"
          className="mt-4 list-disc space-y-1 rounded-lg border border-amber-300 bg-amber-50 py-2 pr-3 pl-8 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200"
        >
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}

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
    </div>
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

function HowItWorks() {
  return (
    <section
      aria-labelledby="tax-buffer-how"
      className="rounded-xl bg-slate-100 p-4 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300"
    >
      <h2 id="tax-buffer-how" className={legendClass}>
        How the figures are worked out
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        <li>Net profit = gross payment × (1 − expense share).</li>
        <li>
          Self-employment tax: 92.35% of the net profit is taxed at 12.4% for Social Security, up to the{' '}
          {wageBase} wage base less your W-2 Social Security wages, plus 2.9% for Medicare on all of it.
        </li>
        <li>
          Federal income tax is the extra tax this payment adds to your W-2 wages: the tax on wages + net
          profit − half the self-employment tax − the standard deduction ($14,600 single, $29,200 married
          filing jointly), less the tax on the wages alone, with the 2024 brackets (10% to 37%).
        </li>
        <li>
          State tax = the state rate × the net profit. The default rate is the state&rsquo;s top 2024 rate on
          wages and business income (Tax Foundation), capped at 5%; 0% where wages are not taxed.
        </li>
        <li>The set-aside is the sum of the three; each quarterly payment is a quarter of it.</li>
        <li>
          Left out: the 20% qualified business income deduction, the 0.9% Additional Medicare Tax, credits,
          itemized deductions and local income taxes. The 2024 tables are used for every tax year.
        </li>
      </ul>
    </section>
  );
}
