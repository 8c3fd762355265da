import { Plus, Trash2 } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useUrlState } from '~/lib/url-state';

import { Button } from '~/ui/Button';
import { NumberField, TextField } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { Select } from '~/ui/Select';
import { ToolActions } from '~/ui/ToolActions';
import {
  addRow,
  compareUnitPrices,
  DEFAULT_ROWS,
  defaultName,
  displayNames,
  MAX_ROWS,
  MIN_ROWS,
  NAME_MAX,
  NUMBER_TEXT_MAX,
  removeRow,
  sanitizeItems,
  UNIT_INFO,
  UNITS,
  updateRow,
  type Row,
} from './unit-price-calculator';
import { jsonParam } from '~/lib/url-params-json';

// The one query parameter: `items`, URL-encoded JSON of the rows (defaults left out).
const schema = { items: jsonParam<readonly Row[]>(DEFAULT_ROWS, sanitizeItems) };

const unitOptions = UNITS.map((unit) => ({ value: unit, label: UNIT_INFO[unit].label }));

/** A visible short label whose accessible name also says which product it is for. */
const rowLabel = (word: string, name: string) => (
  <>
    {word}
    <span className="sr-only"> of {name}</span>
  </>
);

/** Each row's price and quantity: typed text, cut at NUMBER_TEXT_MAX characters. */
const AMOUNT = { min: 0, step: 0.01, maxLength: NUMBER_TEXT_MAX } as const;
const AMOUNT_FIELDS = [
  { ...AMOUNT, key: 'price', word: 'Price', unit: 'USD', placeholder: '3.99' },
  { ...AMOUNT, key: 'quantity', word: 'Quantity', placeholder: '16' },
] as const;

export function UnitPriceCalculator() {
  const [state, setState] = useUrlState(schema);
  const rows = state.items;
  const names = displayNames(rows);
  const result = compareUnitPrices(rows);
  const setRows = (change: (rows: readonly Row[]) => Row[]) => setState((s) => ({ items: change(s.items) }));

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-4">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Enter each product&apos;s shelf price in US dollars and its package size. Weights are compared with
          weights and volumes with volumes.
        </p>
        <ol className="space-y-4">
          {rows.map((row, index) => {
            const name = names[index] ?? '';
            return (
              <li
                key={row.id}
                className="rounded-xl border border-slate-200 p-3 sm:p-4 dark:border-slate-700"
              >
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField
                    className="sm:col-span-2"
                    label={rowLabel('Name', name)}
                    value={row.name}
                    maxLength={NAME_MAX}
                    placeholder={defaultName(index)}
                    onValue={(value) => setRows((all) => updateRow(all, row.id, { name: value }))}
                  />
                  {AMOUNT_FIELDS.map(({ key, word, ...spec }) => (
                    <NumberField
                      key={key}
                      {...spec}
                      label={rowLabel(word, name)}
                      value={row[key]}
                      onValue={(value) => setRows((all) => updateRow(all, row.id, { [key]: value }))}
                    />
                  ))}
                  <Select
                    label={rowLabel('Unit', name)}
                    value={row.unit}
                    options={unitOptions}
                    onChange={(unit) => setRows((all) => updateRow(all, row.id, { unit }))}
                  />
                  <div className="flex items-end">
                    <Button
                      aria-label={`Remove ${name}`}
                      disabled={rows.length <= MIN_ROWS}
                      onClick={() => setRows((all) => removeRow(all, row.id))}
                    >
                      <NodeIcon node={Trash2} size={16} />
                      Remove
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="primary"
            disabled={rows.length >= MAX_ROWS}
            onClick={() => setRows((all) => addRow(all))}
          >
            <NodeIcon node={Plus} size={16} />
            Add product
          </Button>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {rows.length} of {MAX_ROWS} products
            {rows.length >= MAX_ROWS ? ' (the most it compares)' : ''}
          </p>
        </div>
      </div>

      <ResultPanel
        result={result}
        // Reserve the result's height: a shared link's result appears after hydration.
        minHeight="20rem"
        intro="Enter a price and a quantity for at least two products to see which is the best value per unit. Unit prices are shown in USD to 3 decimals."
      >
        {(result) => (
          <div className="space-y-4">
            {result.ranking.length > 0 ? (
              <>
                <div>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {result.allTied ? 'Same price per unit' : 'Best value'}
                  </p>
                  <Figure
                    testId="unit-price-best"
                    value={
                      result.allTied
                        ? (result.ranking[0]?.commonDisplay ?? '')
                        : result.ranking
                            .filter((r) => r.best)
                            .map((r) => r.name)
                            .join(', ')
                    }
                    className="mt-1 break-words"
                  />
                  <p className="mt-2 text-slate-700 dark:text-slate-300">{result.summary}</p>
                </div>
                <ol aria-label={`Ranking per ${result.perLabel}`} className="space-y-2">
                  {result.ranking.map((r) => (
                    <li
                      key={r.id}
                      data-testid="unit-price-rank"
                      className={`rounded-lg border p-3 ${
                        r.best
                          ? 'border-emerald-600 bg-emerald-50 dark:border-emerald-400 dark:bg-emerald-950'
                          : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-800'
                      }`}
                    >
                      <p className="font-semibold text-slate-900 dark:text-white">
                        {r.rank}. {r.name}
                        {r.best && (
                          <span className="ml-2 rounded bg-emerald-700 px-1.5 py-0.5 text-xs font-semibold text-white dark:bg-emerald-300 dark:text-emerald-950">
                            Best value
                          </span>
                        )}
                        {r.dearest && (
                          <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-400">
                            (dearest)
                          </span>
                        )}
                      </p>
                      <p className="text-slate-700 tabular-nums dark:text-slate-300">
                        {r.commonDisplay}
                        {r.unit !== result.commonUnit ? ` (${r.ownDisplay})` : ''}
                      </p>
                      {r.savingsText && (
                        <p className="text-sm text-slate-700 dark:text-slate-300">{r.savingsText}</p>
                      )}
                    </li>
                  ))}
                </ol>
              </>
            ) : (
              <p className="font-medium text-slate-800 dark:text-slate-200">{result.summary}</p>
            )}
            {result.notes.length > 0 && (
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
                {result.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            )}
            <p className="text-sm text-slate-600 dark:text-slate-400">
              US fluid ounces, quarts and gallons; 1 oz = 28.349523125 g and 1 lb = 453.59237 g exactly. Shelf
              labels may round differently.
            </p>
            <ToolActions title="Unit Price Calculator" summary={result.summary} />
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
