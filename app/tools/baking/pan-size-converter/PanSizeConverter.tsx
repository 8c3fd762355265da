import { Link } from '~/ui/Link';
import { formatNumber } from '~/lib/format';
import { useT, type T } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param, withMetricDefault } from '~/lib/url-params';
import { Button } from '~/ui/Button';
import { NumberField, type NumberFieldSpec } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { Segmented } from '~/ui/Segmented';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import {
  CM_PER_IN,
  nearestQuarter,
  panSizeConverter,
  PRESETS,
  SHAPES,
  UNITS,
  type PanInput,
  type PanResult,
  type PanUnit,
} from './pan-size-converter';
import type en from './messages/en';

// The 13 link parameters: s… for the source pan, t… for the target, sc for scaling.
const schema = {
  ss: param.oneOf(SHAPES, 'rect'),
  su: withMetricDefault(param.oneOf(UNITS, 'in'), 'cm'),
  sw: withMetricDefault(param.text('9', 20), '23'),
  sl: withMetricDefault(param.text('13', 20), '33'),
  sd: param.text('', 20),
  sdp: withMetricDefault(param.text('2', 20), '5'),
  st: param.text('30', 20),
  ts: param.oneOf(SHAPES, 'round'),
  tu: withMetricDefault(param.oneOf(UNITS, 'in'), 'cm'),
  tw: param.text('', 20),
  tl: param.text('', 20),
  td: withMetricDefault(param.text('8', 20), '20'),
  tdp: withMetricDefault(param.text('2', 20), '5'),
  sc: param.oneOf(['yes', 'no'] as const, 'yes'),
};
type State = { [K in keyof typeof schema]: ReturnType<(typeof schema)[K]['read']> & {} };

type Side = 's' | 't';
const keys = (side: Side) =>
  ({
    shape: `${side}s`,
    unit: `${side}u`,
    width: `${side}w`,
    length: `${side}l`,
    diameter: `${side}d`,
    depth: `${side}dp`,
  }) as const;

function panOf(state: State, side: Side): PanInput {
  const k = keys(side);
  return {
    shape: state[k.shape],
    unit: state[k.unit],
    width: state[k.width],
    length: state[k.length],
    diameter: state[k.diameter],
    depth: state[k.depth],
  };
}

type Words = T<typeof en>;

const shapeOptions = (t: Words) =>
  [
    { value: 'rect', label: t('rectangle') },
    { value: 'round', label: t('round') },
  ] as const;
const unitOptions = (t: Words) =>
  [
    { value: 'in', label: t('inches') },
    { value: 'cm', label: 'cm' },
  ] as const;
const batterOptions = (t: Words) =>
  [
    { value: 'yes', label: t('scaleIngredients') },
    { value: 'no', label: t('keepAmount') },
  ] as const;

/** The sizes a pan of each shape is measured by. */
const SIZES = {
  rect: ['width', 'length', 'depth'],
  round: ['diameter', 'depth'],
} as const;

const BAKE_TIME_FIELD = { unit: 'min', min: 1, maxLength: 10 } as const satisfies Omit<
  NumberFieldSpec,
  'label'
>;

