import { useState } from 'react';
import { formatNumber } from '~/lib/format';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { Button } from '~/ui/Button';
import { DraftField } from '~/ui/DraftField';
import { NumberField, type NumberFieldSpec } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { rowHead, ScrollTable, tableRow } from '~/ui/ScrollTable';
import { Segmented } from '~/ui/Segmented';
import { Select } from '~/ui/Select';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import {
  adjustEggs,
  AMOUNT_MAX,
  COUNT_MAX,
  DEFAULT_COUNT,
  EGG_KEYS,
  EGG_TYPES,
  eggPhrase,
  formatVolume,
  formatWeight,
  noteText,
  parseAmount,
  parseCount,
  resultSummary,
  ROUNDINGS,
  UNIT_SYSTEMS,
  whiskText,
  type EggKey,
  type EggType,
} from './egg-size-adjuster';

// Link parameters; the defaults are left out of the address.
const schema = {
  sk: param.oneOf(EGG_KEYS, 'chicken-l'),
  sc: param.int(DEFAULT_COUNT, 0, COUNT_MAX),
  tk: param.oneOf(EGG_KEYS, 'quail'),
  ru: param.oneOf(ROUNDINGS, 'smart'),
  u: param.oneOf(UNIT_SYSTEMS, 'metric'),
};

/** The table as typed (kept on this page only: the link parameters do not include it). */
type TableText = Record<EggKey, { g: string; ml: string }>;
const defaultText = () =>
  Object.fromEntries(EGG_TYPES.map((e) => [e.key, { g: String(e.g), ml: String(e.ml) }])) as TableText;

const stat = 'text-slate-700 dark:text-slate-300';

const COUNT_FIELD: NumberFieldSpec = {
  label: 'Eggs in the recipe',
  hint: 'Whole eggs, 1 or more.',
  min: 0,
  max: COUNT_MAX,
  maxLength: 12,
  inputMode: 'numeric',
};

const roundingOptions = [
  { value: 'smart', label: 'Smart' },
  { value: 'down', label: 'Round down' },
  { value: 'up', label: 'Round up' },
  { value: 'exact', label: 'Exact' },
] as const;
const unitOptions = [
  { value: 'metric', label: 'Metric (g, mL)' },
  { value: 'us', label: 'US (oz, tbsp)' },
] as const;

/** The editable columns of the reference table. */
const TABLE_FIELDS = [
  { field: 'g', label: 'Weight (g)', name: 'weight (g)' },
  { field: 'ml', label: 'Volume (mL)', name: 'volume (mL)' },
] as const;
const COLUMNS = [{ label: 'Egg' }, ...TABLE_FIELDS];

