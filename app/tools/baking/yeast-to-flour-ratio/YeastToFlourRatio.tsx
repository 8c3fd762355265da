import { formatNumber } from '~/lib/format';
import { useUrlState } from '~/lib/url-state';
import { param, withDependentDefault } from '~/lib/url-params';
import { NumberField, type NumberFieldSpec } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { Segmented } from '~/ui/Segmented';
import { Select } from '~/ui/Select';
import { Slider } from '~/ui/Slider';
import { ToolActions } from '~/ui/ToolActions';
import {
  clampPct,
  effectivePreset,
  FLOUR_TYPES,
  FLOUR_UNITS,
  FLOURS,
  formatGrams,
  PCT_MAX,
  PCT_MIN,
  PRESET_IDS,
  PRESETS,
  type PresetId,
  YEAST_TYPES,
  YEASTS,
  yeastToFlour,
} from './yeast-to-flour-ratio';

const schema = {
  fu: param.oneOf(FLOUR_UNITS, 'g'),
  ft: param.oneOf(FLOUR_TYPES, 'all-purpose'),
  fa: param.text('500'),
  yt: param.oneOf(YEAST_TYPES, 'active-dry'),
  pr: param.oneOf(PRESET_IDS, 'lean'),
  // A link that names only the preset means the preset's percentage (pizza 0.6 %).
  pct: withDependentDefault(
    param.number(PRESETS.lean.pct, { min: PCT_MIN, max: PCT_MAX }),
    (s: { pr: PresetId }) => PRESETS[s.pr].pct,
  ),
};

const FLOUR_FIELD: NumberFieldSpec = { label: 'Flour', min: 0, maxLength: 10 };

const flourUnitOptions = [
  { value: 'g', label: 'Grams' },
  { value: 'cup', label: 'Cups' },
] as const;
const flourTypeOptions = FLOUR_TYPES.map((t) => ({
  value: t,
  label: `${FLOURS[t].label} (${FLOURS[t].gPerCup} g a cup)`,
}));
const yeastOptions = YEAST_TYPES.map((t) => ({ value: t, label: YEASTS[t].label }));
const presetOptions = PRESET_IDS.map((p) => ({
  value: p,
  label: p === 'custom' ? 'Custom' : `${PRESETS[p].label} (${PRESETS[p].pct}%)`,
}));

export function YeastToFlourRatio() {
  const [state, setState] = useUrlState(schema);
  const pct = clampPct(state.pct);
  const preset = effectivePreset(state.pr, pct);
  const result = yeastToFlour({
    flourType: state.ft,
    flourUnit: state.fu,
    flourAmount: state.fa,
    yeastType: state.yt,
    pct,
  });

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            {...FLOUR_FIELD}
            unit={state.fu === 'cup' ? 'cups' : 'g'}
            value={state.fa}
            onValue={(fa) => setState({ fa })}
          />
          <Segmented
            legend="Flour unit"
            value={state.fu}
            onChange={(fu) => setState({ fu })}
            options={flourUnitOptions}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Flour type"
            value={state.ft}
            options={flourTypeOptions}
            onChange={(ft) => setState({ ft })}
          />
          <Select
            label="Yeast type"
            value={state.yt}
            options={yeastOptions}
            onChange={(yt) => setState({ yt })}
          />
        </div>
        <Select
          label="Dough style"
          value={preset}
          hint={PRESETS[preset].note}
          options={presetOptions}
          onChange={(pr) => setState(pr === 'custom' ? { pr } : { pr, pct: PRESETS[pr].pct })}
        />
        <Slider
          label="Baker’s percentage (active dry yeast ÷ flour)"
          unit="%"
          min={PCT_MIN}
          max={PCT_MAX}
          step={0.05}
          decimals={2}
          value={pct}
          onChange={(value) => setState({ pct: clampPct(value), pr: 'custom' })}
        />
      </div>

      <ResultPanel
        result={result}
        minHeight="18rem"
        intro="Enter the amount of flour to see how much yeast it needs."
      >
        {(result) => (
          <div className="space-y-4">
            <Figure
              lead={`${YEASTS[result.chosen.type].label} yeast for ${formatGrams(result.flourG)} of flour`}
              testId="yeast-grams"
              value={formatGrams(result.chosen.grams)}
            >
              {result.chosen.teaspoons !== null && result.chosen.packets !== null && (
                <p data-testid="yeast-measures" className="mt-1 text-slate-700 dark:text-slate-300">
                  About {formatNumber(result.chosen.teaspoons, 1)} tsp, or{' '}
                  {formatNumber(result.chosen.packets, 2)} packets of 7 g
                </p>
              )}
            </Figure>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="mb-1 text-left font-medium text-slate-800 dark:text-slate-200">
                  The same rise with each yeast
                </caption>
                <tbody>
                  {result.all.map((a) => (
                    <tr key={a.type} className="border-t border-slate-200 dark:border-slate-700">
                      <th scope="row" className="py-1 pr-3 font-normal text-slate-800 dark:text-slate-200">
                        {YEASTS[a.type].label}
                        {a.type === result.chosen.type && ' (chosen)'}
                      </th>
                      <td
                        data-testid={`yeast-${a.type}`}
                        className="py-1 pr-3 text-right font-semibold tabular-nums"
                      >
                        {formatGrams(a.grams)}
                      </td>
                      <td className="py-1 text-right text-slate-600 tabular-nums dark:text-slate-400">
                        {a.teaspoons === null ? 'weigh it' : `${formatNumber(a.teaspoons, 1)} tsp`}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Instant yeast is 0.75 × and fresh yeast 3 × the weight of active dry. 1 tsp of dry yeast ≈ 3.1
              g.
            </p>
            <ToolActions title="Yeast to Flour Ratio" summary={result.summary} />
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
