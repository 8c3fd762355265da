import { Link } from 'react-router';
import { formatNumber } from '~/lib/format';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { Button } from '~/ui/Button';
import { NumberField } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { Segmented } from '~/ui/Segmented';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import {
  nearestQuarter,
  panSizeConverter,
  PRESETS,
  SHAPES,
  UNITS,
  type PanInput,
} from './pan-size-converter';

// The 13 link parameters: s… for the source pan, t… for the target, sc for scaling.
const schema = {
  ss: param.oneOf(SHAPES, 'rect'),
  su: param.oneOf(UNITS, 'in'),
  sw: param.text('9', 20),
  sl: param.text('13', 20),
  sd: param.text('', 20),
  sdp: param.text('2', 20),
  st: param.text('30', 20),
  ts: param.oneOf(SHAPES, 'round'),
  tu: param.oneOf(UNITS, 'in'),
  tw: param.text('', 20),
  tl: param.text('', 20),
  td: param.text('8', 20),
  tdp: param.text('2', 20),
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
  const k = keys(side);
  const pan = panOf(state, side);
  const set = (field: keyof PanInput, value: string) => setState({ [k[field]]: value } as Partial<State>);
  return (
    <fieldset className="space-y-4 rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-lg font-semibold text-slate-900 dark:text-white">{title}</legend>
      <div className="flex flex-wrap gap-2" role="group" aria-label={`${title} presets`}>
        {PRESETS.map((preset) => (
          <Button
            key={preset.label}
            onClick={() =>
              setState({
                [k.shape]: preset.pan.shape,
                [k.unit]: preset.pan.unit,
                [k.width]: preset.pan.width,
                [k.length]: preset.pan.length,
                [k.diameter]: preset.pan.diameter,
                [k.depth]: preset.pan.depth,
              } as Partial<State>)
            }
          >
            {preset.label}
          </Button>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Segmented
          legend="Shape"
          value={pan.shape}
          onChange={(shape) => set('shape', shape)}
          options={[
            { value: 'rect', label: 'Rectangle' },
            { value: 'round', label: 'Round' },
          ]}
        />
        <Segmented
          legend="Unit"
          value={pan.unit}
          onChange={(unit) => set('unit', unit)}
          options={[
            { value: 'in', label: 'Inches' },
            { value: 'cm', label: 'cm' },
          ]}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        {pan.shape === 'rect' ? (
          <>
            <NumberField
              label={`${title}: width`}
              unit={pan.unit}
              value={pan.width}
              min={0}
              maxLength={10}
              onValue={(v) => set('width', v)}
            />
            <NumberField
              label={`${title}: length`}
              unit={pan.unit}
              value={pan.length}
              min={0}
              maxLength={10}
              onValue={(v) => set('length', v)}
            />
          </>
        ) : (
          <NumberField
            label={`${title}: diameter`}
            unit={pan.unit}
            value={pan.diameter}
            min={0}
            maxLength={10}
            onValue={(v) => set('diameter', v)}
          />
        )}
        <NumberField
          label={`${title}: depth`}
          unit={pan.unit}
          value={pan.depth}
          min={0}
          maxLength={10}
          hint="Empty means 2 in."
          onValue={(v) => set('depth', v)}
        />
      </div>
      {side === 's' && (
        <NumberField
          label="Original bake time"
          unit="min"
          value={state.st}
          min={1}
          maxLength={10}
          onValue={(st) => setState({ st })}
        />
      )}
    </fieldset>
  );
}

export function PanSizeConverter() {
  const [state, setState] = useUrlState(schema);
  const scale = state.sc === 'yes';
  const result = panSizeConverter(panOf(state, 's'), panOf(state, 't'), scale, state.st);
  const inches = (v: number, unit: string) => `${formatNumber(v, { min: 0, max: 1 })} ${unit}`;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <PanPanel side="s" title="Your recipe’s pan" state={state} setState={setState} />
        <PanPanel side="t" title="The pan you have" state={state} setState={setState} />
        <Segmented
          legend="Batter"
          value={state.sc}
          onChange={(sc) => setState({ sc })}
          options={[
            { value: 'yes', label: 'Scale ingredients to fill it' },
            { value: 'no', label: 'Keep the same amount' },
          ]}
        />
      </div>

      <ResultPanel
        minHeight="20rem"
        summary={result?.summary}
        intro={
          <p>
            Enter both pans’ sizes (width and length, or diameter, and depth) to see how to scale the recipe
            and the bake time.
          </p>
        }
      >
        {result && (
          <div className="space-y-4">
            {scale ? (
              <div>
                <p className="text-sm text-slate-600 dark:text-slate-400">Multiply every ingredient by</p>
                <Figure
                  testId="pan-multiplier"
                  value={`${formatNumber(result.multiplier, 2)}×`}
                  className="mt-1"
                />
                <p className="mt-1 text-slate-700 dark:text-slate-300">
                  About {nearestQuarter(result.multiplier)} times the recipe; the batter stays the same depth.
                </p>
              </div>
            ) : (
              <div>
                <p className="text-sm text-slate-600 dark:text-slate-400">The same batter will be</p>
                <Figure
                  testId="pan-thickness"
                  value={`${formatNumber(result.thicknessRatio * 100, 0)}% as thick`}
                  className="mt-1"
                />
                <p className="mt-1 text-slate-700 dark:text-slate-300">
                  {inches(result.fillDepth, 'in')} deep instead of {inches(result.source.depth, 'in')}
                  {result.fillDepth > result.target.depth
                    ? ', deeper than the pan: it may overflow. Use a bigger pan or scale down.'
                    : '.'}
                </p>
              </div>
            )}
            {result.adjustedTime !== null && (
              <p
                data-testid="pan-time"
                className="rounded-xl border border-slate-200 p-3 text-slate-800 dark:border-slate-700 dark:text-slate-200"
              >
                Bake about <strong>{formatNumber(result.adjustedTime, 0)} minutes</strong> instead of{' '}
                {formatNumber(result.originalTime!, { min: 0, max: 1 })} (time × thickness ratio ^ 0.8); start
                checking a few minutes early.
              </p>
            )}
            <dl className="grid grid-cols-2 gap-3">
              <Stat term="Recipe pan area">{inches(result.source.area, 'sq in')}</Stat>
              <Stat term="Your pan area">{inches(result.target.area, 'sq in')}</Stat>
              <Stat term="Recipe pan volume">{inches(result.source.volume, 'cu in')}</Stat>
              <Stat term="Your pan volume">{inches(result.target.volume, 'cu in')}</Stat>
              <Stat term="Thickness ratio" testId="pan-ratio">
                {formatNumber(result.thicknessRatio, 2)}
              </Stat>
              <Stat term="Volume ratio">{formatNumber(result.multiplier, 2)}</Stat>
            </dl>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              To scale each ingredient, use the{' '}
              <Link to="/baking/recipe-scaling-calculator" className="underline">
                recipe scaling calculator
              </Link>
              .
            </p>
            <ToolActions title="Pan Size Converter" summary={result.summary} />
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
