import { useUrlState } from '~/lib/url-state';
import { param, withDependentDefault } from '~/lib/url-params';
import { NumberField, type NumberFieldSpec } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { Segmented } from '~/ui/Segmented';
import { Select } from '~/ui/Select';
import { Slider } from '~/ui/Slider';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import {
  clampRatio,
  coffeeRatio,
  METHOD_INFO,
  METHODS,
  ratioAfterMethodChange,
  type Method,
  ratioRange,
  UNIT_LABELS,
  UNITS,
  WATER_DEFAULT,
} from './coffee-ratio-calculator';

const schema = {
  m: param.oneOf(METHODS, 'drip'),
  u: param.oneOf(UNITS, 'ml'),
  w: param.text(WATER_DEFAULT),
  // Clamped to the method's range when used; a link's value outside 6 to 18 is clamped here. A
  // link that names only the method means the method's ratio (cold brew 1:8).
  r: withDependentDefault(
    param.number(15, { min: 6, max: 18 }),
    (s: { m: Method }) => METHOD_INFO[s.m].ratio,
  ),
};

const WATER_FIELD: NumberFieldSpec = { label: 'Water', min: 0, maxLength: 12 };

const methodOptions = METHODS.map((m) => ({
  value: m,
  label: `${METHOD_INFO[m].label} (1:${METHOD_INFO[m].ratio})`,
}));
const unitOptions = UNITS.map((u) => ({ value: u, label: UNIT_LABELS[u] }));

export function CoffeeRatioCalculator() {
  const [state, setState] = useUrlState(schema);
  const result = coffeeRatio({ method: state.m, unit: state.u, water: state.w, ratio: state.r });
  const range = ratioRange(state.m);
  const ratio = clampRatio(state.r, state.m);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <Select
          label="Brew method"
          value={state.m}
          options={methodOptions}
          onChange={(m) => setState({ m, r: ratioAfterMethodChange(m, ratio) })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            {...WATER_FIELD}
            unit={UNIT_LABELS[state.u]}
            value={state.w}
            onValue={(w) => setState({ w })}
          />
          <Segmented
            legend="Water unit"
            value={state.u}
            onChange={(u) => setState({ u })}
            options={unitOptions}
          />
        </div>
        <Slider
          label="Ratio (grams of water per gram of coffee)"
          unit="to 1"
          min={range.min}
          max={range.max}
          step={0.1}
          decimals={1}
          value={ratio}
          onChange={(r) => setState({ r: clampRatio(r, state.m), m: state.m })}
        />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Lower numbers brew stronger.{' '}
          {state.m === 'cold-brew'
            ? 'Cold brew makes a concentrate: dilute it 1:1 to taste.'
            : 'Most filter coffee tastes best between 1:15 and 1:17.'}
        </p>
      </div>

      <ResultPanel
        result={result}
        minHeight="14rem"
        intro="Enter the amount of water to see how much coffee to use."
      >
        {(result) => (
          <div className="space-y-4">
            <Figure
              lead={`Coffee for ${result.text.water} at ${result.text.ratio}`}
              testId="coffee-grams"
              value={result.text.coffee}
            />
            <dl className="grid grid-cols-2 gap-3">
              <Stat term="Ounces" testId="coffee-ounces">
                {result.text.ounces}
              </Stat>
              <Stat term="Tablespoons (about 5 g each)" testId="coffee-tbsp">
                {result.text.tablespoons}
              </Stat>
            </dl>
            <ToolActions title="Coffee Ratio Calculator" summary={result.summary} />
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
