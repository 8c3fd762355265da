import { formatPercent } from '~/lib/format';
import { useSiteT, useT } from '~/lib/i18n';
import type uiEn from '~/ui/messages/en';
import { tipSplit, tipSummary } from '~/ui/tip-words';
import { useUrlState } from '~/lib/url-state';
import { param, withLocalDefault } from '~/lib/url-params';
import { Button } from '~/ui/Button';
import { NumberFields, type NumberFieldSpec } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { Segmented } from '~/ui/Segmented';
import { Select } from '~/ui/Select';
import { Slider } from '~/ui/Slider';
import { ToolActions } from '~/ui/ToolActions';
import {
  BILL_MAX,
  CURRENCIES,
  DEFAULT_PEOPLE,
  DEFAULT_SERVICE,
  DEFAULT_TAX,
  DEFAULT_TIP,
  financeTipCalculator,
  PEOPLE_MAX,
  PERCENT_MAX,
  QUICK_TIPS,
  ROUNDING_MODES,
  TIP_BASES,
  TIP_MAX,
  TIP_MIN,
  TIP_STEP,
  type FinanceTipResult,
  type RoundingMode,
} from '~/lib/tip';
import type en from './messages/en';
import { localCurrency } from '~/lib/local-defaults';

type Key = keyof typeof en;

// The query parameters, with their defaults (left out of the address).
const schema = {
  cur: withLocalDefault(param.oneOf(CURRENCIES, 'USD'), localCurrency(CURRENCIES)),
  a: param.text(''),
  t: param.text(DEFAULT_TAX),
  s: param.text(DEFAULT_SERVICE),
  tp: param.number(DEFAULT_TIP, { min: TIP_MIN, max: TIP_MAX }),
  tb: param.oneOf(TIP_BASES, 'pre'),
  ppl: param.text(DEFAULT_PEOPLE),
  r: param.oneOf(ROUNDING_MODES, 'none'),
};

const currencyNames: Record<(typeof CURRENCIES)[number], Key> = {
  USD: 'usd',
  EUR: 'eur',
  GBP: 'gbp',
  CAD: 'cad',
  AUD: 'aud',
  INR: 'inr',
};

const roundingOptions: { value: RoundingMode; label: Key; rule: Key }[] = [
  { value: 'none', label: 'noRounding', rule: 'noRoundingRule' },
  { value: 'half', label: 'half', rule: 'halfRule' },
  { value: 'whole', label: 'whole', rule: 'wholeRule' },
  { value: 'total', label: 'total', rule: 'totalRule' },
];

/** A rounding mode's name inside the tip's note. */
const ruleNames: Record<RoundingMode, Key> = {
  none: 'ruleNone',
  half: 'ruleHalf',
  whole: 'ruleWhole',
  total: 'ruleTotal',
};

type FieldData = Omit<NumberFieldSpec, 'label' | 'hint'> & { label: Key; hint?: Key };

const BILL_FIELD = {
  label: 'billAmount',
  min: 0.01,
  max: BILL_MAX,
  maxLength: 30,
  placeholder: '84.50',
} satisfies FieldData;
const percentField = (label: Key): FieldData => ({
  label,
  unit: '%',
  min: 0,
  max: PERCENT_MAX,
  step: 0.5,
  maxLength: 30,
});
const PERCENT_FIELDS = { t: percentField('tax'), s: percentField('serviceCharge') };
const PEOPLE_FIELD = {
  label: 'people',
  min: 1,
  max: PEOPLE_MAX,
  maxLength: 30,
  hint: 'peopleHint',
} satisfies FieldData;

