import { memo, useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { today } from '~/lib/clock';
import { formatCompactMoney, formatNumber } from '~/lib/format';
import { param, useUrlState } from '~/lib/url-state';
import { Checkbox } from '~/ui/Checkbox';
import { NumberField } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { LazyChart } from '~/ui/LazyChart';
import { ResultPanel } from '~/ui/ResultPanel';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import {
  atAges,
  clean,
  DEFAULT_INPUT,
  fireCalculator,
  fit,
  HOUSEHOLD_LIMITS,
  MEDICARE_AGE,
  money,
  percentNumber,
  PERSON_LIMITS,
  readTyped,
  sanitizeFireInput,
  summaryLine,
  YEAR_STEPS,
  yearsText,
  type FireInput,
  type FireResult,
  type Household,
  type Limit,
  type Person,
} from './fire-calculator';

// The spec's one parameter: `q`, URL-encoded JSON of singleMode, A, B and H (defaults left out).
const schema = { q: param.json<FireInput>(DEFAULT_INPUT, sanitizeFireInput) };

type Who = 'A' | 'B';

const legendClass = 'mb-2 text-base font-semibold text-slate-900 dark:text-white';
const noteClass = 'text-sm text-slate-700 dark:text-slate-300';

export function FireCalculator() {
  const [state, setState, { hydrated }] = useUrlState(schema);
  const input = state.q;
  const single = input.singleMode;
  // The calculation (about 6 ms) follows the typing without holding up the keystrokes.
  const deferred = useDeferredValue(input);
  const result = useMemo(() => fireCalculator(deferred), [deferred]);
  // The calendar year depends on the visitor's clock: never in the static HTML.
  const thisYear = hydrated ? today().year : null;

  const setPerson = (who: Who, key: keyof Person, value: number) =>
    setState((s) => ({ q: { ...s.q, [who]: { ...s.q[who], [key]: value } } }));
  const setHousehold = (key: keyof Household, value: number) =>
    setState((s) => ({ q: { ...s.q, H: { ...s.q.H, [key]: value } } }));

  const personFields = (who: Who) => {
    const person = input[who];
    const suffix = <span className="sr-only">, person {who}</span>;
    const field = (
      key: keyof Person,
      label: string,
      props: Omit<FieldProps, 'label' | 'value' | 'limit' | 'onNumber'>,
    ) => (
      <DraftField
        key={key}
        label={
          <>
            {label}
            {suffix}
          </>
        }
        value={person[key]}
        limit={PERSON_LIMITS[key]}
        onNumber={(value) => setPerson(who, key, value)}
        {...props}
      />
    );
    return (
      <fieldset>
        <legend className={legendClass}>Person {who}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('age', 'Current age', { unit: 'years', step: 1 })}
          {field('retireAge', 'Retirement age', { unit: 'years', step: 1 })}
          {field('salary', 'Salary', { unit: 'USD a year', step: 1000 })}
          {field('saveRate', 'Savings rate', {
            unit: '%',
            percent: true,
            step: 1,
            hint: 'Share of salary saved.',
          })}
          {field('startBalance', 'Starting balance', {
            unit: 'USD',
            step: 1000,
            className: 'sm:col-span-2',
            hint: 'Invested savings today.',
          })}
        </div>
      </fieldset>
    );
  };

  const household = (
    key: keyof Household,
    label: string,
    props: Omit<FieldProps, 'label' | 'value' | 'limit' | 'onNumber'>,
  ) => (
    <DraftField
      key={key}
      label={label}
      value={input.H[key]}
      limit={HOUSEHOLD_LIMITS[key]}
      onNumber={(value) => setHousehold(key, value)}
      {...props}
    />
  );

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <p className={noteClass}>
          All amounts are in today&apos;s US dollars; returns are real (after inflation). Rates are entered in
          percent.
        </p>
        <Checkbox
          label="Single mode (person A only)"
          hint="Hides person B, who then takes no part in the calculation."
          checked={single}
          onChange={(singleMode) => setState((s) => ({ q: { ...s.q, singleMode } }))}
        />
        {personFields('A')}
        {!single && personFields('B')}
        <fieldset>
          <legend className={legendClass}>Household</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {household('spendRetirement', 'Retirement spending', {
              unit: 'USD a year',
              step: 1000,
              hint: 'After tax, for the household.',
            })}
            {household('preMedicareHealthcare', 'Pre-65 healthcare', {
              unit: 'USD a year',
              step: 500,
              hint: `Per retired person under ${MEDICARE_AGE}.`,
            })}
            {household('effectiveTaxRate', 'Effective tax rate on withdrawals', {
              unit: '%',
              percent: true,
              step: 1,
            })}
            {household('swr', 'Safe withdrawal rate', {
              unit: '%',
              percent: true,
              step: 0.1,
              hint: 'FIRE number = spending ÷ this rate.',
            })}
            {household('realReturnMean', 'Real return, mean', { unit: '%', percent: true, step: 0.5 })}
            {household('realReturnStdev', 'Real return, standard deviation', {
              unit: '%',
              percent: true,
              step: 0.5,
            })}
            {household('maxAge', 'Max age', {
              unit: 'years',
              step: 1,
              hint: single
                ? 'The money must last until this age.'
                : 'The money must last until the younger person reaches it.',
            })}
          </div>
        </fieldset>
      </div>

      <ResultPanel minHeight="30rem" summary={summaryLine(result)}>
        <Results result={result} thisYear={thisYear} />
      </ResultPanel>

      <Details result={result} />
    </div>
  );
}

