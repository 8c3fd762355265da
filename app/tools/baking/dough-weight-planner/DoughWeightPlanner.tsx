import { formatNumber, plural } from '~/lib/format';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { Button } from '~/ui/Button';
import { Figure } from '~/ui/Figure';
import { IntField } from '~/ui/DraftField';
import { ResultPanel } from '~/ui/ResultPanel';
import { cell, rowHead, ScrollTable, tableRow } from '~/ui/ScrollTable';
import { Slider } from '~/ui/Slider';
import { ToolActions } from '~/ui/ToolActions';
import { clampInput, DEFAULTS, doughWeightPlanner, LIMITS, PRESETS } from './dough-weight-planner';

const TOTAL_FIELD = { label: 'Total dough', unit: 'g', min: 1, max: 1e6, maxLength: 7 } as const;
const PIECES_FIELD = { label: 'Pieces', min: 1, max: 1000, maxLength: 4 } as const;

// Values outside the allowed ranges (LIMITS) are clamped when read.
const schema = {
  w: param.number(DEFAULTS.w, { min: TOTAL_FIELD.min, max: TOTAL_FIELD.max }),
  n: param.int(DEFAULTS.n, PIECES_FIELD.min, PIECES_FIELD.max),
  h: param.number(DEFAULTS.h, LIMITS.h),
  s: param.number(DEFAULTS.s, LIMITS.s),
  o: param.number(DEFAULTS.o, LIMITS.o),
  u: param.number(DEFAULTS.u, LIMITS.u),
};

const sliders = [
  { key: 'h', label: 'Hydration (water)', step: 1 },
  { key: 's', label: 'Salt', step: 0.1 },
  { key: 'o', label: 'Oil', step: 0.1 },
  { key: 'u', label: 'Sugar', step: 0.1 },
] as const;

const COLUMNS = [
  { label: 'Ingredient' },
  { label: 'Baker’s %', align: 'right' },
  { label: 'Weight', align: 'right' },
] as const;

export function DoughWeightPlanner() {
  const [state, setState] = useUrlState(schema);
  const input = clampInput(state);
  const result = doughWeightPlanner(input);
  const g = (x: number) => `${formatNumber(x, 1)} g`;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <div className="grid grid-cols-2 gap-4">
          <IntField {...TOTAL_FIELD} value={Math.round(input.w)} onValue={(w) => setState({ w })} />
          <IntField {...PIECES_FIELD} value={input.n} onValue={(n) => setState({ n })} />
        </div>
        <div role="group" aria-label="Presets">
          <p className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">Presets</p>
          <div className="flex flex-wrap gap-2">
            {PRESETS.map((preset) => {
              const active =
                input.h === preset.h && input.s === preset.s && input.o === preset.o && input.u === preset.u;
              return (
                <Button
                  key={preset.id}
                  variant={active ? 'primary' : 'secondary'}
                  aria-pressed={active}
                  onClick={() => setState({ h: preset.h, s: preset.s, o: preset.o, u: preset.u })}
                >
                  {preset.label}
                </Button>
              );
            })}
          </div>
        </div>
        {sliders.map(({ key, label, step }) => (
          <Slider
            key={key}
            label={label}
            unit="% of flour"
            min={LIMITS[key].min}
            max={LIMITS[key].max}
            step={step}
            decimals={1}
            value={input[key]}
            onChange={(value) => setState({ [key]: value })}
          />
        ))}
      </div>

      <ResultPanel minHeight="20rem" summary={result.summary}>
        <div className="space-y-4">
          <Figure
            lead={`${result.pieces} ${plural(result.pieces, 'piece')} of`}
            testId="dough-per-piece"
            value={g(result.perPiece)}
          />
          <ScrollTable caption={`Ingredients for ${g(result.total)} of dough`} columns={COLUMNS}>
            {result.lines.map((line) => (
              <tr key={line.id} className={tableRow}>
                <th scope="row" className={rowHead}>
                  {line.label}
                </th>
                <td className={cell}>{formatNumber(line.percent, { min: 0, max: 1 })}%</td>
                <td data-testid={`dough-${line.id}`} className={`${cell} font-semibold`}>
                  {g(line.grams)}
                </td>
              </tr>
            ))}
          </ScrollTable>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Flour = total ÷ (1 + the other percentages ÷ 100). Add yeast or starter to taste; it is not
            counted here.
          </p>
          <ToolActions title="Dough Weight Planner" summary={result.summary} />
        </div>
      </ResultPanel>
    </div>
  );
}
