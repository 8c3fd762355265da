import { Plus, Trash2 } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useUrlState } from '~/lib/url-state';

import { Button } from '~/ui/Button';
import { CopyButton } from '~/ui/CopyButton';
import { inputClass, NumberFields, TextField, type NumberFieldSpec } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { ScrollTable, tableRow } from '~/ui/ScrollTable';
import { Segmented } from '~/ui/Segmented';
import { ToolActions } from '~/ui/ToolActions';
import { LazyPasteRecipe } from './LazyPasteRecipe';
import {
  addRow,
  blankRow,
  DEFAULT_STATE,
  effectiveFactor,
  ITEM_MAX,
  MAX_ROWS,
  NUMBER_MAX,
  QTY_MAX,
  removeRow,
  scaleRecipe,
  sanitizeState,
  STATE_MAX,
  UNIT_MAX,
  updateRow,
  ZERO_FACTOR_HINT,
  type Row,
  type ScalingState,
} from './recipe-scaling-calculator';
import { jsonParam } from '~/lib/url-params-json';

// The one link parameter: `state`, URL-encoded JSON (left out while it equals the defaults).
const schema = { state: jsonParam<ScalingState>(DEFAULT_STATE, sanitizeState, STATE_MAX) };

// Each name starts with the text on the button, so a voice command that reads the button works.
const quickFactors = [
  { factor: '0.5', text: '½×', name: '½× (half)' },
  { factor: '2', text: '2×', name: '2× (double)' },
  { factor: '3', text: '3×', name: '3× (triple)' },
];

const YIELD_FIELDS = {
  originalYield: { label: 'Original yield', min: 0, maxLength: NUMBER_MAX, placeholder: '4' },
  targetYield: { label: 'Target yield', min: 0, maxLength: NUMBER_MAX, placeholder: '6' },
} satisfies Record<string, NumberFieldSpec>;

const roundingOptions = [
  { value: 'fraction', label: 'Fractions' },
  { value: '1dp', label: '1 decimal' },
  { value: '2dp', label: '2 decimals' },
  { value: 'none', label: 'Unrounded' },
] as const;

const COLUMNS = ['Original', 'Scaled', 'Unit', 'Ingredient'].map((label) => ({ label }));
const cell = 'px-3 py-2 align-top';
const hint = 'text-sm text-slate-600 dark:text-slate-400';

