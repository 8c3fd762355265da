import { memo, use, useDeferredValue, useMemo } from 'react';
import { formatCompactMoney, formatNumber } from '~/lib/format';
import { useT, type T } from '~/lib/i18n';
import { Figure } from '~/ui/Figure';
import { LazyChart } from '~/ui/LazyChart';
import { ResultPanel } from '~/ui/ResultPanel';
import { cell, rowHead, ScrollTable, tableRow, type Column } from '~/ui/ScrollTable';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import { money, percentNumber, YEAR_STEPS, type FireInput, type FireResult } from './fire-calculator';
import { fireResultOf } from './fire-run';
import type en from './messages/en';
import { noteClass } from './styles';
import { atAges, summaryLine, yearsText } from './words';

/**
 * The results, the chart, the sample rows and the steps of a year: a part of its own
 * (LazyFireResult), loaded with the simulation after the form, which keeps the page's first load
 * within the budget; the prerendered page has it all the same.
 */
export function FireResults({ input, thisYear }: { input: FireInput; thisYear: number | null }) {
  // The result is computed in the background (fire-run.ts); until a new input's arrives, the
  // previous result stays on screen (and the prerendered one while the page hydrates).
  const result = use(fireResultOf(useDeferredValue(input)));
  const t = useT<typeof en>();
  return (
    <>
      <ResultPanel minHeight="30rem" summary={summaryLine(t, result)}>
        <Results result={result} thisYear={thisYear} />
      </ResultPanel>

      <Details result={result} />
    </>
  );
}

function fireYearText(t: T<typeof en>, result: FireResult, thisYear: number | null): string {
  const k = result.fireYear!;
  if (thisYear === null) return k === 0 ? t('fireNow') : t('fireYearK', { k: String(k) });
  const year = String(thisYear + k);
  return k === 0 ? t('fireNowIn', { year }) : t('fireYearKIn', { k: String(k), year });
}

/** The percentiles' keys, each its message key. */
const PERCENTILES = ['p10', 'p50', 'p90'] as const;

const Results = memo(function Results({ result, thisYear }: { result: FireResult; thisYear: number | null }) {
  const t = useT<typeof en>();
  const { input, monteCarlo: mc } = result;
  const single = input.singleMode;
  const endAges = atAges(t, result.endAgeA, result.endAgeB);
  const retireAges = atAges(t, input.A.retireAge, single ? null : input.B.retireAge);
  const returns = {
    mean: percentNumber(input.H.realReturnMean),
    stdev: percentNumber(input.H.realReturnStdev),
  };
  const drawn =
    result.monteCarloPlan === 'fire'
      ? result.fireYear === 0
        ? t('drawnNow', returns)
        : t('drawnInYear', {
            year: String(result.fireYear),
            ages: atAges(t, result.fireAgeA!, result.fireAgeB),
            ...returns,
          })
      : t('drawnPlan', { ages: retireAges, ...returns });
  const last = result.rows[result.rows.length - 1]!;
  return (
    <div className="space-y-5">
      <Figure lead={t('fireNumber')} testId="fire-number" value={money(result.fireNumber)}>
        <p data-testid="fire-example" className="mt-1 text-slate-700 tabular-nums dark:text-slate-300">
          {result.exampleLine}
        </p>
        {input.H.swr === 0 && <p className={noteClass}>{t('zeroSwr')}</p>}
      </Figure>

      {result.fireYear === null ? (
        <p
          data-testid="fire-message"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200"
        >
          {result.message && t(result.message)}
        </p>
      ) : (
        <div className="space-y-2">
          <dl className="grid grid-cols-2 gap-3">
            <Stat term={t('fireYear')} testId="fire-year">
              {fireYearText(t, result, thisYear)}
            </Stat>
            <Stat term={t(single ? 'ageAtFire' : 'agesAtFire')} testId="fire-ages">
              {single
                ? result.fireAgeA
                : t('agesAB', { a: String(result.fireAgeA), b: String(result.fireAgeB) })}
            </Stat>
          </dl>
          <p className={noteClass}>
            {result.fireYear === 0
              ? t('reachedNow', { ages: endAges })
              : t('reachedInYear', { year: String(result.fireYear), ages: endAges })}
          </p>
        </div>
      )}

      <div className="space-y-2">
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">
          {t('monteCarlo', { runs: formatNumber(mc.runs, 0) })}
        </h2>
        <p className={noteClass}>{drawn}</p>
        <dl className="grid grid-cols-2 gap-3">
          <Stat term={t('success')} testId="mc-success" wide>
            {t('successRuns', { percent: String(mc.successPercent) })}
          </Stat>
          {PERCENTILES.map((key) => (
            <Stat key={key} term={t(key)} testId={`mc-${key}`}>
              {money(mc[key])}
            </Stat>
          ))}
        </dl>
        <p className={noteClass}>{t('percentilesNote', { ages: endAges })}</p>
      </div>

      <p data-testid="plan-line" className={noteClass}>
        {result.runsShort
          ? t('planShort', {
              ages: retireAges,
              year: String(result.runsShort.year),
              shortAges: atAges(t, result.runsShort.ageA, result.runsShort.ageB),
            })
          : t('planLasts', { ages: retireAges, endAges, left: money(last.balance) })}
      </p>

      <ToolActions title={t('shareTitle')} summary={summaryLine(t, result)} />
    </div>
  );
});