export function FinanceTipCalculator() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const site = useSiteT<typeof uiEn>();
  const words = ({ label, hint, ...field }: FieldData): NumberFieldSpec => ({
    ...field,
    label: t(label),
    hint: hint && t(hint),
  });
  const result = financeTipCalculator({
    currency: state.cur,
    amount: state.a,
    tax: state.t,
    service: state.s,
    tip: state.tp,
    basis: state.tb,
    people: state.ppl,
    rounding: state.r,
  });

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={t('currency')}
            value={state.cur}
            options={CURRENCIES.map((code) => ({ value: code, label: t(currencyNames[code]) }))}
            onChange={(cur) => setState({ cur })}
          />
          <NumberFields
            fields={{
              a: { ...words(BILL_FIELD), unit: state.cur },
              t: words(PERCENT_FIELDS.t),
              s: words(PERCENT_FIELDS.s),
            }}
            state={state}
            onChange={setState}
          />
        </div>

        <div>
          <Slider
            label={t('tip')}
            unit="%"
            min={TIP_MIN}
            max={TIP_MAX}
            step={TIP_STEP}
            decimals={2}
            value={state.tp}
            onChange={(tp) => setState({ tp })}
          />
          <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={t('quickTip')}>
            {QUICK_TIPS.map((tip) => (
              <Button
                key={tip}
                variant={state.tp === tip ? 'primary' : 'secondary'}
                aria-pressed={state.tp === tip}
                onClick={() => setState({ tp: tip })}
              >
                {tip}%
              </Button>
            ))}
          </div>
        </div>

        <Segmented
          legend={t('tipOn')}
          value={state.tb}
          onChange={(tb) => setState({ tb })}
          options={[
            { value: 'pre', label: t('beforeTax') },
            { value: 'post', label: t('afterTax') },
          ]}
        />

        <div className="grid gap-4 sm:grid-cols-2">
          <NumberFields fields={{ ppl: words(PEOPLE_FIELD) }} state={state} onChange={setState} />
          <Select
            label={t('rounding')}
            value={state.r}
            options={roundingOptions.map(({ value, label }) => ({ value, label: t(label) }))}
            onChange={(r) => setState({ r })}
          />
        </div>

        <section aria-labelledby="tip-rounding-rules" className="text-sm text-slate-700 dark:text-slate-300">
          <h2 id="tip-rounding-rules" className="font-semibold text-slate-800 dark:text-slate-200">
            {t('howRounding')}
          </h2>
          <dl className="mt-2 space-y-2">
            {roundingOptions.map(({ value, label, rule }) => (
              <div key={value}>
                <dt className="font-medium text-slate-800 dark:text-slate-200">
                  {t(label)}
                  {value === state.r && <span className="font-normal"> {t('selected')}</span>}
                </dt>
                <dd>{t(rule)}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2">{t('roundingNote')}</p>
        </section>
      </div>

      <ResultPanel
        // Reserve the result's height: a shared link's result appears after hydration.
        minHeight="26rem"
        summary={result && tipSummary(site, result)}
        intro={
          <div className="space-y-2">
            <p>{t('intro')}</p>
            <p>{t('introPercentages')}</p>
          </div>
        }
      >
        {result && <TipResult result={result} />}
      </ResultPanel>
    </div>
  );
}

function TipResult({ result }: { result: FinanceTipResult }) {
  const t = useT<typeof en>();
  const site = useSiteT<typeof uiEn>();
  const split = tipSplit(site, result);
  const { text, numberOfPeople: people } = result;
  const rounded = result.roundingAdded > 0;
  const tipWords = {
    percent: rounded ? text.adjustedTipPercentage : text.tipPercentage,
    base: text.tipBase,
  };
  const rows: { label: string; value: string; note?: string; strong?: boolean; testId?: string }[] = [
    { label: t('bill'), value: text.bill },
    { label: t('taxRow', { percent: formatPercent(result.taxPercent) }), value: text.tax },
    { label: t('serviceRow', { percent: formatPercent(result.servicePercent) }), value: text.service },
    {
      label: result.basis === 'post' ? t('tipAfterTax', tipWords) : t('tipBeforeTax', tipWords),
      value: text.tip,
      testId: 'tip-amount',
      note: rounded
        ? t('tipNote', {
            percent: text.tipPercentage,
            before: text.tipBeforeRounding,
            added: text.roundingAdded,
            rule: t(ruleNames[result.rounding]),
          })
        : undefined,
    },
    { label: t('totalRow'), value: text.total, strong: true, testId: 'tip-total' },
  ];
  if (people > 1) rows.push({ label: t('perPerson'), value: text.perPerson, strong: true });

  return (
    <Figure
      lead={people > 1 ? t('eachPays', { n: people, count: String(people) }) : t('totalToPay')}
      testId={people > 1 ? 'tip-per-person' : 'tip-grand-total'}
      value={people > 1 ? text.perPerson : text.total}
    >
      {rounded && (
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          {t.rich('tipAfterRounding', {
            adjusted: <span data-testid="tip-adjusted-percent">{text.adjustedTipPercentage}</span>,
            asked: text.tipPercentage,
          })}
        </p>
      )}
      <dl className="mt-4 divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
            <dt className="text-slate-700 dark:text-slate-300">{row.label}</dt>
            <dd
              data-testid={row.testId}
              className={`tabular-nums text-slate-900 dark:text-white ${row.strong ? 'font-semibold' : ''}`}
            >
              {row.value}
            </dd>
            {row.note && (
              <dd className="mt-0.5 w-full text-sm text-slate-600 dark:text-slate-400">{row.note}</dd>
            )}
          </div>
        ))}
      </dl>
      {split && <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{split}</p>}
      <div className="mt-4">
        <ToolActions title={t('shareTitle')} summary={tipSummary(site, result)} />
      </div>
    </Figure>
  );
}
