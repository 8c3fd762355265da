import { useState } from 'react';
import { formatNumber } from '~/lib/format';
import { useT, type T } from '~/lib/i18n';
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
  eggCount,
  formatVolume,
  formatWeight,
  note,
  parseAmount,
  parseCount,
  ROUNDINGS,
  UNIT_SYSTEMS,
  whisk,
  type EggKey,
  type EggResult,
  type EggType,
  type Tablespoons,
  type UnitSystem,
} from './egg-size-adjuster';
import type en from './messages/en';

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

type Key = keyof typeof en;

const COUNT_FIELD = {
  label: 'count',
  hint: 'countHint',
  min: 0,
  max: COUNT_MAX,
  maxLength: 12,
  inputMode: 'numeric',
} as const satisfies Omit<NumberFieldSpec, 'label' | 'hint'> & { label: Key; hint: Key };

/** The roundings and unit systems, each its message key. */
const ROUNDING_OPTIONS = [
  'smart',
  'down',
  'up',
  'exact',
] as const satisfies readonly (typeof ROUNDINGS)[number][];
const UNIT_OPTIONS = ['metric', 'us'] as const satisfies readonly (typeof UNIT_SYSTEMS)[number][];

/** Each egg's name on this page (in a sentence: `eggs.<key>`). */
const EGG_NAMES: Record<EggKey, Key> = {
  quail: 'quail',
  'chicken-s': 'chickenS',
  'chicken-m': 'chickenM',
  'chicken-l': 'chickenL',
  'chicken-xl': 'chickenXl',
  duck: 'duck',
};

/** The editable columns of the reference table: the column head, and a cell's name with its egg. */
const TABLE_FIELDS = [
  { field: 'g', label: 'weight', name: 'eggWeight' },
  { field: 'ml', label: 'volume', name: 'eggVolume' },
] as const satisfies readonly { field: 'g' | 'ml'; label: Key; name: Key }[];

type Translate = T<typeof en>;

/** '6⅓ quail eggs', '⅓ duck egg', '1 large chicken egg' (`count` is the amount as written). */
const eggsText = (t: Translate, count: string, value: number, egg: EggType) =>
  t(`eggs.${egg.key}`, { n: eggCount(count, value), count });

/** The one-line result: '3 large chicken eggs (150 g) = 2 duck eggs (150 g)'. */
const summaryOf = (t: Translate, r: EggResult, unit: UnitSystem) =>
  t('summary', {
    from: eggsText(t, formatNumber(r.sourceCount, 0), r.sourceCount, r.sourceEgg),
    fromWeight: formatWeight(r.totalG, unit),
    to: eggsText(t, r.suggestedLabel, r.suggested, r.targetEgg),
    toWeight: formatWeight(r.suggested * r.targetEgg.g, unit),
  });

/** US tablespoons as the page's language writes them. */
const tablespoons =
  (t: Translate): Tablespoons =>
  (amount) =>
    t('tbspAmount', { amount });

/** 'Whisk 7 quail eggs and measure 101.3 g (101.3 mL).' for part of an egg, else null. */
function whiskText(t: Translate, r: EggResult, unit: UnitSystem): string | null {
  const parts = whisk(r, unit, tablespoons(t));
  return (
    parts &&
    t('whisk', {
      eggs: eggsText(t, String(parts.whole), parts.whole, r.targetEgg),
      weight: parts.weight,
      volume: parts.volume,
    })
  );
}

/** 'Leave out about 1.3 g (0.09 tbsp) of beaten egg.', or null when there is no note. */
function noteText(t: Translate, r: EggResult, unit: UnitSystem): string | null {
  const parts = note(r, unit, tablespoons(t));
  return parts && t(`note.${parts.verb}`, { amount: parts.amount });
}

