import { Check, Database, LoaderCircle, TrendingUp } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useEffect, useState } from 'react';
import { Link } from '~/ui/Link';
import { today } from '~/lib/clock';
import { formatNumber } from '~/lib/format';
import { useT, type T } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { CopyButton } from '~/ui/CopyButton';
import { NumberFields, type NumberFieldSpec } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { Select } from '~/ui/Select';
import { fetchCpi, mergeIndex } from './cpi';
import type en from './messages/en';
import { doublingNoteOf, summaryOf } from './words';
import { BUILT_IN_CPI } from './data';
import {
  calculateInflation,
  DEFAULT_AMOUNT,
  DEFAULT_YEAR,
  earliestYear,
  formatAmount,
  formatDollars,
  formatIndex,
  formatPercent,
  latestYear,
  MAX_AMOUNT,
  parseAmount,
  QUICK_AMOUNTS,
  quickYears,
  type CpiIndex,
  type InflationResult,
} from './inflation-calculator';

// The query parameters, defaults left out of the address. Any whole year reads; one that is not
// in the data shows the intro.
const schema = {
  amount: param.text(DEFAULT_AMOUNT),
  year: param.int(DEFAULT_YEAR, 1, 9999),
};

type DataState = { status: 'pending' | 'live' | 'built-in'; index: CpiIndex };

/**
 * The index data: the built-in table at once (in the static HTML too), then the one request of
 * the site, made after hydration; its years are laid over the table when it answers. Any failure
 * keeps the table, silently.
 */
function useCpiIndex(): DataState {
  const [data, setData] = useState<DataState>({ status: 'pending', index: BUILT_IN_CPI });
  useEffect(() => {
    const controller = new AbortController();
    // Offline (the service worker serves the page), the request would only fail and log an error.
    const request = (url: string, init: RequestInit) =>
      navigator.onLine ? fetch(url, init) : Promise.reject(new Error('Offline'));
    void fetchCpi(request, {
      currentYear: today().year,
      signal: controller.signal,
    }).then((fetched) => {
      if (controller.signal.aborted) return;
      setData(
        fetched
          ? { status: 'live', index: mergeIndex(BUILT_IN_CPI, fetched) }
          : { status: 'built-in', index: BUILT_IN_CPI },
      );
    });
    return () => controller.abort();
  }, []);
  return data;
}

function dataNote({ status, index }: DataState, t: T<typeof en>): string {
  if (status === 'pending') return t('checking');
  const latest = String(latestYear(index));
  return status === 'live' ? t('usingLive', { latest }) : t('usingBuiltIn', { latest });
}

function QuickButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: string;
}) {
  const colours = pressed
    ? 'border-blue-700 bg-blue-50 text-blue-900 ring-1 ring-blue-700 dark:border-blue-400 dark:bg-blue-950 dark:text-blue-100 dark:ring-blue-400'
    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`inline-flex min-h-10 items-center gap-1 rounded-lg border px-3 py-2 text-sm font-medium tabular-nums transition-colors print:hidden ${colours}`}
    >
      {/* Pressed is said by aria-pressed and shown by a tick, not by colour alone. */}
      {pressed && <NodeIcon node={Check} size={14} />}
      {children}
    </button>
  );
}

/** A labelled row of quick buttons, one per value; the one equal to `selected` is pressed. */
function QuickGroup({
  id,
  label,
  values,
  selected,
  show,
  onPick,
}: {
  id: string;
  label: string;
  values: readonly number[];
  selected: number | null;
  show: (value: number) => string;
  onPick: (value: number) => void;
}) {
  return (
    <div role="group" aria-labelledby={id} className="print:hidden">
      <p id={id} className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </p>
      <div className="flex flex-wrap gap-2">
        {values.map((value) => (
          <QuickButton key={value} pressed={selected === value} onClick={() => onPick(value)}>
            {show(value)}
          </QuickButton>
        ))}
      </div>
    </div>
  );
}

const AMOUNT_FIELD = {
  amount: { label: 'amount', unit: 'USD', min: 0, max: MAX_AMOUNT, placeholder: '100' },
} satisfies Record<string, Omit<NumberFieldSpec, 'label'> & { label: keyof typeof en }>;

/** The index details under the result, each a term, its figure and a test id. */
function details(
  result: InflationResult,
  t: T<typeof en>,
): { term: string; testId: string; value: string }[] {
  const rows = [
    {
      term: t('indexIn', { year: String(result.fromYear) }),
      testId: 'inflation-from-cpi',
      value: formatIndex(result.fromCPI),
    },
    {
      term: t('indexIn', { year: String(result.toYear) }),
      testId: 'inflation-to-cpi',
      value: formatIndex(result.toCPI),
    },
    { term: t('ratio'), testId: 'inflation-ratio', value: formatNumber(result.ratio, 4) },
    { term: t('totalInflation'), testId: 'inflation-total', value: formatPercent(result.totalInflation) },
    {
      term: t('averagePerYear', { n: result.years }),
      testId: 'inflation-annual',
      value: result.annualAverage === null ? t('notApplicable') : formatPercent(result.annualAverage),
    },
  ];
  if (result.compoundAnnualRate !== null) {
    rows.push({
      term: t('compoundRate'),
      testId: 'inflation-compound',
      value: formatPercent(result.compoundAnnualRate),
    });
  }
  return rows;
}