export function EggSizeAdjuster() {
  const [state, setState] = useUrlState(schema);
  const [text, setText] = useState(defaultText);
  const table: EggType[] = EGG_TYPES.map((e) => ({
    ...e,
    g: parseAmount(text[e.key].g),
    ml: parseAmount(text[e.key].ml),
  }));
  const outcome = adjustEggs({
    count: state.sc,
    source: state.sk,
    target: state.tk,
    rounding: state.ru,
    table,
  });
  const result = outcome && 'hint' in outcome ? null : outcome;
  const unit = state.u;
  const summary = result ? resultSummary(result, unit) : null;
  const options = table.map((e) => ({ value: e.key, label: `${e.label} (${formatWeight(e.g, unit)})` }));
  const edit = (key: EggKey, field: 'g' | 'ml', value: string) =>
    setText((t) => ({ ...t, [key]: { ...t[key], [field]: value } }));

  return (
    <div className="space-y-8">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <DraftField
              {...COUNT_FIELD}
              value={state.sc}
              show={String}
              read={parseCount}
              onValue={(sc) => setState({ sc })}
            />
            <Select
              label="Egg type in the recipe"
              value={state.sk}
              options={options}
              onChange={(sk) => setState({ sk })}
            />
          </div>
          <Select
            label="Replace with"
            value={state.tk}
            options={options}
            onChange={(tk) => setState({ tk })}
          />
          <Segmented
            legend="Rounding"
            value={state.ru}
            onChange={(ru) => setState({ ru })}
            options={roundingOptions}
          />
          <p className="-mt-3 text-sm text-slate-600 dark:text-slate-400">
            Smart picks the closest of the nearest half, third or whole egg.
          </p>
          <Segmented legend="Units" value={unit} onChange={(u) => setState({ u })} options={unitOptions} />
        </div>

        <ResultPanel
          // Room for the whole result: a shared link's result appears after hydration without a shift.
          minHeight="22rem"
          summary={summary}
          intro={
            <div className="space-y-2">
              {outcome && 'hint' in outcome && (
                <p data-testid="egg-hint" className="font-medium text-amber-800 dark:text-amber-300">
                  {outcome.hint}
                </p>
              )}
              <p>
                Enter how many eggs your recipe uses (1 or more) and pick the egg you have instead to see how
                many to use.
              </p>
            </div>
          }
        >
          {result && summary && (
            <div className="space-y-4">
              <Figure
                lead={`${eggPhrase(formatNumber(result.sourceCount, 0), result.sourceCount, result.sourceEgg)} equal${result.diffG === 0 ? '' : ' about'}`}
                testId="egg-suggested"
                value={eggPhrase(result.suggestedLabel, result.suggested, result.targetEgg)}
              >
                {whiskText(result, unit) && (
                  <p data-testid="egg-whisk" className={`mt-2 ${stat}`}>
                    {whiskText(result, unit)}
                  </p>
                )}
              </Figure>
              <dl className="grid grid-cols-2 gap-3">
                <Stat term="The recipe’s eggs" testId="egg-total">
                  {formatWeight(result.totalG, unit)} · {formatVolume(result.totalML, unit)}
                </Stat>
                <Stat term="Exact equivalent" testId="egg-exact">
                  {eggPhrase(formatNumber(result.exact, { min: 0, max: 2 }), result.exact, result.targetEgg)}
                </Stat>
                <Stat term="Suggested eggs give" testId="egg-given">
                  {formatWeight(result.suggested * result.targetEgg.g, unit)} ·{' '}
                  {formatVolume(result.suggested * result.targetEgg.ml, unit)}
                </Stat>
                <Stat term="Difference" testId="egg-diff">
                  {result.diffG > 0 ? '+' : result.diffG < 0 ? '−' : ''}
                  {formatWeight(Math.abs(result.diffG), unit)}
                </Stat>
              </dl>
              {result.showNote && (
                <p
                  data-testid="egg-note"
                  className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200"
                >
                  {noteText(result, unit)}
                </p>
              )}
              <p data-testid="egg-summary" className={stat}>
                {summary}
              </p>
              <ToolActions title="Egg Size Adjuster" summary={summary} />
            </div>
          )}
        </ResultPanel>
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div>
          <ScrollTable
            caption="Egg reference table (per egg, editable)"
            columns={COLUMNS}
            minWidth="min-w-72"
          >
            {EGG_TYPES.map((e) => (
              <tr key={e.key} className={tableRow}>
                <th scope="row" className={rowHead}>
                  {e.label}
                </th>
                {TABLE_FIELDS.map(({ field, name }) => (
                  <td key={field} className="px-3 py-2 align-top">
                    <NumberField
                      label={
                        <span className="sr-only">
                          {e.label} {name}
                        </span>
                      }
                      value={text[e.key][field]}
                      min={0}
                      max={AMOUNT_MAX}
                      step={0.1}
                      maxLength={12}
                      onValue={(value) => edit(e.key, field, value)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </ScrollTable>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Button onClick={() => setText(defaultText())}>Reset table</Button>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Table edits stay on this page: they are not saved in the link.
            </p>
          </div>
        </div>
        <div className="text-slate-700 dark:text-slate-300">
          <h2 className="font-semibold text-slate-900 dark:text-slate-100">Quick reference</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>Large chicken egg: about 50 g and 50 mL (about 3¼ tbsp)</li>
            <li>Duck egg: about 75 g</li>
            <li>Quail egg: about 16 g</li>
          </ul>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            Eggs vary: these are estimates. For a closer match, weigh your own eggs cracked and beaten, and
            edit the table.
          </p>
        </div>
      </div>
    </div>
  );
}
