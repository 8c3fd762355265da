import { Calculator, Download, Info, RotateCcw } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { memo, useMemo, type FormEvent } from 'react';
import { formatCompactMoney, formatNumber } from '~/lib/format';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { useSettledValue } from '~/lib/use-settled-value';
import { param } from '~/lib/url-params';
import { okOf } from '~/lib/outcome';
import { Button, SubmitButton } from '~/ui/Button';
import type { ChartSeries } from '~/ui/Chart';
import { LazyChart } from '~/ui/LazyChart';
import { CopyButton } from '~/ui/CopyButton';
import { NumberFields, type NumberFieldSpec } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { Select } from '~/ui/Select';
import { cell, rowHead, ScrollTable, tableRow } from '~/ui/ScrollTable';
import { StatCard } from '~/ui/Stat';
import {
  compoundInterest,
  CSV_FILENAME,
  csvRows,
  DEFAULTS,
  FREQUENCIES,
  MAX_RATE,
  MAX_YEARS,
  MIN_RATE,
  money,
  percent,
  toFrequency,
  type CompoundResult,
} from './compound-interest-calculator';
import type en from './messages/en';
import { csvHeads, FREQUENCY_WORDS, summaryLine, summaryText, yearsText } from './words';

type Key = keyof typeof en;
type T = ReturnType<typeof useT<typeof en>>;

const frequencyValues = FREQUENCIES.map(String) as readonly string[];
// The query parameters; the typed text is kept, so '1,234.56' and half-typed numbers survive.
const schema = {
  principal: param.text(DEFAULTS.principal),
  contrib: param.text(DEFAULTS.contrib),
  rate: param.text(DEFAULTS.rate),
  years: param.text(DEFAULTS.years),
  freq: param.oneOf(frequencyValues, String(DEFAULTS.freq)),
};
type State = { principal: string; contrib: string; rate: string; years: string; freq: string };
const defaults: State = { ...DEFAULTS, freq: String(DEFAULTS.freq) };

/** A number field's fixed props with its label as a message key. */
type FieldData = Omit<NumberFieldSpec, 'label'> & { label: Key };

const FIELDS = {
  principal: { label: 'principalLabel', unit: 'USD', min: 0, step: 100, placeholder: '10,000' },
  contrib: { label: 'contribLabel', unit: 'USD', min: 0, step: 10, placeholder: '200' },
  rate: {
    label: 'rateLabel',
    unit: '%',
    min: MIN_RATE,
    max: MAX_RATE,
    step: 0.1,
    inputMode: 'decimal',
    placeholder: '6',
  },
  years: { label: 'yearsLabel', min: 1, max: MAX_YEARS, placeholder: '20' },
} satisfies Record<string, FieldData>;

export function CompoundInterestCalculator() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();

  // While the visitor types, the result from before the edit stays; a link, hydration,
  // Calculate and Reset show their result at once.
  const [inputs, computeNow] = useSettledValue<State>(state);
  const reset = () => {
    computeNow();
    setState(defaults);
  };

  const result = useMemo(() => compoundInterest({ ...inputs, freq: toFrequency(inputs.freq) }), [inputs]);
  const ok = okOf(result);
  const perYear = toFrequency(state.freq);
  const { principal, contrib, rate, years } = FIELDS;
  const fields = {
    principal: { ...principal, label: t(principal.label) },
    contrib: { ...contrib, label: t(contrib.label), hint: t('contribHint', { n: perYear }) },
    rate: { ...rate, label: t(rate.label) },
    years: { ...years, label: t(years.label), unit: t('yearsUnit') },
  } satisfies Record<keyof typeof FIELDS, NumberFieldSpec>;
  const frequencyOptions = FREQUENCIES.map((n) => ({
    value: String(n),
    label: t('frequencyOption', { frequency: t(FREQUENCY_WORDS[n].name), n }),
  }));

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <form
        className="space-y-5"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          computeNow();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberFields fields={fields} state={state} onChange={setState} />
        </div>
        <Select
          label={t('frequencyLabel')}
          value={state.freq}
          options={frequencyOptions}
          onChange={(freq) => setState({ freq })}
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton>
            <NodeIcon node={Calculator} size={16} />
            {t('calculate')}
          </SubmitButton>
          <Button onClick={reset}>
            <NodeIcon node={RotateCcw} size={16} />
            {t('reset')}
          </Button>
        </div>
        <p className="flex gap-2 text-sm text-slate-700 dark:text-slate-300">
          <NodeIcon node={Info} size={16} className="mt-0.5 shrink-0" />
          <span>{t('note')}</span>
        </p>
      </form>

      <ResultPanel result={result} summary={(value) => summaryLine(t, value)} intro={t('intro')}>
        {(ok) => <Summary result={ok} />}
      </ResultPanel>

      {ok && <Breakdown result={ok} />}
    </div>
  );
}