const linkClass =
  'font-medium text-blue-700 underline hover:text-blue-900 dark:text-blue-300 dark:hover:text-blue-200';

export function InflationCalculator() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const data = useCpiIndex();
  const { index } = data;
  const result = calculateInflation(state, index);
  const first = earliestYear(index);
  const latest = latestYear(index);
  const amount = parseAmount(state.amount);

  const years = [...index.keys()];
  const yearOptions = years.map((year) => ({ value: year, label: String(year) }));
  // A linked year that is not in the data: the select says so rather than showing another year.
  if (!index.has(state.year)) yearOptions.unshift({ value: state.year, label: t('chooseYear') });

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <NumberFields
          fields={{ amount: { ...AMOUNT_FIELD.amount, label: t(AMOUNT_FIELD.amount.label) } }}
          state={state}
          onChange={setState}
        />
        <QuickGroup
          id="inflation-quick-amounts"
          label={t('quickAmounts')}
          values={QUICK_AMOUNTS}
          selected={amount}
          show={formatAmount}
          onPick={(value) => setState({ amount: String(value) })}
        />
        <Select
          className="max-w-48"
          label={t('fromYear')}
          value={state.year}
          options={yearOptions}
          onChange={(year) => setState({ year })}
        />
        <QuickGroup
          id="inflation-quick-years"
          label={t('quickYears')}
          values={quickYears(index)}
          selected={state.year}
          show={String}
          onPick={(year) => setState({ year })}
        />
        {/* Two lines reserved: the note's length changes when the data answers. */}
        <p
          data-testid="inflation-data-note"
          className="flex min-h-10 items-start gap-2 text-sm text-slate-600 dark:text-slate-400"
        >
          {data.status === 'pending' ? (
            <NodeIcon node={LoaderCircle} size={16} className="mt-0.5 shrink-0 motion-safe:animate-spin" />
          ) : (
            <NodeIcon node={Database} size={16} className="mt-0.5 shrink-0" />
          )}
          <span>{dataNote(data, t)}</span>
        </p>
      </div>

      <ResultPanel
        result={result}
        summary={(ok) => summaryOf(t, ok)}
        // Reserve the result's height: a shared link's result appears after hydration.
        minHeight="35rem"
        intro={
          <>
            <p>
              {first !== null && latest !== null
                ? t('introRange', { first: String(first), latest: String(latest) })
                : t('introNoData')}
            </p>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('introIndex')}</p>
          </>
        }
      >
        {(result) => (
          <Figure
            lead={t('inDollars', { year: String(result.toYear) })}
            testId="inflation-adjusted"
            value={formatDollars(result.adjustedAmount)}
          >
            <p data-testid="inflation-summary" className="mt-2 text-slate-800 dark:text-slate-200">
              {summaryOf(t, result)}
            </p>
            <div className="mt-3">
              <CopyButton text={summaryOf(t, result)} label={t('copy')} accessibleName={t('copyResult')} />
            </div>

            {result.doubled && (
              <p
                data-testid="inflation-doubling"
                className="mt-4 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
              >
                <NodeIcon node={TrendingUp} size={16} className="mt-0.5 shrink-0" />
                <span>{doublingNoteOf(t, result)}</span>
              </p>
            )}

            <h2 className="mt-5 text-base font-semibold text-slate-900 dark:text-white">
              {t('indexDetails')}
            </h2>
            <dl className="mt-1 divide-y divide-slate-200 text-sm dark:divide-slate-700">
              {details(result, t).map(({ term, testId, value }) => (
                <div
                  key={testId}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-1.5"
                >
                  <dt className="text-slate-700 dark:text-slate-300">{term}</dt>
                  <dd
                    data-testid={testId}
                    className="font-medium text-slate-900 tabular-nums dark:text-slate-100"
                  >
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            {result.years > 0 && (
              <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
                {t('otherWay', {
                  amount: formatAmount(result.originalAmount),
                  toYear: String(result.toYear),
                  then: formatDollars(result.buyingPowerThen),
                  fromYear: String(result.fromYear),
                })}
              </p>
            )}
          </Figure>
        )}
      </ResultPanel>

      <div className="space-y-2 text-sm text-slate-700 lg:col-span-2 dark:text-slate-300">
        {/* The latest-data sentence is said always, not only once the data arrives: the text below must not move. */}
        <p>{t('aboutIndex')}</p>
        <p>
          {t.rich('seeAlso', {
            salary: (
              <Link to="/finance/salary-converter" className={linkClass}>
                {t('salaryConverter')}
              </Link>
            ),
            loan: (
              <Link to="/finance/loan-payment-calculator" className={linkClass}>
                {t('loanCalculator')}
              </Link>
            ),
          })}
        </p>
      </div>
    </div>
  );
}