export function RecipeScalingCalculator() {
  const [{ state }, setUrl] = useUrlState(schema);
  const set = (patch: (s: ScalingState) => Partial<ScalingState>) =>
    setUrl((u) => ({ state: { ...u.state, ...patch(u.state) } }));
  const setRows = (change: (rows: readonly Row[]) => Row[]) => set((s) => ({ rows: change(s.rows) }));
  const result = scaleRecipe(state);
  const { fromYields } = effectiveFactor(state);
  const { rows } = state;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="min-w-0 space-y-5">
        <div>
          <TextField
            label="Scale factor"
            hint={fromYields ? 'Not used: the two yields set the factor.' : 'E.g. 2, 1.5, 3/4 or ½.'}
            value={state.factor}
            maxLength={NUMBER_MAX}
            placeholder="2"
            onValue={(factor) => set(() => ({ factor }))}
          />
          <div className="mt-2 flex flex-wrap gap-2">
            {quickFactors.map((q) => (
              <Button
                key={q.factor}
                aria-label={q.name}
                onClick={() => set(() => ({ factor: q.factor, originalYield: '', targetYield: '' }))}
              >
                {q.text}
              </Button>
            ))}
          </div>
        </div>
        <div className="grid grid-cols-2 gap-4">
          <NumberFields<keyof typeof YIELD_FIELDS>
            fields={YIELD_FIELDS}
            state={state}
            onChange={(patch) => set(() => patch)}
          />
          <p className={`${hint} col-span-2`}>
            Servings or pieces: when both are filled in, they set the factor.
          </p>
        </div>
        <Segmented
          legend="Rounding"
          value={state.rounding}
          onChange={(rounding) => set(() => ({ rounding }))}
          options={roundingOptions}
        />

        <fieldset className="min-w-0">
          <legend className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
            Ingredients
          </legend>
          <p className={`${hint} mb-2`}>
            Quantities like 2, 1.5, 3/4, 1 1/2, 1½ or 2–3. Other text, such as ‘a pinch’, is kept as written.
          </p>
          <div
            aria-hidden="true"
            className="grid grid-cols-[4.5rem_4.5rem_minmax(0,1fr)_2.75rem] gap-2 text-sm text-slate-700 dark:text-slate-300"
          >
            <span>Quantity</span>
            <span>Unit</span>
            <span>Ingredient</span>
          </div>
          <ol className="mt-1 space-y-2">
            {rows.map((row, index) => {
              const n = index + 1;
              const field = (key: 'qty' | 'unit' | 'item', label: string, max: number) => (
                <input
                  type="text"
                  autoComplete="off"
                  aria-label={`${label}, row ${n}`}
                  className={`${inputClass} px-2`}
                  value={row[key]}
                  maxLength={max}
                  onChange={(e) => setRows((all) => updateRow(all, row.id, { [key]: e.target.value }))}
                />
              );
              return (
                <li key={row.id} className="grid grid-cols-[4.5rem_4.5rem_minmax(0,1fr)_2.75rem] gap-2">
                  {field('qty', 'Quantity', QTY_MAX)}
                  {field('unit', 'Unit', UNIT_MAX)}
                  {field('item', 'Ingredient', ITEM_MAX)}
                  <button
                    type="button"
                    className="inline-flex min-h-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 print:hidden dark:text-slate-200 dark:hover:bg-slate-800"
                    aria-label={`Remove row ${n}${row.item.trim() ? ` (${row.item.trim()})` : ''}`}
                    onClick={() => setRows((all) => removeRow(all, row.id))}
                  >
                    <NodeIcon node={Trash2} size={18} />
                  </button>
                </li>
              );
            })}
          </ol>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <Button variant="primary" disabled={rows.length >= MAX_ROWS} onClick={() => setRows(addRow)}>
              <NodeIcon node={Plus} size={16} />
              Add ingredient
            </Button>
            <Button onClick={() => setRows(() => [blankRow('1')])}>Clear all</Button>
            <span className="text-sm text-slate-600 dark:text-slate-400">
              {rows.length} of {MAX_ROWS} rows
            </span>
          </div>
        </fieldset>

        <details className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
          <summary className="cursor-pointer font-medium text-slate-800 dark:text-slate-200">
            Paste a whole recipe
          </summary>
          <LazyPasteRecipe onFill={(rows) => set(() => ({ rows }))} />
        </details>
      </div>

      <ResultPanel
        // Room for the factor line and a five-row table: a shared link does not shift the page.
        minHeight="22rem"
        summary={result?.factorLine}
        intro="Enter at least one ingredient to see the scaled recipe."
      >
        {result && (
          <div className="space-y-4">
            <p data-testid="scale-factor" className="text-lg font-semibold text-slate-900 dark:text-white">
              {result.factorLine}
            </p>
            {result.zero && (
              <p className="font-medium text-amber-800 dark:text-amber-300">{ZERO_FACTOR_HINT}</p>
            )}
            <ScrollTable caption="Scaled ingredients" columns={COLUMNS}>
              {result.rows.map((r) => (
                <tr key={r.id} className={tableRow}>
                  <td className={`${cell} tabular-nums`}>{r.qty}</td>
                  <td
                    className={`${cell} tabular-nums ${r.parsed ? 'text-base font-semibold text-slate-900 dark:text-white' : 'italic'}`}
                  >
                    {r.scaled}
                  </td>
                  <td className={cell}>{r.unit}</td>
                  <td className={`${cell} break-words`}>{r.item}</td>
                </tr>
              ))}
            </ScrollTable>
            {result.rows.some((r) => !r.parsed && r.qty.trim() !== '') && (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Quantities in italics are not numbers and are kept as written.
              </p>
            )}
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {state.rounding === 'fraction'
                ? 'Rounded to the nearest ½, ⅓, ¼ or ⅛; tiny amounts show as decimals.'
                : 'Check eggs and other whole items: round them to what makes sense.'}
            </p>
            <div className="flex flex-wrap gap-2">
              <CopyButton text={result.text} label="Copy scaled recipe" variant="primary" />
              <ToolActions
                title="Recipe Scaling Calculator"
                summary={`${result.factorLine}\n${result.text}`}
              />
            </div>
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
