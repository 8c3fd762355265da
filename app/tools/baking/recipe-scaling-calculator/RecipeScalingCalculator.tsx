import { Plus, Trash2 } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { Button } from '~/ui/Button';
import { CopyButton } from '~/ui/CopyButton';
import { inputClass, NumberFields, TextField, type NumberFieldSpec } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { ScrollTable, tableRow } from '~/ui/ScrollTable';
import { Segmented } from '~/ui/Segmented';
import { ToolActions } from '~/ui/ToolActions';
import { LazyPasteRecipe } from './LazyPasteRecipe';
import type en from './messages/en';
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
  SAMPLE_WORDS,
  scaleRecipe,
  sanitizeState,
  STATE_MAX,
  UNIT_MAX,
  updateRow,
  type Row,
  type ScalingResult,
  type ScalingState,
} from './recipe-scaling-calculator';
import { jsonParam } from '~/lib/url-params-json';

// The one link parameter: `state`, URL-encoded JSON (left out while it equals the defaults).
const schema = { state: jsonParam<ScalingState>(DEFAULT_STATE, sanitizeState, STATE_MAX) };

type Key = keyof typeof en;

// Each name starts with the text on the button, so a voice command that reads the button works.
const quickFactors = [
  { factor: '0.5', text: '½×', name: 'half' },
  { factor: '2', text: '2×', name: 'double' },
  { factor: '3', text: '3×', name: 'triple' },
] as const satisfies readonly { factor: string; text: string; name: Key }[];

const YIELD_FIELDS = {
  originalYield: { label: 'originalYield', min: 0, maxLength: NUMBER_MAX, placeholder: '4' },
  targetYield: { label: 'targetYield', min: 0, maxLength: NUMBER_MAX, placeholder: '6' },
} as const satisfies Record<string, NumberFieldSpec & { label: Key }>;

const roundingOptions = [
  { value: 'fraction', label: 'fractions' },
  { value: '1dp', label: 'oneDecimal' },
  { value: '2dp', label: 'twoDecimals' },
  { value: 'none', label: 'unrounded' },
] as const satisfies readonly { value: ScalingState['rounding']; label: Key }[];

const COLUMNS = ['original', 'scaled', 'unit', 'ingredient'] as const satisfies readonly Key[];
const cell = 'px-3 py-2 align-top';
const hint = 'text-sm text-slate-600 dark:text-slate-400';

/** 'Scaling by 1.5×' or 'Scaling by 1.5× (from 4 to 6 servings)'. */
function factorLineOf(t: ReturnType<typeof useT<typeof en>>, { factorText }: ScalingResult): string {
  const { factor, yields } = factorText;
  return yields ? t('factorLineYields', { factor, ...yields }) : t('factorLine', { factor });
}