// ---- Inputs -------------------------------------------------------------------------------------

interface FieldProps {
  label: ReactNode;
  value: number;
  limit: Limit;
  onNumber: (value: number) => void;
  unit: string;
  step: number;
  /** Stored as a fraction (0.22), shown and typed as a percent (22). */
  percent?: boolean;
  hint?: string;
  className?: string;
}

/**
 * A number kept in the address as a number: while the visitor types, the field shows their text
 * ('3.', '' or '22 %'); the state gets the number at once (blank or malformed counts as 0, then
 * the field's limits apply). On leaving the field it shows the number used.
 */
function DraftField({
  label,
  value,
  limit,
  onNumber,
  unit,
  step,
  percent = false,
  hint,
  className,
}: FieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const scale = percent ? 100 : 1;
  return (
    <NumberField
      className={className}
      label={label}
      hint={hint}
      unit={unit}
      min={clean(limit.min * scale)}
      max={clean(limit.max * scale)}
      step={step}
      maxLength={32}
      value={draft ?? String(clean(value * scale))}
      onValue={(text) => {
        setDraft(text);
        onNumber(clean(fit((readTyped(text) ?? 0) / scale, limit)));
      }}
      onBlur={() => setDraft(null)}
    />
  );
}

// ---- Results ------------------------------------------------------------------------------------

function fireYearText(result: FireResult, thisYear: number | null): string {
  const k = result.fireYear!;
  const when = thisYear === null ? '' : ` (${thisYear + k})`;
  return k === 0 ? `Now${when}` : `Year ${k}${when}`;
}

const Results = memo(function Results({ result, thisYear }: { result: FireResult; thisYear: number | null }) {
  const { input, monteCarlo: mc } = result;
  const single = input.singleMode;
  const endAges = atAges(result.endAgeA, result.endAgeB);
  const retireAges = atAges(input.A.retireAge, single ? null : input.B.retireAge);
  const retiring =
    result.monteCarloPlan === 'fire'
      ? result.fireYear === 0
        ? 'Everyone stops working now'
        : `Everyone stops working at the end of year ${result.fireYear}, at ${atAges(result.fireAgeA!, result.fireAgeB)}`
      : `Your plan as entered, retiring at ${retireAges} (there is no FIRE year)`;
  const last = result.rows[result.rows.length - 1]!;
  return (
    <div className="space-y-5">
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-400">FIRE number</p>
        <Figure testId="fire-number" value={money(result.fireNumber)} className="mt-1" />
        <p data-testid="fire-example" className="mt-1 text-slate-700 tabular-nums dark:text-slate-300">
          {result.exampleLine}
        </p>
        {input.H.swr === 0 && <p className={noteClass}>A safe withdrawal rate of 0% is read as 4%.</p>}
      </div>

      {result.fireYear === null ? (
        <p
          data-testid="fire-message"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200"
        >
          {result.message}
        </p>
      ) : (
        <div className="space-y-2">
          <dl className="grid grid-cols-2 gap-3">
            <Stat term="FIRE year" testId="fire-year">
              {fireYearText(result, thisYear)}
            </Stat>
            <Stat term={single ? 'Age at FIRE' : 'Ages at FIRE'} testId="fire-ages">
              {single ? result.fireAgeA : `A ${result.fireAgeA}, B ${result.fireAgeB}`}
            </Stat>
          </dl>
          <p className={noteClass}>
            {result.fireYear === 0
              ? 'Your balance already reaches the FIRE number'
              : `At the end of year ${result.fireYear} the balance reaches the FIRE number`}
            {`, and with no further income it lasts at the mean return until ${endAges}.`}
          </p>
        </div>
      )}

      <div className="space-y-2">
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">
          Monte Carlo: {formatNumber(mc.runs, 0)} runs
        </h2>
        <p className={noteClass}>
          {retiring}; each year&apos;s real return is drawn at random (mean{' '}
          {percentNumber(input.H.realReturnMean)}%, standard deviation{' '}
          {percentNumber(input.H.realReturnStdev)}%).
        </p>
        <dl className="grid grid-cols-2 gap-3">
          <Stat term="Success" testId="mc-success" wide>
            {mc.successPercent}% of runs never run short
          </Stat>
          <Stat term="10th percentile" testId="mc-p10">
            {money(mc.p10)}
          </Stat>
          <Stat term="Median (50th)" testId="mc-p50">
            {money(mc.p50)}
          </Stat>
          <Stat term="90th percentile" testId="mc-p90">
            {money(mc.p90)}
          </Stat>
        </dl>
        <p className={noteClass}>Percentiles of the balance at the end, at {endAges}.</p>
      </div>

      <p data-testid="plan-line" className={noteClass}>
        {`Your plan as entered, retiring at ${retireAges}, at the mean return: `}
        {result.runsShort
          ? `the money runs short in year ${result.runsShort.year}, at ${atAges(result.runsShort.ageA, result.runsShort.ageB)}.`
          : `it lasts until ${endAges} with ${money(last.balance)} left.`}
      </p>

      <ToolActions title="FIRE Calculator" summary={summaryLine(result)} />
    </div>
  );
});