// ---- Chart, sample rows and the method ----------------------------------------------------------

/** The sample rows' columns: with two people, age and working are shown for each. */
function sampleColumns(t: T<typeof en>, single: boolean): Column[] {
  const right = (label: string): Column => ({ label, align: 'right' });
  const perPerson = (one: string, a: string, b: string) => (single ? [right(one)] : [right(a), right(b)]);
  return [
    { label: t('year') },
    ...perPerson(t('ageColumn'), t('ageA'), t('ageB')),
    right(t('balance')),
    right(t('contributed')),
    right(t('withdrew')),
    ...perPerson(t('working'), t('workingA'), t('workingB')),
  ];
}

const Details = memo(function Details({ result }: { result: FireResult }) {
  const t = useT<typeof en>();
  const { input, monteCarlo: mc } = result;
  const single = input.singleMode;
  const chart = useMemo(() => {
    const ages = Array.from({ length: result.years + 1 }, (_, t) => input.A.age + t);
    return { ages, fire: ages.map(() => result.fireNumber) };
  }, [result, input]);
  const formatX = (age: number) =>
    single
      ? t('atAge', { age: String(age) })
      : t('atAgeCouple', { age: String(age), ageB: String(age - input.A.age + input.B.age) });
  const yesNo = (value: boolean | null) => t(value ? 'yes' : 'no');
  const runs = formatNumber(mc.runs, 0);
  const title =
    result.monteCarloPlan === 'fire'
      ? result.fireYear === 0
        ? t('chartNow', { runs })
        : t('chartInYear', { year: String(result.fireYear), runs })
      : t('chartPlan', { runs });
  return (
    <div className="min-w-0 space-y-6 lg:col-span-2">
      <LazyChart
        title={title}
        kind="lines"
        xLabel={t(single ? 'ageColumn' : 'ageOfA')}
        xValues={chart.ages}
        series={[
          { name: t('median'), values: mc.median, tone: 'blue' },
          { name: t('fireNumber'), values: chart.fire, tone: 'amber' },
        ]}
        band={{ name: t('band'), low: mc.low, high: mc.high, tone: 'blue' }}
        formatY={money}
        formatX={formatX}
        compactY={(value) => formatCompactMoney(value)}
      />

      <section>
        <ScrollTable caption={t('sampleCaption')} columns={sampleColumns(t, single)} minWidth="min-w-[40rem]">
          {result.sample.map((row) => (
            <tr key={row.year} className={tableRow}>
              <th scope="row" className={rowHead}>
                {row.year}
              </th>
              <td className={cell}>{row.ageA}</td>
              {!single && <td className={cell}>{row.ageB}</td>}
              <td className={`${cell} font-semibold`}>
                {row.short ? t('ranShort', { balance: money(row.balance) }) : money(row.balance)}
              </td>
              <td className={cell}>{money(row.contributed)}</td>
              <td className={cell}>{money(row.withdrew)}</td>
              <td className={cell}>{yesNo(row.workingA)}</td>
              {!single && <td className={cell}>{yesNo(row.workingB)}</td>}
            </tr>
          ))}
        </ScrollTable>
        <p className={`mt-2 ${noteClass}`}>{t('rowsNote', { years: yearsText(t, result.years) })}</p>
      </section>

      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('howSimulated')}</h2>
        <ol className="list-decimal space-y-1 ps-5 text-slate-800 dark:text-slate-200">
          {YEAR_STEPS.map((step) => (
            <li key={step}>{t(`step.${step}`)}</li>
          ))}
        </ol>
        <ul className={`list-disc space-y-1 ps-5 ${noteClass}`}>
          <li>{t('ruleWorking')}</li>
          <li>{t(single ? 'ruleRunsSingle' : 'ruleRunsCouple')}</li>
          <li>{t('ruleFireYear')}</li>
          <li>{t('ruleMonteCarlo')}</li>
        </ul>
      </section>
    </div>
  );
});
