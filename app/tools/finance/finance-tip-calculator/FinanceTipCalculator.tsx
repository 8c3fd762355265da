import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
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
  formatPercent,
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

// The query parameters, with their defaults (left out of the address).
const schema = {
  cur: param.oneOf(CURRENCIES, 'USD'),
  a: param.text(''),
  t: param.text(DEFAULT_TAX),
  s: param.text(DEFAULT_SERVICE),
  tp: param.number(DEFAULT_TIP, { min: TIP_MIN, max: TIP_MAX }),
  tb: param.oneOf(TIP_BASES, 'pre'),
  ppl: param.text(DEFAULT_PEOPLE),
  r: param.oneOf(ROUNDING_MODES, 'none'),
};

const currencyNames: Record<(typeof CURRENCIES)[number], string> = {
  USD: 'USD: US dollar ($)',
  EUR: 'EUR: euro (€)',
  GBP: 'GBP: pound sterling (£)',
  CAD: 'CAD: Canadian dollar (CA$)',
  AUD: 'AUD: Australian dollar (A$)',
  INR: 'INR: Indian rupee (₹)',
};

const roundingOptions: { value: RoundingMode; label: string; rule: string }[] = [
  {
    value: 'none',
    label: 'No rounding',
    rule: 'Each share is the total divided by the number of people; if that is not a whole number of cents, some people pay one cent more.',
  },
  {
    value: 'half',
    label: 'Each share up to the next 0.50',
    rule: 'Each share is raised to the next multiple of 0.50 (35.21 becomes 35.50; 35.50 stays 35.50), and the total is that share times the number of people.',
  },
  {
    value: 'whole',
    label: 'Each share up to the next 1',
    rule: 'Each share is raised to the next whole unit (35.21 becomes 36.00; 36.00 stays 36.00), and the total is that share times the number of people.',
  },
  {
    value: 'total',
    label: 'Total up to the next 1',
    rule: 'The total is raised to the next whole unit (105.63 becomes 106.00), and each share is the new total divided by the number of people.',
  },
];

const ruleNames: Record<RoundingMode, string> = {
  none: 'No rounding',
  half: 'Share up to 0.50',
  whole: 'Share up to 1',
  total: 'Total up to 1',
};

const BILL_FIELD: NumberFieldSpec = {
  label: 'Bill amount',
  min: 0.01,
  max: BILL_MAX,
  maxLength: 30,
  placeholder: '84.50',
};
const percentField = (label: string): NumberFieldSpec => ({
  label,
  unit: '%',
  min: 0,
  max: PERCENT_MAX,
  step: 0.5,
  maxLength: 30,
});
const PERCENT_FIELDS = { t: percentField('Tax'), s: percentField('Service charge') };
const PEOPLE_FIELD = {
  ppl: { label: 'People', min: 1, max: PEOPLE_MAX, maxLength: 30, hint: 'Whole people: 2.9 counts as 2.' },
} satisfies Record<string, NumberFieldSpec>;

export function FinanceTipCalculator() {
  const [state, setState] = useUrlState(schema);
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
            label="Currency"
            value={state.cur}
            options={CURRENCIES.map((code) => ({ value: code, label: currencyNames[code] }))}
            onChange={(cur) => setState({ cur })}
          />
          <NumberFields
            fields={{ a: { ...BILL_FIELD, unit: state.cur }, ...PERCENT_FIELDS }}
            state={state}
            onChange={setState}
          />
        </div>

        <div>
          <Slider
            label="Tip"
            unit="%"
            min={TIP_MIN}
            max={TIP_MAX}
            step={TIP_STEP}
            decimals={2}
            value={state.tp}
            onChange={(tp) => setState({ tp })}
          />
          <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="Quick tip">
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
          legend="Tip on"
          value={state.tb}
          onChange={(tb) => setState({ tb })}
          options={[
            { value: 'pre', label: 'Before tax' },
            { value: 'post', label: 'After tax' },
          ]}
        />

        <div className="grid gap-4 sm:grid-cols-2">
          <NumberFields fields={PEOPLE_FIELD} state={state} onChange={setState} />
          <Select
            label="Rounding"
            value={state.r}
            options={roundingOptions.map(({ value, label }) => ({ value, label }))}
            onChange={(r) => setState({ r })}
          />
        </div>

        <section aria-labelledby="tip-rounding-rules" className="text-sm text-slate-700 dark:text-slate-300">
          <h2 id="tip-rounding-rules" className="font-semibold text-slate-800 dark:text-slate-200">
            How the rounding modes work
          </h2>
          <dl className="mt-2 space-y-2">
            {roundingOptions.map(({ value, label, rule }) => (
              <div key={value}>
                <dt className="font-medium text-slate-800 dark:text-slate-200">
                  {label}
                  {value === state.r && <span className="font-normal"> (selected)</span>}
                </dt>
                <dd>{rule}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2">
            Tax, service and tip are each rounded to the cent, so the lines always add up to the total.
            Whatever rounding adds goes to the tip, and the tip percent shown after rounding is the new tip
            divided by the amount the tip is on.
          </p>
        </section>
      </div>

      <ResultPanel
        // Reserve the result's height: a shared link's result appears after hydration.
        minHeight="26rem"
        summary={result?.summary}
        intro={
          <div className="space-y-2">
            <p>Enter the bill amount (above 0) to see the tax, tip, total and each person’s share.</p>
            <p>
              Tax and service charge are percentages of the bill. The tip is a percentage of the bill before
              tax, or after tax if you choose.
            </p>
          </div>
        }
      >
        {result && <TipResult result={result} />}
      </ResultPanel>
    </div>
  );
}

function TipResult({ result }: { result: FinanceTipResult }) {
  const { text, numberOfPeople: people } = result;
  const rounded = result.roundingAdded > 0;
  const basisWords = result.basis === 'post' ? 'after tax' : 'before tax';
  const rows: { label: string; value: string; note?: string; strong?: boolean; testId?: string }[] = [
    { label: 'Bill', value: text.bill },
    { label: `Tax (${formatPercent(result.taxPercent)})`, value: text.tax },
    { label: `Service charge (${formatPercent(result.servicePercent)})`, value: text.service },
    {
      label: `Tip (${rounded ? text.adjustedTipPercentage : text.tipPercentage} of ${text.tipBase}, ${basisWords})`,
      value: text.tip,
      testId: 'tip-amount',
      note: rounded
        ? `${text.tipPercentage} tip ${text.tipBeforeRounding} plus ${text.roundingAdded} from rounding (${ruleNames[result.rounding].toLowerCase()}).`
        : undefined,
    },
    { label: 'Total', value: text.total, strong: true, testId: 'tip-total' },
  ];
  if (people > 1) rows.push({ label: 'Per person', value: text.perPerson, strong: true });

  return (
    <Figure
      lead={people > 1 ? `Each of ${people} people pays` : 'Total to pay'}
      testId={people > 1 ? 'tip-per-person' : 'tip-grand-total'}
      value={people > 1 ? text.perPerson : text.total}
    >
      {rounded && (
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          Tip after rounding: <span data-testid="tip-adjusted-percent">{text.adjustedTipPercentage}</span>{' '}
          (asked for {text.tipPercentage})
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
      {text.split && <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{text.split}</p>}
      <div className="mt-4">
        <ToolActions title="Tip Calculator with Tax" summary={result.summary} />
      </div>
    </Figure>
  );
}