export function EggSizeAdjuster() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
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
  const result = outcome && 'noWeight' in outcome ? null : outcome;
  const unit = state.u;
  const summary = result ? summaryOf(t, result, unit) : null;
  const options = table.map((e) => ({
    value: e.key,
    label: t('eggOption', { egg: t(EGG_NAMES[e.key]), weight: formatWeight(e.g, unit) }),
  }));
  const edit = (key: EggKey, field: 'g' | 'ml', value: string) =>
    setText((before) => ({ ...before, [key]: { ...before[key], [field]: value } }));
  const sourceEggs =
    result && eggsText(t, formatNumber(result.sourceCount, 0), result.sourceCount, result.sourceEgg);
  const whisked = result && whiskText(t, result, unit);

  return (
    <div className="space-y-8">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <DraftField
              {...COUNT_FIELD}
              label={t(COUNT_FIELD.label)}
              hint={t(COUNT_FIELD.hint)}
              value={state.sc}
              show={String}
              read={parseCount}
              onValue={(sc) => setState({ sc })}
            />
            <Select
              label={t('sourceEgg')}
              value={state.sk}
              options={options}
              onChange={(sk) => setState({ sk })}
            />
          </div>
          <Select
            label={t('targetEgg')}
            value={state.tk}
            options={options}
            onChange={(tk) => setState({ tk })}
          />
          <Segmented
            legend={t('rounding')}
            value={state.ru}
            onChange={(ru) => setState({ ru })}
            options={ROUNDING_OPTIONS.map((value) => ({ value, label: t(value) }))}
          />
          <p className="-mt-3 text-sm text-slate-600 dark:text-slate-400">{t('smartNote')}</p>
          <Segmented
            legend={t('units')}
            value={unit}
            onChange={(u) => setState({ u })}
            options={UNIT_OPTIONS.map((value) => ({ value, label: t(value) }))}
          />
        </div>

        <ResultPanel
          // Room for the whole result: a shared link's result appears after hydration without a shift.
          minHeight="22rem"
          summary={summary}
          intro={
            <div className="space-y-2">
              {outcome && 'noWeight' in outcome && (
                <p data-testid="egg-hint" className="font-medium text-amber-800 dark:text-amber-300">
                  {t(`noWeight.${outcome.noWeight}`)}
                </p>
              )}
              <p>{t('intro')}</p>
            </div>
          }
        >
          {result && summary && sourceEggs && (
            <div className="space-y-4">
              <Figure
                lead={t(result.diffG === 0 ? 'equal' : 'equalAbout', { eggs: sourceEggs })}
                testId="egg-suggested"
                value={eggsText(t, result.suggestedLabel, result.suggested, result.targetEgg)}
              >
                {whisked && (
                  <p data-testid="egg-whisk" className={`mt-2 ${stat}`}>
                    {whisked}
                  </p>
                )}
              </Figure>
              <dl className="grid grid-cols-2 gap-3">
                <Stat term={t('recipeEggs')} testId="egg-total">
                  {formatWeight(result.totalG, unit)} · {formatVolume(result.totalML, unit, tablespoons(t))}
                </Stat>
                <Stat term={t('exactEquivalent')} testId="egg-exact">
                  {eggsText(
                    t,
                    formatNumber(result.exact, { min: 0, max: 2 }),
                    result.exact,
                    result.targetEgg,
                  )}
                </Stat>
                <Stat term={t('suggestedGive')} testId="egg-given">
                  {formatWeight(result.suggested * result.targetEgg.g, unit)} ·{' '}
                  {formatVolume(result.suggested * result.targetEgg.ml, unit, tablespoons(t))}
                </Stat>
                <Stat term={t('difference')} testId="egg-diff">
                  {result.diffG > 0 ? '+' : result.diffG < 0 ? '−' : ''}
                  {formatWeight(Math.abs(result.diffG), unit)}
                </Stat>
              </dl>
              {result.showNote && (
                <p
                  data-testid="egg-note"
                  className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200"
                >
                  {noteText(t, result, unit)}
                </p>
              )}
              <p data-testid="egg-summary" className={stat}>
                {summary}
              </p>
              <ToolActions title={t('shareTitle')} summary={summary} />
            </div>
          )}
        </ResultPanel>
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div>
          <ScrollTable
            caption={t('tableCaption')}
            columns={[{ label: t('egg') }, ...TABLE_FIELDS.map(({ label }) => ({ label: t(label) }))]}
            minWidth="min-w-72"
          >
            {EGG_TYPES.map((e) => (
              <tr key={e.key} className={tableRow}>
                <th scope="row" className={rowHead}>
                  {t(EGG_NAMES[e.key])}
                </th>
                {TABLE_FIELDS.map(({ field, name }) => (
                  <td key={field} className="px-3 py-2 align-top">
                    <NumberField
                      label={<span className="sr-only">{t(name, { egg: t(EGG_NAMES[e.key]) })}</span>}
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
            <Button onClick={() => setText(defaultText())}>{t('resetTable')}</Button>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('tableNote')}</p>
          </div>
        </div>
        <div className="text-slate-700 dark:text-slate-300">
          <h2 className="font-semibold text-slate-900 dark:text-slate-100">{t('quickReference')}</h2>
          <ul className="mt-2 list-disc space-y-1 ps-5">
            <li>{t('refLarge')}</li>
            <li>{t('refDuck')}</li>
            <li>{t('refQuail')}</li>
          </ul>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('eggsVary')}</p>
        </div>
      </div>
    </div>
  );
}