// Memoized: while the visitor types, the result (and so the chart and table) stays the same object.
const Summary = memo(function Summary({ result }: { result: CompoundResult }) {
  const t = useT<typeof en>();
  const { terms } = result;
  const chart = useMemo(() => chartSeries(result, t), [result, t]);
  const share = result.ending > 0 && result.totalInterest > 0 ? result.totalInterest / result.ending : null;
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <StatCard
          term={t('endingBalance')}
          value={money(result.ending)}
          detail={t('after', { years: yearsText(t, terms.years) })}
          testId="ending-balance"
          main
        />
        <StatCard
          term={t('totalContributed')}
          value={money(result.totalContrib)}
          detail={t('contributedDetail', {
            start: money(terms.principal),
            added: money(result.totalContrib - terms.principal),
          })}
          testId="total-contributed"
        />
        <StatCard
          term={t('totalInterest')}
          value={money(result.totalInterest)}
          detail={share === null ? undefined : t('interestShare', { share: formatNumber(share * 100, 1) })}
          testId="total-interest"
        />
        <StatCard
          term={t('effectiveRate')}
          value={percent(result.effRate)}
          detail={t(FREQUENCY_WORDS[terms.freq].compounded, {
            rate: formatNumber(terms.rate, { min: 0, max: 4 }),
          })}
          testId="effective-rate"
        />
      </dl>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={() => summaryText(t, result)} label={t('copySummary')} />
        <Button
          onClick={() =>
            // The download helper loads on the click: most visitors never download.
            void import('~/lib/download').then(({ downloadFile, toCsv }) =>
              downloadFile(CSV_FILENAME, toCsv(csvRows(result, csvHeads(t))), 'text/csv;charset=utf-8'),
            )
          }
        >
          <NodeIcon node={Download} size={16} />
          {t('downloadCsv')}
        </Button>
      </div>
      <LazyChart
        title={chart.title}
        kind="stacked"
        xLabel={t('year')}
        xValues={chart.years}
        series={chart.series}
        formatY={money}
        formatX={(year) => t('yearN', { year: String(year) })}
        compactY={(value) => formatCompactMoney(value)}
      />
    </div>
  );
});

/**
 * Contributions (the start plus everything added so far) and interest earned so far, stacked to
 * the end balance of each year. With a negative rate the interest is a loss that a stacked bar
 * cannot show, so the chart then draws the balance alone.
 */
function chartSeries(
  result: CompoundResult,
  t: T,
): {
  title: string;
  years: number[];
  series: ChartSeries[];
} {
  const years = result.rows.map((row) => row.year);
  let paidIn = result.terms.principal;
  const contributions = result.rows.map((row) => (paidIn += row.contrib));
  const interest = result.rows.map((row, i) => row.end - contributions[i]!);
  if (interest.some((value) => value < -0.005)) {
    return {
      title: t('balanceTitle'),
      years,
      series: [{ name: t('balance'), values: result.rows.map((row) => row.end), tone: 'blue' }],
    };
  }
  return {
    title: t('stackedTitle'),
    years,
    series: [
      { name: t('contributions'), values: contributions, tone: 'blue' },
      { name: t('interest'), values: interest, tone: 'emerald' },
    ],
  };
}

const COLUMNS = [
  { label: 'year' },
  { label: 'startBalance', align: 'right' },
  { label: 'contributed', align: 'right' },
  { label: 'interest', align: 'right' },
  { label: 'endBalance', align: 'right' },
] as const satisfies readonly { label: Key; align?: 'right' }[];

const Breakdown = memo(function Breakdown({ result }: { result: CompoundResult }) {
  const t = useT<typeof en>();
  const last = result.rows[result.rows.length - 1]!;
  const partYear = last.periods < result.terms.freq;
  return (
    <section className="min-w-0 lg:col-span-2">
      <ScrollTable
        caption={t('breakdown')}
        columns={COLUMNS.map((column) => ({ ...column, label: t(column.label) }))}
        minWidth="min-w-[36rem]"
      >
        {result.rows.map((row) => (
          <tr key={row.year} className={tableRow}>
            <th scope="row" className={rowHead}>
              {row.year}
              {row === last && partYear ? '*' : ''}
            </th>
            <td className={cell}>{money(row.start)}</td>
            <td className={cell}>{money(row.contrib)}</td>
            <td className={cell}>{money(row.interest)}</td>
            <td className={`${cell} font-semibold`}>{money(row.end)}</td>
          </tr>
        ))}
      </ScrollTable>
      {partYear && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {t('partYear', {
            year: String(last.year),
            periods: String(last.periods),
            perYear: String(result.terms.freq),
            years: yearsText(t, result.terms.years),
          })}
        </p>
      )}
    </section>
  );
});
