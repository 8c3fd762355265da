import { formatNumber } from '~/lib/format';
import { useT, type T } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { NumberFields, type NumberFieldSpec } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { Segmented } from '~/ui/Segmented';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import {
  bmiCalculator,
  CATEGORIES,
  convertFields,
  GAUGE_MAX,
  GAUGE_MIN,
  LIMITS,
  SYSTEMS,
  type BmiResult,
  type Category,
} from './bmi-calculator';
import { clamp } from '~/lib/math';
import type en from './messages/en';
import { healthyRangeText, standingText, summaryText } from './words';

type Key = keyof typeof en;

const schema = {
  u: param.oneOf(SYSTEMS, 'm'),
  kg: param.text(''),
  cm: param.text(''),
  lb: param.text(''),
  ft: param.text(''),
  inch: param.text(''),
};

const bandFill: Record<Category['color'], string> = {
  blue: 'fill-sky-500 dark:fill-sky-400',
  green: 'fill-green-600 dark:fill-green-500',
  yellow: 'fill-yellow-400 dark:fill-yellow-300',
  orange: 'fill-orange-500 dark:fill-orange-400',
  red: 'fill-red-600 dark:fill-red-500',
  rose: 'fill-rose-800 dark:fill-rose-400',
};

type FieldData = Omit<NumberFieldSpec, 'label'> & { label: Key };

// Entries longer than 20 characters are cut: no height or weight needs more.
const METRIC_FIELDS = {
  cm: { label: 'height', unit: 'cm', ...LIMITS.cm, maxLength: 20, placeholder: '178' },
  kg: { label: 'weight', unit: 'kg', ...LIMITS.kg, step: 0.5, maxLength: 20, placeholder: '72' },
} satisfies Record<string, FieldData>;
const IMPERIAL_FIELDS = {
  ft: { label: 'heightFeet', unit: 'ft', ...LIMITS.ft, maxLength: 20, placeholder: '5' },
  inch: { label: 'heightInches', unit: 'in', ...LIMITS.inch, maxLength: 20, placeholder: '10' },
  lb: { label: 'weight', unit: 'lb', ...LIMITS.lb, maxLength: 20, placeholder: '160' },
} satisfies Record<string, FieldData>;

/** The fields with their labels in the page's language. */
function withWords<K extends string>(
  fields: Record<K, FieldData>,
  t: T<typeof en>,
): Record<K, NumberFieldSpec> {
  const entries = Object.entries<FieldData>(fields).map(([key, field]) => [
    key,
    { ...field, label: t(field.label) },
  ]);
  return Object.fromEntries(entries) as Record<K, NumberFieldSpec>;
}

export function BmiCalculator() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const result = bmiCalculator(state);
  const metric = state.u === 'm';

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <Segmented
          legend={t('units')}
          value={state.u}
          onChange={(u) => setState(u === state.u ? {} : convertFields(state, u))}
          options={[
            { value: 'm', label: t('metric') },
            { value: 'i', label: t('imperial') },
          ]}
        />
        <div className={`grid gap-4 ${metric ? 'sm:grid-cols-2' : 'sm:grid-cols-3'}`}>
          {metric ? (
            <NumberFields fields={withWords(METRIC_FIELDS, t)} state={state} onChange={setState} />
          ) : (
            <NumberFields fields={withWords(IMPERIAL_FIELDS, t)} state={state} onChange={setState} />
          )}
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {metric ? t('metricNote') : t('imperialNote')}
        </p>
        <p className="rounded-lg border border-slate-300 p-3 text-sm text-slate-700 dark:border-slate-600 dark:text-slate-300">
          {t('screening')}
        </p>
      </div>

      <ResultPanel
        minHeight="24rem"
        summary={result && summaryText(t, result)}
        intro={
          <div className="space-y-3">
            <p>{t('intro')}</p>
            <p aria-hidden="true" className="text-3xl font-bold text-slate-900 dark:text-white">
              {t('noBmi')}
            </p>
          </div>
        }
      >
        {result && <BmiResultView result={result} />}
      </ResultPanel>
    </div>
  );
}

function BmiResultView({ result }: { result: BmiResult }) {
  const t = useT<typeof en>();
  return (
    <div className="space-y-4">
      <Figure
        testId="bmi-value"
        value={result.text.bmi}
        lead={t('yourBmi', { height: result.text.height, weight: result.text.weight })}
      >
        <p data-testid="bmi-category" className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">
          {t(result.category.id)}
        </p>
      </Figure>
      <Gauge result={result} />
      <dl className="grid grid-cols-2 gap-3">
        <Stat term={t('healthyWeight')} wide testId="bmi-healthy-range">
          {healthyRangeText(t, result)}
        </Stat>
        <Stat term={t('whereYouStand')} wide testId="bmi-standing">
          {standingText(t, result)}
        </Stat>
        <Stat term={t('bmiPrime')}>{formatNumber(result.prime, 2)}</Stat>
        <Stat term={t('ponderal')}>{formatNumber(result.ponderal, 1)} kg/m³</Stat>
      </dl>
      <ToolActions title={t('shareTitle')} summary={summaryText(t, result)} />
    </div>
  );
}

/** A 15 to 40 bar with the category bands and a pointer; the words beside it say the same. */
function Gauge({ result }: { result: BmiResult }) {
  const t = useT<typeof en>();
  const width = 300;
  const x = (bmi: number) =>
    ((clamp(bmi, GAUGE_MIN, GAUGE_MAX) - GAUGE_MIN) / (GAUGE_MAX - GAUGE_MIN)) * width;
  const bands = CATEGORIES.filter((c) => c.from < GAUGE_MAX);
  const pointer = result.gaugeAt * width;
  const ticks = [15, 18.5, 25, 30, 35, 40];
  return (
    <figure>
      <svg
        viewBox={`-8 0 ${width + 16} 58`}
        className="w-full"
        role="img"
        aria-label={t('gauge', {
          min: String(GAUGE_MIN),
          max: String(GAUGE_MAX),
          bmi: result.text.bmi,
          category: t(result.category.id),
        })}
      >
        {bands.map((band, i) => {
          const next = bands[i + 1]?.from ?? GAUGE_MAX;
          const start = x(band.from);
          return (
            <rect
              key={band.id}
              x={start}
              y={14}
              width={x(next) - start}
              height={16}
              className={bandFill[band.color]}
            />
          );
        })}
        <path
          d={`M ${pointer - 7} 2 L ${pointer + 7} 2 L ${pointer} 13 Z`}
          className="fill-slate-900 stroke-white dark:fill-white dark:stroke-slate-900"
        />
        <rect x={pointer - 1.5} y={12} width={3} height={20} className="fill-slate-900 dark:fill-white" />
        {ticks.map((tick) => (
          <text
            key={tick}
            x={x(tick)}
            y={46}
            textAnchor="middle"
            fontSize={10}
            className="fill-slate-700 dark:fill-slate-300"
          >
            {tick}
          </text>
        ))}
      </svg>
      <figcaption className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
        {CATEGORIES.map((band) => (
          <span key={band.id} className="inline-flex items-center gap-1">
            <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10">
              <rect width="10" height="10" className={bandFill[band.color]} />
            </svg>
            {t(band.id)}
            {band === result.category && <span className="font-semibold"> {t('you')}</span>}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