export function RecipeScalingCalculator() {
  const [{ state }, setUrl] = useUrlState(schema);
  const set = (patch: (s: ScalingState) => Partial<ScalingState>) =>
    setUrl((u) => ({ state: { ...u.state, ...patch(u.state) } }));
  const setRows = (change: (rows: readonly Row[]) => Row[]) => set((s) => ({ rows: change(s.rows) }));
  const result = scaleRecipe(state);
  const { fromYields } = effectiveFactor(state);
  const { rows } = state;
  const t = useT<typeof en>();
  // The sample recipe's words, held in links in English, shown in the page's language (as
  // ui/words-codec.ts does for whole boxes; here the row's cells, without that module's request).
  const sample = (Object.keys(SAMPLE_WORDS) as (keyof typeof SAMPLE_WORDS)[]).map(
    (key) => [SAMPLE_WORDS[key], t(`sample.${key}`)] as const,
  );
  const shown = (text: string) => sample.find(([english]) => english === text)?.[1] ?? text;
  const held = (text: string) => sample.find(([, local]) => local === text)?.[0] ?? text;
  const factorLine = result && factorLineOf(t, result);
  const yieldFields = {
    originalYield: { ...YIELD_FIELDS.originalYield, label: t(YIELD_FIELDS.originalYield.label) },
    targetYield: { ...YIELD_FIELDS.targetYield, label: t(YIELD_FIELDS.targetYield.label) },
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="min-w-0 space-y-5">
        <div>
          <TextField
            label={t('scaleFactor')}
            hint={t(fromYields ? 'factorFromYields' : 'factorHint')}
            value={state.factor}
            maxLength={NUMBER_MAX}
            placeholder="2"
            onValue={(factor) => set(() => ({ factor }))}
          />
          <div className="mt-2 flex flex-wrap gap-2">
            {quickFactors.map((q) => (
              <Button
                key={q.factor}
                aria-label={t(q.name)}
                onClick={() => set(() => ({ factor: q.factor, originalYield: '', targetYield: '' }))}
              >
                {q.text}
              </Button>
            ))}
          </div>
        </div>
        <div className="grid grid-cols-2 gap-4">
          <NumberFields<keyof typeof YIELD_FIELDS>
            fields={yieldFields}
            state={state}
            onChange={(patch) => set(() => patch)}
          />
          <p className={`${hint} col-span-2`}>{t('yieldsHint')}</p>
        </div>
        <Segmented
          legend={t('rounding')}
          value={state.rounding}
          onChange={(rounding) => set(() => ({ rounding }))}
          options={roundingOptions.map(({ value, label }) => ({ value, label: t(label) }))}
        />

        <fieldset className="min-w-0">
          <legend className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('ingredients')}
          </legend>
          <p className={`${hint} mb-2`}>{t('ingredientsHint')}</p>
          <div
            aria-hidden="true"
            className="grid grid-cols-[4.5rem_4.5rem_minmax(0,1fr)_2.75rem] gap-2 text-sm text-slate-700 dark:text-slate-300"
          >
            <span>{t('quantity')}</span>
            <span>{t('unit')}</span>
            <span>{t('ingredient')}</span>
          </div>
          <ol className="mt-1 space-y-2">
            {rows.map((row, index) => {
              const n = index + 1;
              const item = shown(row.item.trim());
              const field = (key: 'qty' | 'unit' | 'item', label: Key, max: number) => (
                <input
                  type="text"
                  autoComplete="off"
                  aria-label={t('rowField', { field: t(label), n })}
                  className={`${inputClass} px-2`}
                  value={shown(row[key])}
                  maxLength={max}
                  onChange={(e) => setRows((all) => updateRow(all, row.id, { [key]: held(e.target.value) }))}
                />
              );
              return (
                <li key={row.id} className="grid grid-cols-[4.5rem_4.5rem_minmax(0,1fr)_2.75rem] gap-2">
                  {field('qty', 'quantity', QTY_MAX)}
                  {field('unit', 'unit', UNIT_MAX)}
                  {field('item', 'ingredient', ITEM_MAX)}
                  <button
                    type="button"
                    className="inline-flex min-h-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 print:hidden dark:text-slate-200 dark:hover:bg-slate-800"
                    aria-label={item ? t('removeRowItem', { n, item }) : t('removeRow', { n })}
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
              {t('addIngredient')}
            </Button>
            <Button onClick={() => setRows(() => [blankRow('1')])}>{t('clearAll')}</Button>
            <span className="text-sm text-slate-600 dark:text-slate-400">
              {t('rowCount', { count: rows.length, max: MAX_ROWS })}
            </span>
          </div>
        </fieldset>

        <details className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
          <summary className="cursor-pointer font-medium text-slate-800 dark:text-slate-200">
            {t('pasteWhole')}
          </summary>
          <LazyPasteRecipe onFill={(rows) => set(() => ({ rows }))} />
        </details>
      </div>

      <ResultPanel
        // Room for the factor line and a five-row table: a shared link does not shift the page.
        minHeight="22rem"
        summary={factorLine}
        intro={t('intro')}
      >
        {result && (
          <div className="space-y-4">
            <p data-testid="scale-factor" className="text-lg font-semibold text-slate-900 dark:text-white">
              {factorLine}
            </p>
            {result.zero && (
              <p className="font-medium text-amber-800 dark:text-amber-300">{t('zeroFactor')}</p>
            )}
            <ScrollTable caption={t('caption')} columns={COLUMNS.map((key) => ({ label: t(key) }))}>
              {result.rows.map((r) => (
                <tr key={r.id} className={tableRow}>
                  <td className={`${cell} tabular-nums`}>{r.qty}</td>
                  <td
                    className={`${cell} tabular-nums ${r.parsed ? 'text-base font-semibold text-slate-900 dark:text-white' : 'italic'}`}
                  >
                    {r.scaled}
                  </td>
                  <td className={cell}>{shown(r.unit)}</td>
                  <td className={`${cell} break-words`}>{shown(r.item)}</td>
                </tr>
              ))}
            </ScrollTable>
            {result.rows.some((r) => !r.parsed && r.qty.trim() !== '') && (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('italicsNote')}</p>
            )}
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t(state.rounding === 'fraction' ? 'fractionNote' : 'wholeItemsNote')}
            </p>
            <div className="flex flex-wrap gap-2">
              <CopyButton text={result.text} label={t('copy')} variant="primary" />
              <ToolActions title={t('title')} summary={`${factorLine}\n${result.text}`} />
            </div>
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