// ---- Chart, sample rows and the method ----------------------------------------------------------

const Details = memo(function Details({ result }: { result: FireResult }) {
  const captionId = useId();
  const { input, monteCarlo: mc } = result;
  const single = input.singleMode;
  const chart = useMemo(() => {
    const ages = Array.from({ length: result.years + 1 }, (_, t) => input.A.age + t);
    return { ages, fire: ages.map(() => result.fireNumber) };
  }, [result, input]);
  const formatX = (age: number) =>
    single ? `Age ${age}` : `Age ${age} (person B ${age - input.A.age + input.B.age})`;
  const cell = 'px-3 py-2 text-right';
  const head = `${cell} font-semibold`;
  const yesNo = (value: boolean | null) => (value ? 'Yes' : 'No');
  const plan =
    result.monteCarloPlan === 'fire'
      ? result.fireYear === 0
        ? 'if everyone stops working now'
        : `if everyone stops working at the end of year ${result.fireYear}`
      : 'with your plan as entered';
  return (
    <div className="min-w-0 space-y-6 lg:col-span-2">
      <LazyChart
        title={`Balance ${plan}: median and 10th–90th percentile of ${formatNumber(mc.runs, 0)} runs`}
        kind="lines"
        xLabel={single ? 'Age' : 'Age of person A'}
        xValues={chart.ages}
        series={[
          { name: 'Median', values: mc.median, tone: 'blue' },
          { name: 'FIRE number', values: chart.fire, tone: 'amber' },
        ]}
        band={{ name: '10th–90th percentile', low: mc.low, high: mc.high, tone: 'blue' }}
        formatY={money}
        formatX={formatX}
        compactY={(value) => formatCompactMoney(value)}
      />

      <section>
        <div
          role="region"
          aria-labelledby={captionId}
          // A table that scrolls sideways on a phone must be reachable by keyboard to scroll it.
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700"
        >
          <table className="w-full min-w-[40rem] text-sm text-slate-800 tabular-nums dark:text-slate-200">
            <caption
              id={captionId}
              className="px-3 pt-3 pb-2 text-left text-base font-semibold text-slate-900 dark:text-white"
            >
              Your plan as entered: 5 sample years at the mean return
            </caption>
            <thead className="bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  Year
                </th>
                <th scope="col" className={head}>
                  {single ? 'Age' : 'Age A'}
                </th>
                {!single && (
                  <th scope="col" className={head}>
                    Age B
                  </th>
                )}
                <th scope="col" className={head}>
                  Balance
                </th>
                <th scope="col" className={head}>
                  Contributed
                </th>
                <th scope="col" className={head}>
                  Withdrew
                </th>
                <th scope="col" className={head}>
                  {single ? 'Working' : 'Working A'}
                </th>
                {!single && (
                  <th scope="col" className={head}>
                    Working B
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {result.sample.map((row) => (
                <tr key={row.year} className="border-t border-slate-200 dark:border-slate-700">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {row.year}
                  </th>
                  <td className={cell}>{row.ageA}</td>
                  {!single && <td className={cell}>{row.ageB}</td>}
                  <td className={`${cell} font-semibold`}>
                    {money(row.balance)}
                    {row.short ? ' (ran short)' : ''}
                  </td>
                  <td className={cell}>{money(row.contributed)}</td>
                  <td className={cell}>{money(row.withdrew)}</td>
                  <td className={cell}>{yesNo(row.workingA)}</td>
                  {!single && <td className={cell}>{yesNo(row.workingB)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={`mt-2 ${noteClass}`}>
          Rows: the first year, 25%, 50% and 75% of the way, and the last of {yearsText(result.years)}. Year 1
          is the coming 12 months; ages are those at the start of the year; the balance is at its end.
        </p>
      </section>

      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">How each year is simulated</h2>
        <ol className="list-decimal space-y-1 pl-5 text-slate-800 dark:text-slate-200">
          {YEAR_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <ul className={`list-disc space-y-1 pl-5 ${noteClass}`}>
          <li>
            A person works while younger than their retirement age (a retirement age at or below the current
            age means already retired). Withdrawals start once everyone has retired.
          </li>
          <li>
            The simulation runs until {single ? 'person A reaches' : 'the younger person reaches'} the max age
            (at most 120 years).
          </li>
          <li>
            The FIRE year is the first year at whose end the balance reaches the FIRE number and, with
            everyone stopping work then and the mean return every year, the money never runs short through the
            max age.
          </li>
          <li>
            The Monte Carlo repeats the FIRE plan (or your plan as entered when there is no FIRE year) 1,000
            times with normally distributed real returns from a fixed seed, so the same inputs always give the
            same figures. A run succeeds if its balance never runs short.
          </li>
        </ul>
      </section>
    </div>
  );
});
