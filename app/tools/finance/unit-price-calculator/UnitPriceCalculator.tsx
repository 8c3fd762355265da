import { Plus, Trash2 } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { Button } from '~/ui/Button';
import { NumberField, TextField } from '~/ui/Field';
import { wordsCodec } from '~/ui/words-codec';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { Select } from '~/ui/Select';
import { ToolActions } from '~/ui/ToolActions';
import {
  addRow,
  compareUnitPrices,
  DEFAULT_ROWS,
  defaultName,
  DEFAULT_NAMES,
  displayNames,
  MAX_ROWS,
  MIN_ROWS,
  NAME_MAX,
  NUMBER_TEXT_MAX,
  removeRow,
  sanitizeItems,
  UNITS,
  updateRow,
  type Row,
} from './unit-price-calculator';
import type en from './messages/en';
import type { Unit } from './units';
import { nameText, noteText, perText, pricePerText, productName, savingsText, summaryOf } from './words';
import { jsonParam } from '~/lib/url-params-json';

// The one query parameter: `items`, URL-encoded JSON of the rows (defaults left out).
const schema = { items: jsonParam<readonly Row[]>(DEFAULT_ROWS, sanitizeItems) };

type Key = keyof typeof en;

/** Each unit's name in the list, as a message key. */
const UNIT_WORDS = {
  oz: 'unitOz',
  lb: 'unitLb',
  g: 'unitG',
  kg: 'unitKg',
  ml: 'unitMl',
  L: 'unitL',
  'fl oz': 'unitFlOz',
  qt: 'unitQt',
  gal: 'unitGal',
  count: 'unitCount',
} as const satisfies Record<Unit, Key>;

/** A visible short label whose accessible name also says which product it is for. */
function RowLabel({ word, name }: { word: Key; name: string }) {
  const t = useT<typeof en>();
  return (
    <>
      {t(word)}
      <span className="sr-only">{t('ofName', { name })}</span>
    </>
  );
}

/** Each row's price and quantity: typed text, cut at NUMBER_TEXT_MAX characters. */
const AMOUNT = { min: 0, step: 0.01, maxLength: NUMBER_TEXT_MAX } as const;
const AMOUNT_FIELDS = [
  { ...AMOUNT, key: 'price', word: 'price', unit: 'USD', placeholder: '3.99' },
  { ...AMOUNT, key: 'quantity', word: 'quantity', placeholder: '16' },
] as const;

export function UnitPriceCalculator() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const unitOptions = UNITS.map((unit) => ({ value: unit, label: t(UNIT_WORDS[unit]) }));
  const rows = state.items;
  const names = displayNames(rows).map((name) => nameText(t, name));
  const result = compareUnitPrices(rows);
  const setRows = (change: (rows: readonly Row[]) => Row[]) => setState((s) => ({ items: change(s.items) }));

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-4">
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('lead')}</p>
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
                    label={<RowLabel word="name" name={name} />}
                    value={row.name}
                    codec={wordsCodec(DEFAULT_NAMES.map((name) => [name, productName(t, name)]))}
                    maxLength={NAME_MAX}
                    placeholder={productName(t, defaultName(index))}
                    onValue={(value) => setRows((all) => updateRow(all, row.id, { name: value }))}
                  />
                  {AMOUNT_FIELDS.map(({ key, word, ...spec }) => (
                    <NumberField
                      key={key}
                      {...spec}
                      label={<RowLabel word={word} name={name} />}
                      value={row[key]}
                      onValue={(value) => setRows((all) => updateRow(all, row.id, { [key]: value }))}
                    />
                  ))}
                  <Select
                    label={<RowLabel word="unit" name={name} />}
                    value={row.unit}
                    options={unitOptions}
                    onChange={(unit) => setRows((all) => updateRow(all, row.id, { unit }))}
                  />
                  <div className="flex items-end">
                    <Button
                      aria-label={t('removeName', { name })}
                      disabled={rows.length <= MIN_ROWS}
                      onClick={() => setRows((all) => removeRow(all, row.id))}
                    >
                      <NodeIcon node={Trash2} size={16} />
                      {t('remove')}
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
            {t('addProduct')}
          </Button>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t(rows.length >= MAX_ROWS ? 'productCountFull' : 'productCount', {
              rows: String(rows.length),
              max: String(MAX_ROWS),
            })}
          </p>
        </div>
      </div>

      <ResultPanel
        result={result}
        summary={(ok) => summaryOf(t, ok)}
        // Reserve the result's height: a shared link's result appears after hydration.
        minHeight="20rem"
        intro={t('intro')}
      >
        {(result) => (
          <div className="space-y-4">
            {result.ranking.length > 0 ? (
              <>
                <div>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {t(result.allTied ? 'samePrice' : 'bestValue')}
                  </p>
                  <Figure
                    testId="unit-price-best"
                    value={
                      result.allTied
                        ? pricePerText(t, result.ranking[0]?.commonPriceText ?? '', result.commonUnit!)
                        : result.ranking
                            .filter((r) => r.best)
                            .map((r) => nameText(t, r.name))
                            .join(t('listSeparator'))
                    }
                    className="mt-1 break-words"
                  />
                  <p className="mt-2 text-slate-700 dark:text-slate-300">{summaryOf(t, result)}</p>
                </div>
                <ol aria-label={t('ranking', { per: perText(t, result.commonUnit!) })} className="space-y-2">
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
                        {r.rank}. {nameText(t, r.name)}
                        {r.best && (
                          <span className="ms-2 rounded bg-emerald-700 px-1.5 py-0.5 text-xs font-semibold text-white dark:bg-emerald-300 dark:text-emerald-950">
                            {t('bestValue')}
                          </span>
                        )}
                        {r.dearest && (
                          <span className="ms-2 text-sm font-normal text-slate-600 dark:text-slate-400">
                            {t('dearest')}
                          </span>
                        )}
                      </p>
                      <p className="text-slate-700 tabular-nums dark:text-slate-300">
                        {r.unit !== result.commonUnit
                          ? t('withOwnPrice', {
                              common: pricePerText(t, r.commonPriceText, result.commonUnit!),
                              own: pricePerText(t, r.ownPrice, r.unit),
                            })
                          : pricePerText(t, r.commonPriceText, result.commonUnit!)}
                      </p>
                      {r.savingsPercent !== null && (
                        <p className="text-sm text-slate-700 dark:text-slate-300">
                          {savingsText(t, result, r)}
                        </p>
                      )}
                    </li>
                  ))}
                </ol>
              </>
            ) : (
              <p className="font-medium text-slate-800 dark:text-slate-200">{summaryOf(t, result)}</p>
            )}
            {result.notes.length > 0 && (
              <ul className="list-disc space-y-1 ps-5 text-sm text-slate-700 dark:text-slate-300">
                {result.notes
                  .map((note) => noteText(t, note))
                  .map((note) => (
                    <li key={note}>{note}</li>
                  ))}
              </ul>
            )}
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('unitsNote')}</p>
            <ToolActions title={t('shareTitle')} summary={summaryOf(t, result)} />
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