function PanPanel({
  side,
  title,
  state,
  setState,
}: {
  side: Side;
  title: string;
  state: State;
  setState: (patch: Partial<State>) => void;
}) {
  const t = useT<typeof en>();
  const k = keys(side);
  const pan = panOf(state, side);
  const setPan = (patch: Partial<PanInput>) =>
    setState(
      Object.fromEntries(
        Object.entries(patch).map(([field, value]) => [k[field as keyof PanInput], value]),
      ) as Partial<State>,
    );
  return (
    <fieldset className="space-y-4 rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-lg font-semibold text-slate-900 dark:text-white">{title}</legend>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('presets', { pan: title })}>
        {PRESETS.map((preset) => (
          <Button key={preset.id} onClick={() => setPan(preset.pan)}>
            {preset.pan.shape === 'round'
              ? t('roundPreset', { diameter: preset.pan.diameter })
              : t('rectPreset', { width: preset.pan.width, length: preset.pan.length })}
          </Button>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Segmented
          legend={t('shape')}
          value={pan.shape}
          onChange={(shape) => setPan({ shape })}
          options={shapeOptions(t)}
        />
        <Segmented
          legend={t('unit')}
          value={pan.unit}
          onChange={(unit) => setPan({ unit })}
          options={unitOptions(t)}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        {SIZES[pan.shape].map((size) => (
          <NumberField
            key={size}
            label={t('sizeLabel', { pan: title, size: t(size) })}
            unit={pan.unit}
            min={0}
            maxLength={10}
            hint={size === 'depth' ? t('depthHint') : undefined}
            value={pan[size]}
            onValue={(value) => setPan({ [size]: value })}
          />
        ))}
      </div>
      {side === 's' && (
        <NumberField
          {...BAKE_TIME_FIELD}
          label={t('bakeTime')}
          value={state.st}
          onValue={(st) => setState({ st })}
        />
      )}
    </fieldset>
  );
}

export function PanSizeConverter() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const scale = state.sc === 'yes';
  const result = panSizeConverter(panOf(state, 's'), panOf(state, 't'), scale, state.st);
  const units: Units = { s: state.su, t: state.tu };
  const headline = result && headlineOf(t, result, scale, units);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <PanPanel side="s" title={t('recipePan')} state={state} setState={setState} />
        <PanPanel side="t" title={t('yourPan')} state={state} setState={setState} />
        <Segmented
          legend={t('batter')}
          value={state.sc}
          onChange={(sc) => setState({ sc })}
          options={batterOptions(t)}
        />
      </div>

      <ResultPanel minHeight="20rem" summary={result && summaryOf(t, result)} intro={t('intro')}>
        {result && headline && (
          <div className="space-y-4">
            <Figure lead={headline.lead} testId={headline.testId} value={headline.value}>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{headline.detail}</p>
            </Figure>
            {result.adjustedTime !== null && (
              <p
                data-testid="pan-time"
                className="rounded-xl border border-slate-200 p-3 text-slate-800 dark:border-slate-700 dark:text-slate-200"
              >
                {t.rich('bakeAbout', {
                  minutes: (
                    <strong>
                      {t('bakeMinutes', {
                        minutes: formatNumber(result.adjustedTime, 0),
                        n: Math.round(result.adjustedTime),
                      })}
                    </strong>
                  ),
                  original: formatNumber(result.originalTime!, { min: 0, max: 1 }),
                })}
              </p>
            )}
            <dl className="grid grid-cols-2 gap-3">
              {stats(t, result, units).map(({ term, value, testId }) => (
                <Stat key={term} term={term} testId={testId}>
                  {value}
                </Stat>
              ))}
            </dl>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t.rich('seeScaling', {
                link: (
                  <Link to="/baking/recipe-scaling-calculator" className="underline">
                    {t('scalingLink')}
                  </Link>
                ),
              })}
            </p>
            <ToolActions title={t('shareTitle')} summary={summaryOf(t, result)} />
          </div>
        )}
      </ResultPanel>
    </div>
  );
}

/** One line for screen readers, Copy summary and Share: the answer, and the bake time when given. */
function summaryOf(t: Words, r: PanResult): string {
  const time =
    r.adjustedTime === null || r.originalTime === null
      ? null
      : {
          minutes: formatNumber(r.adjustedTime, 0),
          original: formatNumber(r.originalTime, { min: 0, max: 1 }),
        };
  if (r.scale) {
    const multiplier = formatNumber(r.multiplier, 2);
    return time ? t('summary.scaleTime', { multiplier, ...time }) : t('summary.scale', { multiplier });
  }
  const percent = formatNumber(r.thicknessRatio * 100, 0);
  return time ? t('summary.sameTime', { percent, ...time }) : t('summary.same', { percent });
}

/** The units of the recipe's pan and of the reader's, in which each pan's figures are shown. */
type Units = Record<Side, PanUnit>;

/** A length (1), area (2) or volume (3) the logic gives in inches, in `unit`: '117 in²', '754.8 cm²'. */
const measure = (inches: number, power: 1 | 2 | 3, unit: PanUnit) =>
  `${formatNumber(unit === 'cm' ? inches * CM_PER_IN ** power : inches, { min: 0, max: 1 })} ${unit}${['', '', '²', '³'][power]}`;

/** The main answer: the multiplier when scaling the batter, else how thick the same batter will be. */
function headlineOf(t: Words, result: PanResult, scale: boolean, units: Units) {
  if (scale) {
    return {
      lead: t('multiplyBy'),
      testId: 'pan-multiplier',
      value: `${formatNumber(result.multiplier, 2)}×`,
      detail: t('aboutTimes', { times: nearestQuarter(result.multiplier) }),
    };
  }
  const overflow = result.fillDepth > result.target.depth;
  return {
    lead: t('sameBatter'),
    testId: 'pan-thickness',
    value: t('asThick', { percent: formatNumber(result.thicknessRatio * 100, 0) }),
    detail: t(overflow ? 'deepOverflow' : 'deepInstead', {
      fill: measure(result.fillDepth, 1, units.t),
      depth: measure(result.source.depth, 1, units.s),
    }),
  };
}

const stats = (
  t: Words,
  result: PanResult,
  units: Units,
): { term: string; value: string; testId?: string }[] => [
  { term: t('recipeArea'), value: measure(result.source.area, 2, units.s) },
  { term: t('yourArea'), value: measure(result.target.area, 2, units.t) },
  { term: t('recipeVolume'), value: measure(result.source.volume, 3, units.s) },
  { term: t('yourVolume'), value: measure(result.target.volume, 3, units.t) },
  { term: t('thicknessRatio'), value: formatNumber(result.thicknessRatio, 2), testId: 'pan-ratio' },
  { term: t('volumeRatio'), value: formatNumber(result.multiplier, 2) },
];
